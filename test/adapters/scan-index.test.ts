// The scan cache kept between runs (src/adapters/scan-index.ts): what it keeps, what it refuses to trust.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ScanIndex } from '../../src/adapters/scan-index.js';
import { storedScan } from '../../src/adapters/stored-scan.js';
import { scanPage, type ScannedPage } from '../../src/core/mdx/scan.js';
import { SCAN_FINGERPRINT } from '../../src/core/generated/cache-fingerprints.generated.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { tempDir } from '../git-helpers.js';

/** A source whose pages have the given blob ids (their texts are never read by the index). */
function source(ids: Record<string, string>): SiteSource {
  return {
    files: Object.keys(ids).sort(),
    rootPrefix: '',
    read: () => undefined,
    contentId: (p) => ids[p],
  };
}

const id = (n: number): string => n.toString(16).padStart(40, '0');
const scanOf = (n: number): ScannedPage =>
  scanPage(
    `---\nopenapi: spec${n}.yaml\n---\n# Page ${n}\n\n[next](/page-${n + 1}#top) <!-- navguard-disable-next-line -->\n`,
  );

function filled(dir: string, n: number): ScanIndex {
  const index = new ScanIndex(dir);
  index.load();
  for (let i = 0; i < n; i++) index.scans.set(id(i), scanOf(i));
  return index;
}

function pages(n: number, from = 0): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = from; i < from + n; i++) out[`p${i}.mdx`] = id(i);
  return out;
}

function lines(index: ScanIndex): string[] {
  return fs.readFileSync(index.file!, 'utf8').split('\n').filter(Boolean);
}

describe('ScanIndex', () => {
  it('gives back, in the next run, the scans of the pages the run read, equal to scanning them again', () => {
    const dir = tempDir();
    const first = filled(dir, 3);
    first.scans.set(id(99), scanOf(99)); // scanned, but no page of the sources has it: not kept
    first.save([source({ ...pages(3), 'docs.json': id(50) })]);
    expect(path.basename(first.file!)).toBe(`scans-${SCAN_FINGERPRINT}.jsonl`);
    const next = new ScanIndex(dir);
    next.load();
    expect(next.size).toBe(3);
    expect([...next.scans.keys()].sort()).toEqual([id(0), id(1), id(2)]);
    for (let i = 0; i < 3; i++) expect(next.scans.get(id(i))).toEqual(scanOf(i));
    expect(next.scans.get(id(0))!.links[0]).toMatchObject({ url: '/page-1#top', kind: 'markdown' });
    expect(next.notes).toEqual([]);
  });

  it('appends what a run adds, writes nothing when nothing is new, and rewrites when it holds far more than is used', () => {
    const dir = tempDir();
    const first = filled(dir, 2);
    first.save([source(pages(2))]);
    expect(lines(first)).toHaveLength(3); // header, one line per entry
    const second = filled(dir, 3);
    second.save([source(pages(3))]);
    expect(lines(second)).toHaveLength(4);
    const before = fs.statSync(second.file!).mtimeMs;
    const third = new ScanIndex(dir);
    third.load();
    third.save([source(pages(3))]);
    expect(fs.statSync(third.file!).mtimeMs).toBe(before);
    // Another branch's pages use 1 of the 3 entries: within the slack, kept; with none, the file is rewritten.
    const small = new ScanIndex(dir, SCAN_FINGERPRINT, 0);
    small.load();
    small.save([source(pages(1, 2))]);
    expect(lines(small)).toHaveLength(2);
    expect((JSON.parse(lines(small)[1]!) as unknown[])[0]).toBe(id(2));
    const after = new ScanIndex(dir);
    after.load();
    expect([...after.scans.keys()]).toEqual([id(2)]);
  });

  it('skips a line it cannot read, says so, and rewrites the file whole on the next save', () => {
    const dir = tempDir();
    const first = filled(dir, 2);
    first.save([source(pages(2))]);
    // A run cut short while appending, and an entry of the wrong shape (a link whose url is a number).
    const bad = JSON.stringify([[id(7), { ...scanOf(7), links: [{ url: 7, line: 1, column: 1, kind: 'markdown' }] }]]);
    fs.appendFileSync(first.file!, `${bad}\n[["${id(8)}", {"bodyLine": 1, "imp`);
    const next = new ScanIndex(dir);
    next.load();
    expect([...next.scans.keys()].sort()).toEqual([id(0), id(1)]);
    expect(next.notes.join('\n')).toMatch(
      /skipped 2 unreadable line\(s\) of the cache .*scans-.*\.jsonl; it will be rewritten/,
    );
    next.save([source(pages(2))]);
    expect(lines(next)).toHaveLength(3);
    const clean = new ScanIndex(dir);
    clean.load();
    expect(clean.size).toBe(2);
    expect(clean.notes).toEqual([]);
  });

  it("ignores another scanner's file, and removes it when it writes its own", () => {
    const dir = tempDir();
    const old = new ScanIndex(dir, 'aaaaaaaaaaaaaaaa');
    old.load();
    old.scans.set(id(0), scanOf(0));
    old.save([source(pages(1))]);
    const now = filled(dir, 0);
    expect(now.size).toBe(0);
    now.scans.set(id(0), scanOf(0));
    now.save([source(pages(1))]);
    expect(fs.readdirSync(dir)).toEqual([path.basename(now.file!)]);
    // The same name with another fingerprint inside (copied by hand): not trusted either.
    fs.writeFileSync(now.file!, fs.readFileSync(now.file!, 'utf8').replace(SCAN_FINGERPRINT, 'bbbbbbbbbbbbbbbb'));
    const copied = new ScanIndex(dir);
    copied.load();
    expect(copied.size).toBe(0);
  });

  it('removes what a run that stopped half-way left, once it is old enough not to be another run at work', () => {
    const dir = tempDir();
    const first = filled(dir, 1);
    first.save([source(pages(1))]);
    const stale = `${first.file!}.4242.tmp`;
    const fresh = `${first.file!}.4343.tmp`;
    fs.writeFileSync(stale, 'half a file');
    fs.writeFileSync(fresh, 'being written');
    const old = (Date.now() - 3_600_000) / 1000;
    fs.utimesSync(stale, old, old);
    // A line it cannot read makes the next save rewrite the file, which is when leftovers are removed.
    fs.appendFileSync(first.file!, 'not json\n');
    const next = filled(dir, 1);
    next.save([source(pages(1))]);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(lines(next)).toHaveLength(2);
  });

  it('reads files that hold a list of entries per line, as files written before one entry per line do', () => {
    const dir = tempDir();
    const first = filled(dir, 0);
    const header = `{"navguard":"scans","format":1,"fingerprint":"${SCAN_FINGERPRINT}"}`;
    const list = (from: number, n: number): string =>
      JSON.stringify(Array.from({ length: n }, (_, i) => [id(from + i), storedScan(scanOf(from + i))]));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      first.file!,
      `${header}\n${list(0, 3)}\n${list(3, 2)}\n${JSON.stringify([id(5), storedScan(scanOf(5))])}\n`,
    );
    const next = new ScanIndex(dir);
    next.load();
    expect(next.notes).toEqual([]);
    expect(next.size).toBe(6);
    for (let i = 0; i < 6; i++) expect(next.scans.get(id(i))).toEqual(scanOf(i));
    // Nothing to rewrite: a run that adds a page appends its one line.
    next.scans.set(id(6), scanOf(6));
    next.save([source(pages(7))]);
    expect(lines(next)).toHaveLength(5);
  });

  it('holds links as one flat list per scan, gives every kind back as scanned, and skips a line whose list is wrong', () => {
    const dir = tempDir();
    const text = [
      '[a](/a) ![i](/img.png)',
      '[d]: /defined',
      '<Card href="/card" /> <img src="/pic.svg" />',
      '',
      'import X from "/snippets/x.mdx";',
    ].join('\n');
    const scan = scanPage(text);
    expect(new Set(scan.links.map((l) => l.kind))).toEqual(new Set(['markdown', 'image', 'definition', 'href', 'src']));
    const first = filled(dir, 0);
    first.scans.set(id(0), scan);
    first.save([source(pages(1))]);
    const [, line] = lines(first);
    const stored = JSON.parse(line!) as [string, { links: unknown[] }];
    expect(stored[1].links).toEqual(scan.links.flatMap((l) => [l.url, l.line, l.column, expect.any(Number)]));
    const next = new ScanIndex(dir);
    next.load();
    expect(next.scans.get(id(0))).toEqual(scan);
    // Lists a newer or damaged file might hold: not a multiple of four, a kind it does not know, a line not a number.
    const bad = (links: unknown[]): string => JSON.stringify([id(9), { ...storedScan(scan), links }]);
    fs.appendFileSync(
      first.file!,
      [
        bad(['/a', 1, 2]),
        bad(['/a', 1, 2, 9]),
        bad(['/a', '1', 2, 0]),
        bad([3, 1, 2, 0]),
        bad(['/a', 1, 2, 'length']),
      ].join('\n') + '\n',
    );
    const third = new ScanIndex(dir);
    third.load();
    expect(third.notes.join('\n')).toMatch(/skipped 5 unreadable line/);
    expect(third.scans.has(id(9))).toBe(false);
    expect(third.scans.get(id(0))).toEqual(scan);
  });

  it('a folder it cannot write is a note, not a failure; no folder keeps nothing', () => {
    const dir = tempDir();
    const blocked = path.join(dir, 'file');
    fs.writeFileSync(blocked, '');
    const index = new ScanIndex(path.join(blocked, 'cache'));
    index.load();
    index.scans.set(id(0), scanOf(0));
    expect(() => index.save([source(pages(1))])).not.toThrow();
    expect(index.notes.join('\n')).toMatch(/could not write the cache .*file\/cache\/scans-/);
    const none = new ScanIndex(undefined);
    none.load();
    none.scans.set(id(0), scanOf(0));
    none.save([source(pages(1))]);
    expect(none.file).toBeUndefined();
    expect(none.notes).toEqual([]);
  });
});
