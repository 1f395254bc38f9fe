export const id = 150;
export const ids = [150,475];
export const modules = {

/***/ 7336:
/***/ ((module) => {

let p = process || {}, argv = p.argv || [], env = p.env || {}
let isColorSupported =
	!(!!env.NO_COLOR || argv.includes("--no-color")) &&
	(!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || ((p.stdout || {}).isTTY && env.TERM !== "dumb") || !!env.CI)

let formatter = (open, close, replace = open) =>
	input => {
		let string = "" + input, index = string.indexOf(close, open.length)
		return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close
	}

let replaceClose = (string, close, replace, index) => {
	let result = "", cursor = 0
	do {
		result += string.substring(cursor, index) + replace
		cursor = index + close.length
		index = string.indexOf(close, cursor)
	} while (~index)
	return result + string.substring(cursor)
}

let createColors = (enabled = isColorSupported) => {
	let f = enabled ? formatter : () => String
	return {
		isColorSupported: enabled,
		reset: f("\x1b[0m", "\x1b[0m"),
		bold: f("\x1b[1m", "\x1b[22m", "\x1b[22m\x1b[1m"),
		dim: f("\x1b[2m", "\x1b[22m", "\x1b[22m\x1b[2m"),
		italic: f("\x1b[3m", "\x1b[23m"),
		underline: f("\x1b[4m", "\x1b[24m"),
		inverse: f("\x1b[7m", "\x1b[27m"),
		hidden: f("\x1b[8m", "\x1b[28m"),
		strikethrough: f("\x1b[9m", "\x1b[29m"),

		black: f("\x1b[30m", "\x1b[39m"),
		red: f("\x1b[31m", "\x1b[39m"),
		green: f("\x1b[32m", "\x1b[39m"),
		yellow: f("\x1b[33m", "\x1b[39m"),
		blue: f("\x1b[34m", "\x1b[39m"),
		magenta: f("\x1b[35m", "\x1b[39m"),
		cyan: f("\x1b[36m", "\x1b[39m"),
		white: f("\x1b[37m", "\x1b[39m"),
		gray: f("\x1b[90m", "\x1b[39m"),

		bgBlack: f("\x1b[40m", "\x1b[49m"),
		bgRed: f("\x1b[41m", "\x1b[49m"),
		bgGreen: f("\x1b[42m", "\x1b[49m"),
		bgYellow: f("\x1b[43m", "\x1b[49m"),
		bgBlue: f("\x1b[44m", "\x1b[49m"),
		bgMagenta: f("\x1b[45m", "\x1b[49m"),
		bgCyan: f("\x1b[46m", "\x1b[49m"),
		bgWhite: f("\x1b[47m", "\x1b[49m"),

		blackBright: f("\x1b[90m", "\x1b[39m"),
		redBright: f("\x1b[91m", "\x1b[39m"),
		greenBright: f("\x1b[92m", "\x1b[39m"),
		yellowBright: f("\x1b[93m", "\x1b[39m"),
		blueBright: f("\x1b[94m", "\x1b[39m"),
		magentaBright: f("\x1b[95m", "\x1b[39m"),
		cyanBright: f("\x1b[96m", "\x1b[39m"),
		whiteBright: f("\x1b[97m", "\x1b[39m"),

		bgBlackBright: f("\x1b[100m", "\x1b[49m"),
		bgRedBright: f("\x1b[101m", "\x1b[49m"),
		bgGreenBright: f("\x1b[102m", "\x1b[49m"),
		bgYellowBright: f("\x1b[103m", "\x1b[49m"),
		bgBlueBright: f("\x1b[104m", "\x1b[49m"),
		bgMagentaBright: f("\x1b[105m", "\x1b[49m"),
		bgCyanBright: f("\x1b[106m", "\x1b[49m"),
		bgWhiteBright: f("\x1b[107m", "\x1b[49m"),
	}
}

module.exports = createColors()
module.exports.createColors = createColors


/***/ }),

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
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(746);
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
        throw new _core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`the config file ${name}${where} ${READ_PROBLEMS[code] ?? `cannot be read: ${e.message}`}`);
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
            throw new _core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${name} is not valid JSON: ${e.message}`);
        const before = text.slice(0, first.offset).split('\n');
        const at = `line ${before.length}, column ${before.at(-1).length + 1}`;
        throw new _core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${name} is not valid JSON at ${at}: ${describeParseError(first.error)}`);
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
        return { config: (0,_core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(readJson(explicit, name), name), file: explicit };
    }
    for (const dir of dirs) {
        const own = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, '.navguard.json');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(own)) {
            const name = displayName(own);
            return { config: (0,_core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(readJson(own, name), name), file: own };
        }
        const pkg = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'package.json');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(pkg)) {
            const pkgName = displayName(pkg);
            const data = readJson(pkg, pkgName);
            if (data && typeof data === 'object' && 'navguard' in data)
                return { config: (0,_core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(data.navguard, `${pkgName} ("navguard" key)`), file: pkg };
        }
    }
    return { config: _core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV };
}
/** The CLI's lookup: --config FILE, else the docs root, else the repository root holding it. */
function loadConfigFor(root, explicit, repoRoot = (0,_fs_source_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepoRoot */ .Gn)(root)) {
    return loadConfigFile(explicit, [root, ...(repoRoot && repoRoot !== root ? [repoRoot] : [])]).config;
}
//# sourceMappingURL=config-file.js.map

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
;// CONCATENATED MODULE: ./lib/core/compare/baseline.js

const BASELINE_VERSION = 1;
class BaselineError extends Error {
}
/**
 * A baseline of these findings and the old entries `kept` (findings this run could not see), sorted so that a
 * rewrite after a small change is a small diff.
 */
function makeBaseline(findings, kept = []) {
    const entries = findings.map((f) => ({
        rule: f.rule,
        file: f.file,
        key: f.key,
        ...(f.subject ? { subject: f.subject } : {}),
        message: f.message,
    }));
    entries.push(...kept);
    entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.rule, b.rule) || cmp(a.key, b.key) || cmp(a.message, b.message));
    return { version: BASELINE_VERSION, findings: entries };
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
    r.findings.forEach((e, i) => {
        const ok = e &&
            typeof e === 'object' &&
            typeof e.rule === 'string' &&
            typeof e.file === 'string' &&
            typeof e.key === 'string' &&
            (e.subject === undefined || typeof e.subject === 'string');
        if (!ok)
            throw new BaselineError(`${source}: findings[${i}] needs "rule", "file" and "key" strings`);
    });
    return { version: r.version, findings: r.findings };
}
/** Splits findings into those the baseline holds and the rest. */
function applyBaseline(findings, baseline) {
    // Entries stand in for base findings: markNew reads rule, file, key and subject, and data only per rule.
    const base = baseline.findings.map((e) => ({
        rule: e.rule,
        severity: 'notice',
        file: e.file,
        line: 0,
        column: 0,
        message: e.message,
        key: e.key,
        ...(e.subject ? { subject: e.subject } : {}),
        data: {},
    }));
    const entryOf = new Map(base.map((f, i) => [f, baseline.findings[i]]));
    const { marked, fixed } = (0,identity/* markNew */._b)({ base, head: findings, renamed: new Map() });
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
function settle(findings, opts, narrow = (fs) => fs) {
    let shown = [...findings];
    let held = [];
    const extras = {};
    if (opts.baseline !== undefined) {
        const m = applyBaseline(shown, readBaseline(opts.baseline));
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
    return extras.baselined !== undefined ? { baseline: { held: extras.baselined, stale: extras.stale ?? 0 } } : {};
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
/** Writes every finding, and the old entries `kept`, as the new baseline; returns how many entries. */
function writeBaseline(file, findings, kept = []) {
    const b = makeBaseline(findings, kept);
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

// EXTERNAL MODULE: ./lib/core/compare/compare.js + 4 modules
var compare = __webpack_require__(1833);
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
/** A step output (GitHub: "can be a maximum of 1 MB"; the run's outputs together at most 50 MB). */
const OUTPUT_MAX = 1_000_000;
//# sourceMappingURL=limits.js.map
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/adoption.js + 1 modules
var adoption = __webpack_require__(7726);
// EXTERNAL MODULE: ./lib/core/render/rule-summary.js
var rule_summary = __webpack_require__(2905);
;// CONCATENATED MODULE: ./lib/cli/diff.js
// `navguard diff`: two states of a docs site (git revisions or folders) → outline, changes, findings.









function runDiff(opts, states, io) {
    const { root, format, report } = opts;
    const config = (0,config_file.loadConfigFor)(root, opts.config);
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
    const settled = (0,adoption/* settle */.G9)(c.findings, opts, (fs) => (0,render_report/* reported */.Y6)(fs, report));
    const { shown, extras } = settled;
    // What the baseline holds is gone from every output, the comment's counts included.
    const heldSet = new Set(settled.held);
    const kept = heldSet.size ? { ...c, findings: c.findings.filter((f) => !heldSet.has(f)) } : c;
    if (format === 'json') {
        (0,findings/* writeJson */.GF)((piece) => io.out.write(piece), states.rootLabel, shown, c.head?.stats ?? emptyStats(), {
            base: states.base.label,
            head: states.head.label,
            changes: c.changes.map(({ span: _span, ...rest }) => rest),
            outline: c.outline,
            fixed: c.fixed.map(findings/* publicFinding */.Fe),
            counts: {
                new: kept.findings.filter((f) => f.status === 'new').length,
                existing: kept.findings.filter((f) => f.status === 'existing').length,
            },
            ...(0,adoption/* baselineJson */.QN)(extras),
        });
    }
    else if (format === 'markdown') {
        io.out.write((0,render_report/* renderReportMarkdown */.Ay)(kept, { report, failOn: 'error', budget: COMMENT_MAX }).text + '\n');
    }
    else {
        io.out.write(renderDiffText(c, shown, states.base.label, states.head.label, opts.color));
        io.out.write((0,rule_summary/* renderRuleSummary */.N)(shown, extras));
    }
    return (0,adoption/* exitCode */.I$)(settled, opts);
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

/***/ }),

/***/ 3192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ renderReportMarkdown),
/* harmony export */   Y6: () => (/* binding */ reported),
/* harmony export */   c6: () => (/* binding */ fails),
/* harmony export */   lb: () => (/* binding */ changeSummary)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1251);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9901);
/* harmony import */ var _rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(808);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
/* harmony import */ var _outline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2854);







const MAX_PLACES = 10;
const ICON = { error: '❌', warning: '⚠️', notice: 'ℹ️' };
/** Groups by rule, rules in the order of their first group (the groups come ranked). */
function byRule(groups) {
    const sections = new Map();
    for (const g of groups) {
        const s = sections.get(g.first.rule);
        if (s)
            s.push(g);
        else
            sections.set(g.first.rule, [g]);
    }
    return [...sections.values()];
}
/**
 * The path a finding is about, for counting by folder: the page a navigation entry or redirect names when the
 * finding sits in docs.json (hundreds of missing entries are all "in docs.json"), else its file.
 */
function subjectPath(f) {
    if (!/(^|\/)(docs|mint)\.json$/.test(f.file))
        return f.file;
    const data = f.data;
    const named = typeof data.page === 'string' ? data.page : typeof data.source === 'string' ? data.source : undefined;
    return named?.replace(/^\/+/, '') || f.file;
}
/** Where findings are, for a count of those not shown: their top folders below the folder they all share. */
function foldersOf(findings) {
    const dirs = findings.map((f) => subjectPath(f).split('/').slice(0, -1));
    let common = dirs[0].length;
    for (const d of dirs) {
        let k = 0;
        while (k < common && d[k] === dirs[0][k])
            k++;
        common = k;
    }
    const counts = new Map();
    for (const d of dirs) {
        const name = d.length > common ? `${d.slice(0, common + 1).join('/')}/` : `${d.join('/')}/`;
        counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (counts.size < 2 && common === 0)
        return '';
    const top = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    const named = top.slice(0, 3).map(([d, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(d === '/' ? '(top folder)' : d)} ${k}`);
    const elsewhere = top.slice(3).reduce((k, [, n]) => k + n, 0);
    return `, in ${named.join(', ')}${elsewhere ? `, elsewhere ${elsewhere}` : ''}`;
}
/** The fix most of a rule's groups share, when at least two do: said once, above them. */
function commonFix(section) {
    const counts = new Map();
    for (const g of section)
        if (g.first.fix)
            counts.set(g.first.fix.message, (counts.get(g.first.fix.message) ?? 0) + 1);
    let best;
    for (const e of counts)
        if (!best || e[1] > best[1])
            best = e;
    return best && best[1] >= 2 ? best[0] : undefined;
}
/** A URL as a Markdown link destination: nothing in it can end the link early. */
function safeUrl(u) {
    return u.replace(/[\s()<>]/g, (ch) => encodeURIComponent(ch));
}
/** Which commit the report reflects and the run that made it, when known. */
function runLine(ctx) {
    if (!ctx)
        return '';
    const parts = [];
    if (ctx.commitSha) {
        const sha = (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(ctx.commitSha.slice(0, 7));
        parts.push(`Checked at commit ${ctx.commitUrl ? `[${sha}](${safeUrl(ctx.commitUrl)})` : sha}`);
    }
    if (ctx.runUrl)
        parts.push(`[workflow run](${safeUrl(ctx.runUrl)})`);
    return parts.length ? `<sub>${parts.join(' · ')}</sub>` : '';
}
function reported(findings, report) {
    return report === 'all' ? [...findings] : findings.filter((f) => f.status !== 'existing');
}
function fails(findings, failOn) {
    if (failOn === 'never')
        return false;
    return findings.some((f) => _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[f.severity] >= _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[failOn]);
}
function changeSummary(c) {
    const counts = new Map();
    for (const ch of c.changes)
        counts.set(ch.kind, (counts.get(ch.kind) ?? 0) + 1);
    if (!counts.size)
        return 'no navigation changes';
    return ['added', 'removed', 'renamed', 'moved', 'relabelled', 'reordered']
        .filter((k) => counts.get(k))
        .map((k) => `${counts.get(k)} ${k}`)
        .join(', ');
}
function renderReportMarkdown(c, opts) {
    const budget = opts.budget;
    const shown = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .rankFindings */ .JM)(reported(c.findings, opts.report));
    const failed = fails(shown, opts.failOn);
    const byStatus = {
        new: (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'new')),
        existing: (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'existing')),
    };
    const head = [];
    if (opts.marker)
        head.push(opts.marker);
    const title = opts.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(opts.title)}` : '';
    const errorsShown = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(shown).error;
    head.push(failed
        ? `## ❌ navguard${title}: ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(errorsShown, `${opts.report === 'new' ? 'new ' : ''}error`)}${shown.length > errorsShown ? `, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length - errorsShown, 'other finding')}` : ''}`
        : shown.length
            ? `## ⚠️ navguard${title}: navigation OK, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length, opts.report === 'new' ? 'new finding' : 'finding')} to look at`
            : `## ✅ navguard${title}: navigation OK`);
    const at = runLine(opts.context);
    if (at)
        head.push(at);
    head.push('');
    head.push('| | new in this PR | already on the base branch |', '|---|---:|---:|');
    for (const sev of ['error', 'warning', 'notice'])
        head.push(`| ${ICON[sev]} ${sev}s | ${byStatus.new[sev]} | ${byStatus.existing[sev]} |`);
    head.push('');
    const stats = c.head?.stats;
    head.push(`**Navigation:** ${changeSummary(c)}.${stats ? ` ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(stats.pages, 'page')}, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(stats.entries, 'entry')}, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(stats.orphans, 'orphan')}.` : ''}${c.fixed.length ? ` This change fixes ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.fixed.length, 'earlier finding')}.` : ''}`);
    if (opts.report === 'new' && c.findings.length > shown.length)
        head.push(`*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.findings.length - shown.length, 'finding')} that already existed on the base branch ${c.findings.length - shown.length === 1 ? 'is' : 'are'} not listed (set \`report: all\` to list them).*`);
    for (const n of opts.notes ?? [])
        head.push(n);
    if (c.head?.stats.inferredBasePath)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .basePathNote */ .tp)(c.head.stats.inferredBasePath))}*`);
    if (c.head?.stats.anchorsUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .anchorsUncheckedNote */ .Rz)(c.head.stats.anchorsUnchecked))}*`);
    if (c.head?.stats.syntaxUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .syntaxUncheckedNote */ .Od)(c.head.stats.syntaxUnchecked))}*`);
    const redirects = c.findings.flatMap((f) => f.rule === 'missing-redirect' ? f.data.redirects.map((r) => (0,_rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_5__/* .redirectJson */ .x)(r.source, r.destination)) : []);
    const redirectBlock = redirects.length
        ? [
            '',
            '### Suggested redirects',
            '',
            'Add these to `redirects` in docs.json so old URLs keep working:',
            '',
            '```json',
            ...redirects.map((r) => `${r},`),
            '```',
        ]
        : [];
    // ```json blocks cannot be broken out of by a path: edits are JSON.stringify'd strings.
    // A list, not a table: it fits the PR column. Findings of one rule sit under it, with the fix they share said
    // once; repeats of one shape are one item with their places.
    const listHead = ['', '### Findings', ''];
    const rulesUrl = opts.context?.rulesUrl;
    // The outline carries rule ids as strings; they come from the same findings.
    const ruleRef = (rule) => rulesUrl ? `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(rule)}](${safeUrl((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleUrl */ .QB)(rulesUrl, rule))})` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(rule);
    const place = (f) => {
        const where = (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(`${f.file}:${f.line}`);
        return opts.link ? `[${where}](${safeUrl(opts.link(f.file, f.line))})` : where;
    };
    /** One group as a list item; under a rule's heading item it leaves out the rule and the shared fix. */
    const item = ({ first: f, findings: same }, under) => {
        const pad = under ? '  ' : '';
        const more = same.length - 1;
        const lines = [
            `${pad}- ${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}${under ? '' : ` ${ruleRef(f.rule)}`} ${place(f)}${more ? ` and ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(more, 'more place')}` : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(f.message, 700)}`,
        ];
        if (more) {
            const named = same.slice(1, 1 + (opts.maxPlaces ?? MAX_PLACES)).map(place);
            const rest = more - named.length;
            lines.push(`${pad}  - **Also at:** ${named.join(', ')}${rest ? `, and ${rest} more` : ''}`);
        }
        if (f.fix && f.fix.message !== under?.sharedFix)
            lines.push(`${pad}  - **Fix${more ? ' (each)' : ''}:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(f.fix.message, 300)}`);
        return lines.join('\n');
    };
    const fixedPart = [...head, ...redirectBlock].join('\n');
    const outlineTitle = ['', '### Navigation outline', ''];
    // The findings table gets up to half of what is left; the outline gets the rest.
    let rest = budget - fixedPart.length - 400;
    const items = [];
    let listed = 0;
    if (shown.length) {
        const listBudget = Math.max(2000, Math.floor(rest / 2));
        const sections = byRule((0,_group_js__WEBPACK_IMPORTED_MODULE_6__/* .groupFindings */ .k)(shown)).map((groups) => {
            const n = groups.reduce((k, g) => k + g.findings.length, 0);
            if (groups.length === 1)
                return { groups, n, heading: undefined, items: [item(groups[0])] };
            const sharedFix = commonFix(groups);
            const heading = [
                `- ${ruleRef(groups[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(n, 'finding')}`,
                ...(sharedFix ? [`  - **Fix**, unless one says otherwise: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(sharedFix, 300)}`] : []),
            ].join('\n');
            return { groups, n, heading, items: groups.map((g) => item(g, { sharedFix })) };
        });
        const size = (pieces) => pieces.reduce((k, p) => k + p.length + 1, 0);
        const whole = sections.flatMap((x) => (x.heading ? [x.heading, ...x.items] : x.items));
        if (listHead.join('\n').length + size(whole) <= listBudget) {
            items.push(...whole);
            listed = shown.length;
        }
        else {
            // Not all fits: every rule is named with its count (a PR adding 574 orphans and 212 broken links showed the
            // links alone, and the orphans not at all), and its groups are taken in turns, rule by rule in rank order,
            // while they fit; what a rule leaves out is counted under it, with the folders it is in.
            const taken = sections.map(() => 0);
            const overflow = (i) => {
                const left = sections[i].groups.slice(taken[i]).flatMap((g) => g.findings);
                if (!left.length)
                    return '';
                return `  - *${taken[i] ? `…and ${left.length} more` : 'not listed here'}${foldersOf(left)}*`;
            };
            // A rule of one group is named with its count only when its group does not fit.
            const named = (i) => sections[i].heading ??
                (taken[i] ? '' : `- ${ruleRef(sections[i].groups[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(sections[i].n, 'finding')}`);
            // Each rule's count of what it leaves out is reserved at its longest (with none taken, and room for other
            // folders): counting it again for each group taken would be quadratic on a site with thousands of findings.
            let used = listHead.join('\n').length + size(sections.flatMap((_, i) => [named(i), overflow(i)])) + 40 * sections.length;
            for (let round = true; round;) {
                round = false;
                sections.forEach((x, i) => {
                    const next = x.items[taken[i]];
                    if (next === undefined || used + next.length + 1 > listBudget)
                        return;
                    taken[i]++;
                    used += next.length + 1;
                    round = true;
                });
            }
            sections.forEach((x, i) => {
                items.push(...[named(i), ...x.items.slice(0, taken[i]), overflow(i)].filter(Boolean));
                listed += x.groups.slice(0, taken[i]).reduce((k, g) => k + g.findings.length, 0);
            });
            if (listed < shown.length)
                items.push('', `*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length - listed, 'more finding')} not shown here; every finding is in the job summary, the check run annotations and the JSON report.*`);
        }
    }
    const table = shown.length ? [...listHead, ...items].join('\n') : '';
    rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
    const outline = (0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .renderOutlineMarkdown */ .ui)(c.outline, Math.max(500, rest), ruleRef);
    const text = [
        fixedPart,
        table,
        outlineTitle.join('\n') + outline.text,
        '',
        `<sub>navguard · ${c.head?.stats.pages ?? 0} pages checked${c.head ? ` · ${c.head.stats.linksChecked} links` : ''}</sub>`,
    ]
        .filter(Boolean)
        .join('\n');
    if (text.length <= budget)
        return { text, truncated: outline.truncated || listed < shown.length };
    const note = "\n\n*This report was cut to fit GitHub's size limit; the job summary has the rest.*";
    return { text: text.slice(0, budget - note.length) + note, truncated: true };
}
//# sourceMappingURL=report.js.map

/***/ }),

/***/ 2905:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ruleCounts),
/* harmony export */   N: () => (/* binding */ renderRuleSummary)
/* harmony export */ });
/** `rule count` pairs, most frequent first, then by rule id. */
function ruleCounts(findings) {
    const counts = new Map();
    for (const f of findings)
        counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
function renderRuleSummary(findings, extras = {}) {
    const lines = [];
    const counts = ruleCounts(findings);
    if (counts.length)
        lines.push(`By rule: ${counts.map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
    if (extras.hidden)
        lines.push(`${extras.hidden} warnings and notices not shown (--quiet).`);
    if (extras.baselined)
        lines.push(`${extras.baselined} known ${extras.baselined === 1 ? 'finding' : 'findings'} held by the baseline.`);
    if (extras.stale)
        lines.push(`${extras.stale} baseline ${extras.stale === 1 ? 'entry no longer occurs' : 'entries no longer occur'}: run with --update-baseline to drop ${extras.stale === 1 ? 'it' : 'them'}.`);
    return lines.length ? lines.join('\n') + '\n' : '';
}
//# sourceMappingURL=rule-summary.js.map

/***/ }),

/***/ 9493:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ diffLines)
/* harmony export */ });
/* unused harmony exports lineDiff, diffTrimmedLines, tokenize */
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(721);


class LineDiff extends _base_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
const lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return lineDiff.diff(oldStr, newStr, options);
}
function diffTrimmedLines(oldStr, newStr, options) {
    options = generateOptions(options, { ignoreWhitespace: true });
    return lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}


/***/ })

};
