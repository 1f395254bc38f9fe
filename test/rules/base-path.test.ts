// A site served under a sub-path (example.com/docs) writes raw links with the prefix; navguard reads that from
// the site's own links when no basePath is configured, and never from one stray link.
import { describe, expect, it } from '@jest/globals';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { docsJson } from '../helpers.js';
import { resolveConfig } from '../../src/core/config/config.js';
import { renderText } from '../../src/core/render/findings.js';
import { renderReportMarkdown } from '../../src/core/render/report.js';
import { compareSources, type Comparison } from '../../src/core/compare/compare.js';

function site(body: string): Record<string, string> {
  return {
    'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'quickstart', 'guides/a', 'guides/b'] }] }),
    'index.mdx': body,
    'quickstart.mdx': '# Quickstart\n',
    'guides/a.mdx': '# A\n',
    'guides/b.mdx': '# B\n',
  };
}

const brokenUrls = (files: Record<string, string>): string[] =>
  analyze(memorySource(files))
    .findings.filter((f) => f.rule === 'broken-link')
    .map((f) => (f.rule === 'broken-link' ? f.data.url : ''));

describe('inferred base path', () => {
  it('reads /docs/… links as the site under /docs when several lead to pages that way', () => {
    const body = '<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a> <a href="/docs/guides/b">B</a>\n';
    const a = analyze(memorySource(site(`${body}\n[gone](/docs/nowhere)\n`)));
    expect(a.stats.inferredBasePath).toEqual({
      basePath: '/docs',
      evidence: 3,
      examples: ['/docs/quickstart', '/docs/guides/a', '/docs/guides/b'],
    });
    // Under the inferred base path a link that leads nowhere is still broken.
    expect(brokenUrls(site(`${body}\n[gone](/docs/nowhere)\n`))).toEqual(['/docs/nowhere']);
  });

  // A legacy site: 11 links to `/academic_overview/` and `/academic_overview#…` (a page that moved, no redirect)
  // made "/academic_overview" its base path — each read as the home page — and 12 real broken links vanished.
  it('infers nothing from links that name the prefix alone; they and the links under it stay broken', () => {
    const prefixOnly = Array.from({ length: 11 }, (_, i) =>
      i % 2 ? `[o${i}](/academic_overview/)` : `[o${i}](/academic_overview#part-${i})`,
    ).join(' ');
    const body = `${prefixOnly}\n\n[x](/academic_overview/x-missing) [y](/academic_overview/y-missing)\n`;
    expect(analyze(memorySource(site(body))).stats.inferredBasePath).toBeUndefined();
    expect(brokenUrls(site(body))).toHaveLength(13);
  });

  it('the note names the links that made the base path', () => {
    const body = '<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a> <a href="/docs/guides/b">B</a>\n';
    const stats = analyze(memorySource(site(body))).stats;
    expect(renderText([], stats, false)).toContain(
      'served under "/docs" (3 links and redirects use that prefix and lead to pages without it, such as "/docs/quickstart", "/docs/guides/a", "/docs/guides/b")',
    );
  });

  it('the job summary says it once; the PR comment (siteNotes: false) does not repeat it in every pull request', () => {
    const body = '<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a> <a href="/docs/guides/b">B</a>\n';
    const c = compareSources(memorySource(site(body)), memorySource(site(`${body}\nMore.\n`)), {});
    const opts = { report: 'new', failOn: 'error', budget: 60_000 } as const;
    expect(renderReportMarkdown(c, opts).text).toContain('served under "/docs"');
    expect(renderReportMarkdown(c, { ...opts, siteNotes: false }).text).not.toContain('served under');
  });

  it('infers nothing from one or two stray links, which stay broken', () => {
    const body = '<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a>\n';
    expect(analyze(memorySource(site(body))).stats.inferredBasePath).toBeUndefined();
    expect(brokenUrls(site(body))).toEqual(['/docs/quickstart', '/docs/guides/a']);
  });

  it('infers nothing when most links under the prefix lead nowhere, or from repository paths with .md', () => {
    const most =
      '[a](/v1/quickstart) [b](/v1/guides/a) [c](/v1/guides/b) [x](/v1/x) [y](/v1/y) [z](/v1/z) [w](/v1/w)\n';
    expect(analyze(memorySource(site(most))).stats.inferredBasePath).toBeUndefined();
    const repo = '[a](/docs/quickstart.md) [b](/docs/guides/a.md) [c](/docs/guides/b.mdx)\n';
    expect(analyze(memorySource(site(repo))).stats.inferredBasePath).toBeUndefined();
  });

  it('infers nothing from links that lead somewhere as written, through a redirect of the prefix', () => {
    // crewAI: its pages live under v1/en/, `/en/:slug*` leads there, and so do the short paths without /en.
    const files = {
      'docs.json': docsJson(
        { groups: [{ group: 'Start', pages: ['index', 'v1/en/quickstart', 'v1/en/guides/a', 'v1/en/guides/b'] }] },
        {
          redirects: [
            { source: '/en/:slug*', destination: '/v1/en/:slug*' },
            { source: '/quickstart', destination: '/v1/en/quickstart' },
            { source: '/guides/:path*', destination: '/v1/en/guides/:path*' },
          ],
        },
      ),
      'index.mdx': '<a href="/en/quickstart">Q</a> <a href="/en/guides/a">A</a> <a href="/en/guides/b">B</a>\n',
      'v1/en/quickstart.mdx': '# Quickstart\n',
      'v1/en/guides/a.mdx': '# A\n',
      'v1/en/guides/b.mdx': '# B\n',
    };
    const a = analyze(memorySource(files));
    expect(a.stats.inferredBasePath).toBeUndefined();
    expect(a.findings.filter((f) => f.rule === 'broken-link' || f.rule.startsWith('redirect-'))).toEqual([]);
  });

  it('still infers it when some of those links work either way, through a redirect written with the prefix', () => {
    // Polar, under /docs, writes some redirects twice, with and without /docs: a link to one works as written.
    const files = site('<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a> <a href="/docs/old">Old</a>\n');
    files['docs.json'] = docsJson(
      { groups: [{ group: 'Start', pages: ['index', 'quickstart', 'guides/a', 'guides/b'] }] },
      {
        redirects: [
          { source: '/old', destination: '/guides/b' },
          { source: '/docs/old', destination: '/guides/b' },
        ],
      },
    );
    expect(analyze(memorySource(files)).stats.inferredBasePath).toMatchObject({ basePath: '/docs', evidence: 3 });
  });

  it('never infers a prefix the site itself has a folder for', () => {
    const files = { ...site('[a](/guides/quickstart) [b](/guides/guides/a) [c](/guides/guides/b)\n') };
    expect(analyze(memorySource(files)).stats.inferredBasePath).toBeUndefined();
  });
});

describe('a configured base path', () => {
  it('"basePath": "/" turns inference off, and a configured one is used as given', () => {
    const body = '<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a> <a href="/docs/guides/b">B</a>\n';
    const off = analyze(memorySource(site(body)), { config: resolveConfig({ basePath: '/' }) });
    expect(off.stats.inferredBasePath).toBeUndefined();
    expect(off.findings.filter((f) => f.rule === 'broken-link')).toHaveLength(3);
    const given = analyze(memorySource(site(body)), { config: resolveConfig({ basePath: '/docs' }) });
    expect(given.stats.inferredBasePath).toBeUndefined();
    expect(given.findings.filter((f) => f.rule === 'broken-link')).toEqual([]);
  });

  it('says so in the text output when it was inferred', () => {
    const body = '<a href="/docs/quickstart">Q</a> <a href="/docs/guides/a">A</a> <a href="/docs/guides/b">B</a>\n';
    const a = analyze(memorySource(site(body)));
    expect(renderText(a.findings, a.stats, false)).toContain('Links were read as on a site served under "/docs"');
  });
});

// 0xStation/docs moved accounts/* to the root (21e9c5e): three Card links kept "/accounts/…", which the head alone
// read as a base path, so they passed; twenty commits later a rename took one of them away, the guess went with it,
// and all three came out as new on a change that had not touched them.
describe('the base path of a change', () => {
  const pages = ['index', 'smart/overview', 'cloud/overview', 'nft/overview'];
  const moved = (body: string, names = pages): Record<string, string> => ({
    'docs.json': docsJson({ groups: [{ group: 'Start', pages: names }] }),
    'index.mdx': body,
    ...Object.fromEntries(names.slice(1).map((p) => [`${p}.mdx`, `# ${p}\n`])),
  });
  const cards =
    '<Card href="/accounts/smart/overview">S</Card>\n<Card href="/accounts/cloud/overview">C</Card>\n<Card href="/accounts/nft/overview">N</Card>\n';
  const before: Record<string, string> = {
    'docs.json': docsJson({
      groups: [{ group: 'Start', pages: ['index', ...pages.slice(1).map((p) => `accounts/${p}`)] }],
    }),
    'index.mdx': cards,
    ...Object.fromEntries(pages.slice(1).map((p) => [`accounts/${p}.mdx`, `# ${p}\n`])),
  };
  const newBroken = (c: Comparison): string[] =>
    c.findings.filter((f) => f.rule === 'broken-link' && f.status === 'new').map((f) => `${f.file}:${f.line}`);

  it('is no folder the base had: moving the folder away breaks the links into it', () => {
    const c = compareSources(memorySource(before), memorySource(moved(cards)), {});
    expect(c.head?.stats.inferredBasePath).toBeUndefined();
    // The folder's redirect would serve them: they are its finding's.
    const [redirect, ...rest] = c.findings;
    expect(rest).toEqual([]);
    expect(redirect).toMatchObject({ rule: 'missing-redirect', status: 'new', severity: 'error' });
    expect(redirect?.rule === 'missing-redirect' && redirect.data.links?.map((l) => `${l.file}:${l.line}`)).toEqual([
      'index.mdx:1',
      'index.mdx:2',
      'index.mdx:3',
    ]);
  });

  it('is one for both states: a change that ends the guess makes no untouched link new', () => {
    // The head renames nft/overview: two links are left to guess from.
    const renamed = ['index', 'smart/overview', 'cloud/overview', 'nft/intro'];
    const head = moved(cards, renamed);
    expect(newBroken(compareSources(memorySource(moved(cards)), memorySource(head), {}))).toEqual([]);
    const c = compareSources(memorySource(moved(cards)), memorySource(head), { links: 'all' });
    expect(c.findings.filter((f) => f.rule === 'broken-link').map((f) => `${f.line} ${f.status}`)).toEqual([
      '1 existing',
      '2 existing',
      '3 existing',
    ]);
  });
});
