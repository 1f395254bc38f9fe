export const id = 425;
export const ids = [425];
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
;// CONCATENATED MODULE: ./lib/cli/check.js
// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.





async function runCheck(opts, io) {
    const say = (0,cli_io/* sayOn */.v)(io);
    const checked = check(opts, say);
    if (opts.updateBaseline) {
        if (opts.baseline === undefined)
            throw new cli_io/* UsageError */.e('--update-baseline needs --baseline FILE to write');
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
    else {
        const none = (0,rule_summary/* noneShownWords */.Hp)(extras, false);
        io.out.write((0,findings/* renderText */.S5)(shown, result.stats, opts.color, { noneShown: none }) + (0,rule_summary/* renderRuleSummary */.NS)(shown, extras));
    }
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
/* harmony import */ var _navdiff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2860);
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

/***/ })

};
