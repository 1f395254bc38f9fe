export const id = 394;
export const ids = [394];
export const modules = {

/***/ 2394:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCheck: () => (/* binding */ runCheck)
/* harmony export */ });
/* harmony import */ var _core_compare_audit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2868);
/* harmony import */ var _core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1632);
/* harmony import */ var _core_render_rule_summary_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2905);
/* harmony import */ var _adapters_fs_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1485);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3962);
/* harmony import */ var _adapters_run_cache_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1116);
/* harmony import */ var _adapters_states_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7480);
/* harmony import */ var _adapters_config_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5475);
/* harmony import */ var _core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5914);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3024);
/* harmony import */ var _core_rules_links_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7258);
/* harmony import */ var _core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9015);
/* harmony import */ var _adoption_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7726);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8908);
// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.














/** HEAD's commit id, or undefined (no commit yet). */
function headCommit(repo) {
    try {
        return (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(repo, 'HEAD', false);
    }
    catch {
        return undefined;
    }
}
/**
 * The files renamed between the commit a baseline was written at and the working tree, as git finds them, so a
 * renamed page keeps its findings held; a note where they cannot be followed.
 */
async function baselineRenames(commit, repo, prefix) {
    if (!repo)
        return { renames: [], note: 'outside a git repository, files renamed since the baseline cannot be followed' };
    if (!commit)
        return {
            renames: [],
            note: 'the baseline records no commit (written by an older navguard): files renamed since are not followed; rewrite it with --update-baseline',
        };
    try {
        const at = (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(repo, commit, false);
        const { renames, note } = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitChanges */ .IF)(repo, at, undefined, prefix);
        return { renames, ...(note ? { note } : {}) };
    }
    catch {
        return {
            renames: [],
            note: `the baseline's commit ${commit.slice(0, 12)} is not in this clone: files renamed since are not followed (fetch more history, or rewrite the baseline)`,
        };
    }
}
async function runCheck(opts, io) {
    const repoRoot = (0,_adapters_fs_source_js__WEBPACK_IMPORTED_MODULE_2__/* .findRepoRoot */ .Gn)(opts.root);
    const config = (0,_adapters_config_file_js__WEBPACK_IMPORTED_MODULE_6__.loadConfigFor)(opts.root, opts.config, repoRoot);
    // Scans kept by an earlier run serve the files git says are unchanged, found by their blob ids unread.
    const cacheDir = opts.cache === false ? undefined : (opts.cache ?? (repoRoot && (0,_adapters_states_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultCacheDir */ .$g)(repoRoot)));
    const index = new _adapters_run_cache_js__WEBPACK_IMPORTED_MODULE_4__/* .RunCache */ .C(cacheDir);
    // Git's index names each unchanged file's content without reading it: with a cache or without, pages of the same
    // content (a versioned site's copies) share one scan and what the rules learn of it in this run.
    const ids = repoRoot ? (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .worktreeBlobIds */ .jU)(opts.root) : undefined;
    if (ids && cacheDir)
        index.load();
    const folder = (0,_adapters_fs_source_js__WEBPACK_IMPORTED_MODULE_2__/* .directorySource */ .X5)(opts.root, repoRoot, ids, true, !!cacheDir);
    // A site still on mint.json is checked as the builder reads it: upgraded to docs.json.
    const source = (0,_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_7__/* .siteAsBuilt */ .Ov)(folder) ?? folder;
    const result = (0,_core_compare_audit_js__WEBPACK_IMPORTED_MODULE_0__/* .auditSource */ .L)(source, {
        config,
        links: opts.links,
        ...(opts.syntaxAll && { syntaxBudget: Infinity }),
        ...(ids ? { scans: index.scans } : {}),
    }).head;
    if (ids && cacheDir) {
        index.save([source]);
        for (const note of index.notes)
            io.err.write(`navguard: ${note}\n`);
    }
    if (opts.updateBaseline) {
        if (opts.baseline === undefined)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .e('--update-baseline needs --baseline FILE to write');
        // Links not checked: their findings are unknown, not gone; the old baseline's stay.
        const kept = opts.links === 'none' && node_fs__WEBPACK_IMPORTED_MODULE_8__.existsSync(opts.baseline)
            ? (0,_adoption_js__WEBPACK_IMPORTED_MODULE_11__/* .readBaseline */ .mF)(opts.baseline).findings.filter((e) => _core_rules_links_js__WEBPACK_IMPORTED_MODULE_9__.LINK_RULES.has(e.rule))
            : [];
        const n = (0,_adoption_js__WEBPACK_IMPORTED_MODULE_11__/* .writeBaseline */ .B9)(opts.baseline, result.findings, kept, repoRoot && headCommit(repoRoot));
        io.err.write(`navguard: wrote ${n} ${n === 1 ? 'finding' : 'findings'} to ${opts.baseline}\n`);
        if (kept.length)
            io.err.write(`navguard: ${kept.length} of them are link findings kept from the old baseline: links were not checked (--links none)\n`);
        return 0;
    }
    const baseline = opts.baseline === undefined ? undefined : (0,_adoption_js__WEBPACK_IMPORTED_MODULE_11__/* .readBaseline */ .mF)(opts.baseline);
    const followed = baseline ? await baselineRenames(baseline.commit, repoRoot, source.rootPrefix) : { renames: [] };
    if (followed.note)
        io.err.write(`navguard: ${followed.note}\n`);
    const folders = (0,_core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_10__/* .copyFolders */ .R)(result.site);
    const settled = (0,_adoption_js__WEBPACK_IMPORTED_MODULE_11__/* .settle */ .G9)(result.findings, opts, (fs) => (0,_core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_10__/* .groupCopies */ .n)(fs, folders), followed.renames, baseline);
    const { shown, extras } = settled;
    if (opts.format === 'json')
        (0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJson */ .GF)((piece) => io.out.write(piece), source.rootPrefix || '.', shown, result.stats, (0,_adoption_js__WEBPACK_IMPORTED_MODULE_11__/* .baselineJson */ .QN)(extras));
    else if (opts.format === 'sarif')
        io.out.write((0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSarif */ .WH)(shown));
    else
        io.out.write((0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(shown, result.stats, opts.color) + (0,_core_render_rule_summary_js__WEBPACK_IMPORTED_MODULE_13__/* .renderRuleSummary */ .N)(shown, extras));
    return (0,_adoption_js__WEBPACK_IMPORTED_MODULE_11__/* .exitCode */ .I$)(settled, opts);
}
//# sourceMappingURL=check.js.map

/***/ }),

/***/ 2868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ auditSource)
/* harmony export */ });
/* harmony import */ var _analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1007);
/* harmony import */ var _site_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8180);
/* harmony import */ var _navdiff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5573);
// One state of a site on its own, with no "before" (a push, a manual run, `navguard check`): the same shape
// a comparison has, so one renderer serves both — every finding is existing, nothing changed, and the
// outline is the navigation as it stands.



function auditSource(source, options = {}) {
    const site = (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSite */ .UK)(source, options.scans);
    const head = (0,_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeSite */ .AD)(site, { ...options, links: options.links ?? 'all' });
    const outline = (0,_navdiff_js__WEBPACK_IMPORTED_MODULE_2__/* .standingOutline */ .N)(site.nav);
    return {
        head,
        changes: [],
        outline,
        findings: head.findings.map((f) => ({ ...f, status: 'existing' })),
        fixed: [],
        renamed: new Map(),
    };
}
//# sourceMappingURL=audit.js.map

/***/ })

};
