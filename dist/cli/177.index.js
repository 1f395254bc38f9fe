export const id = 177;
export const ids = [177];
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

/***/ })

};
