export const id = 424;
export const ids = [424];
export const modules = {

/***/ 2424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ compareSources)
});

// EXTERNAL MODULE: ./lib/core/engine/analyze.js + 1 modules
var analyze = __webpack_require__(1065);
// EXTERNAL MODULE: ./lib/core/base/findings.js
var findings = __webpack_require__(4251);
// EXTERNAL MODULE: ./lib/core/site/nav.js
var nav = __webpack_require__(3986);
// EXTERNAL MODULE: ./lib/core/base/paths.js
var paths = __webpack_require__(7077);
// EXTERNAL MODULE: ./lib/core/base/plural.js
var plural = __webpack_require__(7111);
// EXTERNAL MODULE: ./lib/core/json/redirect-json.js
var redirect_json = __webpack_require__(7343);
// EXTERNAL MODULE: ./lib/core/base/edits.js
var edits = __webpack_require__(2088);
// EXTERNAL MODULE: ./lib/core/site/link-path.js
var link_path = __webpack_require__(1275);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var site_routes = __webpack_require__(8361);
// EXTERNAL MODULE: ./lib/core/site/added-by-name.js
var added_by_name = __webpack_require__(3059);
;// CONCATENATED MODULE: ./lib/core/compare/says-deleted.js
// What a comparison adds to findings about files the change deleted: that it deleted them, and how to mend it.








/**
 * A link to a file that is no page (an image, a download) which the change deleted says so, and that the way to
 * mend it is to restore the file or take the link out: no page or redirect stands in for an image. An entry whose
 * page the change deleted says so too, and that removing the entry wants a redirect: Larkup-AI/larkup (fresh set
 * 85) deleted two pages, was told to "create them, or remove the entries", removed the entries, and lost both URLs
 * without a word (the removal of an entry whose page was already gone asks for nothing).
 */
function saysDeleted(findings, base, head, 
/** Pages the change renamed, by old slug: not deleted. */
renamed, 
/** The paths missing-redirect asks a redirect for (exact sources), and the path each would send readers to. */
redirected = new Map(), 
/** Files the change moved (git's renames, docs-root-relative): base path → head path. */
moved = new Map()) {
    // A page is looked up by its slug: no set of every page's path is built on each comparison.
    const isPage = (path) => base.index.pages.get((0,paths/* stripPageExt */.pQ)(path))?.path === path;
    // A link to a folder with no index page reached one of its pages, or nothing the builder documents; a change that
    // removes every file under it leaves a 404 (initia-labs/docs dd48455872, fresh set 94: 10 links to
    // /resources/developer/networks, told nothing of why, as 4 pages under it went).
    let listed;
    const listedInHead = () => (listed ??= new Set(head.nav ? (0,nav/* walk */.GG)(head.nav).flatMap((n) => (n.kind === 'page' ? [n.page] : [])) : []));
    const addedByName = (0,added_by_name/* addedByNameAs */.$A)(head, (slug) => !base.index.pages.has(slug));
    const told = new Map();
    const emptiedFolder = (target) => {
        if (!told.has(target))
            told.set(target, folderSaid(target, base, head));
        return told.get(target);
    };
    return findings.map((f) => {
        if (f.rule === 'page-not-found' && f.data.folder !== undefined)
            return saysFolderDeleted(f, base, head, renamed);
        // Not a folder's finding (entries under a folder with no files: data.folder), which speaks for many entries.
        const page = f.rule === 'page-not-found' && f.data.folder === undefined ? f.data.page : undefined;
        const deleted = page === undefined ? undefined : base.index.pages.get(page);
        const movedTo = page === undefined ? undefined : renamed.get(page);
        if (f.rule === 'page-not-found' && deleted && movedTo !== undefined && head.index.pages.has(movedTo))
            return saysMoved(f, (0,paths/* joinPath */.uJ)(base.source.rootPrefix, deleted.path), movedTo, head, listedInHead().has(movedTo));
        if (page !== undefined && deleted && !head.index.pages.has(page)) {
            const file = (0,paths/* joinPath */.uJ)(base.source.rootPrefix, deleted.path);
            // Plura-AI/plura-docs 09660cb22b (fresh set 104) deleted automation-platforms/make.mdx and added
            // automations/make.mdx, rewritten: told only "deleted", with a redirect to "/NEW-PATH".
            const named = addedByName(page);
            if (named !== undefined) {
                const added = (0,paths/* joinPath */.uJ)(head.source.rootPrefix, head.index.pages.get(named).path);
                const redirect = (0,redirect_json/* redirectJson */.x)(`/${(0,link_path/* servedAt */.rv)(page)}`, `/${(0,link_path/* servedAt */.rv)(named)}`);
                return {
                    ...f,
                    message: `${f.message} This change deleted ${file} and added ${added}, which may replace it.`,
                    fix: {
                        message: `If ${added} replaces it, point the entry at "${named}" and add ${redirect} to "redirects" in ${(0,paths/* basename */.P8)(f.file)}: readers who kept its URL lose it otherwise. If not, restore ${file} or remove the entry, with a redirect to the page that replaces it.`,
                    },
                };
            }
            const redirect = (0,redirect_json/* redirectJson */.x)(`/${(0,link_path/* servedAt */.rv)(page)}`, '/NEW-PATH');
            return {
                ...f,
                message: `${f.message} This change deleted ${file}.`,
                fix: {
                    message: `Restore ${file}, or remove the entry and add ${redirect} to "redirects" in ${(0,paths/* basename */.P8)(f.file)} with the page that replaces it: readers who kept its URL lose it otherwise.`,
                },
            };
        }
        if (f.rule === 'import-not-found') {
            const gone = f.data.target;
            return gone !== undefined && base.index.files.has(gone) && !head.index.files.has(gone)
                ? toldGone(f, gone, base, head, moved)
                : f;
        }
        if (f.rule !== 'broken-link' || f.data.target === undefined)
            return f;
        // A link to a folder leads to its index page (cudoventures/cudo-compute-docs 05648ce179, fresh set 121: /docs/api,
        // whose index page moved, was told its folder "had no index page").
        const target = base.index.pages.has(`${f.data.target}/index`) ? `${f.data.target}/index` : f.data.target;
        // A link to a page the change deleted (not renamed: the comparison says where it went) says so; its fix, to
        // point it elsewhere or add a redirect, stands (trytrama/docs, walk 78: the entry's finding said so, the link's not).
        const gonePage = base.index.pages.get(target);
        if (gonePage && renamed.has(target))
            return f;
        if (gonePage && !head.index.pages.has(target)) {
            // One cause, two findings (chainstream-io/docs da1294e, fresh set 88: 50 removals and 101 links to them):
            // the link says the redirect missing-redirect asks for would serve it too, and where that sends readers, a guess
            // (zo-sol/docs 7ad31079c0, fresh set 117: "once it names the page that replaces it" read as if it named none).
            const to = redirected.get((0,link_path/* servedAt */.rv)(target));
            const served = to !== undefined
                ? ` The redirect that missing-redirect suggests, from /${(0,link_path/* servedAt */.rv)(target)} to /${to} (a guess: check that page replaces it), would serve this link too.`
                : '';
            // The page the change added under its name, as the entry's finding names it (circle-devdocs 04df2595df, fresh
            // set 118: the entry offered one replacement, a link to the same page "Did you mean" another).
            const named = to === undefined ? addedByName(target) : undefined;
            const added = named === undefined ? undefined : head.index.pages.get(named);
            const file = (0,paths/* joinPath */.uJ)(base.source.rootPrefix, gonePage.path);
            if (named !== undefined && added) {
                const shown = (0,paths/* joinPath */.uJ)(head.source.rootPrefix, added.path);
                return {
                    ...f,
                    message: `${f.message} This change deleted ${file} and added ${shown}, which may replace it.`,
                    fix: {
                        message: `If ${shown} replaces it, point the link at "/${(0,link_path/* servedAt */.rv)(named)}"; if not, at the page that does.`,
                    },
                };
            }
            return { ...f, message: `${f.message} This change deleted ${file}.${served}` };
        }
        const emptied = emptiedFolder(target);
        if (emptied)
            return emptied(f);
        if (!base.index.files.has(target) || head.index.files.has(target) || isPage(target))
            return f;
        // hashiraio/garden-docs (walk 82): an image moved to images/diagrams/ was "deleted", and the link's own fix
        // (the path where it went, with its edit) gave way to "Restore it, or take the image out".
        if (whereMoved(target, head, moved) !== undefined)
            return toldGone(f, target, base, head, moved);
        const what = /\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/i.test(target) ? 'image' : 'link';
        // A logo, favicon or navbar link is named by docs.json (or mint.json, or a file it pulls in), not by a page.
        const holder = f.file.endsWith('.json') ? (0,paths/* basename */.P8)(f.file) : 'the page';
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
function saysFolderDeleted(f, base, head, renamed) {
    const pages = f.data.pages ?? [];
    const gone = pages.filter((p) => base.index.pages.has(p) && !head.index.pages.has(p));
    if (!gone.length)
        return f;
    const movedTo = (p) => {
        const to = renamed.get(p);
        return to !== undefined && head.index.pages.has(to) ? to : undefined;
    };
    const files = gone.map((p) => {
        const file = (0,paths/* joinPath */.uJ)(base.source.rootPrefix, base.index.pages.get(p).path);
        const to = movedTo(p);
        return to === undefined
            ? file
            : `${file} (moved to ${(0,paths/* joinPath */.uJ)(head.source.rootPrefix, head.index.pages.get(to).path)})`;
    });
    const whose = gone.length === pages.length
        ? gone.length === 1
            ? 'its file'
            : `all ${gone.length} of their files`
        : `${gone.length} of their files`;
    const moves = gone.filter((p) => movedTo(p) !== undefined).length;
    const did = moves === 0 ? 'deleted' : moves === gone.length ? 'moved' : 'moved or deleted';
    const redirects = gone.slice(0, 2).map((p) => {
        const to = movedTo(p);
        return (0,redirect_json/* redirectJson */.x)(`/${(0,link_path/* servedAt */.rv)(p)}`, to === undefined ? '/NEW-PATH' : `/${(0,link_path/* servedAt */.rv)(to)}`);
    });
    // Said whole: the rule's own words guess why the folder is empty (a build step, translations not written yet).
    const entries = (f.data.entries ?? [f.data.entry]).map((e) => `"${e}"`);
    return {
        ...f,
        message: `${(0,plural/* plural */.L)(pages.length, 'entry')} name pages under ${f.data.folder}/ (${(0,plural/* fewOf */.s)(entries)}), and this change ${did} ${whose}: ${(0,plural/* fewOf */.s)(files)}. ${(0,site_routes/* listedAnyway */.l4)(pages.length, (0,site_routes/* notFoundOn */.dx)(head), f.data.hidden === true)}.`,
        fix: {
            message: `Restore the files, or point the entries at the pages that replace them and add a redirect from each old URL to "redirects" in ${(0,paths/* basename */.P8)(f.file)} (${redirects.join(', ')}${gone.length > 2 ? ', …' : ''}): readers who kept those URLs lose them otherwise.`,
        },
    };
}
/** Where the change moved a file, when git saw it move and it is there in the head. */
function whereMoved(file, head, moved) {
    const to = moved.get(file);
    return to !== undefined && head.index.files.has(to) ? to : undefined;
}
/**
 * A link's or import's finding about a file the head lacks, saying what the change did to it: deleted it, or moved it
 * (and where). A fix that points the link or import where the file moved restores what the page showed, so it is
 * safe (data.renamedTo).
 */
function toldGone(f, file, base, head, moved) {
    const to = whereMoved(file, head, moved);
    const was = (0,paths/* joinPath */.uJ)(base.source.rootPrefix, file);
    if (to === undefined)
        return { ...f, message: `${f.message} This change deleted ${was}.` };
    const message = `${f.message} This change moved ${was} to ${(0,paths/* joinPath */.uJ)(head.source.rootPrefix, to)}.`;
    const edits = f.fix?.edits;
    const follows = edits?.length === 1 && edits[0].newText === `/${to}`;
    return { ...f, message, ...(follows ? { data: { ...f.data, renamedTo: to } } : {}) };
}
/**
 * An entry whose page the change moved (git's rename, or the same content under a new name) says where it went, with
 * the entry pointed there: shells-company/shells-doc 220ced4f48 (fresh set 94) moved asdf-1.mdx to todos/ and was
 * told it had deleted it, to restore it or remove the entry. Pointed at the new page, the entry moves the page's URL,
 * for which missing-redirect then asks a redirect (`fix` takes both, in rounds).
 */
function saysMoved(f, file, to, head, 
/** Whether the head's navigation lists the page where it went too: the entry is then one too many. */
listed) {
    const { entry, page } = f.data;
    const now = (0,paths/* joinPath */.uJ)(head.source.rootPrefix, head.index.pages.get(to).path);
    const url = `/${(0,link_path/* servedAt */.rv)(page)}`;
    const redirect = `redirect ${url} to /${(0,link_path/* servedAt */.rv)(to)}`;
    // elementary-data/elementary d5a7b1c980 (fresh set 99): the redirect was there, and was asked for again.
    const redirected = f.data.redirectedTo === to;
    // CerebriumAI/documentation 8aa4b1e633 (fresh set 96): the new entry was added and the old one left.
    if (listed)
        return {
            ...f,
            message: `${f.message} This change moved ${file} to ${now}, which the navigation lists too.`,
            fix: {
                message: redirected
                    ? `Remove this entry: the redirect from ${url} already sends its readers to /${(0,link_path/* servedAt */.rv)(to)}.`
                    : `Remove this entry, and ${redirect} (missing-redirect asks for it once the entry is gone): readers who kept its URL lose it otherwise.`,
            },
            data: { ...f.data, renamedTo: to },
        };
    // The entry as written names the page (`guide`, `/guide`); written otherwise, it is left to the writer.
    const written = entry === page || entry === `/${page}` ? entry : undefined;
    const edit = written === undefined ? undefined : (0,edits/* spanEdit */.ZY)(f, JSON.stringify(written.startsWith('/') ? `/${to}` : to));
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
function folderSaid(folder, base, head) {
    if (!folder || !base.index.dirs.has(folder) || head.index.dirs.has(folder))
        return undefined;
    let pages = 0;
    for (const slug of base.index.pages.keys())
        if (slug.startsWith(`${folder}/`))
            pages++;
    if (!pages)
        return undefined;
    const url = `/${folder}`;
    const redirect = (0,redirect_json/* redirectJson */.x)(url, '/NEW-PATH');
    return (f) => ({
        ...f,
        message: `${f.message} This change removed the ${pages === 1 ? 'page' : `${pages} pages`} under ${url}/, the folder the link names (it had no index page); a wildcard redirect for the folder's pages does not answer ${url} itself.`,
        fix: {
            message: `Point the link at the page that replaces them, or add ${redirect} to "redirects" with that page.`,
        },
    });
}
//# sourceMappingURL=says-deleted.js.map
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 40 modules
var registry = __webpack_require__(9171);
// EXTERNAL MODULE: ./lib/core/rules/rule.js
var rule = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/core/config/config.js + 3 modules
var config_config = __webpack_require__(3829);
// EXTERNAL MODULE: ./lib/core/site/page-ids.js + 3 modules
var page_ids = __webpack_require__(8349);
// EXTERNAL MODULE: ./lib/core/site/unparsable.js
var unparsable = __webpack_require__(1940);
// EXTERNAL MODULE: ./lib/core/mdx/anchor-quick-look.js
var anchor_quick_look = __webpack_require__(9942);
// EXTERNAL MODULE: ./lib/core/mdx/page-syntax.js
var page_syntax = __webpack_require__(9354);
;// CONCATENATED MODULE: ./lib/core/compare/fragment-scope.js
// Which #fragment links a diff need not check: those whose answer cannot differ between the two states. A link's
// fragment check depends only on the link, the page it leads to and the ids that page gets (its text, its
// snippets' texts, docs.json `variables`); when all of these are the same in both states, the finding (or its
// absence) is the same too, so it is neither new nor fixed. Reading target pages' ids is the costly part of a
// diff on a large site, and this keeps it to what the change touched.



/** For the analysis of `site`, the links whose fragment answer is the same in `other`, or does not matter. */
function sameFragmentAs(site, other, config, { idsKept = new Set(), deleted = new Set(), renamedFiles = new Map(), checked = new Set() } = {}) {
    const never = () => false;
    if (!site.source.contentId || !other.source.contentId)
        return never;
    if (JSON.stringify((0,page_ids/* docsVariables */.VL)(site)) !== JSON.stringify((0,page_ids/* docsVariables */.VL)(other)))
        return never;
    const mine = (0,analyze/* siteRoutesFor */.B9)(site, config);
    const theirs = (0,analyze/* siteRoutesFor */.B9)(other, config);
    if (mine.config.basePath !== theirs.config.basePath)
        return never;
    const theirName = (path) => renamedFiles.get(path) ?? path;
    const same = (path, theirPath = path) => {
        const id = site.source.contentId?.(path);
        return id !== undefined && id === other.source.contentId?.(theirPath);
    };
    // A page gives the same ids when it and the snippets it renders (nested) are the same files with the same
    // contents, or when the change touched only its prose.
    const sameIds = new Map();
    const sameIdsOf = (path) => {
        let known = sameIds.get(path);
        if (known === undefined) {
            const theirPath = theirName(path);
            const snippets = (0,page_ids/* snippetsOf */.WT)(site, path);
            const theirSnippets = (0,page_ids/* snippetsOf */.WT)(other, theirPath);
            known =
                (same(path, theirPath) || (path === theirPath && idsKept.has(path))) &&
                    snippets.size === theirSnippets.size &&
                    [...snippets].every((p) => theirSnippets.has(p) && same(p));
            sameIds.set(path, known);
        }
        return known;
    };
    return (from, url, target) => {
        if (!from || checked.has(from))
            return false;
        if (deleted.has(from))
            return true;
        const u = url.trim();
        const theirFrom = theirName(from);
        const otherScan = other.index.scans.get(theirFrom);
        if (!otherScan || site.index.scans.get(from) === undefined)
            return false;
        // The same link in the same file, or it is new (or gone) and its answer must be known.
        if (!otherScan.links.some((l) => l.url === url))
            return false;
        let page;
        let otherPage;
        if (u.startsWith('#')) {
            page = (0,page_ids/* ownPage */.SO)(site, from);
            otherPage = (0,page_ids/* ownPage */.SO)(other, theirFrom);
        }
        else {
            const p = (0,link_path/* linkPath */.OT)(u, theirFrom, mine.config.basePath);
            if (p.kind !== 'path')
                return false;
            page = (0,page_ids/* targetPage */.Jr)(site, target);
            otherPage = (0,page_ids/* targetPage */.Jr)(other, theirs.routes.resolve(p.path));
        }
        if (!page || !otherPage || theirName(page.path) !== otherPage.path)
            return false;
        return sameIdsOf(page.path);
    };
}
//# sourceMappingURL=fragment-scope.js.map
;// CONCATENATED MODULE: ./lib/core/compare/same-structure.js
// Whether two states of a site have the same structure: what the checks that read only the structure read
// (SiteRuleModule.reads). Most pull requests edit the text of pages and nothing else; the head then gets those
// checks' findings from the base's analysis instead of running them again (on a 25,000-page site, a fifth of a
// small diff's analysis). Only what is sure to be equal counts: a file whose contents cannot be compared without
// reading it makes the states differ.

function sameStructure(base, head) {
    const a = base.source;
    const b = head.source;
    if (a.rootPrefix !== b.rootPrefix || !!a.upgradedFrom !== !!b.upgradedFrom)
        return false;
    if (a.files.length !== b.files.length || a.files.some((f, i) => f !== b.files[i]))
        return false;
    if (JSON.stringify(a.problems ?? []) !== JSON.stringify(b.problems ?? []))
        return false;
    for (const f of a.files) {
        if ((0,paths/* isPageFile */.MV)(f)) {
            const x = base.index.scans.get(f);
            const y = head.index.scans.get(f);
            if (x !== y && !(x && y && sameReadByStructure(x, y)))
                return false;
            continue;
        }
        // Specs, docs.json and the files it `$ref`s, .mintignore, mint.json, images: by their content ids alone.
        const id = a.knownContentId?.(f);
        if (id === undefined || id !== b.knownContentId?.(f))
            return false;
    }
    return true;
}
/** Whether two scans are equal in what the structure checks read of a page: frontmatter, imports, body line. */
function sameReadByStructure(x, y) {
    return (x.frontmatter === y.frontmatter &&
        x.bodyLine === y.bodyLine &&
        x.imports.length === y.imports.length &&
        x.imports.every((i, k) => {
            const j = y.imports[k];
            return i.source === j.source && i.line === j.line && i.column === j.column;
        }));
}
//# sourceMappingURL=same-structure.js.map
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
// EXTERNAL MODULE: ./lib/core/site/pages.js + 1 modules
var pages = __webpack_require__(5162);
;// CONCATENATED MODULE: ./lib/core/compare/same-subject.js
// Whether a page that took an old page's place in the navigation is that page renamed: an entry edited in place
// from one page to another is a rename only when the two evidently name one subject. Without that test a
// rewritten section paired its pages by position (lmnr-ai/docs cc6e13de: "configuration" "renamed to" datasets;
// onyx's regenerated API reference: "upload_file" to "stop_chat_session"), and a rename's redirect and link
// retargets are fixes `navguard fix` applies unasked.




/** Names a section's front page goes by: one of them replacing another is the same page. */
const FRONT = new Set(['index', 'introduction', 'intro', 'overview', 'home', 'welcome', 'readme']);
/** Words of a name or title, lower case: `get_user-by ID` → get, user, by, id. */
function words(s) {
    return s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
/** One's words all among the other's (`Quickstart`, `React Quickstart`), or the two spelt nearly alike. */
function alike(a, b) {
    const wa = words(a);
    const wb = words(b);
    if (!wa.length || !wb.length)
        return false;
    const [few, many] = wa.length <= wb.length ? [wa, new Set(wb)] : [wb, new Set(wa)];
    if (few.every((w) => many.has(w)))
        return true;
    const ja = wa.join('');
    const jb = wb.join('');
    return 1 - (0,mod/* distance */.Io)(ja, jb) / Math.max(ja.length, jb.length) >= 0.8;
}
/** Whether page `to` of the head is page `from` of the base under another name (see the top of this file). */
function sameSubject(base, from, head, to) {
    const a = (0,paths/* basename */.P8)(from);
    const b = (0,paths/* basename */.P8)(to);
    // A page become its folder's front page (`deployment` → `deployment/introduction`), or one front page for another.
    if (to.startsWith(`${from}/`) && FRONT.has(b))
        return true;
    if (FRONT.has(a) && FRONT.has(b))
        return true;
    // bhollenbachnds/docs 8452a93509 (fresh set 105) deleted a/untitled-page ("OAuth 2.0 settings") and put a root
    // untitled-page ("Active Directory") in its entry: called renamed, its redirect sent OAuth readers there.
    if (!added_by_name/* PLACEHOLDER */.Kx.test(a) && !added_by_name/* PLACEHOLDER */.Kx.test(b) && alike(a, b))
        return true;
    // Only a few pages come this far (pageTitle reads the page).
    const ta = (0,pages/* pageTitle */.W)(base, from);
    const tb = (0,pages/* pageTitle */.W)(head, to);
    return ta !== undefined && tb !== undefined && alike(ta, tb);
}
/**
 * Whether two pages' titles, where both have one, name one subject: a page of the same file name added where a folder
 * moved is no move of the old one when its title is another's (mexmaster241/docs 798a14d9e0, fresh set 121: the
 * starter's "Global Settings" and a new "Herramientas" page, both settings.mdx, read as moved).
 */
function titlesAgree(base, from, head, to) {
    // A folder's front page moves with it whatever its title (0xnicholas/docs b18eda7dd6: terminal/overview, "Terminal
    // Overview", is quick-trade/overview, "Quick Trade", as the product was renamed).
    if (FRONT.has((0,paths/* basename */.P8)(from)) && (0,paths/* basename */.P8)(from) === (0,paths/* basename */.P8)(to))
        return true;
    const ta = (0,pages/* pageTitle */.W)(base, from);
    const tb = (0,pages/* pageTitle */.W)(head, to);
    return ta === undefined || tb === undefined || alike(ta, tb);
}
//# sourceMappingURL=same-subject.js.map
// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/line.js
var line = __webpack_require__(9493);
// EXTERNAL MODULE: ./lib/core/base/lookup-table.js
var lookup_table = __webpack_require__(1074);
;// CONCATENATED MODULE: ./lib/core/compare/copies.js
// A page copied is not a problem made. A versioned site freezes a release by copying its current pages into a
// new version folder (crewAIInc/crewAI's "[docs-freeze] snapshot for v1.15.x": 746 of 766 added files are the
// Edge pages byte for byte); the broken links they carry are the Edge pages' own, known on the base branch, and
// were called new on every release, 49 to 118 errors each. A page the change added with the same content and
// file name as a page the base has and the head keeps is such a copy: its findings that its source had in the
// base are existing. Links are read from the copy's own folder, so one that breaks only there is still new.
//
// A snapshot need not be a byte copy: a release that copies draft/ into 2026-07-28/ rewrites the copies' links
// from /draft/ to /2026-07-28/, and a versioned changelog is copied with a line changed. A page added under
// another top folder, with the same path below it as a base page, is its copy when its text is the source's once
// the copy's folder is read as the source's, or differs from it in at most one line in ten (NEAR_COPY). Its
// findings are then read with the folder mapped back (identity.ts copyKey).
//
// A copy of a page no navigation entry reached, placed in the navigation, is no copy here: the source's broken
// images reached only readers who knew its URL; the copy's reach every reader of the sidebar.




/** At most this share of a near copy's lines differ from its source's (a changelog copied with a line changed). */
const NEAR_COPY = 0.1;
/** Pages the head added as copies of a base page it keeps: the copy's path → its source's (docs-root-relative). */
function copiedPages(base, head, renames = []) {
    // A source may have moved: Nova 5 moved its pages into v4/ and copied them into v5/ in one change.
    const movedTo = new Map(renames.map((r) => [r.from, r.to]));
    const out = new Map();
    const added = [];
    for (const page of head.index.pages.values())
        if (!base.index.files.has(page.path))
            added.push(page.path);
    if (!added.length)
        return out;
    const names = new Set(added.map(paths/* basename */.P8));
    const byContent = new Map();
    const byName = new Map();
    for (const page of base.index.pages.values()) {
        if (!names.has((0,paths/* basename */.P8)(page.path)))
            continue;
        if (!head.index.files.has(page.path) && !head.index.files.has(movedTo.get(page.path) ?? ''))
            continue;
        (0,lookup_table/* listIn */.O)(byName, (0,paths/* basename */.P8)(page.path)).push(page.path);
        const id = contentOf(base, page.path);
        if (id !== undefined)
            (0,lookup_table/* listIn */.O)(byContent, id).push(page.path);
    }
    if (!byName.size)
        return out;
    const listedIn = (site) => site.nav ? (0,nav/* firstPageEntries */.OH)(site.nav) : new Map();
    let listed;
    // Unlisted in the base and listed now: its problems reach readers they did not reach.
    const newlyListed = (copy, source) => {
        listed ??= { base: listedIn(base), head: listedIn(head) };
        return !listed.base.has((0,paths/* stripPageExt */.pQ)(source)) && listed.head.has((0,paths/* stripPageExt */.pQ)(copy));
    };
    for (const path of added) {
        const id = contentOf(head, path);
        // A page is no copy of the page it was renamed from.
        const other = (s) => movedTo.get(s) !== path;
        const same = id === undefined ? undefined : byContent.get(id)?.filter((s) => (0,paths/* basename */.P8)(s) === (0,paths/* basename */.P8)(path) && other(s));
        let source = same?.length ? closest(path, same) : undefined;
        source ??= nearCopyOf(base, head, path, (byName.get((0,paths/* basename */.P8)(path)) ?? []).filter(other), movedTo);
        if (source !== undefined && !newlyListed(path, source))
            out.set(path, source);
    }
    return out;
}
/**
 * The base page `path` (added in the head) is a near copy of: one whose path differs from it in one folder only
 * (the version: `evm/next/x` for `evm/v0.6.0/x`, `draft/x` for `2026-07-28/x`) and whose text is the copy's with
 * that folder read as the source's, or differs from it in at most NEAR_COPY of its lines.
 */
function nearCopyOf(base, head, path, sources, movedTo) {
    // The folder the copy's links name, read as the one the source's text names: its own in the base (2.0.4/ for
    // 2.0.4dev/ when a release and the next version were made of it at once: Osier-Yi/docs 06aeb43), or, for a source
    // that moved from another depth, where it went (v4/x for v5/x when x moved into v4/).
    const own = (s) => (0,paths/* versionFolders */.m_)(path, s);
    const moved = (s) => {
        const to = movedTo.get(s);
        return to === undefined ? undefined : (0,paths/* versionFolders */.m_)(path, to);
    };
    const candidates = sources.filter((s) => own(s) !== undefined || moved(s) !== undefined);
    if (!candidates.length)
        return undefined;
    const text = head.source.read(path);
    if (text === undefined)
        return undefined;
    const readAs = ([copyFolder, sourceFolder]) => text.split(`/${copyFolder}/`).join(`/${sourceFolder}/`);
    // The copy's text with its folder read as each source's: equal to one of them is a copy.
    for (const source of candidates) {
        const before = base.source.read(source);
        for (const folders of [own(source), moved(source)])
            if (folders && readAs(folders) === before)
                return source;
    }
    // Else a line diff against one source only (closest): a site of 35 versions would diff each added page 35 times.
    const source = closest(path, candidates);
    const before = base.source.read(source);
    if (before === undefined)
        return undefined;
    let changed = 0;
    let lines = 0;
    for (const part of (0,line/* diffLines */.Pp)(before, readAs((own(source) ?? moved(source))))) {
        if (part.added || part.removed)
            changed += part.count ?? 0;
        else
            lines += part.count ?? 0;
    }
    return changed <= NEAR_COPY * (lines + changed) ? source : undefined;
}
/** The source whose path ends most like the copy's (the same page of the nearest version), the first on a tie. */
function closest(path, sources) {
    const mine = path.split('/').reverse();
    let best = sources[0];
    let bestRun = -1;
    for (const s of sources) {
        const theirs = s.split('/').reverse();
        let run = 0;
        while (run < mine.length && run < theirs.length && mine[run] === theirs[run])
            run++;
        if (run > bestRun) {
            best = s;
            bestRun = run;
        }
    }
    return best;
}
function contentOf(site, path) {
    return site.source.knownContentId?.(path) ?? site.source.contentId?.(path) ?? site.source.read(path);
}
//# sourceMappingURL=copies.js.map
;// CONCATENATED MODULE: ./lib/core/compare/implied-renames.js
// File renames git does not report but the change implies: a page moved and rewritten, named by the redirect the
// change added (redirectRenames); a page that was both x.md and x.mdx, one of them deleted (twinRenames); and a
// page that moved with its folder and was rewritten on the way (folderRenames).



/**
 * A page moved and rewritten in one change is a deleted file and an added one to git when less than half of its
 * text stayed (git's rename threshold). When the same change adds a redirect from the old page's URL to the new
 * page's, the author has said it is a move: its old problems moved with it and are not new.
 */
function redirectRenames(base, head, renames) {
    const had = new Set(base.redirects.map((r) => `${r.source}\u0000${r.destination}`));
    const added = head.redirects.filter((r) => !had.has(`${r.source}\u0000${r.destination}`));
    if (!added.length)
        return [];
    const from = new Set(renames.map((r) => r.from));
    const to = new Set(renames.map((r) => r.to));
    const out = [];
    for (const r of added) {
        const gone = pageAt(base, r.source);
        const now = pageAt(head, r.destination);
        if (!gone || !now || head.index.files.has(gone) || base.index.files.has(now))
            continue;
        if (from.has(gone) || to.has(now))
            continue;
        out.push({ from: gone, to: now });
        from.add(gone);
        to.add(now);
    }
    return out;
}
/** The page file a site-relative URL without wildcards names (its index page for a folder), if any. */
function pageAt(site, url) {
    if (!url.startsWith('/') || /[:*?]/.test(url))
        return undefined;
    const slug = (0,paths/* stripPageExt */.pQ)((0,site_routes/* routePath */.dA)(url));
    const page = site.index.pages.get(slug) ?? site.index.pages.get(slug ? `${slug}/index` : 'index');
    return page?.path;
}
/**
 * A page both `x.md` and `x.mdx` in the base, one of them deleted: the other is the page now, and the base read the
 * deleted one as the page (one file per URL). Its problems, where the kept one had them too, are not new (a
 * GitBook migration's .mdx copies, whose .md originals went: redbrick-ai 08cb1a8c).
 */
function twinRenames(base, head, renames) {
    const from = new Set(renames.map((r) => r.from));
    const out = [];
    for (const [slug, page] of base.index.pages) {
        if (head.index.files.has(page.path) || from.has(page.path))
            continue;
        const now = head.index.pages.get(slug);
        if (now && now.path !== page.path && base.index.files.has(now.path))
            out.push({ from: page.path, to: now.path });
    }
    return out;
}
/**
 * A page deleted from a folder whose other pages git saw renamed, all into one folder, where the change added a page
 * of the same file name: it moved with them, rewritten past git's rename threshold. llm-tools/embedJs 5aec5ede moved
 * `components/caches/` to `components/stores/`; `mongodb.mdx` (its title kept, 43% of its text) read as removed, so
 * the folder did not read as moved whole and got three exact redirects and a "removed" page instead of one wildcard.
 * Not a page of another title (titlesAgree).
 */
function folderRenames(base, head, renames) {
    const folderOf = (file) => file.slice(0, file.lastIndexOf('/') + 1);
    // Each folder's renamed files, by the folder they went to; `null` when they went to several.
    const went = new Map();
    for (const r of renames) {
        const from = folderOf(r.from);
        const to = folderOf(r.to);
        // The top of the site holds pages of every subject: a move out of it says nothing of the others.
        if (from === to || !from)
            continue;
        went.set(from, went.has(from) && went.get(from) !== to ? null : to);
    }
    if (!went.size)
        return [];
    const from = new Set(renames.map((r) => r.from));
    const to = new Set(renames.map((r) => r.to));
    const out = [];
    for (const [slug, page] of base.index.pages) {
        if (head.index.files.has(page.path) || from.has(page.path))
            continue;
        const folder = went.get(folderOf(page.path));
        if (folder === undefined || folder === null)
            continue;
        const now = folder + (0,paths/* basename */.P8)(page.path);
        if (!head.index.files.has(now) || base.index.files.has(now) || to.has(now))
            continue;
        if (!titlesAgree(base, slug, head, (0,paths/* stripPageExt */.pQ)(now)))
            continue;
        out.push({ from: page.path, to: now });
        to.add(now);
    }
    return out;
}
//# sourceMappingURL=implied-renames.js.map
// EXTERNAL MODULE: ./lib/core/site/frame-links.js
var frame_links = __webpack_require__(1486);
// EXTERNAL MODULE: ./lib/core/site/link-asker.js
var link_asker = __webpack_require__(3608);
// EXTERNAL MODULE: ./lib/core/json/document.js
var json_document = __webpack_require__(4997);
;// CONCATENATED MODULE: ./lib/core/compare/could-not-tell.js
// A problem the base held back is not the change's. Where a spec could not be read (a file missing or broken, a
// URL not fetched), any path under its folder might be a generated API page, so the check says nothing of links
// and redirects into that folder. A change that adds or repairs the spec makes them checkable, and one already
// dead before (dubinc/docs 683990d8: eleven redirects into /api-reference/endpoint/, unchanged, called new by
// the commit that only added the spec) is found as if the change had broken it. Such a finding is existing when
// the base had the same link or redirect and could not tell where it led.
// A link written as an absolute URL on the site's own address is external to the check: rewritten as a root link
// (upstash/docs df9e4965: `https://upstash.com/docs/x#id` to `/x#id`; dubinc/docs e2db7f4a:
// `https://dub.co/docs/partners/white-labeling` to `/docs/partners/white-labeling`), it is checked for the first
// time, and a target already missing is missing as before. The address is the site's own when docs.json's
// `seo.metatags.canonical` names it, or when the base's own links through it lead to its pages.








/** `marked` with the new findings the base could not have told about marked existing. */
function heldBackInBase(marked, base, head, config, fileRenames) {
    if (!base || !head || !marked.some((f) => f.status === 'new' && CHECKABLE.has(f.rule)))
        return marked;
    const { routes, config: used } = (0,analyze/* siteRoutesFor */.B9)(base, config);
    const ownAddress = siteAddresses(base, routes, used.basePath, siteUrl(head));
    const oldName = new Map(fileRenames.map((r) => [r.to, r.from]));
    const undetermined = (path) => {
        const final = (0,site_routes/* finalTarget */.ge)(routes.resolve(path));
        return final?.kind === 'unknowable' && !(0,site_routes/* isExternal */.PS)(final.path);
    };
    const headLinks = (repoFile) => {
        const file = rootFile(head.source.rootPrefix, repoFile);
        return (file === undefined ? undefined : head.index.scans.get(file)?.links) ?? [];
    };
    const heldBack = (f) => {
        if (f.rule === 'redirect-target-missing') {
            const { source, destination } = f.data;
            return (base.redirects.some((r) => r.source === source && r.destination === destination) &&
                undetermined((0,site_routes/* routePath */.dA)(destination, used.basePath)));
        }
        if (f.rule === 'broken-link' || f.rule === 'broken-anchor') {
            const file = baseFile(head.source.rootPrefix, f.file, oldName);
            const links = file === undefined ? undefined : base.index.scans.get(file)?.links;
            if (!links)
                return false;
            const url = f.data.url.trim();
            if (url.startsWith('/') && rewrittenFromOwnAddress(url, links, headLinks(f.file), ownAddress))
                return true;
            if (!routes.unknowablePrefixes.length)
                return false;
            if (f.rule === 'broken-anchor' || !links.some((l) => l.url === f.data.url))
                return false;
            const p = (0,link_path/* linkPath */.OT)(url, file, used.basePath);
            return p.kind === 'path' && undetermined(p.path);
        }
        return false;
    };
    return marked.map((f) => (f.status === 'new' && heldBack(f) ? { ...f, status: 'existing' } : f));
}
/**
 * `marked` with the new dead links the base, asked now, had dead the same way, where it did not say so itself:
 * - a broken anchor in the same file (under the name `baseName` gives it: before a rename, or the page it was copied
 *   from), whose target page the base reached past the parse budget it had spent. crewAI's 6491f5a6 copied the pages
 *   of a release into its own folder: the copies' sources, read in both states, used the base's budget before the
 *   pages their Arabic links led to, and 12 broken anchors the base had were called new;
 * - a broken anchor in the same file, written the same, into a page the base could not read ids from (it did not
 *   parse there): the change mended the page, not broke the link;
 * - a dead link the change took out of a page (`takenOut`: the base files it was written in, by URL as written),
 *   written the same and leading to the same place: text moved out of a page takes its dead links along — out of a
 *   page it then deleted (mindsdb 97038c07 split a page into five and deleted it; three broken anchors it had had
 *   for months were blamed on the split), or out of one it kept (tyk-docs 56ac4248 moved a section of a 5,000-line
 *   page into a new one, with a link to an h5 heading, which has no id). The base does not read a link the change
 *   left alone or took away, so its answer is asked now. Each such link answers for one finding.
 */
function askedOfBase(marked, base, head, baseName, takenOut) {
    const pastBudget = !!base?.stats.anchorsUnchecked;
    const newAnchors = marked.some((f) => f.status === 'new' && f.rule === 'broken-anchor');
    if (!base || !head || (!pastBudget && !takenOut.size && !newAnchors))
        return marked;
    const ask = (0,link_asker/* linkAsker */.RG)(base.site, base.routes, base.config);
    const dead = (f, url, file) => f.rule === 'broken-anchor'
        ? ask.fragmentMissing(url, file) === true
        : f.rule === 'broken-link' && f.data.folder
            ? ask.folderOnly(url, file)
            : ask.broken(url, file);
    // Each link taken out answers once (the lists are consumed: copied here). One the base reported itself is the
    // identity's to match (a moved link, compare/moved-links.ts), not asked again.
    const reported = new Set(base.findings.flatMap((f) => f.rule === 'broken-anchor' || f.rule === 'broken-link'
        ? [`${rootFile(base.site.source.rootPrefix, f.file)}\0${f.data.url.trim()}`]
        : []));
    const left = new Map([...takenOut].map(([url, files]) => [url, files.filter((file) => !reported.has(`${file}\0${url}`))]));
    return marked.map((f) => {
        const written = f.rule === 'broken-anchor' || f.rule === 'broken-link' ? f.data.url : undefined;
        if (f.status !== 'new' || written === undefined)
            return f;
        const rel = rootFile(head.source.rootPrefix, f.file);
        if (rel === undefined)
            return f;
        const existing = { ...f, status: 'existing' };
        if (f.rule === 'broken-anchor') {
            const file = baseName(rel);
            const had = base.site.index.scans.get(file)?.links.some((l) => l.url === written);
            if (had && pastBudget && dead(f, written, file))
                return existing;
            // The same link into a page that did not parse in the base: its ids were unknown there, and the change that
            // mended the page (hedera-docs 62c76cc1: an HTML comment taken out of the release notes) did not break it.
            if (had && ask.fragmentUnknown(written, file))
                return existing;
        }
        const url = written.trim();
        const files = left.get(url) ?? [];
        // A relative link leads to the same place only from the same folder.
        const at = files.findIndex((file) => (url.startsWith('/') || (0,paths/* dirname */.pD)(file) === (0,paths/* dirname */.pD)(rel)) && dead(f, written, file));
        if (at < 0)
            return f;
        files.splice(at, 1);
        return existing;
    });
}
/**
 * The links a change took out of pages, by URL as written (trimmed): every link of a base file it deleted, and
 * the occurrences of a URL an edited file has fewer of than before (`headName`: the file's name in the head).
 */
function linksTakenOut(base, head, deleted, edited, headName) {
    const out = new Map();
    for (const file of deleted)
        for (const l of base.index.scans.get(file)?.links ?? [])
            (0,lookup_table/* listIn */.O)(out, l.url.trim()).push(file);
    for (const file of edited) {
        if (deleted.has(file))
            continue;
        const before = base.index.scans.get(file)?.links;
        const after = head.index.scans.get(headName(file))?.links;
        if (!before?.length || !after)
            continue;
        const count = new Map();
        for (const l of after)
            count.set(l.url.trim(), (count.get(l.url.trim()) ?? 0) + 1);
        for (const l of before) {
            const url = l.url.trim();
            const n = count.get(url) ?? 0;
            if (n > 0)
                count.set(url, n - 1);
            else
                (0,lookup_table/* listIn */.O)(out, url).push(file);
        }
    }
    return out;
}
const CHECKABLE = (0,registry/* rulesWith */.qS)('checkedAgainstBase');
/** Pages the base's links through an address lead to, enough to call it the site's when docs.json does not. */
// On the corpus's sites, their own addresses lead to 6 to 32 pages; other sites' to at most 2.
const OWN_ADDRESS_EVIDENCE = 5;
/**
 * Whether the root link `url` stands where the base's file had it written on one of the site's own addresses
 * (`https://host/prefix` + url), which the change took out of the file.
 */
function rewrittenFromOwnAddress(url, baseLinks, headLinks, ownAddress) {
    return baseLinks.some((l) => {
        const was = l.url.trim();
        if (was.length <= url.length || !was.endsWith(url))
            return false;
        const address = was.slice(0, -url.length);
        return ADDRESS.test(address) && ownAddress(address) && !headLinks.some((h) => h.url.trim() === was);
    });
}
/** `https://host` with a path of its own or none, no query, fragment or trailing slash. */
const ADDRESS = /^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*[^/?#\s])?$/i;
/**
 * Whether an address (`https://host/prefix`) is the site's own: docs.json's canonical one, or one through which
 * the base's own links lead to its pages (memoized: the base's links are read once per address).
 */
function siteAddresses(base, routes, basePath, canonical) {
    const known = new Map();
    return (address) => {
        let own = known.get(address);
        if (own !== undefined)
            return own;
        own = address.toLowerCase() === canonical?.toLowerCase() || leadsHome(base, routes, basePath, `${address}/`);
        known.set(address, own);
        return own;
    };
}
/**
 * Whether the base's links written under `prefix` (and under the site's base path, where it has one) lead, past it,
 * to at least OWN_ADDRESS_EVIDENCE of its pages. Counted by distinct path, the home page left out: another site's
 * front page, or a path or two it shares with this one (trigger.dev's `/roadmap` on its feedback site, ollama's
 * `/quickstart` and `/cli` on OpenAI's), is no evidence. Not a majority: dub.co serves its docs and help pages beside
 * its blog and pricing (32 of its pages and 55 other paths linked).
 */
function leadsHome(base, routes, basePath, prefix) {
    const home = new Set();
    for (const [file, scan] of base.index.scans) {
        for (const l of scan.links) {
            const u = l.url.trim();
            if (!u.startsWith(prefix) || !underBasePath(u, basePath))
                continue;
            const p = (0,link_path/* linkPath */.OT)(u.slice(prefix.length - 1), file, basePath);
            if (p.kind !== 'path' || p.path === '' || p.path === 'index')
                continue;
            if ((0,site_routes/* finalTarget */.ge)(routes.resolve(p.path))?.kind === 'page' && home.add(p.path).size >= OWN_ADDRESS_EVIDENCE)
                return true;
        }
    }
    return false;
}
/**
 * Whether an absolute URL's path is under the base path the site is served at (mintlify.com/docs): the host's
 * other paths are another site's.
 */
function underBasePath(url, basePath) {
    if (!basePath)
        return true;
    const path = url.replace(/^https?:\/\/[^/?#\s]+/i, '');
    return path.startsWith(`${basePath}/`);
}
/** The site's own address as its docs.json gives it (no trailing slash), when it does. */
function siteUrl(site) {
    const url = (0,json_document/* str */.gx)((0,json_document/* get */.Jt)((0,json_document/* get */.Jt)((0,json_document/* get */.Jt)(site.docs, 'seo'), 'metatags'), 'canonical'))?.trim();
    return url && /^https?:\/\/[^/\s]+/i.test(url) ? url.replace(/\/+$/, '') : undefined;
}
/** The base's docs-root path of a head finding's file (findings name files from the repository's root). */
function baseFile(root, repoFile, oldName) {
    const rel = rootFile(root, repoFile);
    return rel === undefined ? undefined : (oldName.get(rel) ?? rel);
}
/** A repository path as a path from the docs root, when it is under it. */
function rootFile(root, repoFile) {
    const prefix = root ? `${root}/` : '';
    return prefix && !repoFile.startsWith(prefix) ? undefined : repoFile.slice(prefix.length);
}
//# sourceMappingURL=could-not-tell.js.map
// EXTERNAL MODULE: ./lib/core/site/model.js + 1 modules
var model = __webpack_require__(8180);
;// CONCATENATED MODULE: ./lib/core/compare/left-behind.js
// A page the change took out of the navigation while leaving its file is still published, reachable only by its
// URL: the usual trace of a move that copied pages to their new place and forgot the old ones (projectdiscovery/docs
// c6cda124 moved its tools' docs to opensource/ and left 66 pages in tools/). Its new orphan-page says so, with
// where it was, the page that looks like its copy, and the fix a move wants.







/** `marked` with each new orphan-page that was a navigation entry in the base told so. */
function leftBehind(marked, base, head) {
    if (!base?.nav || !head || !marked.some((f) => f.rule === 'orphan-page' && f.status === 'new'))
        return marked;
    const entries = (0,nav/* firstPageEntries */.OH)(base.nav);
    const copyOf = copies(base, head);
    const config = (0,rule/* configFileOf */.OY)(head);
    return marked.map((f) => {
        if (f.rule !== 'orphan-page' || f.status !== 'new')
            return f;
        const { page } = f.data;
        const entry = entries.get(page);
        if (!entry)
            return f;
        const wasIn = (0,model/* locationOf */.hD)(entry.parent);
        const copy = copyOf(page);
        const url = `/${(0,link_path/* servedAt */.rv)(page)}`;
        const redirect = (0,redirect_json/* redirectJson */.x)(url, copy ? `/${(0,link_path/* servedAt */.rv)(copy)}` : '/NEW-PATH');
        return {
            ...f,
            message: `${f.message} This change took it out of the navigation (it was ${(0,model/* whereIn */.bw)(entry.parent)}) but left its file${copy ? `, and added ${copy}, which looks like its new place` : ''}.`,
            data: { ...f.data, wasIn, ...(copy ? { copy } : {}) },
            fix: {
                message: `If it moved, delete ${f.file} and add ${redirect} to "redirects" in ${config}; if it stays, put it back in the navigation or add \`hidden: true\` to its frontmatter.`,
            },
        };
    });
}
/**
 * The page the change added that ends in the same two path segments as a page (`opensource/alterx/install` for
 * `tools/alterx/install`), in the same language folder, when one alone does.
 */
function copies(base, head) {
    let byTail;
    const tail = (slug) => slug.split('/').slice(-2).join('/');
    return (page) => {
        if (!byTail) {
            byTail = new Map();
            for (const slug of head.index.pages.keys()) {
                if (base.index.pages.has(slug))
                    continue;
                (0,lookup_table/* listIn */.O)(byTail, tail(slug)).push(slug);
            }
        }
        // Not across languages: 0xsequence's ja/sdk/web/hooks/x, dropped, is no copy of the English sdk/web/hooks-sdk/hooks/x.
        const found = page.includes('/')
            ? byTail.get(tail(page))?.filter((c) => (0,paths/* languageFolder */.Ti)(c) === (0,paths/* languageFolder */.Ti)(page))
            : undefined;
        return found?.length === 1 ? found[0] : undefined;
    };
}
//# sourceMappingURL=left-behind.js.map
;// CONCATENATED MODULE: ./lib/core/compare/moved-links.js


const MOVABLE = (0,registry/* rulesWith */.qS)('followsMoves');
/** The rules a dead link may have been before the change mended it halfway (mendedHalfwayFrom). */
const HALF_MENDED_FROM = new Set([...registry/* RULES */.y0.values()].flatMap((r) => (r.mendedHalfwayFrom ? [r.mendedHalfwayFrom] : [])));
/** What a dead link is, wherever it is written: its rule, then what the rule's metadata says (followsMoves). */
function destination(f) {
    const as = (0,registry/* onFindingData */.rX)(f, (meta) => meta.followsMoves);
    // And its severity: a link to a folder with no index page (a warning) whose folder the change removed is an error
    // made, not the warning moved.
    return as === undefined ? undefined : `${f.rule}\0${f.severity}\0${as}`;
}
/** What stays of a dead link mended halfway: its rule, its file and the section it names (sectionNamed). */
function halfMended(rule, f) {
    const section = (0,registry/* onFindingData */.rX)(f, (meta) => meta.sectionNamed);
    return section === undefined ? undefined : `${rule}\0${f.file}\0${section}`;
}
/** The URL as written, for findings whose data names one. */
function urlOf(f) {
    const url = f.data.url;
    return typeof url === 'string' ? url : undefined;
}
/** A link as written in its file, for findings whose data names the URL. */
function linkAsWritten(f) {
    const url = urlOf(f);
    return url === undefined ? undefined : `${f.file}\0${url.trim()}`;
}
function movedLinks(r) {
    if (!r.fixed.some((f) => MOVABLE.has(f.rule)) || !r.marked.some((f) => f.status === 'new' && MOVABLE.has(f.rule)))
        return r;
    const gone = new Map();
    for (const f of r.fixed) {
        const d = destination(f);
        if (d !== undefined)
            (0,lookup_table/* listIn */.O)(gone, d).push(f);
    }
    const moved = new Set();
    // Dead links the change took away, by rule, file and the section they named.
    const missing = new Map();
    for (const f of r.fixed) {
        const key = HALF_MENDED_FROM.has(f.rule) ? halfMended(f.rule, f) : undefined;
        if (key !== undefined)
            (0,lookup_table/* listIn */.O)(missing, key).push(f);
    }
    const take = (list) => {
        while (list?.length) {
            const f = list.pop();
            if (!moved.has(f))
                return f;
        }
        return undefined;
    };
    const marked = r.marked.map((f) => {
        if (f.status !== 'new')
            return f;
        const d = destination(f);
        let from = d === undefined ? undefined : take(gone.get(d));
        const was = registry/* RULES */.y0.get(f.rule)?.mendedHalfwayFrom;
        const rest = was === undefined ? undefined : halfMended(was, f);
        if (!from && rest !== undefined)
            from = take(missing.get(rest));
        if (!from)
            return f;
        moved.add(from);
        return { ...f, status: 'existing' };
    });
    // A dead link the change left dead another way is not fixed: a #section link into a page the change renamed was
    // a broken-anchor before and is a broken-link now, in the same file, as written (CrewForm/crewform, walk 73:
    // "This change fixes 1 earlier finding" above the link it broke further).
    const stillDead = new Set(marked.filter((f) => f.status === 'new' && MOVABLE.has(f.rule)).map(linkAsWritten));
    stillDead.delete(undefined);
    return {
        marked,
        fixed: r.fixed.filter((f) => !moved.has(f) && !(MOVABLE.has(f.rule) && stillDead.has(linkAsWritten(f)))),
    };
}
//# sourceMappingURL=moved-links.js.map
;// CONCATENATED MODULE: ./lib/core/compare/retarget.js




/**
 * Links and redirects that still point at a renamed page get the exact fix: its new path. A link the redirect
 * suggested for the rename would serve says so, and `fix` adds the redirect rather than edit the page (an old
 * version's snapshot keeps its text; `fix --rule broken-link` still points the links at the new path).
 */
function retarget(findings, renamed, redirected, baseFinal) {
    if (!renamed.size)
        return findings;
    // A link is edited as written; a redirect's destination span includes its quotes.
    const pointAt = (f, url, quoted, target) => {
        // A relative link (`../mcp`) names the page by where it resolves (from its page's folder), not as written; it
        // is pointed at the new page from the root.
        const relative = target !== undefined && !url.trim().startsWith('/');
        const written = relative ? (0,paths/* stripPageExt */.pQ)(target) : (0,site_routes/* routePath */.dA)(url);
        // Or its folder's index page (cudo-compute-docs 05648ce179, fresh set 121: told its folder "had no index page"),
        // or the page the link reached through a redirect of the base.
        const index = `${written}/index`;
        const from = renamed.has(written) ? written : renamed.has(index) ? index : (baseFinal(written) ?? written);
        const to = renamed.get(from);
        if (!to)
            return undefined;
        // Where the new page is served: an index page at its folder's URL.
        const at = (0,link_path/* servedAt */.rv)(to);
        const rest = url.search(/[?#]/);
        const fixed = relative || from !== written ? `/${at}${rest < 0 ? '' : url.slice(rest)}` : url.replace((0,site_routes/* routePath */.dA)(url), at);
        const newText = quoted ? JSON.stringify(fixed) : fixed;
        const edit = (0,edits/* spanEdit */.ZY)(f, newText);
        if (!edit)
            return undefined;
        // A redirect is pointed at the new page in any case: through the suggested redirect it would be a chain. A link
        // that asks for the page's file (`./agents.md`) is not served by a redirect from `/agents`, as links resolve
        // (CrewForm/crewform, walk 73: the message said the redirect mends it, and fix then edited it in a second round).
        const asked = target ?? (0,site_routes/* routePath */.dA)(url);
        const viaRedirect = !quoted && (0,paths/* stripPageExt */.pQ)(asked) === asked && redirected.has((0,link_path/* servedAt */.rv)(from)) ? `/${(0,link_path/* servedAt */.rv)(from)}` : undefined;
        return {
            message: `${f.message} ${from === written || from === index ? 'The page' : `The page it led to, /${from},`} was renamed to /${at} in this change${viaRedirect ? '; the redirect suggested for it (missing-redirect) mends this link too.' : '.'}`,
            fix: {
                message: viaRedirect
                    ? `Add the redirect from "${viaRedirect}" to "/${at}" that missing-redirect suggests, or point the link at "${fixed}".`
                    : `Point it at "${fixed}".`,
                edits: [edit],
            },
            to,
            viaRedirect,
        };
    };
    return findings.map((f) => {
        if (f.rule === 'broken-link') {
            const r = pointAt(f, f.data.url, false, f.data.target);
            if (!r)
                return f;
            const data = { ...f.data, renamedTo: r.to, ...(r.viaRedirect ? { viaRedirect: r.viaRedirect } : {}) };
            return { ...f, message: r.message, fix: r.fix, data };
        }
        if (f.rule === 'redirect-target-missing') {
            const r = pointAt(f, f.data.destination, true);
            return r ? { ...f, message: r.message, fix: r.fix, data: { ...f.data, renamedTo: r.to } } : f;
        }
        return f;
    });
}
//# sourceMappingURL=retarget.js.map
// EXTERNAL MODULE: ./lib/core/compare/folder-moves.js
var folder_moves = __webpack_require__(4672);
;// CONCATENATED MODULE: ./lib/core/compare/edited-dead-links.js
// A dead link the change edited and left dead is new (the writer touched it), but it was not made by the change:
// CerebriumAI/documentation 5dd68a120b (fresh set 96) rewrote `../environments/app-scaling` to
// `/environments/app-scaling`, both leading nowhere, and turso-docs rewrote one wrong #fragment to another; each read
// as a 404 the change brought. Such a finding now says what the line's link was, and the old one is not listed as
// fixed. Paired through the file's own diff: a line the change rewrote in place (as many lines removed as added).
// One rewritten only to follow a folder the change moved, to the same missing page there, is the dead link moved,
// not one the writer made: cudoventures/cudo-compute-docs fb6a1d997d (fresh set 121) moved the site under docs/ and
// prefixed every link, and 19 links dead before read as new.





const DEAD = (0,registry/* rulesWith */.qS)('followsMoves');
/** Base line → head line, for the lines a change rewrote in place. */
function rewrittenLines(before, after) {
    const map = new Map();
    let a = 1;
    let b = 1;
    const parts = (0,line/* diffLines */.Pp)(before, after);
    for (let i = 0; i < parts.length; i++) {
        const p = parts[i];
        const n = p.count ?? 0;
        const next = parts[i + 1];
        if (p.removed && next?.added && (next.count ?? 0) === n) {
            for (let k = 0; k < n; k++)
                map.set(a + k, b + k);
            a += n;
            b += n;
            i++;
        }
        else if (p.removed)
            a += n;
        else if (p.added)
            b += n;
        else {
            a += n;
            b += n;
        }
    }
    return map;
}
function editedDeadLinks(r, base, head, 
/** Head files' names in the base (renamed files). */
oldNames) {
    if (!base || !head)
        return r;
    const oldName = (file) => oldNames.get(file) ?? file;
    const moves = (0,folder_moves/* folderMoves */.L)([...oldNames].map(([now, was]) => [was, now]));
    const gone = new Map();
    for (const f of r.fixed)
        if (DEAD.has(f.rule) && urlOf(f) !== undefined)
            (0,lookup_table/* listIn */.O)(gone, f.file).push(f);
    if (!gone.size)
        return r;
    const maps = new Map();
    const used = new Set();
    const marked = r.marked.map((f) => {
        if (f.status !== 'new' || (f.rule !== 'broken-link' && f.rule !== 'broken-anchor'))
            return f;
        const was = oldName(f.file);
        const candidates = gone.get(was);
        if (!candidates)
            return f;
        let map = maps.get(f.file);
        if (!map) {
            map = rewrittenLines(base.read(was) ?? '', head.read(f.file) ?? '');
            maps.set(f.file, map);
        }
        const before = candidates.find((c) => !used.has(c) && map.get(c.line) === f.line && urlOf(c) !== f.data.url);
        if (!before)
            return f;
        used.add(before);
        const url = urlOf(before);
        const [then, now] = [deadEnd(before), deadEnd(f)];
        const followed = then !== undefined && now !== undefined && (0,folder_moves/* movedPath */.j)(then, moves) === now;
        return {
            ...f,
            ...(followed && { status: 'existing' }),
            message: `${f.message} This change rewrote the link on this line: before it, the line linked to "${url}", which was dead too${followed ? ', at the same place before the folders moved' : ''}.`,
            data: { ...f.data, brokenBefore: url },
        };
    });
    return { marked, fixed: r.fixed.filter((f) => !used.has(f)) };
}
/** Where a dead link leads, as a path of the docs root (with its #fragment for a broken anchor). */
function deadEnd(f) {
    if (f.rule === 'broken-link')
        return f.data.target;
    if (f.rule === 'broken-anchor')
        return `${f.data.page}#${f.data.fragment}`;
    return undefined;
}
//# sourceMappingURL=edited-dead-links.js.map
// EXTERNAL MODULE: ./lib/core/site/memos.js
var site_memos = __webpack_require__(2060);
;// CONCATENATED MODULE: ./lib/core/compare/newly-published.js
// Problems a change published rather than wrote. A file the site did not publish (a README.md, a snippet, a file
// .mintignore listed) that the change turns into a page brings its links along: dimensionalOS/dimos 81671c5994
// (fresh set 91) renamed README files to index.md, and 28 links written for GitHub (`/docs/…`, `/dimos/….py`) were
// new broken links with nothing saying why a commit that changed no link broke them. They stay new: readers meet
// them now. Pure.

/** Why a file that is not a page was not published, as a clause after its name. */
const UNPUBLISHED = {
    snippet: 'which was in a snippets folder',
    mintignore: 'which .mintignore listed',
    imported: 'which another page imported',
    'reserved-name': 'a README, LICENSE, CONTRIBUTING or CHANGELOG file, which the site never publishes',
    'default-ignore': 'which was in a folder the site builder skips',
};
const PUBLISHED_RULES = new Set(['broken-link', 'broken-anchor', 'mdx-syntax']);
/** New findings in a page that was no page before this change, saying so. */
function notedNewlyPublished(findings, base, head, renames) {
    if (!base || !head || !findings.some((f) => f.status === 'new' && PUBLISHED_RULES.has(f.rule)))
        return [...findings];
    const root = head.source.rootPrefix;
    const oldName = new Map(renames.map((r) => [r.to, r.from]));
    const known = new Map();
    const clause = (repoFile) => {
        if (known.has(repoFile))
            return known.get(repoFile);
        let said;
        const file = (0,paths/* inDocsRoot */.jx)(root, repoFile) ?? repoFile;
        if (head.index.pages.get((0,paths/* stripPageExt */.pQ)(file))?.path === file) {
            const before = oldName.get(file) ?? file;
            const was = base.index.notPages.get((0,paths/* stripPageExt */.pQ)(before));
            if (was?.path === before) {
                const from = before === file ? '' : `, renamed from ${(0,paths/* joinPath */.uJ)(root, before)}`;
                said = `This change published ${repoFile}${from}, ${UNPUBLISHED[was.reason]}: what it holds reaches readers only now.`;
            }
        }
        known.set(repoFile, said);
        return said;
    };
    return findings.map((f) => {
        const said = f.status === 'new' && PUBLISHED_RULES.has(f.rule) ? clause(f.file) : undefined;
        return said ? { ...f, message: `${f.message} ${said}` } : f;
    });
}
//# sourceMappingURL=newly-published.js.map
// EXTERNAL MODULE: ./lib/core/compare/copy-groups.js
var copy_groups = __webpack_require__(9015);
;// CONCATENATED MODULE: ./lib/core/compare/copied-links.js
// A dead link copied from another version or language of its page. A translation job copies an English page's
// links into its Spanish page: a link broken there is broken in the copy, new where readers had not met it (b3-fun/b3
// dd6be21dc9, fresh set 90), while the page it came from, unchanged, is not read by the diff and says nothing. The
// copy's finding stays new and says where the same link is broken too, where the fix also belongs. Pure.





/** `findings` with each new dead link that another copy of its page holds dead too saying where (the first). */
function notedCopiedLinks(findings, head, config) {
    const dead = (f) => f.status === 'new' && ((f.rule === 'broken-link' && !f.data.folder) || f.rule === 'broken-anchor');
    if (!head || !findings.some(dead))
        return [...findings];
    const folders = (0,copy_groups/* copyFolders */.RG)(head);
    if (!folders.names.size)
        return [...findings];
    const root = head.source.rootPrefix;
    const repoPath = (file) => (0,paths/* joinPath */.uJ)(root, file);
    // This change's own new dead links: a copy holding one of those is grouped with it (copy-groups.ts), not named.
    const reported = new Set(findings.filter(dead).map((f) => `${f.rule}\u0000${f.file}\u0000${f.data.url}`));
    let copies;
    let ask;
    const sameLinkDead = (f) => {
        const file = (0,paths/* inDocsRoot */.jx)(root, f.file) ?? f.file;
        if (!copies) {
            copies = new Map();
            for (const page of head.index.pages.values())
                (0,lookup_table/* listIn */.O)(copies, (0,copy_groups/* withoutCopyFolders */.F3)(page.path, folders)).push(page.path);
        }
        const url = (0,copy_groups/* normalised */.Z7)(f.data.url, folders);
        // The original first (the page outside every version and language folder): a French page's broken image named
        // its German copy, not the English page where it had been broken since 2024 (INNOQ a535c755e0, fresh set 105).
        const canonical = (0,copy_groups/* withoutCopyFolders */.F3)(file, folders);
        const others = [...(copies.get(canonical) ?? [])].sort((a, b) => Number(a !== canonical) - Number(b !== canonical));
        for (const other of others) {
            if (other === file)
                continue;
            const link = head.index.scans.get(other)?.links.find((l) => (0,copy_groups/* normalised */.Z7)(l.url, folders) === url);
            if (!link || reported.has(`${f.rule}\u0000${repoPath(other)}\u0000${link.url}`))
                continue;
            if (!ask) {
                const { routes, config: used } = (0,analyze/* siteRoutesFor */.B9)(head, config);
                ask = (0,link_asker/* linkAsker */.RG)(head, routes, used);
            }
            const isDead = f.rule === 'broken-link' ? ask.broken(link.url, other) : ask.fragmentMissing(link.url, other);
            if (!isDead)
                continue;
            const kinds = new Set([...(0,copy_groups/* copyKinds */.vm)(file, folders), ...(0,copy_groups/* copyKinds */.vm)(other, folders)]);
            const kind = kinds.size === 1 ? [...kinds][0] : 'version or language';
            return `${repoPath(other)}:${link.line}, another ${kind} of this page`;
        }
        return undefined;
    };
    return findings.map((f) => {
        const at = dead(f) ? sameLinkDead(f) : undefined;
        return at
            ? {
                ...f,
                message: `${f.message} The same link ${f.rule === 'broken-link' ? 'is broken' : 'names no anchor'} in ${at}, too: mend it there as well.`,
            }
            : f;
    });
}
//# sourceMappingURL=copied-links.js.map
;// CONCATENATED MODULE: ./lib/core/compare/unread-docs.js
/** `findings` without the new broken links that only the base's docs.json answered (a redirect, a generated page). */
function withoutDocsAnswered(findings, baseRoutes) {
    return findings.filter((f) => {
        if (f.rule !== 'broken-link' || f.status !== 'new')
            return true;
        const target = f.data.target;
        if (target === undefined)
            return true;
        const kind = baseRoutes.resolve(target).kind;
        return kind !== 'redirect' && kind !== 'generated' && kind !== 'unknowable';
    });
}
//# sourceMappingURL=unread-docs.js.map
// EXTERNAL MODULE: ./lib/core/site/redirect-pattern.js
var redirect_pattern = __webpack_require__(5560);
;// CONCATENATED MODULE: ./lib/core/compare/redirected-paths.js
// What the redirects missing-redirect asks for would serve: the paths of its exact redirects, and the API pages a
// spec change moved (a comparison tells links to them so, and points them at the page's new path).



/** A redirect source as a route path, when it names one path only (no `:param` or `*`, as the host reads it). */
function exactSource(source) {
    return (0,redirect_pattern/* compileSource */.jy)((0,site_routes/* routePath */.dA)(source)).exact;
}
/** The API pages missing-redirect says a spec change moved: old slug → new slug. */
function movedApiPages(missing) {
    const out = new Map();
    for (const f of missing) {
        if (f.rule !== 'missing-redirect' || !f.data.api || f.data.renamedTo === undefined)
            continue;
        const to = f.data.renamedTo;
        if (f.data.pages)
            for (const p of f.data.pages)
                out.set(p, `${to}/${(0,paths/* basename */.P8)(p)}`);
        else
            out.set(f.data.source.replace(/^\//, ''), to);
    }
    return out;
}
/** The old paths (slugs) that the redirects missing-redirect's fixes add would serve, and where each sends readers. */
function redirectedPaths(missing) {
    const out = new Map();
    for (const f of missing)
        if (f.rule === 'missing-redirect' && f.fix?.edits?.length)
            for (const r of f.data.redirects) {
                const exact = exactSource(r.source);
                if (exact !== undefined)
                    out.set(exact, r.destination.replace(/^\//, ''));
            }
    return out;
}
//# sourceMappingURL=redirected-paths.js.map
// EXTERNAL MODULE: ./lib/core/site/endpoint-pages.js
var endpoint_pages = __webpack_require__(1975);
// EXTERNAL MODULE: ./lib/core/compare/identity.js
var identity = __webpack_require__(1093);
;// CONCATENATED MODULE: ./lib/core/compare/repaired-pages.js


/** `marked` with the new dead links that a page the change repaired already had marked existing. */
function inRepairedPages(marked, base, head, 
/** Docs-root paths of the files the change wrote (their base verdict is asked only of these). */
touched, 
/** Head path → base path, for pages the change renamed. */
baseNames) {
    if (!base || !head || !touched)
        return marked;
    const wrote = new Set(touched);
    if (!wrote.size)
        return marked;
    const baseOf = (p) => baseNames.get(p) ?? p;
    const pageOf = (f) => {
        const url = f.rule === 'broken-anchor' || f.rule === 'broken-link' ? f.data.url : undefined;
        if (f.status !== 'new' || url === undefined)
            return undefined;
        const file = rootFile(head.source.rootPrefix, f.file);
        if (file === undefined || !wrote.has(file))
            return undefined;
        return base.index.scans.get(baseOf(file))?.links.some((l) => l.url === url) ? file : undefined;
    };
    const pageOfEach = marked.map(pageOf);
    const pages = [...new Set(pageOfEach.filter((p) => p !== undefined))];
    if (!pages.length)
        return marked;
    const broken = (0,unparsable/* unparsablePages */.Gr)(base, pages.map(baseOf)).invalid;
    if (!broken.size)
        return marked;
    return marked.map((f, i) => {
        const page = pageOfEach[i];
        return page !== undefined && broken.has(baseOf(page)) ? { ...f, status: 'existing' } : f;
    });
}
//# sourceMappingURL=repaired-pages.js.map
// EXTERNAL MODULE: ./lib/core/compare/navdiff.js + 1 modules
var navdiff = __webpack_require__(2860);
;// CONCATENATED MODULE: ./lib/core/compare/compare.js
// Two states of one site → what the change did: navigation changes, the outline, findings marked new or
// existing, and redirects the change forgot. Pure: both states arrive as SiteSources.



































function compareSources(base, head, options = {}) {
    const scans = options.scans ?? new Map();
    // One for both states: they share most of what is computed of them.
    const memos = options.memos ?? new site_memos/* Memos */.a();
    const config = options.config ?? config_config/* DEFAULT_CONFIG */.PV;
    const [baseSite, headSite] = loadBoth(base, head, scans, memos, config);
    const renames = allRenames(baseSite, headSite, options.renames ?? []);
    // `paired` also holds entries edited in place to a page of another subject: not renames a redirect or a link
    // should follow, but the place a page's old text (and its old problems) most likely went.
    const { renamed, paired } = pageRenames(baseSite, headSite, renames);
    const copies = baseSite && headSite ? copiedPages(baseSite, headSite, renames) : new Map();
    // A copy's source is read as the copy is, in both states, so that what it already had is known.
    const sources = new Set(copies.values());
    const baseFinal = finalPageInBase(baseSite, config);
    // Changed pages whose ids are as before (see fragment-scope.ts).
    const idsKept = new Set();
    // Links are checked where the change could have broken them: changed files, and files that link to a
    // page or another file that is gone.
    const changed = options.links !== 'all' && options.links !== 'none' && baseSite && headSite
        ? filesToCheck(baseSite, headSite, { changed: options.changed, sources, config, baseFinal, idsKept })
        : options.changed;
    const opts = { ...options, links: options.links ?? 'changed', changed };
    // A #fragment link the change left alone, into a page it left alone, answers the same in both states.
    const scoped = opts.links === 'changed' && baseSite && headSite;
    // The base checks the same files under their old names, so a renamed file's old problems are found as old. A
    // file the change deleted reaches no reader any more: its links are not read to list their problems as fixed.
    const deleted = scoped ? deletedFiles(baseSite, headSite, renames, paired) : new Set();
    const baseChanged = changed && new Set([...withOldNames(changed, renames)].filter((f) => !deleted.has(f)));
    const renamedTo = baseSite && headSite ? renamedFiles(baseSite, headSite, renames, paired) : new Map();
    const headNames = scoped ? renamedTo : new Map();
    const baseNames = new Map([...headNames].map(([b, h]) => [h, b]));
    const { touched, baseTouched } = syntaxScope(baseSite, headSite, options.changed, renamedTo, deleted);
    const baseA = baseSite
        ? (0,analyze/* analyzeSite */.AD)(baseSite, {
            ...opts,
            changed: baseChanged,
            ...(baseTouched && { syntax: baseTouched }),
            ...(scoped && {
                sameFragment: sameFragmentAs(baseSite, headSite, config, {
                    idsKept,
                    deleted,
                    renamedFiles: headNames,
                    checked: sources,
                }),
            }),
        })
        : undefined;
    const headA = headSite
        ? (0,analyze/* analyzeSite */.AD)(headSite, {
            ...opts,
            ...(baseA && sameStructure(baseA.site, headSite) && { sameStructure: baseA }),
            ...(touched && { syntax: new Set(touched) }),
            ...(scoped && {
                sameFragment: sameFragmentAs(headSite, baseSite, config, {
                    idsKept,
                    renamedFiles: baseNames,
                    checked: sources,
                }),
            }),
        })
        : undefined;
    const { changes, outline, unread } = navigationChange(baseSite, headSite, renamed, renames);
    const missing = headA && baseSite ? pairFindings(baseSite, headA, renamed, options) : [];
    const headFindings = headFindingsOf(baseSite, headSite, headA, { missing, renamed, renamedTo, baseFinal, config });
    const oldNames = new Map(renames.map((r) => [r.to, r.from]));
    const { marked: byIdentity, fixed } = markedByIdentity({
        base: baseA?.findings ?? [],
        head: headFindings,
        renamed: paired,
        fileRenames: renames,
        copies,
        baseSource: base,
        headSource: head,
        baseUnread: !!baseSite?.hasDocsJson && !baseSite.docs && !!headSite?.docs,
    }, oldNames);
    const newNames = new Map(renames.map((r) => [r.from, r.to]));
    const takenOut = scoped && baseSite && headSite
        ? linksTakenOut(baseSite, headSite, deleted, baseChanged ?? [], (file) => newNames.get(file) ?? file)
        : new Map();
    const marked = leftBehind(askedOfBase(heldBackInBase(byIdentity, baseSite, headSite, config, renames), baseA, headSite, (file) => copies.get(file) ?? oldNames.get(file) ?? file, takenOut), baseSite, headSite);
    const repaired = inRepairedPages(marked, baseSite, headSite, touched ?? options.changed, baseNames);
    const noted = notedNewlyPublished(notedCopiedLinks(repaired, headSite, config), baseSite, headSite, renames);
    const told = unread === 'head' && baseA ? withoutDocsAnswered(noted, baseA.routes) : noted;
    attachFindings(outline, told, headSite);
    return {
        base: baseA,
        head: headA,
        changes,
        outline,
        findings: told,
        // Nothing that a navigation tells can be said fixed by a change whose navigation cannot be read.
        fixed: unread === 'head' ? [] : fixed,
        renamed,
        ...(unread && { unread }),
        ...(scoped && { linksReadIn: headA?.stats.filesLinkChecked ?? 0, changedFiles: changed?.size ?? 0 }),
        ...(0,endpoint_pages/* apiPageChanges */.bX)(baseSite, headSite),
    };
}
/**
 * What the change did to the navigation. A docs.json (or mint.json) one side cannot read as JSON stops the build
 * there: that side's navigation is unknown, not empty, so its sections are neither removed nor added
 * (potpie-ai/mintlify-docs 6012538 broke mint.json: "5 removed", 11 old problems "fixed"; f2d0290 mended it:
 * "41 added"). The side read is shown unchanged.
 */
function navigationChange(baseSite, headSite, renamed, files) {
    const unreadable = (site) => !!site?.hasDocsJson && !site.docs;
    const unread = unreadable(headSite) ? 'head' : unreadable(baseSite) ? 'base' : undefined;
    if (!unread)
        return (0,navdiff/* diffNavigation */.sf)(baseSite?.nav, headSite?.nav, renamed, files);
    // Unread on both sides, nothing is known of either.
    const read = unread === 'head' ? baseSite?.nav : headSite?.nav;
    return { ...(0,navdiff/* diffNavigation */.sf)(read, read, new Map()), unread };
}
/** The two states' models, read under one base path when the config names none (settleChangeBasePath). */
function loadBoth(base, head, scans, memos, config) {
    const baseSite = base ? (0,model/* loadSite */.UK)(base, scans, memos) : undefined;
    const headSite = head ? (0,model/* loadSite */.UK)(head, scans, memos) : undefined;
    if (baseSite && headSite)
        (0,analyze/* settleChangeBasePath */.cV)(baseSite, headSite, config);
    return [baseSite, headSite];
}
/**
 * The head's findings as a comparison reports them: those about a page the change deleted say so, links and
 * redirects to a renamed page point at its new name, broken anchors follow renamed headings, a moved folder's
 * findings fold into one, and a deleted docs.json is one finding in the base's terms.
 */
function headFindingsOf(baseSite, headSite, headA, { missing, renamed, renamedTo, baseFinal, config, }) {
    const removed = baseSite && !headSite ? (0,analyze/* applyPolicy */.VC)(removedFindings(baseSite), config, baseSite.source.rootPrefix) : [];
    // API pages a spec change moved are renamed pages too, whose links the redirects asked for serve.
    const moved = movedApiPages(missing);
    const redirected = new Map([...redirectedPaths(missing), ...moved]);
    const { kept, folders } = foldIntoFolders(retargetAnchors(retarget(baseSite && headSite
        ? saysDeleted(headA?.findings ?? [], baseSite, headSite, renamed, redirected, renamedTo)
        : (headA?.findings ?? []), moved.size ? new Map([...moved, ...renamed]) : renamed, redirected, baseFinal), missing), missing);
    return (0,findings/* sortFindings */.Tc)([...kept, ...folders, ...removed]);
}
/** New or existing by identity, dead links the change moved or rewrote followed (moved-links, edited-dead-links). */
function markedByIdentity(input, oldNames) {
    const moved = movedLinks(alwaysNew((0,identity/* markNew */._b)(input)));
    return editedDeadLinks(moved, input.baseSource, input.headSource, oldNames);
}
/** The renames git found, with those redirects and copies imply (see implied-renames.ts). */
function allRenames(baseSite, headSite, gitRenames) {
    if (!baseSite || !headSite)
        return gitRenames;
    const implied = [...gitRenames, ...redirectRenames(baseSite, headSite, gitRenames)];
    return [...implied, ...twinRenames(baseSite, headSite, implied), ...folderRenames(baseSite, headSite, implied)];
}
/**
 * The page a link's path reached in the base through its redirects (crewAI's `/en/:slug*` → `/v1.15.17/en/:slug*`):
 * renaming that page breaks the link as surely as a link written to it. The base's routes are built when first asked.
 */
function finalPageInBase(baseSite, config) {
    let baseRoutes;
    return (path) => {
        if (!baseSite?.redirects.length)
            return undefined;
        baseRoutes ??= (0,analyze/* siteRoutesFor */.B9)(baseSite, config).routes;
        const t = baseRoutes.resolve(path);
        return t.kind === 'redirect' && t.final?.kind === 'page' ? t.final.path : undefined;
    };
}
/**
 * The files whose links a diff checks: the changed files and copies' sources, and the files that link to a page or
 * another file the change took away, or by #fragment to a page whose id lines it edited. The fast scan already holds
 * every page's link candidates, so nothing is parsed here. Adds to `idsKept` the changed pages whose ids are as
 * before.
 */
function filesToCheck(baseSite, headSite, { changed, sources, config, baseFinal, idsKept, }) {
    const gone = new Set([...baseSite.index.pages.keys()].filter((s) => !headSite.index.pages.has(s)));
    // A deleted or renamed file that is no page (an image, a download) breaks the links to it as a page does.
    const pagePaths = new Set([...baseSite.index.pages.values()].map((p) => p.path));
    for (const f of baseSite.index.files)
        if (!headSite.index.files.has(f) && !pagePaths.has(f))
            gone.add(f);
    // So does a folder the change emptied: a link to its URL answered (as mint broken-links counts a folder), and now
    // leads nowhere; left unread, it was called existing.
    for (const d of baseSite.index.dirs)
        if (!headSite.index.dirs.has(d))
            gone.add(d);
    // So does an API page a navigation spec made and makes no more (a tag renamed, an operation removed).
    const apiAfter = new Set([...(0,endpoint_pages/* endpointPages */.Cu)(headSite).values()].map((p) => p.slug));
    for (const p of (0,endpoint_pages/* endpointPages */.Cu)(baseSite).values())
        if (!apiAfter.has(p.slug))
            gone.add(p.slug);
    const files = new Set([...(changed ?? []), ...sources]);
    // The base path the head's analysis will use (inferred once: the analysis reuses it).
    let basePathKnown;
    const basePath = () => (basePathKnown ??= (0,analyze/* siteRoutesFor */.B9)(headSite, config).config.basePath);
    // A changed page may have lost an id that links elsewhere name: files with a #fragment link to one are checked too.
    const pairs = [...(changed ?? [])].flatMap((p) => {
        const page = headSite.index.pages.get((0,paths/* stripPageExt */.pQ)(p));
        const before = baseSite.index.pages.get(page?.slug ?? '');
        return page?.path === p && before ? [[before.path, p, page.slug]] : [];
    });
    (0,page_ids/* prefetchIdLines */.M4)(baseSite, headSite, pairs.map(([b, h]) => [b, h]));
    // Only a change to the lines ids come from can take an id away (prose and link edits cannot), in the page or
    // in a snippet it renders.
    const edited = pairs.filter(([b, h]) => (0,page_ids/* idLinesChanged */.Tz)(baseSite, b, headSite, h)).map(([, , slug]) => slug);
    edited.push(...(0,page_ids/* pagesRenderingChangedSnippets */.Hx)(baseSite, headSite, changed ?? []));
    const editedSlugs = new Set(edited);
    for (const [b, h, slug] of pairs)
        if (b === h && !editedSlugs.has(slug) && (0,anchor_quick_look/* idsFollowIdLines */.Et)((0,page_ids/* idLinesOf */.Cv)(headSite, h)))
            idsKept.add(h);
    // Adds the files with a link (of those `wanted`) whose path `leadsTo` one of `targets`.
    const addLinking = (targets, wanted, leadsTo, alsoNamed = []) => {
        // Past a few hundred targets most links end in one of their names (a versioned site's copies share them):
        // resolving every link is then cheaper than testing it first.
        const names = targets.size <= 200 ? (0,link_path/* leafNames */.PU)([...targets, ...alsoNamed]) : undefined;
        for (const [path, scan] of headSite.index.scans) {
            if (files.has(path))
                continue;
            if (scan.links.some((l) => {
                if (!wanted(l.url) || (names && !(0,link_path/* mayLeadTo */.D7)(l.url, names)))
                    return false;
                const p = (0,link_path/* linkPath */.OT)(l.url, path, basePath());
                if (p.kind === 'path' && leadsTo(p.path))
                    return true;
                const served = (0,link_path/* servedReading */.aI)(l.url, path, basePath());
                return !!served && leadsTo(served.path);
            }))
                files.add(path);
        }
    };
    const targets = new Set(edited);
    if (targets.size)
        addLinking(targets, (url) => url.includes('#') && !url.trim().startsWith('#'), (0,link_path/* leadsToOneOf */.St)(targets));
    if (gone.size) {
        const isGone = (0,link_path/* leadsToOneOf */.St)(gone);
        const throughRedirect = (path) => {
            const final = baseFinal(path);
            return final !== undefined && isGone(final);
        };
        // A redirect that renames the last segment (`/start` → `/guides/setup`) reaches a gone page by another name.
        const sources = baseSite.redirects
            .map((r) => ({ source: exactSource(r.source), destination: (0,site_routes/* routePath */.dA)(r.destination) }))
            .filter((r) => r.source !== undefined && isGone(r.destination))
            .map((r) => r.source);
        addLinking(gone, () => true, (path) => isGone(path) || throughRedirect(path), sources);
        // docs.json's own links (the logo, the navbar's, a tab's href) break as a page's do when what they name goes.
        for (const { node } of (0,frame_links/* docsJsonLinks */.L)(headSite.docs, headSite.nav)) {
            const p = (0,link_path/* linkPath */.OT)(node.value, '', basePath());
            if (p.kind === 'path' && (isGone(p.path) || throughRedirect(p.path)))
                files.add(node.span.file);
        }
    }
    return files;
}
/** Files of the base that the head has neither under their name nor under a name they were renamed to. */
function deletedFiles(base, head, renames, renamed) {
    const moved = new Set(renames.map((r) => r.from));
    const out = new Set();
    for (const f of base.index.files)
        if (!head.index.files.has(f) && !moved.has(f) && !renamed.has((0,paths/* stripPageExt */.pQ)(f)))
            out.add(f);
    return out;
}
/**
 * The pages whose MDX syntax a change reads: those it wrote (not those read for links into them, nor a page moved as
 * it was: the same text parses alike), whatever the links' scope: with every link checked, the budget went to the
 * site's pages in path order, hid new errors on pages the change wrote and called old ones new when the change moved
 * which pages fit (lemondata-docs, fresh set seed 73). The head's first: a page it cannot parse is read in the base
 * too (`baseTouched`), so that one already broken before is not blamed on the change; a page that parses needs no
 * base verdict.
 */
function syntaxScope(baseSite, headSite, changed, renamedTo, deleted) {
    if (!baseSite || !headSite)
        return {};
    const wroteFrom = new Map([...renamedTo].map(([b, h]) => [h, b]));
    const touched = rewrittenPages(baseSite, headSite, changed ?? [], wroteFrom);
    const headInvalid = (0,unparsable/* unparsablePages */.Gr)(headSite, touched).invalid;
    const baseTouched = new Set([...headInvalid.keys()].map((p) => wroteFrom.get(p) ?? p).filter((f) => !deleted.has(f)));
    return { touched, baseTouched };
}
/**
 * The head's pages among the changed files whose syntax the change may have changed: not those moved as they were,
 * nor those whose edit is prose only (proseOnlyEdit): either parses as its base file did.
 */
function rewrittenPages(base, head, changed, baseNames) {
    return (0,unparsable/* pagesAmong */.Vq)(head, changed).filter((p) => {
        const was = baseNames.get(p) ?? p;
        const id = head.source.contentId?.(p);
        if (id !== undefined && id === base.source.contentId?.(was))
            return false;
        if (!base.index.files.has(was))
            return true;
        const before = base.source.read(was);
        const after = head.source.read(p);
        return before === undefined || after === undefined || !(0,page_syntax/* proseOnlyEdit */.yH)(before, after);
    });
}
/** Base files the change renamed, with their names in the head: git's renames and pages renamed by content. */
function renamedFiles(base, head, renames, renamed) {
    const out = new Map();
    for (const r of renames)
        if (base.index.files.has(r.from) && head.index.files.has(r.to))
            out.set(r.from, r.to);
    for (const [from, to] of renamed) {
        const b = base.index.pages.get(from)?.path;
        const h = head.index.pages.get(to)?.path;
        if (b && h && !out.has(b))
            out.set(b, h);
    }
    return out;
}
function withOldNames(files, renames) {
    const out = new Set(files);
    for (const r of renames)
        if (files.has(r.to))
            out.add(r.from);
    return out;
}
/**
 * Page renames from git's file renames, identical content, and an entry replaced in the same slot by a page of the
 * same subject (`renamed`); with those, every entry replaced in its slot (`paired`: where the old page's text went).
 */
function pageRenames(base, head, fileRenames) {
    const out = new Map();
    if (!base || !head)
        return { renamed: out, paired: out };
    const isGone = (slug) => base.index.pages.has(slug) && !head.index.pages.has(slug);
    const isNew = (slug) => head.index.pages.has(slug) && !base.index.pages.has(slug);
    for (const r of fileRenames) {
        if (!(0,paths/* isPageFile */.MV)(r.from) || !(0,paths/* isPageFile */.MV)(r.to))
            continue;
        const from = (0,paths/* stripPageExt */.pQ)(r.from);
        const to = (0,paths/* stripPageExt */.pQ)(r.to);
        if (isGone(from) && isNew(to))
            out.set(from, to);
    }
    // Without git (two folders), an unchanged file under a new name is still a rename. Contents are
    // compared by id where both states have ids (git blobs), else by text.
    const byId = !!base.source.contentId && !!head.source.contentId;
    const content = (site, path) => byId ? site.source.contentId(path) : site.source.read(path);
    const goneByText = new Map();
    for (const [slug, p] of base.index.pages)
        if (isGone(slug) && !out.has(slug))
            goneByText.set(content(base, p.path) ?? '', slug);
    const taken = new Set(out.values());
    for (const [slug, p] of head.index.pages) {
        if (!isNew(slug) || taken.has(slug))
            continue;
        const from = goneByText.get(content(head, p.path) ?? '\u0000');
        if (from && !out.has(from)) {
            out.set(from, slug);
            taken.add(slug);
        }
    }
    // An entry edited in place from an old page to a new one (same section, same position) of the same subject
    // (sameSubject: a rewritten section's pages are not renames of each other by position). Most changes leave
    // no gone page or no new page unpaired by now, and then the walk of both navigations finds nothing.
    const unpaired = (site, is, paired) => {
        for (const slug of site.index.pages.keys())
            if (is(slug) && !paired.has(slug))
                return true;
        return false;
    };
    const paired = new Map(out);
    if (base.nav && head.nav && unpaired(base, isGone, out) && unpaired(head, isNew, taken)) {
        const headByTrail = new Map();
        for (const n of (0,nav/* walk */.GG)(head.nav))
            if (!(0,nav/* isLeaf */.xe)(n))
                headByTrail.set((0,nav/* trailKey */.IA)(n), n);
        for (const b of (0,nav/* walk */.GG)(base.nav)) {
            if ((0,nav/* isLeaf */.xe)(b))
                continue;
            const h = headByTrail.get((0,nav/* trailKey */.IA)(b));
            if (!h)
                continue;
            b.children.forEach((bc, i) => {
                const hc = h.children[i];
                if (bc.kind === 'page' &&
                    hc?.kind === 'page' &&
                    bc.page !== hc.page &&
                    isGone(bc.page) &&
                    isNew(hc.page) &&
                    !paired.has(bc.page) &&
                    !taken.has(hc.page)) {
                    paired.set(bc.page, hc.page);
                    taken.add(hc.page);
                    if (sameSubject(base, bc.page, head, hc.page))
                        out.set(bc.page, hc.page);
                }
            });
        }
    }
    return { renamed: out, paired };
}
/** Findings of a change that deletes docs.json (docs-json-removed), in the base's terms. */
function removedFindings(base) {
    const out = new rule/* FindingSink */.RQ(base, registry/* defaultSeverity */.NU);
    for (const check of registry/* REMOVED_CHECKS */.Ro)
        check({ base, out });
    return out.findings;
}
/** Findings of the before/after rules (missing-redirect), under the same policy as the head's findings. */
function pairFindings(base, head, renamed, options) {
    const out = new rule/* FindingSink */.RQ(head.site, registry/* defaultSeverity */.NU);
    for (const check of registry/* PAIR_CHECKS */.TU)
        check({ base, head: head.site, headRoutes: head.routes, renamed, headFindings: head.findings, out });
    return (0,analyze/* applyPolicy */.VC)(out.findings, options.config ?? config_config/* DEFAULT_CONFIG */.PV, head.site.source.rootPrefix);
}
/**
 * One cause, one finding: a link into a folder the change removed as a whole is part of that folder's
 * missing-redirect finding (its wildcard redirect serves the link too), listed there rather than reported again.
 */
function foldIntoFolders(findings, pair) {
    const folders = pair.flatMap((f) => f.rule === 'missing-redirect' && f.data.pages && f.data.redirects.length
        ? [{ finding: f, prefix: f.data.source.replace(/^\/|:slug\*$/g, '') }]
        : []);
    if (!folders.length)
        return { kept: findings, folders: pair };
    const into = new Map();
    const kept = findings.filter((f) => {
        if (f.rule !== 'broken-link' || f.data.target === undefined)
            return true;
        const target = f.data.target;
        const folder = folders.find((d) => target.startsWith(d.prefix));
        if (!folder)
            return true;
        const list = into.get(folder.finding) ?? [];
        list.push({ file: f.file, line: f.line, url: f.data.url });
        into.set(folder.finding, list);
        return false;
    });
    return {
        kept,
        folders: pair.map((f) => {
            const links = into.get(f);
            if (!links || f.rule !== 'missing-redirect')
                return f;
            const pages = new Set(links.map((l) => l.file)).size;
            const shown = links
                .slice(0, 3)
                .map((l) => `${l.file}:${l.line}`)
                .join(', ');
            return {
                ...f,
                message: `${f.message} ${links.length} ${links.length === 1 ? 'link' : 'links'} in ${pages} ${pages === 1 ? 'page' : 'pages'} of this site ${links.length === 1 ? 'leads' : 'lead'} into it (${shown}${links.length > 3 ? ', …' : ''}); the redirect serves them too, or point them at the pages that replace it.`,
                data: { ...f.data, links },
            };
        }),
    };
}
/** What a change renamed when an id of this kind changed (an Accordion's, a Tab's, a Step's… title otherwise). */
const RENAMED = { heading: 'heading', element: "element's id", param: 'parameter' };
/**
 * Links whose #fragment named a heading the change renamed get the exact fix: the new id (anchor-removed found
 * the rename and lists the links).
 */
function retargetAnchors(findings, pair) {
    const to = new Map();
    // hashiraio/garden-docs f79ee46 (walk 82): the link's error and the removal's warning told one cause apart.
    const gone = new Map();
    for (const f of pair)
        if (f.rule === 'anchor-removed')
            for (const l of f.data.links)
                if (f.data.to === undefined)
                    gone.set(`${l.file}:${l.line}|${l.url}`, `${f.file}:${f.line}`);
                else
                    to.set(`${l.file}:${l.line}|${l.url}`, { id: f.data.to, kind: f.data.toKind ?? 'heading' });
    if (!to.size && !gone.size)
        return findings;
    return findings.map((f) => {
        if (f.rule !== 'broken-anchor')
            return f;
        const renamed = to.get(`${f.file}:${f.line}|${f.data.url}`);
        const removedAt = gone.get(`${f.file}:${f.line}|${f.data.url}`);
        if (removedAt)
            return { ...f, message: `${f.message} This change removed that id (anchor-removed, ${removedAt}).` };
        const hash = f.data.url.lastIndexOf('#');
        if (!renamed || f.endLine === undefined || f.data.url.slice(hash + 1) !== f.data.fragment)
            return f;
        const { id, kind } = renamed;
        const edit = {
            file: f.file,
            line: f.line,
            column: f.column + hash + 1,
            endLine: f.endLine,
            endColumn: f.endColumn,
            newText: id,
        };
        return {
            ...f,
            message: `${f.message} This change renamed the ${RENAMED[kind] ?? `${kind}'s title`}, and its id is now "#${id}".`,
            fix: { message: `Point it at "#${id}".`, edits: [edit] },
            data: { ...f.data, renamedTo: id },
        };
    });
}
/**
 * A site with nothing to check is reported on every change, however old: otherwise a docs root that was
 * empty before and after would pass in silence.
 */
function alwaysNew(r) {
    const empty = (f) => f.rule === 'empty-site';
    return {
        marked: r.marked.map((f) => (empty(f) ? { ...f, status: 'new' } : f)),
        fixed: r.fixed.filter((f) => !empty(f) || !r.marked.some(empty)),
    };
}
/** Findings about a navigation entry are shown on that entry in the outline. */
function attachFindings(outline, findings, head) {
    if (!head)
        return;
    const byPos = new Map();
    for (const f of findings) {
        const k = `${f.file}:${f.line}:${f.column}`;
        const list = byPos.get(k);
        if (list)
            list.push(f);
        else
            byPos.set(k, [f]);
    }
    const sink = new rule/* FindingSink */.RQ(head, registry/* defaultSeverity */.NU);
    const at = new Map();
    const nodesAt = new Map();
    const place = (o) => {
        if (o.side === 'head') {
            const loc = sink.locate(o.span);
            const k = `${sink.repoPath(loc.file)}:${loc.line}:${loc.column}`;
            at.set(o, k);
            nodesAt.set(k, (nodesAt.get(k) ?? 0) + 1);
        }
        o.children.forEach(place);
    };
    place(outline);
    const visit = (o) => {
        const k = at.get(o);
        // A place several sections share is none of theirs: the sections a mint.json upgrade makes (written nowhere,
        // placed at the file's start) would each repeat the site's notice about mint.json.
        const hits = k === undefined || nodesAt.get(k) > 1 ? undefined : byPos.get(k);
        if (hits)
            o.findings = hits.map((f) => ({
                rule: f.rule,
                severity: f.severity,
                message: f.message,
                status: f.status,
                key: f.key,
            }));
        o.children.forEach(visit);
    };
    visit(outline);
    (0,navdiff/* summarize */.eh)(outline);
}
//# sourceMappingURL=compare.js.map

/***/ })

};
