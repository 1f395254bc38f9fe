// The proof record's key (scripts/proof-keys.ts) changes with every input of a proof's verdict, and only with
// those: CI and `npm test` skip a proof whose key is the recorded one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@jest/globals';
import { RECORDED, alwaysRun, corpusDigest, proofKey } from '../../scripts/proof-keys.js';
import { sourcesOf } from '../../scripts/generators/cache-fingerprints.js';
import { PROJECT_DIR } from '../corpus/corpus.js';
import { tempDir } from '../git-helpers.js';

function project(): string {
  const root = tempDir('proof-keys');
  const write = (f: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), text);
  };
  write('project/package-lock.json', '{"lockfileVersion": 3}');
  write(
    'project/test/corpus/a.test.ts',
    "import { b } from '../../src/b.js';\nimport type { T } from '../../src/t.js';\n",
  );
  write('project/src/b.ts', "export { c } from './c.js';\nexport const b = 1;\n");
  write('project/src/c.ts', 'export const c = 1;\n');
  write('project/src/t.ts', 'export type T = number;\n');
  write('project/src/unrelated.ts', 'export const u = 1;\n');
  write('shared/corpus/site/page.mdx', '# Page\n');
  return path.join(root, 'project');
}

describe('proofKey', () => {
  it('changes with the test, what it imports at run time (transitively) and the lockfile; not with the rest', () => {
    const root = project();
    const key = (): string => proofKey(root, 'test/corpus/a.test.ts');
    const first = key();
    expect(key()).toBe(first);
    fs.appendFileSync(path.join(root, 'src/unrelated.ts'), '// edited\n');
    fs.appendFileSync(path.join(root, 'src/t.ts'), '// a type-only import runs nothing\n');
    expect(key()).toBe(first);
    for (const f of ['src/c.ts', 'src/b.ts', 'test/corpus/a.test.ts', 'package-lock.json']) {
      const before = key();
      fs.appendFileSync(path.join(root, f), '\n');
      expect({ f, changed: key() !== before }).toEqual({ f, changed: true });
    }
  });

  it('changes with every file under a folder it reads, and with the output of a tool it runs', () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'dist/cli'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/cli/index.js'), 'run();\n');
    const reads = ['dist/', '$ node --version'];
    const key = (r = reads): string => proofKey(root, 'test/corpus/a.test.ts', undefined, r);
    const first = key();
    expect(key()).toBe(first);
    fs.appendFileSync(path.join(root, 'dist/cli/index.js'), '// rebuilt\n');
    const edited = key();
    expect(edited).not.toBe(first);
    fs.writeFileSync(path.join(root, 'dist/cli/1.index.js'), 'chunk();\n');
    expect(key()).not.toBe(edited);
    expect(key(['dist/', '$ node --eval console.log(1)'])).not.toBe(key());
  });

  it('changes with any file of the corpus', () => {
    const root = project();
    const before = proofKey(root, 'test/corpus/a.test.ts');
    const digest = corpusDigest(root);
    fs.appendFileSync(path.join(root, '..', 'shared/corpus/site/page.mdx'), 'More.\n');
    expect(corpusDigest(root)).not.toBe(digest);
    expect(proofKey(root, 'test/corpus/a.test.ts')).not.toBe(before);
  });
});

describe('the proof files', () => {
  // A proof that imports the rule set (once through the fingerprint of findings, once through the engine's test
  // helpers) is keyed on every rule: any rule's change would send it back to CI.
  it('import the code they prove, not the rules or the engine', () => {
    for (const file of Object.keys(RECORDED)) {
      const wide = sourcesOf(PROJECT_DIR, [file]).filter((f) => /^src\/core\/(rules|engine|compare)\//.test(f));
      expect({ file, wide }).toEqual({ file, wide: [] });
    }
  });

  // A proof that reads only the sample in npm test and is in neither list would never read the rest of the corpus.
  it("every test that reads the proofs' share of the corpus or of the cases is recorded or run by CI each time", () => {
    const reads = /\b(corpusPages|inProofSample|PROOF_PAGES|PROOFS_FULL|fuzzRuns)\b/;
    const tests: string[] = [];
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(path.join(PROJECT_DIR, dir), { withFileTypes: true })) {
        const rel = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(rel);
        else if (rel.endsWith('.test.ts') && reads.test(fs.readFileSync(path.join(PROJECT_DIR, rel), 'utf8')))
          tests.push(rel);
      }
    };
    walk('test');
    const covered = new Set([...Object.keys(RECORDED), ...alwaysRun(PROJECT_DIR)]);
    const self = path.relative(PROJECT_DIR, new URL(import.meta.url).pathname);
    expect(tests.filter((t) => !covered.has(t) && t !== self)).toEqual([]);
    expect(tests.length).toBeGreaterThan(10);
    // ...and the lists name files that exist.
    for (const f of covered) expect(fs.existsSync(path.join(PROJECT_DIR, f))).toBe(true);
  });
});
