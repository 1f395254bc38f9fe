export const id = 594;
export const ids = [594];
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
/* harmony import */ var _json_redirect_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7343);
/* harmony import */ var _base_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8892);
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
    let listed = 0;
    const flush = () => {
        if (!run.length)
            return;
        const f = run[0];
        const mark = `${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}`;
        // A later line says which of the places it holds: "and …" under a repeated mark read as a new finding.
        const lead = lines.length
            ? `places ${listed + 1}–${listed + run.length} of ${findings.length}:`
            : `the same for ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(findings.length, 'more place')}:`;
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
    const named = top.slice(0, 3).map(([d, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(d === '/' ? '(top folder)' : d)} ${k}`);
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
        const sha = (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(ctx.commitSha.slice(0, 7));
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
    const title = opts.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)(opts.title)}` : '';
    const errorsShown = (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)(shown).error;
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
        const old = (0,_rule_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .ruleCounts */ .H0)(c.findings.filter((f) => !listed.has(f)));
        const n = c.findings.length - shown.length;
        head.push(`*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'finding')} that already existed on the base branch ${n === 1 ? 'is' : 'are'} not listed (${old.map(([rule, k]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(rule)} ${k}`).join(', ')}; set \`report: all\` to list them).*`);
    }
    for (const n of opts.notes ?? [])
        head.push(n);
    if (opts.siteNotes !== false && c.head?.stats.inferredBasePath)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .basePathNote */ .tp)(c.head.stats.inferredBasePath))}*`);
    if (c.head?.stats.anchorsUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .anchorsUncheckedNote */ .Rz)(c.head.stats.anchorsUnchecked))}*`);
    if (c.head?.stats.syntaxUnchecked)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdText */ .bC)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .syntaxUncheckedNote */ .Od)(c.head.stats.syntaxUnchecked))}*`);
    return head;
}
/**
 * The "Suggested redirects" block: every redirect the missing-redirect findings add, as JSON to paste (a path
 * cannot break out of the ```json block: the redirects are JSON.stringify'd strings).
 */
function redirectBlock(c) {
    const redirects = c.findings.flatMap((f) => f.rule === 'missing-redirect' ? f.data.redirects.map((r) => (0,_json_redirect_json_js__WEBPACK_IMPORTED_MODULE_7__/* .redirectJson */ .x)(r.source, r.destination)) : []);
    // The file the writer edits: the findings sit in it (mint.json on a site still on it).
    const configFile = c.findings
        .find((f) => f.rule === 'missing-redirect')
        ?.file.split('/')
        .pop() ?? 'docs.json';
    return redirects.length
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
}
/** The findings list's heading lines. */
const LIST_HEAD = ['', '### Findings', ''];
function markdownRefs(opts) {
    const rulesUrl = opts.context?.rulesUrl;
    // The outline carries rule ids as strings; they come from the same findings.
    const ruleRef = (rule) => rulesUrl ? `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(rule)}](${safeUrl((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleUrl */ .QB)(rulesUrl, rule))})` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(rule);
    const place = (f) => {
        const where = (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(`${f.file}:${f.line}`);
        return opts.link ? `[${where}](${safeUrl(opts.link(f.file, f.line))})` : where;
    };
    return { ruleRef, place };
}
/** One group as a list item; under a rule's heading item it leaves out the rule and the shared fix. */
function groupItem({ first: f, findings: same }, opts, { ruleRef, place }, under) {
    const pad = under ? '  ' : '';
    const more = same.length - 1;
    const lines = [
        `${pad}- ${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}${under ? '' : ` ${ruleRef(f.rule)}`} ${place(f)}${more ? ` and ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(more, 'more place')}` : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdProse */ .X0)(f.message, 700)}`,
    ];
    if (more) {
        const named = same.slice(1, 1 + (opts.maxPlaces ?? MAX_PLACES)).map(place);
        const rest = more - named.length;
        lines.push(`${pad}  - **Also at:** ${named.join(', ')}${rest ? `, and ${rest} more` : ''}`);
    }
    // File names go in code spans, which mdCode makes safe; the rest of the sentence is navguard's own.
    if (f.copies)
        lines.push(`${pad}  - ${(0,_group_js__WEBPACK_IMPORTED_MODULE_1__/* .copiesSentence */ .fl)(f.copies, 3, (p) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdCode */ .xs)(`${p.file}:${p.line}`))}`);
    if (f.fix && f.fix.message !== under?.sharedFix)
        lines.push(`${pad}  - **Fix${more ? ' (each)' : f.copies ? " (each copy, in its own version's or language's place)" : ''}:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdProse */ .X0)(f.fix.message, 300)}`);
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
        const heading = [
            `- ${ruleRef(groups[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'finding')}`,
            ...(sharedFix ? [`  - **Fix**, unless one says otherwise: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .mdProse */ .X0)(sharedFix, 300)}`] : []),
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
            (taken[i] ? '' : `- ${ruleRef(sections[i].groups[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(sections[i].n, 'finding')}`);
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
            items.push('', `*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(shown.length - listed, 'more finding')} not shown here; every finding is in ${opts.where === 'job-summary' ? 'the check run annotations and the JSON report (`report-json`)' : 'the job summary, the check run annotations and the JSON report'}.*`);
    }
    return { items, listed };
}
/** What the "already on the base branch" counts hold when a diff read the links of some files only. */
function existingScope(files) {
    // No file read means the change touched none of the site's files (a code-only change in a monorepo, say).
    if (!files)
        return `This change touches no file of the docs site: nothing in it is new, and no page's links were read again.`;
    return `"Already on the base branch" counts links in the ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(files, 'file')} this change's check read (changed, or linking to what it removed) only.`;
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
