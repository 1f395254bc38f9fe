// Reading revisions from git: pages are scanned as git streams them and their texts let go; whatever is
// read afterwards must still be the file as committed, in either revision, and nothing is misreported.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { gitSources, limitKeptTexts, type BlobCache } from '../../src/adapters/git-source.js';
import { splitRecords } from '../../src/adapters/records.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import { scanPage } from '../../src/core/mdx/scan.js';
import type { ScanCache } from '../../src/core/site/pages.js';
import { commitAll, initRepo, sh, writeFiles } from '../git-helpers.js';

const big = (n: number): string =>
  Array.from({ length: n }, (_, i) => `Line ${i}: see [page ${i}](/guides/p${i % 7}) — déjà vu, 日本語.`).join('\n');

function site(): Record<string, string> {
  return {
    'docs/docs.json': JSON.stringify({
      name: 'x',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { pages: ['index', 'guides/a', 'guides/b'] },
    }),
    'docs/index.mdx': '---\ntitle: Home\nhidden: true\n---\n# Home\n[a](/guides/a)\n',
    'docs/guides/a.mdx': '---\ntitle: A\n---\n' + big(3000), // larger than one pipe read: spans chunks
    'docs/guides/b.mdx': '# B\n[x](./a)\n',
    'docs/openapi.yaml': 'openapi: 3.0.0\ninfo: { title: t, version: "1" }\npaths: {}\n',
  };
}

describe('git revisions as sources', () => {
  it('fetches pages about to be read again in one batch, returning the committed texts', async () => {
    const { dir, sha } = initRepo(site());
    const cache: BlobCache = new Map();
    limitKeptTexts(cache, 0); // a site larger than what is kept: texts are let go
    const [src] = await gitSources(dir, [sha], 'docs', cache, new Map());
    const pages = ['index.mdx', 'guides/a.mdx', 'guides/b.mdx'];
    const first = pages.map((p) => src!.read(p)); // the first read lets each text go
    src!.prefetch!([...pages, 'docs.json', 'missing.mdx']);
    expect(pages.map((p) => src!.read(p))).toEqual(first);
    expect(pages.map((p) => src!.read(p))).toEqual(pages.map((p) => site()[`docs/${p}`]));
  });

  it('does not fetch again what an earlier batch fetched and nothing has read yet', async () => {
    const { dir, sha } = initRepo(site());
    const cache: BlobCache = new Map();
    limitKeptTexts(cache, 0);
    const [src] = await gitSources(dir, [sha], 'docs', cache, new Map());
    const pages = ['index.mdx', 'guides/a.mdx', 'guides/b.mdx'];
    src!.prefetch!(pages);
    // Fetched and not read yet: asking again starts no git process (there is no repository to start one in).
    fs.renameSync(path.join(dir, '.git'), path.join(dir, 'git-away'));
    src!.prefetch!(pages);
    expect(pages.map((p) => src!.read(p))).toEqual(pages.map((p) => site()[`docs/${p}`]));
  });

  it('keeps the page texts of a site that fits its budget, and lets all go on one that does not', async () => {
    const pages = ['index.mdx', 'guides/a.mdx', 'guides/b.mdx'];
    const committed = pages.map((p) => site()[`docs/${p}`]);
    const total = committed.reduce((n, t) => n + t!.length, 0);
    for (const [budget, kept] of [
      [total, true],
      [total - 1, false], // the last text does not fit: the two kept before it are let go too
    ] as const) {
      const { dir, sha } = initRepo(site());
      const cache: BlobCache = new Map();
      limitKeptTexts(cache, budget);
      const [src] = await gitSources(dir, [sha], 'docs', cache, new Map());
      // Scanned as they streamed in, the texts are kept or let go by now: without the repository, only kept
      // ones can be read (twice: the first read lets nothing go).
      fs.renameSync(path.join(dir, '.git'), path.join(dir, 'git-away'));
      if (kept) for (let i = 0; i < 2; i++) expect(pages.map((p) => src!.read(p))).toEqual(committed);
      else for (const p of pages) expect(() => src!.read(p)).toThrow();
    }
  });

  it("keeps the texts of a change's pages, in both revisions, whatever the budget", async () => {
    const { dir, sha: base } = initRepo(site());
    writeFiles(dir, { 'docs/guides/b.mdx': '# B changed\n', 'docs/guides/c.mdx': '# C\n' });
    const head = commitAll(dir, 'head');
    const cache: BlobCache = new Map();
    limitKeptTexts(cache, 0); // no other text is kept
    const [b, h] = await gitSources(dir, [base, head], 'docs', cache, new Map());
    fs.renameSync(path.join(dir, '.git'), path.join(dir, 'git-away'));
    for (let i = 0; i < 2; i++) {
      expect(b!.read('guides/b.mdx')).toBe(site()['docs/guides/b.mdx']);
      expect(h!.read('guides/b.mdx')).toBe('# B changed\n');
      expect(h!.read('guides/c.mdx')).toBe('# C\n');
    }
    // A page both revisions share was let go after its scan: reading it needs the repository.
    expect(() => h!.read('guides/a.mdx')).toThrow();
  });

  it('keeps the texts of pages a change moved or copied, in both revisions, whatever the budget', async () => {
    const { dir, sha: base } = initRepo(site());
    fs.mkdirSync(path.join(dir, 'docs/archive'));
    fs.renameSync(path.join(dir, 'docs/guides/a.mdx'), path.join(dir, 'docs/archive/a.mdx'));
    fs.copyFileSync(path.join(dir, 'docs/guides/b.mdx'), path.join(dir, 'docs/guides/b-copy.mdx'));
    const head = commitAll(dir, 'move a page, copy another');
    const cache: BlobCache = new Map();
    limitKeptTexts(cache, 0); // no other text is kept
    const [b, h] = await gitSources(dir, [base, head], 'docs', cache, new Map());
    // Moved and copied pages keep their blobs: nothing changed in them, yet the rules of a diff read them again.
    expect(h!.contentId!('archive/a.mdx')).toBe(b!.contentId!('guides/a.mdx'));
    expect(h!.contentId!('guides/b-copy.mdx')).toBe(b!.contentId!('guides/b.mdx'));
    fs.renameSync(path.join(dir, '.git'), path.join(dir, 'git-away'));
    for (let i = 0; i < 2; i++) {
      expect(b!.read('guides/a.mdx')).toBe(site()['docs/guides/a.mdx']);
      expect(h!.read('archive/a.mdx')).toBe(site()['docs/guides/a.mdx']);
      expect(h!.read('guides/b.mdx')).toBe(site()['docs/guides/b.mdx']);
      expect(h!.read('guides/b-copy.mdx')).toBe(site()['docs/guides/b.mdx']);
    }
    // A page neither moved nor changed was let go after its scan: reading it needs the repository.
    expect(() => h!.read('index.mdx')).toThrow();
  });

  it('scans pages as they arrive, and later reads still return the committed text', async () => {
    const { dir, sha: base } = initRepo(site());
    expect(base).toMatch(/^[0-9a-f]{40}$/);
    writeFiles(dir, { 'docs/guides/c.mdx': '# C\n', 'docs/guides/b.mdx': '# B changed\n' });
    fs.writeFileSync(path.join(dir, 'docs/guides/latin1.mdx'), Buffer.from([0x23, 0x20, 0xe9, 0x0a])); // "# é" in Latin-1
    const head = commitAll(dir, 'head');
    const cache: BlobCache = new Map();
    const scans: ScanCache = new Map();
    const [b, h] = await gitSources(dir, [base, head], 'docs', cache, scans);
    const baseText = (f: string): string | undefined => site()[`docs/${f}`];
    const headText = (f: string): string => fs.readFileSync(path.join(dir, 'docs', f), 'utf8');
    for (const [src, committed] of [
      [b!, baseText],
      [h!, headText],
    ] as const) {
      for (const f of src.files.filter((x) => x.endsWith('.mdx') && x !== 'guides/latin1.mdx')) {
        const first = src.read(f);
        expect(first).toBe(committed(f));
        expect(src.read(f)).toBe(first);
        // The scan made while git streamed is the scan of that text.
        expect(scans.get(src.contentId!(f)!)).toEqual(scanPage(first!));
      }
      // Other files stay readable as often as asked.
      expect(src.read('docs.json')).toBe(committed('docs.json'));
      expect(src.read('docs.json')).toBe(committed('docs.json'));
      expect(src.read('openapi.yaml')).toContain('openapi: 3.0.0');
    }
    // The page both revisions share was read from git once and scanned once.
    expect(b!.contentId!('guides/a.mdx')).toBe(h!.contentId!('guides/a.mdx'));
    const pageIds = [b!, h!].flatMap((src) =>
      src.files.filter((f) => f.endsWith('.mdx') && f !== 'guides/latin1.mdx').map((f) => src.contentId!(f)),
    );
    expect(new Set(pageIds).size).toBe(5); // index, a, b and c, and b's new version
    expect(scans.size).toBe(5);
    // Only the page that is not UTF-8 is reported as such; pages whose text was let go are not.
    expect(h!.problems).toEqual([expect.objectContaining({ path: 'guides/latin1.mdx', kind: 'not-utf8' })]);
    expect(b!.problems).toEqual([]);
    expect(h!.read('guides/latin1.mdx')).toBeUndefined();
  });

  it('says which files git has no object for (a partial or damaged clone): nothing passes unread in silence', async () => {
    const { dir } = initRepo(site());
    writeFiles(dir, { 'docs/guides/b.mdx': '# B\n[gone](/guides/gone)\n' });
    const head = commitAll(dir, 'Link to a page that does not exist');
    const blob = sh(dir, 'rev-parse', `${head}:docs/guides/b.mdx`).trim();
    fs.rmSync(path.join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const [rev] = await gitSources(dir, [head], 'docs');
    expect(rev!.problems).toEqual([
      expect.objectContaining({
        path: 'guides/b.mdx',
        kind: 'missing-object',
        detail: expect.stringContaining(blob.slice(0, 12)),
      }),
    ]);
  });

  it('a folder names its files by the ids git gives them, so a folder and a revision compare by content', async () => {
    const { dir, sha } = initRepo(site());
    const [rev] = await gitSources(dir, [sha], 'docs');
    const folder = directorySource(path.join(dir, 'docs'));
    expect(folder.files).toEqual(rev!.files);
    for (const f of folder.files) expect(folder.contentId!(f)).toBe(rev!.contentId!(f));
    fs.appendFileSync(path.join(dir, 'docs/guides/b.mdx'), 'more\n');
    expect(directorySource(path.join(dir, 'docs')).contentId!('guides/b.mdx')).not.toBe(
      rev!.contentId!('guides/b.mdx'),
    );
    expect(folder.contentId!('nope.mdx')).toBeUndefined();
  });
});

describe('git tree listings read as they stream', () => {
  it('hands on each NUL-terminated record whole, however the output is cut into chunks', () => {
    const records = [
      '100644 blob aa\tdocs/déjà vu.mdx',
      '120000 blob bb\tdocs/日本語/link',
      '',
      '160000 commit cc\tsub',
    ];
    const bytes = Buffer.from(`${records.join('\0')}\0tail without a NUL`);
    for (let size = 1; size <= bytes.length; size++) {
      const got: string[] = [];
      const consume = splitRecords(0, (rec) => got.push(rec.toString('utf8')));
      for (let at = 0; at < bytes.length; at += size) consume(bytes.subarray(at, at + size));
      consume.end();
      expect(got).toEqual([...records, 'tail without a NUL']);
    }
  });

  it('lists a tree whose listing spans many pipe reads as the checkout has it, symlinks followed', async () => {
    const files: Record<string, string> = { 'docs/docs.json': '{"navigation":{"pages":[]}}' };
    // ~1,500 entries with long non-ASCII names: well over one 64 KB read of ls-tree's output.
    for (let i = 0; i < 1500; i++)
      files[`docs/sección-${i % 30}/página-número-${i}-${'x'.repeat(40)}.mdx`] = `# ${i}\n`;
    const { dir, sha } = initRepo(files);
    fs.symlinkSync('sección-0', path.join(dir, 'docs', 'enlace'));
    const withLink = commitAll(dir, 'a symlink to a folder');
    const [before, after] = await gitSources(dir, [sha, withLink], 'docs');
    const onDisk = directorySource(path.join(dir, 'docs'));
    expect(after!.files).toEqual(onDisk.files);
    expect(before!.files).toEqual(onDisk.files.filter((f) => !f.startsWith('enlace/')));
    expect(after!.files.filter((f) => f.startsWith('enlace/'))).toHaveLength(50);
  });

  it('tells which files the repository holds outside the docs root, in a revision and in the folder', async () => {
    // What a link climbing out of the docs folder (`../README.md`) names: in the revision asked, not the work tree.
    const { dir, sha } = initRepo({ ...site(), 'README.md': '# Repo\n', 'img/logo.png': 'png' });
    fs.rmSync(path.join(dir, 'README.md'));
    writeFiles(dir, { 'CONTRIBUTING.md': '# How\n' });
    const [src] = await gitSources(dir, [sha], 'docs');
    const folder = directorySource(path.join(dir, 'docs'), dir);
    const asked = ['README.md', 'img/logo.png', 'CONTRIBUTING.md', 'img', 'nothing.md'];
    expect(asked.map((p) => src!.repoHas!(p))).toEqual([true, true, false, false, false]);
    expect(asked.map((p) => folder.repoHas!(p))).toEqual([false, true, true, false, false]);
  });

  it('leaves data files .mintignore lists unread until asked, and reads them then', async () => {
    // adcontextprotocol/adcp (fresh set 92): 2.5 GB of JSON schemas under a folder .mintignore lists; a diff read
    // every one ahead and ran out of memory.
    const schema = JSON.stringify({ $id: 'x', description: 'y'.repeat(2000) });
    const { dir, sha } = initRepo({ ...site(), 'docs/.mintignore': 'schemas/\n', 'docs/schemas/a.json': schema });
    const cache: BlobCache = new Map();
    const [src] = await gitSources(dir, [sha], 'docs', cache);
    const blob = sh(dir, 'rev-parse', `${sha}:docs/schemas/a.json`).trim();
    expect(src!.files).toContain('schemas/a.json');
    expect(cache.has(blob)).toBe(false);
    expect(src!.read('schemas/a.json')).toBe(schema);
    // A spec outside the listed folder is read with the pages, as ever.
    expect(cache.has(sh(dir, 'rev-parse', `${sha}:docs/openapi.yaml`).trim())).toBe(true);
  });
});
