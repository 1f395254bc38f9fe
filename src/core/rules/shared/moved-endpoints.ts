// missing-redirect for the API pages a spec change moved (site/endpoint-pages.ts tells which), and for those the
// navigation no longer makes of operations its spec still holds.
import { dirname } from '../../base/paths.js';
import { apiFolder } from '../../openapi/spec.js';
import type { SiteModel } from '../../site/model.js';
import type { Routes } from '../../site/routes.js';
import {
  droppedEndpoints,
  endpointPages,
  movedEndpoints,
  movedFolders,
  type DroppedEndpoint,
  type EndpointPage,
  type MovedEndpoint,
} from '../../site/endpoint-pages.js';
import type { JNode, Span } from '../../json/document.js';
import { fewOf, plural } from '../../base/plural.js';
import { pageShowingAs } from './same-content.js';
import { redirectJson } from '../../json/redirect-json.js';
import type { TextEdit } from '../../base/types.js';
import type { FindingSink } from '../rule.js';
import { get } from '../../json/document.js';
import { insertRedirects } from './insert-redirects.js';

/** A folder of moved pages is one finding, with one wildcard, from this many pages on (as a folder of pages). */
const FOLDER_MIN = 3;

/** Why a page moved (`whose`: its, or their for a folder's pages): its tag, its summary, or its `x-mint.href` changed. */
function why(m: MovedEndpoint, whose = 'its'): string {
  const [a, b] = [m.from.op, m.to.op];
  const under = (d: string | undefined): string => `/${apiFolder(d)}/`;
  // Only the folder they are made in (cudoventures/cudo-compute-docs 2de6dda777, fresh set 121: "now made from
  // openapi.json", the spec they were made from before).
  if (m.from.ref.source === m.to.ref.source && m.from.ref.directory !== m.to.ref.directory)
    return `the "directory" of ${whose} section's spec changed from ${under(m.from.ref.directory)} to ${under(m.to.ref.directory)}`;
  if (m.from.ref.source !== m.to.ref.source)
    return `${whose === 'its' ? 'it is' : 'they are'} now made from ${m.to.ref.source}${m.to.ref.directory ? `, under ${m.to.ref.directory}/` : ''}`;
  if (a.href !== b.href) return `${whose} x-mint href changed`;
  if (a.tag !== b.tag)
    return b.tag
      ? a.tag
        ? `${whose} tag "${a.tag}" is now "${b.tag}"`
        : `${whose === 'its' ? 'it now has' : 'they now have'} the tag "${b.tag}"`
      : `${whose} tag was taken off`;
  if (a.summary !== b.summary) return `${whose} summary "${a.summary ?? ''}" is now "${b.summary ?? ''}"`;
  return `${whose} path ${a.method} ${a.path} is now ${b.method} ${b.path}`;
}

/** An operation as the base wrote it, with what it is now where its method or path changed (matched by operationId). */
function operationOf(m: MovedEndpoint): string {
  const [a, b] = [m.from.op, m.to.op];
  const was = `${a.method} ${a.path}`;
  const now = `${b.method} ${b.path}`;
  return was === now ? was : `${was} (now ${now}, the same operationId)`;
}

/**
 * missing-redirect for the pages of operations that moved, at the head's `openapi` that makes them: a folder of
 * them that moved whole (a tag renamed) with one wildcard, the others each with its exact redirect. Both are
 * what the change did, so the fixes are exact (`renamedTo`).
 */
function reportMovedEndpoints(
  before: ReadonlyMap<string, EndpointPage>,
  after: ReadonlyMap<string, EndpointPage>,
  head: SiteModel,
  answers: (slug: string) => boolean,
  out: FindingSink,
  notFound: string,
): void {
  const moved = before.size ? movedEndpoints(before, after, answers) : [];
  if (!moved.length || !head.docs) return;
  const docs = head.docs;
  const addRedirects = (redirects: { source: string; destination: string }[]): TextEdit[] =>
    insertRedirects(out, docs, get(docs, 'redirects'), redirects);
  const folders = movedFolders(moved, before, FOLDER_MIN);
  const lost = `bookmarks, search results and links from other sites now get ${notFound}`;
  for (const [from, to] of folders) {
    const pages = moved.filter((m) => dirname(m.from.slug) === from);
    const redirects = [{ source: `/${from}/:slug*`, destination: `/${to}/:slug*` }];
    const sample = pages
      .slice(0, 3)
      .map((m) => `/${m.from.slug}`)
      .join(', ');
    out.add(
      'missing-redirect',
      pages[0]!.to.ref.span,
      `The API pages of /${from}/ (${pages.length}: ${sample}${pages.length > 3 ? ', …' : ''}), made from ${pages[0]!.to.ref.source}, moved to /${to}/ because ${why(pages[0]!, 'their')}, but ${out.configFile} has no redirect for them: ${lost}.`,
      {
        key: `${from}/`,
        data: {
          source: redirects[0]!.source,
          destination: redirects[0]!.destination,
          renamedTo: to,
          pages: pages.map((m) => m.from.slug),
          redirects,
          api: true,
        },
        fix: {
          message: `Add ${redirectJson(redirects[0]!.source, redirects[0]!.destination)} to "redirects": one wildcard keeps each reader on their page.`,
          edits: addRedirects(redirects),
        },
      },
    );
  }
  for (const m of moved) {
    if (folders.has(dirname(m.from.slug))) continue;
    const redirects = [{ source: `/${m.from.slug}`, destination: `/${m.to.slug}` }];
    out.add(
      'missing-redirect',
      m.to.ref.span,
      `/${m.from.slug}, the API page of ${operationOf(m)} made from ${m.to.ref.source}, moved to /${m.to.slug} because ${why(m)}, but ${out.configFile} has no redirect for it: ${lost}.`,
      {
        key: m.from.slug,
        data: {
          source: redirects[0]!.source,
          destination: redirects[0]!.destination,
          renamedTo: m.to.slug,
          redirects,
          api: true,
        },
        fix: {
          message: `Add ${redirectJson(redirects[0]!.source, redirects[0]!.destination)} to "redirects".`,
          edits: addRedirects(redirects),
        },
      },
    );
  }
}

/** Pages of one spec dropped together are one finding from this many on. */
const DROPPED_GROUP = 3;

/**
 * missing-redirect for API pages the navigation no longer makes though their spec still holds the operation (an
 * endpoint entry taken out, a section that no longer names the spec): their URLs now lead nowhere (cascade-labs/pmxt
 * e70fae1163, fresh set 108: filterMarkets and filterEvents taken out of the sidebar, their pages gone, unasked
 * beside the six moved pages of the same change). `stillServed`: what answers at a path in the head besides an API
 * page (a page, a file, a redirect). Where to send readers is a guess (the API page next to it in the navigation that
 * is still made), so the fix is offered, not applied unasked (no `renamedTo`).
 */
function reportDroppedEndpoints(
  before: ReadonlyMap<string, EndpointPage>,
  after: ReadonlyMap<string, EndpointPage>,
  base: SiteModel,
  head: SiteModel,
  stillServed: (slug: string) => boolean,
  anchor: Span,
  out: FindingSink,
  notFound: string,
): void {
  const dropped = droppedEndpoints(before, after, base, head, stillServed);
  if (!dropped.length || !head.docs) return;
  const docs = head.docs;
  const lost = `bookmarks, search results and links from other sites now get ${notFound}`;
  // Where a reader of a dropped page is best sent, as a guess: the API page next to it in the base's navigation
  // that the head still makes (the one before it, else the one after), most likely of its own section.
  const order = [...before];
  const neighbour = (page: EndpointPage): string | undefined => {
    const at = order.findIndex(([, p]) => p === page);
    const kept = (i: number): string | undefined => after.get(order[i]![0])?.slug;
    for (let i = at - 1; i >= 0; i--) if (kept(i)) return kept(i);
    for (let i = at + 1; i < order.length; i++) if (kept(i)) return kept(i);
    return undefined;
  };
  // Before the neighbour, the one page of the head that shows the same operation in its frontmatter.
  const showing = pageShowingAs(head);
  const destination = (page: EndpointPage): Destination => {
    const same = showing(`${page.op.method} ${page.op.path}`);
    return same !== undefined ? { to: same, how: 'same' } : { to: neighbour(page), how: 'neighbour' };
  };
  const bySpec = new Map<string, DroppedEndpoint[]>();
  for (const p of dropped) {
    const spec = `${p.ref.source}\0${p.ref.directory ?? ''}`;
    const pages = bySpec.get(spec);
    if (pages) pages.push(p);
    else bySpec.set(spec, [p]);
  }
  for (const pages of bySpec.values()) {
    const alone = pages.filter((p) => p.sharedSlug !== undefined);
    const rest = pages.filter((p) => p.sharedSlug === undefined);
    const groups = [...alone.map((p) => [p]), ...(rest.length >= DROPPED_GROUP ? [rest] : rest.map((p) => [p]))];
    for (const group of groups) reportDropped(group, destination, docs, anchor, out, lost);
  }
}

/** Where a dropped page's readers are sent, and by what guess. */
interface Destination {
  to: string | undefined;
  how: 'same' | 'neighbour';
}

const GUESSES = {
  same: 'the page that shows the same operation now (its `openapi` frontmatter)',
  neighbour: 'the API page next to it in the navigation that is still made',
} as const;

function reportDropped(
  group: readonly DroppedEndpoint[],
  destination: (page: EndpointPage) => Destination,
  docs: JNode,
  anchor: Span,
  out: FindingSink,
  lost: string,
): void {
  const first = group[0]!;
  const shared = first.sharedSlug;
  const hows = new Set<Destination['how']>();
  const redirects = group.flatMap((p) => {
    const d = p.sharedSlug === undefined ? destination(p) : undefined;
    const to = p.sharedSlug ?? d?.to;
    if (d && to !== undefined) hows.add(d.how);
    return to === undefined ? [] : [{ source: `/${p.slug}`, destination: `/${to}` }];
  });
  const one = group.length === 1;
  const why =
    shared !== undefined
      ? `its page would now be /${shared}, where another operation of the navigation's specs has its page too (the builder serves one of them there and numbers the other apart)`
      : 'the navigation no longer lists the operation, which the spec still holds';
  const text = one
    ? `/${first.slug}, the API page of ${first.op.method} ${first.op.path} made from ${first.ref.source}, is no longer made: ${why}, and ${out.configFile} has no redirect for it: ${lost}.`
    : `The API pages of ${group.length} operations made from ${first.ref.source} (${fewOf(group.map((p) => `/${p.slug}`))}) are no longer made: the navigation no longer lists them, though the spec still holds them, and ${out.configFile} has no redirect for them: ${lost}.`;
  const guess =
    shared !== undefined
      ? 'a guess, the path the operation shares now: give it a summary or tag of its own to have a page of its own'
      : `a guess, ${
          (['same', 'neighbour'] as const)
            .filter((h) => hows.has(h))
            .map((h) => GUESSES[h])
            .join(' where one does, else ') || GUESSES.neighbour
        }`;
  out.add('missing-redirect', anchor, text, {
    key: one ? first.slug : `${first.ref.source}|${first.ref.directory ?? ''}|dropped`,
    data: {
      source: `/${first.slug}`,
      ...(redirects[0] && { destination: redirects[0].destination }),
      ...(!one && { pages: group.map((p) => p.slug) }),
      redirects,
      api: true,
    },
    fix: redirects.length
      ? {
          message: one
            ? `Add ${redirectJson(redirects[0]!.source, redirects[0]!.destination)} to "redirects", or send it to the page that replaces it: ${redirects[0]!.destination} is ${guess}.`
            : `Add a redirect from each (${plural(redirects.length, 'redirect')}: each to ${guess}), or to the pages that replace them.`,
          edits: insertRedirects(out, docs, get(docs, 'redirects'), redirects),
        }
      : {
          message: `Add a redirect from ${one ? `"/${first.slug}"` : 'each'} to the page that replaces ${one ? 'it' : 'them'}, or list ${one ? 'the operation' : 'the operations'} in the navigation again.`,
        },
  });
}

/**
 * The API pages of each state but those of a spec that fails the builder's OpenAPI validation in either state: that
 * state built no site (openapi-invalid), so its pages were never served, or will not be (screenpipe/screenpipe
 * a2a5fe073e, fresh set 112: a spec restored after two commits that stopped every build, and 13 redirects asked from
 * pages no reader had).
 */
function builtPages(
  before: Map<string, EndpointPage>,
  base: SiteModel,
  after: Map<string, EndpointPage>,
  head: SiteModel,
): [Map<string, EndpointPage>, Map<string, EndpointPage>] {
  const failing = new Set<string>();
  for (const [pages, site] of [
    [before, base],
    [after, head],
  ] as const)
    for (const { ref } of pages.values()) {
      const read = site.specs.get(ref.source);
      if (read && 'spec' in read && read.spec.schemaProblem !== undefined) failing.add(ref.source);
    }
  if (!failing.size) return [before, after];
  const built = (pages: Map<string, EndpointPage>) =>
    new Map([...pages].filter(([, page]) => !failing.has(page.ref.source)));
  return [built(before), built(after)];
}

/**
 * missing-redirect for the API pages the navigation makes: those a spec change moved, and those it no longer makes
 * of operations the spec still holds. Gives what answers at a path in the head for the rest of the rule.
 */
export function reportApiPages(
  base: SiteModel,
  site: SiteModel,
  headRoutes: Routes,
  made: { paths: ReadonlySet<string>; folders: readonly string[] },
  meant: ReadonlySet<string>,
  anchor: Span,
  out: FindingSink,
): (path: string) => boolean {
  const answers = (path: string): boolean => {
    const kind = headRoutes.resolve(path).kind;
    // Not a generated page's path the builder does not give it (madeApiPaths).
    const unmade = kind === 'generated' && !made.paths.has(path) && made.folders.some((d) => path.startsWith(`${d}/`));
    return (kind !== 'missing' && !unmade) || meant.has(path);
  };
  // Both reports read the pages each state's navigation makes (each a walk of the navigation and its specs).
  const [before, after] = builtPages(endpointPages(base), base, endpointPages(site), site);
  reportMovedEndpoints(before, after, site, answers, out, headRoutes.notFound);
  // An API page's path answers as `generated` under each form of its slug a link may take (with its tag folder or
  // without); the builder makes a page at one only (madeApiPaths, endpointPages).
  const served = (path: string): boolean => {
    const kind = headRoutes.resolve(path).kind;
    return (
      (kind !== 'missing' && kind !== 'generated') ||
      made.paths.has(path) ||
      meant.has(path) ||
      !!headRoutes.redirectFor(path)
    );
  };
  reportDroppedEndpoints(before, after, base, site, served, anchor, out, headRoutes.notFound);
  return answers;
}
