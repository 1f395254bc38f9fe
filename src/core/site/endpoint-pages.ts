// API pages made from a navigation element's spec move when the spec renames a tag or edits a summary: the
// builder names each page `<directory>/<first tag>/<summary>` (builderSlug). Byzantine-Finance/docs fc5fc94aa3 and
// 6cbdd954f9 (fresh set 93) renamed tags and moved 49 such URLs, none redirected: every old one became a 404, and
// nothing was said. An operation is the same where its method and path are, under the same directory.
import { dirname, basename } from '../base/paths.js';
import { apiFolder, builderSlug, parseSpec, type Operation } from '../openapi/spec.js';
import type { SiteModel } from './model.js';
import { walk, type OpenApiRef } from './nav.js';

/**
 * An operation's page under a spec of the navigation; `partition`: the language, version or product whose section
 * makes it ('' outside them, site/nav.ts), as each makes its own page of an operation where their specs name it apart.
 */
export interface EndpointPage {
  slug: string;
  op: Operation;
  ref: OpenApiRef;
  partition: string;
}

/** An operation's page that moved: where it was and where it is. */
export interface MovedEndpoint {
  from: EndpointPage;
  to: EndpointPage;
}

/**
 * The pages a site makes of its specs' operations, by operation (`directory METHOD path`): each operation of a
 * navigation element's spec when no endpoint entry is under it, else the operations its entries list (`GET /x`);
 * read specs only. Both are named by builderSlug (704 of 704 listed entries' paths in the builder's route lists of
 * fresh set 93's builds; Byzantine 6cbdd954f9 went from one to the other while renaming tags). Operations whose
 * pages would share a path are left out: the builder numbers them apart, and which gets which is not told here.
 */
export function endpointPages(site: SiteModel): Map<string, EndpointPage> {
  return madePages(site).pages;
}

/** endpointPages, and the paths it leaves out because two or more operations' pages would share them. */
function madePages(site: SiteModel): { pages: Map<string, EndpointPage>; shared: Set<string> } {
  const pages = new Map<string, EndpointPage>();
  const keysAt = new Map<string, Set<string>>();
  // Where sections make one operation's page at the same path, it is one page: the first section's (the default
  // language's: mm-abp-docs, fresh set 115, whose findings named zh/mm-api/openapi.json for pages the en spec makes
  // too). At another path (mcgrphub/mc-markets-doc 26f665bae7, fresh set 120: the zh spec's own tags and summaries
  // make /api-reference/交易/修改持仓 beside the en page), each is a page of its own.
  const madeAt = new Set<string>();
  for (const { ref, operations, partition } of madeOperations(site))
    for (const op of operations) {
      const page = { slug: builderSlug(op, ref.directory), op, ref, partition };
      const key = opKey(page);
      const same = `${operationKey(page)}\0${page.slug}`;
      if (madeAt.has(same)) continue;
      madeAt.add(same);
      keysAt.set(page.slug, (keysAt.get(page.slug) ?? new Set()).add(key));
      if (!pages.has(key)) pages.set(key, page);
    }
  const shared = new Set([...keysAt].filter(([, keys]) => keys.size > 1).map(([slug]) => slug));
  for (const [key, page] of pages) if (shared.has(page.slug)) pages.delete(key);
  return { pages, shared };
}

/**
 * The operations a site's navigation makes pages of, with the spec each comes from (read specs only): every
 * operation of an element's spec where no endpoint entry is under it (`listed` false), else each operation an entry
 * lists (`GET /x`).
 */
export function* madeOperations(
  site: SiteModel,
): Generator<{ ref: OpenApiRef; operations: readonly Operation[]; listed: boolean; partition: string }> {
  const specOf = (ref: OpenApiRef | undefined) => {
    const spec = ref && !ref.isUrl ? site.specs.get(ref.source) : undefined;
    return spec && 'spec' in spec ? spec.spec : undefined;
  };
  if (!site.nav) return;
  for (const node of walk(site.nav)) {
    if (node.kind === 'endpoint') {
      const ref = node.specSource ? { source: node.specSource, isUrl: false, span: node.span } : node.openapi[0];
      const op = specOf(ref)?.byKey.get(`${node.method.toUpperCase()} ${node.endpointPath}`);
      if (op && ref) yield { ref, operations: [op], listed: true, partition: node.partition };
      continue;
    }
    if (!node.ownOpenapi || walk(node).some((n) => n.kind === 'endpoint')) continue;
    for (const ref of node.openapi) {
      const spec = specOf(ref);
      if (spec) yield { ref, operations: spec.operations, listed: false, partition: node.partition };
    }
  }
}

/**
 * The paths the builder gives the pages a site's navigation makes of every operation of its specs (those whose pages
 * would share a path too: one of them is served there), and the folders they are made in. The routes also accept such
 * a page under its folder without its tag (a link written so is not called broken), where no page is served:
 * JochemBruijninckx/docs 1690df7e05 (fresh set 97) removed 7 MDX pages as it put a tab back on its spec, and 5 of
 * their URLs read as answered by pages that sit in tag folders.
 */
export function madeApiPaths(site: SiteModel): { paths: Set<string>; folders: string[] } {
  const paths = new Set<string>();
  const folders = new Set<string>();
  for (const { ref, operations, listed } of madeOperations(site)) {
    if (listed) continue;
    folders.add(apiFolder(ref.directory));
    for (const op of operations) paths.add(builderSlug(op, ref.directory));
  }
  return { paths, folders: [...folders] };
}

/**
 * Operations of both states whose page moved (`before` to `after`), where nothing answers at the old path (`answers`).
 * An operation is the same where its directory, method and path are, or, where its method or path changed, its
 * directory and operationId are, each once in both states and the new key new: omnara-ai/omnara 3f72e57 (fresh set
 * 95) dropped `/api/v1` from all 128 paths and re-tagged one operation, whose page moved unsaid.
 */
export function movedEndpoints(
  before: ReadonlyMap<string, EndpointPage>,
  after: ReadonlyMap<string, EndpointPage>,
  answers: (slug: string) => boolean,
): MovedEndpoint[] {
  const moved: MovedEndpoint[] = [];
  const beforeIds = onlyPageBy(before, idKey);
  const afterIds = onlyPageBy(after, idKey);
  // An operation made from another spec or under another directory now, once in each state (thiomileapp/docs
  // dd00f55725, fresh set 119: a section dropped while two others' specs took its 13 operations: moved unasked).
  const beforeOps = onlyPageBy(before, sectionOperationKey);
  const afterOps = onlyPageBy(after, sectionOperationKey);
  for (const [key, from] of before) {
    const id = idKey(from);
    const op = sectionOperationKey(from);
    const to =
      after.get(key) ??
      (id === undefined || !beforeIds.get(id) ? undefined : afterIds.get(id)) ??
      (beforeOps.get(op) ? afterOps.get(op) : undefined);
    // Matched by its id, the operation's new key must be new: an operation the base had is itself.
    if (!to || (to !== after.get(key) && before.has(opKey(to)))) continue;
    if (to.slug !== from.slug && !answers(from.slug)) moved.push({ from, to });
  }
  return moved;
}

/** API pages the navigation makes of its specs that a change moved, added or removed. */
export interface ApiPageCounts {
  moved: number;
  added: number;
  removed: number;
  /** The specs named by URL differ between the states: their pages, not read, are in no count. */
  urlSpecsChanged?: boolean;
}

/**
 * How the API pages the navigation makes changed between two states, by operation (`apiPages`, absent when they did
 * not or a state has no navigation): moved (a tag, summary or path edited), added and removed. What a spec's own
 * edits do is no navigation change, and went unsaid: G-Core/product-documentation 5b666307cd (fresh set 113) read
 * "no navigation changes" above 5 API pages moved.
 */
export function apiPageChanges(base: SiteModel | undefined, head: SiteModel | undefined): { apiPages?: ApiPageCounts } {
  if (!base?.nav || !head?.nav) return {};
  const before = endpointPages(base);
  const after = endpointPages(head);
  const moved = movedEndpoints(before, after, () => false);
  const movedFrom = new Set(moved.map((m) => m.from.slug));
  const movedTo = new Set(moved.map((m) => m.to.slug));
  const slugs = (pages: ReadonlyMap<string, EndpointPage>): Set<string> =>
    new Set([...pages.values()].map((p) => p.slug));
  // A path two operations share is still served (by one of them): endpointPages leaves both out.
  const [was, now] = [slugs(before), slugs(after)];
  for (const [set, site] of [
    [was, base],
    [now, head],
  ] as const)
    for (const slug of madePages(site).shared) set.add(slug);
  let added = 0;
  let removed = 0;
  for (const slug of now) if (!was.has(slug) && !movedTo.has(slug)) added++;
  for (const slug of was) if (!now.has(slug) && !movedFrom.has(slug)) removed++;
  if (!moved.length && !added && !removed) return {};
  // edenai/docs 248b63db70 (fresh set 115): sections pointed back at specs by URL read as "34 removed".
  const urls = (site: SiteModel): string =>
    [...new Set(site.specRefs.filter((r) => r.isUrl && !r.apiOnly).map((r) => r.source))].sort().join('\n');
  const urlSpecsChanged = urls(base) !== urls(head);
  return { apiPages: { moved: moved.length, added, removed, ...(urlSpecsChanged && { urlSpecsChanged }) } };
}

/**
 * Pages of the base the head no longer makes, whose operation the head's copy of the spec still holds and whose URL
 * nothing else answers (`stillServed`); not those that moved (movedEndpoints), nor an operation made elsewhere.
 */
export function droppedEndpoints(
  before: ReadonlyMap<string, EndpointPage>,
  after: ReadonlyMap<string, EndpointPage>,
  base: SiteModel,
  head: SiteModel,
  stillServed: (slug: string) => boolean,
): DroppedEndpoint[] {
  const madeNow = new Set([...after.values()].map((p) => p.slug));
  const opsNow = new Set([...after.values()].map(sectionOperationKey));
  const ids = new Set([...after.values()].map(sectionIdKey));
  const unnamed = new Map<string, ReturnType<SiteModel['specs']['get']>>();
  const specNow = (path: string): ReturnType<SiteModel['specs']['get']> => {
    if (!unnamed.has(path)) unnamed.set(path, keptSpec(base, head, path));
    return unnamed.get(path);
  };
  let shared: Set<string> | undefined;
  return [...before.entries()]
    .filter(([key, page]) => {
      if (after.has(key) || madeNow.has(page.slug) || stillServed(page.slug)) return false;
      // Made elsewhere now (another directory, a changed path with its operationId): moved, not dropped.
      if (opsNow.has(sectionOperationKey(page))) return false;
      if (page.op.operationId !== undefined && ids.has(sectionIdKey(page))) return false;
      const spec = head.specs.get(page.ref.source) ?? specNow(page.ref.source);
      return !!spec && 'spec' in spec && spec.spec.byKey.has(operationKey(page));
    })
    .map(([, page]): DroppedEndpoint => {
      // mm-abp-docs c8ccd18158 (fresh set 115): re-tagged, the operation's page would be where another spec's
      // operation has its own; the builder serves one there and numbers the other apart (endpointPages leaves both).
      const read = head.specs.get(page.ref.source);
      const op = read && 'spec' in read ? read.spec.byKey.get(operationKey(page)) : undefined;
      const slug = op && builderSlug(op, page.ref.directory);
      return slug !== undefined && !madeNow.has(slug) && (shared ??= madePages(head).shared).has(slug)
        ? { ...page, sharedSlug: slug }
        : page;
    });
}

/** A page no longer made where it was; `sharedSlug`: where its operation's page is now, a path another's shares. */
export type DroppedEndpoint = EndpointPage & { sharedSlug?: string };

/**
 * The head's reading of a spec it still holds but no longer names: the operations are still the API's, only no page
 * is made of them (screenpipe/screenpipe 0ec2f4f987, fresh set 112: the tab naming it removed, every API page gone,
 * nothing asked). The base's reading where the file is unchanged; read anew where the change edited it too.
 */
function keptSpec(base: SiteModel, head: SiteModel, path: string): ReturnType<SiteModel['specs']['get']> {
  const read = base.specs.get(path);
  if (!read || !head.index.files.has(path)) return undefined;
  const [was, now] = [base.source.knownContentId?.(path), head.source.knownContentId?.(path)];
  if (was !== undefined && now !== undefined && was === now) return read;
  const text = head.source.read(path);
  if (text === undefined) return undefined;
  // Without content ids, the texts tell whether it is the same file.
  const same = (was === undefined || now === undefined) && base.source.read(path) === text;
  return same ? read : parseSpec(path, text);
}

const opKey = (p: EndpointPage): string => `${p.partition}\0${p.ref.directory ?? ''} ${p.op.method} ${p.op.path}`;
const idKey = (p: EndpointPage): string | undefined =>
  p.op.operationId === undefined ? undefined : `${p.partition}\0${p.ref.directory ?? ''} ${p.op.operationId}`;

/** An operation's method and path, whatever spec or directory makes its page. */
const operationKey = (p: EndpointPage): string => `${p.op.method} ${p.op.path}`;
/** operationKey within the page's section: another language's page of the operation is another page. */
const sectionOperationKey = (p: EndpointPage): string => `${p.partition}\0${operationKey(p)}`;
/** The operationId within the page's section, whatever spec or directory makes the page. */
const sectionIdKey = (p: EndpointPage): string | undefined =>
  p.op.operationId === undefined ? undefined : `${p.partition}\0${p.op.operationId}`;

/** Pages by a key: the one page that has it, or undefined where several share it (pages without one left out). */
function onlyPageBy(
  pages: ReadonlyMap<string, EndpointPage>,
  key: (p: EndpointPage) => string | undefined,
): Map<string, EndpointPage | undefined> {
  const out = new Map<string, EndpointPage | undefined>();
  for (const p of pages.values()) {
    const k = key(p);
    if (k !== undefined) out.set(k, out.has(k) ? undefined : p);
  }
  return out;
}

/**
 * Moved pages that went as a whole folder to another, each keeping its name (a tag renamed): by old folder, the
 * new one, when at least `min` pages moved so and the old folder keeps no page of the base's.
 */
export function movedFolders(
  moved: readonly MovedEndpoint[],
  basePages: ReadonlyMap<string, EndpointPage>,
  min: number,
): Map<string, string> {
  const into = new Map<string, string | undefined>();
  const count = new Map<string, number>();
  for (const m of moved) {
    const from = dirname(m.from.slug);
    const to = basename(m.from.slug) === basename(m.to.slug) ? dirname(m.to.slug) : undefined;
    into.set(from, into.has(from) && into.get(from) !== to ? undefined : to);
    count.set(from, (count.get(from) ?? 0) + 1);
  }
  const inFolder = new Map<string, number>();
  for (const p of basePages.values()) inFolder.set(dirname(p.slug), (inFolder.get(dirname(p.slug)) ?? 0) + 1);
  const folders = new Map<string, string>();
  for (const [from, to] of into)
    if (to !== undefined && count.get(from)! >= min && count.get(from) === inFolder.get(from)) folders.set(from, to);
  return folders;
}
