export const id = 947;
export const ids = [947];
export const modules = {

/***/ 1947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ compareRevisionPair),
/* harmony export */   compareStates: () => (/* binding */ compareStates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2424);
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
        // In the commits compared, when the folder on disk has none below it (a clone without its work tree).
        const below = above ? [] : [...new Set([...(exists ? (0,_adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__.sitesBelow)(root) : []), ...(states.sitesBelow ?? [])])];
        const hint = above
            ? ` (the docs root is above it: pass --root ${(0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .pS)(above)})`
            : below.length
                ? ` (below it, ${below.map((f) => (0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .pS)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, f))).join(', ')} ${below.length === 1 ? 'has' : 'have'} one: pass it with --root, one run per docs root)`
                : '';
        throw new _request_js__WEBPACK_IMPORTED_MODULE_6__/* .NoSiteError */ .hq(`neither state has a docs.json (or mint.json) in ${states.rootLabel}; nothing to compare${hint}`);
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
