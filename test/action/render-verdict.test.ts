// Phases 4 and 6, pure: the tally, the Markdown for the check run and comment, the outputs and the verdict.
import { describe, expect, it } from '@jest/globals';
import type { Analysed } from '../../src/action/analyse.js';
import { MARKER, blobLink, checkSummary, hasNews, renderReport, tally } from '../../src/action/render.js';
import { actionOutputs, reportDocument, verdict } from '../../src/action/verdict.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { auditSource } from '../../src/core/compare/audit.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { CHECK_SUMMARY_CUT } from '../../src/github/limits.js';
import { docsJson } from '../helpers.js';

const page = (title: string) => `---\ntitle: "${title}"\n---\n\nText.\n`;
const base = {
  'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'old-ghost'] }] }),
  'index.mdx': page('Home'),
};
const head = {
  'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'old-ghost', 'new-ghost'] }] }),
  'index.mdx': page('Home'),
  'orphan.mdx': page('Orphan'),
};

function pullRequest(): Analysed {
  const comparison = compareSources(memorySource(base), memorySource(head), {
    changed: new Set(['docs.json', 'orphan.mdx']),
  });
  return { results: [{ root: '.', comparison }], problems: [] };
}

describe('tally', () => {
  it('report "new" keeps what the change introduced; fail-on decides', () => {
    const t = tally(pullRequest(), { report: 'new', failOn: 'error' });
    expect(t.shown.every((f) => f.status === 'new')).toBe(true);
    expect(t.shown.map((f) => f.rule).sort()).toEqual(['orphan-page', 'page-not-found']);
    expect([t.errors, t.failed]).toEqual([1, true]);
    expect(tally(pullRequest(), { report: 'new', failOn: 'never' }).failed).toBe(false);
  });

  it('report "all" adds the existing findings; a problem fails the run whatever the findings', () => {
    const all = tally(pullRequest(), { report: 'all', failOn: 'never' });
    expect(all.shown.filter((f) => f.status === 'existing').map((f) => f.rule)).toEqual(['page-not-found']);
    const withProblem = tally({ results: [], problems: ['docs: gone.'] }, { report: 'new', failOn: 'never' });
    expect(withProblem.failed).toBe(true);
  });

  it('hasNews: findings, navigation changes or problems', () => {
    const clean = {
      results: [
        {
          root: '.',
          comparison: auditSource(
            memorySource({
              'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index'] }] }),
              'index.mdx': page('Home'),
            }),
          ),
        },
      ],
      problems: [],
    };
    expect(hasNews(clean, tally(clean, { report: 'new', failOn: 'error' }))).toBe(false);
    expect(hasNews(pullRequest(), tally(pullRequest(), { report: 'new', failOn: 'error' }))).toBe(true);
  });
});

describe('rendering', () => {
  it('the comment starts with the marker, quotes problems, and links findings at the head commit', () => {
    const a = { ...pullRequest(), problems: ['sites/b: there is no docs.json at 0123456789ab.'] };
    const link = blobLink('https://github.example', { owner: 'acme', repo: 'docs' }, 'c'.repeat(40));
    const text = renderReport(a, { report: 'new', failOn: 'error' }, { budget: 65000, link, notes: ['a note'] });
    expect(text.startsWith(`${MARKER}\n\n> ❌ sites/b: there is no docs.json at 0123456789ab.`)).toBe(true);
    expect(text).toContain(`https://github.example/acme/docs/blob/${'c'.repeat(40)}/docs.json#L`);
    expect(text).toContain('a note');
  });

  it('blobLink escapes each path segment', () => {
    expect(blobLink('https://github.com', { owner: 'o', repo: 'r' }, 'abc')('a b/c#d.mdx', 3)).toBe(
      'https://github.com/o/r/blob/abc/a%20b/c%23d.mdx#L3',
    );
  });

  it('several roots are titled; the check summary never exceeds its cut', () => {
    const a = pullRequest();
    const two: Analysed = { results: [a.results[0]!, { ...a.results[0]!, root: 'other' }], problems: [] };
    const summary = checkSummary(two, { report: 'all', failOn: 'error' });
    expect(summary).toContain('other');
    expect(summary.length).toBeLessThanOrEqual(CHECK_SUMMARY_CUT);
  });
});

describe('outputs and verdict', () => {
  it('outputs count what is shown; the report document holds every finding with its status', () => {
    const a = pullRequest();
    const t = tally(a, { report: 'new', failOn: 'error' });
    expect(actionOutputs(t, a, '/tmp/r.json')).toEqual({
      errors: '1',
      warnings: '1',
      orphans: '1',
      dangling: '1',
      'outline-changed': 'true',
      'report-json': '/tmp/r.json',
    });
    const doc = reportDocument('pull_request', { head: 'h', base: 'b', roots: ['.'] }, a) as {
      roots: { findings: { status: string }[] }[];
    };
    expect(doc).toMatchObject({ version: 1, event: 'pull_request', base: 'b', head: 'h', problems: [] });
    expect(doc.roots[0]!.findings.map((f) => f.status).sort()).toEqual(['existing', 'new', 'new']);
  });

  // A new page and its two translations, all left out of the navigation, are one grouped finding: the output said
  // "orphans: 1" though its description counts pages.
  it('orphans and dangling count each copy of a page; errors and warnings count findings', () => {
    const a = pullRequest();
    const t = tally(a, { report: 'new', failOn: 'error' });
    const place = (file: string) => ({ file, line: 1, column: 1, key: file });
    const grouped = {
      ...t,
      shown: t.shown.map((f) =>
        f.rule === 'orphan-page'
          ? { ...f, copies: { places: [place('en/orphan.mdx'), place('ja/orphan.mdx')], versions: 1, languages: 3 } }
          : f,
      ),
    };
    expect(actionOutputs(grouped, a, '/tmp/r.json')).toMatchObject({ errors: '1', warnings: '1', orphans: '3' });
  });

  it('the verdict says why it fails, problems first; or that nothing reached fail-on', () => {
    const a = { ...pullRequest(), problems: ['docs: gone.'] };
    expect(verdict(tally(a, { report: 'new', failOn: 'error' }), a, { report: 'new', failOn: 'error' })).toEqual({
      failed: true,
      message: 'navguard: docs: gone. 1 error and 1 other finding introduced by this change (fail-on: error).',
    });
    const ok = pullRequest();
    expect(verdict(tally(ok, { report: 'all', failOn: 'never' }), ok, { report: 'all', failOn: 'never' })).toEqual({
      failed: false,
      message: 'navguard: 3 findings; nothing at or above fail-on "never".',
    });
  });
});
