export const id = 866;
export const ids = [866];
export const modules = {

/***/ 6866:
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
// EXTERNAL MODULE: ./lib/core/compare/compare.js
var compare = __webpack_require__(1476);
;// CONCATENATED MODULE: ./lib/core/edits.js
/** Edits that overlap cannot be applied together: which one wins would be a guess. */
class EditConflict extends Error {
}
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/** Character offsets of each edit's start and end in `text`; RangeError for a position outside it. */
function editOffsets(text, edits) {
    const starts = lineStarts(text);
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
//# sourceMappingURL=edits.js.map
;// CONCATENATED MODULE: ./lib/core/fix/plan.js
/** Fixes that keep the meaning: what the change itself did (a rename), said where it was not yet said. */
function safeFix(f) {
    switch (f.rule) {
        case 'missing-redirect':
            return true;
        case 'broken-link':
        case 'redirect-target-missing':
            return f.data.renamedTo !== undefined;
        case 'redirect-chain':
            return true;
        default:
            return false;
    }
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
            plan.skipped.push({ finding: f, reason: `its edit overlaps another fix's in ${clash.file}:${clash.line}` });
            continue;
        }
        plan.edits.push(...fresh);
        plan.applied.push(f);
    }
    return plan;
}
//# sourceMappingURL=plan.js.map
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
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 123 modules
var registry = __webpack_require__(3287);
// EXTERNAL MODULE: ./lib/core/suggest.js
var suggest = __webpack_require__(3029);
;// CONCATENATED MODULE: ./lib/cli/fix.js
// `navguard fix`: applies the exact edits that findings carry to the files on disk, then checks again and says
// what it changed and what is left for a person. In a git repository it compares the working tree with a base
// (as `diff` does), since the safe fixes come from what the change did (renames, removed pages); elsewhere it
// checks the folder alone. `--dry-run` prints the edits as a unified diff and writes nothing.














/** The findings of the site as it is on disk, and the folder its finding paths are relative to. */
async function analyse(opts) {
    const repo = (0,fs_source/* findRepoRoot */.Gn)(opts.root);
    const config = (0,config_file/* loadConfigFor */.wU)(opts.root, opts.config, repo);
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
    const source = (0,mint_json/* mintJsonAsDocs */.ic)(folder) ?? folder;
    return { findings: (0,audit/* auditSource */.L)(source, { config }).head.findings, top: external_node_fs_.realpathSync(opts.root), notes: [] };
}
const plural = (n, word, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
/** Fix rounds at most: each round re-checks, and a round applies what the one before made room for. */
const MAX_ROUNDS = 10;
/** The files these edits change: their text before and after. */
function edited(top, edits) {
    const byFile = new Map();
    for (const e of edits)
        byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
    return [...byFile].map(([file, list]) => {
        const before = external_node_fs_.readFileSync(external_node_path_.join(top, file), 'utf8');
        return { file, before, after: applyEdits(before, list) };
    });
}
function byRule(findings) {
    const counts = new Map();
    for (const f of findings)
        counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    return [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([rule, n]) => `${rule} ${n}`)
        .join(', ');
}
async function runFix(opts, io) {
    const unknown = opts.rules?.filter((r) => !(0,registry/* isRuleId */.KX)(r)) ?? [];
    if (unknown.length) {
        const near = (0,suggest/* suggest */.Z)(unknown[0], [...registry/* RULES */.y0.keys()]);
        throw new cli_io/* UsageError */.e(`--rule "${unknown[0]}" is not a navguard rule${near ? `; did you mean ${near}?` : ''} (the rules are in docs/rules.md)`);
    }
    const rules = opts.rules && new Set(opts.rules);
    const first = await analyse(opts);
    for (const note of first.notes)
        io.err.write(`navguard: ${note}\n`);
    let plan = planFixes(first.findings, rules);
    if (!plan.edits.length) {
        const left = first.findings.filter((f) => f.fix?.edits?.length).length;
        io.out.write(`navguard fix: nothing to fix${opts.rules ? ` for ${opts.rules.join(', ')}` : ' safely'}.` +
            (left && !opts.rules
                ? ` ${plural(left, 'finding')} ${left === 1 ? 'carries' : 'carry'} edits that may change what the site means; apply them by rule with --rule.`
                : '') +
            '\n');
        return first.findings.some((f) => f.severity === 'error') ? 1 : 0;
    }
    if (opts.dryRun) {
        const changed = edited(first.top, plan.edits);
        for (const c of changed)
            io.out.write((0,create/* createTwoFilesPatch */.ss)(`a/${c.file}`, `b/${c.file}`, c.before, c.after));
        const waiting = plan.skipped.filter((x) => x.reason.startsWith('its edit overlaps')).length;
        io.out.write(`navguard fix --dry-run: ${plural(plan.applied.length, 'fix', 'fixes')} (${byRule(plan.applied)}) would change ${plural(changed.length, 'file')}` +
            (waiting ? `, and ${waiting} more after them (a second round)` : '') +
            '; nothing written.\n');
        return 0;
    }
    // Rounds: an edit that waited for another (a second redirect once the first made "redirects") comes next.
    const files = new Set();
    const applied = [];
    let current = first;
    for (let round = 0; round < MAX_ROUNDS && plan.edits.length; round++) {
        for (const c of edited(current.top, plan.edits)) {
            external_node_fs_.writeFileSync(external_node_path_.join(current.top, c.file), c.after);
            files.add(c.file);
        }
        applied.push(...plan.applied);
        current = await analyse(opts);
        plan = planFixes(current.findings, rules);
    }
    const after = current;
    const keys = new Set(after.findings.map((f) => f.key));
    const fixed = applied.filter((f) => !keys.has(f.key));
    io.out.write(`navguard fix: changed ${[...files].sort().join(', ')}; ${plural(fixed.length, 'finding')} fixed (${byRule(fixed)}).\n`);
    for (const s of plan.skipped.filter((x) => x.reason.startsWith('its edit overlaps')))
        io.out.write(`  not applied: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
    const left = after.findings.filter((f) => f.severity !== 'notice');
    io.out.write(left.length
        ? `Left for a person: ${plural(left.length, 'finding')} (${byRule(left)}); run "navguard check" or "navguard diff" to see them.\n`
        : 'Nothing is left.\n');
    return after.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
//# sourceMappingURL=fix.js.map

/***/ }),

/***/ 2868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ auditSource)
/* harmony export */ });
/* harmony import */ var _analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(227);
/* harmony import */ var _site_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6862);
/* harmony import */ var _navdiff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5573);
// One state of a site on its own, with no "before" (a push, a manual run, `navguard check`): the same shape
// a comparison has, so one renderer serves both — every finding is existing, nothing changed, and the
// outline is the navigation as it stands.



function auditSource(source, options = {}) {
    const site = (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSite */ .UK)(source, options.scans);
    const head = (0,_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeSite */ .AD)(site, { ...options, links: options.links ?? 'all' });
    const { outline } = (0,_navdiff_js__WEBPACK_IMPORTED_MODULE_2__/* .diffNavigation */ .sf)(site.nav, site.nav, new Map());
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

/***/ 1476:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ compareSources)
/* harmony export */ });
/* unused harmony export mayLeadTo */
/* harmony import */ var _analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(227);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9901);
/* harmony import */ var _rules_site_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8336);
/* harmony import */ var _site_nav_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3986);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4539);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3287);
/* harmony import */ var _rules_sink_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9024);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(746);
/* harmony import */ var _site_link_path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1275);
/* harmony import */ var _site_model_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6862);
/* harmony import */ var _site_routes_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8361);
/* harmony import */ var _site_base_path_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5384);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1093);
/* harmony import */ var _navdiff_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5573);
// Two states of one site → what the change did: navigation changes, the outline, findings marked new or
// existing, and redirects the change forgot. Pure: both states arrive as SiteSources.














function compareSources(base, head, options = {}) {
    const scans = options.scans ?? new Map();
    const baseSite = base ? (0,_site_model_js__WEBPACK_IMPORTED_MODULE_8__/* .loadSite */ .UK)(base, scans) : undefined;
    const headSite = head ? (0,_site_model_js__WEBPACK_IMPORTED_MODULE_8__/* .loadSite */ .UK)(head, scans) : undefined;
    const renamed = pageRenames(baseSite, headSite, options.renames ?? []);
    // Links are checked where the change could have broken them: changed files, and files that link to a
    // page that is gone. The fast scan already holds every page's link candidates, so nothing is parsed here.
    let changed = options.changed;
    if (options.links !== 'all' && options.links !== 'none' && baseSite && headSite) {
        const gone = new Set([...baseSite.index.pages.keys()].filter((s) => !headSite.index.pages.has(s)));
        const files = new Set(options.changed ?? []);
        if (gone.size) {
            const config = options.config ?? _config_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .PV;
            const basePath = config.basePathGiven
                ? config.basePath
                : ((0,_site_base_path_js__WEBPACK_IMPORTED_MODULE_10__/* .siteRoutes */ .u)(headSite, '').inferred?.basePath ?? config.basePath);
            const names = gone.size <= 200 ? [...new Set([...gone].map(_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .basename */ .P8))] : undefined;
            for (const [path, scan] of headSite.index.scans) {
                if (files.has(path))
                    continue;
                if (scan.links.some((l) => {
                    if (names && !mayLeadTo(l.url, names))
                        return false;
                    const p = (0,_site_link_path_js__WEBPACK_IMPORTED_MODULE_7__/* .linkPath */ .O)(l.url, path, basePath);
                    return p.kind === 'path' && gone.has((0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .stripPageExt */ .pQ)(p.path));
                }))
                    files.add(path);
            }
        }
        changed = files;
    }
    const opts = { ...options, links: options.links ?? 'changed', changed };
    // The base checks the same files under their old names, so a renamed file's old problems are found as old.
    const baseChanged = changed && withOldNames(changed, options.renames ?? []);
    const baseA = baseSite ? (0,_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeSite */ .AD)(baseSite, { ...opts, changed: baseChanged }) : undefined;
    const headA = headSite ? (0,_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeSite */ .AD)(headSite, opts) : undefined;
    const { changes, outline } = (0,_navdiff_js__WEBPACK_IMPORTED_MODULE_11__/* .diffNavigation */ .sf)(baseSite?.nav, headSite?.nav, renamed);
    const missing = headA && baseSite ? pairFindings(baseSite, headA, renamed, options) : [];
    const removed = baseSite && !headSite
        ? (0,_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .applyPolicy */ .VC)((0,_rules_site_js__WEBPACK_IMPORTED_MODULE_2__.docsJsonRemoved)(baseSite), options.config ?? _config_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .PV, baseSite.source.rootPrefix)
        : [];
    const { kept, folders } = foldIntoFolders(retarget(headA?.findings ?? [], renamed), missing);
    const headFindings = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .sortFindings */ .Tc)([...kept, ...folders, ...removed]);
    const { marked, fixed } = alwaysNew((0,_identity_js__WEBPACK_IMPORTED_MODULE_13__/* .markNew */ ._b)({
        base: baseA?.findings ?? [],
        head: headFindings,
        renamed,
        fileRenames: options.renames,
        baseSource: base,
        headSource: head,
    }));
    attachFindings(outline, marked, headSite);
    return { base: baseA, head: headA, changes, outline, findings: marked, fixed, renamed };
}
function withOldNames(files, renames) {
    const out = new Set(files);
    for (const r of renames)
        if (files.has(r.to))
            out.add(r.from);
    return out;
}
/**
 * False when a link cannot lead to a page with one of these file names: where a link leads ends in a
 * segment written in the link itself, unless it ends in `.`/`..` or is percent-escaped. A cheap test
 * before resolving every link of a large site.
 */
function mayLeadTo(url, names) {
    const u = url.trim();
    if (u.includes('%') || /(^|\/)\.{1,2}\/*([?#]|$)/.test(u))
        return true;
    return names.some((n) => u.includes(n));
}
/** Page renames from git's file renames, identical content, and an entry replaced in the same slot. */
function pageRenames(base, head, fileRenames) {
    const out = new Map();
    if (!base || !head)
        return out;
    const isGone = (slug) => base.index.pages.has(slug) && !head.index.pages.has(slug);
    const isNew = (slug) => head.index.pages.has(slug) && !base.index.pages.has(slug);
    for (const r of fileRenames) {
        if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .isPageFile */ .MV)(r.from) || !(0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .isPageFile */ .MV)(r.to))
            continue;
        const from = (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .stripPageExt */ .pQ)(r.from);
        const to = (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .stripPageExt */ .pQ)(r.to);
        if (isGone(from) && isNew(to))
            out.set(from, to);
    }
    // Without git (two folders), an unchanged file under a new name is still a rename. Contents are
    // compared by id where both states have ids (git blobs), else by text.
    const byId = !!base.source.contentId && !!head.source.contentId;
    const content = (site, path) => byId ? site.source.contentId(path) : site.source.read(path);
    const goneByText = new Map();
    for (const [slug, p] of base.index.pages)
        if (isGone(slug) && !out.has(slug))
            goneByText.set(content(base, p.path) ?? '', slug);
    const taken = new Set(out.values());
    for (const [slug, p] of head.index.pages) {
        if (!isNew(slug) || taken.has(slug))
            continue;
        const from = goneByText.get(content(head, p.path) ?? '\u0000');
        if (from && !out.has(from)) {
            out.set(from, slug);
            taken.add(slug);
        }
    }
    // An entry edited in place from an old page to a new one (same section, same position).
    if (base.nav && head.nav) {
        const headByTrail = new Map();
        for (const n of (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_3__/* .walk */ .GG)(head.nav))
            if (n.kind !== 'page' && n.kind !== 'endpoint')
                headByTrail.set((0,_site_nav_js__WEBPACK_IMPORTED_MODULE_3__/* .trailKey */ .IA)(n), n);
        for (const b of (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_3__/* .walk */ .GG)(base.nav)) {
            if (b.kind === 'page' || b.kind === 'endpoint')
                continue;
            const h = headByTrail.get((0,_site_nav_js__WEBPACK_IMPORTED_MODULE_3__/* .trailKey */ .IA)(b));
            if (!h)
                continue;
            b.children.forEach((bc, i) => {
                const hc = h.children[i];
                if (bc.kind === 'page' &&
                    hc?.kind === 'page' &&
                    bc.page !== hc.page &&
                    isGone(bc.page) &&
                    isNew(hc.page) &&
                    !out.has(bc.page) &&
                    !taken.has(hc.page)) {
                    out.set(bc.page, hc.page);
                    taken.add(hc.page);
                }
            });
        }
    }
    return out;
}
/** Findings of the before/after rules (missing-redirect), under the same policy as the head's findings. */
function pairFindings(base, head, renamed, options) {
    const out = new _rules_sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FindingSink */ .R(head.site);
    for (const check of _rules_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .PAIR_CHECKS */ .TU)
        check({ base, head: head.site, headRoutes: head.routes, renamed, out });
    return (0,_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .applyPolicy */ .VC)(out.findings, options.config ?? _config_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CONFIG */ .PV, head.site.source.rootPrefix);
}
/**
 * One cause, one finding: a link into a folder the change removed as a whole is part of that folder's
 * missing-redirect finding (its wildcard redirect serves the link too), listed there rather than reported again.
 */
function foldIntoFolders(findings, pair) {
    const folders = pair.flatMap((f) => f.rule === 'missing-redirect' && f.data.pages && f.data.redirects.length
        ? [{ finding: f, prefix: f.data.source.replace(/^\/|:slug\*$/g, '') }]
        : []);
    if (!folders.length)
        return { kept: findings, folders: pair };
    const into = new Map();
    const kept = findings.filter((f) => {
        if (f.rule !== 'broken-link' || f.data.target === undefined)
            return true;
        const target = f.data.target;
        const folder = folders.find((d) => target.startsWith(d.prefix));
        if (!folder)
            return true;
        const list = into.get(folder.finding) ?? [];
        list.push({ file: f.file, line: f.line, url: f.data.url });
        into.set(folder.finding, list);
        return false;
    });
    return {
        kept,
        folders: pair.map((f) => {
            const links = into.get(f);
            if (!links || f.rule !== 'missing-redirect')
                return f;
            const pages = new Set(links.map((l) => l.file)).size;
            const shown = links
                .slice(0, 3)
                .map((l) => `${l.file}:${l.line}`)
                .join(', ');
            return {
                ...f,
                message: `${f.message} ${links.length} ${links.length === 1 ? 'link' : 'links'} in ${pages} ${pages === 1 ? 'page' : 'pages'} of this site ${links.length === 1 ? 'leads' : 'lead'} into it (${shown}${links.length > 3 ? ', …' : ''}); the redirect serves them too, or point them at the pages that replace it.`,
                data: { ...f.data, links },
            };
        }),
    };
}
/** Links and redirects that still point at a renamed page get the exact fix: its new path. */
function retarget(findings, renamed) {
    if (!renamed.size)
        return findings;
    // A link is edited as written; a redirect's destination span includes its quotes.
    const pointAt = (f, url, quoted) => {
        const to = renamed.get((0,_site_routes_js__WEBPACK_IMPORTED_MODULE_9__/* .routePath */ .dA)(url));
        if (!to || f.endLine === undefined)
            return undefined;
        const fixed = url.replace((0,_site_routes_js__WEBPACK_IMPORTED_MODULE_9__/* .routePath */ .dA)(url), to);
        const newText = quoted ? JSON.stringify(fixed) : fixed;
        const edit = { file: f.file, line: f.line, column: f.column, endLine: f.endLine, endColumn: f.endColumn, newText };
        return {
            message: `${f.message} The page was renamed to ${to} in this change.`,
            fix: { message: `Point it at "${fixed}".`, edits: [edit] },
            to,
        };
    };
    return findings.map((f) => {
        if (f.rule === 'broken-link') {
            const r = pointAt(f, f.data.url, false);
            return r ? { ...f, message: r.message, fix: r.fix, data: { ...f.data, renamedTo: r.to } } : f;
        }
        if (f.rule === 'redirect-target-missing') {
            const r = pointAt(f, f.data.destination, true);
            return r ? { ...f, message: r.message, fix: r.fix, data: { ...f.data, renamedTo: r.to } } : f;
        }
        return f;
    });
}
/**
 * A site with nothing to check is reported on every change, however old: otherwise a docs root that was
 * empty before and after would pass in silence.
 */
function alwaysNew(r) {
    const empty = (f) => f.rule === 'empty-site';
    return {
        marked: r.marked.map((f) => (empty(f) ? { ...f, status: 'new' } : f)),
        fixed: r.fixed.filter((f) => !empty(f) || !r.marked.some(empty)),
    };
}
/** Findings about a navigation entry are shown on that entry in the outline. */
function attachFindings(outline, findings, head) {
    if (!head)
        return;
    const byPos = new Map();
    for (const f of findings) {
        const k = `${f.file}:${f.line}:${f.column}`;
        const list = byPos.get(k);
        if (list)
            list.push(f);
        else
            byPos.set(k, [f]);
    }
    const sink = new _rules_sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FindingSink */ .R(head);
    const visit = (o) => {
        if (o.side === 'head') {
            const loc = sink.locate(o.span);
            const hits = byPos.get(`${sink.repoPath(loc.file)}:${loc.line}:${loc.column}`);
            if (hits)
                o.findings = hits.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, status: f.status }));
        }
        o.children.forEach(visit);
    };
    visit(outline);
    (0,_navdiff_js__WEBPACK_IMPORTED_MODULE_11__/* .summarize */ .eh)(outline);
}
//# sourceMappingURL=compare.js.map

/***/ })

};
