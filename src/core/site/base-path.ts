// The path a site is served under when nobody said so. Sites served at `example.com/docs` write raw JSX links and
// redirects with the `/docs` prefix (the host rewrites Markdown links, not those), and that is right on the live
// site; read from the docs root, every such link would look broken.
import type { SiteModel } from './model.js';
import { leadsNowhere, routePath, Routes } from './routes.js';

/** Fewer links than this never make a base path: one stray `/docs/…` link is just a broken link. */
const MIN_LINKS = 3;

export interface InferredBasePath {
  basePath: string;
  /** Links and redirects that use it and lead to a page once it is taken off. */
  evidence: number;
  /** A few of them, as written, for the note that says why. */
  examples?: string[];
}

/** How many of the links that made a base path its note names. */
const EXAMPLES = 3;

/**
 * A first path segment that the site has no page, file or folder for, used by several absolute links and
 * redirects that continue past it, most of which lead somewhere once it is taken off: the base path the site is
 * served under.
 */
export function inferBasePath(site: SiteModel, routes: Routes): InferredBasePath | undefined {
  // A segment the site answers itself is never the base path: asked once, and its links not collected (on a
  // versioned site nearly every absolute link starts with a language or version folder).
  // Each segment's rests of links, counted: copies of a page across versions and languages repeat its links.
  const bySegment = new Map<string, Map<string, number> | null>();
  const note = (url: string): void => {
    if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) === 47) return; // only "/x", not "//host"
    const end = segmentEnd(url);
    if (end < 0) return;
    const seg = url.slice(1, end);
    let list = bySegment.get(seg);
    if (list === null) return;
    // `/docs/guide.md` is a path in the repository (it works on GitHub), not a URL of a site under `/docs`.
    if (/\.mdx?([?#]|$)/i.test(url)) return;
    if (list === undefined) {
      list = taken(site, routes, seg) ? null : new Map();
      bySegment.set(seg, list);
      if (list === null) return;
    }
    // A link that names the prefix alone (`/seg/`, `/seg#x`) leads, without it, to the home page, which always
    // exists: no evidence either way. `/academic_overview/` (a page that moved) once made "/academic_overview" a
    // base path, and every broken link under it disappeared.
    const rest = url.slice(end);
    if (!/^\/+[^/?#]/.test(rest)) return;
    list.set(rest, (list.get(rest) ?? 0) + 1);
  };
  for (const page of site.index.pages.values()) for (const l of page.scan.links) note(l.url.trim());
  // Destinations only: a source is an old URL, so that it leads nowhere says nothing about a base path.
  for (const r of site.redirects) note(r.destination);
  let best: InferredBasePath | undefined;
  for (const [seg, rests] of bySegment) {
    if (!rests) continue;
    let links = 0;
    for (const n of rests.values()) links += n;
    if (links < MIN_LINKS) continue;
    let ok = 0;
    let fixed = 0;
    const examples: string[] = [];
    for (const [rest, n] of rests) {
      const without = routes.resolve(routePath(rest));
      if (without.kind === 'missing') continue;
      ok += n;
      if (examples.length < EXAMPLES) examples.push(`/${seg}${rest}`);
      if (!leadsNowhere(without) && leadsNowhere(routes.resolve(routePath(`/${seg}${rest}`)))) fixed += n;
    }
    // Most of those must lead nowhere as written: a link that works as written says nothing of a base path.
    // crewAI's `/en/concepts/tools` leads on through its redirect `/en/:slug*` → `/v1.15.17/en/:slug*`; read
    // under "/en", every redirect of the site chased its own tail. (Polar, under /docs, writes some redirects
    // both with and without it: a few of its links work either way.)
    if (ok >= MIN_LINKS && ok * 2 > links && fixed * 2 > ok && ok > (best?.evidence ?? 0))
      best = { basePath: `/${seg}`, evidence: ok, examples };
  }
  return best;
}

/**
 * The base path a change's two states are both read under, when none is configured: the head's guess, unless the
 * base had a page or folder there (links into a folder the change moved away are broken, not a base path). One
 * guess for both states: when a change ends or starts one, links it did not touch stay as they were.
 */
export function changeBasePath(
  base: SiteModel,
  baseRoutes: Routes,
  head: SiteModel,
  headRoutes: Routes,
): InferredBasePath | undefined {
  const guess = inferBasePath(head, headRoutes);
  return guess && !taken(base, baseRoutes, guess.basePath.slice(1)) ? guess : undefined;
}

/** Routes under the configured base path, or else under the one the site's own links show (and which that was). */
export function siteRoutes(
  site: SiteModel,
  configured: string,
  given = configured !== '',
  buildGenerated?: (slug: string) => boolean,
): { routes: Routes; inferred?: InferredBasePath } {
  const plain = new Routes(site, configured, buildGenerated);
  if (given) return { routes: plain };
  const inferred = inferBasePath(site, plain);
  return inferred ? { routes: new Routes(site, inferred.basePath, buildGenerated), inferred } : { routes: plain };
}

/** Where the first segment of "/seg/…" ends: the index of the first `/`, `?` or `#` after the leading slash, or -1. */
function segmentEnd(url: string): number {
  for (let i = 1; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 47 || c === 63 || c === 35) return i;
  }
  return -1;
}

/** Whether the site itself answers at `/seg`: a page, folder, file or redirect (not a file that merely shares the stem, like docs.json for `/docs`). */
function taken(site: SiteModel, routes: Routes, seg: string): boolean {
  const t = routes.resolve(seg);
  return t.kind !== 'missing' && !(t.kind === 'file' && !site.index.files.has(seg));
}
