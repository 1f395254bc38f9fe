// redirect-target-missing, redirect-loop, redirect-chain, redirect-duplicate-source.
import { navigationLanguages } from '../site/nav.js';
import type { Redirect, SiteModel } from '../site/model.js';
import { folderWithoutIndex, isExternal, routePath } from '../site/routes.js';
import type { Check, CheckContext, FindingSink, RuleMeta } from './rule.js';
import { redirectLine, shadowedPage, unmatchable } from './shared/redirected-pages.js';
import { PLATFORM_LANGUAGES, SPEC_LANGUAGES } from './structure.js';

/** Language codes, lower-cased, that may open a path: the site's own and every code the spec or builder knows. */
function languagePrefixes(site: SiteModel): Set<string> {
  const codes = navigationLanguages(site.nav);
  for (const c of [...SPEC_LANGUAGES, ...PLATFORM_LANGUAGES]) codes.add(c.toLowerCase());
  return codes;
}

export const rules = [
  {
    id: 'redirect-target-missing',
    safeFix: {
      what: 'a redirect destination retargeted to the page it was renamed to',
      when: (data) => data.renamedTo !== undefined,
    },
    dangling: true,
    checkedAgainstBase: true,
    family: 'links',
    severity: 'error',
    summary: 'A redirect destination is not a page, generated page or valid redirect.',
    trigger: '`{"source": "/old", "destination": "/gone"}`',
    description: [
      "A redirect's destination is not a page, a generated API page, a file, or a redirect that ends somewhere real;",
      'readers who follow the old URL land on a 404. External and wildcard (`:slug`, `*`) destinations are not checked.',
      'A destination that is a folder with no index page is a warning: no page is served there, and what the live site',
      'shows (a 404 or another page) is not documented.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (guides/setup.mdx exists; the fix is an edit to `/guides/setup`):',
        lang: 'json',
        code: `"redirects": [{ "source": "/old-setup", "destination": "/guides/stup" }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"redirects": [
  { "source": "/old-setup", "destination": "/guides/setup#install" },
  { "source": "/blog/:slug*", "destination": "/guides/:slug*" },
  { "source": "/z", "destination": "https://example.com/elsewhere" }
]`,
      },
    ],
    exampleSite: { files: { 'guides/setup.mdx': '## Install\n' } },
  },
  {
    id: 'redirect-loop',
    family: 'links',
    severity: 'error',
    summary: 'Redirects lead back to where they started.',
    trigger: '`/a → /b` and `/b → /a`',
    description: ['Redirects lead back to where they started; browsers stop with "too many redirects".'],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"redirects": [{ "source": "/ping", "destination": "/pong" }, { "source": "/pong", "destination": "/ping" }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"redirects": [{ "source": "/ping", "destination": "/pong" }, { "source": "/pong", "destination": "/a" }]`,
      },
    ],
  },
  {
    id: 'redirect-chain',
    safeFix: { what: 'a redirect pointed straight at its final page' },
    family: 'links',
    severity: 'warning',
    summary: 'A redirect leads to another redirect; point it at the final page.',
    trigger: '`/a → /b` and `/b → /c`: point `/a` at `/c`',
    description: [
      'A redirect leads to another redirect; each hop slows readers and search engines. The fix is an edit pointing it',
      'at the final destination.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"redirects": [
  { "source": "/v1", "destination": "/v2" },
  { "source": "/v2", "destination": "/v3" },
  { "source": "/v3", "destination": "/guides/setup" }
]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"redirects": [
  { "source": "/v1", "destination": "/guides/setup" },
  { "source": "/v2", "destination": "/guides/setup" }
]`,
      },
    ],
    // The chain's end is a page (else it is redirect-target-missing).
    exampleSite: { files: { 'guides/setup.mdx': '' } },
  },
  {
    id: 'redirect-duplicate-source',
    family: 'links',
    severity: 'error',
    severityNote: 'warning when the two sources are written differently',
    summary: 'Two redirects share a source; the builder rejects docs.json.',
    trigger: 'two redirects with `"source": "/old"`',
    description: [
      'Two redirects share a source; the site builder rejects docs.json ("Each source path can only be used once").',
      'Sources that differ only in how they are written (`/old` and `/old/`) pass the builder, but only one of them can',
      "apply: a warning. Not the same path written with and without the site's base path (`/docs/old` and `/old`,",
      'when `basePath` is `/docs`) leading to the same place: whether the host matches sources with the base path is',
      'not documented, so writing both is a deliberate hedge, and which one is redundant cannot be told.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"redirects": [{ "source": "/old", "destination": "/a" }, { "source": "/old", "destination": "/guides/setup" }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"redirects": [{ "source": "/old", "destination": "/a" }, { "source": "/older", "destination": "/a" }]`,
      },
    ],
  },
] satisfies RuleMeta[];

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = (ctx) => {
  duplicateSources(ctx);
  deadDestinations(ctx);
};

/** redirect-duplicate-source: a source used twice, or the same URL path written twice. */
function duplicateSources({ site, routes, out }: CheckContext): void {
  const firstBySource = new Map<string, number>();
  const firstByText = new Map<string, number>();
  site.redirects.forEach((r, i) => {
    const src = routes.sourcePattern(r).route;
    const identical = firstByText.get(r.source);
    if (!firstByText.has(r.source)) firstByText.set(r.source, i);
    // A source the host never matches shares its path with nothing: redirect-source-format tells what answers
    // that path. Written twice word for word, the builder still rejects it.
    const dead = unmatchable(r.source);
    const first = dead ? identical : firstBySource.get(src);
    if (first === undefined) {
      if (!dead) firstBySource.set(src, i);
      return;
    }
    const earlier = site.redirects[first]!;
    // Written differently (a trailing slash, the base path, a query): the builder accepts both, but they
    // answer the same URL path, so only one of them can ever apply.
    const same =
      routePath(earlier.destination, routes.basePath) === routePath(r.destination, routes.basePath) ||
      earlier.destination === r.destination;
    // The same path with and without the base path, to the same place: a hedge, since whether the host matches
    // sources with the base path or without it is not documented (Polar, served under /docs, writes 24 such pairs
    // on purpose). Which one is redundant is unknown, so nothing is said; with two destinations it is a conflict.
    const base = routes.basePath;
    if (
      same &&
      base &&
      identical === undefined &&
      (earlier.source === base + r.source || r.source === base + earlier.source)
    )
      return;
    if (identical !== undefined) {
      out.add(
        'redirect-duplicate-source',
        r.sourceSpan,
        `Redirect source "${r.source}" is already used by the redirect on ${redirectLine(out, site.redirects[identical]!, r)}; the site builder rejects ${out.configFile} when a source appears twice ("Each source path can only be used once").`,
        {
          key: src,
          data: { source: r.source, firstSource: r.source, sameDestination: same },
          fix: { message: 'Remove one of the two redirects.' },
        },
      );
      return;
    }
    out.add(
      'redirect-duplicate-source',
      r.sourceSpan,
      `Redirect source "${r.source}" is the same URL path as the source "${earlier.source}" of the redirect on ${redirectLine(out, earlier, r)}, written differently; only one of them can apply${same ? ', and both lead to the same place, so this one is redundant' : `, so readers may never be sent to "${r.destination}"`}. The site builder accepts this, since the two sources are not identical.`,
      {
        key: src,
        data: { source: r.source, firstSource: earlier.source, sameDestination: same },
        severity: 'warning',
        fix: {
          message: same ? 'Remove this redirect.' : 'Keep one redirect for this path, with the destination you want.',
        },
      },
    );
  });
}

/**
 * A redirect to a folder with no index page: as a link there (links.ts), a warning that says what is not known.
 * ankitects/anki 2cdf314219 (fresh set 91) added `/manual/faqs` → `/faqs/` a commit after faqs/ lost its index page,
 * and nothing was said.
 */
function folderDestination(r: Redirect, src: string, dest: string, out: FindingSink): void {
  out.add(
    'redirect-target-missing',
    r.destinationSpan,
    `Redirect "${r.source}" → "${r.destination}" leads to the folder /${dest}/, which has no index page: \`mint broken-links\` counts a folder as there, but no page is served at it, and what the live site shows there (a 404 or another page) is not documented.`,
    {
      // Not the key of the redirect's error: a change that removes the folder makes the error new, not this warning's.
      key: `${src}|folder`,
      data: { source: r.source, destination: r.destination, folder: true },
      severity: 'warning',
      fix: {
        message: `Point the redirect at a page of the folder, or give the folder an index page (${dest}/index.mdx).`,
      },
    },
  );
}

/**
 * The hint for a destination that answers without its first segment: the site may be served under it. Not where it
 * is a folder of the site's (cudoventures/cudo-compute-docs f7cac2f545, fresh set 121: "/guides", holding 40 pages).
 */
function basePathSaid(
  first: string,
  stripped: string | undefined,
  site: CheckContext['site'],
  routes: CheckContext['routes'],
): string {
  if (!stripped || site.index.dirs.has(first) || routes.resolveDirect(stripped).kind === 'missing') return '';
  return ` If the site is served under "/${first}", set "basePath": "/${first}" in navguard's config.`;
}

/** redirect-loop, redirect-chain, redirect-target-missing: each destination's redirects followed to their end. */
function deadDestinations({ site, routes, out }: CheckContext): void {
  let languages: Set<string> | undefined;
  for (const r of site.redirects) {
    if (isExternal(r.destination) || /[:*]/.test(r.destination)) continue;
    const dest = routePath(r.destination, routes.basePath);
    const src = routes.sourcePattern(r).route;
    const direct = routes.resolveDirect(dest);
    if (folderWithoutIndex(direct, site)) {
      folderDestination(r, routes.sourcePattern(r).route, dest, out);
      continue;
    }
    if (direct.kind !== 'missing' && direct.kind !== 'ignored') continue;
    // Follow the chain by hand to tell loops from chains from dead ends.
    const trail = [src, dest];
    let cur = dest;
    // A redirect to its own source is a loop of one.
    let outcome: 'loop' | 'chain' | 'missing' = dest === src ? 'loop' : 'missing';
    // Where a chain ends, when it ends at a folder with no index page: no page to send the first redirect to.
    let endsAtFolder = false;
    for (let hop = 0; outcome === 'missing' && hop < 20; hop++) {
      const next = routes.redirectFor(cur);
      if (!next) break;
      if (isExternal(next.destination)) {
        outcome = 'chain';
        trail.push(next.destination);
        break;
      }
      const n = routePath(next.destination, routes.basePath);
      if (trail.includes(n)) {
        trail.push(n);
        outcome = 'loop';
        break;
      }
      trail.push(n);
      const t = routes.resolveDirect(n);
      if (t.kind !== 'missing' && t.kind !== 'ignored') {
        outcome = 'chain';
        endsAtFolder = folderWithoutIndex(t, site);
        break;
      }
      cur = n;
    }
    const paths = trail.map((p) => (isExternal(p) ? p : `/${p}`));
    const shown = paths.join(' → ');
    if (outcome === 'loop') {
      out.add(
        'redirect-loop',
        r.destinationSpan,
        `Redirects go round in a circle: ${shown}. Browsers stop with "too many redirects".`,
        {
          key: [...trail].sort().join('|'),
          data: { trail: paths },
          fix: { message: 'Point one of these redirects at a real page.' },
        },
      );
    } else if (outcome === 'chain') {
      const final = trail[trail.length - 1]!;
      const finalText = isExternal(final) ? final : `/${final}`;
      out.add(
        'redirect-chain',
        r.destinationSpan,
        `Redirect "${r.source}" leads to another redirect: ${shown}. Each extra hop slows readers and search engines.`,
        {
          key: `${src}`,
          data: { source: r.source, destination: r.destination, final: finalText },
          // Not straight to a folder with no index page (walk 81: 4 redirects sent to /api-reference, 4 warnings).
          fix: endsAtFolder
            ? {
                message: `Send "${r.source}" straight to the page that "${finalText}" should lead to: it is a folder with no index page.`,
              }
            : {
                message: `Send "${r.source}" straight to "${finalText}".`,
                edits: out.replaceEdit(r.destinationSpan, JSON.stringify(finalText)),
              },
        },
      );
    } else {
      // The destination may itself be redirected (e.g. by a wildcard) to somewhere that does not exist.
      const last = trail[trail.length - 1]!;
      const hops = trail.length > 2;
      const why =
        direct.kind === 'ignored'
          ? `"${r.destination}" exists as a file, but ${direct.reason}`
          : hops
            ? `"${r.destination}" is itself redirected (${shown}), and no page, generated API page or redirect answers at "/${last}"`
            : `no page, generated API page or redirect answers at "${r.destination}"${routes.unlistedNote(dest)}`;
      const near = routes.suggest(hops ? last : dest);
      const first = dest.split('/')[0]!;
      // A language prefix (`/es/…`) is a missing translation, not a sign the site is served under a subpath.
      const stripped =
        dest.includes('/') && !(languages ??= languagePrefixes(site)).has(first.toLowerCase())
          ? dest.slice(dest.indexOf('/') + 1)
          : undefined;
      const basePathHint = hops ? '' : basePathSaid(first, stripped, site, routes);
      // A source that is still a page is no old URL: the page and the redirect contend for it (redirect-shadows-page).
      const shadowed = shadowedPage(site, routes, r);
      const fate = shadowed
        ? `"${r.source}" is also the page ${out.repoPath(shadowed.path)}: wherever the redirect wins over it, readers who open that page land on ${routes.notFound}`
        : `Readers who follow the old URL land on ${routes.notFound}`;
      out.add(
        'redirect-target-missing',
        r.destinationSpan,
        `Redirect "${r.source}" → "${r.destination}": ${why}. ${fate}.${basePathHint}`,
        {
          key: src,
          data: { source: r.source, destination: r.destination, ...(near ? { suggestion: `/${near}` } : {}) },
          fix: near
            ? {
                message: `Did you mean "/${near}"?`,
                edits: out.replaceEdit(r.destinationSpan, JSON.stringify(`/${near}`)),
              }
            : { message: 'Point the redirect at an existing page.' },
        },
      );
    }
  }
}
