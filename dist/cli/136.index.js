export const id = 136;
export const ids = [136];
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
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 24 modules
var registry = __webpack_require__(6632);
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
        throw new request/* UsageError */.e(`--baseline ${file} cannot be read; write it first with --update-baseline`);
    }
    try {
        return parseBaseline(text, file);
    }
    catch (e) {
        if (e instanceof BaselineError)
            throw new request/* UsageError */.e(e.message);
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
    const folders = (0,copy_groups/* copyFolders */.R)(checked.analysis.site);
    return settle(checked.analysis.findings, opts, (fs) => (0,copy_groups/* groupCopies */.n)(fs, folders), followed.renames, baseline);
}
//# sourceMappingURL=adoption.js.map

/***/ }),

/***/ 7425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./lib/core/render/findings.js + 1 modules
var findings = __webpack_require__(3649);
// EXTERNAL MODULE: ./lib/core/render/rule-summary.js
var rule_summary = __webpack_require__(2905);
// EXTERNAL MODULE: ./lib/core/compare/audit.js
var audit = __webpack_require__(2868);
// EXTERNAL MODULE: ./lib/core/site/mint-json.js
var mint_json = __webpack_require__(5914);
// EXTERNAL MODULE: ./lib/adapters/fs-source.js + 1 modules
var fs_source = __webpack_require__(1485);
// EXTERNAL MODULE: ./lib/adapters/git.js + 1 modules
var git = __webpack_require__(3962);
// EXTERNAL MODULE: ./lib/adapters/run-cache.js + 3 modules
var run_cache = __webpack_require__(6019);
// EXTERNAL MODULE: ./lib/adapters/states.js + 1 modules
var states = __webpack_require__(1585);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/core/site/memos.js
var memos = __webpack_require__(2060);
;// CONCATENATED MODULE: ./lib/app/check.js
// `check`: one state of a docs site on disk, audited alone, with what an earlier run kept (the run cache).








function check(req, say) {
    const repoRoot = (0,fs_source/* findRepoRoot */.Gn)(req.root);
    const config = (0,config_file/* loadConfigFor */.wU)(req.root, req.config, repoRoot);
    // Scans kept by an earlier run serve the files git says are unchanged, found by their blob ids unread.
    const cacheDir = (0,states/* cacheDirFor */.D2)(req.cache, repoRoot);
    const cache = new run_cache/* RunCache */.C(cacheDir, new memos/* Memos */.a());
    // Git's index names each unchanged file's content without reading it: with a cache or without, pages of the same
    // content (a versioned site's copies) share one scan and what the rules learn of it in this run.
    const ids = repoRoot ? (0,git/* worktreeBlobIds */.jU)(req.root) : undefined;
    if (ids && cacheDir)
        cache.load();
    const folder = (0,fs_source/* directorySource */.X5)(req.root, repoRoot, ids, true, !!cacheDir);
    // A site still on mint.json is checked as the builder reads it: upgraded to docs.json.
    const source = (0,mint_json/* siteAsBuilt */.Ov)(folder) ?? folder;
    const analysis = (0,audit/* auditSource */.L)(source, {
        config,
        links: req.links,
        ...(req.syntaxAll && { syntaxBudget: Infinity }),
        ...(ids ? { scans: cache.scans } : {}),
        memos: cache.memos,
    }).head;
    if (ids && cacheDir) {
        cache.save([source]);
        for (const note of cache.notes)
            say(note);
    }
    return { source, analysis, repoRoot };
}
//# sourceMappingURL=check.js.map
// EXTERNAL MODULE: ./lib/app/adoption.js + 1 modules
var adoption = __webpack_require__(9523);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/app/request.js
var request = __webpack_require__(4830);
;// CONCATENATED MODULE: ./lib/cli/check.js
// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.





async function runCheck(opts, io) {
    const say = (0,cli_io/* sayOn */.v)(io);
    const checked = check(opts, say);
    if (opts.updateBaseline) {
        if (opts.baseline === undefined)
            throw new request/* UsageError */.e('--update-baseline needs --baseline FILE to write');
        const { written: n, keptLinks } = (0,adoption/* updateBaseline */.Rz)(checked, opts.baseline, opts.links);
        io.err.write(`navguard: wrote ${n} ${n === 1 ? 'finding' : 'findings'} to ${opts.baseline}\n`);
        if (keptLinks)
            io.err.write(`navguard: ${keptLinks} of them are link findings kept from the old baseline: links were not checked (--links none)\n`);
        return 0;
    }
    const settled = await (0,adoption/* settleCheck */.YA)(checked, opts, say);
    const { shown, extras } = settled;
    const { source, analysis: result } = checked;
    if (opts.format === 'json')
        (0,findings/* writeJson */.GF)((piece) => io.out.write(piece), source.rootPrefix || '.', shown, result.stats, (0,rule_summary/* baselineJson */.QN)(extras));
    else if (opts.format === 'sarif')
        io.out.write((0,findings/* renderSarif */.WH)(shown));
    else
        io.out.write((0,findings/* renderText */.S5)(shown, result.stats, opts.color) + (0,rule_summary/* renderRuleSummary */.NS)(shown, extras));
    return (0,adoption/* exitCode */.I$)(settled, opts);
}
//# sourceMappingURL=check.js.map

/***/ }),

/***/ 2868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ auditSource)
/* harmony export */ });
/* harmony import */ var _engine_analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1065);
/* harmony import */ var _site_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8180);
/* harmony import */ var _navdiff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5573);
// One state of a site on its own, with no "before" (a push, a manual run, `navguard check`): the same shape
// a comparison has, so one renderer serves both — every finding is existing, nothing changed, and the
// outline is the navigation as it stands.



function auditSource(source, options = {}) {
    const site = (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSite */ .UK)(source, options.scans, options.memos);
    const head = (0,_engine_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeSite */ .AD)(site, { ...options, links: options.links ?? 'all' });
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

/***/ }),

/***/ 9015:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ copyFolders),
/* harmony export */   n: () => (/* binding */ groupCopies)
/* harmony export */ });
/* harmony import */ var _json_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4997);
/* harmony import */ var _site_nav_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3986);
/* harmony import */ var _base_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4251);
// One cause, one finding, across a site's versions and languages: the navigation says which folders hold one
// version or one language of the same pages (crewAI: `v1.15.0/en/…`, `v1.15.0/ko/…`, 35 versions × 4 languages),
// and a mistake copied into each of them (a `#fragment` link, a listed page twice) is the same problem in every
// copy. Findings whose file and data differ only by those folders are one finding on the canonical copy (the
// default version and language, else the first), with the other places listed. Pure; run after the comparison
// and the baseline, which work place by place, so a new copy of an old problem still counts as new.



const MANY = -1;
/** Pages under a navigation node, as docs-root-relative path segments. */
function pagePaths(node) {
    const out = [];
    for (const n of (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_1__/* .walk */ .GG)(node)) {
        const page = n.kind === 'page' ? n.page : n.kind === 'group' ? n.root?.page : undefined;
        if (page)
            out.push(page.split('/'));
    }
    return out;
}
/** The folder every page has at one depth, the shallowest first: depth and name. */
function sharedFolders(pages) {
    const first = pages[0] ?? [];
    return first
        .slice(0, -1)
        .map((name, depth) => [depth, name])
        .filter(([depth, name]) => pages.every((p) => p.length > depth + 1 && p[depth] === name));
}
/**
 * The folders of each version and language division. A division's folder is the shallowest one all its pages share
 * and none of its siblings' pages has at that depth; it marks a copy only where taking it out gives a sibling's page
 * (taken out of its own folder, or at the top: a default language kept without a folder); otherwise it is only where
 * the pages are. Linear in the pages: crewAI's 35 versions × 4 languages are 24,000 of them.
 */
function copyFolders(site) {
    const rootPrefix = site?.source.rootPrefix ?? '';
    const nav = site?.nav;
    if (!nav)
        return { names: new Map(), rootPrefix };
    // Kept on the navigation: states that share a docs.json share its navigation model (a history replay's commits,
    // most of them).
    nav.copyFolders ??= new Map();
    let found = nav.copyFolders.get(rootPrefix);
    if (!found)
        nav.copyFolders.set(rootPrefix, (found = { names: foldersOf(nav), rootPrefix }));
    return found;
}
function foldersOf(nav) {
    const out = new Map();
    for (const parent of (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_1__/* .walk */ .GG)(nav)) {
        for (const kind of ['version', 'language']) {
            const siblings = parent.children.filter((c) => c.kind === kind);
            if (siblings.length < 2)
                continue;
            const pages = siblings.map(pagePaths);
            // Which sibling has a folder at a depth ("depth\0name"), or MANY: one entry per name, not a set.
            const holders = new Map();
            const hold = (map, key, i) => {
                const was = map.get(key);
                if (was === undefined)
                    map.set(key, i);
                else if (was !== i)
                    map.set(key, MANY);
            };
            pages.forEach((mine, i) => {
                for (const p of mine)
                    for (let d = 0; d < p.length - 1; d++)
                        hold(holders, `${d}\u0000${p[d]}`, i);
            });
            const own = pages.map((mine) => sharedFolders(mine).find(([d, name]) => holders.get(`${d}\u0000${name}`) !== MANY));
            // Each sibling's pages as written and with its own folder taken out: path → the sibling that has it, or MANY.
            const paths = new Map();
            const stripped = pages.map((mine, i) => mine.map((p) => {
                const whole = p.join('/');
                const cut = own[i] ? p.filter((_, d) => d !== own[i][0]).join('/') : whole;
                hold(paths, cut, i);
                hold(paths, whole, i);
                return cut;
            }));
            const marked = siblings.findIndex((s) => (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(s.json, 'default')?.value === true);
            const canonical = marked === -1 ? 0 : marked;
            own.forEach((folder, i) => {
                if (!folder || out.has(folder[1]))
                    return;
                const copied = stripped[i].some((p) => paths.get(p) !== i);
                if (copied)
                    out.set(folder[1], { kind, canonical: i === canonical, depth: folder[0] });
            });
        }
    }
    return out;
}
/**
 * A path's segments under the docs root (a finding's file is repository-relative; a URL starts at the site's root),
 * with whether each is a version or language folder where such folders sit.
 */
function segments(path, folders, isFile) {
    const root = folders.rootPrefix;
    const rest = isFile && root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path.replace(/^\//, '');
    return rest.split('/').map((segment, i) => {
        const folder = folders.names.get(segment);
        return { segment, copy: folder !== undefined && i <= folder.depth };
    });
}
/** A path with the version and language folders taken out: the same for every copy of one page. */
function withoutCopyFolders(path, folders, isFile = false) {
    return segments(path, folders, isFile)
        .filter((s) => !s.copy)
        .map((s) => s.segment)
        .join('/');
}
/** A value with every string's version and language folders taken out. */
function normalised(value, folders) {
    if (typeof value === 'string')
        return value.includes('/') ? withoutCopyFolders(value, folders) : value;
    if (Array.isArray(value))
        return value.map((v) => normalised(v, folders));
    if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalised(v, folders)]));
    return value;
}
/**
 * What a finding says apart from where it is and which copy of the page it is in. Not its fix's words: they name
 * the copy's place in the navigation by its labels ("version "v1.15.0" › tab …"), one fix for every copy.
 */
function copyKey(f, folders) {
    const data = normalised(f.data, folders);
    const { fix: _words, ...rest } = f;
    const shape = (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .shapeKey */ .pS)({ ...rest, data });
    return `${withoutCopyFolders(f.file, folders, true)}\u0000${shape}`;
}
/** The version and language folders a finding names: in its file, or in its data (docs.json's entries). */
function namedFolders(f, folders) {
    const out = [];
    const visit = (value, isFile = false) => {
        if (typeof value === 'string') {
            if (value.includes('/'))
                for (const s of segments(value, folders, isFile))
                    if (s.copy)
                        out.push(s.segment);
        }
        else if (Array.isArray(value))
            value.forEach((v) => visit(v));
        else if (value && typeof value === 'object')
            Object.values(value).forEach((v) => visit(v));
    };
    visit(f.file, true);
    visit(f.data);
    return out;
}
/**
 * Findings that are one problem in several copies of a page, as one finding each: the canonical copy's, with the
 * others in `copies` and every copy's exact edits in its fix. Order kept (by each group's first finding).
 */
function groupCopies(findings, folders) {
    if (!folders.names.size)
        return [...findings];
    const groups = new Map();
    for (const f of findings) {
        const k = copyKey(f, folders);
        const g = groups.get(k);
        if (g)
            g.push(f);
        else
            groups.set(k, [f]);
    }
    const out = [];
    for (const members of groups.values()) {
        // Repeats within one copy (a link twice on a page) are the existing grouping's; this one needs two copies.
        if (members.length === 1 || (oneOf(members, (m) => m.file) && oneOf(members, _base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .shapeKey */ .pS))) {
            out.push(...members);
            continue;
        }
        const named = new Map(members.map((m) => [m, namedFolders(m, folders)]));
        // How far each is from the canonical copy: how many of its folders are not the default version or language.
        const far = (m) => named.get(m).filter((s) => !folders.names.get(s).canonical).length;
        const lead = members.reduce((a, b) => (far(b) < far(a) ? b : a));
        const others = members.filter((m) => m !== lead);
        const edits = members.every((m) => m.fix?.edits?.length) ? members.flatMap((m) => m.fix.edits) : undefined;
        const seen = { version: new Set(), language: new Set() };
        for (const names of named.values())
            for (const name of names)
                seen[folders.names.get(name).kind].add(name);
        out.push({
            ...lead,
            ...(lead.fix && { fix: { ...lead.fix, ...(edits ? { edits } : {}) } }),
            copies: {
                places: others.map(({ file, line, column, key }) => ({ file, line, column, key })),
                versions: seen.version.size,
                languages: seen.language.size,
            },
        });
    }
    return out;
}
/** Whether all members give one key (read until one differs). */
function oneOf(members, key) {
    const first = key(members[0]);
    return members.every((m) => key(m) === first);
}
//# sourceMappingURL=copy-groups.js.map

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
