// redirect-target-missing, redirect-loop, redirect-chain, redirect-duplicate-source.
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { ids, jsonPos, one, says, spanOf } from './util.js';

const pages = { 'a.mdx': '# A\n', 'guides/setup.mdx': '# Setup\n' };
const withRedirects = (redirects: unknown[]) => docsJson({ pages: ['a', 'guides/setup'] }, { redirects });

describe('redirect-target-missing', () => {
  it('reports a destination nothing answers at, at the destination, with a "did you mean" edit', () => {
    const json = withRedirects([{ source: '/old-setup', destination: '/guides/stup' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-target-missing');
    const at = spanOf(json, '"/guides/stup"');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: at.line, column: at.column });
    says(
      f.message,
      'Redirect "/old-setup" → "/guides/stup"',
      'no page, generated API page or redirect answers at "/guides/stup"',
      'land on a 404',
    );
    expect(f.fix).toEqual({
      message: 'Did you mean "/guides/setup"?',
      edits: [{ file: 'docs.json', ...at, newText: '"/guides/setup"' }],
    });
  });

  it('offers a base path only for a prefix that is no folder of the site', () => {
    // cudoventures/cudo-compute-docs f7cac2f545 (fresh set 121): "/guides/…" redirects were told to set basePath
    // "/guides", an ordinary folder of the site.
    const hint = (destination: string) =>
      one(
        run({ 'docs.json': withRedirects([{ source: '/old', destination }]), ...pages }).findings,
        'redirect-target-missing',
      ).message;
    expect(hint('/docs/a')).toContain('If the site is served under "/docs", set "basePath": "/docs"');
    expect(hint('/guides/a')).not.toContain('basePath');
  });

  it('says of a source that is still a page that the page is what readers lose, not an old URL', () => {
    // mage-ai redirected its live streaming pages to a folder that did not exist: "links not working", wrote a writer.
    const json = withRedirects([{ source: '/a', destination: '/streaming/a' }]);
    const found = run({ 'docs.json': json, ...pages }).findings;
    const f = one(found, 'redirect-target-missing');
    says(f.message, '"/a" is also the page a.mdx', 'wherever the redirect wins over it, readers who open that page');
    expect(f.message).not.toContain('old URL');
    expect(rules(found, 'redirect-shadows-page')).toHaveLength(1);
  });

  it('passes destinations that exist: pages (with #hash or ?query), external URLs, wildcards', () => {
    const json = withRedirects([
      { source: '/x', destination: '/guides/setup#install' },
      { source: '/y', destination: '/a?from=y' },
      { source: '/z', destination: 'https://example.com/elsewhere' },
      { source: '/blog/:slug*', destination: '/guides/:slug*' },
      { source: '/old/*', destination: '/a' },
      { source: '/md', destination: '/a.md' },
      { source: '/folder', destination: '/guides/index' },
      { source: '/two-hops', destination: '/x' },
    ]);
    const files = { ...pages, 'guides/index.mdx': '# Guides\n' };
    expect(ids(run({ 'docs.json': json, ...files }).findings).filter((r) => r !== 'orphan-page')).toEqual([
      'redirect-chain',
    ]);
  });

  it('warns of a destination that is a folder with no index page, and passes one with an index page', () => {
    // ankitects/anki 2cdf314219 (fresh set 91): `/manual/faqs` → `/faqs/` a commit after faqs/ lost its index page.
    const json = withRedirects([
      { source: '/manual/faqs', destination: '/guides/' },
      { source: '/old-guides', destination: '/guides' },
    ]);
    const found = run({ 'docs.json': json, ...pages }).findings.filter((f) => f.rule === 'redirect-target-missing');
    expect(found.map((f) => [f.severity, f.line, f.data])).toEqual([
      ['warning', spanOf(json, '"/guides/"').line, { source: '/manual/faqs', destination: '/guides/', folder: true }],
      ['warning', spanOf(json, '"/guides"').line, { source: '/old-guides', destination: '/guides', folder: true }],
    ]);
    says(found[0]!.message, 'leads to the folder /guides/, which has no index page', 'is not documented');
    expect(found[0]!.fix?.message).toBe(
      'Point the redirect at a page of the folder, or give the folder an index page (guides/index.mdx).',
    );
    expect(ids(run({ 'docs.json': json, ...pages, 'guides/index.mdx': '# Guides\n' }).findings)).not.toContain(
      'redirect-target-missing',
    );
  });

  it('reports a destination excluded by .mintignore', () => {
    const json = withRedirects([{ source: '/x', destination: '/drafts/plan' }]);
    const f = one(
      run({ 'docs.json': json, ...pages, 'drafts/plan.mdx': '#\n', '.mintignore': 'drafts/\n' }).findings,
      'redirect-target-missing',
    );
    expect(f).toMatchObject(jsonPos(json, '/drafts/plan'));
    says(f.message, '"/drafts/plan" exists as a file, but it is excluded by .mintignore');
  });

  it('follows a destination that a wildcard redirects on, and says where it ends', () => {
    const json = withRedirects([
      { source: '/old/:slug*', destination: '/new/:slug*' },
      { source: '/x', destination: '/old/a' },
    ]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-target-missing');
    expect(f).toMatchObject(jsonPos(json, '/old/a'));
    says(f.message, '"/old/a" is itself redirected (/x → /old/a → /new/a)', 'answers at "/new/a"');
    expect(f.message).not.toContain('basePath');
  });

  it('hints at basePath when the destination exists without its first segment', () => {
    const json = withRedirects([{ source: '/x', destination: '/docs/guides/setup' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-target-missing');
    says(f.message, 'set "basePath": "/docs" in navguard\'s config');
    expect(run({ 'docs.json': json, ...pages }, { configRaw: { basePath: '/docs' } }).findings).toEqual([]);
  });
});

describe('redirect-loop', () => {
  it('reports redirects that lead back to where they started, on each of them', () => {
    const json = withRedirects([
      { source: '/ping', destination: '/pong' },
      { source: '/pong', destination: '/ping' },
    ]);
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'redirect-loop');
    expect(found.map((f) => [f.severity, f.line, f.column])).toEqual([
      ['error', jsonPos(json, '/pong', 0).line, jsonPos(json, '/pong', 0).column],
      ['error', jsonPos(json, '/ping', 1).line, jsonPos(json, '/ping', 1).column],
    ]);
    says(found[0]!.message, 'Redirects go round in a circle: /ping → /pong → /ping', 'too many redirects');
    says(found[0]!.fix?.message, 'Point one of these redirects at a real page');
  });

  it('reports a redirect to itself as a loop of one', () => {
    const json = withRedirects([{ source: '/self', destination: '/self/' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-loop');
    expect(f).toMatchObject(jsonPos(json, '/self/'));
    says(f.message, 'Redirects go round in a circle: /self → /self.');
  });

  it('passes the same pair once one side points at a page', () => {
    const json = withRedirects([
      { source: '/ping', destination: '/pong' },
      { source: '/pong', destination: '/a' },
    ]);
    expect(rules(run({ 'docs.json': json, ...pages }).findings, 'redirect-loop')).toEqual([]);
  });
});

describe('redirect-chain', () => {
  it('warns about a redirect to another redirect, with an edit pointing it at the final page', () => {
    const json = withRedirects([
      { source: '/v1', destination: '/v2' },
      { source: '/v2', destination: '/v3' },
      { source: '/v3', destination: '/guides/setup' },
    ]);
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'redirect-chain');
    expect(found).toHaveLength(2);
    const at = spanOf(json, '"/v2"', 0); // the destination of /v1
    expect(found[0]).toMatchObject({ severity: 'warning', line: at.line, column: at.column });
    says(found[0]!.message, 'Redirect "/v1" leads to another redirect: /v1 → /v2 → /v3 → /guides/setup');
    expect(found[0]!.fix).toEqual({
      message: 'Send "/v1" straight to "/guides/setup".',
      edits: [{ file: 'docs.json', ...at, newText: '"/guides/setup"' }],
    });
    says(found[1]!.message, '/v2 → /v3 → /guides/setup');
  });

  it('follows a chain that ends outside the site', () => {
    const json = withRedirects([
      { source: '/x', destination: '/y' },
      { source: '/y', destination: 'https://example.com/new' },
    ]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-chain');
    expect(f.fix?.edits?.[0]?.newText).toBe('"https://example.com/new"');
  });

  it('offers no edit for a chain that ends at a folder with no index page: the last hop is told where to go', () => {
    // tursodatabase/turso-docs (walk 81): `fix` sent 4 redirects straight to /api-reference, a folder whose index is
    // introduction.mdx, and made 4 new warnings of the one the last hop had.
    const json = withRedirects([
      { source: '/old/a', destination: '/new/a' },
      { source: '/new/a', destination: '/guides' },
    ]);
    const found = run({ 'docs.json': json, ...pages, 'guides/other.mdx': '# Other\n' }).findings;
    const chain = one(found, 'redirect-chain');
    expect(chain.fix).toEqual({
      message: 'Send "/old/a" straight to the page that "/guides" should lead to: it is a folder with no index page.',
    });
    expect(rules(found, 'redirect-target-missing').map((f) => [f.data.source, f.severity])).toEqual([
      ['/new/a', 'warning'],
    ]);
  });

  it('passes redirects that go straight to pages', () => {
    const json = withRedirects([
      { source: '/v1', destination: '/guides/setup' },
      { source: '/v2', destination: '/guides/setup' },
    ]);
    expect(run({ 'docs.json': json, ...pages }).findings).toEqual([]);
  });
});

describe('redirect-duplicate-source', () => {
  it('reports the second of two identical sources, which the builder rejects', () => {
    const json = withRedirects([
      { source: '/old', destination: '/a' },
      { source: '/old', destination: '/guides/setup' },
    ]);
    const r = run({ 'docs.json': json, ...pages });
    const f = one(r.findings, 'redirect-duplicate-source');
    const at = spanOf(json, '"/old"', 1);
    expect(f).toMatchObject({ severity: 'error', line: at.line, column: at.column });
    // The first one is named by its line, which the writer can find (not by its place in the list).
    says(
      f.message,
      `Redirect source "/old" is already used by the redirect on line ${spanOf(json, '"/old"', 0).line}`,
      '"Each source path can only be used once"',
    );
    says(f.fix?.message, 'Remove one of the two redirects');
    expect(ids(r.findings)).toEqual(['redirect-duplicate-source']);
  });

  it('only warns when the two sources are written differently (the builder accepts them)', () => {
    const json = withRedirects([
      { source: '/old', destination: '/a' },
      { source: '/old/', destination: '/guides/setup' },
    ]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-duplicate-source');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(json, '/old/') });
    says(
      f.message,
      `is the same URL path as the source "/old" of the redirect on line ${spanOf(json, '"/old"').line}`,
      'The site builder accepts this',
    );
  });

  it('says nothing of a path written with and without the base path to the same place; two places still warn', () => {
    // As Polar (served under /docs) writes 24 pairs: which form the host matches is not documented.
    const hedge = withRedirects([
      { source: '/old', destination: '/a' },
      { source: '/docs/old', destination: '/a' },
    ]);
    const config = { configRaw: { basePath: '/docs' } };
    expect(rules(run({ 'docs.json': hedge, ...pages }, config).findings, 'redirect-duplicate-source')).toEqual([]);
    const conflict = withRedirects([
      { source: '/old', destination: '/a' },
      { source: '/docs/old', destination: '/guides/setup' },
    ]);
    const f = one(run({ 'docs.json': conflict, ...pages }, config).findings, 'redirect-duplicate-source');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(conflict, '/docs/old') });
    says(f.message, 'so readers may never be sent to "/guides/setup"');
  });

  it('passes distinct sources', () => {
    const json = withRedirects([
      { source: '/old', destination: '/a' },
      { source: '/older', destination: '/a' },
    ]);
    expect(run({ 'docs.json': json, ...pages }).findings).toEqual([]);
  });
});

describe('redirect-source-format', () => {
  it('reports a source with a fragment, a query or no leading slash, with an edit where the path is clear', () => {
    const json = withRedirects([
      { source: '/guide#intro', destination: '/guides/setup' },
      { source: '/q?x=1', destination: '/a' },
      { source: 'old', destination: '/a' },
      { source: 'https://example.com/x', destination: '/a' },
    ]);
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'redirect-source-format');
    expect(found.map((f) => [f.data.problem, f.line, f.fix?.edits?.[0]?.newText])).toEqual([
      ['fragment', jsonPos(json, '/guide#intro').line, '"/guide"'],
      ['query', jsonPos(json, '/q?x=1').line, '"/q"'],
      ['no-leading-slash', jsonPos(json, 'old').line, '"/old"'],
      ['no-leading-slash', jsonPos(json, 'https://example.com/x').line, undefined],
    ]);
    says(found[0]!.message, 'never matches', '404');
  });

  it('says a fragment source is dead, not a 404, when another redirect or a page answers its path', () => {
    // requestly's docs.json sent "/send-api-request#query-parameters" elsewhere while "/send-api-request" had its
    // own redirect: readers were never lost, and "Match it instead" would have written a duplicate source.
    const json = withRedirects([
      { source: '/general/send', destination: '/guides/setup' },
      { source: '/general/send#query-parameters', destination: '/a' },
      { source: '/a#intro', destination: '/guides/setup' },
      { source: '/lost#x', destination: '/a' },
    ]);
    const found = run({ 'docs.json': json, ...pages }).findings;
    const format = rules(found, 'redirect-source-format');
    expect(format.map((f) => [f.data.source, f.severity, f.data.answeredBy, f.fix?.edits?.[0]?.newText])).toEqual([
      [
        '/general/send#query-parameters',
        'warning',
        { kind: 'redirect', source: '/general/send', destination: '/guides/setup' },
        undefined,
      ],
      ['/a#intro', 'warning', { kind: 'page', page: 'a.mdx' }, undefined],
      ['/lost#x', 'error', undefined, '"/lost"'],
    ]);
    says(
      format[0]!.message,
      'never matches',
      `the redirect on line ${jsonPos(json, '/general/send').line} answers "/general/send"`,
      '"/guides/setup"',
    );
    expect(format[0]!.message).not.toContain('404');
    says(format[0]!.fix!.message, 'Remove this redirect');
    says(format[1]!.message, 'the page a.mdx answers "/a"');
    // One cause, one finding: the same path written twice is this rule's to tell, not a duplicate source too.
    expect(rules(found, 'redirect-duplicate-source')).toEqual([]);
    // Written twice word for word, the builder rejects docs.json: that stays a duplicate.
    const twice = withRedirects([
      { source: '/b#x', destination: '/a' },
      { source: '/b#x', destination: '/a' },
    ]);
    expect(rules(run({ 'docs.json': twice, ...pages }).findings, 'redirect-duplicate-source')).toMatchObject([
      { severity: 'error', line: jsonPos(twice, '/b#x').line + 4 },
    ]);
  });

  it('passes a destination that carries a fragment or query', () => {
    const json = withRedirects([{ source: '/guide', destination: '/guides/setup#intro?x' }]);
    expect(ids(run({ 'docs.json': json, ...pages }).findings)).toEqual([]);
  });
});

describe('redirect-wildcard-mismatch', () => {
  it('reports a destination parameter or * the source does not capture, at the destination', () => {
    const json = withRedirects([
      { source: '/old/:slug*', destination: '/new/:path*' },
      { source: '/plain', destination: '/a/*' },
    ]);
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'redirect-wildcard-mismatch');
    expect(found.map((f) => [f.data.missing, f.line, f.column])).toEqual([
      [['path'], jsonPos(json, '/new/:path*').line, jsonPos(json, '/new/:path*').column],
      [['*'], jsonPos(json, '/a/*').line, jsonPos(json, '/a/*').column],
    ]);
    says(found[0]!.message, 'uses ":path"', 'does not capture', '404');
  });

  it('passes captures used by name or in order, and an external destination with a port', () => {
    const json = withRedirects([
      { source: '/old/:slug*', destination: '/new/:slug*' },
      { source: '/articles/concepts-*', destination: '/concepts/*' },
      { source: '/ext/:slug*', destination: 'https://example.com:8080/docs/:slug*' },
    ]);
    expect(ids(run({ 'docs.json': json, ...pages }).findings)).toEqual([]);
  });

  it("passes a text directive in the destination's fragment, which is no parameter, and still reads the rest", () => {
    // As Portkey's docs.json writes one: "#:~:text=" asks the browser to highlight a passage.
    const json = withRedirects([
      { source: '/demo', destination: 'https://example.com/ai-gateway#:~:text=See%20it%20in%20action' },
      { source: '/old/:slug*', destination: '/new/:path*#:~:text=Start' },
    ]);
    const found = rules(run({ 'docs.json': json, ...pages }).findings, 'redirect-wildcard-mismatch');
    expect(found.map((f) => f.data.missing)).toEqual([['path']]);
  });
});

describe('redirect-param-no-star', () => {
  it('warns about :param without *, with edits adding * to the source and destination', () => {
    const json = withRedirects([{ source: '/oss/:slug', destination: '/guides/:slug' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-param-no-star');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(json, '/oss/:slug') });
    expect(f.data).toEqual({ source: '/oss/:slug', params: ['slug'] });
    expect(f.fix?.edits?.map((e) => e.newText)).toEqual(['"/oss/:slug*"', '"/guides/:slug*"']);
  });
});

describe('redirect-shadows-page', () => {
  it('warns when a source is the URL of a page that still exists', () => {
    const json = withRedirects([{ source: '/a', destination: '/guides/setup' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-shadows-page');
    expect(f).toMatchObject({ severity: 'warning', ...jsonPos(json, '/a') });
    expect(f.data).toEqual({ source: '/a', page: 'a.mdx', listed: true });
    says(f.message, 'either readers are sent away from a page you still publish');
  });

  // Celedon-Solutions/davinci-docs 58f455e (fresh set 93): a redirect from a page's URL to itself.
  it('says a redirect that leads to itself does so, and to remove it', () => {
    const json = withRedirects([{ source: '/a/', destination: '/a' }]);
    const f = one(run({ 'docs.json': json, ...pages }).findings, 'redirect-shadows-page');
    expect(f.data).toEqual({ source: '/a/', page: 'a.mdx', listed: true, itself: true });
    expect(f.message).toBe(
      'Redirect "/a/" leads to itself, and a.mdx is the page there: if the redirect answers before the page, browsers stop with "too many redirects"; if the page does, the redirect does nothing.',
    );
    expect(f.fix?.message).toBe('Remove this redirect.');
  });

  it('says a page in no navigation was moved and left behind, and that page is not also an orphan', () => {
    // As on supermemory's site (#678): pages dropped from the navigation, redirects added from their URLs, files kept.
    const json = docsJson({ pages: ['guides/setup'] }, { redirects: [{ source: '/a', destination: '/guides/setup' }] });
    const files = { ...pages, 'b.mdx': '# B\n' };
    const { findings } = run({ 'docs.json': json, ...files });
    const f = one(findings, 'redirect-shadows-page');
    expect(f.data).toEqual({ source: '/a', page: 'a.mdx', listed: false });
    says(f.message, 'is also the page a.mdx, which is in no navigation', 'looks moved to "/guides/setup"');
    expect(f.fix?.message).toBe(
      'Delete a.mdx (it moved to "/guides/setup"); or, if it should stay, remove this redirect and add the page to the navigation.',
    );
    // b.mdx, in no navigation and taken by no redirect, is still an orphan; a.mdx is reported once.
    expect(rules(findings, 'orphan-page').map((o) => o.data.page)).toEqual(['b']);
    // With redirect-shadows-page off, a.mdx is an orphan again: never a silent pass.
    const off = run({ 'docs.json': json, ...files }, { configRaw: { rules: { 'redirect-shadows-page': 'off' } } });
    expect(rules(off.findings, 'orphan-page').map((o) => o.data.page)).toEqual(['a', 'b']);
    expect(rules(off.findings, 'redirect-shadows-page')).toEqual([]);
  });

  it('passes sources that are other URLs of a page: with its extension, or its folder index', () => {
    const json = withRedirects([
      { source: '/a.mdx', destination: '/a' },
      { source: '/guides/index', destination: '/guides/setup' },
      { source: '/gone', destination: '/a' },
    ]);
    const files = { ...pages, 'guides/index.mdx': '# G\n' };
    expect(rules(run({ 'docs.json': json, ...files }).findings, 'redirect-shadows-page')).toEqual([]);
  });
});
