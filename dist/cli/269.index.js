export const id = 269;
export const ids = [269];
export const modules = {

/***/ 8269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDiff: () => (/* binding */ runDiff)
});

// EXTERNAL MODULE: ./lib/core/compare/compare.js + 3 modules
var compare = __webpack_require__(8250);
// EXTERNAL MODULE: ./lib/core/render/findings.js + 2 modules
var findings = __webpack_require__(1632);
// EXTERNAL MODULE: ./lib/core/render/outline.js
var outline = __webpack_require__(2854);
// EXTERNAL MODULE: ./lib/core/render/report.js
var render_report = __webpack_require__(3192);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
;// CONCATENATED MODULE: ./lib/github/limits.js
// GitHub's limits that shape what navguard posts, and the budgets navguard renders to under them. One
// place, so that a limit GitHub changes is changed once. Sizes are in characters (JavaScript string length).
/** An issue or pull request comment's body (GitHub answers 422 above it). */
const COMMENT_MAX = 65536;
/** What navguard renders into its summary comment: room left under COMMENT_MAX for the marker and joins. */
const COMMENT_BUDGET = 65000;
/** A check run's `output.summary` (GitHub: "Maximum length: 65535 characters"). */
const CHECK_SUMMARY_MAX = 65535;
/** What navguard sends as a check run's summary: cut here, a margin under CHECK_SUMMARY_MAX. */
const CHECK_SUMMARY_CUT = 65000;
/** What the reports in a check run's summary are rendered to, all roots together, before the cut. */
const CHECK_SUMMARY_BUDGET = 60000;
/** Annotations per check-run create/update request. */
const CHECK_ANNOTATIONS_PER_REQUEST = 50;
/** An annotation's message (GitHub documents 64 KB); navguard cuts its messages here. */
const ANNOTATION_MESSAGE_CUT = 60000;
/** An annotation's title. */
const ANNOTATION_TITLE_MAX = 255;
/** Annotations written as workflow commands (`::error …`) that GitHub shows, per level and step. */
const COMMAND_ANNOTATIONS_PER_LEVEL = 10;
/** The job summary (GitHub refuses a step summary above 1 MiB); navguard renders it to this budget. */
const JOB_SUMMARY_BUDGET = 1_000_000;
//# sourceMappingURL=limits.js.map
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/diff.js
// `navguard diff`: two states of a docs site (git revisions or folders) → outline, changes, findings.







function runDiff(opts, states, io) {
    const { root, format, report } = opts;
    const config = (0,config_file/* loadConfigFor */.w)(root, opts.config);
    if (!states.base.source && !states.head.source)
        throw new cli_io/* UsageError */.e(`neither state has a docs.json under ${states.rootLabel}; nothing to compare`);
    for (const note of states.notes)
        io.err.write(`navguard: ${note}\n`);
    const c = (0,compare/* compareSources */.m)(states.base.source, states.head.source, {
        config,
        renames: states.renames,
        changed: states.changed,
        scans: states.scans,
        links: opts.links,
    });
    const shown = (0,render_report/* reported */.Y6)(c.findings, report);
    if (format === 'json') {
        (0,findings/* writeJson */.GF)((piece) => io.out.write(piece), states.rootLabel, shown, c.head?.stats ?? emptyStats(), {
            base: states.base.label,
            head: states.head.label,
            changes: c.changes.map(({ span: _span, ...rest }) => rest),
            outline: c.outline,
            fixed: c.fixed.map(findings/* publicFinding */.Fe),
            counts: {
                new: c.findings.filter((f) => f.status === 'new').length,
                existing: c.findings.filter((f) => f.status === 'existing').length,
            },
        });
    }
    else if (format === 'markdown') {
        io.out.write((0,render_report/* renderReportMarkdown */.Ay)(c, { report, failOn: 'error', budget: COMMENT_MAX }).text + '\n');
    }
    else {
        io.out.write(renderDiffText(c, shown, states.base.label, states.head.label, opts.color));
    }
    return (0,render_report/* fails */.c6)(shown, 'error') ? 1 : 0;
}
function renderDiffText(c, shown, base, head, color) {
    const header = `Navigation: ${base} → ${head}: ${(0,render_report/* changeSummary */.lb)(c)}\n\n`;
    return header + (0,outline/* renderOutlineText */.mv)(c.outline, color) + '\n' + (0,findings/* renderText */.S5)(shown, c.head?.stats ?? {}, color);
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
