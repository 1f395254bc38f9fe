export const id = 371;
export const ids = [371];
export const modules = {

/***/ 4371:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDiff: () => (/* binding */ runDiff)
/* harmony export */ });
/* harmony import */ var _core_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6454);
/* harmony import */ var _core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
/* harmony import */ var _core_render_outline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2854);
/* harmony import */ var _core_render_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2708);
/* harmony import */ var _adapters_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5475);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6612);
// `navguard diff`: two states of a docs site (git revisions or folders) → outline, changes, findings.






function runDiff(opts, states, io) {
    const { root, format, report } = opts;
    const config = (0,_adapters_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfigFor */ .w)(root, opts.config);
    if (!states.base.source && !states.head.source)
        throw new _main_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`neither state has a docs.json under ${states.rootLabel}; nothing to compare`);
    for (const note of states.notes)
        io.err.write(`navguard: ${note}\n`);
    const c = (0,_core_compare_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .compareSources */ .m)(states.base.source, states.head.source, {
        config,
        renames: states.renames,
        changed: states.changed,
        scans: states.scans,
        links: opts.links,
    });
    const shown = (0,_core_render_report_js__WEBPACK_IMPORTED_MODULE_3__/* .reported */ .Y6)(c.findings, report);
    if (format === 'json') {
        (0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJson */ .GF)((piece) => io.out.write(piece), states.rootLabel, shown, c.head?.stats ?? emptyStats(), {
            base: states.base.label,
            head: states.head.label,
            changes: c.changes.map(({ span: _span, ...rest }) => rest),
            outline: c.outline,
            fixed: c.fixed.map(_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .publicFinding */ .Fe),
            counts: {
                new: c.findings.filter((f) => f.status === 'new').length,
                existing: c.findings.filter((f) => f.status === 'existing').length,
            },
        });
    }
    else if (format === 'markdown') {
        io.out.write((0,_core_render_report_js__WEBPACK_IMPORTED_MODULE_3__/* .renderReportMarkdown */ .Ay)(c, { report, failOn: 'error' }).text + '\n');
    }
    else {
        io.out.write(renderDiffText(c, shown, states.base.label, states.head.label, opts.color));
    }
    return (0,_core_render_report_js__WEBPACK_IMPORTED_MODULE_3__/* .fails */ .c6)(shown, 'error') ? 1 : 0;
}
function renderDiffText(c, shown, base, head, color) {
    const header = `Navigation: ${base} → ${head}: ${(0,_core_render_report_js__WEBPACK_IMPORTED_MODULE_3__/* .changeSummary */ .lb)(c)}\n\n`;
    return header + (0,_core_render_outline_js__WEBPACK_IMPORTED_MODULE_2__/* .renderOutlineText */ .mv)(c.outline, color) + '\n' + (0,_core_render_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(shown, c.head?.stats ?? {}, color);
}
function emptyStats() {
    return {
        pages: 0,
        entries: 0,
        endpoints: 0,
        orphans: 0,
        dangling: 0,
        redirects: 0,
        linksChecked: 0,
        filesLinkChecked: 0,
        specs: 0,
        endpointsUnchecked: 0,
    };
}
//# sourceMappingURL=diff.js.map

/***/ })

};
