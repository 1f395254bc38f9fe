export const id = 269;
export const ids = [269,177];
export const modules = {

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

/***/ 8269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDiff: () => (/* binding */ runDiff)
});

// EXTERNAL MODULE: ./lib/core/compare/compare.js + 8 modules
var compare = __webpack_require__(2873);
// EXTERNAL MODULE: ./lib/core/render/findings.js + 2 modules
var findings = __webpack_require__(1632);
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
    // What the baseline holds is gone from every output, the comment's counts included.
    const heldSet = new Set(settled.held);
    const kept = {
        ...c,
        findings: (0,copy_groups/* groupCopies */.n)(c.findings.filter((f) => !heldSet.has(f)), folders),
    };
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
        const all = { ...c, findings: (0,copy_groups/* groupCopies */.n)(c.findings, folders) };
        io.out.write(renderDiffText(all, shown, states.base.label, states.head.label, opts.color, report));
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
/* unused harmony export existingScope */
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1251);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9901);
/* harmony import */ var _rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(808);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5729);
/* harmony import */ var _rule_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2905);
/* harmony import */ var _outline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2854);








const MAX_PLACES = 10;
/** Places on one line of such a list (a line is kept or cut whole when the report runs out of room). */
const PLACES_PER_LINE = 20;
/**
 * Findings listed by their places, a line per PLACES_PER_LINE of one severity and status (their icon and mark
 * said once), as items under the rule that names them.
 */
function placesOnly(findings, place) {
    const lines = [];
    let run = [];
    const flush = () => {
        if (!run.length)
            return;
        const f = run[0];
        const mark = `${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}`;
        lines.push({
            text: `  - ${mark} ${lines.length ? 'and' : `the same for ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(findings.length, 'more place')}:`} ${run.map(place).join(', ')}`,
            findings: run,
        });
        run = [];
    };
    for (const f of findings) {
        const last = run[run.length - 1];
        if (last && (last.severity !== f.severity || last.status !== f.status || run.length >= PLACES_PER_LINE))
            flush();
        run.push(f);
    }
    flush();
    return lines;
}
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
    const named = top.slice(0, 3).map(([d, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(d === '/' ? '(top folder)' : d)} ${k}`);
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
        const sha = (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(ctx.commitSha.slice(0, 7));
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
    return findings.some((f) => _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f[f.severity] >= _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f[failOn]);
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
/** What the "already on the base branch" counts hold when a diff read the links of some files only. */
function existingScope(files) {
    return `"Already on the base branch" counts links in the ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(files, 'file')} this change's check read (changed, or linking to what it removed) only.`;
}
function renderReportMarkdown(c, opts) {
    const budget = opts.budget;
    const shown = (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .rankFindings */ .JM)(reported(c.findings, opts.report));
    const failed = fails(shown, opts.failOn);
    const byStatus = {
        new: (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'new')),
        existing: (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'existing')),
    };
    const head = [];
    if (opts.marker)
        head.push(opts.marker);
    const title = opts.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)(opts.title)}` : '';
    const errorsShown = (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(shown).error;
    head.push(failed
        ? `## ❌ navguard${title}: ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(errorsShown, `${opts.report === 'new' ? 'new ' : ''}error`)}${shown.length > errorsShown ? `, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(shown.length - errorsShown, 'other finding')}` : ''}`
        : shown.length
            ? `## ⚠️ navguard${title}: navigation OK, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(shown.length, opts.report === 'new' ? 'new finding' : 'finding')} to look at`
            : `## ✅ navguard${title}: navigation OK`);
    const at = runLine(opts.context);
    if (at)
        head.push(at);
    head.push('');
    head.push('| | new in this PR | already on the base branch |', '|---|---:|---:|');
    for (const sev of ['error', 'warning', 'notice'])
        head.push(`| ${ICON[sev]} ${sev}s | ${byStatus.new[sev]} | ${byStatus.existing[sev]} |`);
    head.push('');
    if (c.linksReadIn !== undefined)
        head.push(`*${existingScope(c.linksReadIn)}*`, '');
    const stats = c.head?.stats;
    head.push(`**Navigation:** ${changeSummary(c)}.${stats ? ` ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(stats.pages, 'page')}, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(stats.entries, 'entry')}, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(stats.orphans, 'orphan')}.` : ''}${c.fixed.length ? ` This change fixes ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(c.fixed.length, 'earlier finding')}.` : ''}`);
    if (opts.report === 'new' && c.findings.length > shown.length) {
        // Folded to one count per rule: what kind of old problems the site carries, without listing them.
        const listed = new Set(shown);
        const old = (0,_rule_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .ruleCounts */ .H)(c.findings.filter((f) => !listed.has(f)));
        const n = c.findings.length - shown.length;
        head.push(`*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'finding')} that already existed on the base branch ${n === 1 ? 'is' : 'are'} not listed (${old.map(([rule, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(rule)} ${k}`).join(', ')}; set \`report: all\` to list them).*`);
    }
    for (const n of opts.notes ?? [])
        head.push(n);
    if (opts.siteNotes !== false && c.head?.stats.inferredBasePath)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .basePathNote */ .tp)(c.head.stats.inferredBasePath))}*`);
    if (c.head?.stats.anchorsUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .anchorsUncheckedNote */ .Rz)(c.head.stats.anchorsUnchecked))}*`);
    if (c.head?.stats.syntaxUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .syntaxUncheckedNote */ .Od)(c.head.stats.syntaxUnchecked))}*`);
    const redirects = c.findings.flatMap((f) => f.rule === 'missing-redirect' ? f.data.redirects.map((r) => (0,_rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_7__/* .redirectJson */ .x)(r.source, r.destination)) : []);
    // The file the writer edits: the findings sit in it (mint.json on a site still on it).
    const configFile = c.findings
        .find((f) => f.rule === 'missing-redirect')
        ?.file.split('/')
        .pop() ?? 'docs.json';
    const redirectBlock = redirects.length
        ? [
            '',
            '### Suggested redirects',
            '',
            `Add these to \`redirects\` in ${configFile} so old URLs keep working:`,
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
    const ruleRef = (rule) => rulesUrl ? `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(rule)}](${safeUrl((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleUrl */ .QB)(rulesUrl, rule))})` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(rule);
    const place = (f) => {
        const where = (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(`${f.file}:${f.line}`);
        return opts.link ? `[${where}](${safeUrl(opts.link(f.file, f.line))})` : where;
    };
    /** One group as a list item; under a rule's heading item it leaves out the rule and the shared fix. */
    const item = ({ first: f, findings: same }, under) => {
        const pad = under ? '  ' : '';
        const more = same.length - 1;
        const lines = [
            `${pad}- ${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}${under ? '' : ` ${ruleRef(f.rule)}`} ${place(f)}${more ? ` and ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(more, 'more place')}` : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)(f.message, 700)}`,
        ];
        if (more) {
            const named = same.slice(1, 1 + (opts.maxPlaces ?? MAX_PLACES)).map(place);
            const rest = more - named.length;
            lines.push(`${pad}  - **Also at:** ${named.join(', ')}${rest ? `, and ${rest} more` : ''}`);
        }
        // File names go in code spans, which mdCode makes safe; the rest of the sentence is navguard's own.
        if (f.copies)
            lines.push(`${pad}  - ${(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .copiesSentence */ .fl)(f.copies, 3, (p) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .x)(`${p.file}:${p.line}`))}`);
        if (f.fix && f.fix.message !== under?.sharedFix)
            lines.push(`${pad}  - **Fix${more ? ' (each)' : ''}:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)(f.fix.message, 300)}`);
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
        const sections = byRule((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupFindings */ .kG)(shown)).map((groups) => {
            const n = groups.reduce((k, g) => k + g.findings.length, 0);
            if (groups.length === 1)
                return { groups, n, heading: undefined, entries: [{ text: item(groups[0]), findings: groups[0].findings }] };
            const sharedFix = commonFix(groups);
            const heading = [
                `- ${ruleRef(groups[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'finding')}`,
                ...(sharedFix ? [`  - **Fix**, unless one says otherwise: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .b)(sharedFix, 300)}`] : []),
            ].join('\n');
            // A rule whose message says no more than its file (an orphan page) names the rest by their places only:
            // projectdiscovery/docs c6cda124 left 66 pages out of the navigation, 66 items of two lines each.
            const full = _group_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACE_NAMED */ .MO.has(groups[0].first.rule) ? groups.slice(0, _group_js__WEBPACK_IMPORTED_MODULE_1__/* .FULL_ITEMS */ .v2) : groups;
            const entries = full.map((g) => ({ text: item(g, { sharedFix }), findings: g.findings }));
            entries.push(...placesOnly(groups.slice(full.length).flatMap((g) => g.findings), place));
            return { groups, n, heading, entries };
        });
        const size = (pieces) => pieces.reduce((k, p) => k + p.length + 1, 0);
        const texts = (x) => x.entries.map((e) => e.text);
        const whole = sections.flatMap((x) => (x.heading ? [x.heading, ...texts(x)] : texts(x)));
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
                const left = sections[i].entries.slice(taken[i]).flatMap((e) => e.findings);
                if (!left.length)
                    return '';
                return `  - *${taken[i] ? `…and ${left.length} more` : 'not listed here'}${foldersOf(left)}*`;
            };
            // A rule of one group is named with its count only when its group does not fit.
            const named = (i) => sections[i].heading ??
                (taken[i] ? '' : `- ${ruleRef(sections[i].groups[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(sections[i].n, 'finding')}`);
            // Each rule's count of what it leaves out is reserved at its longest (with none taken, and room for other
            // folders): counting it again for each group taken would be quadratic on a site with thousands of findings.
            let used = listHead.join('\n').length + size(sections.flatMap((_, i) => [named(i), overflow(i)])) + 40 * sections.length;
            for (let round = true; round;) {
                round = false;
                sections.forEach((x, i) => {
                    const next = x.entries[taken[i]]?.text;
                    if (next === undefined || used + next.length + 1 > listBudget)
                        return;
                    taken[i]++;
                    used += next.length + 1;
                    round = true;
                });
            }
            sections.forEach((x, i) => {
                items.push(...[named(i), ...texts(x).slice(0, taken[i]), overflow(i)].filter(Boolean));
                listed += x.entries.slice(0, taken[i]).reduce((k, e) => k + e.findings.length, 0);
            });
            if (listed < shown.length)
                items.push('', `*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(shown.length - listed, 'more finding')} not shown here; every finding is in ${opts.where === 'job-summary' ? 'the check run annotations and the JSON report (`report-json`)' : 'the job summary, the check run annotations and the JSON report'}.*`);
        }
    }
    const table = shown.length ? [...listHead, ...items].join('\n') : '';
    rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
    const outline = (0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .renderOutlineMarkdown */ .ui)((0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .reportedOutline */ .Ef)(c.outline, opts.report), Math.max(500, rest), ruleRef, opts.where === 'job-summary' ? 'the JSON report (`report-json`)' : undefined);
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
    const wholeAt = opts.where === 'job-summary' ? 'the JSON report (`report-json`) has every finding' : 'the job summary has the rest';
    const note = `\n\n*This report was cut to fit GitHub's size limit; ${wholeAt}.*`;
    return { text: text.slice(0, budget - note.length) + note, truncated: true };
}
//# sourceMappingURL=report.js.map

/***/ })

};
