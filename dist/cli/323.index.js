export const id = 323;
export const ids = [323,524];
export const modules = {

/***/ 3323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFix: () => (/* binding */ runFix)
});

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js
var create = __webpack_require__(4112);
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
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/core/compare/audit.js
var audit = __webpack_require__(2868);
// EXTERNAL MODULE: ./lib/core/compare/compare.js + 9 modules
var compare = __webpack_require__(1401);
// EXTERNAL MODULE: ./lib/core/rules/ids.js
var ids = __webpack_require__(5402);
// EXTERNAL MODULE: ./lib/core/base/suggest.js
var suggest = __webpack_require__(3211);
// EXTERNAL MODULE: ./lib/core/site/redirect-pattern.js
var redirect_pattern = __webpack_require__(5560);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var routes = __webpack_require__(8361);
// EXTERNAL MODULE: ./lib/core/site/mint-json.js
var mint_json = __webpack_require__(5914);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/adapters/fs-source.js + 1 modules
var fs_source = __webpack_require__(1485);
// EXTERNAL MODULE: ./lib/adapters/states.js + 1 modules
var adapters_states = __webpack_require__(1585);
// EXTERNAL MODULE: ./lib/adapters/run-cache.js + 3 modules
var run_cache = __webpack_require__(6019);
// EXTERNAL MODULE: ./lib/core/site/memos.js
var site_memos = __webpack_require__(2060);
// EXTERNAL MODULE: ./lib/app/request.js
var request = __webpack_require__(4830);
;// CONCATENATED MODULE: ./lib/app/fix.js
// `fix`: applies the exact edits that findings carry to the files on disk, then checks again. In a git repository
// it compares the working tree with a base (as `diff` does), since the safe fixes come from what the change did
// (renames, removed pages), and reads every page's links; elsewhere it checks the folder alone. A dry run plans the edits and writes nothing.


















/**
 * The findings of the site as it is on disk, and the folder its finding paths are relative to; `memos`: the run's,
 * shared by its rounds.
 */
async function analyse(req, memos) {
    const repo = (0,fs_source/* findRepoRoot */.Gn)(req.root);
    const config = (0,config_file/* loadConfigFor */.wU)(req.root, req.config, repo);
    if (repo) {
        const states = await (0,adapters_states/* loadStates */.v6)({
            root: req.root,
            base: req.base,
            openCache: (at) => new run_cache/* RunCache */.C((0,adapters_states/* cacheDirFor */.D2)(undefined, at), memos),
        });
        // Every page's links, not only the changed files' (as `diff` reads them): an exact fix for a link that was
        // already broken is still one `fix` can make, and `check` shows it (clauderic/dnd-kit: a relative link).
        const c = (0,compare/* compareSources */.m)(states.base.source, states.head.source, {
            config,
            links: 'all',
            renames: states.renames,
            changed: states.changed,
            scans: states.scans,
            memos,
        });
        return { findings: c.findings, top: external_node_fs_.realpathSync(repo), notes: states.notes };
    }
    const folder = (0,fs_source/* directorySource */.X5)(req.root, undefined);
    const source = (0,mint_json/* siteAsBuilt */.Ov)(folder) ?? folder;
    return { findings: (0,audit/* auditSource */.L)(source, { config, memos }).head.findings, top: external_node_fs_.realpathSync(req.root), notes: [] };
}
/** The files these edits change, read from the folder finding paths are relative to. */
function edited(top, edits) {
    return applyToFiles(edits, (file) => external_node_fs_.readFileSync(external_node_path_.join(top, file), 'utf8'));
}
/** Whether a docs-root path is a source of one of the redirects these fixes add. */
function redirectedPaths(applied) {
    const sources = applied.flatMap((f) => f.rule === 'missing-redirect' ? f.data.redirects.map((r) => (0,redirect_pattern/* compileSource */.jy)((0,routes/* routePath */.dA)(r.source))) : []);
    return (target) => sources.some((p) => (p.exact !== undefined ? p.exact === target : p.regex.test(target)));
}
/**
 * What a real run would leave, as far as one round tells: the findings no planned edit is for, less the broken
 * links a planned redirect will answer (the real run checks again and finds them fixed).
 */
function leftAfter(findings, plan) {
    const planned = new Set(plan.applied);
    const answered = redirectedPaths(plan.applied);
    // A link that reached a renamed page through a redirect is answered where that page's redirect is added.
    const served = (f) => f.rule === 'broken-link' &&
        ((f.data.target !== undefined && answered(f.data.target)) ||
            (f.data.viaRedirect !== undefined && answered((0,routes/* routePath */.dA)(f.data.viaRedirect))));
    return findings.filter((f) => !planned.has(f) && !served(f));
}
async function fix(req, say) {
    const unknown = req.rules?.filter((r) => !(0,ids/* isRuleId */.K)(r)) ?? [];
    if (unknown.length) {
        const near = (0,suggest/* suggest */.Z)(unknown[0], ids/* RULE_IDS */.I);
        throw new request/* UsageError */.e(`--rule "${unknown[0]}" is not a navguard rule${near ? `; did you mean ${near}?` : ''} (the rules are in docs/rules.md)`);
    }
    const rules = req.rules && new Set(req.rules);
    // One for every round: a round checks again what the last one read, but for the files it wrote.
    const memos = new site_memos/* Memos */.a();
    const first = await analyse(req, memos);
    for (const note of first.notes)
        say(note);
    const plan = (0,fix_plan/* planFixes */.T)(first.findings, rules);
    if (!plan.edits.length)
        return { kind: 'nothing', findings: first.findings };
    if (req.dryRun)
        return { kind: 'planned', plan, changed: edited(first.top, plan.edits), left: leftAfter(first.findings, plan) };
    // Rounds: an edit that waited for another (a second redirect once the first made "redirects") comes next.
    // Each round's texts are written before the site is checked again.
    const top = first.top;
    const rounds = await fixInRounds(first.findings, {
        read: (file) => external_node_fs_.readFileSync(external_node_path_.join(top, file), 'utf8'),
        recheck: async (texts) => {
            for (const [file, text] of texts)
                external_node_fs_.writeFileSync(external_node_path_.join(top, file), text);
            return (await analyse(req, memos)).findings;
        },
        rules,
    });
    return { kind: 'applied', rounds };
}
//# sourceMappingURL=fix.js.map
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/fix.js
// `navguard fix`: the fixes made (src/app/fix.ts), said: what changed and what is left for a person;
// `--dry-run` prints the edits as a unified diff.






function byRule(findings) {
    return (0,rule_summary/* ruleCounts */.H0)(findings)
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
/** One rule for a dry run and a real one: 1 while an error that is not already on the base branch is left. */
function leftCode(left) {
    return left.some((f) => f.severity === 'error' && f.status !== 'existing') ? 1 : 0;
}
async function runFix(opts, io) {
    const fixed = await fix(opts, (0,cli_io/* sayOn */.v)(io));
    if (fixed.kind === 'nothing') {
        const left = fixed.findings.filter((f) => f.fix?.edits?.length).length;
        io.out.write(`navguard fix: nothing to fix${opts.rules ? ` for ${opts.rules.join(', ')}` : ' safely'}.` +
            (left && !opts.rules
                ? ` ${(0,outline/* plural */.LS)(left, 'finding')} ${left === 1 ? 'carries' : 'carry'} edits that may change what the site means; apply them by rule with --rule.`
                : '') +
            '\n');
        // Nothing fixed is not nothing wrong: what is left is said as after fixes.
        io.out.write(leftLine(fixed.findings));
        return leftCode(fixed.findings);
    }
    if (fixed.kind === 'planned') {
        const { plan, changed, left } = fixed;
        for (const c of changed)
            io.out.write((0,create/* createTwoFilesPatch */.ss)(`a/${c.file}`, `b/${c.file}`, c.before, c.after));
        const waiting = waitingFixes(plan).length;
        io.out.write(`navguard fix --dry-run: ${(0,outline/* plural */.LS)(plan.applied.length, 'fix')} (${byRule(plan.applied)}) would change ${(0,outline/* plural */.LS)(changed.length, 'file')}` +
            (waiting ? `, and ${waiting} more after them (a second round)` : '') +
            '; nothing written.\n');
        io.out.write(leftLine(left));
        return leftCode(left);
    }
    const { rounds } = fixed;
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

/***/ }),

/***/ 5729:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X0: () => (/* binding */ mdProse),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
// Text from a pull request (labels, paths, messages that quote them) must not be able to inject Markdown,
// HTML, @mentions or #references into a comment, nor break a table row or a workflow command.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g; // eslint-disable-line no-control-regex
const MAX_LABEL = 300;
function clip(s, max = MAX_LABEL) {
    return s.length > max ? `${s.slice(0, max)}…` : s;
}
/**
 * Plain text for Markdown (mid-line: table cells, list items): emphasis, code, links, HTML, tables,
 * math, @mentions, #references and bare-URL autolinks are all neutralised; readable punctuation is kept.
 */
function mdText(s, max = MAX_LABEL) {
    return clip(s.replace(CONTROL, ' '), max)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]|~$])/g, '\\$1')
        .replace(/@/g, '@\u200b')
        .replace(/#(?=\d)/g, '#\u200b')
        .replace(/:\/\//g, ':\u200b//')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u200b.`);
}
/**
 * A finding's message or fix for Markdown: its `code spans` (how messages quote a key, a frontmatter line or an
 * edit) stay code, as mdCode writes them; the rest is mdText. A backtick the quoted text brings can only pair
 * differently, never let anything out of a code span or plain text.
 */
function mdProse(s, max = MAX_LABEL) {
    const t = clip(s, max);
    let out = '';
    let at = 0;
    for (const m of t.matchAll(/`([^`\n]+)`/g)) {
        out += mdText(t.slice(at, m.index), Infinity) + mdCode(m[1], Infinity);
        at = m.index + m[0].length;
    }
    return out + mdText(t.slice(at), Infinity);
}
/** An inline code span that holds any text: fence longer than any backtick run inside, pipes escaped. */
function mdCode(s, max = MAX_LABEL) {
    const t = clip(s.replace(CONTROL, ' '), max).replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length));
    const fence = '`'.repeat(longest + 1);
    const pad = t.startsWith('`') || t.endsWith('`') || t === '' ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}
//# sourceMappingURL=escape.js.map

/***/ }),

/***/ 2854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ reportedOutline),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   mv: () => (/* binding */ renderOutlineText),
/* harmony export */   ui: () => (/* binding */ renderOutlineMarkdown)
/* harmony export */ });
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7336);
/* harmony import */ var _compare_navdiff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5573);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
// The before/after outline as Markdown (PR comment, within a byte budget) and as terminal text.




/**
 * The outline as a report shows it: with `report: new`, only the findings the change introduced (existing ones
 * would stand beside new ones with the same marks, in groups the change did not touch, under a line saying that
 * they are not listed); with `all`, every finding, the existing ones marked so. `shown`: the findings the report
 * lists, when some were taken out (a baseline holds them, a filter, --quiet): the outline keeps only those (and the
 * places of grouped copies), so it never shows what the counts leave out. Branches left with no change and no
 * finding fold again.
 */
function reportedOutline(outline, report, shown) {
    const listed = shown && new Set(shown.flatMap((f) => [f.key, ...(f.copies?.places.map((p) => p.key) ?? [])]));
    if (report === 'all' && !listed)
        return outline;
    const copy = (o) => ({
        ...o,
        findings: o.findings.filter((f) => (report === 'all' || f.status !== 'existing') && (!listed || (f.key !== undefined && listed.has(f.key)))),
        children: o.children.map(copy),
    });
    const out = copy(outline);
    (0,_compare_navdiff_js__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .eh)(out);
    return out;
}
const KIND_LABEL = {
    tab: 'Tab',
    anchor: 'Anchor',
    dropdown: 'Dropdown',
    product: 'Product',
    version: 'Version',
    language: 'Language',
    'menu-item': 'Menu',
    group: 'Group',
    global: 'Global link',
};
/** Unchanged entries shown around a change before the rest are folded into a count. */
const CONTEXT_RUN = 3;
function isEntry(o) {
    return o.kind === 'page' || o.kind === 'endpoint';
}
/** A page that moved here with nothing else to say about it: such pages from one place are listed together. */
function plainMove(o) {
    return isEntry(o) && o.status === 'moved' && !o.reordered && !o.findings.length;
}
/**
 * A page renamed with nothing else to say about it, by the folder it left and the one it went to when only its
 * folder changed (`reference/functions/abs` → `reference/sql-functions/abs`): such renames are one move of a folder.
 */
function folderRename(o) {
    if (!isEntry(o) || o.status !== 'renamed' || o.reordered || o.findings.length || !o.from || !o.page)
        return undefined;
    const [from, to] = [o.from.replace(/^\//, ''), o.page.replace(/^\//, '')];
    const cut = (p) => p.lastIndexOf('/');
    if (from.slice(cut(from) + 1) !== to.slice(cut(to) + 1))
        return undefined;
    const [a, b] = [from.slice(0, cut(from) + 1), to.slice(0, cut(to) + 1)];
    return a === b ? undefined : `${a}\n${b}`;
}
/**
 * The folder a renamed page's path changed by, cut where the two paths agree from the end, segment by segment
 * (`api-reference/traces/get` → `reference/api/traces/get`: `api-reference/` to `reference/api/`).
 */
function folderShift(o) {
    if (!folderRename(o))
        return undefined;
    const from = o.from.replace(/^\//, '').split('/');
    const to = o.page.replace(/^\//, '').split('/');
    let same = 0;
    while (same < from.length - 1 && same < to.length - 1 && from.at(-1 - same) === to.at(-1 - same))
        same++;
    return [`${from.slice(0, from.length - same).join('/')}/`, `${to.slice(0, to.length - same).join('/')}/`];
}
/**
 * The move a whole section's change is, when it is one: every changed entry below renamed by the same folder shift,
 * with nothing else changed (no entry added, removed or moved elsewhere, no section relabelled, no finding), across
 * more than one section — a run of renames inside one group already reads as one line.
 */
function sectionMove(o) {
    if (isEntry(o) || o.status !== 'unchanged' || o.reordered || o.findings.length)
        return undefined;
    let shift;
    let pages = 0;
    let sections = 0;
    const ok = (n) => {
        if (isEntry(n)) {
            if (!n.changed)
                return true;
            const s = folderShift(n)?.join('\n');
            if (!s || (shift !== undefined && s !== shift))
                return false;
            shift = s;
            pages++;
            return true;
        }
        if (n.status !== 'unchanged' || n.reordered || n.findings.length)
            return false;
        if (n.changed)
            sections++;
        return n.children.every(ok);
    };
    if (!o.children.every(ok) || shift === undefined || sections < 2)
        return undefined;
    const [from, to] = shift.split('\n');
    return { from, to, pages, sections };
}
function sectionMoveText(m) {
    return `${plural(m.pages, 'page')} moved from /${m.from} to /${m.to}, in ${plural(m.sections, 'section')} otherwise unchanged`;
}
/**
 * Children in order, with each run of two or more entries that moved here from the same place, or whose folder
 * was renamed alike, as one array: a restructure says where they came from once, not once per page.
 */
function withMovedRuns(children) {
    const out = [];
    for (let i = 0; i < children.length;) {
        const c = children[i];
        let j = i + 1;
        const folder = folderRename(c);
        if (plainMove(c))
            while (j < children.length && plainMove(children[j]) && children[j].from === c.from)
                j++;
        else if (folder)
            while (j < children.length && folderRename(children[j]) === folder)
                j++;
        out.push(j - i > 1 ? children.slice(i, j) : c);
        i = j;
    }
    return out;
}
/** Moved siblings that directly follow a move from the same place: they say "from the same place". */
function repeatedMoves(children) {
    const repeats = new Set();
    for (let i = 1; i < children.length; i++) {
        const [prev, c] = [children[i - 1], children[i]];
        if (c.status === 'moved' && prev.status === 'moved' && c.from === prev.from)
            repeats.add(c);
    }
    return repeats;
}
function plural(n, word) {
    if (n === 1)
        return `${n} ${word}`;
    if (word.endsWith('y'))
        return `${n} ${word.slice(0, -1)}ies`;
    return `${n} ${/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`}`;
}
// ---- Markdown ----
function mdName(o) {
    if (isEntry(o))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(o.page ?? o.label);
    return `**${KIND_LABEL[o.kind] ?? o.kind}** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(o.label)}`;
}
function mdMarks(o, sameMove = false) {
    const suffix = [];
    let prefix = '';
    switch (o.status) {
        case 'added':
            prefix = '**+** ';
            suffix.push('added');
            break;
        case 'removed':
            prefix = '**−** ';
            suffix.push('removed');
            break;
        case 'renamed':
            prefix = '**→** ';
            suffix.push(`renamed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(o.from ?? '')} → ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(o.page ?? '')}`);
            break;
        case 'moved':
            prefix = '**↪** ';
            suffix.push(sameMove ? 'moved from the same place' : `moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(o.from ?? '', 500)}`);
            break;
        case 'relabelled':
            prefix = '**✎** ';
            suffix.push(`relabelled from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(o.from ?? '')}`);
            break;
    }
    if (o.reordered)
        suffix.push('reordered');
    return { prefix, suffix: suffix.length ? ` — *${suffix.join('; ')}*` : '' };
}
function mdLine(o, depth, sameMove = false) {
    const { prefix, suffix } = mdMarks(o, sameMove);
    const name = o.status === 'removed' ? `~~${mdName(o)}~~` : mdName(o);
    const count = !isEntry(o) && !o.changed && o.entries ? ` (${plural(o.entries, 'entry')}, unchanged)` : '';
    return `${'  '.repeat(depth)}- ${prefix}${name}${count}${suffix}`;
}
/** Pages named in a folded run before the rest are counted: a 274-page folder move is one line, not 274. */
const RUN_NAMES = 5;
function mdMovedRun(run, depth) {
    const names = run.slice(0, RUN_NAMES).map((o) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(o.page ?? o.label));
    const more = run.length > RUN_NAMES ? ` and ${run.length - RUN_NAMES} more` : '';
    const folder = folderRename(run[0]);
    if (folder) {
        const [from, to] = folder.split('\n');
        return `${'  '.repeat(depth)}- **→** ${names.join(', ')}${more} — *${plural(run.length, 'page')} moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(`/${from}`)} to ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(`/${to}`)}*`;
    }
    return `${'  '.repeat(depth)}- **↪** ${names.join(', ')}${more} — *${plural(run.length, 'entry')} moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(run[0].from ?? '', 500)}*`;
}
function mdFindings(o, depth, ruleRef) {
    return o.findings.map((f) => `${'  '.repeat(depth + 1)}- ${f.severity === 'error' ? '❌' : f.severity === 'warning' ? '⚠️' : 'ℹ️'} ${ruleRef(f.rule)}${f.status === 'new' ? ' **new**' : f.status === 'existing' ? ' *already on the base branch*' : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdProse */ .X0)(f.message, 600)}`);
}
/** Changed branches in full, one level of context around them, everything else folded to a count. */
function compactLines(o, depth, out, ruleRef) {
    let run = [];
    const flush = () => {
        if (run.length > CONTEXT_RUN)
            out.push(`${'  '.repeat(depth)}- … ${plural(run.reduce((n, r) => n + Math.max(1, r.entries), 0), 'unchanged entry')}`);
        else
            for (const r of run)
                out.push(mdLine(r, depth));
        run = [];
    };
    const repeats = repeatedMoves(o.children);
    for (const c of withMovedRuns(o.children)) {
        if (Array.isArray(c)) {
            flush();
            out.push(mdMovedRun(c, depth));
            continue;
        }
        if (!c.changed) {
            run.push(c);
            continue;
        }
        flush();
        const moved = sectionMove(c);
        if (moved) {
            out.push(`${'  '.repeat(depth)}- **→** ${mdName(c)} — *${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdText */ .bC)(sectionMoveText(moved), 500)}*`);
            continue;
        }
        out.push(mdLine(c, depth, repeats.has(c)));
        out.push(...mdFindings(c, depth, ruleRef));
        if (!isEntry(c) && c.status !== 'removed')
            compactLines(c, depth + 1, out, ruleRef);
    }
    flush();
}
function fullLines(o, depth, out) {
    const repeats = repeatedMoves(o.children);
    for (const c of withMovedRuns(o.children)) {
        out.count++;
        // Past the room the text cannot be used (a 25,000-entry tree is megabytes): only the lines are counted.
        if (out.room >= 0) {
            const line = Array.isArray(c) ? mdMovedRun(c, depth) : mdLine({ ...c, changed: true }, depth, repeats.has(c));
            out.room -= line.length + 1;
            out.lines.push(line);
        }
        if (!Array.isArray(c))
            fullLines(c, depth + 1, out);
    }
}
/**
 * The outline for a PR comment: the compact view, then the full tree in <details>; fits `budget`
 * characters by dropping the full tree first, then cutting the compact view with a visible note.
 */
function renderOutlineMarkdown(outline, budget, ruleRef = (rule) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(rule), 
/** Where the whole outline is, for the notes on what was cut: the job summary, unless this is it. */
wholeIn = 'the job summary and the JSON report') {
    const compact = [];
    if (!outline.changed)
        compact.push(`*No navigation changes* (${plural(outline.entries, 'entry')}).`);
    else
        compactLines(outline, 0, compact, ruleRef);
    // Each full line joins the text with a newline: once they exceed the budget, the text with them cannot fit.
    const full = { lines: [], count: 0, room: budget };
    fullLines(outline, 0, full);
    if (full.room >= 0) {
        const details = [
            '',
            '<details><summary>Full navigation after this change</summary>',
            '',
            ...full.lines,
            '',
            '</details>',
        ];
        const withFull = [...compact, ...details].join('\n');
        if (withFull.length <= budget)
            return { text: withFull, truncated: false };
    }
    const note = (n) => `\n\n*Outline cut to fit: ${plural(n, 'more line')} not shown. The full outline is in ${wholeIn}.*`;
    const compactText = compact.join('\n');
    if (compactText.length + note(0).length <= budget)
        return {
            text: compactText +
                `\n\n*The full navigation tree (${plural(full.count, 'line')}) is too large for this report; it is in ${wholeIn}.*`,
            truncated: true,
        };
    let used = 0;
    let i = 0;
    const room = budget - note(compact.length).length;
    for (; i < compact.length && used + compact[i].length + 1 <= room; i++)
        used += compact[i].length + 1;
    return { text: compact.slice(0, i).join('\n') + note(compact.length - i), truncated: true };
}
// ---- Terminal ----
function renderOutlineText(outline, color) {
    const c = (0,picocolors__WEBPACK_IMPORTED_MODULE_3__.createColors)(color);
    const lines = [];
    const name = (o) => (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(isEntry(o) ? (o.page ?? o.label) : `${KIND_LABEL[o.kind] ?? o.kind} "${o.label}"`);
    const line = (o, depth, sameMove = false) => {
        const pad = '  '.repeat(depth);
        // As in the comment: a link or a tab of generated pages holds no entry to count ("(0 entries)" read as empty).
        const count = !isEntry(o) && !o.changed && o.entries ? c.dim(` (${plural(o.entries, 'entry')})`) : '';
        const re = o.reordered ? c.cyan(' (reordered)') : '';
        switch (o.status) {
            case 'added':
                return `${pad}${c.green(`+ ${name(o)}`)}${re}`;
            case 'removed':
                return `${pad}${c.red(`− ${name(o)}`)}`;
            case 'renamed':
                return `${pad}${c.blue(`→ ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(o.from ?? '')} → ${name(o)}`)}${re}`;
            case 'moved':
                return `${pad}${c.yellow(`↪ ${name(o)}`)} ${c.dim(sameMove ? '(moved from the same place)' : `(moved from ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(o.from ?? '')})`)}${re}`;
            case 'relabelled':
                return `${pad}${c.magenta(`✎ ${name(o)}`)} ${c.dim(`(was "${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(o.from ?? '')}")`)}${re}`;
            default:
                return `${pad}  ${isEntry(o) ? name(o) : c.bold(name(o))}${count}${re}`;
        }
    };
    const visit = (o, depth) => {
        let run = 0;
        const flushRun = () => {
            if (run)
                lines.push(c.dim(`${'  '.repeat(depth)}  … ${plural(run, 'unchanged item')}`));
            run = 0;
        };
        const repeats = repeatedMoves(o.children);
        for (const ch of withMovedRuns(o.children)) {
            if (Array.isArray(ch)) {
                flushRun();
                const names = ch.slice(0, RUN_NAMES).map(name).join(', ');
                const more = ch.length > RUN_NAMES ? ` and ${ch.length - RUN_NAMES} more` : '';
                const folder = folderRename(ch[0])?.split('\n');
                lines.push(folder
                    ? `${'  '.repeat(depth)}${c.yellow(`→ ${names}${more}`)} ${c.dim(`(${plural(ch.length, 'page')} moved from /${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(folder[0])} to /${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(folder[1])})`)}`
                    : `${'  '.repeat(depth)}${c.yellow(`↪ ${names}${more}`)} ${c.dim(`(${plural(ch.length, 'entry')} moved from ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(ch[0].from ?? '')})`)}`);
                continue;
            }
            if (!ch.changed) {
                if (isEntry(ch)) {
                    run++;
                    continue;
                }
                flushRun();
                lines.push(line(ch, depth));
                continue;
            }
            flushRun();
            const moved = sectionMove(ch);
            if (moved) {
                lines.push(`${'  '.repeat(depth)}${c.yellow(`→ ${name(ch)}`)} ${c.dim(`(${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(sectionMoveText(moved))})`)}`);
                continue;
            }
            lines.push(line(ch, depth, repeats.has(ch)));
            for (const f of ch.findings) {
                const sev = f.severity === 'error' ? c.red('error') : f.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
                lines.push(`${'  '.repeat(depth + 2)}${sev} ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(f.message)} ${c.dim(`[${f.rule}]`)}${f.status === 'new' ? c.bold(' (new)') : f.status === 'existing' ? c.dim(' (already on base)') : ''}`);
            }
            if (!isEntry(ch) && ch.status !== 'removed')
                visit(ch, depth + 1);
        }
        flushRun();
    };
    if (!outline.changed)
        lines.push(c.dim(`No navigation changes (${plural(outline.entries, 'entry')}).`));
    else
        visit(outline, 0);
    return lines.join('\n') + '\n';
}
//# sourceMappingURL=outline.js.map

/***/ })

};
