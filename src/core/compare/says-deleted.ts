// What a comparison adds to findings about files the change deleted: that it deleted them, and how to mend it.
import { basename, joinPath, stripPageExt } from '../base/paths.js';
import { fewOf, plural } from '../base/plural.js';
import { redirectJson } from '../json/redirect-json.js';
import type { Finding } from '../base/types.js';
import { spanEdit } from '../base/edits.js';
import { servedAt } from '../site/link-path.js';
import { listedAnyway, notFoundOn } from '../site/routes.js';
import type { SiteModel } from '../site/model.js';
import { walk } from '../site/nav.js';
import { addedByNameAs } from '../site/added-by-name.js';

/**
 * A link to a file that is no page (an image, a download) which the change deleted says so, and that the way to
 * mend it is to restore the file or take the link out: no page or redirect stands in for an image. An entry whose
 * page the change deleted says so too, and that removing the entry wants a redirect: Larkup-AI/larkup (fresh set
 * 85) deleted two pages, was told to "create them, or remove the entries", removed the entries, and lost both URLs
 * without a word (the removal of an entry whose page was already gone asks for nothing).
 */
export function saysDeleted(
  findings: Finding[],
  base: SiteModel,
  head: SiteModel,
  /** Pages the change renamed, by old slug: not deleted. */
  renamed: ReadonlyMap<string, string>,
  /** The paths missing-redirect asks a redirect for (exact sources), and the path each would send readers to. */
  redirected: ReadonlyMap<string, string> = new Map(),
  /** Files the change moved (git's renames, docs-root-relative): base path → head path. */
  moved: ReadonlyMap<string, string> = new Map(),
): Finding[] {
  // A page is looked up by its slug: no set of every page's path is built on each comparison.
  const isPage = (path: string): boolean => base.index.pages.get(stripPageExt(path))?.path === path;
  // A link to a folder with no index page reached one of its pages, or nothing the builder documents; a change that
  // removes every file under it leaves a 404 (initia-labs/docs dd48455872, fresh set 94: 10 links to
  // /resources/developer/networks, told nothing of why, as 4 pages under it went).
  let listed: Set<string> | undefined;
  const listedInHead = (): Set<string> =>
    (listed ??= new Set(head.nav ? walk(head.nav).flatMap((n) => (n.kind === 'page' ? [n.page] : [])) : []));
  const addedByName = addedByNameAs(head, (slug) => !base.index.pages.has(slug));
  const told = new Map<string, ((f: Finding) => Finding) | undefined>();
  const emptiedFolder = (target: string): ((f: Finding) => Finding) | undefined => {
    if (!told.has(target)) told.set(target, folderSaid(target, base, head));
    return told.get(target);
  };
  return findings.map((f): Finding => {
    if (f.rule === 'page-not-found' && f.data.folder !== undefined) return saysFolderDeleted(f, base, head, renamed);
    // Not a folder's finding (entries under a folder with no files: data.folder), which speaks for many entries.
    const page = f.rule === 'page-not-found' && f.data.folder === undefined ? f.data.page : undefined;
    const deleted = page === undefined ? undefined : base.index.pages.get(page);
    const movedTo = page === undefined ? undefined : renamed.get(page);
    if (f.rule === 'page-not-found' && deleted && movedTo !== undefined && head.index.pages.has(movedTo))
      return saysMoved(f, joinPath(base.source.rootPrefix, deleted.path), movedTo, head, listedInHead().has(movedTo));
    if (page !== undefined && deleted && !head.index.pages.has(page)) {
      const file = joinPath(base.source.rootPrefix, deleted.path);
      // Plura-AI/plura-docs 09660cb22b (fresh set 104) deleted automation-platforms/make.mdx and added
      // automations/make.mdx, rewritten: told only "deleted", with a redirect to "/NEW-PATH".
      const named = addedByName(page);
      if (named !== undefined) {
        const added = joinPath(head.source.rootPrefix, head.index.pages.get(named)!.path);
        const redirect = redirectJson(`/${servedAt(page)}`, `/${servedAt(named)}`);
        return {
          ...f,
          message: `${f.message} This change deleted ${file} and added ${added}, which may replace it.`,
          fix: {
            message: `If ${added} replaces it, point the entry at "${named}" and add ${redirect} to "redirects" in ${basename(f.file)}: readers who kept its URL lose it otherwise. If not, restore ${file} or remove the entry, with a redirect to the page that replaces it.`,
          },
        };
      }
      const redirect = redirectJson(`/${servedAt(page)}`, '/NEW-PATH');
      return {
        ...f,
        message: `${f.message} This change deleted ${file}.`,
        fix: {
          message: `Restore ${file}, or remove the entry and add ${redirect} to "redirects" in ${basename(f.file)} with the page that replaces it: readers who kept its URL lose it otherwise.`,
        },
      };
    }
    if (f.rule === 'import-not-found') {
      const gone = f.data.target;
      return gone !== undefined && base.index.files.has(gone) && !head.index.files.has(gone)
        ? toldGone(f, gone, base, head, moved)
        : f;
    }
    if (f.rule !== 'broken-link' || f.data.target === undefined) return f;
    // A link to a folder leads to its index page (cudoventures/cudo-compute-docs 05648ce179, fresh set 121: /docs/api,
    // whose index page moved, was told its folder "had no index page").
    const target = base.index.pages.has(`${f.data.target}/index`) ? `${f.data.target}/index` : f.data.target;
    // A link to a page the change deleted (not renamed: the comparison says where it went) says so; its fix, to
    // point it elsewhere or add a redirect, stands (trytrama/docs, walk 78: the entry's finding said so, the link's not).
    const gonePage = base.index.pages.get(target);
    if (gonePage && renamed.has(target)) return f;
    if (gonePage && !head.index.pages.has(target)) {
      // One cause, two findings (chainstream-io/docs da1294e, fresh set 88: 50 removals and 101 links to them):
      // the link says the redirect missing-redirect asks for would serve it too, and where that sends readers, a guess
      // (zo-sol/docs 7ad31079c0, fresh set 117: "once it names the page that replaces it" read as if it named none).
      const to = redirected.get(servedAt(target));
      const served =
        to !== undefined
          ? ` The redirect that missing-redirect suggests, from /${servedAt(target)} to /${to} (a guess: check that page replaces it), would serve this link too.`
          : '';
      // The page the change added under its name, as the entry's finding names it (circle-devdocs 04df2595df, fresh
      // set 118: the entry offered one replacement, a link to the same page "Did you mean" another).
      const named = to === undefined ? addedByName(target) : undefined;
      const added = named === undefined ? undefined : head.index.pages.get(named);
      const file = joinPath(base.source.rootPrefix, gonePage.path);
      if (named !== undefined && added) {
        const shown = joinPath(head.source.rootPrefix, added.path);
        return {
          ...f,
          message: `${f.message} This change deleted ${file} and added ${shown}, which may replace it.`,
          fix: {
            message: `If ${shown} replaces it, point the link at "/${servedAt(named)}"; if not, at the page that does.`,
          },
        };
      }
      return { ...f, message: `${f.message} This change deleted ${file}.${served}` };
    }
    const emptied = emptiedFolder(target);
    if (emptied) return emptied(f);
    if (!base.index.files.has(target) || head.index.files.has(target) || isPage(target)) return f;
    // hashiraio/garden-docs (walk 82): an image moved to images/diagrams/ was "deleted", and the link's own fix
    // (the path where it went, with its edit) gave way to "Restore it, or take the image out".
    if (whereMoved(target, head, moved) !== undefined) return toldGone(f, target, base, head, moved);
    const what = /\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/i.test(target) ? 'image' : 'link';
    // A logo, favicon or navbar link is named by docs.json (or mint.json, or a file it pulls in), not by a page.
    const holder = f.file.endsWith('.json') ? basename(f.file) : 'the page';
    return {
      ...f,
      message: `${f.message} This change deleted ${target}.`,
      // A file of its name elsewhere, which the link's own fix points at (zo-sol/docs 95af69a2b6, fresh set 117: the
      // logo "is at /logo/iqlabstitle.png", and the fix said only to restore it), stays the fix.
      fix: f.fix?.edits ? f.fix : { message: `Restore ${target}, or take the ${what} out of ${holder}.` },
    };
  });
}

/**
 * A folder's page-not-found (entries under a folder with no files) whose files the change deleted says so, and where
 * those it moved went, with the redirects their URLs want, as an entry's finding does: Plura-AI/plura-docs 09660cb22b
 * (fresh set 104) moved the pages out of two folders and was told a build step might write them; the commit that
 * then pointed the entries at the new places was asked nothing, and 12 URLs went without a redirect.
 */
function saysFolderDeleted(
  f: Extract<Finding, { rule: 'page-not-found' }>,
  base: SiteModel,
  head: SiteModel,
  renamed: ReadonlyMap<string, string>,
): Finding {
  const pages = f.data.pages ?? [];
  const gone = pages.filter((p) => base.index.pages.has(p) && !head.index.pages.has(p));
  if (!gone.length) return f;
  const movedTo = (p: string): string | undefined => {
    const to = renamed.get(p);
    return to !== undefined && head.index.pages.has(to) ? to : undefined;
  };
  const files = gone.map((p) => {
    const file = joinPath(base.source.rootPrefix, base.index.pages.get(p)!.path);
    const to = movedTo(p);
    return to === undefined
      ? file
      : `${file} (moved to ${joinPath(head.source.rootPrefix, head.index.pages.get(to)!.path)})`;
  });
  const whose =
    gone.length === pages.length
      ? gone.length === 1
        ? 'its file'
        : `all ${gone.length} of their files`
      : `${gone.length} of their files`;
  const moves = gone.filter((p) => movedTo(p) !== undefined).length;
  const did = moves === 0 ? 'deleted' : moves === gone.length ? 'moved' : 'moved or deleted';
  const redirects = gone.slice(0, 2).map((p) => {
    const to = movedTo(p);
    return redirectJson(`/${servedAt(p)}`, to === undefined ? '/NEW-PATH' : `/${servedAt(to)}`);
  });
  // Said whole: the rule's own words guess why the folder is empty (a build step, translations not written yet).
  const entries = (f.data.entries ?? [f.data.entry]).map((e) => `"${e}"`);
  return {
    ...f,
    message: `${plural(pages.length, 'entry')} name pages under ${f.data.folder}/ (${fewOf(entries)}), and this change ${did} ${whose}: ${fewOf(files)}. ${listedAnyway(pages.length, notFoundOn(head), f.data.hidden === true)}.`,
    fix: {
      message: `Restore the files, or point the entries at the pages that replace them and add a redirect from each old URL to "redirects" in ${basename(f.file)} (${redirects.join(', ')}${gone.length > 2 ? ', …' : ''}): readers who kept those URLs lose them otherwise.`,
    },
  };
}

/** Where the change moved a file, when git saw it move and it is there in the head. */
function whereMoved(file: string, head: SiteModel, moved: ReadonlyMap<string, string>): string | undefined {
  const to = moved.get(file);
  return to !== undefined && head.index.files.has(to) ? to : undefined;
}

/**
 * A link's or import's finding about a file the head lacks, saying what the change did to it: deleted it, or moved it
 * (and where). A fix that points the link or import where the file moved restores what the page showed, so it is
 * safe (data.renamedTo).
 */
function toldGone<F extends Extract<Finding, { rule: 'broken-link' | 'import-not-found' }>>(
  f: F,
  file: string,
  base: SiteModel,
  head: SiteModel,
  moved: ReadonlyMap<string, string>,
): F {
  const to = whereMoved(file, head, moved);
  const was = joinPath(base.source.rootPrefix, file);
  if (to === undefined) return { ...f, message: `${f.message} This change deleted ${was}.` };
  const message = `${f.message} This change moved ${was} to ${joinPath(head.source.rootPrefix, to)}.`;
  const edits = f.fix?.edits;
  const follows = edits?.length === 1 && edits[0]!.newText === `/${to}`;
  return { ...f, message, ...(follows ? { data: { ...f.data, renamedTo: to } } : {}) };
}

/**
 * An entry whose page the change moved (git's rename, or the same content under a new name) says where it went, with
 * the entry pointed there: shells-company/shells-doc 220ced4f48 (fresh set 94) moved asdf-1.mdx to todos/ and was
 * told it had deleted it, to restore it or remove the entry. Pointed at the new page, the entry moves the page's URL,
 * for which missing-redirect then asks a redirect (`fix` takes both, in rounds).
 */
function saysMoved(
  f: Extract<Finding, { rule: 'page-not-found' }>,
  file: string,
  to: string,
  head: SiteModel,
  /** Whether the head's navigation lists the page where it went too: the entry is then one too many. */
  listed: boolean,
): Finding {
  const { entry, page } = f.data;
  const now = joinPath(head.source.rootPrefix, head.index.pages.get(to)!.path);
  const url = `/${servedAt(page)}`;
  const redirect = `redirect ${url} to /${servedAt(to)}`;
  // elementary-data/elementary d5a7b1c980 (fresh set 99): the redirect was there, and was asked for again.
  const redirected = f.data.redirectedTo === to;
  // CerebriumAI/documentation 8aa4b1e633 (fresh set 96): the new entry was added and the old one left.
  if (listed)
    return {
      ...f,
      message: `${f.message} This change moved ${file} to ${now}, which the navigation lists too.`,
      fix: {
        message: redirected
          ? `Remove this entry: the redirect from ${url} already sends its readers to /${servedAt(to)}.`
          : `Remove this entry, and ${redirect} (missing-redirect asks for it once the entry is gone): readers who kept its URL lose it otherwise.`,
      },
      data: { ...f.data, renamedTo: to },
    };
  // The entry as written names the page (`guide`, `/guide`); written otherwise, it is left to the writer.
  const written = entry === page || entry === `/${page}` ? entry : undefined;
  const edit = written === undefined ? undefined : spanEdit(f, JSON.stringify(written.startsWith('/') ? `/${to}` : to));
  return {
    ...f,
    message: `${f.message} This change moved ${file} to ${now}.`,
    fix: {
      message: redirected
        ? `Point the entry at "${to}": the redirect from ${url} already sends its readers there. Or move the page back.`
        : `Point the entry at "${to}", and ${redirect} (missing-redirect asks for it once the entry moves): readers who kept its URL lose it otherwise. Or move the page back.`,
      ...(edit ? { edits: [edit] } : {}),
    },
    data: { ...f.data, renamedTo: to },
  };
}

/** What a link to `folder` says when the change removed every file under it (undefined when it did not). */
function folderSaid(folder: string, base: SiteModel, head: SiteModel): ((f: Finding) => Finding) | undefined {
  if (!folder || !base.index.dirs.has(folder) || head.index.dirs.has(folder)) return undefined;
  let pages = 0;
  for (const slug of base.index.pages.keys()) if (slug.startsWith(`${folder}/`)) pages++;
  if (!pages) return undefined;
  const url = `/${folder}`;
  const redirect = redirectJson(url, '/NEW-PATH');
  return (f) => ({
    ...f,
    message: `${f.message} This change removed the ${pages === 1 ? 'page' : `${pages} pages`} under ${url}/, the folder the link names (it had no index page); a wildcard redirect for the folder's pages does not answer ${url} itself.`,
    fix: {
      message: `Point the link at the page that replaces them, or add ${redirect} to "redirects" with that page.`,
    },
  });
}
