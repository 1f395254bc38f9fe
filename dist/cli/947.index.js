export const id = 947;
export const ids = [947,177];
export const modules = {

/***/ 177:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XO: () => (/* binding */ docsFolders),
/* harmony export */   jk: () => (/* binding */ foldersBelow),
/* harmony export */   siteAbove: () => (/* binding */ siteAbove),
/* harmony export */   sitesBelow: () => (/* binding */ sitesBelow)
/* harmony export */ });
/* unused harmony export selectRoots */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8785);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3962);
// Which docs roots a repository has: the folders holding a docs.json in some commits (read from git), narrowed
// to the paths or globs the user asked for.




/** Repo-relative folders ('.' for the top) holding docs.json (or mint.json) in any of the commits, outside hidden folders and node_modules. */
function docsFolders(repo, commits) {
    const found = new Set();
    for (const c of commits) {
        // The whole tree's paths, NUL-terminated: only those ending in a site file are decoded (a large repository
        // lists tens of thousands of paths, a string each when split).
        const listing = (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(repo, ['ls-tree', '-r', '--name-only', '-z', c]);
        for (const file of _git_js__WEBPACK_IMPORTED_MODULE_3__/* .SITE_FILES */ .WT) {
            const needle = Buffer.from(`${file}\0`);
            for (let at = listing.indexOf(needle); at !== -1; at = listing.indexOf(needle, at + needle.length)) {
                const start = at === 0 ? 0 : listing.lastIndexOf(0, at - 1) + 1;
                const n = listing.toString('utf8', start, at + file.length);
                if (n !== file && !n.endsWith(`/${file}`))
                    continue;
                if (n.split('/').some((seg) => seg === 'node_modules' || seg.startsWith('.')))
                    continue;
                found.add(n === file ? '.' : n.slice(0, -file.length - 1));
            }
        }
    }
    return [...found].sort();
}
/** Of `found` (docsFolders), those strictly below `root` (`.`: every one but the top). */
function foldersBelow(found, root) {
    return found.filter((f) => f !== root && (root === '.' || f.startsWith(`${root}/`)));
}
/**
 * The roots to check: every folder found when nothing is asked for; else each asked path as written (a
 * missing one is reported later), and for a glob, the found folders it matches.
 */
function selectRoots(found, wanted) {
    if (!wanted.length)
        return [...found].sort();
    const out = new Set();
    for (const w of wanted) {
        const clean = w.replace(/^\.\/+/, '').replace(/\/+$/, '') || '.';
        if (micromatch.scan(clean).isGlob) {
            for (const f of found)
                if (micromatch.isMatch(f, clean, { dot: true }))
                    out.add(f);
        }
        else
            out.add(clean);
    }
    return [...out].sort();
}
/**
 * Folders below `dir` on disk (relative, `/`-separated) that hold docs.json or mint.json, a few levels deep,
 * outside hidden folders and node_modules: what to suggest when `--root` names a folder without one (a monorepo).
 */
function sitesBelow(dir, depth = 4, most = 10) {
    const found = [];
    const walk = (abs, rel, left) => {
        let entries;
        try {
            entries = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(abs, { withFileTypes: true });
        }
        catch {
            return;
        }
        if (rel && entries.some((e) => e.isFile() && _git_js__WEBPACK_IMPORTED_MODULE_3__/* .SITE_FILES */ .WT.includes(e.name)))
            found.push(rel);
        if (left === 0)
            return;
        for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1)))
            if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules' && found.length < most)
                walk(node_path__WEBPACK_IMPORTED_MODULE_1__.join(abs, e.name), rel ? `${rel}/${e.name}` : e.name, left - 1);
    };
    walk(dir, '', depth);
    return found;
}
/** The nearest folder above `dir` (within its git repository) that holds docs.json or mint.json. */
function siteAbove(dir) {
    for (let d = dir; !node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(d, '.git')) && node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(d) !== d;) {
        d = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(d);
        if (_git_js__WEBPACK_IMPORTED_MODULE_3__/* .SITE_FILES */ .WT.some((f) => node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(d, f))))
            return d;
    }
    return undefined;
}
//# sourceMappingURL=roots.js.map

/***/ }),

/***/ 1947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ compareRevisionPair),
/* harmony export */   compareStates: () => (/* binding */ compareStates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8210);
/* harmony import */ var _core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9015);
/* harmony import */ var _adapters_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5475);
/* harmony import */ var _adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(177);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4830);
// The engine's half of `diff`: two states read, compared under the root's configuration.







function compareStates(states, req, say) {
    const { root } = req;
    const config = (0,_adapters_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfigFor */ .wU)(root, req.config);
    if (!states.base.source && !states.head.source) {
        const exists = node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(root);
        const above = exists ? (0,_adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__.siteAbove)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root)) : undefined;
        const below = exists && !above ? (0,_adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__.sitesBelow)(root) : [];
        const hint = above
            ? ` (the docs root is above it: pass --root ${(0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .p)(above)})`
            : below.length
                ? ` (below it, ${below.map((f) => (0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .p)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, f))).join(', ')} ${below.length === 1 ? 'has' : 'have'} one: pass it with --root, one run per docs root)`
                : '';
        throw new _request_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`neither state has a docs.json (or mint.json) under ${states.rootLabel}; nothing to compare${hint}`);
    }
    for (const note of states.notes)
        say(note);
    const comparison = (0,_core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareSources */ .m)(states.base.source, states.head.source, {
        config,
        renames: states.renames,
        changed: states.changed,
        scans: states.scans,
        memos: states.index.memos,
        links: req.links,
    });
    return { comparison, folders: (0,_core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .copyFolders */ .R)(comparison.head?.site) };
}
/**
 * A revision pair compared as a pull request's check compares it (the action, `history`): `edited` adds files to
 * what the change touched (fixes written over the head).
 */
function compareRevisionPair(pair, options) {
    const changed = new Set(pair.changes?.changed);
    for (const file of options.edited ?? [])
        changed.add(file);
    return (0,_core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareSources */ .m)(pair.base, pair.head, {
        config: options.config,
        renames: pair.changes?.renames ?? [],
        changed,
        scans: options.scans,
        memos: options.memos,
        ...(options.links ? { links: options.links } : {}),
    });
}
//# sourceMappingURL=compare-states.js.map

/***/ }),

/***/ 9015:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ copyFolders),
/* harmony export */   n: () => (/* binding */ groupCopies)
/* harmony export */ });
/* harmony import */ var _json_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4997);
/* harmony import */ var _site_nav_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3986);
/* harmony import */ var _base_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4251);
// One cause, one finding, across a site's versions and languages: the navigation says which folders hold one
// version or one language of the same pages (crewAI: `v1.15.0/en/…`, `v1.15.0/ko/…`, 35 versions × 4 languages),
// and a mistake copied into each of them (a `#fragment` link, a listed page twice) is the same problem in every
// copy. Findings whose file and data differ only by those folders are one finding on the canonical copy (the
// default version and language, else the first), with the other places listed. Pure; run after the comparison
// and the baseline, which work place by place, so a new copy of an old problem still counts as new.



const MANY = -1;
/** Pages under a navigation node; `seen`: each page entry's, split once (a page sits under a version and a language). */
function pagePaths(node, seen) {
    const out = [];
    for (const n of (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_1__/* .walk */ .GG)(node)) {
        let p = seen.get(n);
        if (p === undefined && !seen.has(n)) {
            const page = n.kind === 'page' ? n.page : n.kind === 'group' ? n.root?.page : undefined;
            seen.set(n, (p = page ? { path: page, parts: page.split('/') } : undefined));
        }
        if (p)
            out.push(p);
    }
    return out;
}
/** The folder every page has at one depth, the shallowest first: depth and name. */
function sharedFolders(pages) {
    const first = pages[0]?.parts ?? [];
    return first
        .slice(0, -1)
        .map((name, depth) => [depth, name])
        .filter(([depth, name]) => pages.every(({ parts }) => parts.length > depth + 1 && parts[depth] === name));
}
/** A page's path without its folder at `depth` (a folder: some segment follows it). */
function withoutFolder({ path, parts }, depth) {
    let start = 0;
    for (let d = 0; d < depth; d++)
        start += parts[d].length + 1;
    return path.slice(0, start) + path.slice(start + parts[depth].length + 1);
}
/**
 * The folders of each version and language division. A division's folder is the shallowest one all its pages share
 * and none of its siblings' pages has at that depth; it marks a copy only where taking it out gives a sibling's page
 * (taken out of its own folder, or at the top: a default language kept without a folder); otherwise it is only where
 * the pages are. Linear in the pages: crewAI's 35 versions × 4 languages are 24,000 of them.
 */
function copyFolders(site) {
    const rootPrefix = site?.source.rootPrefix ?? '';
    const nav = site?.nav;
    if (!nav)
        return { names: new Map(), rootPrefix };
    // Kept on the navigation: states that share a docs.json share its navigation model (a history replay's commits,
    // most of them).
    nav.copyFolders ??= new Map();
    let found = nav.copyFolders.get(rootPrefix);
    if (!found)
        nav.copyFolders.set(rootPrefix, (found = { names: foldersOf(nav), rootPrefix }));
    return found;
}
function foldersOf(nav) {
    const out = new Map();
    const seen = new Map();
    for (const parent of (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_1__/* .walk */ .GG)(nav)) {
        for (const kind of ['version', 'language']) {
            const siblings = parent.children.filter((c) => c.kind === kind);
            if (siblings.length < 2)
                continue;
            const pages = siblings.map((s) => pagePaths(s, seen));
            // Which sibling has a folder at each depth, by name, or MANY: one entry per name, not a set.
            const holders = [];
            const hold = (map, key, i) => {
                const was = map.get(key);
                if (was === undefined)
                    map.set(key, i);
                else if (was !== i)
                    map.set(key, MANY);
            };
            pages.forEach((mine, i) => {
                for (const { parts } of mine)
                    for (let d = 0; d < parts.length - 1; d++)
                        hold((holders[d] ??= new Map()), parts[d], i);
            });
            const own = pages.map((mine) => sharedFolders(mine).find(([d, name]) => holders[d].get(name) !== MANY));
            // Each sibling's pages as written and with its own folder taken out: path → the sibling that has it, or MANY.
            const paths = new Map();
            const stripped = pages.map((mine, i) => mine.map((p) => {
                const cut = own[i] ? withoutFolder(p, own[i][0]) : p.path;
                hold(paths, cut, i);
                hold(paths, p.path, i);
                return cut;
            }));
            const marked = siblings.findIndex((s) => (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(s.json, 'default')?.value === true);
            const canonical = marked === -1 ? 0 : marked;
            own.forEach((folder, i) => {
                if (!folder || out.has(folder[1]))
                    return;
                const copied = stripped[i].some((p) => paths.get(p) !== i);
                if (copied)
                    out.set(folder[1], { kind, canonical: i === canonical, depth: folder[0] });
            });
        }
    }
    return out;
}
/**
 * A path's segments under the docs root (a finding's file is repository-relative; a URL starts at the site's root),
 * with whether each is a version or language folder where such folders sit.
 */
function segments(path, folders, isFile) {
    const root = folders.rootPrefix;
    const rest = isFile && root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path.replace(/^\//, '');
    return rest.split('/').map((segment, i) => {
        const folder = folders.names.get(segment);
        return { segment, copy: folder !== undefined && i <= folder.depth };
    });
}
/** A path with the version and language folders taken out: the same for every copy of one page. */
function withoutCopyFolders(path, folders, isFile = false) {
    return segments(path, folders, isFile)
        .filter((s) => !s.copy)
        .map((s) => s.segment)
        .join('/');
}
/** A value with every string's version and language folders taken out. */
function normalised(value, folders) {
    if (typeof value === 'string')
        return value.includes('/') ? withoutCopyFolders(value, folders) : value;
    if (Array.isArray(value))
        return value.map((v) => normalised(v, folders));
    if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalised(v, folders)]));
    return value;
}
/**
 * What a finding says apart from where it is and which copy of the page it is in. Not its fix's words: they name
 * the copy's place in the navigation by its labels ("version "v1.15.0" › tab …"), one fix for every copy.
 */
function copyKey(f, folders) {
    const data = normalised(f.data, folders);
    const { fix: _words, ...rest } = f;
    const shape = (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .shapeKey */ .pS)({ ...rest, data });
    return `${withoutCopyFolders(f.file, folders, true)}\u0000${shape}`;
}
/** The version and language folders a finding names: in its file, or in its data (docs.json's entries). */
function namedFolders(f, folders) {
    const out = [];
    const visit = (value, isFile = false) => {
        if (typeof value === 'string') {
            if (value.includes('/'))
                for (const s of segments(value, folders, isFile))
                    if (s.copy)
                        out.push(s.segment);
        }
        else if (Array.isArray(value))
            value.forEach((v) => visit(v));
        else if (value && typeof value === 'object')
            Object.values(value).forEach((v) => visit(v));
    };
    visit(f.file, true);
    visit(f.data);
    return out;
}
/**
 * Findings that are one problem in several copies of a page, as one finding each: the canonical copy's, with the
 * others in `copies` and every copy's exact edits in its fix. Order kept (by each group's first finding).
 */
function groupCopies(findings, folders) {
    if (!folders.names.size)
        return [...findings];
    const groups = new Map();
    for (const f of findings) {
        const k = copyKey(f, folders);
        const g = groups.get(k);
        if (g)
            g.push(f);
        else
            groups.set(k, [f]);
    }
    const out = [];
    for (const members of groups.values()) {
        // Repeats within one copy (a link twice on a page) are the existing grouping's; this one needs two copies.
        if (members.length === 1 || (oneOf(members, (m) => m.file) && oneOf(members, _base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .shapeKey */ .pS))) {
            out.push(...members);
            continue;
        }
        const named = new Map(members.map((m) => [m, namedFolders(m, folders)]));
        // How far each is from the canonical copy: how many of its folders are not the default version or language.
        const far = (m) => named.get(m).filter((s) => !folders.names.get(s).canonical).length;
        const lead = members.reduce((a, b) => (far(b) < far(a) ? b : a));
        const others = members.filter((m) => m !== lead);
        const edits = members.every((m) => m.fix?.edits?.length) ? members.flatMap((m) => m.fix.edits) : undefined;
        const seen = { version: new Set(), language: new Set() };
        for (const names of named.values())
            for (const name of names)
                seen[folders.names.get(name).kind].add(name);
        out.push({
            ...lead,
            ...(lead.fix && { fix: { ...lead.fix, ...(edits ? { edits } : {}) } }),
            copies: {
                places: others.map(({ file, line, column, key }) => ({ file, line, column, key })),
                versions: seen.version.size,
                languages: seen.language.size,
            },
        });
    }
    return out;
}
/** Whether all members give one key (read until one differs). */
function oneOf(members, key) {
    const first = key(members[0]);
    return members.every((m) => key(m) === first);
}
//# sourceMappingURL=copy-groups.js.map

/***/ })

};
