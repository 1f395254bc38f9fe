// Which files are proofs, and the key of what each one's verdict depends on: the test file and every module it
// imports (transitively), the data files it reads, the libraries (the lockfile), Node and the corpus. A full
// `npm run test:proofs` records the key of each file that passed in test/proofs.record.json (scripts/proofs.ts);
// a proof whose key is the recorded one would prove the same again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sourcesOf } from './generators/cache-fingerprints.js';

export const RECORD = 'test/proofs.record.json';

/**
 * The proof files, with what each reads beyond its imports and the corpus: files, folders (a trailing `/`: every
 * file under it) and commands whose output is keyed (a leading `$ `: the version of a tool the proof runs).
 */
export const RECORDED: Readonly<Record<string, readonly string[]>> = {
  'test/corpus/anchors.test.ts': [],
  'test/corpus/confirm-blocks.test.ts': [],
  'test/corpus/valid-shapes.test.ts': [],
  'test/corpus/page-syntax.test.ts': ['test/golden/corpus-mdx-syntax.json'],
  'test/corpus/bench-shapes.test.ts': [],
  'test/corpus/frontmatter-lines.test.ts': [],
  'test/corpus/yaml-fast.test.ts': [],
  // The README's lines, run by bash with the package `npm pack` makes (package.json, bin/, dist/cli/) and the
  // built action (dist/, action.yml's defaults): every file the walk runs, and the tools it runs them with.
  'test/corpus/readme-walk.test.ts': [
    'README.md',
    'action.yml',
    'package.json',
    'bin/',
    'dist/',
    '$ git --version',
    '$ npm --version',
    '$ bash --version',
  ],
};
/** Never recorded: the property tests draw new cases on every run (their seeds differ), so each run explores anew. */
export function alwaysRun(root: string): string[] {
  const fuzz = fs.readdirSync(path.join(root, 'test', 'fuzz')).filter((f) => f.endsWith('.test.ts'));
  return fuzz.sort().map((f) => `test/fuzz/${f}`);
}

/** Every file under a folder of the project, in a stable order. */
function filesUnder(root: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

export interface RecordEntry {
  key: string;
  tests: number;
  proven: string;
}

export function readRecord(root: string): Record<string, RecordEntry> {
  const file = path.join(root, RECORD);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, RecordEntry>) : {};
}

/** Every file of the corpus, path and bytes, in a stable order: what the corpus proofs read. */
export function corpusDigest(root: string): string {
  const corpus = path.resolve(root, '..', 'shared', 'corpus');
  if (!fs.existsSync(corpus)) return 'no corpus';
  const hash = createHash('sha256');
  const walk = (dir: string, rel: string): void => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (e.isFile())
        hash
          .update(`${r}\0`)
          .update(fs.readFileSync(path.join(dir, e.name)))
          .update('\0');
    }
  };
  walk(corpus, '');
  return hash.digest('hex');
}

/**
 * The key of a proof file's inputs; `corpus` is corpusDigest's, asked once by a caller keying several files, and
 * `reads` what the file reads beyond its imports (RECORDED's entry).
 */
export function proofKey(
  root: string,
  file: string,
  corpus = corpusDigest(root),
  reads: readonly string[] = RECORDED[file] ?? [],
): string {
  // Node by its major version and the Unicode and ICU data its regular expressions and Intl read: a patch release
  // that changes neither leaves every verdict as it was.
  const node = `${process.version.split('.')[0]} unicode ${process.versions.unicode} icu ${process.versions.icu}`;
  const hash = createHash('sha256').update(`node ${node}\0corpus ${corpus}\0`);
  for (const command of reads.filter((r) => r.startsWith('$ '))) {
    const [tool, ...args] = command.slice(2).split(' ');
    const ran = spawnSync(tool!, args, { encoding: 'utf8' });
    hash.update(`${command}\0${ran.stdout}\0`);
  }
  const files = reads.filter((r) => !r.startsWith('$ ')).flatMap((r) => (r.endsWith('/') ? filesUnder(root, r) : [r]));
  for (const f of [...sourcesOf(root, [file]), ...files, 'package-lock.json'])
    hash
      .update(`${f}\0`)
      .update(fs.readFileSync(path.join(root, f)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
