// Finding and reading navguard's config: --config FILE, else .navguard.json in the docs root or the
// repository root, else the `navguard` key of package.json there.
import fs from 'node:fs';
import path from 'node:path';
import { parseTree, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import { findRepoRoot } from './fs-source.js';
import { ConfigError, DEFAULT_CONFIG, resolveConfig, type NavguardConfig } from '../core/config/config.js';

/** How a config file is named in messages: relative to its repository, or to the current folder. */
export function displayName(file: string): string {
  const abs = path.resolve(file);
  const repo = findRepoRoot(path.dirname(abs));
  const rel = path.relative(repo ?? process.cwd(), abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : abs;
}

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'does not exist',
  EISDIR: 'is a folder, not a file',
  EACCES: 'cannot be read (permission denied)',
};

function readJson(file: string, name: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    const where = name === file ? '' : ` (${path.resolve(file)})`;
    throw new ConfigError(
      `the config file ${name}${where} ${READ_PROBLEMS[code] ?? `cannot be read: ${(e as Error).message}`}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    // JSON.parse names an offset at best; the first error jsonc-parser finds (strict JSON) gives a line and column.
    const errors: ParseError[] = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    if (!first) throw new ConfigError(`${name} is not valid JSON: ${(e as Error).message}`);
    const before = text.slice(0, first.offset).split('\n');
    const at = `line ${before.length}, column ${before.at(-1)!.length + 1}`;
    throw new ConfigError(`${name} is not valid JSON at ${at}: ${describeParseError(first.error)}`);
  }
}

function describeParseError(code: ParseErrorCode): string {
  const words = printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.replace(/^invalid symbol$/, 'unexpected character');
}

export function loadConfigFile(
  explicit: string | undefined,
  dirs: string[],
): { config: NavguardConfig; file?: string } {
  if (explicit) {
    const name = displayName(explicit);
    return { config: resolveConfig(readJson(explicit, name), name), file: explicit };
  }
  for (const dir of dirs) {
    const own = path.join(dir, '.navguard.json');
    if (fs.existsSync(own)) {
      const name = displayName(own);
      return { config: resolveConfig(readJson(own, name), name), file: own };
    }
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const pkgName = displayName(pkg);
      const data = readJson(pkg, pkgName) as Record<string, unknown> | null;
      if (data && typeof data === 'object' && 'navguard' in data)
        return { config: resolveConfig(data.navguard, `${pkgName} ("navguard" key)`), file: pkg };
    }
  }
  return { config: DEFAULT_CONFIG };
}

/** The CLI's lookup: --config FILE, else the docs root, else the repository root holding it. */
export function loadConfigFor(
  root: string,
  explicit: string | undefined,
  repoRoot = findRepoRoot(root),
): NavguardConfig {
  return loadConfigFile(explicit, [root, ...(repoRoot && repoRoot !== root ? [repoRoot] : [])]).config;
}
