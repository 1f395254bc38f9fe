export const id = 192;
export const ids = [192];
export const modules = {

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
/* harmony export */   Qb: () => (/* binding */ removedWithin),
/* harmony export */   Yn: () => (/* binding */ outlineAsWritten),
/* harmony export */   mv: () => (/* binding */ renderOutlineText),
/* harmony export */   ui: () => (/* binding */ renderOutlineMarkdown)
/* harmony export */ });
/* unused harmony export specChangeText */
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7336);
/* harmony import */ var _compare_navdiff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2860);
/* harmony import */ var _base_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7111);
/* harmony import */ var _site_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2834);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5729);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
/* harmony import */ var _openapi_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7500);
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
/**
 * The outline with each node's span in the file the writer has: on a site still on mint.json, in mint.json rather
 * than the docs.json the builder's upgrade made of it (whose offsets a program could not use).
 */
function outlineAsWritten(outline, sources) {
    if (!sources.base?.upgradedFrom && !sources.head?.upgradedFrom)
        return outline;
    const copy = (o) => {
        const source = sources[o.side];
        const span = source ? (0,_site_source_js__WEBPACK_IMPORTED_MODULE_3__/* .spanAsWritten */ .W)(source, o.span) : undefined;
        return {
            ...o,
            ...(span ? { span: { file: span.file, offset: span.offset, length: span.length } } : {}),
            children: o.children.map(copy),
        };
    };
    return copy(outline);
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
/**
 * The entries removed with a removed section (those that live on elsewhere are shown where they went): a removed
 * group is one line, and without them the pages it took away went unnamed (Factory-AI/factory 6b55eeec).
 */
function removedWithin(o) {
    const out = [];
    const visit = (n) => {
        for (const ch of n.children) {
            if (isEntry(ch)) {
                if (ch.status === 'removed')
                    out.push(ch);
            }
            else
                visit(ch);
        }
    };
    if (!isEntry(o) && o.status === 'removed')
        visit(o);
    return out;
}
/** "4 entries removed: a, b, c and 1 more": what a removed section took with it, names as `name` writes them. */
function removedWithinText(o, name) {
    const gone = removedWithin(o);
    if (!gone.length)
        return '';
    return `${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gone.length, 'entry')} removed with it: ${runNames(gone, name)}`;
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
    if (isEntry(o) || o.status !== 'unchanged' || o.reordered || o.specs || o.findings.length)
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
        if (n.status !== 'unchanged' || n.reordered || n.specs || n.findings.length)
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
    return `${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(m.pages, 'page')} moved from /${m.from} to /${m.to}, in ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(m.sections, 'section')} otherwise unchanged`;
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
/**
 * Changed siblings in a row that read alike (the same kind, name and change, the same findings, nothing under
 * them), shown once with their count: the first of each run and its length, and the rest, left out
 * (hedging8563/lemondata-docs rewrote 13 languages without their label: 13 identical items and errors).
 */
function alikeRuns(children) {
    const counts = new Map();
    const rest = new Set();
    const sign = (o) => o.changed && !o.children.length
        ? JSON.stringify([
            o.kind,
            o.label,
            o.page,
            o.status,
            o.from,
            o.reordered,
            o.specs,
            o.findings.map((f) => [f.rule, f.severity, f.status, f.message]),
        ])
        : undefined;
    for (let i = 0; i < children.length;) {
        const first = sign(children[i]);
        let j = i + 1;
        if (first !== undefined)
            while (j < children.length && sign(children[j]) === first)
                rest.add(children[j++]);
        if (j - i > 1)
            counts.set(children[i], j - i);
        i = j;
    }
    return { counts, rest };
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
// ---- Markdown ----
function mdName(o) {
    if (isEntry(o))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(o.page ?? o.label);
    // A blank title is allowed (a group shown without a heading); as text it would read as a name left out.
    const label = o.label.trim() ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)(o.label) : '*(blank title)*';
    return `**${KIND_LABEL[o.kind] ?? o.kind}** ${label}`;
}
function mdMarks(o, sameMove = false) {
    const suffix = [];
    let prefix = '';
    switch (o.status) {
        case 'added':
            prefix = '**+** ';
            suffix.push('added');
            break;
        case 'removed': {
            prefix = '**−** ';
            const within = removedWithinText(o, (e) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(e.page ?? e.label));
            suffix.push(within ? `removed; ${within}` : 'removed');
            break;
        }
        case 'renamed':
            prefix = '**→** ';
            suffix.push(`renamed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(o.from ?? '')} → ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(o.page ?? '')}`);
            break;
        case 'moved':
            prefix = '**↪** ';
            suffix.push(sameMove ? 'moved from the same place' : `moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)(o.from ?? '', 500)}`);
            break;
        case 'relabelled':
            prefix = '**✎** ';
            suffix.push(`relabelled from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)(o.from ?? '')}`);
            break;
    }
    if (o.specs) {
        prefix ||= '**✎** ';
        suffix.push(specChangeText(o.specs, mdQuote));
    }
    if (o.reordered)
        suffix.push('reordered');
    return { prefix, suffix: suffix.length ? ` — *${suffix.join('; ')}*` : '' };
}
function mdLine(o, depth, sameMove = false) {
    const { prefix, suffix } = mdMarks(o, sameMove);
    const name = o.status === 'removed' ? `~~${mdName(o)}~~` : mdName(o);
    const count = !isEntry(o) && !o.changed && o.entries ? ` (${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(o.entries, 'entry')}, unchanged)` : '';
    return `${'  '.repeat(depth)}- ${prefix}${name}${count}${suffix}`;
}
/** Pages named in a folded run before the rest are counted: a 274-page folder move is one line, not 274. */
const RUN_NAMES = 5;
/** The first RUN_NAMES of `items` as `name` writes them, the rest counted: "a, b, c, d, e and 3 more". */
function runNames(items, name) {
    const more = items.length > RUN_NAMES ? ` and ${items.length - RUN_NAMES} more` : '';
    return `${items.slice(0, RUN_NAMES).map(name).join(', ')}${more}`;
}
/** An entry in the comment: its page or label in code. */
const mdEntry = (o) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(o.page ?? o.label);
function mdMovedRun(run, depth) {
    const names = runNames(run, mdEntry);
    const folder = folderRename(run[0]);
    if (folder) {
        const [from, to] = folder.split('\n');
        return `${'  '.repeat(depth)}- **→** ${names} — *${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(run.length, 'page')} moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(`/${from}`)} to ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(`/${to}`)}*`;
    }
    return `${'  '.repeat(depth)}- **↪** ${names} — *${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(run.length, 'entry')} moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)(run[0].from ?? '', 500)}*`;
}
function mdFindings(o, depth, ruleRef) {
    return o.findings.map((f) => `${'  '.repeat(depth + 1)}- ${f.severity === 'error' ? '❌' : f.severity === 'warning' ? '⚠️' : 'ℹ️'} ${ruleRef(f.rule)}${f.status === 'new' ? ' **new**' : f.status === 'existing' ? ' *already on the base branch*' : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdProse */ .X0)(f.message, 600)}`);
}
/** Changed branches in full, one level of context around them, everything else folded to a count. */
function compactLines(o, depth, out, ruleRef) {
    let run = [];
    const flush = () => {
        if (run.length > CONTEXT_RUN)
            out.push(`${'  '.repeat(depth)}- … ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(run.reduce((n, r) => n + Math.max(1, r.entries), 0), 'unchanged entry')}`);
        else
            for (const r of run)
                out.push(mdLine(r, depth));
        run = [];
    };
    const repeats = repeatedMoves(o.children);
    const alike = alikeRuns(o.children);
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
        if (alike.rest.has(c))
            continue;
        flush();
        const moved = sectionMove(c);
        if (moved) {
            out.push(`${'  '.repeat(depth)}- **→** ${mdName(c)} — *${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)(sectionMoveText(moved), 500)}*`);
            continue;
        }
        const added = addedWhole(c);
        if (added) {
            out.push(mdAddedSection(c, added, depth));
            continue;
        }
        const times = alike.counts.get(c);
        out.push(mdLine(c, depth, repeats.has(c)) + (times ? ` ×${times}` : ''));
        out.push(...mdFindings(c, depth, ruleRef));
        if (!isEntry(c) && c.status !== 'removed')
            compactLines(c, depth + 1, out, ruleRef);
    }
    flush();
}
/**
 * A section the change added with nothing in it but new pages that have nothing to say: its entries, or undefined.
 * Such a section is one line (AI-Stats 144dad5 added 6 SDK menus: 213 lines of "+ page — added").
 */
function addedWhole(o) {
    if (isEntry(o) || o.status !== 'added' || o.findings.length || !o.children.length)
        return undefined;
    const plainNew = (c) => isEntry(c) && c.status === 'added' && !c.reordered && !c.findings.length && !c.children.length;
    return o.children.every(plainNew) ? o.children : undefined;
}
function mdAddedSection(o, entries, depth) {
    return `${'  '.repeat(depth)}- **+** ${mdName(o)} — *added with ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(entries.length, 'entry')}*: ${runNames(entries, mdEntry)}`;
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
        // After the change, a removed section holds nothing: what lives on is shown where it went.
        if (!Array.isArray(c) && c.status !== 'removed')
            fullLines(c, depth + 1, out);
    }
}
/**
 * The outline for a PR comment: the compact view, then the full tree in <details>; fits `budget`
 * characters by dropping the full tree first, then cutting the compact view with a visible note.
 */
function renderOutlineMarkdown(outline, budget, ruleRef = (rule) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(rule), 
/** Where the whole outline is, for the notes on what was cut: the job summary, unless this is it. */
wholeIn = 'the job summary and the JSON report') {
    const compact = [];
    if (!outline.changed)
        compact.push(`*No navigation changes* (${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(outline.entries, 'entry')}).`);
    else {
        if (outline.specs)
            compact.push(`- **✎** *the navigation* — *${specChangeText(outline.specs, mdQuote)}*`);
        compactLines(outline, 0, compact, ruleRef);
    }
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
    const note = (n) => `\n\n*Outline cut to fit: ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(n, 'more line')} not shown. The full outline is in ${wholeIn}.*`;
    const compactText = compact.join('\n');
    if (compactText.length + note(0).length <= budget)
        return {
            text: compactText +
                `\n\n*The full navigation tree (${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(full.count, 'line')}) is too large for this report; it is in ${wholeIn}.*`,
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
    const c = (0,picocolors__WEBPACK_IMPORTED_MODULE_6__.createColors)(color);
    const lines = [];
    const name = (o) => (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(isEntry(o)
        ? (o.page ?? o.label)
        : `${KIND_LABEL[o.kind] ?? o.kind} ${o.label.trim() ? `"${o.label}"` : '(blank title)'}`);
    const line = (o, depth, sameMove = false) => {
        const pad = '  '.repeat(depth);
        // As in the comment: a link or a tab of generated pages holds no entry to count ("(0 entries)" read as empty).
        const count = !isEntry(o) && !o.changed && o.entries ? c.dim(` (${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(o.entries, 'entry')})`) : '';
        const spec = o.specs ? c.dim(` (${specChangeText(o.specs, terminalQuote)})`) : '';
        const re = (o.reordered ? c.cyan(' (reordered)') : '') + spec;
        switch (o.status) {
            case 'added':
                return `${pad}${c.green(`+ ${name(o)}`)}${re}`;
            case 'removed': {
                const within = removedWithinText(o, name);
                return `${pad}${c.red(`− ${name(o)}`)}${within ? c.dim(` (${within})`) : ''}${spec}`;
            }
            case 'renamed':
                return `${pad}${c.blue(`→ ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(o.from ?? '')} → ${name(o)}`)}${re}`;
            case 'moved':
                return `${pad}${c.yellow(`↪ ${name(o)}`)} ${c.dim(sameMove ? '(moved from the same place)' : `(moved from ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(o.from ?? '')})`)}${re}`;
            case 'relabelled':
                return `${pad}${c.magenta(`✎ ${name(o)}`)} ${c.dim(`(was "${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(o.from ?? '')}")`)}${re}`;
            default:
                if (o.specs)
                    return `${pad}${c.magenta(`✎ ${name(o)}`)}${re}`;
                return `${pad}  ${isEntry(o) ? name(o) : c.bold(name(o))}${count}${re}`;
        }
    };
    const visit = (o, depth) => {
        let run = 0;
        const flushRun = () => {
            if (run)
                lines.push(c.dim(`${'  '.repeat(depth)}  … ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(run, 'unchanged item')}`));
            run = 0;
        };
        const repeats = repeatedMoves(o.children);
        const alike = alikeRuns(o.children);
        for (const ch of withMovedRuns(o.children)) {
            if (Array.isArray(ch)) {
                flushRun();
                const names = runNames(ch, name);
                const folder = folderRename(ch[0])?.split('\n');
                lines.push(folder
                    ? `${'  '.repeat(depth)}${c.yellow(`→ ${names}`)} ${c.dim(`(${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(ch.length, 'page')} moved from /${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(folder[0])} to /${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(folder[1])})`)}`
                    : `${'  '.repeat(depth)}${c.yellow(`↪ ${names}`)} ${c.dim(`(${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(ch.length, 'entry')} moved from ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(ch[0].from ?? '')})`)}`);
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
            if (alike.rest.has(ch))
                continue;
            flushRun();
            const moved = sectionMove(ch);
            if (moved) {
                lines.push(`${'  '.repeat(depth)}${c.yellow(`→ ${name(ch)}`)} ${c.dim(`(${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(sectionMoveText(moved))})`)}`);
                continue;
            }
            // As in the comment: a section added with nothing in it but plain new entries is one line.
            const added = addedWhole(ch);
            if (added) {
                lines.push(`${line(ch, depth)} ${c.dim(`(added with ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(added.length, 'entry')}: ${runNames(added, name)})`)}`);
                continue;
            }
            const times = alike.counts.get(ch);
            lines.push(line(ch, depth, repeats.has(ch)) + (times ? c.dim(` ×${times}`) : ''));
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
        lines.push(c.dim(`No navigation changes (${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(outline.entries, 'entry')}).`));
    else {
        if (outline.specs)
            lines.push(`${c.magenta('✎ the navigation')}${c.dim(` (${specChangeText(outline.specs, terminalQuote)})`)}`);
        visit(outline, 0);
    }
    return lines.join('\n') + '\n';
}
/** How a spec's name is quoted in the comment and in the terminal. */
const mdQuote = (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(text);
const terminalQuote = (text) => `"${(0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .safeTerminalText */ .Dm)(text)}"`;
/**
 * What a section's change of OpenAPI specs does to its API pages: those of a removed spec go (their URLs with them),
 * a new one's operations become pages.
 */
function specChangeText(s, quote) {
    const list = (specs) => (0,_base_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .fewOf */ .s)(specs.map((x) => `${quote(x.source)}${x.directory === undefined ? '' : ` (pages under /${x.directory})`}`));
    const word = (specs) => (specs.length === 1 ? 'spec' : 'specs');
    // A spec the other state names under another folder: its pages moved there (elsewhere), not gone or new.
    const fates = (specs, unmoved, moved) => {
        const still = specs.filter((x) => x.elsewhere === undefined);
        const whose = (x) => (specs.length === 1 ? 'its' : `${quote(x.source)}'s`);
        return [
            ...(still.length
                ? [unmoved(specs.length === 1 ? 'it' : still.length === specs.length ? 'them' : list(still))]
                : []),
            ...specs.filter((x) => x.elsewhere !== undefined).map((x) => `${whose(x)} API pages ${moved(x.elsewhere)}`),
        ].join('; ');
    };
    if (!s.after.length)
        return `OpenAPI ${word(s.before)} ${list(s.before)} no longer named here: ${fates(s.before, (who) => `the API pages made of ${who} are gone`, (f) => `are made under /${f} now`)}`;
    if (!s.before.length)
        return `OpenAPI ${word(s.after)} ${list(s.after)} named here: ${fates(s.after, (who) => s.listed
            ? `the endpoints listed under ${who} become API pages`
            : `${s.after.length === 1 ? 'its' : 'their'} operations become API pages`, (f) => `move here from /${f}`)}`;
    // The same spec made under another folder (cudoventures/cudo-compute-docs 2de6dda777, fresh set 121: "made of
    // openapi.json (pages under /docs/api), no longer of openapi.json (pages under /api)" said the spec changed).
    const [was, now] = [s.before[0], s.after[0]];
    if (s.before.length === 1 && s.after.length === 1 && was.source === now.source)
        return `API pages of OpenAPI spec ${quote(now.source)} now made under /${(0,_openapi_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .apiFolder */ .Rv)(now.directory)}, no longer under /${(0,_openapi_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .apiFolder */ .Rv)(was.directory)} (its directory changed)`;
    return `API pages made of OpenAPI ${word(s.after)} ${list(s.after)}, no longer of ${list(s.before)}`;
}
//# sourceMappingURL=outline.js.map

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
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1251);
/* harmony import */ var _base_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4251);
/* harmony import */ var _json_redirect_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7343);
/* harmony import */ var _base_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8892);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5729);
/* harmony import */ var _rule_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2905);
/* harmony import */ var _base_plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7111);
/* harmony import */ var _outline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2854);









const MAX_PLACES = 10;
/** Places on one line of such a list (a line is kept or cut whole when the report runs out of room). */
const PLACES_PER_LINE = 20;
/**
 * Findings listed by their places, a line per PLACES_PER_LINE of one severity and status (their icon and mark
 * said once), as items under the rule that names them.
 */
/** The groups of one shape past the first few (similarFolds), as one item under their rule naming what each quotes. */
function similarItem(f, rest, place) {
    const findings = rest.flatMap((g) => g.findings);
    const mark = `${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}`;
    const which = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .similarSentence */ .$U)(rest, SIMILAR_NAMED, (g) => place(g));
    return {
        text: `  - ${mark} …and ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(findings.length, 'more finding')} like the one above${f.fix ? ', with its fix' : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdProse */ .X0)(which, 1500)}`,
        findings,
    };
}
/** How many of a fold's findings (similarFolds) an item names. */
const SIMILAR_NAMED = 12;
function placesOnly(findings, place) {
    const lines = [];
    let run = [];
    let listed = 0;
    const flush = () => {
        if (!run.length)
            return;
        const f = run[0];
        const mark = `${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}`;
        // A later line says which of the places it holds: "and …" under a repeated mark read as a new finding.
        const lead = lines.length
            ? `places ${listed + 1}–${listed + run.length} of ${findings.length}:`
            : `the same for ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(findings.length, 'more place')}:`;
        lines.push({ text: `  - ${mark} ${lead} ${run.map(place).join(', ')}`, findings: run });
        listed += run.length;
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
    const named = top.slice(0, 3).map(([d, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)(d === '/' ? '(top folder)' : d)} ${k}`);
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
        const sha = (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)(ctx.commitSha.slice(0, 7));
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
    return findings.some((f) => _base_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f[f.severity] >= _base_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f[failOn]);
}
function changeSummary(c) {
    const changes = navigationChanges(c) + apiPagesSaid(c);
    // growthbook/growthbook 368b4a3c75 (fresh set 111): a move from Docusaurus read 90 errors as new, 21 of them links
    // its pages had before; only the CLI's stderr said the base had no site.
    if (c.base || !c.head)
        return changes;
    const file = c.head.site.source.upgradedFrom?.file ?? 'docs.json';
    return `${changes}; the site begins in this change (the base has no ${file}), so every finding counts as new, problems its files had before included`;
}
/** The API pages that moved, came or went with the specs' edits or the navigation's (Comparison.apiPages). */
function apiPagesSaid(c) {
    if (!c.apiPages || c.unread)
        return '';
    const { moved, added, removed, urlSpecsChanged } = c.apiPages;
    const parts = [moved && `${moved} moved`, added && `${added} added`, removed && `${removed} removed`].filter(Boolean);
    const urls = urlSpecsChanged
        ? ' (the specs named by URL changed too: navguard does not fetch them, nor count their pages)'
        : '';
    return `; API pages made of OpenAPI specs: ${parts.join(', ')}${urls}`;
}
function navigationChanges(c) {
    if (c.unread) {
        const file = c[c.unread]?.site.source.upgradedFrom?.file ?? 'docs.json';
        return `not compared: the ${c.unread}'s ${file} is not valid JSON, so the site builder cannot read its navigation${c.unread === 'head' ? ' (see the errors)' : ''}`;
    }
    const counts = new Map();
    for (const ch of c.changes)
        counts.set(ch.kind, (counts.get(ch.kind) ?? 0) + 1);
    // Factory-AI/factory 94d706d: "no navigation changes" above an error saying the builder drops a tab's 79 entries.
    if (!counts.size)
        return c.findings.some((f) => f.status === 'new' && f.rule === 'schema' && f.data.dropped)
            ? 'no navigation changes as written, but the site builder drops entries this change broke (see the errors)'
            : 'no navigation changes';
    // Entries a removed section took with it are no change of their own: counted beside it, or they go unseen.
    const within = sectionsRemovedEntries(c.outline);
    return ['added', 'removed', 'renamed', 'moved', 'relabelled', 'reordered', 'spec']
        .filter((k) => counts.get(k))
        .map((k) => k === 'spec'
        ? `OpenAPI specs changed in ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(counts.get(k), 'section')}`
        : `${counts.get(k)} ${k}${k === 'removed' && within ? ` (${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(within, 'entry')} in the removed sections)` : ''}`)
        .join(', ');
}
/** Entries removed with the removed sections of an outline (the outermost removed section of each branch). */
function sectionsRemovedEntries(outline) {
    if (!outline)
        return 0;
    if (outline.status === 'removed')
        return (0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .removedWithin */ .Qb)(outline).length;
    return outline.children.reduce((n, ch) => n + sectionsRemovedEntries(ch), 0);
}
/** The comment's top: its title line, the counts by status, the navigation's changes and the notes under them. */
function reportHead(c, opts, shown) {
    const failed = fails(shown, opts.failOn);
    const byStatus = {
        new: (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'new')),
        existing: (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'existing')),
    };
    const head = [];
    if (opts.marker)
        head.push(opts.marker);
    const title = opts.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdText */ .bC)(opts.title)}` : '';
    const errorsShown = (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(shown).error;
    head.push(failed
        ? `## ❌ navguard${title}: ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(errorsShown, `${opts.report === 'new' ? 'new ' : ''}error`)}${shown.length > errorsShown ? `, ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(shown.length - errorsShown, 'other finding')}` : ''}`
        : shown.length
            ? `## ⚠️ navguard${title}: navigation OK, ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(shown.length, opts.report === 'new' ? 'new finding' : 'finding')} to look at`
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
        head.push(`*${existingScope(c.linksReadIn, c.changedFiles)}*`, '');
    const stats = c.head?.stats;
    head.push(`**Navigation:** ${changeSummary(c)}.${stats ? ` ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(stats.pages, 'page')}, ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(stats.entries, 'entry')}, ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(stats.orphans, 'orphan')}.` : ''}${c.fixed.length ? ` This change fixes ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(c.fixed.length, 'earlier finding')}.` : ''}`);
    if (opts.report === 'new' && c.findings.length > shown.length) {
        // Folded to one count per rule: what kind of old problems the site carries, without listing them.
        const listed = new Set(shown);
        const old = (0,_rule_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .ruleCounts */ .H0)(c.findings.filter((f) => !listed.has(f)));
        const n = c.findings.length - shown.length;
        head.push(`*${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(n, 'finding')} that already existed on the base branch ${n === 1 ? 'is' : 'are'} not listed (${old.map(([rule, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)(rule)} ${k}`).join(', ')}; set \`report: all\` to list them).*`);
    }
    for (const n of opts.notes ?? [])
        head.push(n);
    if (opts.siteNotes !== false && c.head?.stats.inferredBasePath)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .basePathNote */ .tp)(c.head.stats.inferredBasePath))}*`);
    if (c.head?.stats.anchorsUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .anchorsUncheckedNote */ .Rz)(c.head.stats.anchorsUnchecked))}*`);
    if (c.head?.stats.syntaxUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .syntaxUncheckedNote */ .Od)(c.head.stats.syntaxUnchecked))}*`);
    if (c.head?.stats.endpointsUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .endpointsUncheckedNote */ .b0)(c.head.stats.endpointsUnchecked))}*`);
    if (c.head?.stats.linksUnknowable)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .linksUnknowableNote */ .mF)(c.head.stats.linksUnknowable))}*`);
    return head;
}
/**
 * The "Suggested redirects" block: every redirect the missing-redirect findings add, as JSON to paste (a path
 * cannot break out of the ```json block: the redirects are JSON.stringify'd strings).
 */
function redirectBlock(c) {
    // Each source once: two findings may ask the same redirect (a page and its folder), and a source listed twice
    // fails the build (stack-auth/stack-auth 46227d0, fresh set 89). A rename's redirect is exact; a removed page's
    // destination is a guess, set apart (mintlify-onboarding/circle-devdocs be5ec47263, fresh set 118: 60 guessed
    // redirects to one page were offered as ready to paste).
    const bySource = new Map();
    for (const f of c.findings)
        if (f.rule === 'missing-redirect')
            for (const r of f.data.redirects)
                if (!bySource.has(r.source))
                    bySource.set(r.source, {
                        json: (0,_json_redirect_json_js__WEBPACK_IMPORTED_MODULE_8__/* .redirectJson */ .x)(r.source, r.destination),
                        guess: f.data.renamedTo === undefined,
                    });
    const exact = [...bySource.values()].filter((r) => !r.guess).map((r) => r.json);
    const guessed = [...bySource.values()].filter((r) => r.guess).map((r) => r.json);
    if (!exact.length && !guessed.length)
        return [];
    // The file the writer edits: the findings sit in it (mint.json on a site still on it).
    const configFile = c.findings
        .find((f) => f.rule === 'missing-redirect')
        ?.file.split('/')
        .pop() ?? 'docs.json';
    // No comma after the last: pasted before the list's "]", a trailing comma fails JSON (fresh set 88).
    const block = (list) => [
        '',
        '```json',
        ...list.map((r, i) => (i < list.length - 1 ? `${r},` : r)),
        '```',
    ];
    return [
        '',
        '### Suggested redirects',
        ...(exact.length
            ? ['', `Add these to \`redirects\` in ${configFile} so old URLs keep working:`, ...block(exact)]
            : []),
        ...(guessed.length
            ? [
                '',
                `${exact.length ? 'These' : 'These redirects'} send readers of removed pages to a guess, the page most likely to replace each: check each destination before you add ${guessed.length === 1 ? 'it' : 'them'} to \`redirects\` in ${configFile}:`,
                ...block(guessed),
            ]
            : []),
    ];
}
/** The findings list's heading lines. */
const LIST_HEAD = ['', '### Findings', ''];
function markdownRefs(opts) {
    const rulesUrl = opts.context?.rulesUrl;
    // The outline carries rule ids as strings; they come from the same findings.
    const ruleRef = (rule) => rulesUrl ? `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)(rule)}](${safeUrl((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleUrl */ .QB)(rulesUrl, rule))})` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)(rule);
    const place = (f) => {
        const where = (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)(`${f.file}:${f.line}`);
        return opts.link ? `[${where}](${safeUrl(opts.link(f.file, f.line))})` : where;
    };
    return { ruleRef, place };
}
/** One group as a list item; under a rule's heading item it leaves out the rule and the shared fix. */
function groupItem({ first: f, findings: same }, opts, { ruleRef, place }, under) {
    const pad = under ? '  ' : '';
    const more = same.length - 1;
    const lines = [
        `${pad}- ${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}${under ? '' : ` ${ruleRef(f.rule)}`} ${place(f)}${more ? ` and ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(more, 'more place')}` : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdProse */ .X0)(f.message, 700)}`,
    ];
    if (more) {
        const named = same.slice(1, 1 + (opts.maxPlaces ?? MAX_PLACES)).map(place);
        const rest = more - named.length;
        lines.push(`${pad}  - **Also at:** ${named.join(', ')}${rest ? `, and ${rest} more` : ''}`);
    }
    // File names go in code spans, which mdCode makes safe; the rest of the sentence is navguard's own.
    if (f.copies)
        lines.push(`${pad}  - ${(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .copiesSentence */ .fl)(f.copies, 3, (p) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .copyPlaceName */ .O6)(f)(p)))}`);
    if (f.fix && f.fix.message !== under?.sharedFix)
        lines.push(`${pad}  - **Fix${more ? ' (each)' : f.copies ? " (each copy, in its own version's or language's place)" : ''}:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdProse */ .X0)(f.fix.message, 300)}`);
    return lines.join('\n');
}
/**
 * The findings as a list within `listBudget` characters: one section per rule (its groups under a heading item
 * when there are several), in rank order; `listed` counts the findings it shows. A list, not a table: it fits the
 * PR column. Findings of one rule sit under it, with the fix they share said once; repeats of one shape are one
 * item with their places.
 */
function findingsList(shown, opts, refs, listBudget) {
    const { ruleRef, place } = refs;
    const item = (g, under) => groupItem(g, opts, refs, under);
    const items = [];
    let listed = 0;
    const sections = byRule((0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupFindings */ .kG)(shown)).map((groups) => {
        const n = groups.reduce((k, g) => k + g.findings.length, 0);
        if (groups.length === 1)
            return { groups, n, heading: undefined, entries: [{ text: item(groups[0]), findings: groups[0].findings }] };
        const sharedFix = commonFix(groups);
        const targets = (0,_rule_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .brokenTargets */ .mL)(groups.flatMap((g) => g.findings));
        const heading = [
            `- ${ruleRef(groups[0].first.rule)} — ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(n, 'finding')}`,
            ...(targets && targets.paths.length > 1 ? [`  - ${(0,_rule_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .brokenTargetsSentence */ .je)(targets, _escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdCode */ .xs)}`] : []),
            ...(sharedFix ? [`  - **Fix**, unless one says otherwise: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .mdProse */ .X0)(sharedFix, 300)}`] : []),
        ].join('\n');
        // A rule whose message says no more than its file (an orphan page) names the rest by their places only:
        // projectdiscovery/docs c6cda124 left 66 pages out of the navigation, 66 items of two lines each.
        // One that says more than its place is always given in full.
        let plain = 0;
        // Many of one shape in a file (a table of contents into ids nothing has: 148 links), past the first few, are one
        // item naming what each quotes.
        const similar = (0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .similarFolds */ .Ak)(groups);
        const full = groups.filter((g) => !similar.folded.has(g) && (!(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .placeOnly */ .qZ)(g.first) || plain++ < _group_js__WEBPACK_IMPORTED_MODULE_1__/* .FULL_ITEMS */ .v2));
        const fullSet = new Set([...full, ...similar.folded]);
        const entries = full.flatMap((g) => {
            const rest = similar.after.get(g);
            const own = { text: item(g, { sharedFix }), findings: g.findings };
            return rest ? [own, similarItem(g.first, rest, place)] : [own];
        });
        entries.push(...placesOnly(groups.filter((g) => !fullSet.has(g)).flatMap((g) => g.findings), place));
        return { groups, n, heading, entries };
    });
    const size = (pieces) => pieces.reduce((k, p) => k + p.length + 1, 0);
    const texts = (x) => x.entries.map((e) => e.text);
    const whole = sections.flatMap((x) => (x.heading ? [x.heading, ...texts(x)] : texts(x)));
    if (LIST_HEAD.join('\n').length + size(whole) <= listBudget) {
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
            (taken[i] ? '' : `- ${ruleRef(sections[i].groups[0].first.rule)} — ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(sections[i].n, 'finding')}`);
        // Each rule's count of what it leaves out is reserved at its longest (with none taken, and room for other
        // folders): counting it again for each group taken would be quadratic on a site with thousands of findings.
        let used = LIST_HEAD.join('\n').length + size(sections.flatMap((_, i) => [named(i), overflow(i)])) + 40 * sections.length;
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
            items.push('', `*${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(shown.length - listed, 'more finding')} not shown here; every finding is in ${opts.where === 'job-summary' ? 'the check run annotations and the JSON report (`report-json`)' : 'the job summary, the check run annotations and the JSON report'}.*`);
    }
    return { items, listed };
}
/** What the "already on the base branch" counts hold when a diff read the text of some files only. */
function existingScope(files, changedFiles = files) {
    // A code-only change in a monorepo touches none of the site's files.
    if (!changedFiles)
        return `This change touches no file of the docs site: nothing in it is new, and no page was read again.`;
    if (!files)
        return `"Already on the base branch" counts no links, MDX syntax, imports or code blocks: this change's check read no page (it changed no page and removed nothing linked to).`;
    // A diff reads page syntax, imports and code fences where the change wrote, links also where it removed a target.
    return `"Already on the base branch" counts links in the ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(files, 'file')} this change's check read (changed, or linking to what it removed) only, and MDX syntax, imports and code blocks in the pages it changed only.`;
}
function renderReportMarkdown(c, opts) {
    const budget = opts.budget;
    const shown = (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .rankFindings */ .JM)(reported(c.findings, opts.report));
    const refs = markdownRefs(opts);
    const fixedPart = [...reportHead(c, opts, shown), ...redirectBlock(c)].join('\n');
    const outlineTitle = ['', '### Navigation outline', ''];
    // The findings table gets up to half of what is left; the outline gets the rest.
    let rest = budget - fixedPart.length - 400;
    const { items, listed } = shown.length
        ? findingsList(shown, opts, refs, Math.max(2000, Math.floor(rest / 2)))
        : { items: [], listed: 0 };
    const table = shown.length ? [...LIST_HEAD, ...items].join('\n') : '';
    rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
    const outline = (0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .renderOutlineMarkdown */ .ui)((0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .reportedOutline */ .Ef)(c.outline, opts.report, c.findings), Math.max(500, rest), refs.ruleRef, opts.where === 'job-summary' ? 'the JSON report (`report-json`)' : undefined);
    const text = [
        fixedPart,
        table,
        outlineTitle.join('\n') + outline.text,
        '',
        `<sub>navguard · ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(c.head?.stats.pages ?? 0, 'page')} checked${c.head ? ` · ${(0,_base_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(c.head.stats.linksChecked, 'link')}` : ''}</sub>`,
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
