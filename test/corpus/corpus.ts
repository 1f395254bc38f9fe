// Where the real-docs corpus lives and how its tests skip, visibly, when it is not there.
// The corpus sits outside the project (<project>/../shared/corpus) and is never shipped with it.
import fs from 'node:fs';
import path from 'node:path';
import { describe } from '@jest/globals';

export const PROJECT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const CORPUS_DIR = path.resolve(PROJECT_DIR, '..', 'shared', 'corpus');
export const HAVE_CORPUS = fs.existsSync(path.join(CORPUS_DIR, 'manifest.tsv'));

/** Site folders (`<owner>__<name>`), sorted; empty without the corpus. */
export function corpusSites(): string[] {
  if (!HAVE_CORPUS) return [];
  return fs
    .readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(CORPUS_DIR, e.name, 'docs.json')))
    .map((e) => e.name)
    .sort();
}

/** `describe` when the corpus is present; otherwise `describe.skip` plus a warning that names the missing path. */
export function describeCorpus(name: string, body: () => void): void {
  if (HAVE_CORPUS) {
    describe(name, body);
    return;
  }
  console.warn(
    `[navguard] SKIPPED "${name}": the docs corpus was not found at ${CORPUS_DIR} (expected <project>/../shared/corpus).`,
  );
  describe.skip(`${name} (SKIPPED: no corpus at ${CORPUS_DIR})`, body);
}

/** Every .md/.mdx file under a folder (dot-folders and node_modules skipped), docs-root-relative, sorted. */
export function pageFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (/\.mdx?$/i.test(e.name)) out.push(r);
    }
  };
  walk(root, '');
  return out.sort();
}

/** Every page of every corpus site, with its text, site by site and in pageFiles' order. */
export function* corpusPages(): Generator<{ site: string; file: string; text: string }> {
  for (const site of corpusSites())
    for (const file of pageFiles(path.join(CORPUS_DIR, site)))
      yield { site, file, text: fs.readFileSync(path.join(CORPUS_DIR, site, file), 'utf8') };
}

/** The runs of lines between blank lines, as [start, end) indexes. */
export function blankSeparatedRuns(lines: readonly string[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let s = 0; s < lines.length; s++) {
    if (!lines[s]!.trim()) continue;
    let e = s + 1;
    while (e < lines.length && lines[e]!.trim()) e++;
    runs.push([s, e]);
    s = e;
  }
  return runs;
}
