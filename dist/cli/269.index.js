export const id = 269;
export const ids = [269,177];
export const modules = {

/***/ 5475:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   displayName: () => (/* binding */ displayName),
/* harmony export */   loadConfigFile: () => (/* binding */ loadConfigFile),
/* harmony export */   loadConfigFor: () => (/* binding */ loadConfigFor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9547);
/* harmony import */ var _fs_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1485);
/* harmony import */ var _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3829);
// Finding and reading navguard's config: --config FILE, else .navguard.json in the docs root or the
// repository root, else the `navguard` key of package.json there.





/** How a config file is named in messages: relative to its repository, or to the current folder. */
function displayName(file) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file);
    const repo = (0,_fs_source_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepoRoot */ .Gn)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(abs));
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(repo ?? process.cwd(), abs);
    return rel && !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel) ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') : abs;
}
const READ_PROBLEMS = {
    ENOENT: 'does not exist',
    EISDIR: 'is a folder, not a file',
    EACCES: 'cannot be read (permission denied)',
};
function readJson(file, name) {
    let text;
    try {
        text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8');
    }
    catch (e) {
        const code = e.code ?? '';
        const where = name === file ? '' : ` (${node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file)})`;
        throw new _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`the config file ${name}${where} ${READ_PROBLEMS[code] ?? `cannot be read: ${e.message}`}`);
    }
    try {
        return JSON.parse(text);
    }
    catch (e) {
        // JSON.parse names an offset at best; the first error jsonc-parser finds (strict JSON) gives a line and column.
        const errors = [];
        (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_2__.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
        const first = errors[0];
        if (!first)
            throw new _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${name} is not valid JSON: ${e.message}`);
        const before = text.slice(0, first.offset).split('\n');
        const at = `line ${before.length}, column ${before.at(-1).length + 1}`;
        throw new _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${name} is not valid JSON at ${at}: ${describeParseError(first.error)}`);
    }
}
function describeParseError(code) {
    const words = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_2__.printParseErrorCode)(code)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
    return words.replace(/^invalid symbol$/, 'unexpected character');
}
function loadConfigFile(explicit, dirs) {
    if (explicit) {
        const name = displayName(explicit);
        return { config: (0,_core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(readJson(explicit, name), name), file: explicit };
    }
    for (const dir of dirs) {
        const own = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, '.navguard.json');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(own)) {
            const name = displayName(own);
            return { config: (0,_core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(readJson(own, name), name), file: own };
        }
        const pkg = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'package.json');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(pkg)) {
            const pkgName = displayName(pkg);
            const data = readJson(pkg, pkgName);
            if (data && typeof data === 'object' && 'navguard' in data)
                return { config: (0,_core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(data.navguard, `${pkgName} ("navguard" key)`), file: pkg };
        }
    }
    return { config: _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV };
}
/** The CLI's lookup: --config FILE, else the docs root, else the repository root holding it. */
function loadConfigFor(root, explicit, repoRoot = (0,_fs_source_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepoRoot */ .Gn)(root)) {
    return loadConfigFile(explicit, [root, ...(repoRoot && repoRoot !== root ? [repoRoot] : [])]).config;
}
//# sourceMappingURL=config-file.js.map

/***/ }),

/***/ 177:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sitesBelow: () => (/* binding */ sitesBelow)
/* harmony export */ });
/* unused harmony exports docsFolders, selectRoots */
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
        const listing = git(repo, ['ls-tree', '-r', '--name-only', '-z', c]);
        for (const file of SITE_FILES) {
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
//# sourceMappingURL=roots.js.map

/***/ }),

/***/ 7726:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QN: () => (/* binding */ baselineJson),
  I$: () => (/* binding */ exitCode),
  mF: () => (/* binding */ readBaseline),
  G9: () => (/* binding */ settle),
  B9: () => (/* binding */ writeBaseline)
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
// EXTERNAL MODULE: ./lib/cli/io.js
var io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/adoption.js
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
/** What the JSON report adds when a baseline was applied. */
function baselineJson(extras) {
    if (extras.baselined === undefined)
        return {};
    return { baseline: { held: extras.baselined, ...(extras.stale !== undefined ? { stale: extras.stale } : {}) } };
}
function readBaseline(file) {
    let text;
    try {
        text = external_node_fs_.readFileSync(file, 'utf8');
    }
    catch {
        throw new io/* UsageError */.e(`--baseline ${file} cannot be read; write it first with --update-baseline`);
    }
    try {
        return parseBaseline(text, file);
    }
    catch (e) {
        if (e instanceof BaselineError)
            throw new io/* UsageError */.e(e.message);
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
//# sourceMappingURL=adoption.js.map

/***/ }),

/***/ 8269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDiff: () => (/* binding */ runDiff)
});

// EXTERNAL MODULE: ./lib/core/compare/compare.js + 8 modules
var compare = __webpack_require__(2873);
// EXTERNAL MODULE: ./lib/core/render/findings.js + 1 modules
var findings = __webpack_require__(3649);
// EXTERNAL MODULE: ./lib/core/render/outline.js
var render_outline = __webpack_require__(2854);
// EXTERNAL MODULE: ./lib/core/render/report.js
var render_report = __webpack_require__(3192);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/adapters/roots.js
var roots = __webpack_require__(177);
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
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/adoption.js + 1 modules
var adoption = __webpack_require__(7726);
// EXTERNAL MODULE: ./lib/core/render/rule-summary.js
var rule_summary = __webpack_require__(2905);
// EXTERNAL MODULE: ./lib/core/compare/copy-groups.js
var copy_groups = __webpack_require__(9015);
;// CONCATENATED MODULE: ./lib/cli/diff.js
// `navguard diff`: two states of a docs site (git revisions or folders) → outline, changes, findings.













function runDiff(opts, states, io) {
    const { root, format, report } = opts;
    const config = (0,config_file.loadConfigFor)(root, opts.config);
    if (!states.base.source && !states.head.source) {
        const below = external_node_fs_.existsSync(root) ? (0,roots.sitesBelow)(root) : [];
        const hint = below.length
            ? ` (below it, ${below.map((f) => external_node_path_.join(root, f)).join(', ')} ${below.length === 1 ? 'has' : 'have'} one: pass it with --root, one run per docs root)`
            : '';
        throw new cli_io/* UsageError */.e(`neither state has a docs.json under ${states.rootLabel}; nothing to compare${hint}`);
    }
    for (const note of states.notes)
        io.err.write(`navguard: ${note}\n`);
    const c = (0,compare/* compareSources */.m)(states.base.source, states.head.source, {
        config,
        renames: states.renames,
        changed: states.changed,
        scans: states.scans,
        links: opts.links,
    });
    // Through the change's renames, as the comparison matches; and no entry is called stale: a diff reads only what
    // the change can break, so an entry it did not see may well still hold (`check --baseline` tells).
    // One problem in several versions or languages of a page is one finding, once the baseline has seen each place.
    const folders = (0,copy_groups/* copyFolders */.R)(c.head?.site);
    const settled = (0,adoption/* settle */.G9)(c.findings, opts, (fs) => (0,copy_groups/* groupCopies */.n)((0,render_report/* reported */.Y6)(fs, report), folders), states.renames);
    const { shown } = settled;
    const { stale: _unseen, ...extras } = settled.extras;
    const grouped = (findings) => ({ ...c, findings: (0,copy_groups/* groupCopies */.n)(findings, folders) });
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
            outline: c.outline,
            fixed: c.fixed.map(findings/* publicFinding */.Fe),
            counts: countsOf(kept().findings),
            ...(0,adoption/* baselineJson */.QN)(extras),
        });
    }
    else if (format === 'markdown') {
        io.out.write((0,render_report/* renderReportMarkdown */.Ay)(kept(), { report, failOn: 'error', budget: COMMENT_MAX }).text + '\n');
    }
    else {
        io.out.write(renderDiffText(grouped(c.findings), shown, states.base.label, states.head.label, opts.color, report));
        io.out.write((0,rule_summary/* renderRuleSummary */.N)(shown, extras));
    }
    return (0,adoption/* exitCode */.I$)(settled, opts);
}
function renderDiffText(c, shown, base, head, color, report) {
    const header = `Navigation: ${base} → ${head}: ${(0,render_report/* changeSummary */.lb)(c)}\n\n`;
    const outline = (0,render_outline/* renderOutlineText */.mv)((0,render_outline/* reportedOutline */.Ef)(c.outline, report), color);
    const notListed = report === 'new' ? c.findings.filter((f) => f.status === 'existing').length : 0;
    return header + outline + '\n' + (0,findings/* renderText */.S5)(shown, c.head?.stats ?? {}, color, notListed, c.linksReadIn);
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
