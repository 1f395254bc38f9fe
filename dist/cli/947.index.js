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
/* harmony import */ var _core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5614);
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
            ? ` (the docs root is above it: pass --root ${(0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .pS)(above)})`
            : below.length
                ? ` (below it, ${below.map((f) => (0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .pS)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, f))).join(', ')} ${below.length === 1 ? 'has' : 'have'} one: pass it with --root, one run per docs root)`
                : '';
        throw new _request_js__WEBPACK_IMPORTED_MODULE_6__/* .NoSiteError */ .hq(`neither state has a docs.json (or mint.json) under ${states.rootLabel}; nothing to compare${hint}`);
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
    return { comparison, folders: (0,_core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .copyFolders */ .RG)(comparison.head?.site) };
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

/***/ })

};
