// `npm run generate`: writes every generated file from its source. `--check` writes nothing and fails
// (exit 1) naming the files that are out of date; CI runs that (.ci/run). To add a generated file, add a
// Generator to GENERATORS.
import fs from 'node:fs';
import path from 'node:path';
import type { Generator } from './generators/generator.js';
import { ruleDocGenerators } from './generators/rule-docs.js';
import { validators } from './generators/validators.js';
import { versionGenerator } from './generators/version.js';
import { cacheFingerprintsGenerator } from './generators/cache-fingerprints.js';
import { cliGenerators } from './generators/cli.js';

const PROJECT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export const GENERATORS: Generator[] = [
  ...validators,
  versionGenerator(PROJECT_DIR),
  cacheFingerprintsGenerator(PROJECT_DIR),
  ...ruleDocGenerators,
  ...cliGenerators,
];

function main(args: string[]): number {
  const check = args.includes('--check');
  const stale: string[] = [];
  for (const g of GENERATORS) {
    const file = path.join(PROJECT_DIR, g.file);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    const fresh = g.generate(current);
    if (fresh === current) continue;
    stale.push(g.file);
    if (!check) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, fresh);
    }
  }
  if (check && stale.length) {
    process.stderr.write(`out of date (run \`npm run generate\` and commit):\n  ${stale.join('\n  ')}\n`);
    return 1;
  }
  process.stdout.write(
    stale.length ? `wrote ${stale.join(', ')}\n` : `all ${GENERATORS.length} generated files are current\n`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
