export const id = 394;
export const ids = [394];
export const modules = {

/***/ 2394:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCheck: () => (/* binding */ runCheck)
/* harmony export */ });
/* harmony import */ var _core_analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4760);
/* harmony import */ var _core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
/* harmony import */ var _adapters_fs_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1916);
/* harmony import */ var _adapters_config_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5475);
// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.




function runCheck(opts, io) {
    const repoRoot = (0,_adapters_fs_source_js__WEBPACK_IMPORTED_MODULE_2__/* .findRepoRoot */ .Gn)(opts.root);
    const config = (0,_adapters_config_file_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfigFor */ .w)(opts.root, opts.config, repoRoot);
    const source = (0,_adapters_fs_source_js__WEBPACK_IMPORTED_MODULE_2__/* .directorySource */ .X5)(opts.root, repoRoot);
    const result = (0,_core_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyze */ .ns)(source, { config, links: opts.links });
    if (opts.format === 'json')
        (0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJson */ .GF)((piece) => io.out.write(piece), source.rootPrefix || '.', result.findings, result.stats);
    else if (opts.format === 'sarif')
        io.out.write((0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSarif */ .WH)(result.findings));
    else
        io.out.write((0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(result.findings, result.stats, opts.color));
    return result.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
//# sourceMappingURL=check.js.map

/***/ })

};
