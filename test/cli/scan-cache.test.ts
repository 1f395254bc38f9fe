// The scan cache as the CLI uses it (--cache): a second run answers as the first, reads from the cache only
// the pages git says are unchanged, and never serves a page that changed, a new file or an unreadable one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { cli } from './run-cli.js';
import { ScanIndex } from '../../src/adapters/scan-index.js';
import { scanPage } from '../../src/core/mdx/scan.js';
import { commitAll, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

const NAV = { pages: ['index', 'guide', 'old'] };

function repo(): { dir: string; base: string; head: string } {
  const { dir, sha: base } = initRepo({
    'docs.json': docsJson(NAV),
    'index.mdx': '# Home\n\nSee [the guide](/guide) and [nowhere](/nowhere).\n',
    'guide.mdx': '# Guide\n\n## Install\n',
    'old.mdx': '# Old\n',
  });
  fs.writeFileSync(path.join(dir, 'guide.mdx'), '# Guide\n\n## Setup\n\nAlso [missing](/missing-page).\n');
  return { dir, base, head: commitAll(dir, 'edit the guide') };
}

/** Replaces the cache's whole content by one scan for the page's blob at `rev`: what a run then believes of it. */
function plant(dir: string, page: string, text: string, rev = 'HEAD'): void {
  const cacheDir = path.join(dir, '.git', 'navguard');
  fs.rmSync(cacheDir, { recursive: true, force: true });
  const id = sh(dir, 'rev-parse', `${rev}:${page}`);
  const index = new ScanIndex(cacheDir);
  index.load();
  index.scans.set(id, scanPage(text));
  index.save([{ files: [page], rootPrefix: '', read: () => undefined, contentId: () => id }]);
}

type Report = { findings: { rule: string; file: string; message: string }[] };
const json = (out: string): Report => JSON.parse(out) as Report;

describe('--cache', () => {
  it('diff: a second run gives what the first gave, with the scans kept in .git/navguard; off keeps none', async () => {
    const { dir, base, head } = repo();
    const args = [
      'diff',
      '--root',
      dir,
      '--base',
      base,
      '--head',
      head,
      '--format',
      'json',
      '--report',
      'all',
      '--links',
      'all',
    ];
    const off = await cli([...args, '--cache', 'off']);
    expect(fs.existsSync(path.join(dir, '.git', 'navguard'))).toBe(false);
    const first = await cli(args);
    const files = fs.readdirSync(path.join(dir, '.git', 'navguard'));
    expect(files.map((f) => f.replace(/-[0-9a-f]{16}\.jsonl$/, ''))).toEqual([
      'confirmed-links',
      'ids',
      'parsed-ids',
      'scans',
      'specs',
      'syntax',
    ]);
    const second = await cli(args);
    expect(first.out).toBe(off.out);
    expect(second.out).toBe(off.out);
    expect(second.err).toBe(off.err);
    expect(
      json(off.out)
        .findings.filter((f) => f.rule === 'broken-link')
        .map((f) => f.file),
    ).toEqual(['guide.mdx', 'index.mdx']);
  });

  it('diff: a page the change left alone is taken from the cache, unread; a changed page is scanned anew', async () => {
    const { dir, base, head } = repo();
    const args = ['diff', '--root', dir, '--base', base, '--head', head, '--format', 'json', '--report', 'all'];
    const brokenIn = async (): Promise<string[]> =>
      json((await cli([...args, '--links', 'all'])).out)
        .findings.filter((f) => f.rule === 'broken-link')
        .map((f) => f.file);
    expect(await brokenIn()).toEqual(['guide.mdx', 'index.mdx']);
    // A kept scan that finds no link in index.mdx (the same blob in both states) hides its broken link:
    // proof that the page was not read and scanned again.
    plant(dir, 'index.mdx', '# Home\n');
    expect(await brokenIn()).toEqual(['guide.mdx']);
    // A scan kept for guide.mdx as it was before the change says nothing of its new text (another blob).
    plant(dir, 'guide.mdx', '# Guide\n', base);
    expect(await brokenIn()).toEqual(['guide.mdx', 'index.mdx']);
  });

  it('check: files git holds unchanged come from the cache; an edited or untracked page is read again', async () => {
    const { dir } = repo();
    const args = ['check', '--root', dir, '--format', 'json'];
    const off = await cli([...args, '--cache', 'off']);
    expect((await cli(args)).out).toBe(off.out);
    expect((await cli(args)).out).toBe(off.out);
    // Edited in the working tree (not committed) and a new page: both with broken links.
    fs.writeFileSync(path.join(dir, 'old.mdx'), '# Old\n\n[gone](/gone)\n');
    fs.writeFileSync(path.join(dir, 'extra.mdx'), '# Extra\n\n[lost](/lost)\n');
    const edited = await cli(args);
    expect(edited.out).toBe((await cli([...args, '--cache', 'off'])).out);
    const broken = json(edited.out).findings.filter((f) => f.rule === 'broken-link');
    expect(broken.map((f) => f.message.match(/"([^"]+)"/)![1]).sort()).toEqual([
      '/gone',
      '/lost',
      '/missing-page',
      '/nowhere',
    ]);
    // Proof the clean page came from the cache: a kept scan without its link hides it.
    plant(dir, 'index.mdx', '# Home\n');
    const planted = json((await cli(args)).out).findings.filter((f) => f.rule === 'broken-link');
    expect(planted.map((f) => f.file).sort()).toEqual(['extra.mdx', 'guide.mdx', 'old.mdx']);
  });

  it('check --cache off: pages git holds as one content are read once, for all; an edited or untracked one is read', async () => {
    const page = (to: string): string => `# Setup\n\nSee [the old guide](/${to}).\n`;
    const versions = ['v1', 'v2', 'v3', 'v4'];
    const dir = tempDir();
    writeFiles(dir, {
      'docs.json': docsJson({ pages: versions.map((v) => `${v}/setup`) }),
      ...Object.fromEntries(versions.map((v) => [`${v}/setup.mdx`, page('old-guide')])),
    });
    // Written a day ago, so that git's index holds their times as settled (not racily clean).
    const past = new Date(Date.now() - 86_400_000);
    for (const v of versions) fs.utimesSync(path.join(dir, v, 'setup.mdx'), past, past);
    sh(dir, 'init', '-q', '-b', 'main');
    sh(dir, 'config', 'core.trustctime', 'false');
    commitAll(dir, 'four copies');
    // v2's text changes behind git's back (same size, same time): git still names it v1's content, and so does a
    // run that takes its reading from the copy of that content it read. Proof that v2 itself was not read.
    fs.writeFileSync(path.join(dir, 'v2', 'setup.mdx'), page('new-guide'));
    fs.utimesSync(path.join(dir, 'v2', 'setup.mdx'), past, past);
    expect(sh(dir, 'diff-files', '--name-only')).toBe('');
    // Edited as git sees it, and a new page: each read as it is.
    fs.writeFileSync(path.join(dir, 'v4', 'setup.mdx'), `${page('old-guide')}\nAnd [another](/gone).\n`);
    fs.mkdirSync(path.join(dir, 'v5'));
    fs.writeFileSync(path.join(dir, 'v5', 'setup.mdx'), page('v5-guide'));
    const out = (await cli(['check', '--root', dir, '--format', 'json', '--links', 'all', '--cache', 'off'])).out;
    const broken = json(out).findings.filter((f) => f.rule === 'broken-link');
    expect(broken.map((f) => `${f.file} ${f.message.match(/"([^"]+)"/)![1]}`).sort()).toEqual([
      'v1/setup.mdx /old-guide',
      'v2/setup.mdx /old-guide',
      'v3/setup.mdx /old-guide',
      'v4/setup.mdx /gone',
      'v4/setup.mdx /old-guide',
      'v5/setup.mdx /v5-guide',
    ]);
    expect(fs.existsSync(path.join(dir, '.git', 'navguard'))).toBe(false);
  });

  it('a page that is not UTF-8 is reported on every run: it never enters the cache', async () => {
    const { dir, sha: base } = initRepo({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n' });
    fs.writeFileSync(path.join(dir, 'latin1.mdx'), Buffer.from([0x23, 0x20, 0xe9, 0x74, 0xe9, 0x0a]));
    const head = commitAll(dir, 'a Latin-1 page');
    const args = ['diff', '--root', dir, '--base', base, '--head', head, '--format', 'json', '--report', 'all'];
    const runs = [await cli(args), await cli(args), await cli(['check', '--root', dir, '--format', 'json'])];
    for (const r of runs) expect(r.out).toMatch(/latin1\.mdx[\s\S]*not valid UTF-8|not valid UTF-8[\s\S]*latin1\.mdx/);
    expect(runs[1]!.out).toBe(runs[0]!.out);
  });

  it('a cache folder that cannot be written is a note on stderr; the answer is the same', async () => {
    const { dir, base, head } = repo();
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const args = ['diff', '--root', dir, '--base', base, '--head', head, '--format', 'json'];
    const r = await cli([...args, '--cache', blocked]);
    expect(r.err).toMatch(/navguard: could not write the cache .*not-a-folder/);
    expect(r.out).toBe((await cli([...args, '--cache', 'off'])).out);
  });
});
