// mint.json, the format before docs.json, read as the site builder reads it when a folder has no docs.json: upgraded
// on the fly. Its groups go under tabs split by each tab's URL prefix (the rest under one "Documentation" tab),
// the top-level `openapi` moves to `api.openapi`, redirects are kept. Used for the base of a comparison whose
// change migrates to docs.json, so that what the old site already had is not called new.
import type { SiteSource } from '../types.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first page a group (or nested group) lists, to place it under the tab whose URL prefix it starts with. */
function firstPage(group: unknown): string | undefined {
  if (!isObject(group) || !Array.isArray(group.pages)) return undefined;
  for (const p of group.pages) {
    if (typeof p === 'string') return p.replace(/^\/+/, '');
    const inner = firstPage(p);
    if (inner) return inner;
  }
  return undefined;
}

/** docs.json as the builder's upgrade makes it from a parsed mint.json; undefined when mint.json is no object. */
export function upgradeMintJson(mint: unknown): Json | undefined {
  if (!isObject(mint)) return undefined;
  const groups = Array.isArray(mint.navigation) ? mint.navigation.filter(isObject) : [];
  const tabs = (Array.isArray(mint.tabs) ? mint.tabs : [])
    .filter(isObject)
    .filter((t) => typeof t.name === 'string' && typeof t.url === 'string' && !/^[a-z]+:/i.test(t.url));
  const under = (url: string) => (g: Json) => {
    const page = firstPage(g);
    const prefix = url.replace(/^\/+|\/+$/g, '');
    return page !== undefined && (page === prefix || page.startsWith(`${prefix}/`));
  };
  const rest = groups.filter((g) => !tabs.some((t) => under(t.url as string)(g)));
  const navigation = tabs.length
    ? {
        tabs: [
          ...(rest.length ? [{ tab: 'Documentation', groups: rest }] : []),
          ...tabs.map((t) => ({ tab: t.name, groups: groups.filter(under(t.url as string)) })),
        ].filter((t) => t.groups.length),
      }
    : { groups };
  const docs: Json = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: typeof mint.name === 'string' ? mint.name : 'Documentation',
    colors: {
      primary: isObject(mint.colors) && typeof mint.colors.primary === 'string' ? mint.colors.primary : '#000000',
    },
    navigation,
  };
  if (mint.openapi !== undefined) docs.api = { openapi: mint.openapi };
  if (Array.isArray(mint.redirects)) docs.redirects = mint.redirects;
  return docs;
}

/**
 * A folder that has mint.json and no docs.json, as a source whose docs.json is the upgraded mint.json; undefined
 * when there is no readable mint.json (or there is a docs.json, which the builder would use instead).
 */
export function mintJsonAsDocs(source: SiteSource): SiteSource | undefined {
  if (source.files.includes('docs.json') || !source.files.includes('mint.json')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(source.read('mint.json') ?? '');
  } catch {
    return undefined;
  }
  const docs = upgradeMintJson(parsed);
  if (!docs) return undefined;
  const text = `${JSON.stringify(docs, null, 2)}\n`;
  return {
    ...source,
    files: [...source.files, 'docs.json'].sort(),
    read: (p) => (p === 'docs.json' ? text : source.read(p)),
    contentId: source.contentId && ((p) => (p === 'docs.json' ? undefined : source.contentId!(p))),
    prefetch: source.prefetch && ((paths) => source.prefetch!(paths.filter((p) => p !== 'docs.json'))),
  };
}
