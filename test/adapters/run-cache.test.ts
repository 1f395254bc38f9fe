// The ids the anchor check keeps between runs (src/adapters/run-cache.ts, ID_MEMO in core/rules/anchors.ts):
// a run uses them instead of reading or parsing a page, and checks exactly what it would have checked without.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { RunCache } from '../../src/adapters/run-cache.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { PARSE_BUDGET } from '../../src/core/site/page-ids.js';
import { CONFIRM_MEMO, ID_MEMO, SPEC_MEMO, SYNTAX_MEMO } from '../../src/core/site/memos.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { docsJson, rules } from '../helpers.js';
import { tempDir } from '../git-helpers.js';

/** Files as a source whose content ids are known without reading, as git's are. */
function source(files: Record<string, string>): SiteSource {
  const id = (p: string): string | undefined =>
    files[p] === undefined ? undefined : createHash('sha1').update(files[p]).digest('hex');
  return { ...memorySource(files), contentId: id, knownContentId: id };
}

/** A new process: nothing in memory but what the folder gives. */
function nextRun(dir: string): RunCache {
  ID_MEMO.texts.clear();
  ID_MEMO.parsed.clear();
  ID_MEMO.used.texts.clear();
  ID_MEMO.used.parsed.clear();
  ID_MEMO.completed.clear();
  CONFIRM_MEMO.confirmed.clear();
  CONFIRM_MEMO.used.clear();
  SPEC_MEMO.read.clear();
  SPEC_MEMO.used.clear();
  SYNTAX_MEMO.verdicts.clear();
  SYNTAX_MEMO.used.clear();
  const cache = new RunCache(dir);
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

function outcome(files: Record<string, string>): { broken: string[]; unchecked: number | undefined } {
  const a = analyze(source(files), { links: 'all' });
  return { broken: rules(a.findings, 'broken-anchor').map((f) => f.data.url), unchecked: a.stats.anchorsUnchecked };
}

describe('RunCache: ids kept between runs', () => {
  it('keeps what the quick look told of a page with its snippets: the next run checks the same, past the budget', () => {
    const dir = tempDir();
    nextRun(dir);
    const files = {
      'docs.json': docsJson({ pages: ['index', 'big'] }),
      'index.mdx': '# Home\n\n[x](/big#nope) and [y](/big#from-snippet)\n',
      'big.mdx': `import S from "/snippets/s.mdx";\n\n# Big\n\n<S />\n\n${filler(PARSE_BUDGET * 1.2)}`,
      'snippets/s.mdx': '## From snippet\n',
    };
    // Told, not parsed: checked whatever its size, as a page told alone is.
    expect(outcome(files)).toEqual({ broken: ['/big#nope'], unchecked: undefined });
    new RunCache(dir).save([source(files)]);
    nextRun(dir);
    expect(outcome(files)).toEqual({ broken: ['/big#nope'], unchecked: undefined });
    // Proof that the kept ids answered: kept ids that say otherwise win.
    const kept = `${dir}/${fs.readdirSync(dir).find((f) => f.startsWith('parsed-ids-'))}`;
    fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace('"id":"from-snippet"', '"id":"nope"'));
    nextRun(dir);
    expect(outcome(files)).toEqual({ broken: ['/big#from-snippet'], unchecked: undefined });
  });

  it('gives back the parsed ids and plain headings a run used, and they answer the next run', () => {
    const dir = tempDir();
    nextRun(dir);
    const first = site('[b](/y#beta) [g](/y#gamma) [r](/z#real) [f](/z#fake)');
    expect(outcome(first)).toEqual({ broken: ['/y#gamma', '/z#fake'], unchecked: undefined });
    new RunCache(dir).save([source(first)]);
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => f.replace(/-[0-9a-f]{16}\.jsonl$/, ''))).toEqual([
      'confirmed-links',
      'ids',
      'parsed-ids',
      'scans',
      'specs',
      'syntax',
    ]);
    nextRun(dir);
    expect(outcome(first)).toEqual({ broken: ['/y#gamma', '/z#fake'], unchecked: undefined });
    // Proof that the kept ids answered, not a new reading of the pages: kept ids that say otherwise win.
    const kept = (kind: string): string => `${dir}/${files.find((f) => f.startsWith(`${kind}-`))}`;
    const tamper = (kind: string, from: string, to: string): void =>
      fs.writeFileSync(kept(kind), fs.readFileSync(kept(kind), 'utf8').replace(from, to));
    tamper('parsed-ids', '"id":"beta"', '"id":"gamma"');
    tamper('ids', '"plain":["z","real"]', '"plain":["z","real","fake"]');
    nextRun(dir);
    expect(outcome(first)).toEqual({ broken: ['/y#beta'], unchecked: undefined });
  });

  it("keeps pages' MDX syntax verdicts, and they answer the next run", () => {
    const dir = tempDir();
    nextRun(dir);
    const files = {
      'docs.json': docsJson({ pages: ['index', 'ok', 'bad'] }),
      'index.mdx': '# Home\n',
      'ok.mdx': '# OK\n\n<Note>Fine.</Note>\n',
      'bad.mdx': '# Bad\n\n<!-- hidden -->\n',
    };
    const syntax = (src: SiteSource): string[] =>
      rules(analyze(src, { links: 'all' }).findings, 'mdx-syntax').map((f) => `${f.file}:${f.line}`);
    expect(syntax(source(files))).toEqual(['bad.mdx:3']);
    new RunCache(dir).save([source(files)]);
    nextRun(dir);
    expect(syntax(source(files))).toEqual(['bad.mdx:3']);
    // Proof that the kept verdicts answered: a kept verdict that says otherwise wins.
    const kept = `${dir}/${fs.readdirSync(dir).find((f) => f.startsWith('syntax-'))}`;
    fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace('"line":3', '"line":2'));
    nextRun(dir);
    expect(syntax(source(files))).toEqual(['bad.mdx:2']);
  });

  it('keeps the OpenAPI specs a run read, and the next run takes their operations from it without reading them', () => {
    const dir = tempDir();
    nextRun(dir);
    const spec = [
      'openapi: 3.0.0',
      'info: { title: t, version: "1" }',
      'paths:',
      '  /users:',
      '    get: { summary: List users, tags: [Users] }',
      'webhooks:',
      '  created:',
      '    post: { summary: Created }',
    ].join('\n');
    const files: Record<string, string> = {
      'docs.json': docsJson({
        groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['GET /users', 'WEBHOOK created'] }],
      }),
      'openapi.yaml': spec,
    };
    const endpoints = (src: SiteSource): string[] =>
      rules(analyze(src, { links: 'all' }).findings, 'endpoint-not-found').map((f) => f.message);
    expect(endpoints(source(files))).toEqual([]);
    const read = SPEC_MEMO.read.get(`openapi.yaml\0${source(files).contentId!('openapi.yaml')}`);
    new RunCache(dir).save([source(files)]);
    nextRun(dir);
    // Read back as parseSpec gave it, and never read from the source.
    const unread: SiteSource = { ...source(files), read: (p) => (p === 'openapi.yaml' ? undefined : files[p]) };
    expect(endpoints(unread)).toEqual([]);
    expect(SPEC_MEMO.read.get(`openapi.yaml\0${source(files).contentId!('openapi.yaml')}`)).toEqual(read);
    // A kept spec that says otherwise wins: proof that it answered.
    const kept = `${dir}/${fs.readdirSync(dir).find((f) => f.startsWith('specs-'))}`;
    fs.writeFileSync(kept, fs.readFileSync(kept, 'utf8').replace('"path":"/users"', '"path":"/people"'));
    nextRun(dir);
    expect(endpoints(unread)).toEqual([expect.stringContaining('GET /users')]);
  });

  it('a page whose ids were kept still counts towards the parse budget: a run checks what it would without them', () => {
    const dir = tempDir();
    nextRun(dir);
    // A first run parses y alone (within the budget) and keeps its ids.
    const first = site('[g](/y#gamma)');
    expect(outcome(first)).toEqual({ broken: ['/y#gamma'], unchecked: undefined });
    new RunCache(dir).save([source(first)]);
    // The next run wants x and y: x is parsed first, and y is past the budget, kept ids or not.
    const second = site('[a](/x#alpha) [g](/y#gamma)');
    nextRun(dir);
    const warm = outcome(second);
    nextRun(tempDir());
    expect(warm).toEqual(outcome(second));
    expect(warm).toEqual({ broken: [], unchecked: 1 });
  });

  it("keeps the parser's reading of a broken link's lines, and the next run takes it without reading the page", () => {
    const dir = tempDir();
    nextRun(dir);
    const files = site('[gone](/nowhere) [z](/z)');
    const broken = (): string[] =>
      rules(analyze(source(files), { links: 'all' }).findings, 'broken-link').map((f) => f.data.url);
    expect(broken()).toEqual(['/nowhere']);
    new RunCache(dir).save([source(files)]);
    nextRun(dir);
    expect(broken()).toEqual(['/nowhere']);
    // The kept reading says the line links to /z (which exists): it answers, not a new reading of the page.
    const [kept] = fs.readdirSync(dir).filter((f) => f.startsWith('confirmed-links-'));
    const text = fs.readFileSync(`${dir}/${kept}`, 'utf8');
    expect(text).toContain('"url":"/nowhere"');
    fs.writeFileSync(`${dir}/${kept}`, text.replace('"url":"/nowhere"', '"url":"/z"'));
    nextRun(dir);
    expect(broken()).toEqual([]);
  });

  it('refuses ids of the wrong shape, and ids kept under another fingerprint', () => {
    const dir = tempDir();
    nextRun(dir);
    const first = site('[g](/y#gamma) [f](/z#fake)');
    outcome(first);
    new RunCache(dir).save([source(first)]);
    const [ids] = fs.readdirSync(dir).filter((f) => f.startsWith('ids-'));
    const text = fs.readFileSync(`${dir}/${ids}`, 'utf8');
    fs.writeFileSync(`${dir}/${ids}`, text.replace('"plain":["z","real"]', '"plain":["z",7]'));
    const entries = text.split('\n').filter(Boolean).length - 1;
    expect(entries).toBeGreaterThan(1);
    const cache = nextRun(dir);
    expect(cache.notes.join('\n')).toMatch(/skipped 1 unreadable line\(s\) of the cache .*ids-/);
    // One entry per line: only the spoilt one is lost.
    expect(ID_MEMO.texts.size).toBe(entries - 1);
    expect([...ID_MEMO.texts.values()].some((t) => JSON.stringify(t).includes('"real"'))).toBe(false);
    const other = new RunCache(dir, 'ffffffffffffffff');
    ID_MEMO.parsed.clear();
    other.load();
    expect(ID_MEMO.parsed.size).toBe(0);
  });
});
