// The proofs (`npm run test:proofs`): every fast path against the library it stands in for on every corpus page,
// the property tests at full count, and the README walk on the sites `npm test` does not walk. Minutes of
// parsing and packing, whose verdict is a function of their inputs (scripts/proof-keys.ts). So a full run records,
// for each file that passed, the key of those inputs in test/proofs.record.json; CI (`--ci`) reruns only the files
// whose key changed, on the pages (and walk sites) `npm test`'s sample left out, and always the property tests.
//
// usage: node lib-scripts/scripts/proofs.js [--ci] [--outputFile FILE]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plural } from '../src/core/base/plural.js';
import { RECORD, RECORDED, corpusDigest, proofKey, readRecord, alwaysRun, type RecordEntry } from './proof-keys.js';

const ROOT = process.cwd();

interface JestReport {
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

function runJest(files: string[], mode: 'full' | 'rest', outputFile: string): number {
  const result = spawnSync(
    'npx',
    ['jest', '--runTestsByPath', ...files, '--ci', '--json', `--outputFile=${outputFile}`],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NAVGUARD_PROOFS: mode,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`,
      },
    },
  );
  return result.status ?? 1;
}

const args = process.argv.slice(2);
const ci = args.includes('--ci');
const outAt = args.indexOf('--outputFile');
const outputFile = outAt >= 0 ? args[outAt + 1]! : path.join(os.tmpdir(), `navguard-proofs-${process.pid}.json`);
const corpus = corpusDigest(ROOT);
const record = readRecord(ROOT);
const keys = Object.fromEntries(Object.keys(RECORDED).map((f) => [f, proofKey(ROOT, f, corpus)]));

if (ci) {
  const stands = (f: string): boolean => record[f]?.key === keys[f];
  const stale = Object.keys(RECORDED).filter((f) => !stands(f));
  for (const f of Object.keys(RECORDED).filter(stands))
    console.log(
      `${f}: stands as proven on ${record[f]!.proven} (${plural(record[f]!.tests, 'test')}, the whole corpus; key ${keys[f]}: its code, the libraries, the corpus and Node unchanged)`,
    );
  for (const f of stale) console.log(`${f}: ${record[f] ? 'changed since its proof' : 'never proven'}: runs now`);
  process.exit(runJest([...stale, ...alwaysRun(ROOT)], 'rest', outputFile));
}

const code = runJest([...Object.keys(RECORDED), ...alwaysRun(ROOT)], 'full', outputFile);
const report = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as JestReport;
const today = new Date().toISOString().slice(0, 10);
const next: Record<string, RecordEntry> = {};
for (const file of Object.keys(RECORDED)) {
  const result = report.testResults.find((r) => path.relative(ROOT, r.name) === file);
  const statuses = result?.assertionResults.map((a) => a.status) ?? [];
  // Only a file whose every test ran and passed is recorded: a skip (no corpus) proves nothing.
  if (result?.status === 'passed' && statuses.length && statuses.every((s) => s === 'passed'))
    next[file] =
      record[file]?.key === keys[file] ? record[file]! : { key: keys[file]!, tests: statuses.length, proven: today };
}
fs.writeFileSync(path.join(ROOT, RECORD), `${JSON.stringify(next, null, 2)}\n`);
console.log(`${Object.keys(next).length} of ${Object.keys(RECORDED).length} proof files recorded in ${RECORD}`);
process.exit(code);
