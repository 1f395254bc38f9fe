// The page a removed page's readers are best sent to when another page of the site shows the same thing: the same
// API operation (`openapi:` frontmatter) or the same file content. OrderlyNetwork/documentation-public 13334ff0b9
// (fresh set 101) deleted update-referral-multi-level-rebate-rate, a duplicate of update-referee-rebate-rate (both
// `openapi: … post /v1/referral/multi_level/rebate_rate/update`), and the redirect asked for guessed the first page
// left in its section.
import { topFolder } from '../../base/paths.js';
import type { PairContext } from '../rule.js';
import type { PageFile } from '../../site/pages.js';

type Site = PairContext['head'];

/** Characters of text under which a page's file is a placeholder, not content another page may stand in for. */
const SUBSTANCE = 200;

/** An `openapi` frontmatter value as one operation to a reader, whatever its spaces, trailing slash or parameter names. */
export function shownOperation(value: string | undefined): string | undefined {
  return (
    value
      ?.trim()
      .replace(/\s+/g, ' ')
      .replace(/(?<=\S)\/+$/, '')
      // A path parameter's name does not make another path: OpenAPI holds `/t/{id}` and `/t/{trader}` identical
      // (0xinsider 720edd2000, fresh set 116, replaced one by the other).
      .replace(/\{[^{}/]*\}/g, '{}')
      .toLowerCase() || undefined
  );
}

/** The operation a page's `openapi` frontmatter shows (shownOperation), if any. */
function operationOn(site: Site, page: PageFile | undefined): string | undefined {
  return page && shownOperation(site.index.frontmatter(page).openapi);
}

/** A shown operation's method and path alone, without the spec file a value may name first. */
function methodAndPath(shown: string): string {
  return shown.split(' ').slice(-2).join(' ');
}

/**
 * For an operation (`GET /v1/x`), the one page of `site` whose `openapi` frontmatter shows it, if only one does: where
 * endpoint entries became pages of the same operations (mintlify-onboarding/circle-devdocs 13bda43243, fresh set 118:
 * 16 API pages no longer made were sent to /api-reference/health/ping, their neighbour in the navigation).
 */
export function pageShowingAs(site: Site): (operation: string) => string | undefined {
  let byOperation: Map<string, string[]> | undefined;
  return (operation) => {
    if (!byOperation) {
      byOperation = new Map();
      for (const [slug, page] of site.index.pages) {
        const shown = operationOn(site, page);
        if (shown === undefined) continue;
        const key = methodAndPath(shown);
        byOperation.set(key, [...(byOperation.get(key) ?? []), slug]);
      }
    }
    const found = byOperation.get(methodAndPath(shownOperation(operation) ?? ''));
    return found?.length === 1 ? found[0] : undefined;
  };
}

/**
 * Whether a page of `head` shows an API operation other than the one a removed page of `base` showed: no page to send
 * the removed page's readers to (7th-factor/chanl-docs b24d6cbc0f and 87abd157fb, fresh set 120: the pages of
 * PUT /plants/{id} and of two auth operations were sent to the first page left in their section, another operation's).
 */
export function showsAnotherOperation(
  base: Site,
  head: Site,
): (slug: string, page: string, orNone?: boolean) => boolean {
  const operation = (site: Site, slug: string): string | undefined => {
    const shown = operationOn(site, site.index.pages.get(slug));
    return shown && methodAndPath(shown);
  };
  // `orNone`: a page that shows no operation is no replacement either (a namesake: 7th-factor/chanl-docs 119036892f,
  // fresh set 120, sent "Workspace Settings", GET /api/v1/workspaces/{id}/settings, to the docs.json guide "settings").
  return (slug, page, orNone = false) => {
    const was = operation(base, slug);
    if (!was) return false;
    const now = operation(head, page);
    return now === undefined ? orNone : now !== was;
  };
}

/** What a page shows, as far as it tells it without reading: its API operation, else its content id. */
function shows(site: Site, slug: string): string | undefined {
  const page = site.index.pages.get(slug);
  if (!page) return undefined;
  // A path with and without its trailing slash is one operation to a reader: Agenta-AI/agenta f8eca2cda8 (fresh set
  // 105) rewrote 39 such pages with their paths' slashes dropped, and 38 got no guess.
  const op = operationOn(site, page);
  if (op) return `openapi\0${op}`;
  const id = site.source.knownContentId?.(page.path);
  return id === undefined ? undefined : `content\0${id}`;
}

/** The page, and whether it shows the same API operation (else the same file content). */
export interface SameContent {
  page: string;
  operation: boolean;
}

/**
 * For a page of `base` gone from `head`, the one page of `head` in its top folder (its language, version or product)
 * that shows the same operation or content; undefined when none or more than one does.
 */
export function sameContentAs(base: Site, head: Site): (slug: string) => SameContent | undefined {
  let byShown: Map<string, string[]> | undefined;
  return (slug) => {
    const wanted = shows(base, slug);
    if (wanted === undefined) return undefined;
    if (!byShown) {
      byShown = new Map();
      for (const s of head.index.pages.keys()) {
        const k = shows(head, s);
        if (k === undefined) continue;
        const list = byShown.get(k);
        if (list) list.push(s);
        else byShown.set(k, [s]);
      }
    }
    const same = (byShown.get(wanted) ?? []).filter((s) => s !== slug && topFolder(s) === topFolder(slug));
    if (same.length !== 1) return undefined;
    const operation = wanted.startsWith('openapi\0');
    // Two copies of a placeholder are the same file and no guide to each other (Elata-Biosciences/docs e52a66e,
    // fresh set 103: the web editor's "New file" page, twice): a file says where to go when it has something to say.
    if (!operation && (base.source.read(base.index.pages.get(slug)!.path) ?? '').trim().length < SUBSTANCE)
      return undefined;
    return { page: same[0]!, operation };
  };
}
