export const id = 306;
export const ids = [306,524];
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

/***/ 1306:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFix: () => (/* binding */ runFix)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js
var create = __webpack_require__(4112);
// EXTERNAL MODULE: ./lib/core/compare/audit.js
var audit = __webpack_require__(2868);
// EXTERNAL MODULE: ./lib/core/compare/compare.js + 8 modules
var compare = __webpack_require__(2873);
// EXTERNAL MODULE: ./lib/core/base/text-lines.js
var text_lines = __webpack_require__(8312);
;// CONCATENATED MODULE: ./lib/core/base/edits.js

/** Edits that overlap cannot be applied together: which one wins would be a guess. */
class EditConflict extends Error {
}
/** Character offsets of each edit's start and end in `text`; RangeError for a position outside it. */
function editOffsets(text, edits) {
    const starts = (0,text_lines/* lineStarts */._$)(text);
    const offset = (line, column) => {
        const start = starts[line - 1];
        const next = starts[line];
        const lineEnd = next === undefined ? text.length : next - 1;
        if (start === undefined || column < 1 || start + column - 1 > lineEnd)
            throw new RangeError(`position ${line}:${column} is outside the text`);
        return start + column - 1;
    };
    return edits.map((e) => {
        const start = offset(e.line, e.column);
        const end = offset(e.endLine, e.endColumn);
        if (end < start)
            throw new RangeError(`edit ${e.line}:${e.column}–${e.endLine}:${e.endColumn} ends before it starts`);
        return { start, end };
    });
}
/**
 * `text` with every edit applied. Positions (1-based lines and columns, end exclusive) refer to the original
 * text; insertions at one point keep their order. Throws EditConflict when two edits overlap.
 */
function applyEdits(text, edits) {
    const spans = editOffsets(text, edits)
        .map((s, i) => ({ ...s, i, newText: edits[i].newText }))
        .sort((a, b) => a.start - b.start || a.end - b.end || a.i - b.i);
    const out = [];
    let at = 0;
    for (const s of spans) {
        if (s.start < at)
            throw new EditConflict(`two edits overlap at offset ${s.start}`);
        out.push(text.slice(at, s.start), s.newText);
        at = s.end;
    }
    out.push(text.slice(at));
    return out.join('');
}
/**
 * The files a set of edits changes, with their text before and after (edits grouped by the file they name, in
 * the order first named). `read` gives a file's text; a file it cannot give is an error.
 */
function applyToFiles(edits, read) {
    const byFile = new Map();
    for (const e of edits)
        byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
    return [...byFile].map(([file, list]) => {
        const before = read(file);
        if (before === undefined)
            throw new Error(`an edit names ${file}, which is not a file of the site`);
        return { file, before, after: applyEdits(before, list) };
    });
}
//# sourceMappingURL=edits.js.map
// EXTERNAL MODULE: ./lib/core/fix/plan.js
var fix_plan = __webpack_require__(5524);
;// CONCATENATED MODULE: ./lib/core/fix/rounds.js
// Fixing in rounds, as `navguard fix` and the action's fix commit both do: apply the planned edits to the files'
// texts, check again, and apply what the previous round made room for (a second redirect once the first made
// "redirects"), until nothing is left to apply. Pure: the caller reads files and checks a state again.


/** Fix rounds at most: each round re-checks, and a round applies what the one before made room for. */
const MAX_ROUNDS = 10;
/** Fixes overlapping another's, which a later round may apply. */
function waitingFixes(plan) {
    return plan.skipped.filter((x) => x.overlaps);
}
async function fixInRounds(first, opts) {
    const eligible = (findings) => opts.keep ? findings.filter(opts.keep) : [...findings];
    const original = new Map();
    const texts = new Map();
    const applied = [];
    let current = first;
    let plan = (0,fix_plan/* planFixes */.T)(eligible(current), opts.rules);
    for (let round = 0; round < MAX_ROUNDS && plan.edits.length; round++) {
        const read = (file) => texts.get(file) ?? opts.read(file);
        for (const c of applyToFiles(plan.edits, read)) {
            if (!original.has(c.file))
                original.set(c.file, c.before);
            texts.set(c.file, c.after);
        }
        applied.push(...plan.applied);
        current = await opts.recheck(texts);
        plan = (0,fix_plan/* planFixes */.T)(eligible(current), opts.rules);
    }
    const keys = new Set(current.map((f) => f.key));
    // By key: a later round applies the fix of the recheck's finding, a copy of the first round's one.
    const done = new Set(applied.map((f) => f.key));
    return {
        files: [...texts]
            .filter(([file, after]) => original.get(file) !== after)
            .map(([file, after]) => ({ file, before: original.get(file), after }))
            .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
        applied,
        fixed: applied.filter((f) => !keys.has(f.key)),
        mended: applied.length ? eligible(first).filter((f) => !done.has(f.key) && !keys.has(f.key)) : [],
        after: [...current],
        waiting: waitingFixes(plan),
    };
}
//# sourceMappingURL=rounds.js.map
// EXTERNAL MODULE: ./lib/core/render/outline.js
var outline = __webpack_require__(2854);
// EXTERNAL MODULE: ./lib/core/render/rule-summary.js
var rule_summary = __webpack_require__(2905);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/adapters/fs-source.js + 1 modules
var fs_source = __webpack_require__(1485);
// EXTERNAL MODULE: ./lib/adapters/states.js
var adapters_states = __webpack_require__(7480);
// EXTERNAL MODULE: ./lib/core/site/mint-json.js
var mint_json = __webpack_require__(5914);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/core/rules/ids.js
var ids = __webpack_require__(5402);
// EXTERNAL MODULE: ./lib/core/base/suggest.js
var suggest = __webpack_require__(3211);
// EXTERNAL MODULE: ./lib/core/site/redirect-pattern.js
var redirect_pattern = __webpack_require__(5560);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var routes = __webpack_require__(8361);
;// CONCATENATED MODULE: ./lib/cli/fix.js
// `navguard fix`: applies the exact edits that findings carry to the files on disk, then checks again and says
// what it changed and what is left for a person. In a git repository it compares the working tree with a base
// (as `diff` does), since the safe fixes come from what the change did (renames, removed pages); elsewhere it
// checks the folder alone. `--dry-run` prints the edits as a unified diff and writes nothing.



















/** The findings of the site as it is on disk, and the folder its finding paths are relative to. */
async function analyse(opts) {
    const repo = (0,fs_source/* findRepoRoot */.Gn)(opts.root);
    const config = (0,config_file.loadConfigFor)(opts.root, opts.config, repo);
    if (repo) {
        const states = await (0,adapters_states/* loadStates */.v6)({ root: opts.root, base: opts.base });
        const c = (0,compare/* compareSources */.m)(states.base.source, states.head.source, {
            config,
            renames: states.renames,
            changed: states.changed,
            scans: states.scans,
        });
        return { findings: c.findings, top: external_node_fs_.realpathSync(repo), notes: states.notes };
    }
    const folder = (0,fs_source/* directorySource */.X5)(opts.root, undefined);
    const source = (0,mint_json/* siteAsBuilt */.Ov)(folder) ?? folder;
    return { findings: (0,audit/* auditSource */.L)(source, { config }).head.findings, top: external_node_fs_.realpathSync(opts.root), notes: [] };
}
/** The files these edits change, read from the folder finding paths are relative to. */
function edited(top, edits) {
    return applyToFiles(edits, (file) => external_node_fs_.readFileSync(external_node_path_.join(top, file), 'utf8'));
}
function byRule(findings) {
    return (0,rule_summary/* ruleCounts */.H)(findings)
        .map(([rule, n]) => `${rule} ${n}`)
        .join(', ');
}
/**
 * What is left after the fixes, as one line: the findings the change brought (or, outside git, every finding)
 * apart from those already on the base branch, which `diff` and the action do not fail on.
 */
function leftLine(left) {
    const shown = left.filter((f) => f.severity !== 'notice');
    const fresh = shown.filter((f) => f.status !== 'existing');
    const old = shown.length - fresh.length;
    if (!shown.length)
        return 'Nothing is left.\n';
    const parts = [
        ...(fresh.length ? [`${(0,outline/* plural */.LS)(fresh.length, 'finding')} (${byRule(fresh)})`] : []),
        ...(old ? [`${old} already on the base branch`] : []),
    ];
    return `Left for a person: ${parts.join('; ')}; run "navguard check" or "navguard diff" to see them.\n`;
}
/** Whether a docs-root path is a source of one of the redirects these fixes add. */
function redirectedPaths(applied) {
    const sources = applied.flatMap((f) => f.rule === 'missing-redirect' ? f.data.redirects.map((r) => (0,redirect_pattern/* compileSource */.jy)((0,routes/* routePath */.dA)(r.source))) : []);
    return (target) => sources.some((p) => (p.exact !== undefined ? p.exact === target : p.regex.test(target)));
}
/** One rule for a dry run and a real one: 1 while an error that is not already on the base branch is left. */
function leftCode(left) {
    return left.some((f) => f.severity === 'error' && f.status !== 'existing') ? 1 : 0;
}
async function runFix(opts, io) {
    const unknown = opts.rules?.filter((r) => !(0,ids/* isRuleId */.K)(r)) ?? [];
    if (unknown.length) {
        const near = (0,suggest/* suggest */.Z)(unknown[0], ids/* RULE_IDS */.I);
        throw new cli_io/* UsageError */.e(`--rule "${unknown[0]}" is not a navguard rule${near ? `; did you mean ${near}?` : ''} (the rules are in docs/rules.md)`);
    }
    const rules = opts.rules && new Set(opts.rules);
    const first = await analyse(opts);
    for (const note of first.notes)
        io.err.write(`navguard: ${note}\n`);
    const plan = (0,fix_plan/* planFixes */.T)(first.findings, rules);
    if (!plan.edits.length) {
        const left = first.findings.filter((f) => f.fix?.edits?.length).length;
        io.out.write(`navguard fix: nothing to fix${opts.rules ? ` for ${opts.rules.join(', ')}` : ' safely'}.` +
            (left && !opts.rules
                ? ` ${(0,outline/* plural */.LS)(left, 'finding')} ${left === 1 ? 'carries' : 'carry'} edits that may change what the site means; apply them by rule with --rule.`
                : '') +
            '\n');
        return leftCode(first.findings);
    }
    if (opts.dryRun) {
        const changed = edited(first.top, plan.edits);
        for (const c of changed)
            io.out.write((0,create/* createTwoFilesPatch */.ss)(`a/${c.file}`, `b/${c.file}`, c.before, c.after));
        const waiting = waitingFixes(plan).length;
        io.out.write(`navguard fix --dry-run: ${(0,outline/* plural */.LS)(plan.applied.length, 'fix')} (${byRule(plan.applied)}) would change ${(0,outline/* plural */.LS)(changed.length, 'file')}` +
            (waiting ? `, and ${waiting} more after them (a second round)` : '') +
            '; nothing written.\n');
        // What a real run would leave, as far as one round tells: the findings no planned edit is for, less the broken
        // links a planned redirect will answer (the real run checks again and finds them fixed).
        const planned = new Set(plan.applied);
        const answered = redirectedPaths(plan.applied);
        // A link that reached a renamed page through a redirect is answered where that page's redirect is added.
        const served = (f) => f.rule === 'broken-link' &&
            ((f.data.target !== undefined && answered(f.data.target)) ||
                (f.data.viaRedirect !== undefined && answered((0,routes/* routePath */.dA)(f.data.viaRedirect))));
        const left = first.findings.filter((f) => !planned.has(f) && !served(f));
        io.out.write(leftLine(left));
        return leftCode(left);
    }
    // Rounds: an edit that waited for another (a second redirect once the first made "redirects") comes next.
    // Each round's texts are written before the site is checked again.
    const top = first.top;
    const rounds = await fixInRounds(first.findings, {
        read: (file) => external_node_fs_.readFileSync(external_node_path_.join(top, file), 'utf8'),
        recheck: async (texts) => {
            for (const [file, text] of texts)
                external_node_fs_.writeFileSync(external_node_path_.join(top, file), text);
            return (await analyse(opts)).findings;
        },
        rules,
    });
    const mended = rounds.mended.length ? `, ${rounds.mended.length} more mended by them (${byRule(rounds.mended)})` : '';
    io.out.write(`navguard fix: changed ${rounds.files.map((c) => c.file).join(', ')}; ${(0,outline/* plural */.LS)(rounds.fixed.length, 'finding')} fixed (${byRule(rounds.fixed)})${mended}.\n`);
    for (const s of rounds.waiting)
        io.out.write(`  not applied: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
    io.out.write(leftLine(rounds.after));
    return leftCode(rounds.after);
}
//# sourceMappingURL=fix.js.map

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
    const site = (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSite */ .UK)(source, options.scans);
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

/***/ 5524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SAFE_FIXES: () => (/* binding */ SAFE_FIXES),
/* harmony export */   T: () => (/* binding */ planFixes)
/* harmony export */ });
/* unused harmony export safeFix */
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6632);

/**
 * The fixes `navguard fix` applies by default, one line each for its help and the README: the rules whose metadata
 * has a safe fix (RuleMeta.safeFix), in the registry's order.
 */
const SAFE_FIXES = [..._rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.values()].flatMap((r) => r.safeFix ? [{ rule: r.id, what: r.safeFix.what }] : []);
/** Fixes that keep the meaning: what the change itself did (a rename), said where it was not yet said. */
function safeFix(f) {
    if (!_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.get(f.rule)?.safeFix)
        return false;
    return (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .onFindingData */ .rX)(f, (meta) => meta.safeFix?.when) ?? true;
}
const before = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
/** An insertion that adds a key to a JSON object (`, "redirects": [...]`): two at one point would add it twice. */
const ADDS_KEY = /^\s*,?\s*"[^"]*"\s*:/;
/**
 * Two edits overlap when each starts before the other ends. Insertions at one point go together (in order),
 * unless one adds a key: the other waits for the next round, when the key is there to add to.
 */
function overlap(a, b) {
    if (a.file !== b.file)
        return false;
    const samePoint = a.line === b.line && a.column === b.column && a.endLine === a.line && a.endColumn === a.column;
    const insertsAtOnePoint = samePoint && b.endLine === b.line && b.endColumn === b.column;
    if (insertsAtOnePoint)
        return ADDS_KEY.test(a.newText) || ADDS_KEY.test(b.newText);
    return before([a.line, a.column], [b.endLine, b.endColumn]) && before([b.line, b.column], [a.endLine, a.endColumn]);
}
const sameEdit = (a, b) => a.file === b.file &&
    a.line === b.line &&
    a.column === b.column &&
    a.endLine === b.endLine &&
    a.endColumn === b.endColumn &&
    a.newText === b.newText;
/**
 * The edits to apply. `rules`: only these rules' fixes, safe or not (the user asked for them); otherwise the
 * safe ones of every rule.
 */
function planFixes(findings, rules) {
    const plan = { edits: [], applied: [], skipped: [] };
    for (const f of findings) {
        const edits = f.fix?.edits ?? [];
        if (!edits.length)
            continue;
        if (rules ? !rules.has(f.rule) : !safeFix(f)) {
            plan.skipped.push({ finding: f, reason: rules ? 'not a rule asked for' : 'may change what the site means' });
            continue;
        }
        // The same edit twice (two findings about one cause) is made once.
        const fresh = edits.filter((e) => !plan.edits.some((x) => sameEdit(x, e)));
        const clash = fresh.find((e) => plan.edits.some((x) => overlap(x, e)));
        if (clash) {
            plan.skipped.push({
                finding: f,
                reason: `its edit overlaps another fix's in ${clash.file}:${clash.line}`,
                overlaps: true,
            });
            continue;
        }
        plan.edits.push(...fresh);
        plan.applied.push(f);
    }
    return plan;
}
//# sourceMappingURL=plan.js.map

/***/ })

};
