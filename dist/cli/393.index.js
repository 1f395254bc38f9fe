export const id = 393;
export const ids = [393];
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

/***/ 3649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rz: () => (/* binding */ anchorsUncheckedNote),
  tp: () => (/* binding */ basePathNote),
  b0: () => (/* binding */ endpointsUncheckedNote),
  mF: () => (/* binding */ linksUnknowableNote),
  Fe: () => (/* binding */ publicFinding),
  WH: () => (/* binding */ renderSarif),
  S5: () => (/* binding */ renderText),
  QB: () => (/* binding */ ruleUrl),
  Dm: () => (/* binding */ safeTerminalText),
  Od: () => (/* binding */ syntaxUncheckedNote),
  GF: () => (/* binding */ writeJson)
});

// UNUSED EXPORTS: linksScope, renderJson

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(7336);
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 40 modules
var registry = __webpack_require__(9171);
// EXTERNAL MODULE: ./lib/core/base/findings.js
var base_findings = __webpack_require__(4251);
// EXTERNAL MODULE: ./lib/core/rules/rule.js
var rule = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/core/site/page-ids.js + 3 modules
var page_ids = __webpack_require__(8349);
// EXTERNAL MODULE: ./lib/core/site/unparsable.js
var unparsable = __webpack_require__(1940);
// EXTERNAL MODULE: ./lib/core/render/group.js
var render_group = __webpack_require__(1251);
;// CONCATENATED MODULE: ./lib/core/render/json-pieces.js
// JSON.stringify(value, null, 2), handed out in pieces of about 64 KB; trees (a diff's outline) one node per
// line. A `diff` report of a large site holds its whole outline (~7 MB of JSON at 25,000 pages, 19 MB indented);
// written in pieces it never exists as one string (nor as one buffer on its way to stdout). Written here because
// the output must stay byte-identical to JSON.stringify (but for the trees) and synchronous; streaming libraries
// are neither.
const PIECE = 64 * 1024;
function isContainer(v) {
    return typeof v === 'object' && v !== null;
}
/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v) {
    return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}
/** Up to this many nested values, a value is stringified natively (far faster than walking it here). */
const SMALL = 4096;
/** What is left of `budget` after counting the values `v` holds; 0 once it runs out. */
function budgetLeft(v, budget) {
    const stack = [v];
    while (stack.length) {
        const o = stack.pop();
        for (const k in o) {
            if (--budget <= 0)
                return 0;
            if (isContainer(o[k]))
                stack.push(o[k]);
        }
    }
    return budget;
}
/** Whether a value holds fewer than `budget` values, counted until the budget runs out. */
function isSmall(v, budget) {
    return budgetLeft(v, budget) > 0;
}
/**
 * JSON.stringify(v, null, 2) as it reads nested `depth` levels deep: stringified inside `depth` arrays,
 * whose brackets are then cut off (re-indenting the text with a replace would cost twice the stringify).
 */
function nativeAt(v, depth) {
    let wrapped = v;
    let before = '  '.repeat(depth).length;
    let after = 0;
    for (let i = 0; i < depth; i++) {
        wrapped = [wrapped];
        before += i * 2 + 2; // "  ".repeat(i) + "[\n"
        after += i * 2 + 2; // "\n" + "  ".repeat(i) + "]"
    }
    const s = JSON.stringify(wrapped, null, 2);
    return s.slice(before, s.length - after);
}
/** Values in a run of items stringified at once: enough to save most of the cost per item, few enough to keep pieces small. */
const RUN = 256;
/** The end of the run of items from `from` that hold fewer than `budget` values together (none with toJSON). */
function smallRun(items, from, budget) {
    let i = from;
    for (; i < items.length; i++) {
        const item = items[i];
        if (!isContainer(item)) {
            if (--budget <= 0)
                break;
            continue;
        }
        if (typeof item.toJSON === 'function')
            break;
        const left = budgetLeft(item, budget);
        if (left <= 0)
            break;
        budget = left;
    }
    return i;
}
const NO_TREES = new Set();
/**
 * A node of a tree (an object whose `children` is an array) on one line, compact, with each of its children on
 * a line of its own below it. `put` takes the pieces; `pad` is the line break and indent before a child.
 */
function treeLines(node, depth, put, pad) {
    const o = node;
    const kids = isContainer(node) && !Array.isArray(node) ? o.children : undefined;
    if (!Array.isArray(kids) || !kids.length || typeof o.toJSON === 'function') {
        put(JSON.stringify(node) ?? 'null');
        return;
    }
    // The keys before `children` and those after it, each stringified natively, around the children's lines.
    const before = {};
    const after = {};
    let into = before;
    for (const k of Object.keys(o)) {
        if (k === 'children')
            into = after;
        else
            into[k] = o[k];
    }
    const head = JSON.stringify(before);
    const tail = JSON.stringify(after);
    put(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"children":[`);
    kids.forEach((kid, i) => {
        put((i ? ',' : '') + pad(depth + 1));
        treeLines(omitted(kid) ? null : kid, depth + 1, put, pad);
    });
    put(`${pad(depth)}]${tail.length > 2 ? `,${tail.slice(1)}` : '}'}`);
}
/**
 * JSON.stringify(value, null, 2) in pieces, but for the values of the top-level object's `trees` keys: those are
 * written one node per line (treeLines), a third of the size of the indented form for a large site's outline.
 */
function writeJsonPieces(value, write, small = SMALL, trees = NO_TREES) {
    let parts = [];
    let size = 0;
    const put = (s) => {
        parts.push(s);
        size += s.length;
        if (size >= PIECE) {
            write(parts.join(''));
            parts = [];
            size = 0;
        }
    };
    const pad = (depth) => '\n' + '  '.repeat(depth);
    const walk = (v, depth) => {
        if (isContainer(v) && typeof v.toJSON === 'function')
            v = v.toJSON();
        // A small value goes through the native stringify whole, at its depth (see nativeAt); but not the top-level
        // object when it holds a tree.
        const holdsTree = depth === 0 && trees.size > 0 && isContainer(v) && Object.keys(v).some((k) => trees.has(k));
        if (!isContainer(v) || (!holdsTree && isSmall(v, small))) {
            put(depth && isContainer(v) ? nativeAt(v, depth) : (JSON.stringify(v, null, 2) ?? 'null'));
            return;
        }
        if (Array.isArray(v)) {
            put('[');
            for (let i = 0; i < v.length;) {
                const j = smallRun(v, i, Math.min(small, RUN));
                if (j > i) {
                    // Small items (a report's findings) are stringified natively a run at a time: the run as an array
                    // at this depth, its brackets cut off, reads as the items one after another.
                    const run = nativeAt(v.slice(i, j), depth);
                    put((i ? ',' : '') + run.slice(1, run.length - pad(depth).length - 1));
                    i = j;
                    continue;
                }
                put((i ? ',' : '') + pad(depth + 1));
                walk(omitted(v[i]) ? null : v[i], depth + 1);
                i++;
            }
            put(pad(depth) + ']');
            return;
        }
        let first = true;
        for (const [key, item] of Object.entries(v)) {
            if (omitted(item))
                continue;
            put((first ? '{' : ',') + pad(depth + 1) + JSON.stringify(key) + ': ');
            first = false;
            if (depth === 0 && trees.has(key))
                treeLines(item, depth + 1, put, pad);
            else
                walk(item, depth + 1);
        }
        put(first ? '{}' : pad(depth) + '}');
    };
    walk(value, 0);
    if (parts.length)
        write(parts.join(''));
}
//# sourceMappingURL=json-pieces.js.map
// EXTERNAL MODULE: ./lib/core/generated/version.generated.js
var version_generated = __webpack_require__(9698);
// EXTERNAL MODULE: ./lib/core/base/plural.js
var plural = __webpack_require__(7111);
// EXTERNAL MODULE: ./lib/core/base/fingerprint.js
var fingerprint = __webpack_require__(4145);
// EXTERNAL MODULE: ./lib/core/base/paths.js
var paths = __webpack_require__(7077);
;// CONCATENATED MODULE: ./lib/core/render/findings.js
// Findings as text (terminal), JSON and SARIF 2.1.0. Pure: strings in, strings out.












/** Control characters (except tab) would let a file name or label rewrite the terminal. */
function safeTerminalText(s) {
    return s.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Findings as terminal text, with a closing line that counts them. */
/** How many of a fold's findings (similarFolds) the text names, each by what it quotes and its place. */
const SIMILAR_NAMED = 8;
function renderText(findings, stats, color, { notListed = 0, linksReadIn, changedFiles, noneShown } = {}) {
    const c = (0,picocolors.createColors)(color);
    const sev = { error: c.red('error'), warning: c.yellow('warning'), notice: c.blue('notice') };
    const statusOf = (f) => f.status === 'existing' ? c.dim(' (already on base)') : f.status === 'new' ? c.bold(' (new)') : '';
    const lines = [];
    let file;
    let lastFix;
    // A file holding nothing but an orphan page, past the first few, is named in one list at the end: a legacy site's
    // 168 orphans were 168 sections of three lines saying the same (projectdiscovery/docs).
    const only = onlyInFile(findings);
    const alone = aloneInFile(findings, only, render_group/* placeOnly */.qZ);
    // ...and so is one this change took out of the navigation, by folder: a docs.json that lost every language's
    // navigation left 793 such pages, 3,200 lines of the same message and fix (hedging8563/lemondata-docs).
    const takenOut = aloneInFile(findings, only, (f) => render_group/* PLACE_NAMED */.MO.has(f.rule) && 'wasIn' in f.data);
    // ...and so is one problem named by many files, each alone in its file (a wrong spec path copied into 104 pages'
    // frontmatter: Firma-esign/firma-docs 66f3fce), past the first few: by file and line.
    const repeated = repeatedAlone(findings, only, (f) => render_group/* PLACE_NAMED */.MO.has(f.rule));
    const listed = new Set();
    const shown = new Map();
    // Repeats within a file are one line with their places (text is read per file); many of one shape, one line more.
    const groups = (0,render_group/* groupFindings */.kG)(findings, true);
    const similar = (0,render_group/* similarFolds */.Ak)(groups);
    for (const group of groups) {
        const { first: f, findings: same } = group;
        if (repeated.folded.has(f) || similar.folded.has(group))
            continue;
        const folded = alone.has(f) ? alone : takenOut.has(f) ? takenOut : undefined;
        if (folded) {
            const n = shown.get(folded) ?? 0;
            if (n >= render_group/* FULL_ITEMS */.v2)
                continue;
            shown.set(folded, n + 1);
            listed.add(f);
        }
        if (f.file !== file) {
            if (file !== undefined)
                lines.push('');
            file = f.file;
            lastFix = undefined;
            lines.push(c.underline(safeTerminalText(f.file)));
        }
        const pos = c.dim(`${f.line}:${f.column}`.padEnd(8));
        lines.push(`  ${pos} ${sev[f.severity].padEnd(color ? 16 : 7)} ${safeTerminalText(f.message)} ${c.dim(`[${f.rule}]`)}${statusOf(f)}`);
        if (same.length > 1)
            lines.push(`  ${' '.repeat(8)} ${c.dim(`also at ${same.length - 1} more ${same.length === 2 ? 'place' : 'places'}:`)} ${same
                .slice(1)
                .map((g) => `${g.line}:${g.column}`)
                .join(', ')}`);
        if (f.copies)
            lines.push(`  ${' '.repeat(8)} ${c.dim(safeTerminalText((0,render_group/* copiesSentence */.fl)(f.copies, 3, (0,render_group/* copyPlaceName */.O6)(f))))}`);
        // A fix the line before in this file already gave is not spelled out again.
        const fixText = f.fix ? (f.fix.message === lastFix ? c.dim('as above') : safeTerminalText(f.fix.message)) : '';
        lastFix = f.fix?.message;
        if (f.fix)
            lines.push(`  ${' '.repeat(8)} ${c.green(same.length > 1 ? 'fix (each):' : 'fix:')} ${fixText}`);
        const rest = similar.after.get(group);
        if (rest)
            lines.push(`  ${' '.repeat(8)} ${c.dim(similarLine(f, same.length, rest))}`);
    }
    const rest = [...alone].filter((f) => !listed.has(f));
    if (rest.length) {
        if (lines.length)
            lines.push('');
        lines.push(`${c.dim(`…and ${rest.length} more ${rest.length === 1 ? 'page' : 'pages'} not in the navigation, each as above`)} ${c.dim('[orphan-page]')}:`);
        for (const f of rest)
            lines.push(`  ${safeTerminalText(f.file)} ${sev[f.severity]}${statusOf(f)}`);
    }
    const restOut = [...takenOut].filter((f) => !listed.has(f));
    if (restOut.length) {
        if (lines.length)
            lines.push('');
        lines.push(`${c.dim(`…and ${(0,plural/* plural */.L)(restOut.length, 'more page')} this change took out of the navigation but left in the repository, each as above (--format json gives each with where it was)`)} ${c.dim('[orphan-page]')}:`);
        for (const [folder, inFolder] of byTopFolder(restOut)) {
            const named = inFolder.slice(0, FOLDER_NAMES).map((f) => safeTerminalText(f.file));
            const more = inFolder.length - named.length;
            const f = inFolder[0];
            lines.push(`  ${safeTerminalText(folder)}: ${(0,plural/* plural */.L)(inFolder.length, 'page')}, ${sev[f.severity]}${statusOf(f)}: ${named.join(', ')}${more ? c.dim(` and ${more} more`) : ''}`);
        }
    }
    for (const [first, rest] of repeated.groups) {
        if (lines.length)
            lines.push('');
        lines.push(`${c.dim(`…and ${(0,plural/* plural */.L)(rest.length, 'more file')} with the same ${first.severity} as ${safeTerminalText(first.file)} above${first.fix ? ', and the same fix' : ''}`)} ${c.dim(`[${first.rule}]`)}${statusOf(first)}:`);
        for (const f of rest)
            lines.push(`  ${safeTerminalText(f.file)}${c.dim(`:${f.line}`)}`);
    }
    const n = (0,base_findings/* countBySeverity */.Ot)(findings);
    const files = new Set(findings.map((f) => f.file)).size;
    const summary = findings.length
        ? `${n.error ? c.red(`✖ ${n.error} error${n.error === 1 ? '' : 's'}`) : c.green('✔ 0 errors')}, ${n.warning} warning${n.warning === 1 ? '' : 's'}${n.notice ? `, ${n.notice} notice${n.notice === 1 ? '' : 's'}` : ''} in ${files} file${files === 1 ? '' : 's'}`
        : c.green(`✔ ${noneShown ?? (notListed ? 'no new problems' : 'no navigation problems found')}`);
    const existing = notListed
        ? c.dim(`; ${notListed} already on the base branch ${notListed === 1 ? 'is' : 'are'} not listed (--report all lists them${linksReadIn === undefined ? '' : `; ${linksScope(linksReadIn, changedFiles)}`})`)
        : '';
    const facts = stats.pages !== undefined
        ? c.dim(` (${(0,plural/* plural */.L)(stats.pages, 'page')}, ${(0,plural/* plural */.L)(stats.entries ?? 0, 'navigation entry')}, ${(0,plural/* plural */.L)(stats.orphans ?? 0, 'orphan')}, ${(0,plural/* plural */.L)(stats.dangling ?? 0, 'entry')} naming no page)`)
        : '';
    if (lines.length)
        lines.push('');
    lines.push(summary + existing + facts);
    const base = stats.inferredBasePath;
    if (base)
        lines.push(c.dim(basePathNote(base)));
    if (stats.anchorsUnchecked)
        lines.push(c.dim(anchorsUncheckedNote(stats.anchorsUnchecked)));
    if (stats.syntaxUnchecked)
        lines.push(c.dim(syntaxUncheckedNote(stats.syntaxUnchecked)));
    if (stats.endpointsUnchecked)
        lines.push(c.dim(endpointsUncheckedNote(stats.endpointsUnchecked)));
    if (stats.linksUnknowable)
        lines.push(c.dim(linksUnknowableNote(stats.linksUnknowable)));
    return lines.join('\n') + '\n';
}
/** The line that stands for the findings of one shape past the first few (similarFolds), naming what each quotes. */
function similarLine(f, shown, rest) {
    const n = rest.reduce((k, g) => k + g.findings.length, 0);
    const status = f.status === 'new' ? ', new' : f.status === 'existing' ? ', already on base' : '';
    const which = (0,render_group/* similarSentence */.$U)(rest, SIMILAR_NAMED, (g) => `${g.line}:${g.column}`);
    return safeTerminalText(`…and ${n} more like ${shown > 1 ? 'these' : 'this one'}${status}${f.fix ? ', with the same fix' : ''}: ${which} (--format json lists each)`);
}
/** The findings that are the only one of their file. */
function onlyInFile(findings) {
    const perFile = new Map();
    for (const f of findings)
        perFile.set(f.file, (perFile.get(f.file) ?? 0) + 1);
    return new Set(findings.filter((f) => perFile.get(f.file) === 1));
}
/** Findings that `is` picks and that are the only finding of their file (`only`), when there are more than FULL_ITEMS. */
function aloneInFile(findings, only, is) {
    const alone = findings.filter((f) => is(f) && only.has(f));
    return new Set(alone.length > render_group/* FULL_ITEMS */.v2 ? alone : []);
}
/**
 * Groups of one problem (groupFindings) in more than FULL_ITEMS files where it is the only finding (`only`), but for `skip`:
 * each group's first such finding (shown in full, with the next ones up to FULL_ITEMS) and the rest, which are
 * `folded` into a list of places.
 */
function repeatedAlone(findings, only, skip) {
    const groups = new Map();
    const folded = new Set();
    for (const g of (0,render_group/* groupFindings */.kG)(findings)) {
        const alone = g.findings.filter((f) => only.has(f) && !skip(f));
        if (alone.length <= render_group/* FULL_ITEMS */.v2)
            continue;
        const rest = alone.slice(render_group/* FULL_ITEMS */.v2);
        groups.set(alone[0], rest);
        for (const f of rest)
            folded.add(f);
    }
    return { groups, folded };
}
/** Pages named on a folder's line of a folded list; the rest are counted. */
const FOLDER_NAMES = 3;
/** Findings by the top folder of their file ("ar/", or "(top folder)"), folders in order of first appearance. */
function byTopFolder(findings) {
    const out = new Map();
    for (const f of findings) {
        const top = (0,paths/* topFolder */.iq)(f.file);
        const folder = top ? `${top}/` : '(top folder)';
        const list = out.get(folder);
        if (list)
            list.push(f);
        else
            out.set(folder, [f]);
    }
    return out;
}
function publicFinding(f) {
    const { rule, severity, file, line, column, endLine, endColumn, message, fix, key, status, data, copies } = f;
    return {
        rule,
        severity,
        file,
        line,
        column,
        ...(endLine !== undefined ? { endLine, endColumn } : {}),
        message,
        ...(fix ? { fix } : {}),
        key,
        fingerprint: (0,fingerprint/* fingerprint */.R)(key),
        ...(status ? { status } : {}),
        data,
        ...(copies ? { copies } : {}),
    };
}
function renderJson(root, findings, stats, extra = {}) {
    const pieces = [];
    writeJson((p) => pieces.push(p), root, findings, stats, extra);
    return pieces.join('');
}
/** Written one node per line: a diff's outline (its entries are most of a large site's report). */
const TREES = new Set(['outline']);
/** The JSON report handed to `write` in pieces: a large site's outline is never one string. */
function writeJson(write, root, findings, stats, extra = {}) {
    writeJsonPieces({ version: 1, root, findings: findings.map(publicFinding), stats, ...extra }, write, undefined, TREES);
    write('\n');
}
const SARIF_LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/** The link to a rule's section of docs/rules.md, given where that file is (see `ReportContext.rulesUrl`). */
function ruleUrl(rulesUrl, id) {
    return `${rulesUrl.replace(/#.*$/, '')}#${(0,rule/* ruleAnchor */.Ei)(id)}`;
}
/** The repository a rules URL lives in (`https://github.com/o/r/blob/v1/docs/rules.md` → `https://github.com/o/r`). */
function toolHome(rulesUrl) {
    return /^https:\/\/github\.com\/[^/]+\/[^/#?]+/.exec(rulesUrl)?.[0] ?? rulesUrl.replace(/#.*$/, '');
}
/** SARIF 2.1.0; `rulesUrl` (docs/rules.md at the release that made the report) gives each rule its helpUri. */
function renderSarif(findings, opts = {}) {
    const ruleIds = [...registry/* RULES */.y0.keys()];
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'navguard',
                        version: version_generated/* VERSION */.x,
                        // Like helpUri: the home of the rules document when known, never a placeholder.
                        ...(opts.rulesUrl ? { informationUri: toolHome(opts.rulesUrl) } : {}),
                        rules: ruleIds.map((id) => {
                            const r = registry/* RULES */.y0.get(id);
                            return {
                                id,
                                name: id.replace(/(^|-)(\w)/g, (_m, _d, ch) => ch.toUpperCase()),
                                shortDescription: { text: r.summary },
                                fullDescription: { text: r.summary },
                                // Without a known home, no helpUri: a link to a placeholder is worse than none.
                                ...(opts.rulesUrl ? { helpUri: ruleUrl(opts.rulesUrl, id) } : {}),
                                defaultConfiguration: { level: SARIF_LEVEL[r.severity] },
                            };
                        }),
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
                results: findings.map((f) => ({
                    ruleId: f.rule,
                    ruleIndex: Math.max(0, ruleIds.indexOf(f.rule)),
                    level: SARIF_LEVEL[f.severity],
                    message: { text: (0,render_group/* fullMessage */.P8)(f, ' ') },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: { uri: encodeURI(f.file), uriBaseId: '%SRCROOT%' },
                                region: {
                                    startLine: f.line,
                                    startColumn: f.column,
                                    ...(f.endLine !== undefined && f.endLine >= f.line
                                        ? { endLine: f.endLine, endColumn: f.endColumn }
                                        : {}),
                                },
                            },
                        },
                    ],
                    ...(f.copies && {
                        relatedLocations: f.copies.places.map((p, id) => ({
                            id,
                            physicalLocation: {
                                artifactLocation: { uri: encodeURI(p.file), uriBaseId: '%SRCROOT%' },
                                region: { startLine: p.line, startColumn: p.column },
                            },
                        })),
                    }),
                    partialFingerprints: { 'navguard/v1': (0,fingerprint/* fingerprint */.R)(f.key) },
                })),
            },
        ],
    };
    return JSON.stringify(sarif, null, 2) + '\n';
}
/** Said wherever results are shown, so nobody wonders why `/docs/…` links pass. */
/** What was not checked for time: said wherever the findings are, so that a pass is never silently partial. */
function anchorsUncheckedNote(n) {
    return `${n} ${n === 1 ? 'link' : 'links'} to a #fragment on a page ${n === 1 ? 'was' : 'were'} not checked: the pages ${n === 1 ? 'it leads' : 'they lead'} to hold ids only the MDX parser can read, and this run already parsed its budget of such pages (${page_ids/* PARSE_BUDGET */.i_ / 1_000_000} MB). Their links are checked when a pull request changes them or the pages.`;
}
function syntaxUncheckedNote(n) {
    return `${n} ${n === 1 ? 'page was' : 'pages were'} not read for MDX syntax (mdx-syntax): this run already read its budget of page text (${unparsable/* SYNTAX_BUDGET */.s6 / 1_000_000} MB). A pull request reads the pages it adds or edits; "navguard check --syntax all" reads every page.`;
}
function endpointsUncheckedNote(n) {
    return `${(0,plural/* plural */.L)(n, 'API endpoint')} ${n === 1 ? 'was' : 'were'} not checked: ${n === 1 ? 'its' : 'their'} OpenAPI spec is a URL, which navguard does not fetch, or a spec reported as missing or unreadable.`;
}
function linksUnknowableNote(n) {
    return `${(0,plural/* plural */.L)(n, 'link')} into a folder of API pages ${n === 1 ? 'was' : 'were'} not checked: the navigation makes those pages from an OpenAPI spec given as a URL, which navguard does not fetch, or from a spec reported as missing or unreadable, so which pages exist there is not known.`;
}
function basePathNote(b) {
    const seen = b.examples?.length ? `, such as ${b.examples.map((e) => `"${e}"`).join(', ')}` : '';
    return `Links were read as on a site served under "${b.basePath}" (${b.evidence} links and redirects use that prefix and lead to pages without it${seen}); set "basePath" in .navguard.json to say so, or "/" if that is wrong.`;
}
/** Where a pull request's check counted what was already on the base branch: only in the files whose text it read. */
function linksScope(readIn, changedFiles = readIn) {
    if (!changedFiles)
        return 'the change touches no file of the site, so no links were read';
    if (!readIn)
        return "the change's check read no page: it changed none and removed nothing linked to";
    return `links counted in the ${(0,plural/* plural */.L)(readIn, 'file')} this change's check read, MDX syntax, imports and code blocks in the pages it changed`;
}
//# sourceMappingURL=findings.js.map

/***/ }),

/***/ 1251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ similarSentence),
/* harmony export */   Ak: () => (/* binding */ similarFolds),
/* harmony export */   MO: () => (/* binding */ PLACE_NAMED),
/* harmony export */   O6: () => (/* binding */ copyPlaceName),
/* harmony export */   P8: () => (/* binding */ fullMessage),
/* harmony export */   fl: () => (/* binding */ copiesSentence),
/* harmony export */   kG: () => (/* binding */ groupFindings),
/* harmony export */   qZ: () => (/* binding */ placeOnly),
/* harmony export */   v2: () => (/* binding */ FULL_ITEMS)
/* harmony export */ });
/* unused harmony exports copySpan, SIMILAR_MIN, firstQuoted */
/* harmony import */ var _base_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4251);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9171);


/**
 * Rules whose message says nothing its file does not (an orphan page): past the first FULL_ITEMS, the text and the
 * report list their findings by place only.
 */
const PLACE_NAMED = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesWith */ .qS)('placeNamed');
const FULL_ITEMS = 5;
/**
 * A finding of a PLACE_NAMED rule that says nothing but its place. One with more to say (a page this change took
 * out of the navigation: `wasIn`) has its own message and fix, which a list of places would hide.
 */
function placeOnly(f) {
    return PLACE_NAMED.has(f.rule) && Object.keys(f.data ?? {}).every((k) => k === 'page');
}
/** Rules whose `data.page` is the page the finding is in: a place, left out of the shape that groups findings. */
const PAGE_IS_PLACE = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesWith */ .qS)('pageIsPlace');
/** What a finding says apart from its place, its own page included. */
function groupShape(f) {
    const data = f.data;
    if (!PAGE_IS_PLACE.has(f.rule) || data?.page === undefined)
        return (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .shapeKey */ .pS)(f);
    const { page: _place, ...rest } = data;
    return (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .shapeKey */ .pS)({ ...f, data: rest });
}
/** Groups findings of the same shape; groups keep the order of their first finding. */
function groupFindings(findings, sameFile = false) {
    const groups = new Map();
    for (const f of findings) {
        const k = sameFile ? `${f.file}\u0000${(0,_base_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .shapeKey */ .pS)(f)}` : groupShape(f);
        const g = groups.get(k);
        if (g)
            g.findings.push(f);
        else
            groups.set(k, { first: f, findings: [f] });
    }
    return [...groups.values()];
}
/** How many versions and languages a finding's copies span, in words: "35 versions and 4 languages". */
function copySpan(c) {
    const parts = [
        ...(c.versions > 1 ? [`${c.versions} versions`] : []),
        ...(c.languages > 1 ? [`${c.languages} languages`] : []),
    ];
    return parts.join(' and ');
}
/**
 * A grouped finding's other places in one sentence, the first `named` of them spelled out (none: only their count):
 * "The same at 302 more places across 35 versions and 4 languages: a.mdx:3, b.mdx:3, c.mdx:4 and 299 more."
 */
function copiesSentence(c, named = 3, place = (p) => `${p.file}:${p.line}`) {
    const n = c.places.length;
    const span = copySpan(c);
    const head = `The same at ${n} more ${n === 1 ? 'place' : 'places'}${span ? ` across ${span}` : ''}`;
    if (!named)
        return `${head}.`;
    const listed = c.places.slice(0, named).map(place);
    const rest = n - listed.length;
    return `${head}: ${listed.join(', ')}${rest ? ` and ${rest} more` : ''}.`;
}
/**
 * How a copy of `f` is named: by its file and line, or, where that is `f`'s own (one docs.json line holding the
 * missing redirect of every language's copy of a page), by what its key says it is about.
 */
function copyPlaceName(f) {
    return (p) => (p.file === f.file && p.line === f.line ? p.key.slice(p.key.indexOf('|') + 1) : `${p.file}:${p.line}`);
}
/** A finding's message with its fix and its other copies, for places that take one text (annotations, SARIF). */
function fullMessage(f, separator, named = 3) {
    return [
        f.message,
        ...(f.fix ? [`Fix: ${f.fix.message}`] : []),
        ...(f.copies ? [copiesSentence(f.copies, named, copyPlaceName(f))] : []),
    ].join(separator);
}
/** Past this many groups of one shape in a file (similarShape), all but the first FULL_ITEMS are told in one line. */
const SIMILAR_MIN = 10;
/**
 * What a finding says but for what it quotes (a link, an id), with its file, rule, severity, status and fix: a
 * page whose table of contents points at ids nothing has says the same of each of its 148 links (b3-fun/b3,
 * fresh set 90), and those say nothing one by one that the first few do not. A fix of its own (an edit, a "did
 * you mean") keeps a finding apart.
 */
function similarShape(f) {
    return [f.file, f.rule, f.severity, f.status ?? '', f.fix?.message ?? '', f.message.replace(/"[^"]*"/g, '"…"')].join('\u0000');
}
/** The first thing a finding's message quotes (the link or id as written), which tells apart findings of one shape. */
function firstQuoted(f) {
    return /"([^"]*)"/.exec(f.message)?.[1];
}
/**
 * Groups of one shape (similarShape) past SIMILAR_MIN in a file: the last of the first FULL_ITEMS shown → the groups
 * after it, which are told in one line with what each quotes. Every other group is shown as ever.
 */
function similarFolds(groups) {
    const byShape = new Map();
    for (const g of groups) {
        const k = similarShape(g.first);
        const list = byShape.get(k);
        if (list)
            list.push(g);
        else
            byShape.set(k, [g]);
    }
    const after = new Map();
    const folded = new Set();
    for (const list of byShape.values()) {
        if (list.length <= SIMILAR_MIN)
            continue;
        const rest = list.slice(FULL_ITEMS);
        after.set(list[FULL_ITEMS - 1], rest);
        for (const g of rest)
            folded.add(g);
    }
    return { after, folded };
}
/** What the folded groups quote, with their places, the first `named` spelled out: `"#a" (12:3), "#b" (14:1) and 9 more`. */
function similarSentence(rest, named, place) {
    const findings = rest.flatMap((g) => g.findings);
    const listed = findings.slice(0, named).map((f) => `"${firstQuoted(f) ?? ''}" (${place(f)})`);
    const more = findings.length - listed.length;
    return `${listed.join(', ')}${more ? ` and ${more} more` : ''}`;
}
//# sourceMappingURL=group.js.map

/***/ }),

/***/ 2905:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H0: () => (/* binding */ ruleCounts),
/* harmony export */   Hp: () => (/* binding */ noneShownWords),
/* harmony export */   NS: () => (/* binding */ renderRuleSummary),
/* harmony export */   QN: () => (/* binding */ baselineJson),
/* harmony export */   je: () => (/* binding */ brokenTargetsSentence),
/* harmony export */   mL: () => (/* binding */ brokenTargets)
/* harmony export */ });
/* harmony import */ var _base_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7077);

/** `rule count` pairs, most frequent first, then by rule id. */
function ruleCounts(findings) {
    const counts = new Map();
    for (const f of findings)
        counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
/**
 * What a report's closing line says when it lists nothing because a baseline or --quiet left findings out, not "no
 * problems" (CrewForm/crewform, walk 73); undefined when nothing was left out. `fresh`: a diff's, of new findings.
 */
function noneShownWords(extras, fresh) {
    const what = fresh ? 'new ' : '';
    if (extras.baselined)
        return `no ${what}findings beyond the baseline`;
    return extras.hidden ? `no ${what}errors` : undefined;
}
/**
 * Where broken links lead, most linked first, when several links lead to one path (beeos-ai/beeos-docs d1f432e0f8,
 * fresh set 86: 65 broken links to 8 pages not yet written): a page or a redirect at each mends every link to it.
 */
function brokenTargets(findings) {
    const counts = new Map();
    let pages = true;
    for (const f of findings) {
        const data = f.rule === 'broken-link' ? f.data : undefined;
        // Not a link to a folder with no index page: a warning that it may not be answered, no broken link.
        if (data?.target === undefined || data.folder)
            continue;
        // `benchmarks.md` and `/benchmarks` lead to one path: the builder serves a page without its extension.
        const target = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(data.target);
        counts.set(target, (counts.get(target) ?? 0) + 1);
        // A file (an image) wants the file; a path in other letter case, its case written right.
        if (data.casedAs !== undefined || /\.[a-z0-9]+$/i.test(target))
            pages = false;
    }
    const links = [...counts.values()].reduce((k, n) => k + n, 0);
    // Worth a line when it at least halves what the writer must mend (65 links, 8 pages), not 5 links to 4 paths.
    if (links < 3 || counts.size * 2 > links)
        return undefined;
    const paths = [...counts].map(([t, n]) => [`/${t}`, n]).sort((a, b) => b[1] - a[1]);
    return { paths, pages };
}
/** brokenTargets in one sentence, the first `named` paths spelled out with `show`. */
function brokenTargetsSentence({ paths, pages }, show = (path) => path, named = 5) {
    const links = paths.reduce((k, [, n]) => k + n, 0);
    const listed = paths.slice(0, named).map(([path, n]) => `${show(path)} (${n})`);
    const rest = paths.length - listed.length;
    const one = paths.length === 1;
    const mend = pages ? ` A page or a redirect at ${one ? 'it' : 'each'} mends every link to it.` : '';
    return `${links} broken links lead to ${one ? '1 path' : `${paths.length} paths`}: ${listed.join(', ')}${rest ? ` and ${rest} more` : ''}.${mend}`;
}
function renderRuleSummary(findings, extras = {}) {
    const lines = [];
    const counts = ruleCounts(findings);
    if (counts.length)
        lines.push(`By rule: ${counts.map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
    const targets = brokenTargets(findings);
    if (targets)
        lines.push(brokenTargetsSentence(targets));
    if (extras.hidden)
        lines.push(`${extras.hidden === 1 ? '1 warning or notice' : `${extras.hidden} warnings and notices`} not shown (--quiet).`);
    if (extras.baselined)
        lines.push(`${extras.baselined} known ${extras.baselined === 1 ? 'finding' : 'findings'} held by the baseline.`);
    if (extras.stale)
        lines.push(`${extras.stale} baseline ${extras.stale === 1 ? 'entry no longer occurs' : 'entries no longer occur'}: run with --update-baseline to drop ${extras.stale === 1 ? 'it' : 'them'}.`);
    return lines.length ? lines.join('\n') + '\n' : '';
}
/** What the JSON report adds when a baseline was applied. */
function baselineJson(extras) {
    if (extras.baselined === undefined)
        return {};
    return { baseline: { held: extras.baselined, ...(extras.stale !== undefined ? { stale: extras.stale } : {}) } };
}
//# sourceMappingURL=rule-summary.js.map

/***/ })

};
