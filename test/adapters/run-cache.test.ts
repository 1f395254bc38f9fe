// What a run keeps for the next (src/adapters/run-cache.ts), read into and saved from the run's Memos
// (core/site/memos.ts): a run uses it instead of reading or parsing a page, and checks exactly what it would have
// checked without. And the Memos themselves: each run's own.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { RunCache } from '../../src/adapters/run-cache.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { PARSE_BUDGET } from '../../src/core/site/page-ids.js';
import { Memos } from '../../src/core/site/memos.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { docsJson, rules } from '../helpers.js';
import { tempDir } from '../git-helpers.js';

/** Files as a source whose content ids are known without reading, as git's are. */
function source(files: Record<string, string>): SiteSource {
  const id = (p: string): string | undefined =>
    files[p] === undefined ? undefined : createHash('sha1').update(files[p]).digest('hex');
  return { ...memorySource(files), contentId: id, knownContentId: id };
}

/** A new run: nothing in its memos but what the folder gives. */
function nextRun(dir: string): RunCache {
  const cache = new RunCache(dir, new Memos());
  cache.load();
  return cache;
}

// Two pages whose ids only the parser gives (Accordions), each more than half the parse budget: one run parses
// one of them. y is a little larger, so a run that wants both parses x first.
const filler = (n: number): string => 'Some prose for the reader.\n\n'.repeat(Math.ceil(n / 28));
const PAGES = {
  'x.mdx': `# X\n\n<Accordion title="Alpha">a</Accordion>\n\n${filler(PARSE_BUDGET * 0.6)}`,
  'y.mdx': `# Y\n\n<Accordion title="Beta">b</Accordion>\n\n${filler(PARSE_BUDGET * 0.6 + 300)}`,
  'z.mdx': '# Z\n\n## Real\n',
};

function site(links: string): Record<string, string> {
  return { 'docs.json': docsJson({ pages: ['index', 'x', 'y', 'z'] }), 'index.mdx': `# Home\n\n${links}\n`, ...PAGES };
}

/** An OpenAPI spec, and a navigation group listing two of its operations. */
const SPEC = [
  'openapi: 3.0.0',
  'info: { title: t, version: "1" }',
  'paths:',
  '  /users:',
  '    get: { summary: List users, tags: [Users] }',
  'webhooks:',
  '  created:',
  '    post: { summary: Created }',
].join('\n');
const API_GROUP = { group: 'API', openapi: 'openapi.yaml', pages: ['GET /users', 'WEBHOOK created'] };

function outcome(files: Record<string, string>, memos: Memos): { broken: string[]; unchecked: number | undefined } {
  const a = analyze(source(files), { links: 'all', memos });
  return { broken: rules(a.findings, 'broken-anchor').map((f) => f.data.url), unchecked: a.stats.anchorsUnchecked };
}

describe('RunCache: ids kept between runs', () => {
  it('keeps what the quick look told of a page with its snippets: the next run checks the same, past the budget', () => {
    const dir = tempDir();
    let run = nextRun(dir);
    const files = {
      'docs.json': docsJson({ pages: ['index', 'big'] }),
      'index.mdx': '# Home\n\n[x](/big#nope) and [y](/big#from-snippet)\n',
      'big.mdx': `import S from "/snippets/s.mdx";\n\n# Big\n\n<S />\n\n${filler(PARSE_BUDGET * 1.2)}`,
      'snippets/s.mdx': '## From snippet\n',
    };
    // Told, not parsed: checked whatever its size, as a page told alone is.
    expect(outcome(files, run.memos)).toEqual({ broken: ['/big#nope'], unchecked: undefined });
    run.save([source(files)]);
    run = nextRun(dir);
    expect(outcome(files, run.memos)).toEqual({ broken: ['/big#nope'], unchecked: undefined });
    // Proof that the kept ids answered: kept ids that say otherwise win.
    const kept = `${dir}/${fs.readdirSync(dir).find((f) => f.startsWith('parsed-ids-'))}`;
    fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace('"id":"from-snippet"', '"id":"nope"'));
    run = nextRun(dir);
    expect(outcome(files, run.memos)).toEqual({ broken: ['/big#from-snippet'], unchecked: undefined });
  });

  it('gives back the parsed ids and plain headings a run used, and they answer the next run', () => {
    const dir = tempDir();
    let run = nextRun(dir);
    const first = site('[b](/y#beta) [g](/y#gamma) [r](/z#real) [f](/z#fake)');
    expect(outcome(first, run.memos)).toEqual({ broken: ['/y#gamma', '/z#fake'], unchecked: undefined });
    run.save([source(first)]);
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => f.replace(/-[0-9a-f]{16}\.jsonl$/, ''))).toEqual([
      'confirmed-links',
      'ids',
      'parsed-ids',
      'scans',
      'specs',
      'syntax',
    ]);
    run = nextRun(dir);
    expect(outcome(first, run.memos)).toEqual({ broken: ['/y#gamma', '/z#fake'], unchecked: undefined });
    // Proof that the kept ids answered, not a new reading of the pages: kept ids that say otherwise win.
    const kept = (kind: string): string => `${dir}/${files.find((f) => f.startsWith(`${kind}-`))}`;
    const tamper = (kind: string, from: string, to: string): void =>
      fs.writeFileSync(kept(kind), fs.readFileSync(kept(kind), 'utf8').replace(from, to));
    tamper('parsed-ids', '"id":"beta"', '"id":"gamma"');
    tamper('ids', '"plain":["z","real"]', '"plain":["z","real","fake"]');
    run = nextRun(dir);
    expect(outcome(first, run.memos)).toEqual({ broken: ['/y#beta'], unchecked: undefined });
  });

  it("keeps pages' MDX syntax verdicts, and they answer the next run", () => {
    const dir = tempDir();
    let run = nextRun(dir);
    const files = {
      'docs.json': docsJson({ pages: ['index', 'ok', 'bad'] }),
      'index.mdx': '# Home\n',
      'ok.mdx': '# OK\n\n<Note>Fine.</Note>\n',
      'bad.mdx': '# Bad\n\n<!-- hidden -->\n',
    };
    const syntax = (src: SiteSource): string[] =>
      rules(analyze(src, { links: 'all', memos: run.memos }).findings, 'mdx-syntax').map((f) => `${f.file}:${f.line}`);
    expect(syntax(source(files))).toEqual(['bad.mdx:3']);
    run.save([source(files)]);
    run = nextRun(dir);
    expect(syntax(source(files))).toEqual(['bad.mdx:3']);
    // Proof that the kept verdicts answered: a kept verdict that says otherwise wins.
    const kept = `${dir}/${fs.readdirSync(dir).find((f) => f.startsWith('syntax-'))}`;
    fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace('"line":3', '"line":2'));
    run = nextRun(dir);
    expect(syntax(source(files))).toEqual(['bad.mdx:2']);
  });

  it('keeps the OpenAPI specs a run read, and the next run takes their operations from it without reading them', () => {
    const dir = tempDir();
    let run = nextRun(dir);
    const files: Record<string, string> = { 'docs.json': docsJson({ groups: [API_GROUP] }), 'openapi.yaml': SPEC };
    const endpoints = (src: SiteSource): string[] =>
      rules(analyze(src, { links: 'all', memos: run.memos }).findings, 'endpoint-not-found').map((f) => f.message);
    expect(endpoints(source(files))).toEqual([]);
    const key = `openapi.yaml\0${source(files).contentId!('openapi.yaml')}`;
    const read = run.memos.specs.read.get(key);
    run.save([source(files)]);
    run = nextRun(dir);
    // Read back as parseSpec gave it, and never read from the source.
    const unread: SiteSource = { ...source(files), read: (p) => (p === 'openapi.yaml' ? undefined : files[p]) };
    expect(endpoints(unread)).toEqual([]);
    expect(run.memos.specs.read.get(key)).toEqual(read);
    // A kept spec that says otherwise wins: proof that it answered.
    const kept = `${dir}/${fs.readdirSync(dir).find((f) => f.startsWith('specs-'))}`;
    fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace('"path":"/users"', '"path":"/people"'));
    run = nextRun(dir);
    expect(endpoints(unread)).toEqual([expect.stringContaining('GET /users')]);
  });

  it('a page whose ids were kept still counts towards the parse budget: a run checks what it would without them', () => {
    const dir = tempDir();
    const run = nextRun(dir);
    // A first run parses y alone (within the budget) and keeps its ids.
    const first = site('[g](/y#gamma)');
    expect(outcome(first, run.memos)).toEqual({ broken: ['/y#gamma'], unchecked: undefined });
    run.save([source(first)]);
    // The next run wants x and y: x is parsed first, and y is past the budget, kept ids or not.
    const second = site('[a](/x#alpha) [g](/y#gamma)');
    const warm = outcome(second, nextRun(dir).memos);
    expect(warm).toEqual(outcome(second, nextRun(tempDir()).memos));
    expect(warm).toEqual({ broken: [], unchecked: 1 });
  });

  it("keeps the parser's reading of a broken link's lines, and the next run takes it without reading the page", () => {
    const dir = tempDir();
    let run = nextRun(dir);
    const files = site('[gone](/nowhere) [z](/z)');
    const broken = (): string[] =>
      rules(analyze(source(files), { links: 'all', memos: run.memos }).findings, 'broken-link').map((f) => f.data.url);
    expect(broken()).toEqual(['/nowhere']);
    run.save([source(files)]);
    run = nextRun(dir);
    expect(broken()).toEqual(['/nowhere']);
    // The kept reading says the line links to /z (which exists): it answers, not a new reading of the page.
    const [kept] = fs.readdirSync(dir).filter((f) => f.startsWith('confirmed-links-'));
    const text = fs.readFileSync(`${dir}/${kept}`, 'utf8');
    expect(text).toContain('"url":"/nowhere"');
    fs.writeFileSync(`${dir}/${kept}`, text.replace('"url":"/nowhere"', '"url":"/z"'));
    run = nextRun(dir);
    expect(broken()).toEqual([]);
  });

  it('refuses ids of the wrong shape, and ids kept under another fingerprint', () => {
    const dir = tempDir();
    const run = nextRun(dir);
    const first = site('[g](/y#gamma) [f](/z#fake)');
    outcome(first, run.memos);
    run.save([source(first)]);
    const [ids] = fs.readdirSync(dir).filter((f) => f.startsWith('ids-'));
    const text = fs.readFileSync(`${dir}/${ids}`, 'utf8');
    fs.writeFileSync(`${dir}/${ids}`, text.replace('"plain":["z","real"]', '"plain":["z",7]'));
    const entries = text.split('\n').filter(Boolean).length - 1;
    expect(entries).toBeGreaterThan(1);
    const cache = nextRun(dir);
    expect(cache.notes.join('\n')).toMatch(/skipped 1 unreadable line\(s\) of the cache .*ids-/);
    // One entry per line: only the spoilt one is lost.
    expect(cache.memos.ids.texts.size).toBe(entries - 1);
    expect([...cache.memos.ids.texts.values()].some((t) => JSON.stringify(t).includes('"real"'))).toBe(false);
    const other = new RunCache(dir, new Memos(), 'ffffffffffffffff');
    other.load();
    expect(other.memos.ids.parsed.size).toBe(0);
  });

  it("round-trips the run's memos: the next run's hold what this run's analyses used", () => {
    const dir = tempDir();
    const run = nextRun(dir);
    const files = {
      ...site('[b](/y#beta) [f](/z#fake) [gone](/nowhere)'),
      'docs.json': docsJson({ groups: [{ group: 'Pages', pages: ['index', 'x', 'y', 'z'] }, API_GROUP] }),
      'openapi.yaml': SPEC,
    };
    outcome(files, run.memos);
    run.save([source(files)]);
    const { ids, confirm, specs, syntax } = nextRun(dir).memos;
    const was = run.memos;
    const sizes = [ids.texts, ids.parsed, confirm.confirmed, specs.read, syntax.verdicts].map((m) => m.size);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(ids.texts).toEqual(was.ids.texts);
    // Read back not used yet: its first use counts towards the parse budget.
    expect(new Map(ids.parsed)).toEqual(new Map([...was.ids.parsed].map(([k, p]) => [k, { ...p, kept: true }])));
    expect(confirm.confirmed).toEqual(was.confirm.confirmed);
    expect(specs.read).toEqual(was.specs.read);
    expect(syntax.verdicts).toEqual(was.syntax.verdicts);
  });
});

describe('Memos: what the analyses of one run remember', () => {
  const files = {
    'docs.json': docsJson({ pages: ['index', 'ok'] }),
    'index.mdx': '# Home\n',
    'ok.mdx': '# OK\n\n<Note>Fine.</Note>\n',
  };
  const syntax = (memos?: Memos): number[] =>
    rules(analyze(source(files), { links: 'all', memos }).findings, 'mdx-syntax').map((f) => f.line);

  it("are an analysis's own: what one run's memos hold, an analysis with others does not see", () => {
    const told = new Memos();
    told.syntax.verdicts.set(source(files).contentId!('ok.mdx')!, {
      counted: 1,
      error: { reason: 'kept', line: 2, column: 1 },
    });
    expect(syntax(told)).toEqual([2]);
    expect(syntax(new Memos())).toEqual([]);
    expect(syntax()).toEqual([]);
    // What an analysis computes goes to the memos it was given: the site's verdicts, and the page text's.
    const mine = new Memos();
    syntax(mine);
    expect(mine.syntax.verdicts.size).toBe(2);
    expect(mine.mdx.syntaxVerdicts.has(files['ok.mdx'])).toBe(true);
  });

  it("are one for both states of a comparison: the run's, or one of its own", () => {
    const changed = { ...files, 'ok.mdx': '# OK\n\nChanged.\n' };
    const alone = compareSources(source(files), source(changed));
    expect(alone.base!.site.memos).toBe(alone.head!.site.memos);
    const memos = new Memos();
    const given = compareSources(source(files), source(changed), { memos });
    expect(given.base!.site.memos).toBe(memos);
    expect(given.head!.site.memos).toBe(memos);
  });
});
