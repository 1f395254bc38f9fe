// What the command line loads before it knows its command: the modules main.ts reaches through static imports.
// The engine (rules, MDX parser, comparison) is imported once the command is known, so that `--help`, `--version`
// and usage errors answer without compiling it, and a `diff` starts git before the engine loads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@jest/globals';

const SRC = path.resolve('src');
/** Static imports and re-exports that load a module at run time (`import type` loads nothing). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

/** The project's modules `entry` loads before its first dynamic import, as paths under src/. */
function staticallyReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const rel = path.relative(SRC, file).split(path.sep).join('/');
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT))
      visit(path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  };
  visit(path.join(SRC, entry));
  return seen;
}

describe('the command line before its command is known', () => {
  const reached = staticallyReached('cli/main.ts');

  it('loads what starts git (the states) and not the engine', () => {
    expect(reached).toContain('adapters/states.ts');
    expect(reached).toContain('adapters/git-source.ts');
    for (const engine of [
      'core/rules/registry.ts',
      'core/mdx/parse.ts',
      'core/compare/compare.ts',
      'core/engine/analyze.ts',
      'core/config/config.ts',
    ]) {
      // A module moved elsewhere would pass unseen: each named here must exist.
      expect(fs.existsSync(path.join(SRC, engine))).toBe(true);
      expect(reached).not.toContain(engine);
    }
  });

  it('reads import type as loading nothing, and re-exports as loading their module', () => {
    const src = "import type { A } from './a.js';\nexport { b } from './b.js';\nimport { c } from './c.js';\n";
    expect([...src.matchAll(STATIC_IMPORT)].map((m) => m[1])).toEqual(['./b.js', './c.js']);
  });
});
