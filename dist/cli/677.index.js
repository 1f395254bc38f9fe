export const id = 677;
export const ids = [677];
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

/***/ 258:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   detectRoot: () => (/* binding */ detectRoot),
/* harmony export */   history: () => (/* binding */ history),
/* harmony export */   runHistory: () => (/* binding */ runHistory)
/* harmony export */ });
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(643);
/* harmony import */ var _core_compare_compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2873);
/* harmony import */ var _core_render_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3192);
/* harmony import */ var _core_render_findings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1632);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3962);
/* harmony import */ var _adapters_states_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7480);
/* harmony import */ var _core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5914);
/* harmony import */ var _adapters_git_source_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9048);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8908);
// `navguard history`: replay `navguard diff` over the last commits that touched the docs root, each against
// its first parent (a merged branch's commit as its pull request's check saw it), reading only git objects: what
// navguard would have said on a site's recent history before a team turns the check on; how precision is measured.









const FIELD = '\x1f';
const RECORD = '\x1e';
function isHidden(p) {
    return p.split('/').some((s) => s === 'node_modules' || s.startsWith('.'));
}
/**
 * The docs root at HEAD: docs.json at the top, else the one folder (shallowest) that holds it; a site still on
 * mint.json (no docs.json anywhere) is found by its mint.json the same way.
 */
function detectRoot(repo) {
    const names = (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$Y)(repo, ['ls-tree', '-r', '--name-only', '-z', 'HEAD'])
        .toString('utf8')
        .split('\0')
        .filter((n) => !isHidden(n));
    const holding = (config) => names
        .filter((n) => n === config || n.endsWith(`/${config}`))
        .map((n) => (n === config ? '.' : n.slice(0, -config.length - 1)));
    let config = 'docs.json';
    let roots = holding(config);
    if (!roots.length)
        roots = holding((config = 'mint.json'));
    if (roots.includes('.'))
        return '.';
    if (!roots.length)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e('no docs.json (nor mint.json) at HEAD in this repository; pass --root DIR');
    const depth = (r) => r.split('/').length;
    const shallowest = Math.min(...roots.map(depth));
    const top = roots.filter((r) => depth(r) === shallowest);
    if (top.length === 1)
        return top[0];
    throw new _io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`several folders hold a ${config} at HEAD (${top.join(', ')}); pass --root DIR`);
}
/**
 * Marks the commits of branches merged into HEAD's first-parent line with where their branch meets that line. A
 * pull request's check compares each push with that point, not with the commit before: a page the branch adds and
 * removes again, or a folder it moves and moves back, never reaches the line (tkhq/docs 8a535390, helius-labs/docs
 * 379c82dd), and compared with its parent alone such a commit looked like a removal without a redirect.
 */
function markBranchCommits(repo, commits) {
    const line = new Set((0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$Y)(repo, ['rev-list', '--first-parent', 'HEAD']).toString('utf8').split('\n').filter(Boolean));
    for (const c of commits) {
        if (line.has(c.sha) || !c.parent)
            continue;
        // The first commit of the line that holds this one: the merge that brought its branch in.
        const after = (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$Y)(repo, ['rev-list', '--ancestry-path', `${c.sha}..HEAD`])
            .toString('utf8')
            .split('\n')
            .filter((s) => line.has(s));
        const merge = after.at(-1);
        if (!merge)
            continue;
        let fork;
        try {
            fork = (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$Y)(repo, ['merge-base', `${merge}^1`, c.sha])
                .toString('utf8')
                .trim();
        }
        catch {
            continue; // unrelated histories: the branch met the line only at its merge
        }
        if (fork && fork !== c.parent)
            c.forkedFrom = fork;
    }
}
function docsCommits(repo, root, last) {
    const format = ['%H', '%P', '%cI', '%s'].join('%x1f') + '%x1e';
    const out = (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$Y)(repo, ['log', `-n${last}`, `--format=${format}`, 'HEAD', '--', root === '.' ? ':/' : root]);
    return out
        .toString('utf8')
        .split(RECORD)
        .map((r) => r.replace(/^\n/, ''))
        .filter((r) => r)
        .map((r) => {
        const [sha, parents, date, subject] = r.split(FIELD);
        const [parent, ...merged] = parents.split(' ').filter(Boolean);
        return { sha: sha, parent, ...(merged.length && { merged }), date: date, subject: subject ?? '' };
    });
}
/** Where a commit keeps its docs.json files (for a note when the root holds none there). */
function docsJsonFolders(repo, commit) {
    return (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$Y)(repo, ['ls-tree', '-r', '--name-only', '-z', commit])
        .toString('utf8')
        .split('\0')
        .filter((n) => (n === 'docs.json' || n.endsWith('/docs.json')) && !isHidden(n))
        .map((n) => (n === 'docs.json' ? '.' : n.slice(0, -'/docs.json'.length)));
}
function missingDocsNote(repo, side, commit, root, src) {
    const where = root === '.' ? 'the repository root' : `${root}/`;
    if (src.files.includes('mint.json'))
        return `${side} ${commit.slice(0, 7)} has mint.json but no docs.json in ${where} (the older format): nothing to compare on that side`;
    const elsewhere = docsJsonFolders(repo, commit);
    const hint = elsewhere.length ? `; it has docs.json in ${elsewhere.join(', ')} (the docs root moved?)` : '';
    const what = src.files.length ? 'no docs.json' : 'nothing';
    return `${side} ${commit.slice(0, 7)} has ${what} in ${where}${hint}`;
}
/**
 * One commit against its first parent, as `navguard diff --base parent --head commit` would judge it. A merge
 * brings in what its other parents hold: merging the default branch into a feature branch, compared with the
 * branch alone, would blame it for every change the default branch made (firecrawl-docs 4b35a383: 16 missing
 * redirects, each already blamed on the commit that removed the page). So a merge's finding is new only when it
 * is new against every parent: what the merge itself wrote (its resolution of conflicts). Likewise a commit of a
 * merged branch is blamed only for what is new against where its branch meets the first-parent line too.
 */
async function replay(repo, c, root, opts) {
    const start = node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now();
    const done = (exitCode, notes, found = [], failed = false) => {
        const fresh = found.filter((f) => f.status === 'new');
        return {
            ...c,
            exitCode,
            ...(failed ? { failed: true } : {}),
            ms: Math.round(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now() - start),
            notes,
            newErrors: fresh.filter((f) => f.severity === 'error').length,
            newWarnings: fresh.filter((f) => f.severity === 'warning').length,
            findings: fresh.map(_core_render_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .publicFinding */ .Fe),
        };
    };
    if (!c.parent)
        return done(2, ['the first commit has no parent to compare with']);
    // Fresh caches per commit: each replay costs what one PR check would. A merge's comparisons share them: the
    // commit's own pages are read and scanned once.
    const caches = { scans: new Map(), blobs: new Map() };
    const first = (await branchDelta(repo, c, root, opts, caches)) ?? (await against(repo, c.parent, c.sha, root, opts, caches));
    if (!first.shown)
        return done(2, first.notes, [], first.failed);
    let shown = first.shown;
    const notes = [...first.notes];
    const others = (c.merged ?? []).map((sha) => ({ sha, which: `its other parent ${sha.slice(0, 7)}` }));
    for (const { sha: other, which } of others) {
        if (!shown.some((f) => f.status === 'new'))
            break;
        const also = await against(repo, other, c.sha, root, opts, caches);
        // Against a parent it cannot be compared with, nothing is known to be older than the merge: said, not skipped.
        if (!also.shown) {
            const why = also.notes.length ? also.notes.join('; ') : 'nothing to compare there';
            notes.push(`not compared with ${which} (${why}): what is new against the first parent is kept as new`);
            continue;
        }
        for (const n of also.notes)
            notes.push(`against ${which}: ${n}`);
        const fresh = new Set(also.shown.filter((f) => f.status === 'new').map(place));
        shown = shown.filter((f) => f.status !== 'new' || fresh.has(place(f)));
    }
    return done((0,_core_render_report_js__WEBPACK_IMPORTED_MODULE_2__/* .fails */ .c6)(shown, 'error') ? 1 : 0, notes, shown);
}
/**
 * A commit of a merged branch as its pull request's check saw it: new only when new against where the branch meets
 * the first-parent line and against its parent too. Against the meeting point alone, the commit would be blamed for
 * what earlier commits of its branch did (and, where that comparison could not read as far as the parent's, for
 * what the parent already had: ngrok-docs-v2 ccec5d6c, an anchor broken on both sides of a commit that left both
 * pages alone); against its parent alone, for a page its branch added and removed again. Undefined when it is no
 * such commit, or when the branch's start cannot be compared.
 */
async function branchDelta(repo, c, root, opts, caches) {
    if (!c.forkedFrom || !c.parent)
        return undefined;
    const now = await against(repo, c.forkedFrom, c.sha, root, opts, caches);
    const parent = now.shown && (await against(repo, c.parent, c.sha, root, opts, caches));
    if (!now.shown || !parent?.shown)
        return undefined;
    const fresh = new Set(now.shown.filter((f) => f.status === 'new').map(place));
    const note = `on a branch: new only when new against its parent and against where its branch meets the first-parent line (${c.forkedFrom.slice(0, 7)})`;
    // The findings as the commit's own comparison words them: against the meeting point, a page the branch had
    // copied earlier could pass for where this commit's renamed page went (Endgame-Labs 0d01020c).
    return {
        shown: parent.shown.filter((f) => f.status !== 'new' || fresh.has(place(f))),
        notes: [note, ...new Set([...parent.notes, ...now.notes])],
    };
}
/** A head finding's identity and place: the head is the same whichever parent it is compared with. */
function place(f) {
    return `${f.rule}\0${f.key}\0${f.file}:${f.line}:${f.column}`;
}
/** The findings diff reports of `sha` against `parent` (undefined: nothing to compare), and the notes on it. */
async function against(repo, parent, sha, root, opts, { scans, blobs }) {
    const notes = [];
    const prefix = root === '.' ? '' : root;
    try {
        const [[base, head], changes] = await Promise.all([
            (0,_adapters_git_source_js__WEBPACK_IMPORTED_MODULE_7__/* .gitSources */ .zQ)(repo, [parent, sha], prefix, blobs, scans),
            (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitChanges */ .IF)(repo, parent, sha, prefix),
        ]);
        let baseSrc = (0,_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__/* .siteAsBuilt */ .Ov)(base);
        const headSrc = (0,_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__/* .siteAsBuilt */ .Ov)(head);
        for (const [side, s] of [
            ['the parent', baseSrc],
            ['the commit', headSrc],
        ])
            if (s?.upgradedFrom)
                notes.push((0,_core_site_mint_json_js__WEBPACK_IMPORTED_MODULE_6__/* .mintJsonNote */ .BV)(side));
        const moved = !baseSrc && headSrc ? await (0,_adapters_states_js__WEBPACK_IMPORTED_MODULE_5__/* .missingBase */ .SZ)(repo, parent, sha, prefix, blobs, scans) : undefined;
        if (moved) {
            baseSrc = moved.source;
            notes.push(moved.note);
        }
        else if (!baseSrc)
            notes.push(missingDocsNote(repo, 'the parent', parent, root, base));
        if (!headSrc)
            notes.push(missingDocsNote(repo, 'the commit', sha, root, head));
        if (changes.note)
            notes.push(changes.note);
        if (!baseSrc && !headSrc)
            return { notes };
        const comparison = (0,_core_compare_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareSources */ .m)(baseSrc, headSrc, {
            config: opts.config,
            renames: changes.renames,
            changed: new Set(changes.changed),
            scans,
            links: opts.links,
        });
        return { shown: (0,_core_render_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reported */ .Y6)(comparison.findings, 'new'), notes };
    }
    catch (e) {
        notes.push(`navguard failed on this commit: ${e.message}`);
        return { notes, failed: true };
    }
}
function percentile(sorted, p) {
    if (!sorted.length)
        return 0;
    return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))];
}
async function history(opts) {
    const root = opts.root ?? detectRoot(opts.repo);
    const commits = [];
    const logged = docsCommits(opts.repo, root, opts.last);
    markBranchCommits(opts.repo, logged);
    for (const c of logged)
        commits.push(await replay(opts.repo, c, root, opts));
    const times = commits.map((c) => c.ms).sort((a, b) => a - b);
    const exitCodes = { '0': 0, '1': 0, '2': 0 };
    for (const c of commits)
        exitCodes[`${c.exitCode}`]++;
    return {
        root,
        commits,
        summary: {
            commits: commits.length,
            exitCodes,
            failed: commits.filter((c) => c.failed).length,
            msP50: percentile(times, 0.5),
            msMax: times.at(-1) ?? 0,
        },
    };
}
function renderText(r) {
    const lines = [
        `navguard history of ${r.root === '.' ? 'the repository root' : `${r.root}/`} (newest first)`,
        '',
    ];
    for (const c of r.commits) {
        const counts = c.exitCode === 2 ? '' : `  ${c.newErrors} new errors, ${c.newWarnings} new warnings`;
        lines.push(`${c.sha.slice(0, 7)} ${c.date.slice(0, 10)} exit ${c.exitCode} ${c.ms} ms${counts}  ${c.subject}`);
        for (const n of c.notes)
            lines.push(`    note: ${n}`);
        for (const f of c.findings)
            if (f.severity === 'error')
                lines.push(`    error [${String(f.rule)}] ${String(f.file)}:${String(f.line)} ${String(f.message)}`);
    }
    const s = r.summary;
    lines.push('', `${s.commits} commits; exit 0: ${s.exitCodes['0']}, exit 1: ${s.exitCodes['1']}, exit 2: ${s.exitCodes['2']}${s.exitCodes['2'] ? ` (${s.exitCodes['2'] - s.failed} with nothing to compare, ${s.failed} navguard failed on)` : ''}; time per commit p50 ${s.msP50} ms, max ${s.msMax} ms`);
    return lines.join('\n') + '\n';
}
async function runHistory(opts, io) {
    const report = await history(opts);
    io.out.write(opts.format === 'json' ? JSON.stringify(report, null, 2) + '\n' : renderText(report));
    return 0;
}
//# sourceMappingURL=history.js.map

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
