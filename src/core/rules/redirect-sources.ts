// redirect-source-format, redirect-wildcard-mismatch, redirect-param-no-star, redirect-shadows-page: the redirect
// list itself, read the way the host applies it (docs/pages-and-links.md, "Redirects").
import { stripPageExt } from '../base/paths.js';
import type { Redirect } from '../site/model.js';
import { destinationParams } from '../site/redirect-pattern.js';
import { routePath } from '../site/routes.js';
import { reachedPages } from './shared/entries.js';
import { redirectLine, shadowedPage, unmatchable } from './shared/redirected-pages.js';
import type { Check, CheckContext, RuleMeta } from './rule.js';

export const rules = [
  {
    id: 'redirect-source-format',
    family: 'links',
    severity: 'error',
    summary: 'A redirect source with a `#fragment`, a `?query` or no leading "/" never matches.',
    trigger: '`{"source": "/guide#intro", …}`',
    description: [
      'The host matches a redirect source against the path of the requested URL only: the browser never sends the',
      '`#fragment`, and the `?query` is not part of the path, so a source carrying either never matches, and neither',
      'does one without a leading "/". Readers of the old URL get a 404.',
      '',
      'When a page or another redirect answers the path the browser does ask for, readers are not lost: the finding',
      'is a warning that the redirect never applies (`data.answeredBy` says what answers), and the fix is to remove it.',
      'Such a source is not also reported by `redirect-duplicate-source`, unless it is written twice word for word.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"redirects": [{ "source": "/guide#intro", "destination": "/guides/setup" }, { "source": "old", "destination": "/a" }]`,
      },
      {
        passes: true,
        caption: 'Passes (a destination may carry a fragment):',
        lang: 'json',
        code: `"redirects": [{ "source": "/guide", "destination": "/guides/setup#intro" }]`,
      },
    ],
  },
  {
    id: 'redirect-wildcard-mismatch',
    family: 'links',
    severity: 'error',
    summary: 'A redirect destination uses a `:name` or `*` that its source does not capture.',
    trigger: '`/old/:slug*` → `/new/:path*`',
    description: [
      "A destination's `:name` and `*` are filled from what the source captured. A parameter the source does not have",
      'is sent to readers as written, so every matching URL lands on a path like `/new/:path*`: a 404.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"redirects": [{ "source": "/old/:slug*", "destination": "/new/:path*" }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"redirects": [{ "source": "/old/:slug*", "destination": "/new/:slug*" }, { "source": "/articles/concepts-*", "destination": "/concepts/*" }]`,
      },
    ],
  },
  {
    id: 'redirect-param-no-star',
    family: 'links',
    severity: 'warning',
    summary: 'A redirect source `:param` without `*` may never match on the host.',
    trigger: '`{"source": "/oss/:slug", …}`',
    description: [
      'Mintlify documents wildcard redirects as `:slug*`. A `:param` without `*` is not treated as a wildcard by the',
      "builder's own code, and sites have reported such rules answering 404 in production; navguard still lets links",
      'through it (one segment), but the rule is safer written with `*`.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Warns:',
        lang: 'json',
        code: `"redirects": [{ "source": "/oss/:slug", "destination": "/open-source/:slug" }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"redirects": [{ "source": "/oss/:slug*", "destination": "/open-source/:slug*" }]`,
      },
    ],
  },
  {
    id: 'redirect-shadows-page',
    family: 'links',
    severity: 'warning',
    summary: 'A redirect source is also a live page: the page or the redirect is dead.',
    trigger: '`{"source": "/quickstart", …}` while quickstart.mdx exists',
    description: [
      'A redirect source names a page that still exists. Only one of the two can answer that URL: either readers are',
      'sent away from a page you still publish, or the redirect never applies. Usually the page was meant to be',
      'deleted when the redirect was added, or the redirect is a leftover from before the page came back.',
      '',
      'When no navigation entry reaches the page, it was most likely moved and left behind: the finding says so',
      '(`data.listed` is false), its fix is to delete the file, and the page is not also reported by `orphan-page`.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Warns (quickstart.mdx exists):',
        lang: 'json',
        code: `"redirects": [{ "source": "/quickstart", "destination": "/guides/setup" }]`,
      },
      {
        passes: true,
        caption: 'Passes (no page named old-quickstart):',
        lang: 'json',
        code: `"redirects": [{ "source": "/old-quickstart", "destination": "/quickstart" }]`,
      },
    ],
    exampleSite: { files: { 'quickstart.mdx': '' } },
  },
] satisfies RuleMeta[];

type Answer = { kind: 'page'; page: string } | { kind: 'redirect'; at: Redirect; source: string; destination: string };

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

/** What answers a path on the host, leaving out redirect sources it never matches. */
function answerAt({ site, routes }: CheckContext, path: string): Answer | undefined {
  const direct = routes.resolveDirect(path);
  if (direct.kind === 'page') {
    const page = site.index.pages.get(direct.path) ?? site.index.pages.get(stripPageExt(direct.path));
    if (page) return { kind: 'page', page: page.path };
  }
  for (const o of site.redirects) {
    if (unmatchable(o.source)) continue;
    const p = routes.sourcePattern(o);
    if (p.exact === path || (p.exact === undefined && p.regex?.test(path)))
      return { kind: 'redirect', at: o, source: o.source, destination: o.destination };
  }
  return undefined;
}

/** redirect-source-format: a source with a fragment, a query or no leading "/". */
function checkSourceFormat(ctx: CheckContext, r: Redirect): void {
  const { routes, out } = ctx;
  const problem = r.source.includes('#')
    ? 'fragment'
    : r.source.includes('?')
      ? 'query'
      : r.source.startsWith('/')
        ? undefined
        : 'no-leading-slash';
  if (!problem) return;
  const fixed = problem === 'no-leading-slash' ? `/${r.source}` : r.source.replace(/[?#].*$/, '');
  const what =
    problem === 'fragment'
      ? 'a "#fragment", which browsers never send to the host'
      : problem === 'query'
        ? 'a "?query", which is not part of the path the host matches'
        : 'no leading "/"';
  // The path the reader's browser does ask for may still be answered, by a page or another redirect: then
  // this rule is dead weight, not a 404, and matching the bare path would clash with what answers it.
  const fixable = problem !== 'no-leading-slash' || !/^[a-z][a-z0-9+.-]*:/i.test(r.source);
  const answeredBy = fixable ? answerAt(ctx, routePath(fixed, routes.basePath)) : undefined;
  if (!answeredBy) {
    out.add(
      'redirect-source-format',
      r.sourceSpan,
      `Redirect source "${r.source}" has ${what}, so it never matches a requested URL and readers of the old address get a 404.`,
      {
        key: r.source,
        data: { source: r.source, problem },
        fix: fixable
          ? { message: `Match "${fixed}" instead.`, edits: out.replaceEdit(r.sourceSpan, JSON.stringify(fixed)) }
          : { message: 'Write the source as a path on this site, starting with "/".' },
      },
    );
    return;
  }
  const by =
    answeredBy.kind === 'redirect'
      ? `the redirect on ${redirectLine(out, answeredBy.at, r)} answers "${fixed}" (→ "${answeredBy.destination}")`
      : `the page ${answeredBy.page} answers "${fixed}"`;
  out.add(
    'redirect-source-format',
    r.sourceSpan,
    `Redirect source "${r.source}" has ${what}, so it never matches a requested URL: ${by}, and this redirect to "${r.destination}" never applies.`,
    {
      key: r.source,
      severity: 'warning',
      data: {
        source: r.source,
        problem,
        answeredBy:
          answeredBy.kind === 'redirect'
            ? { kind: 'redirect', source: answeredBy.source, destination: answeredBy.destination }
            : answeredBy,
      },
      fix: {
        message:
          problem === 'fragment'
            ? 'Remove this redirect: the host redirects paths, never a section of a page.'
            : 'Remove this redirect: the host matches the path alone.',
      },
    },
  );
}

/** redirect-wildcard-mismatch: the destination uses a parameter the source does not capture. */
function checkDestinationParams({ routes, out }: CheckContext, r: Redirect): void {
  const pattern = routes.sourcePattern(r);
  const wanted = destinationParams(r.destination);
  const missing = [
    ...new Set(wanted.names.filter((n) => !pattern.captures.includes(n))),
    ...(wanted.stars && !pattern.captures.includes(undefined) ? ['*'] : []),
  ];
  if (!missing.length) return;
  const shown = missing.map((m) => (m === '*' ? '"*"' : `":${m}"`)).join(', ');
  out.add(
    'redirect-wildcard-mismatch',
    r.destinationSpan,
    `Redirect "${r.source}" → "${r.destination}": the destination uses ${shown}, which the source does not capture, so readers are sent to a path with ${missing.length > 1 ? 'them' : 'it'} written in literally: a 404.`,
    {
      key: r.source,
      data: { source: r.source, destination: r.destination, missing },
      fix: {
        message: pattern.captures.length
          ? `Use the source's own parameter${pattern.captures.length > 1 ? 's' : ''} (${pattern.captures.map((c) => (c === undefined ? '"*"' : `":${c}"`)).join(', ')}) in the destination.`
          : 'Capture the part you want to keep in the source (e.g. "/old/:slug*"), or drop it from the destination.',
      },
    },
  );
}

/** redirect-param-no-star: a ":param" without "*", which the builder does not treat as a wildcard. */
function checkParamStars({ routes, out }: CheckContext, r: Redirect): void {
  const params = routes.sourcePattern(r).singleSegment;
  if (!params.length) return;
  const star = (text: string): string =>
    params.reduce((t, n) => t.replace(new RegExp(`:${n}(?![\\w*])`, 'g'), `:${n}*`), text);
  out.add(
    'redirect-param-no-star',
    r.sourceSpan,
    `Redirect source "${r.source}" uses ${params.map((n) => `":${n}"`).join(', ')} without "*". Mintlify documents wildcard redirects as ":${params[0]}*"; a parameter without "*" is not treated as a wildcard by the builder's own code and has been seen answering 404 in production.`,
    {
      key: r.source,
      data: { source: r.source, params },
      fix: {
        message: `Write ${params.map((n) => `":${n}*"`).join(', ')} (it then also matches deeper paths).`,
        edits: [
          ...(out.replaceEdit(r.sourceSpan, JSON.stringify(star(r.source))) ?? []),
          ...((star(r.destination) !== r.destination &&
            out.replaceEdit(r.destinationSpan, JSON.stringify(star(r.destination)))) ||
            []),
        ],
      },
    },
  );
}

/** redirect-shadows-page: the source is also a page; `reached` says which pages the navigation lists. */
function checkShadowedPage({ site, routes, out }: CheckContext, r: Redirect, reached: () => Set<string>): void {
  const page = shadowedPage(site, routes, r);
  if (!page) return;
  const listed = reached().has(page.slug);
  const file = page.path;
  // Celedon-Solutions/davinci-docs 58f455e (fresh set 93): `/pages/browser/navigation` sent to itself was told as a
  // page and a redirect contending, not as a redirect that goes nowhere.
  if (routePath(r.destination, routes.basePath) === routes.sourcePattern(r).route) {
    out.add(
      'redirect-shadows-page',
      r.sourceSpan,
      `Redirect "${r.source}" leads to itself, and ${file} is the page there: if the redirect answers before the page, browsers stop with "too many redirects"; if the page does, the redirect does nothing.`,
      {
        key: r.source,
        data: { source: r.source, page: file, listed, itself: true },
        fix: { message: 'Remove this redirect.' },
      },
    );
    return;
  }
  out.add(
    'redirect-shadows-page',
    r.sourceSpan,
    listed
      ? `Redirect source "${r.source}" is also the page ${file}: only one of the two can answer that URL, so either readers are sent away from a page you still publish, or the redirect to "${r.destination}" never applies.`
      : `Redirect source "${r.source}" is also the page ${file}, which is in no navigation: it looks moved to "${r.destination}" and left behind. Only one of the two can answer that URL, so either the redirect never applies and the old page stays published, or the file is dead.`,
    {
      key: r.source,
      data: { source: r.source, page: file, listed },
      fix: {
        message: listed
          ? `Delete ${file} if it moved to "${r.destination}", or remove this redirect.`
          : `Delete ${file} (it moved to "${r.destination}"); or, if it should stay, remove this redirect and add the page to the navigation.`,
      },
    },
  );
}

export const check: Check = (ctx) => {
  let reached: Set<string> | undefined;
  const listedPages = (): Set<string> => (reached ??= reachedPages(ctx.site));
  for (const r of ctx.site.redirects) {
    checkSourceFormat(ctx, r);
    checkDestinationParams(ctx, r);
    checkParamStars(ctx, r);
    checkShadowedPage(ctx, r, listedPages);
  }
};
