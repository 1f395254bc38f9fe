// navguard's version as a constant the bundles carry (SARIF's tool version, `navguard --version`), read from
// package.json. `npm version` regenerates it (the "version" script in package.json).
import fs from 'node:fs';
import path from 'node:path';
import type { Generator } from './generator.js';

export function versionGenerator(projectDir: string): Generator {
  return {
    file: 'src/core/generated/version.generated.ts',
    generate: () => {
      const pkg = JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { version: string };
      return [
        '// GENERATED from package.json by scripts/generators/version.ts: do not edit.',
        '// Regenerate with `npm run generate`; CI fails when this file is out of date.',
        `export const VERSION = ${JSON.stringify(pkg.version)};`,
        '',
      ].join('\n');
    },
  };
}
