export const id = 269;
export const ids = [269];
export const modules = {

/***/ 9523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I$: () => (/* binding */ exitCode),
  G9: () => (/* binding */ settle),
  YA: () => (/* binding */ settleCheck),
  Rz: () => (/* binding */ updateBaseline)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/core/compare/identity.js
var identity = __webpack_require__(1093);
// EXTERNAL MODULE: ./lib/core/base/paths.js
var paths = __webpack_require__(7077);
;// CONCATENATED MODULE: ./lib/core/compare/baseline.js


const BASELINE_VERSION = 1;
class BaselineError extends Error {
}
/**
 * A baseline of these findings and the old entries `kept` (findings this run could not see), sorted so that a
 * rewrite after a small change is a small diff.
 */
function makeBaseline(findings, kept = [], commit) {
    const entries = findings.map((f) => ({
        rule: f.rule,
        file: f.file,
        key: f.key,
        ...(f.subject ? { subject: f.subject } : {}),
        ...(Object.keys(f.data).length ? { data: f.data } : {}),
        message: f.message,
    }));
    entries.push(...kept);
    entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.rule, b.rule) || cmp(a.key, b.key) || cmp(a.message, b.message));
    return { version: BASELINE_VERSION, ...(commit ? { commit } : {}), findings: entries };
}
/** The file's text: one entry per line group, stable order, trailing newline. */
function serializeBaseline(b) {
    return JSON.stringify(b, null, 2) + '\n';
}
/** Reads a baseline file's text; throws BaselineError saying what is wrong. */
function parseBaseline(text, source = 'baseline') {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (e) {
        throw new BaselineError(`${source} is not JSON: ${e.message}`);
    }
    const r = raw;
    if (!r || typeof r !== 'object' || !Array.isArray(r.findings))
        throw new BaselineError(`${source} is not a navguard baseline (no "findings" list)`);
    if (r.version !== BASELINE_VERSION)
        throw new BaselineError(`${source} has version ${String(r.version)}; this navguard reads ${BASELINE_VERSION}`);
    if (r.commit !== undefined && (typeof r.commit !== 'string' || !/^[0-9a-f]{7,64}$/.test(r.commit)))
        throw new BaselineError(`${source}: "commit" must be a commit id (got ${JSON.stringify(r.commit)})`);
    r.findings.forEach((e, i) => {
        const ok = e &&
            typeof e === 'object' &&
            typeof e.rule === 'string' &&
            typeof e.file === 'string' &&
            typeof e.key === 'string' &&
            (e.subject === undefined || typeof e.subject === 'string') &&
            (e.data === undefined || (typeof e.data === 'object' && e.data !== null && !Array.isArray(e.data)));
        if (!ok)
            throw new BaselineError(`${source}: findings[${i}] needs "rule", "file" and "key" strings (and "data", where given, an object)`);
    });
    return { version: r.version, ...(r.commit ? { commit: r.commit } : {}), findings: r.findings };
}
/**
 * Splits findings into those the baseline holds and the rest. `renames`: files renamed since the baseline was
 * written (docs-root-relative), so that their findings, and findings about their pages, are known again.
 */
function applyBaseline(findings, baseline, renames = []) {
    // Entries stand in for base findings: markNew reads rule, file, key and subject, and data only per rule (an
    // entry from an older baseline has none, and matches by key alone).
    const base = baseline.findings.map((e) => ({
        rule: e.rule,
        severity: 'notice',
        file: e.file,
        line: 0,
        column: 0,
        message: e.message,
        key: e.key,
        ...(e.subject ? { subject: e.subject } : {}),
        data: e.data ?? {},
    }));
    const entryOf = new Map(base.map((f, i) => [f, baseline.findings[i]]));
    const pages = new Map(renames
        .filter((r) => (0,paths/* isPageFile */.MV)(r.from) && (0,paths/* isPageFile */.MV)(r.to))
        .map((r) => [(0,paths/* stripPageExt */.pQ)(r.from), (0,paths/* stripPageExt */.pQ)(r.to)]));
    const { marked, fixed } = (0,identity/* markNew */._b)({ base, head: findings, renamed: pages, fileRenames: renames });
    const fresh = [];
    const baselined = [];
    marked.forEach((m, i) => (m.status === 'existing' ? baselined : fresh).push(findings[i]));
    return { fresh, baselined, stale: fixed.map((f) => entryOf.get(f)) };
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
//# sourceMappingURL=baseline.js.map
// EXTERNAL MODULE: ./lib/app/request.js
var request = __webpack_require__(4830);
// EXTERNAL MODULE: ./lib/adapters/git.js + 1 modules
var git = __webpack_require__(3962);
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 40 modules
var registry = __webpack_require__(9171);
// EXTERNAL MODULE: ./lib/core/compare/copy-groups.js
var copy_groups = __webpack_require__(9015);
;// CONCATENATED MODULE: ./lib/app/adoption.js
// What `check` and `diff` share for adopting navguard on a site with many known problems: a baseline file
// (`--baseline`, `--update-baseline`), errors only (`--quiet`), and a warning budget (`--max-warnings`).






/**
 * Holds back what the baseline knows, narrows (diff: `--report new`), then hides what --quiet hides. The
 * baseline sees every finding first, so an old finding takes its entry before a new one with the same identity.
 */
function settle(findings, opts, narrow = (fs) => fs, 
/** Files renamed since the baseline was written (check follows them in git: baselineRenames). */
renames = [], baseline = opts.baseline === undefined ? undefined : readBaseline(opts.baseline)) {
    let shown = [...findings];
    let held = [];
    const extras = {};
    if (baseline) {
        const m = applyBaseline(shown, baseline, renames);
        shown = m.fresh;
        held = m.baselined;
        extras.baselined = m.baselined.length;
        extras.stale = m.stale.length;
    }
    shown = narrow(shown);
    const warnings = shown.filter((f) => f.severity === 'warning').length;
    if (opts.quiet) {
        const errors = shown.filter((f) => f.severity === 'error');
        extras.hidden = shown.length - errors.length;
        shown = errors;
    }
    return { shown, held, extras, warnings };
}
/** Exit 1 on an error, or on more warnings than --max-warnings allows (counted before --quiet hides them). */
function exitCode(s, opts) {
    if (s.shown.some((f) => f.severity === 'error'))
        return 1;
    return opts.maxWarnings !== undefined && s.warnings > opts.maxWarnings ? 1 : 0;
}
function readBaseline(file) {
    let text;
    try {
        text = external_node_fs_.readFileSync(file, 'utf8');
    }
    catch {
        throw new request/* UsageError */.eb(`--baseline ${file} cannot be read; write it first with --update-baseline`);
    }
    try {
        return parseBaseline(text, file);
    }
    catch (e) {
        if (e instanceof BaselineError)
            throw new request/* UsageError */.eb(e.message);
        throw e;
    }
}
/**
 * Writes every finding, and the old entries `kept`, as the new baseline, with the commit it was written at (in
 * git); returns how many entries.
 */
function writeBaseline(file, findings, kept = [], commit) {
    const b = makeBaseline(findings, kept, commit);
    external_node_fs_.writeFileSync(file, serializeBaseline(b));
    return b.findings.length;
}
/** HEAD's commit id, or undefined (no commit yet). */
function headCommit(repo) {
    try {
        return (0,git/* resolveCommit */.WL)(repo, 'HEAD', false);
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
        const at = (0,git/* resolveCommit */.WL)(repo, commit, false);
        const { renames, note } = await (0,git/* gitChanges */.IF)(repo, at, undefined, prefix);
        return { renames, ...(note ? { note } : {}) };
    }
    catch {
        return {
            renames: [],
            note: `the baseline's commit ${commit.slice(0, 12)} is not in this clone: files renamed since are not followed (fetch more history, or rewrite the baseline)`,
        };
    }
}
/**
 * `--update-baseline`: every finding of the check written to `file`, with the commit it was written at. Links not
 * checked (`--links none`): their findings are unknown, not gone, so the old baseline's link entries stay.
 */
function updateBaseline(checked, file, links) {
    const kept = links === 'none' && external_node_fs_.existsSync(file) ? readBaseline(file).findings.filter((e) => registry/* LINK_RULES */.jb.has(e.rule)) : [];
    const written = writeBaseline(file, checked.analysis.findings, kept, checked.repoRoot && headCommit(checked.repoRoot));
    return { written, keptLinks: kept.length };
}
/**
 * A check's findings under the adoption options: what the baseline holds held back (through the files renamed
 * since it was written), one finding per problem across copies, then --quiet.
 */
async function settleCheck(checked, opts, say) {
    const baseline = opts.baseline === undefined ? undefined : readBaseline(opts.baseline);
    const followed = baseline
        ? await baselineRenames(baseline.commit, checked.repoRoot, checked.source.rootPrefix)
        : { renames: [] };
    if (followed.note)
        say(followed.note);
    const folders = (0,copy_groups/* copyFolders */.RG)(checked.analysis.site);
    return settle(checked.analysis.findings, opts, (fs) => (0,copy_groups/* groupCopies */.nh)(fs, folders), followed.renames, baseline);
}
//# sourceMappingURL=adoption.js.map

/***/ }),

/***/ 8269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderDiff: () => (/* binding */ renderDiff)
});

// EXTERNAL MODULE: ./lib/core/compare/copy-groups.js
var copy_groups = __webpack_require__(9015);
// EXTERNAL MODULE: ./lib/core/render/findings.js + 1 modules
var findings = __webpack_require__(3649);
// EXTERNAL MODULE: ./lib/core/render/outline.js
var render_outline = __webpack_require__(2854);
// EXTERNAL MODULE: ./lib/core/render/report.js
var render_report = __webpack_require__(3192);
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
/**
 * Annotations navguard uploads to one check run, most important first: 20 requests, about 20 s at GitHub's pace
 * of a write a second. An audit of a legacy site uploaded 15,401 in 375 s, every week, for a list nobody reads
 * past its start; the job summary and the JSON report hold every finding.
 */
const CHECK_ANNOTATIONS_MAX = 1000;
/** An annotation's message (GitHub documents 64 KB); navguard cuts its messages here. */
const ANNOTATION_MESSAGE_CUT = 60000;
/** An annotation's title. */
const ANNOTATION_TITLE_MAX = 255;
/** Annotations written as workflow commands (`::error …`) that GitHub shows, per level and step. */
const COMMAND_ANNOTATIONS_PER_LEVEL = 10;
/**
 * The job summary (GitHub refuses a step summary above 1 MiB, and a page that size is slow to open); navguard renders
 * it to this budget, a quarter of the limit (even at 4 bytes a character it fits): a 15,000-page site's whole
 * navigation tree (about 600 KB) is then left to the JSON report, and the summary says so.
 */
const JOB_SUMMARY_BUDGET = 250_000;
/** A step output (GitHub: "can be a maximum of 1 MB"; the run's outputs together at most 50 MB). */
const OUTPUT_MAX = 1_000_000;
//# sourceMappingURL=limits.js.map
// EXTERNAL MODULE: ./lib/app/adoption.js + 1 modules
var adoption = __webpack_require__(9523);
// EXTERNAL MODULE: ./lib/core/render/rule-summary.js
var rule_summary = __webpack_require__(2905);
// EXTERNAL MODULE: ./lib/core/base/plural.js
var plural = __webpack_require__(7111);
;// CONCATENATED MODULE: ./lib/cli/diff.js








/** Writes a diff's answer in the format asked, and gives its exit code. */
function renderDiff(opts, diffed, io) {
    const { format, report } = opts;
    const { states, comparison: c, folders } = diffed;
    // Through the change's renames, as the comparison matches; and no entry is called stale: a diff reads only what
    // the change can break, so an entry it did not see may well still hold (`check --baseline` tells).
    // One problem in several versions or languages of a page is one finding, once the baseline has seen each place.
    const settled = (0,adoption/* settle */.G9)(c.findings, opts, (fs) => (0,copy_groups/* groupCopies */.nh)((0,render_report/* reported */.Y6)(fs, report), folders), states.renames);
    const { shown } = settled;
    const { stale: _unseen, ...extras } = settled.extras;
    const grouped = (findings) => ({ ...c, findings: (0,copy_groups/* groupCopies */.nh)(findings, folders) });
    // What the baseline holds is gone from every output, the comment's counts included (JSON and Markdown).
    const kept = () => {
        const heldSet = new Set(settled.held);
        return grouped(c.findings.filter((f) => !heldSet.has(f)));
    };
    if (format === 'json') {
        (0,findings/* writeJson */.GF)((piece) => io.out.write(piece), states.rootLabel, shown, c.head?.stats ?? emptyStats(), {
            base: states.base.label,
            head: states.head.label,
            changes: c.changes.map(({ span: _span, ...rest }) => rest),
            ...(c.apiPages && { apiPages: c.apiPages }),
            outline: (0,render_outline/* outlineAsWritten */.Yn)(c.outline, { base: c.base?.site.source, head: c.head?.site.source }),
            fixed: c.fixed.map(findings/* publicFinding */.Fe),
            counts: countsOf(kept().findings),
            ...(0,rule_summary/* baselineJson */.QN)(extras),
        });
    }
    else if (format === 'markdown') {
        io.out.write((0,render_report/* renderReportMarkdown */.Ay)(kept(), { report, failOn: 'error', budget: COMMENT_MAX }).text + '\n');
    }
    else {
        const none = (0,rule_summary/* noneShownWords */.Hp)(extras, true);
        io.out.write(renderDiffText(kept(), shown, states.base.label, states.head.label, opts.color, report, none));
        io.out.write((0,rule_summary/* renderRuleSummary */.NS)(shown, extras));
    }
    return (0,adoption/* exitCode */.I$)(settled, opts);
}
function renderDiffText(c, shown, base, head, color, report, none) {
    const fixes = c.fixed.length ? `. This change fixes ${(0,plural/* plural */.L)(c.fixed.length, 'earlier finding')}.` : '';
    const header = `Navigation: ${base} → ${head}: ${(0,render_report/* changeSummary */.lb)(c)}${fixes}\n\n`;
    const tree = (0,render_outline/* reportedOutline */.Ef)(c.outline, report, shown);
    // An unchanged navigation is said once, by the header (the closing line counts its entries).
    const outline = tree.changed ? (0,render_outline/* renderOutlineText */.mv)(tree, color) + '\n' : '';
    const notListed = report === 'new' ? c.findings.filter((f) => f.status === 'existing').length : 0;
    return (header +
        outline +
        (0,findings/* renderText */.S5)(shown, c.head?.stats ?? {}, color, {
            notListed,
            linksReadIn: c.linksReadIn,
            changedFiles: c.changedFiles,
            noneShown: none,
        }));
}
function countsOf(findings) {
    return {
        new: findings.filter((f) => f.status === 'new').length,
        existing: findings.filter((f) => f.status === 'existing').length,
    };
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
