// Finding and reading navguard's config: --config FILE, else .navguard.json in the docs root or the
// repository root, else the `navguard` key of package.json there.
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from './fs-source.js';
import { ConfigError, DEFAULT_CONFIG, resolveConfig, type NavguardConfig } from '../core/config.js';

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(
      `cannot read config file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
}

export function loadConfigFile(
  explicit: string | undefined,
  dirs: string[],
): { config: NavguardConfig; file?: string } {
  if (explicit) return { config: resolveConfig(readJson(explicit), explicit), file: explicit };
  for (const dir of dirs) {
    const own = path.join(dir, '.navguard.json');
    if (fs.existsSync(own)) return { config: resolveConfig(readJson(own), own), file: own };
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const data = readJson(pkg) as Record<string, unknown> | null;
      if (data && typeof data === 'object' && 'navguard' in data)
        return { config: resolveConfig(data.navguard, `${pkg} (navguard key)`), file: pkg };
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
