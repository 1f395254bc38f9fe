// missing-redirect for the API pages a spec change moved (site/endpoint-pages.ts tells which).
import { dirname } from '../../base/paths.js';
import type { SiteModel } from '../../site/model.js';
import { endpointPages, movedEndpoints, movedFolders, type MovedEndpoint } from '../../site/endpoint-pages.js';
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
export function reportMovedEndpoints(
  base: SiteModel,
  head: SiteModel,
  answers: (slug: string) => boolean,
  out: FindingSink,
  notFound: string,
): void {
  const before = endpointPages(base);
  const moved = before.size ? movedEndpoints(before, endpointPages(head), answers) : [];
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
