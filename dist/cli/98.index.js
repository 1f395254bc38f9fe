export const id = 98;
export const ids = [98];
export const modules = {

/***/ 2088:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZY: () => (/* binding */ spanEdit),
/* harmony export */   jt: () => (/* binding */ applyToFiles),
/* harmony export */   wB: () => (/* binding */ mergeKeyInsertions)
/* harmony export */ });
/* unused harmony exports EditConflict, editOffsets, applyEdits */
/* harmony import */ var _text_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8312);

/** An edit that replaces what a finding spans, in its file; undefined for a finding without an end. */
function spanEdit(f, newText) {
    if (f.endLine === undefined || f.endColumn === undefined)
        return undefined;
    return { file: f.file, line: f.line, column: f.column, endLine: f.endLine, endColumn: f.endColumn, newText };
}
// An insertion that adds a key holding an array (`,\n  "redirects": [\n    {…}\n  ]`): prefix, key, items, close.
const ADDS_ARRAY_KEY = /^(\s*,?\s*"([^"]*)"\s*:\s*\[)([\s\S]*?)(\s*\]\s*)$/;
/**
 * The edits with insertions at one point that each add the same key holding an array made one: the copies of one
 * finding (a page and its translation) each add "redirects" where docs.json has none, and applied together they
 * wrote the key twice (banana-slides 25f9a18f8b, fresh set 115).
 */
function mergeKeyInsertions(edits) {
    const out = [];
    const adding = new Map();
    for (const e of edits) {
        const m = e.line === e.endLine && e.column === e.endColumn ? ADDS_ARRAY_KEY.exec(e.newText) : null;
        if (!m) {
            out.push(e);
            continue;
        }
        const where = `${e.file}\0${e.line}\0${e.column}\0${m[2]}`;
        const known = adding.get(where);
        if (known) {
            known.items.push(m[3]);
            continue;
        }
        adding.set(where, { at: out.length, items: [m[3]], open: m[1], close: m[4] });
        out.push(e);
    }
    for (const { at, items, open, close } of adding.values())
        if (items.length > 1)
            out[at] = { ...out[at], newText: `${open}${items.join(',')}${close}` };
    return out;
}
/** Edits that overlap cannot be applied together: which one wins would be a guess. */
class EditConflict extends Error {
}
/** Character offsets of each edit's start and end in `text`; RangeError for a position outside it. */
function editOffsets(text, edits) {
    const starts = (0,_text_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lineStarts */ ._$)(text);
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

/***/ }),

/***/ 4251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ rankFindings),
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   pS: () => (/* binding */ shapeKey)
/* harmony export */ });
/* unused harmony export byPosition */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8892);
// The orders findings are shown in, their counts by severity, and what a finding says apart from where it is: one
// definition each for every output and for the comparison's grouping of copies.

/** Where a finding is: file, line, column, then rule id (the order of terminal, JSON and SARIF output). */
function byPosition(a, b) {
    if (a.file !== b.file)
        return a.file < b.file ? -1 : 1;
    return a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}
/** Sorts in place by position; the sort is stable, so findings at one spot keep the order rules made them in. */
function sortFindings(findings) {
    return findings.sort(byPosition);
}
/** docs.json or mint.json (at any docs root): what every page of the site is built from. */
const CONFIG_FILE = /(^|\/)(docs|mint)\.json$/;
/**
 * Findings ranked for scarce room (a comment's table, ten annotations): severity, then introduced by the
 * change, then (when `inDiff` is given) on a line the diff shows, then those in the site's config file, then file
 * and line. The config first: getprimo/docs ec55f0f2 dropped every language's tabs (5 mixed-children errors in
 * docs.json) and the comment showed them after 72 broken links in pages whose paths sort before "docs.json".
 */
function rankFindings(findings, inDiff) {
    const diffRank = (f) => (inDiff?.(f) ? 1 : 0);
    const configRank = (f) => (CONFIG_FILE.test(f.file) ? 1 : 0);
    return [...findings].sort((a, b) => _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f[b.severity] - _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f[a.severity] ||
        Number(b.status === 'new') - Number(a.status === 'new') ||
        diffRank(b) - diffRank(a) ||
        configRank(b) - configRank(a) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line);
}
function countBySeverity(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        c[f.severity]++;
    return c;
}
/** Object keys sorted, so that data built in another key order still compares equal. */
function canonical(v) {
    if (Array.isArray(v))
        return `[${v.map(canonical).join(',')}]`;
    if (v && typeof v === 'object')
        return `{${Object.keys(v)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
            .join(',')}}`;
    return JSON.stringify(v) ?? 'undefined';
}
/**
 * What a finding says apart from where it is. A JSON path in the data (`path` as an array: schema, structure
 * rules) is a place like the line is; a `path` string (an endpoint's URL path, a symlink) is what it is about.
 */
function shapeKey(f) {
    const data = { ...f.data };
    if (Array.isArray(data.path))
        delete data.path;
    return canonical([f.rule, f.severity, f.status ?? '', f.fix?.message ?? '', data]);
}
//# sourceMappingURL=findings.js.map

/***/ }),

/***/ 8892:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SEVERITY_RANK)
/* harmony export */ });
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 9015:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ withoutCopyFolders),
/* harmony export */   RG: () => (/* reexport safe */ _site_copy_folders_js__WEBPACK_IMPORTED_MODULE_0__.R),
/* harmony export */   Z7: () => (/* binding */ normalised),
/* harmony export */   nh: () => (/* binding */ groupCopies),
/* harmony export */   vm: () => (/* binding */ copyKinds)
/* harmony export */ });
/* harmony import */ var _site_copy_folders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5810);
/* harmony import */ var _base_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4251);
/* harmony import */ var _base_edits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2088);
// One cause, one finding, across a site's versions and languages: the navigation says which folders hold one
// version or one language of the same pages (crewAI: `v1.15.0/en/…`, `v1.15.0/ko/…`, 35 versions × 4 languages),
// and a mistake copied into each of them (a `#fragment` link, a listed page twice) is the same problem in every
// copy. Findings whose file and data differ only by those folders are one finding on the canonical copy (the
// default version and language, else the first), with the other places listed. Pure; run after the comparison
// and the baseline, which work place by place, so a new copy of an old problem still counts as new.




/** The kinds of copy folder (version, language) a file's path holds under the docs root. */
function copyKinds(path, folders) {
    const kinds = new Set();
    for (const s of (0,_site_copy_folders_js__WEBPACK_IMPORTED_MODULE_0__/* .segments */ .J)(path, folders, false))
        if (s.copy)
            kinds.add(folders.names.get(s.segment).kind);
    return kinds;
}
/** A path with the version and language folders taken out: the same for every copy of one page. */
function withoutCopyFolders(path, folders, isFile = false) {
    return (0,_site_copy_folders_js__WEBPACK_IMPORTED_MODULE_0__/* .segments */ .J)(path, folders, isFile)
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
    const shape = (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .shapeKey */ .pS)({ ...rest, data });
    return `${withoutCopyFolders(f.file, folders, true)}\u0000${shape}`;
}
/** The version and language folders a finding names: in its file, or in its data (docs.json's entries). */
function namedFolders(f, folders) {
    const out = [];
    const visit = (value, isFile = false) => {
        if (typeof value === 'string') {
            if (value.includes('/'))
                for (const s of (0,_site_copy_folders_js__WEBPACK_IMPORTED_MODULE_0__/* .segments */ .J)(value, folders, isFile))
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
        if (members.length === 1 || (oneOf(members, (m) => m.file) && oneOf(members, _base_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .shapeKey */ .pS))) {
            out.push(...members);
            continue;
        }
        const named = new Map(members.map((m) => [m, namedFolders(m, folders)]));
        // How far each is from the canonical copy: how many of its folders are not the default version or language.
        const far = (m) => named.get(m).filter((s) => !folders.names.get(s).canonical).length;
        const lead = members.reduce((a, b) => (far(b) < far(a) ? b : a));
        const others = members.filter((m) => m !== lead);
        const edits = members.every((m) => m.fix?.edits?.length)
            ? (0,_base_edits_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeKeyInsertions */ .wB)(members.flatMap((m) => m.fix.edits))
            : undefined;
        const seen = { version: new Set(), language: new Set() };
        for (const names of named.values())
            for (const name of names)
                seen[folders.names.get(name).kind].add(name);
        const grouped = {
            ...lead,
            ...(lead.fix && { fix: { ...lead.fix, ...(edits ? { edits } : {}) } }),
            copies: {
                places: others.map(({ file, line, column, key }) => ({ file, line, column, key })),
                versions: seen.version.size,
                languages: seen.language.size,
            },
        };
        if (edits && grouped.rule === 'missing-redirect')
            grouped.data = { ...grouped.data, redirects: redirectsOf(members) };
        out.push(grouped);
    }
    return out;
}
/**
 * The redirects every copy's fix adds, each source once: the fix holds them all, and the report's "Suggested
 * redirects" block lists them (mcgrphub/mc-markets-doc aa33bdbc9f, fresh set 120: the zh copy's was left out).
 */
function redirectsOf(members) {
    const bySource = new Map();
    for (const m of members)
        if (m.rule === 'missing-redirect')
            for (const r of m.data.redirects)
                if (!bySource.has(r.source))
                    bySource.set(r.source, r);
    return [...bySource.values()];
}
/** Whether all members give one key (read until one differs). */
function oneOf(members, key) {
    const first = key(members[0]);
    return members.every((m) => key(m) === first);
}
//# sourceMappingURL=copy-groups.js.map

/***/ }),

/***/ 4672:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ folderMoves),
/* harmony export */   j: () => (/* binding */ movedPath)
/* harmony export */ });
// The folders a change moved, told from the files or pages it renamed: each keeps the end of its path
// (`help/compute/x.mdx` → `docs/help/compute/x.mdx`: the root's content moved under docs/). What a finding names
// under such a folder before the change is, after it, under its new place: cudoventures/cudo-compute-docs
// fb6a1d997d (fresh set 121) moved its site under docs/, and entries and links that were wrong before read as new.
/** The folder moves of renamed paths (old → new). A path renamed in place (its name changed) moves no folder. */
function folderMoves(renames) {
    const seen = new Map();
    for (const [was, now] of renames) {
        const [a, b] = [was.split('/'), now.split('/')];
        let kept = 0;
        while (kept < Math.min(a.length, b.length) && a[a.length - 1 - kept] === b[b.length - 1 - kept])
            kept++;
        if (kept === 0 || (kept === a.length && kept === b.length))
            continue;
        const from = a.slice(0, a.length - kept).join('/');
        const to = b.slice(0, b.length - kept).join('/');
        const move = [from ? `${from}/` : '', to ? `${to}/` : ''];
        seen.set(move.join('\0'), move);
    }
    return [...seen.values()];
}
/** A path under a moved folder at its new place: by the deepest folder moved that holds it, if one move says so. */
function movedPath(path, moves) {
    let best = [];
    for (const m of moves) {
        if (!path.startsWith(m[0]))
            continue;
        if (!best.length || m[0].length > best[0][0].length)
            best = [m];
        else if (m[0].length === best[0][0].length)
            best.push(m);
    }
    return best.length === 1 ? `${best[0][1]}${path.slice(best[0][0].length)}` : undefined;
}
//# sourceMappingURL=folder-moves.js.map

/***/ }),

/***/ 1093:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _b: () => (/* binding */ markNew)
/* harmony export */ });
/* unused harmony exports renameKey, copyKey, placeKey, danglingName */
/* harmony import */ var _base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1074);
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9493);
/* harmony import */ var _base_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7077);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9171);
/* harmony import */ var _folder_moves_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4672);
// New or existing: a head finding is existing when the base had a finding with the same identity (rule + what
// it is about, followed through renames). Where several share an identity and the head has more than the base,
// the change's own lines decide which are new: those on added or changed lines, so an annotation lands on the
// line the author wrote rather than on an old occurrence outside the diff.





/** A base key as it reads after the change: renamed pages and files take their new names. */
function renameKey(key, renamed, files) {
    if (!renamed.size && !files?.size)
        return key;
    return key
        .split('|')
        .map((seg) => {
        const byPath = files?.get(seg);
        if (byPath)
            return byPath;
        const bySlug = renamed.get(seg);
        if (bySlug)
            return bySlug;
        const m = /^(.*)\.(mdx?)$/.exec(seg);
        const byFile = m ? renamed.get(m[1]) : undefined;
        return byFile ? `${byFile}.${m[2]}` : seg;
    })
        .join('|');
}
/**
 * A copy's finding key read as its source's: the copy's file and page named as the source's (as renameKey reads a
 * renamed file's), and links into the copy's version folder as links into the source's, when their paths differ
 * in that folder only (paths.ts versionFolders).
 */
function copyKey(key, copy, source) {
    const copySlug = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(copy);
    const sourceSlug = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(source);
    const folders = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .versionFolders */ .m_)(copy, source);
    return key
        .split('|')
        .map((seg) => {
        if (seg === copy)
            return source;
        if (seg === copySlug)
            return sourceSlug;
        return folders ? seg.split(`/${folders[0]}/`).join(`/${folders[1]}/`) : seg;
    })
        .join('|');
}
/**
 * Files renamed from one version folder into another (their paths differ in that folder only), by git or as pages:
 * the head's file → the base's.
 */
function versionMoves(files, renamed) {
    const out = new Map();
    for (const [from, to] of files)
        if ((0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .versionFolders */ .m_)(to, from))
            out.set(to, from);
    for (const [from, to] of renamed)
        if ((0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .versionFolders */ .m_)(to, from))
            for (const ext of ['mdx', 'md'])
                if (!out.has(`${to}.${ext}`))
                    out.set(`${to}.${ext}`, `${from}.${ext}`);
    return out;
}
function markNew(input) {
    const files = new Map((input.fileRenames ?? []).map((r) => [r.from, r.to]));
    const pool = new Map();
    for (const f of input.base) {
        const k = renameKey(f.key, input.renamed, files);
        (0,_base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__/* .listIn */ .O)(pool, k).push(f);
    }
    const groups = new Map();
    input.head.forEach((f, i) => {
        (0,_base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__/* .listIn */ .O)(groups, f.key).push(i);
    });
    const status = input.head.map(() => 'new');
    const fixed = [];
    const lines = new AddedLines(input.baseSource, input.headSource, input.fileRenames ?? []);
    for (const [key, indexes] of groups) {
        const before = pool.get(key) ?? [];
        pool.delete(key);
        if (indexes.length <= before.length) {
            for (const i of indexes)
                status[i] = 'existing';
            fixed.push(...before.slice(indexes.length));
            continue;
        }
        if (!before.length)
            continue;
        // More than before: the extra ones are new, chosen first among those on lines the change added.
        let extra = indexes.length - before.length;
        const onAdded = indexes.filter((i) => lines.added(input.head[i]));
        // Of the added or changed lines, those least like the base's lines of this problem: a sentence reworded keeps
        // its old link, a row written beside it is the new one (opencomputer c2b6458).
        const ranked = onAdded.length > extra ? lines.leastLike(onAdded, input.head, before) : onAdded;
        const picked = new Set(ranked.slice(0, extra));
        extra -= picked.size;
        for (let j = indexes.length - 1; j >= 0 && extra > 0; j--)
            if (!picked.has(indexes[j])) {
                picked.add(indexes[j]);
                extra--;
            }
        for (const i of indexes)
            status[i] = picked.has(i) ? 'new' : 'existing';
    }
    for (const rest of pool.values())
        fixed.push(...rest);
    // Second looks, each only between what is still unmatched: the same problem known another way.
    const stillFixed = new Set(fixed);
    const rematch = (keyOf, oneToOne = false) => {
        const byKey = new Map();
        for (const f of stillFixed) {
            const k = keyOf(f, 'base');
            if (k === undefined)
                continue;
            (0,_base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__/* .listIn */ .O)(byKey, k).push(f);
        }
        const heads = new Map();
        input.head.forEach((f, i) => {
            const k = status[i] === 'new' ? keyOf(f, 'head') : undefined;
            if (k === undefined)
                return;
            (0,_base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__/* .listIn */ .O)(heads, k).push(i);
        });
        for (const [k, indexes] of heads) {
            const candidates = byKey.get(k);
            if (!candidates?.length || (oneToOne && (candidates.length !== 1 || indexes.length !== 1)))
                continue;
            for (const i of indexes) {
                const match = candidates.pop();
                if (!match)
                    break;
                status[i] = 'existing';
                stillFixed.delete(match);
            }
        }
    };
    const renamedKey = (key, side) => side === 'base' ? renameKey(key, input.renamed, files) : key;
    // What a wrapper moved (tabs put inside a new version, say): known by its innermost labelled element.
    rematch((f, side) => placeKey(renamedKey(f.key, side)));
    // A missing entry the change renamed with its folder and that still names no file: known by the end of its path,
    // when exactly one went and one came with it — its last two segments (`quick-trade/tutorials`, for a site that
    // has several `tutorials`), then its file name (a common name like "overview" proves nothing on its own).
    // Not an entry whose page the base had: the change took that file away, so the entry is newly dangling (moving it
    // to mend another entry of the same name is no rename of the entry).
    let baseFiles;
    const hadPage = (f) => {
        if (f.rule !== 'page-not-found' || !input.baseSource)
            return false;
        baseFiles ??= new Set(input.baseSource.files);
        return baseFiles.has(`${f.data.page}.mdx`) || baseFiles.has(`${f.data.page}.md`);
    };
    const dangling = (f, side, segments) => side === 'head' && hadPage(f) ? undefined : danglingName(renamedKey(f.key, side), segments);
    rematch((f, side) => dangling(f, side, 2), true);
    rematch((f, side) => dangling(f, side), true);
    regroupedMissing(input, status, stillFixed);
    droppedAgain(input, status, stillFixed);
    if (input.baseUnread)
        fromUnreadBase(input, status, lines);
    // One thing reported by another rule as it changed state (see Finding.subject).
    rematch((f, side) => (f.subject ? renamedKey(f.subject, side) : undefined));
    // A broken link written otherwise, to the same missing path, in the same file (not a folder's warning: links.ts).
    rematch((f, side) => {
        if (f.rule !== 'broken-link' || typeof f.data.target !== 'string' || f.data.folder)
            return undefined;
        const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
        return file === undefined ? undefined : `${file}|${(0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(f.data.target.replace(/\/+$/, ''))}`;
    });
    // A broken anchor written differently that still names the same missing id on the same page (followed through
    // its rename), in the same file: a restructure that moved both pages and rewrote the link to follow them.
    rematch((f, side) => {
        // A baseline entry written before entries kept their data has neither page nor fragment.
        if (f.rule !== 'broken-anchor' || typeof f.data.page !== 'string')
            return undefined;
        const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
        const slug = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(f.data.page);
        const page = side === 'base' ? (input.renamed.get(slug) ?? slug) : slug;
        return file === undefined ? undefined : `${file}|${page}#${f.data.fragment}`;
    });
    // A page moved into another version folder with its links rewritten to follow it (v1/b.mdx → v2/b.mdx, `/v1/x`
    // → `/v2/x`): its findings read with the folder mapped back, as a copy's are (copyKey), are its old ones.
    const movedAcross = versionMoves(files, input.renamed);
    if (movedAcross.size)
        rematch((f, side) => {
            if (side === 'base')
                return f.key;
            const file = f.key.split('|', 2)[1];
            const from = file === undefined ? undefined : movedAcross.get(file);
            return from === undefined ? undefined : copyKey(f.key, file, from);
        });
    const folders = (0,_folder_moves_js__WEBPACK_IMPORTED_MODULE_3__/* .folderMoves */ .L)(input.renamed);
    if (folders.length)
        rematch(folderEntry(folders));
    markCopies(input, status);
    return { marked: input.head.map((f, i) => ({ ...f, status: status[i] })), fixed: [...stillFixed] };
}
/**
 * An entry naming a folder (page-path-format) whose folder the change moved, named at its new place, is the same
 * entry (cudoventures/cudo-compute-docs fb6a1d997d, fresh set 121: 17 read as new after the site moved under docs/).
 */
function folderEntry(moves) {
    return (f, side) => {
        if (f.rule !== 'page-path-format')
            return undefined;
        return side === 'base' ? (0,_folder_moves_js__WEBPACK_IMPORTED_MODULE_3__/* .movedPath */ .j)(f.data.page, moves) : f.data.page;
    };
}
/**
 * A copy's key, read with its file and page named as its source's (as renameKey reads a renamed file's), is the
 * source's. Not one to one: the source keeps its own finding, and every copy of it carries the same one.
 */
function markCopies(input, status) {
    if (!input.copies?.size)
        return;
    const pages = new Map([...input.copies].map(([to, from]) => [(0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(to), (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(from)]));
    const before = new Set(input.base.map((f) => f.key));
    input.head.forEach((f, i) => {
        if (status[i] !== 'new')
            return;
        // The copy the finding is in (its key names the copy's file first), read with its folder as the source's.
        const file = f.key.split('|', 2)[1];
        const source = file === undefined ? undefined : input.copies.get(file);
        const k = source === undefined ? renameKey(f.key, pages, input.copies) : copyKey(f.key, file, source);
        if (k !== f.key && before.has(k))
            status[i] = 'existing';
    });
}
const LABELLED = /(^|\/)(tab|anchor|dropdown|product|version|language|item|group):/g;
/** A place key cut down to its innermost labelled element (`…/group:Auth/collapsed`); undefined for other keys. */
function placeKey(key) {
    let last = -1;
    for (const m of key.matchAll(LABELLED))
        last = m.index + m[1].length;
    if (last < 0)
        return undefined;
    const rule = key.slice(0, key.indexOf('|'));
    return `${rule}|${key.slice(last)}`;
}
/**
 * A missing entry's key cut down to the last `segments` of its path; undefined for other keys and shorter paths,
 * and for a folder of missing entries (`agents/`): its name ends in nothing, which every other folder's shares.
 */
function danglingName(key, segments = 1) {
    if (!key.startsWith('page-not-found|') || key.endsWith('/'))
        return undefined;
    const parts = key.slice('page-not-found|'.length).split('/');
    if (parts.length < segments)
        return undefined;
    return `page-not-found|name:${parts.slice(-segments).join('/')}`;
}
/** The pages a page-not-found finding says are missing (a folder's entries, or its one entry); undefined for others. */
function missingPages(f) {
    if (f.rule !== 'page-not-found')
        return undefined;
    return (f.data.entries ?? [f.data.page]).map((p) => (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .stripPageExt */ .pQ)(p.replace(/^\/+/, '')));
}
/**
 * Entries missing under a folder with no files are one finding for the folder while there are enough of them
 * (rules/pages.ts), one each otherwise: a change that adds a file there, or the folder's first entries, reports the
 * same missing entries the other way. potpie-ai/mintlify-docs 293cb21 added agents/qna.mdx, and the folder's two
 * other entries were called new; a new folder of missing entries then took the old folder's identity (their keys
 * end alike) and passed as old. Where a folder's finding is on either side, a head finding is existing when the
 * base named every page it names missing (as renamed), and new when it names one the base did not; a base
 * finding is not fixed while the head still names a page of it missing.
 */
function regroupedMissing(input, status, stillFixed) {
    const grouped = (f) => f.rule === 'page-not-found' && f.data.folder !== undefined;
    if (!input.base.some(grouped) && !input.head.some(grouped))
        return;
    // By path, and by the end of it: a folder of missing entries renamed as it stays missing (`defi-services/dex/
    // exchange/` to `dex/exchange/`, 0xnicholas/docs b18eda7d) is known as a renamed missing entry is (danglingName).
    // Only a page the head no longer names can have been renamed: one still missing where it was is another page,
    // however its path ends (0xsequence/docs d1074dd1: a deleted ja/sdk/unity/power/write-to-blockchain passed as
    // old by es/sdk/unreal/power/write-to-blockchain, missing in both states).
    const headNamed = new Set(input.head.flatMap((f) => missingPages(f) ?? []));
    const namedBy = new Map();
    for (const f of input.base)
        for (const p of missingPages(f) ?? []) {
            const page = input.renamed.get(p) ?? p;
            (0,_base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__/* .listIn */ .O)(namedBy, page).push(f);
            if (!headNamed.has(page))
                (0,_base_lookup_table_js__WEBPACK_IMPORTED_MODULE_2__/* .listIn */ .O)(namedBy, lastSegments(page)).push(f);
        }
    const stillNamed = new Set();
    input.head.forEach((f, i) => {
        const pages = missingPages(f);
        if (!pages)
            return;
        for (const p of pages)
            stillNamed.add(p).add(lastSegments(p));
        const before = pages.map((p) => namedBy.get(p) ?? namedBy.get(lastSegments(p)) ?? []);
        if (!grouped(f) && !before.some((fs) => fs.some(grouped)))
            return;
        status[i] = before.every((fs) => fs.length) ? 'existing' : 'new';
    });
    for (const f of stillFixed) {
        const pages = missingPages(f)?.map((p) => input.renamed.get(p) ?? p);
        if (pages?.some((p) => stillNamed.has(p) || stillNamed.has(lastSegments(p))))
            stillFixed.delete(f);
    }
}
/**
 * The pages a finding about content the builder drops (mixed-children, multiple-roots) says it drops, and so hides:
 * not one whose pages are all listed elsewhere too (a warning: nothing was hidden).
 */
function droppedPagesOf(f) {
    return (f.rule === 'mixed-children' || f.rule === 'multiple-roots') && !f.data.listedElsewhere
        ? f.data.pages
        : undefined;
}
/** The pages a finding says readers cannot reach from the navigation: dropped content's, or an orphan. */
function hiddenPagesOf(f) {
    return droppedPagesOf(f) ?? (f.rule === 'orphan-page' ? [f.data.page] : undefined);
}
/**
 * Content the builder drops is known by the pages it drops: a change that regroups such content (its groups made
 * tabs, root anchors moved into a language that keeps only its href) drops the same pages under another key.
 * INNOQ-doc/innoq-doc 2e671dd422 (fresh set 105) was told of a new mixed-children error, and the old one fixed, while
 * the sidebar was as empty before as after. A head finding is existing when every page it drops was dropped at the
 * base too (as renamed); a base finding, a drop or an orphan, is not fixed while the head still drops a page of it
 * (an orphan moved into dropped content was listed as fixed: INNOQ 73e14cac49).
 */
function droppedAgain(input, status, stillFixed) {
    const after = new Set();
    for (const f of input.head)
        for (const p of droppedPagesOf(f) ?? [])
            after.add(p);
    if (!after.size)
        return;
    // Dropped at the base, not merely unlisted: an orphan the change lists in content the builder drops is the
    // change's own entry doing nothing (Swader/mintlify-docs a6ce0f06cd, fresh set 124: a new tab's 22 pages beside its
    // groups, told "already on base" because they had been orphans).
    const before = new Set();
    for (const f of input.base)
        for (const p of droppedPagesOf(f) ?? [])
            before.add(input.renamed.get(p) ?? p);
    input.head.forEach((f, i) => {
        const pages = droppedPagesOf(f);
        if (status[i] === 'new' && pages?.length && pages.every((p) => before.has(p)))
            status[i] = 'existing';
    });
    for (const f of stillFixed)
        if (hiddenPagesOf(f)?.some((p) => after.has(input.renamed.get(p) ?? p)))
            stillFixed.delete(f);
}
/** A page path's last two segments, as a key apart from paths (`name:exchange/place-order`). */
function lastSegments(page) {
    return `name:${page.split('/').slice(-2).join('/')}`;
}
/**
 * A base whose docs.json is not JSON told nothing that only the structure tells (missing entries, orphans,
 * redirects): a change that mends it would be blamed for every such old problem (potpie-ai/mintlify-docs f2d0290:
 * 11 orphans). Of those, new are the ones on lines the change wrote (an entry it added, a page it created).
 */
function fromUnreadBase(input, status, lines) {
    input.head.forEach((f, i) => {
        if (status[i] === 'new' && _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .STRUCTURE_RULES */ .ar.has(f.rule) && !lines.added(f))
            status[i] = 'existing';
    });
}
/** Which head lines of a file the change added or changed, from a line diff against its base version. */
class AddedLines {
    base;
    head;
    cache = new Map();
    /** Files' lines read by lineText, by side and path. */
    texts = new Map();
    fromPath;
    toPath;
    constructor(base, head, renames) {
        this.base = base;
        this.head = head;
        this.fromPath = new Map(renames.map((r) => [r.to, r.from]));
        this.toPath = new Map(renames.map((r) => [r.from, r.to]));
    }
    added(f) {
        const set = this.linesOf(f.file);
        return set === 'all' || set.has(f.line);
    }
    /**
     * Head findings (indexes), in order of how little their line shares words with the base findings' lines: the
     * least like any of them first, ties in their own order.
     */
    leastLike(indexes, head, base) {
        const baseWords = base.map((f) => words(this.lineText(this.base, f)));
        const likeness = new Map(indexes.map((i) => {
            const mine = words(this.lineText(this.head, head[i]));
            return [i, Math.max(0, ...baseWords.map((b) => overlap(mine, b)))];
        }));
        return [...indexes].sort((a, b) => likeness.get(a) - likeness.get(b));
    }
    lineText(source, f) {
        const path = source && (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .inDocsRoot */ .jx)(source.rootPrefix, f.file);
        if (path === undefined)
            return '';
        // Several findings of one problem often share a page: each side's text is split once.
        const key = `${source === this.base ? 'base' : 'head'}\0${path}`;
        let lines = this.texts.get(key);
        if (!lines) {
            lines = source.read(path)?.split('\n') ?? [];
            this.texts.set(key, lines);
        }
        return lines[f.line - 1] ?? '';
    }
    /** The head file (repository path) a base file (repository path) became. */
    headFileOf(baseFile, base) {
        const path = this.head && base && (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .inDocsRoot */ .jx)(base.rootPrefix, baseFile);
        if (!this.head || path === undefined)
            return undefined;
        const now = this.toPath.get(path) ?? path;
        return this.head.rootPrefix ? `${this.head.rootPrefix}/${now}` : now;
    }
    linesOf(repoFile) {
        let got = this.cache.get(repoFile);
        if (got)
            return got;
        got = this.compute(repoFile);
        this.cache.set(repoFile, got);
        return got;
    }
    compute(repoFile) {
        // No states (a baseline file stands in for the base): which lines are new is unknown, so none is preferred
        // and the last occurrences are the new ones.
        if (!this.head || !this.base)
            return new Set();
        const path = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .inDocsRoot */ .jx)(this.head.rootPrefix, repoFile);
        if (path === undefined)
            return 'all';
        const after = this.head.read(path);
        const before = this.base?.read(this.fromPath.get(path) ?? path);
        if (after === undefined || before === undefined)
            return 'all';
        const out = new Set();
        let line = 1;
        for (const part of (0,diff__WEBPACK_IMPORTED_MODULE_4__/* .diffLines */ .Pp)(before, after)) {
            const count = part.count ?? 0;
            if (part.removed)
                continue;
            if (part.added)
                for (let k = 0; k < count; k++)
                    out.add(line + k);
            line += count;
        }
        return out;
    }
}
function words(line) {
    return new Set(line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}
/** The share of words two lines have in common (Dice's coefficient): 0 for none, 1 for the same words. */
function overlap(a, b) {
    if (!a.size || !b.size)
        return 0;
    let both = 0;
    for (const w of a)
        if (b.has(w))
            both++;
    return (2 * both) / (a.size + b.size);
}
//# sourceMappingURL=identity.js.map

/***/ }),

/***/ 2860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sf: () => (/* binding */ diffNavigation),
  N: () => (/* binding */ standingOutline),
  eh: () => (/* binding */ summarize)
});

// UNUSED EXPORTS: pairNavigation, sameTree

// EXTERNAL MODULE: ./lib/core/site/nav.js
var site_nav = __webpack_require__(3986);
// EXTERNAL MODULE: ./lib/core/site/model.js + 1 modules
var model = __webpack_require__(8180);
// EXTERNAL MODULE: ./lib/core/openapi/spec.js + 4 modules
var spec = __webpack_require__(7500);
;// CONCATENATED MODULE: ./lib/core/compare/section-specs.js
// The OpenAPI specs a navigation's sections make API pages of, and how a change of them reads: which a section stopped
// or started naming, and which the other state names under another folder (its pages moved there).


/**
 * The specs a section names in its own `openapi`, whose operations the builder makes pages of, as written (with the
 * folder they go in when one is set). Not those only pages' frontmatter and the playground read (`api.openapi`).
 */
function ownSpecs(n) {
    if (!n.ownOpenapi)
        return [];
    return n.openapi
        .filter((r) => !r.apiOnly && r.entry === undefined)
        .map((r) => {
        const directory = r.directory?.replace(/^\/+|\/+$/g, '');
        return directory ? { source: r.source, directory } : { source: r.source };
    });
}
/** A spec's identity in its section: its file (as `moved` names it, when given: a renamed file) and directory. */
function specId(s, moved) {
    const bare = s.source.replace(/^\/+/, '');
    const source = moved?.has(bare) ? moved.get(bare) : bare;
    return s.directory === undefined ? source : `${source}\0${s.directory}`;
}
/** A section's specs gone and new (`after`, named by `n`), with whether it lists its endpoints; undefined: none. */
function specChangeOf(before, after, n) {
    if (!before.length && !after.length)
        return undefined;
    const listed = (0,site_nav/* walk */.GG)(n).some((c) => c.kind === 'endpoint');
    return { before, after, ...(listed && { listed: true }) };
}
/**
 * Of `specs`, those `named` (the other state's specsNamed) does not hold, each with the folder the other state makes
 * its file's pages in when it names that file only under another directory.
 */
function notNamedIn(specs, named, moved) {
    const out = [];
    for (const s of specs) {
        if (named.has(specId(s, moved)))
            continue;
        const file = specId({ source: s.source }, moved);
        const folders = [...named].filter((id) => id === file || id.startsWith(`${file}\0`));
        const folder = folders.length === 1 ? folders[0].slice(file.length + 1) || undefined : null;
        out.push(folder === null ? s : { ...s, elsewhere: (0,spec/* apiFolder */.Rv)(folder) });
    }
    return out;
}
/** Every spec (with its folder) some section of a navigation names in its own `openapi`. */
function specsNamed(root) {
    const out = new Set();
    for (const n of (0,site_nav/* walk */.GG)(root))
        if (!(0,site_nav/* isLeaf */.xe)(n))
            for (const s of ownSpecs(n))
                out.add(specId(s));
    return out;
}
function specKey(n) {
    return n.ownOpenapi
        ? ownSpecs(n)
            .map((s) => specId(s))
            .sort()
            .join('\n')
        : '';
}
//# sourceMappingURL=section-specs.js.map
;// CONCATENATED MODULE: ./lib/core/compare/navdiff.js
// Before/after of the navigation: which entries were added, removed, moved or renamed, which sections were
// relabelled, moved or reordered — and the outline tree of the head navigation carrying those marks.



/** An entry's identity: what it names, in its version and language (`moved`: a base partition the head renamed). */
function leafKey(n, renameTo, moved) {
    return `${moved?.get(n.partition) ?? n.partition}|${entryKey(n, renameTo)}`;
}
/** What an entry names, whatever its version and language: a page (under its new name when renamed) or an endpoint. */
function entryKey(n, renameTo) {
    if (n.kind === 'endpoint')
        return `endpoint:${n.specSource ?? ''} ${n.method} ${n.endpointPath}`;
    const own = (0,site_nav/* pageOf */.ZZ)(n);
    return `page:${(own !== undefined ? renameTo?.get(own) : undefined) ?? own}`;
}
/**
 * Base partitions (versions, languages) the head does not have, each to the new head partition holding most of its
 * entries, at least half of them. Odiggo/sully-api-docs 69e73fc put its tabs under a new version "v1": keyed by
 * partition, every entry read as removed and added again, and the tabs "removed with 22 entries" that were still there.
 */
function partitionMoves(base, head, renameTo) {
    const byPartition = (root, rename) => {
        const out = new Map();
        for (const c of containers(root))
            for (const l of c.children) {
                if (!(0,site_nav/* isLeaf */.xe)(l))
                    continue;
                let set = out.get(l.partition);
                if (!set)
                    out.set(l.partition, (set = new Set()));
                set.add(entryKey(l, rename));
            }
        return out;
    };
    const before = byPartition(base, renameTo);
    const after = byPartition(head);
    const moves = new Map();
    const taken = new Set();
    for (const [from, entries] of before) {
        if (after.has(from))
            continue;
        let best;
        let most = entries.size / 2;
        for (const [to, there] of after) {
            if (before.has(to) || taken.has(to))
                continue;
            let shared = 0;
            for (const e of entries)
                if (there.has(e))
                    shared++;
            if (shared > most || (shared === most && best === undefined && shared > 0)) {
                best = to;
                most = shared;
            }
        }
        if (best !== undefined) {
            moves.set(from, best);
            taken.add(best);
        }
    }
    return moves;
}
function containers(root) {
    const out = [];
    const stack = [root];
    while (stack.length) {
        const n = stack.pop();
        if (!(0,site_nav/* isLeaf */.xe)(n))
            out.push(n);
        for (let i = n.children.length - 1; i >= 0; i--)
            stack.push(n.children[i]);
    }
    return out;
}
/**
 * The entries below a section, and the specs its sections make API pages of: a tab of generated pages holds no
 * entry, and relabelled it read as removed and added (Heurismo/docs c2e81268a7, fresh set 111).
 */
function leavesBelow(n, key) {
    const s = new Set();
    const stack = [n];
    while (stack.length) {
        const c = stack.pop();
        if ((0,site_nav/* isLeaf */.xe)(c))
            s.add(key(c));
        else {
            for (const spec of ownSpecs(c))
                s.add(`\0spec ${specId(spec)}`);
            stack.push(...c.children);
        }
    }
    return s;
}
function hasLeaf(n) {
    const stack = [n];
    while (stack.length) {
        const c = stack.pop();
        if ((0,site_nav/* isLeaf */.xe)(c))
            return true;
        stack.push(...c.children);
    }
    return false;
}
function overlap(a, b) {
    if (!a.size && !b.size)
        return 0;
    let both = 0;
    for (const x of a)
        if (b.has(x))
            both++;
    return both / (a.size + b.size - both);
}
/**
 * Pair sections of the two trees: same trail first; then the same label elsewhere with mostly the same
 * entries (a moved section); then, under a paired parent, mostly the same entries (a relabelled section).
 */
function matchContainers(base, head, baseKey, headKey) {
    const m = new Map();
    m.set(base, head);
    const baseList = containers(base).filter((n) => n !== base);
    const headList = containers(head).filter((n) => n !== head);
    const headByTrail = new Map();
    for (const h of headList)
        push(headByTrail, (0,site_nav/* trailKey */.IA)(h), h);
    const used = new Set();
    const leafCache = new Map();
    const leaves = (n, key) => {
        let s = leafCache.get(n);
        if (!s)
            leafCache.set(n, (s = leavesBelow(n, key)));
        return s;
    };
    // Whether two sections hold a common entry, without building their entry sets: the usual pair shares
    // its first entry, found in the head by key and confirmed by walking up to the section.
    let headLeaves;
    const sharesEntry = (b, h) => {
        if (!headLeaves) {
            headLeaves = new Map();
            for (const c of headList)
                for (const l of c.children)
                    if ((0,site_nav/* isLeaf */.xe)(l))
                        push(headLeaves, headKey(l), l);
            for (const l of head.children)
                if ((0,site_nav/* isLeaf */.xe)(l))
                    push(headLeaves, headKey(l), l);
        }
        const stack = [b];
        while (stack.length) {
            const c = stack.pop();
            if (!(0,site_nav/* isLeaf */.xe)(c)) {
                stack.push(...c.children);
                continue;
            }
            for (const hl of headLeaves.get(baseKey(c)) ?? [])
                for (let p = hl.parent; p; p = p.parent)
                    if (p === h)
                        return true;
        }
        return false;
    };
    // Same trail: the usual case. Labels can repeat (two "Exports" groups), so among equal trails the
    // one holding most of the same entries wins.
    for (const b of baseList) {
        const candidates = headByTrail.get((0,site_nav/* trailKey */.IA)(b))?.filter((h) => !used.has(h));
        if (!candidates?.length)
            continue;
        let h = candidates[0];
        if (candidates.length > 1) {
            let best = -1;
            for (const c of candidates) {
                const score = overlap(leaves(b, baseKey), leaves(c, headKey));
                if (score > best) {
                    best = score;
                    h = c;
                }
            }
        }
        // Sharing no entry at all, it is another section reusing the label: leave it to the next pass,
        // which also pairs same-label sections under the same parent.
        if (hasLeaf(b) && hasLeaf(h) && !sharesEntry(b, h))
            continue;
        m.set(b, h);
        used.add(h);
    }
    // The only head sections a base section can pair with here: those with its label and those under the section
    // its parent paired with, in the head's order (a restructure leaves thousands unpaired; each looking through
    // every head section was quadratic).
    const byLabel = new Map();
    const byParent = new Map();
    headList.forEach((h, i) => {
        push(byLabel, h.label, i);
        if (h.parent)
            push(byParent, h.parent, i);
    });
    for (const b of baseList) {
        if (m.has(b))
            continue;
        let best;
        let bestScore = 0.5;
        const pairedParent = b.parent && m.get(b.parent);
        for (const i of mergeSorted(byLabel.get(b.label), pairedParent ? byParent.get(pairedParent) : undefined)) {
            const h = headList[i];
            // Not yet paired (`used` grows only after this loop).
            if (used.has(h) || h.kind !== b.kind)
                continue;
            // Every candidate has the label or the parent (the two indexes hold nothing else).
            const sameLabel = h.label === b.label;
            const sameParent = !!pairedParent && h.parent === pairedParent;
            const score = overlap(leaves(b, baseKey), leaves(h, headKey)) + (sameLabel ? 0.01 : 0);
            if (score >= bestScore || (sameLabel && sameParent)) {
                best = h;
                bestScore = score;
                if (sameLabel && sameParent)
                    break;
            }
        }
        if (best) {
            m.set(b, best);
            used.add(best);
        }
    }
    return m;
}
function emptyRoot(n) {
    return (n ?? {
        kind: 'root',
        label: 'navigation',
        span: { file: 'docs.json', offset: 0, length: 0 },
        json: { type: 'null', span: { file: 'docs.json', offset: 0, length: 0 } },
        children: [],
        openapi: [],
        ownOpenapi: false,
        partition: '',
    });
}
// Two literals, not a spread: this runs once per entry of both trees.
function toOutline(n, side) {
    const page = (0,site_nav/* pageOf */.ZZ)(n);
    return page
        ? {
            kind: n.kind,
            label: n.label,
            page,
            status: 'unchanged',
            span: n.span,
            side,
            findings: [],
            children: [],
            entries: 0,
            changed: false,
        }
        : {
            kind: n.kind,
            label: n.label,
            status: 'unchanged',
            span: n.span,
            side,
            findings: [],
            children: [],
            entries: 0,
            changed: false,
        };
}
/**
 * The outline of one navigation as it stands (a check, with no "before"): what diffNavigation(nav, nav) gives,
 * without pairing a large tree with itself.
 */
function standingOutline(nav) {
    const build = (n) => {
        const o = toOutline(n, 'head');
        if (!(0,site_nav/* isLeaf */.xe)(n))
            for (const c of n.children)
                o.children.push(build(c));
        return o;
    };
    const outline = build(emptyRoot(nav));
    summarize(outline);
    return outline;
}
/**
 * Whether two navigations are one tree, node for node: sections of the same kind and label, entries with the same
 * key after the renames and the same page. Pairing such trees marks nothing; most changes leave the navigation so.
 */
function sameTree(base, head, renames) {
    const stack = [[base, head]];
    while (stack.length) {
        const [b, h] = stack.pop();
        if (b.kind !== h.kind || b.children.length !== h.children.length)
            return false;
        if ((0,site_nav/* isLeaf */.xe)(b)) {
            if ((0,site_nav/* pageOf */.ZZ)(b) !== (0,site_nav/* pageOf */.ZZ)(h) || leafKey(b, renames) !== leafKey(h))
                return false;
            continue;
        }
        if (b.label !== h.label || specKey(b) !== specKey(h))
            return false;
        for (let i = 0; i < b.children.length; i++)
            stack.push([b.children[i], h.children[i]]);
    }
    return true;
}
function diffNavigation(base, head, renames, 
/** Files the change renamed (a spec moved to another path is the same spec: its API pages are not gone). */
files = []) {
    if (sameTree(emptyRoot(base), emptyRoot(head), renames))
        return { changes: [], outline: standingOutline(head) };
    return pairNavigation(base, head, renames, files);
}
/** diffNavigation by pairing the trees' sections and entries (exported for the test that sameTree's shortcut agrees). */
function pairNavigation(base, head, renames, files = []) {
    const pairing = new NavPairing(emptyRoot(base), emptyRoot(head), renames, files);
    const outline = pairing.outline();
    summarize(outline);
    return { changes: pairing.changes, outline };
}
/** Each entry's key (renamed pages under their new names when `rename` is given), made once per entry. */
function keyMemo(rename, moved) {
    const keys = new Map();
    return (n) => {
        let k = keys.get(n);
        if (k === undefined)
            keys.set(n, (k = leafKey(n, rename, moved)));
        return k;
    };
}
/**
 * Two navigation trees paired: sections first (matchContainers), then each head entry with the first unmatched base
 * entry of the same key, preferring one that sat in the corresponding section. The outline is the head's tree with
 * each node's status, and the removed entries and sections put back where they were; `changes` lists what changed,
 * in the order the outline shows it.
 */
class NavPairing {
    base;
    head;
    changes = [];
    baseKey;
    headKey;
    /** Base section → the head section it became. */
    sections;
    /** Head section → the base section it was. */
    sectionBefore;
    /** The base's entries by key, in tree order. */
    baseEntries = new Map();
    /** ...and by their key as written (a renamed page under its old name), with the keys the head's entries have. */
    baseAsWritten = new Map();
    headKeys = new Set();
    matchedBase = new Set();
    /** A matched base entry's place in the outline (its head entry's node). */
    outlineOfBase = new Map();
    /** The specs each navigation names somewhere (specsNamed), read when a section's specs differ. */
    named;
    specsNamedIn(side) {
        this.named ??= { base: specsNamed(this.base), head: specsNamed(this.head) };
        return this.named[side];
    }
    /**
     * Of a section's specs, those the other state names nowhere: a spec the change moved to another section (from a
     * tab to its group: mintlify-context-engineering/ringcentral c74145948c) makes the same API pages, none gone.
     */
    specsGone = (specs) => notNamedIn(specs, this.specsNamedIn('head'), this.specMoves.to);
    specsNew = (specs) => notNamedIn(specs, this.specsNamedIn('base'), this.specMoves.from);
    /**
     * Spec files the change moved, both ways (michaladamskijoin/docs 3228900, fresh set 116: openapi.json moved to
     * v1/openapi.json with a new section naming it; its API pages read as gone, though the same ones are made).
     */
    specMoves;
    constructor(base, head, renames, files = []) {
        this.base = base;
        this.head = head;
        this.specMoves = { to: new Map(files.map((r) => [r.from, r.to])), from: new Map(files.map((r) => [r.to, r.from])) };
        const moved = partitionMoves(base, head, renames);
        this.baseKey = keyMemo(renames, moved);
        this.headKey = keyMemo();
        this.sections = matchContainers(base, head, this.baseKey, this.headKey);
        this.sectionBefore = new Map([...this.sections].map(([k, v]) => [v, k]));
        const asWritten = renames.size ? keyMemo(undefined, moved) : this.baseKey;
        for (const c of containers(base))
            for (const l of c.children)
                if ((0,site_nav/* isLeaf */.xe)(l)) {
                    push(this.baseEntries, this.baseKey(l), l);
                    if (renames.size)
                        push(this.baseAsWritten, asWritten(l), l);
                }
        if (renames.size)
            for (const c of containers(head))
                for (const l of c.children)
                    if ((0,site_nav/* isLeaf */.xe)(l))
                        this.headKeys.add(this.headKey(l));
    }
    outline() {
        const outline = this.build(this.head);
        // Removed entries and sections go back where they were, under the nearest section that still exists.
        const outlineOf = new Map();
        const index = (n, o) => {
            outlineOf.set(n, o);
            let i = 0;
            for (const c of n.children)
                index(c, o.children[i++]);
        };
        index(this.head, outline);
        this.placeRemoved(this.base, outlineOf, outline);
        return outline;
    }
    build(n) {
        const o = toOutline(n, 'head');
        if (n === this.head)
            this.specChange(this.base, n, o);
        else if (!(0,site_nav/* isLeaf */.xe)(n))
            this.sectionChanges(n, o);
        for (const c of n.children)
            o.children.push((0,site_nav/* isLeaf */.xe)(c) ? this.entry(c, n) : this.build(c));
        return o;
    }
    /** A head section's status: added, or relabelled, moved and reordered against the base section it was. */
    sectionChanges(n, o) {
        const before = this.sectionBefore.get(n);
        if (!before) {
            o.status = 'added';
            // What an added section shows may be API pages of a spec only (4casters-io/docs 50896a22ec, fresh set 109: a
            // tab of 29 generated pages read "added", and nothing more).
            const specs = specChangeOf([], this.specsNew(ownSpecs(n)), n);
            if (specs)
                o.specs = specs;
            this.changes.push({
                kind: 'added',
                nodeKind: n.kind,
                label: n.label,
                location: (0,model/* locationOf */.hD)(n.parent),
                span: n.span,
                side: 'head',
            });
            return;
        }
        if (before.label !== n.label) {
            o.status = 'relabelled';
            o.from = before.label;
            this.changes.push({
                kind: 'relabelled',
                nodeKind: n.kind,
                label: n.label,
                location: (0,model/* locationOf */.hD)(n.parent),
                from: before.label,
                span: n.span,
                side: 'head',
            });
        }
        if (before.parent && this.sections.get(before.parent) !== n.parent) {
            o.status = 'moved';
            o.from = (0,model/* locationOf */.hD)(before.parent);
            this.changes.push({
                kind: 'moved',
                nodeKind: n.kind,
                label: n.label,
                location: (0,model/* locationOf */.hD)(n.parent),
                from: (0,model/* locationOf */.hD)(before.parent),
                span: n.span,
                side: 'head',
            });
        }
        if (isReordered(before, n, this.sections, this.baseKey, this.headKey)) {
            o.reordered = true;
            this.changes.push({
                kind: 'reordered',
                nodeKind: n.kind,
                label: n.label,
                location: (0,model/* locationOf */.hD)(n.parent),
                span: n.span,
                side: 'head',
            });
        }
        this.specChange(before, n, o);
    }
    /** A section that makes API pages of other OpenAPI specs than it did (one added, removed or replaced). */
    specChange(before, n, o) {
        if (specKey(before) === specKey(n))
            return;
        const specs = specChangeOf(this.specsGone(ownSpecs(before)), this.specsNew(ownSpecs(n)), n);
        if (!specs)
            return;
        o.specs = specs;
        this.changes.push({
            kind: 'spec',
            nodeKind: n.kind,
            label: n.label,
            location: (0,model/* locationOf */.hD)(n.parent),
            specs: o.specs,
            span: n.span,
            side: 'head',
        });
    }
    /** The first base entry with the key of `entry` not yet matched, preferring one in the section `section` was. */
    priorOf(entry, section) {
        let first;
        for (const x of this.baseEntries.get(this.headKey(entry)) ?? []) {
            if (this.matchedBase.has(x))
                continue;
            first ??= x;
            if (x.parent && this.sections.get(x.parent) === section)
                return x;
        }
        if (first)
            return first;
        // An entry left as written while the change renamed its page (the file moved, the entry not updated:
        // GetSteps-App/getsteps-docs 972f631) is that entry, unchanged, not one removed and one added; unless the head
        // lists the page under its new name, where the base entry went.
        for (const x of this.baseAsWritten.get(this.headKey(entry)) ?? [])
            if (!this.matchedBase.has(x) && !this.headKeys.has(this.baseKey(x)))
                return x;
        return undefined;
    }
    /** A head entry of `section`: added, or renamed and moved against the base entry it was. */
    entry(c, section) {
        const leaf = toOutline(c, 'head');
        const label = c.kind === 'page' ? c.page : c.label;
        const prior = this.priorOf(c, section);
        if (!prior) {
            leaf.status = 'added';
            this.changes.push({
                kind: 'added',
                nodeKind: c.kind,
                label,
                location: (0,model/* locationOf */.hD)(section),
                span: c.span,
                side: 'head',
            });
            return leaf;
        }
        this.matchedBase.add(prior);
        this.outlineOfBase.set(prior, leaf);
        if (c.kind === 'page' && (0,site_nav/* pageOf */.ZZ)(prior) !== c.page) {
            leaf.status = 'renamed';
            leaf.from = (0,site_nav/* pageOf */.ZZ)(prior);
            this.changes.push({
                kind: 'renamed',
                nodeKind: 'page',
                label: c.page,
                location: (0,model/* locationOf */.hD)(section),
                from: (0,site_nav/* pageOf */.ZZ)(prior),
                span: c.span,
                side: 'head',
            });
        }
        if (prior.parent && this.sections.get(prior.parent) !== section) {
            if (leaf.status === 'unchanged')
                leaf.status = 'moved';
            leaf.from = leaf.status === 'renamed' ? leaf.from : (0,model/* locationOf */.hD)(prior.parent);
            this.changes.push({
                kind: 'moved',
                nodeKind: c.kind,
                label,
                location: (0,model/* locationOf */.hD)(section),
                from: (0,model/* locationOf */.hD)(prior.parent),
                span: c.span,
                side: 'head',
            });
        }
        return leaf;
    }
    /**
     * The base entries and sections of `bn` that no head node took, under the nearest section that still exists:
     * after the sibling they followed in the base, where that sibling is still there, else first in a section that
     * still exists, else last.
     */
    placeRemoved(bn, outlineOf, outline) {
        const placed = new Map();
        const nodeOf = (n) => {
            if ((0,site_nav/* isLeaf */.xe)(n))
                return this.outlineOfBase.get(n) ?? placed.get(n);
            const head = this.sections.get(n);
            return (head && outlineOf.get(head)) ?? placed.get(n);
        };
        const host = hostFor(bn, this.sections, outlineOf, outline);
        // Whether `host` is this section itself (it still exists), not a section above it.
        const own = this.sections.get(bn);
        const inOwn = host === (own ? outlineOf.get(own) : bn === this.base && outline);
        bn.children.forEach((c, k) => {
            const leaf = (0,site_nav/* isLeaf */.xe)(c);
            if (leaf ? this.matchedBase.has(c) : this.sections.has(c)) {
                if (!leaf)
                    this.placeRemoved(c, outlineOf, outline);
                return;
            }
            const o = toOutline(c, 'base');
            o.status = 'removed';
            removedSpecs(c, o, this.specsGone);
            let at = inOwn ? 0 : host.children.length;
            for (let j = k - 1; j >= 0; j--) {
                const i = host.children.indexOf(nodeOf(bn.children[j]));
                if (i >= 0) {
                    at = i + 1;
                    break;
                }
            }
            host.children.splice(at, 0, o);
            placed.set(c, o);
            this.changes.push({
                kind: 'removed',
                nodeKind: c.kind,
                label: leaf && c.kind === 'page' ? c.page : c.label,
                location: (0,model/* locationOf */.hD)(bn),
                span: c.span,
                side: 'base',
            });
            if (!leaf)
                markRemoved(c, o, this.matchedBase, toOutline, this.specsGone);
        });
    }
}
/** Two ascending lists as one, each value once. */
function mergeSorted(a = [], b = []) {
    if (!b.length)
        return a;
    if (!a.length)
        return b;
    const out = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        const x = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
        if (out[out.length - 1] !== x)
            out.push(x);
    }
    return out;
}
function push(m, k, v) {
    const list = m.get(k);
    if (list)
        list.push(v);
    else
        m.set(k, [v]);
}
function hostFor(baseParent, cmap, outlineOf, root) {
    for (let p = baseParent; p; p = p.parent) {
        const h = cmap.get(p);
        const o = h && outlineOf.get(h);
        if (o)
            return o;
    }
    return root;
}
/**
 * A removed section names the specs it made API pages of: those pages go with it, a URL spec's too, whose pages
 * navguard cannot list (Heurismo/docs fb3d92e4e1, fresh set 111: "Tab API removed", and nothing of its spec).
 */
function removedSpecs(bn, o, gone) {
    if ((0,site_nav/* isLeaf */.xe)(bn))
        return;
    const before = gone(ownSpecs(bn));
    if (before.length)
        o.specs = { before, after: [] };
}
/** A removed section keeps its contents in the outline, each marked removed unless it lives on elsewhere. */
function markRemoved(bn, o, matchedBase, toOutline, gone) {
    for (const c of bn.children) {
        if ((0,site_nav/* isLeaf */.xe)(c) && matchedBase.has(c))
            continue;
        const co = toOutline(c, 'base');
        co.status = 'removed';
        removedSpecs(c, co, gone);
        o.children.push(co);
        if (!(0,site_nav/* isLeaf */.xe)(c))
            markRemoved(c, co, matchedBase, toOutline, gone);
    }
}
function isReordered(before, after, cmap, baseKey, headKey) {
    const afterIds = after.children.map((c) => ((0,site_nav/* isLeaf */.xe)(c) ? headKey(c) : c));
    const beforeIds = before.children.map((c) => ((0,site_nav/* isLeaf */.xe)(c) ? baseKey(c) : cmap.get(c)));
    const beforeSet = new Set(beforeIds);
    const common = new Set(afterIds.filter((x) => beforeSet.has(x)));
    const a = afterIds.filter((x) => common.has(x));
    const b = beforeIds.filter((x) => x !== undefined && common.has(x));
    return a.length > 1 && a.some((x, i) => x !== b[i]);
}
/** Fill in entry counts and the changed flag bottom-up. */
function summarize(o) {
    let entries = o.kind === 'page' || o.kind === 'endpoint' ? 1 : 0;
    let changed = o.status !== 'unchanged' || !!o.reordered || !!o.specs || o.findings.length > 0;
    for (const c of o.children) {
        summarize(c);
        entries += c.entries;
        changed ||= c.changed;
    }
    o.entries = entries;
    o.changed = changed;
}
//# sourceMappingURL=navdiff.js.map

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
