export const id = 279;
export const ids = [279,947];
export const modules = {

/***/ 1947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ compareRevisionPair),
/* harmony export */   compareStates: () => (/* binding */ compareStates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2424);
/* harmony import */ var _core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9015);
/* harmony import */ var _adapters_config_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5475);
/* harmony import */ var _adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(177);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4830);
// The engine's half of `diff`: two states read, compared under the root's configuration.







function compareStates(states, req, say) {
    const { root } = req;
    const config = (0,_adapters_config_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfigFor */ .wU)(root, req.config);
    if (!states.base.source && !states.head.source) {
        const exists = node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(root);
        const above = exists ? (0,_adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__.siteAbove)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root)) : undefined;
        // In the commits compared, when the folder on disk has none below it (a clone without its work tree).
        const below = above ? [] : [...new Set([...(exists ? (0,_adapters_roots_js__WEBPACK_IMPORTED_MODULE_5__.sitesBelow)(root) : []), ...(states.sitesBelow ?? [])])];
        const hint = above
            ? ` (the docs root is above it: pass --root ${(0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .pS)(above)})`
            : below.length
                ? ` (below it, ${below.map((f) => (0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shownPath */ .pS)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, f))).join(', ')} ${below.length === 1 ? 'has' : 'have'} one: pass it with --root, one run per docs root)`
                : '';
        throw new _request_js__WEBPACK_IMPORTED_MODULE_6__/* .NoSiteError */ .hq(`neither state has a docs.json (or mint.json) in ${states.rootLabel}; nothing to compare${hint}`);
    }
    for (const note of states.notes)
        say(note);
    const comparison = (0,_core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareSources */ .m)(states.base.source, states.head.source, {
        config,
        renames: states.renames,
        changed: states.changed,
        scans: states.scans,
        memos: states.index.memos,
        links: req.links,
    });
    return { comparison, folders: (0,_core_compare_copy_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .copyFolders */ .RG)(comparison.head?.site) };
}
/**
 * A revision pair compared as a pull request's check compares it (the action, `history`): `edited` adds files to
 * what the change touched (fixes written over the head).
 */
function compareRevisionPair(pair, options) {
    const changed = new Set(pair.changes?.changed);
    for (const file of options.edited ?? [])
        changed.add(file);
    return (0,_core_compare_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareSources */ .m)(pair.base, pair.head, {
        config: options.config,
        renames: pair.changes?.renames ?? [],
        changed,
        scans: options.scans,
        memos: options.memos,
        ...(options.links ? { links: options.links } : {}),
    });
}
//# sourceMappingURL=compare-states.js.map

/***/ }),

/***/ 2279:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHistory: () => (/* binding */ runHistory)
});

// EXTERNAL MODULE: ./lib/core/render/group.js
var group = __webpack_require__(1251);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./lib/core/compare/copy-groups.js
var copy_groups = __webpack_require__(9015);
// EXTERNAL MODULE: ./lib/core/render/report.js
var report = __webpack_require__(3192);
// EXTERNAL MODULE: ./lib/core/render/findings.js + 1 modules
var findings = __webpack_require__(3649);
// EXTERNAL MODULE: ./lib/core/site/mint-json.js
var mint_json = __webpack_require__(5914);
// EXTERNAL MODULE: ./lib/core/site/memos.js
var memos = __webpack_require__(2060);
// EXTERNAL MODULE: ./lib/core/base/paths.js
var paths = __webpack_require__(7077);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/adapters/git.js + 1 modules
var git = __webpack_require__(3962);
// EXTERNAL MODULE: ./lib/adapters/roots.js
var roots = __webpack_require__(177);
// EXTERNAL MODULE: ./lib/adapters/states.js + 1 modules
var states = __webpack_require__(1585);
// EXTERNAL MODULE: ./lib/app/compare-states.js
var compare_states = __webpack_require__(1947);
// EXTERNAL MODULE: ./lib/app/request.js
var request = __webpack_require__(4830);
;// CONCATENATED MODULE: ./lib/app/history.js
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
    const names = (0,git/* git */.$Y)(repo, ['ls-tree', '-r', '--name-only', '-z', 'HEAD'])
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
        throw new request/* NoSiteError */.hq('no docs.json (nor mint.json) at HEAD in this repository; pass --root DIR');
    const depth = (r) => r.split('/').length;
    const shallowest = Math.min(...roots.map(depth));
    const top = roots.filter((r) => depth(r) === shallowest);
    if (top.length === 1)
        return top[0];
    throw new request/* UsageError */.eb(`several folders hold a ${config} at HEAD (${top.join(', ')}); pass --root DIR`);
}
/**
 * A --root above the docs root (a monorepo's `apps` for `apps/docs`) would replay every commit as "nothing to
 * compare": refused as check and diff refuse it, naming the folders below that hold the site at HEAD. A root that
 * has nothing at HEAD and nothing below (a site that moved away) is still replayed: its older commits have it.
 */
function refuseRootAbove(repo, root) {
    let found;
    try {
        found = (0,roots/* docsFolders */.XO)(repo, ['HEAD']);
    }
    catch {
        return; // A tree git cannot list (a trimmed clone): each commit's replay says what it could not read.
    }
    if (found.includes(root))
        return;
    const below = (0,roots/* foldersBelow */.jk)(found, root);
    if (!below.length)
        return;
    const where = root === '.' ? 'the repository root' : `${root}/`;
    throw new request/* NoSiteError */.hq(`no docs.json (nor mint.json) in ${where} at HEAD; below it, ${below.join(', ')} ${below.length === 1 ? 'has one' : 'have one'}: pass --root ${below.length === 1 ? below[0] : 'one of them'}`);
}
/**
 * Marks the commits of branches merged into HEAD's first-parent line with where their branch meets that line. A
 * pull request's check compares each push with that point, not with the commit before: a page the branch adds and
 * removes again, or a folder it moves and moves back, never reaches the line (tkhq/docs 8a535390, helius-labs/docs
 * 379c82dd), and compared with its parent alone such a commit looked like a removal without a redirect.
 */
function markBranchCommits(repo, commits) {
    const line = new Set((0,git/* git */.$Y)(repo, ['rev-list', '--first-parent', 'HEAD']).toString('utf8').split('\n').filter(Boolean));
    for (const c of commits) {
        if (line.has(c.sha) || !c.parent)
            continue;
        // The first commit of the line that holds this one: the merge that brought its branch in.
        const after = (0,git/* git */.$Y)(repo, ['rev-list', '--ancestry-path', `${c.sha}..HEAD`])
            .toString('utf8')
            .split('\n')
            .filter((s) => line.has(s));
        const merge = after.at(-1);
        if (!merge)
            continue;
        let fork;
        try {
            fork = (0,git/* git */.$Y)(repo, ['merge-base', `${merge}^1`, c.sha])
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
    const out = (0,git/* git */.$Y)(repo, ['log', `-n${last}`, `--format=${format}`, 'HEAD', '--', root === '.' ? ':/' : root]);
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
/**
 * Where a commit keeps a site (for a note when the root holds none there): "docs.json in site", "mint.json in
 * docs/mintlify-migration"; docs.json alone where a folder has both, as the builder reads it.
 */
function sitesElsewhere(repo, commit) {
    const files = (0,roots/* siteFiles */.J)(repo, [commit]);
    const folder = (f) => (0,paths/* dirname */.pD)(f) || '.';
    const withDocs = new Set(files.filter((f) => f.endsWith('docs.json')).map(folder));
    const named = (file) => files.filter((f) => f.endsWith(file) && (file === 'docs.json' || !withDocs.has(folder(f)))).map(folder);
    return ['docs.json', 'mint.json'].flatMap((file) => {
        const folders = named(file);
        return folders.length ? [`${file} in ${folders.join(', ')}`] : [];
    });
}
/** `known`: the commit's sitesElsewhere, when the caller has them already. */
function missingDocsNote(repo, side, commit, root, src, known) {
    const where = root === '.' ? 'the repository root' : `${root}/`;
    if (src.files.includes('mint.json'))
        return `${side} ${commit.slice(0, 7)} has mint.json but no docs.json in ${where} (the older format): nothing to compare on that side`;
    const elsewhere = known ?? sitesElsewhere(repo, commit);
    const hint = elsewhere.length ? `; it has ${elsewhere.join(' and ')} (the docs root moved?)` : '';
    const what = src.files.length ? 'no docs.json' : 'nothing';
    return `${side} ${commit.slice(0, 7)} has ${what} in ${where}${hint}`;
}
/**
 * Neither side has docs.json under the root (a commit touching a folder the site has left): one note, not the same
 * hint twice, when both keep docs.json in the same other folders.
 */
function missingOnBothSides(repo, parent, sha, root, raw) {
    const apart = (before, after) => [
        missingDocsNote(repo, 'the parent', parent, root, raw.base, before),
        missingDocsNote(repo, 'the commit', sha, root, raw.head, after),
    ];
    if ([raw.base, raw.head].some((src) => src.files.includes('mint.json')))
        return { notes: apart(), noDocs: false };
    // Each commit's tree listed once, for the one note or the two.
    const [before, after] = [sitesElsewhere(repo, parent), sitesElsewhere(repo, sha)];
    const noDocs = !before.length && !after.length;
    if (!after.length || before.join('\0') !== after.join('\0'))
        return { notes: apart(before, after), noDocs };
    const where = root === '.' ? 'the repository root' : `${root}/`;
    return {
        notes: [
            `neither the parent ${parent.slice(0, 7)} nor the commit ${sha.slice(0, 7)} has docs.json in ${where}; they have ${after.join(' and ')} (the docs root moved?)`,
        ],
        noDocs,
    };
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
    const start = external_node_perf_hooks_.performance.now();
    const done = (exitCode, notes, found = [], why = {}) => {
        const fresh = found.filter((f) => f.status === 'new');
        return {
            ...c,
            exitCode,
            ...(why.failed ? { failed: true } : {}),
            ...(why.noDocs ? { noDocsJson: true } : {}),
            ms: Math.round(external_node_perf_hooks_.performance.now() - start),
            notes,
            newErrors: fresh.filter((f) => f.severity === 'error').length,
            newWarnings: fresh.filter((f) => f.severity === 'warning').length,
            findings: fresh.map(findings/* publicFinding */.Fe),
        };
    };
    if (!c.parent)
        return done(2, ['the first commit has no parent to compare with']);
    // Fresh caches per commit: each replay costs what one PR check would. A merge's comparisons share them: the
    // commit's own pages are read and scanned once.
    const caches = { scans: new Map(), blobs: new Map() };
    const first = (await branchDelta(repo, c, root, opts, caches)) ?? (await against(repo, c.parent, c.sha, root, opts, caches));
    if (!first.shown)
        return done(2, first.notes, [], { failed: first.failed, noDocs: first.noDocs });
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
        const before = shown.length;
        shown = shown.filter((f) => f.status !== 'new' || fresh.has(place(f)));
        // A pull request's merge passing where its check failed reads as a miss unless it says where the blame went.
        const brought = before - shown.length;
        if (brought)
            notes.push(`a merge: ${brought === 1 ? '1 finding' : `${brought} findings`} new against the first parent came with ${which}, so ${brought === 1 ? 'it is' : 'they are'} blamed on the merged branch's commits, not on the merge`);
    }
    // One problem in several versions or languages of a page is one finding, as the pull request's comment counts it,
    // once each place was judged new or not.
    const grouped = first.folders ? (0,copy_groups/* groupCopies */.nh)(shown, first.folders) : shown;
    return done((0,report/* fails */.c6)(grouped, 'error') ? 1 : 0, notes, grouped);
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
        ...(parent.folders ? { folders: parent.folders } : {}),
    };
}
/** A head finding's identity and place: the head is the same whichever parent it is compared with. */
function place(f) {
    return `${f.rule}\0${f.key}\0${f.file}:${f.line}:${f.column}`;
}
/** The findings diff reports of `sha` against `parent` (undefined: nothing to compare), and the notes on it. */
async function against(repo, parent, sha, root, opts, reading) {
    const notes = [];
    const prefix = root === '.' ? '' : root;
    let noDocs = false;
    try {
        const pair = await (0,states/* readRevisionPair */.aU)(repo, prefix, parent, sha, reading);
        // Said where it changes (the commit that moves to docs.json, or back): on a site that stays on mint.json it
        // would repeat under every commit, and its legacy-mint-json notice says it once.
        const parentUpgraded = !pair.moved && !!pair.base?.upgradedFrom;
        const upgraded = !!pair.head?.upgradedFrom;
        const said = parentUpgraded === upgraded ? undefined : (0,mint_json/* mintJsonNote */.BV)([parentUpgraded ? 'the parent' : 'the commit']);
        if (said)
            notes.push(said);
        if (pair.moved)
            notes.push(pair.moved);
        else if (!pair.base && !pair.head) {
            const missing = missingOnBothSides(repo, parent, sha, root, pair.raw);
            noDocs = missing.noDocs && !notes.length;
            notes.push(...missing.notes);
        }
        else if (!pair.base)
            notes.push(missingDocsNote(repo, 'the parent', parent, root, pair.raw.base));
        if (pair.base && !pair.head)
            notes.push(missingDocsNote(repo, 'the commit', sha, root, pair.raw.head));
        if (pair.changes?.note)
            notes.push(pair.changes.note);
        if (!pair.base && !pair.head)
            return { notes, ...(noDocs && !pair.changes?.note && { noDocs: true }) };
        const comparison = (0,compare_states/* compareRevisionPair */.$)(pair, {
            config: opts.config,
            scans: reading.scans,
            memos: opts.memos,
            links: opts.links,
        });
        return { shown: (0,report/* reported */.Y6)(comparison.findings, 'new'), notes, folders: (0,copy_groups/* copyFolders */.RG)(comparison.head?.site) };
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
/**
 * The repository's top folder and the docs root in it. --repo may name a folder inside a work tree (the current
 * one, by default) and --root is read from that folder, as check and diff read theirs: in a clone's `sub/`,
 * git listed HEAD's files under `sub/` only ("no docs.json at HEAD in this repository") and `--root ..` was handed
 * to git as "../" for every commit (flexprice/flexprice-docs).
 */
function repositoryAndRoot(repo, root) {
    const top = (0,git/* repoTop */.em)(repo);
    const from = top === undefined ? '' : external_node_path_.relative(external_node_fs_.realpathSync(top), external_node_fs_.realpathSync(repo));
    if (top === undefined || from.startsWith('..'))
        return { repo, root: root?.replace(/^\.\/+|\/+$/g, '') || undefined };
    const inRepo = root === undefined ? undefined : external_node_path_.posix.normalize(external_node_path_.posix.join(from.split(external_node_path_.sep).join('/'), root));
    if (inRepo === '..' || inRepo?.startsWith('../'))
        throw new request/* UsageError */.eb(`--root ${root} is outside the repository at ${top}`);
    return { repo: top, root: inRepo?.replace(/\/+$/, '') || (root === undefined ? undefined : '.') };
}
async function history_history(req) {
    const { repo, root: given } = repositoryAndRoot(req.repo, req.root);
    const opts = {
        links: req.links,
        config: (0,config_file/* loadConfigFile */.HT)(req.config, [external_node_path_.join(repo, given ?? '.'), repo]).config,
        memos: new memos/* Memos */.a(),
    };
    const root = given || detectRoot(repo);
    if (given !== undefined)
        refuseRootAbove(repo, root);
    const commits = [];
    const logged = docsCommits(repo, root, req.last);
    markBranchCommits(repo, logged);
    for (const c of logged)
        commits.push(await replay(repo, c, root, opts));
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
//# sourceMappingURL=history.js.map
// EXTERNAL MODULE: ./lib/core/base/plural.js
var plural = __webpack_require__(7111);
;// CONCATENATED MODULE: ./lib/cli/history.js
// `navguard history`: what `navguard diff` would have said on each of the last commits that touched the docs root
// (src/app/history.ts), as text or JSON.



/** New warnings named per commit; the rest are counted. */
const WARNINGS_NAMED = 3;
/** The docs root as the report names it. */
function rootWords(root) {
    return root === '.' ? 'the repository root' : `${root}/`;
}
function renderText(r) {
    const where = rootWords(r.root);
    const lines = [`navguard history of ${where} (newest first)`, ''];
    for (const [i, c] of r.commits.entries()) {
        // Commits from before the site began are one line, not two notes each (10play/tenmol: 9 of the last 20).
        if (c.noDocsJson && (r.commits[i - 1]?.noDocsJson || r.commits[i + 1]?.noDocsJson)) {
            if (r.commits[i - 1]?.noDocsJson)
                continue;
            let end = i;
            while (r.commits[end + 1]?.noDocsJson)
                end++;
            const last = r.commits[end];
            lines.push(`${c.sha.slice(0, 7)}…${last.sha.slice(0, 7)} ${last.date.slice(0, 10)}–${c.date.slice(0, 10)} exit 2  ${end - i + 1} commits with no docs.json (nor mint.json) in ${where} on either side, nor anywhere in the repository: nothing to compare`);
            continue;
        }
        const counts = c.exitCode === 2 ? '' : `  ${(0,plural/* plural */.L)(c.newErrors, 'new error')}, ${(0,plural/* plural */.L)(c.newWarnings, 'new warning')}`;
        lines.push(`${c.sha.slice(0, 7)} ${c.date.slice(0, 10)} exit ${c.exitCode} ${c.ms} ms${counts}  ${shortSubject(c.subject)}`);
        for (const n of c.notes)
            lines.push(`    note: ${n}`);
        const line = (f) => {
            const copies = f.copies;
            const also = copies ? ` ${(0,group/* copiesSentence */.fl)(copies, 0)}` : '';
            const head = `    ${String(f.severity)} [${String(f.rule)}] ${String(f.file)}:${String(f.line)} ${String(f.message)}${also}`;
            // Where a removed page's readers should go is the answer a reader of the replay looks for, as diff gives it.
            const fix = f.rule === 'missing-redirect' ? f.fix?.message : undefined;
            return fix ? `${head}\n      fix: ${fix}` : head;
        };
        for (const f of c.findings)
            if (f.severity === 'error')
                lines.push(line(f));
        // Warnings do not block, but a count nothing names sent a reader to diff (Factory-AI/factory 843fec9): the first
        // few are named, the rest counted.
        const warnings = c.findings.filter((f) => f.severity === 'warning');
        for (const f of warnings.slice(0, WARNINGS_NAMED))
            lines.push(line(f));
        if (warnings.length > WARNINGS_NAMED)
            lines.push(`    … ${(0,plural/* plural */.L)(warnings.length - WARNINGS_NAMED, 'more new warning')}: navguard diff --base ${c.sha.slice(0, 7)}^ --head ${c.sha.slice(0, 7)} lists them`);
    }
    const s = r.summary;
    lines.push('', `${(0,plural/* plural */.L)(s.commits, 'commit')}; exit 0: ${s.exitCodes['0']}, exit 1: ${s.exitCodes['1']}, exit 2: ${s.exitCodes['2']}${s.exitCodes['2'] ? ` (${s.exitCodes['2'] - s.failed} with nothing to compare, ${s.failed} navguard failed on)` : ''}; time per commit p50 ${s.msP50} ms, max ${s.msMax} ms`);
    return lines.join('\n') + '\n';
}
/**
 * Why the replay as a whole checked nothing or failed (exit 2), else undefined (exit 0, whatever the commits'
 * verdicts: history reports them, it blocks nothing). A run where navguard failed on every commit, or compared
 * none, exited 0 like a clean one (flexprice/flexprice-docs, `--root` naming a folder without docs.json).
 */
function runProblem(r) {
    const where = rootWords(r.root);
    const { commits, failed, exitCodes } = r.summary;
    if (!commits)
        return `no commit touched ${where}: nothing was replayed`;
    if (failed)
        return `navguard failed on ${(0,plural/* plural */.L)(failed, 'commit')} of ${commits} (the notes above say why)`;
    if (exitCodes['2'] === commits)
        return `the ${(0,plural/* plural */.L)(commits, 'commit')} replayed had no docs.json (nor mint.json) in ${where} on either side: nothing was checked`;
    return undefined;
}
async function runHistory(opts, io) {
    const report = await history_history(opts);
    io.out.write(opts.format === 'json' ? JSON.stringify(report, null, 2) + '\n' : renderText(report));
    const problem = runProblem(report);
    if (problem)
        io.err.write(`navguard: ${problem}\n`);
    return problem ? 2 : 0;
}
/** Git joins a first paragraph with no blank line after it into one subject: hundreds of characters (the JSON keeps it). */
const SUBJECT_MAX = 100;
function shortSubject(subject) {
    return subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1).trimEnd()}…` : subject;
}
//# sourceMappingURL=history.js.map

/***/ })

};
