export const id = 261;
export const ids = [261];
export const modules = {

/***/ 261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./lib/core/analyze.js
var analyze = __webpack_require__(227);
// EXTERNAL MODULE: ./lib/core/site/model.js + 2 modules
var model = __webpack_require__(6862);
// EXTERNAL MODULE: ./lib/core/compare/navdiff.js
var navdiff = __webpack_require__(5573);
;// CONCATENATED MODULE: ./lib/core/compare/audit.js
// One state of a site on its own, with no "before" (a push, a manual run, `navguard check`): the same shape
// a comparison has, so one renderer serves both — every finding is existing, nothing changed, and the
// outline is the navigation as it stands.



function auditSource(source, options = {}) {
    const site = (0,model/* loadSite */.UK)(source, options.scans);
    const head = (0,analyze/* analyzeSite */.AD)(site, { ...options, links: options.links ?? 'all' });
    const { outline } = (0,navdiff/* diffNavigation */.sf)(site.nav, site.nav, new Map());
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
// EXTERNAL MODULE: ./lib/core/render/findings.js + 2 modules
var findings = __webpack_require__(1632);
// EXTERNAL MODULE: ./lib/adapters/fs-source.js + 1 modules
var fs_source = __webpack_require__(1485);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/core/site/mint-json.js
var mint_json = __webpack_require__(5914);
;// CONCATENATED MODULE: ./lib/cli/check.js
// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.





function runCheck(opts, io) {
    const repoRoot = (0,fs_source/* findRepoRoot */.Gn)(opts.root);
    const config = (0,config_file/* loadConfigFor */.w)(opts.root, opts.config, repoRoot);
    const folder = (0,fs_source/* directorySource */.X5)(opts.root, repoRoot);
    // A site still on mint.json is checked as the builder reads it: upgraded to docs.json.
    const source = (0,mint_json/* mintJsonAsDocs */.ic)(folder) ?? folder;
    const result = auditSource(source, { config, links: opts.links }).head;
    if (opts.format === 'json')
        (0,findings/* writeJson */.GF)((piece) => io.out.write(piece), source.rootPrefix || '.', result.findings, result.stats);
    else if (opts.format === 'sarif')
        io.out.write((0,findings/* renderSarif */.WH)(result.findings));
    else
        io.out.write((0,findings/* renderText */.S5)(result.findings, result.stats, opts.color));
    return result.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
//# sourceMappingURL=check.js.map

/***/ })

};
