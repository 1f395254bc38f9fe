export const id = 329;
export const ids = [329];
export const modules = {

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
/**
 * Findings ranked for scarce room (a comment's table, ten annotations): severity, then introduced by the
 * change, then (when `inDiff` is given) on a line the diff shows, then file and line.
 */
function rankFindings(findings, inDiff) {
    const diffRank = (f) => (inDiff?.(f) ? 1 : 0);
    return [...findings].sort((a, b) => _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f[b.severity] - _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f[a.severity] ||
        Number(b.status === 'new') - Number(a.status === 'new') ||
        diffRank(b) - diffRank(a) ||
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

/***/ 1093:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Of: () => (/* binding */ listIn),
/* harmony export */   _b: () => (/* binding */ markNew)
/* harmony export */ });
/* unused harmony exports renameKey, copyKey, placeKey, danglingName */
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9493);
/* harmony import */ var _base_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7077);
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
    const copySlug = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(copy);
    const sourceSlug = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(source);
    const folders = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFolders */ .m_)(copy, source);
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
function markNew(input) {
    const files = new Map((input.fileRenames ?? []).map((r) => [r.from, r.to]));
    const pool = new Map();
    for (const f of input.base) {
        const k = renameKey(f.key, input.renamed, files);
        listIn(pool, k).push(f);
    }
    const groups = new Map();
    input.head.forEach((f, i) => {
        listIn(groups, f.key).push(i);
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
        const picked = new Set(onAdded.slice(0, extra));
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
            listIn(byKey, k).push(f);
        }
        const heads = new Map();
        input.head.forEach((f, i) => {
            const k = status[i] === 'new' ? keyOf(f, 'head') : undefined;
            if (k === undefined)
                return;
            listIn(heads, k).push(i);
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
    rematch((f, side) => danglingName(renamedKey(f.key, side), 2), true);
    rematch((f, side) => danglingName(renamedKey(f.key, side)), true);
    // One thing reported by another rule as it changed state (see Finding.subject).
    rematch((f, side) => (f.subject ? renamedKey(f.subject, side) : undefined));
    // A broken link written differently that still leads to the same missing path, in the same file.
    rematch((f, side) => {
        if (f.rule !== 'broken-link' || typeof f.data.target !== 'string')
            return undefined;
        const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
        return file === undefined ? undefined : `${file}|${(0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(f.data.target.replace(/\/+$/, ''))}`;
    });
    // A broken anchor written differently that still names the same missing id on the same page (followed through
    // its rename), in the same file: a restructure that moved both pages and rewrote the link to follow them.
    rematch((f, side) => {
        // A baseline entry written before entries kept their data has neither page nor fragment.
        if (f.rule !== 'broken-anchor' || typeof f.data.page !== 'string')
            return undefined;
        const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
        const slug = (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(f.data.page);
        const page = side === 'base' ? (input.renamed.get(slug) ?? slug) : slug;
        return file === undefined ? undefined : `${file}|${page}#${f.data.fragment}`;
    });
    // A copy's key, read with its file and page named as its source's (as renameKey reads a renamed file's), is the
    // source's. Not one to one: the source keeps its own finding, and every copy of it carries the same one.
    if (input.copies?.size) {
        const pages = new Map([...input.copies].map(([to, from]) => [(0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(to), (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .stripPageExt */ .pQ)(from)]));
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
    return { marked: input.head.map((f, i) => ({ ...f, status: status[i] })), fixed: [...stillFixed] };
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
/** A missing entry's key cut down to the last `segments` of its path; undefined for other keys and shorter paths. */
function danglingName(key, segments = 1) {
    if (!key.startsWith('page-not-found|'))
        return undefined;
    const parts = key.slice('page-not-found|'.length).split('/');
    if (parts.length < segments)
        return undefined;
    return `page-not-found|name:${parts.slice(-segments).join('/')}`;
}
/** Which head lines of a file the change added or changed, from a line diff against its base version. */
class AddedLines {
    base;
    head;
    cache = new Map();
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
    /** The head file (repository path) a base file (repository path) became. */
    headFileOf(baseFile, base) {
        if (!this.head || !base)
            return undefined;
        const prefix = base.rootPrefix ? `${base.rootPrefix}/` : '';
        if (!baseFile.startsWith(prefix))
            return undefined;
        const path = baseFile.slice(prefix.length);
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
        const prefix = this.head.rootPrefix ? `${this.head.rootPrefix}/` : '';
        if (!repoFile.startsWith(prefix))
            return 'all';
        const path = repoFile.slice(prefix.length);
        const after = this.head.read(path);
        const before = this.base?.read(this.fromPath.get(path) ?? path);
        if (after === undefined || before === undefined)
            return 'all';
        const out = new Set();
        let line = 1;
        for (const part of (0,diff__WEBPACK_IMPORTED_MODULE_1__/* .diffLines */ .Pp)(before, after)) {
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
/** The list under `key`, made empty when there is none. */
function listIn(map, key) {
    const list = map.get(key);
    if (list)
        return list;
    const made = [];
    map.set(key, made);
    return made;
}
//# sourceMappingURL=identity.js.map

/***/ }),

/***/ 5573:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ standingOutline),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   sf: () => (/* binding */ diffNavigation)
/* harmony export */ });
/* unused harmony exports sameTree, pairNavigation */
/* harmony import */ var _site_nav_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3986);
/* harmony import */ var _site_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8180);
// Before/after of the navigation: which entries were added, removed, moved or renamed, which sections were
// relabelled, moved or reordered — and the outline tree of the head navigation carrying those marks.


const LEAF = new Set(['page', 'endpoint']);
function isLeaf(n) {
    return LEAF.has(n.kind);
}
function leafKey(n, renameTo) {
    if (n.kind === 'endpoint')
        return `${n.partition}|endpoint:${n.specSource ?? ''} ${n.method} ${n.endpointPath}`;
    const own = (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(n);
    const page = (own !== undefined ? renameTo?.get(own) : undefined) ?? own;
    return `${n.partition}|page:${page}`;
}
function containers(root) {
    const out = [];
    const stack = [root];
    while (stack.length) {
        const n = stack.pop();
        if (!isLeaf(n))
            out.push(n);
        for (let i = n.children.length - 1; i >= 0; i--)
            stack.push(n.children[i]);
    }
    return out;
}
function leavesBelow(n, key) {
    const s = new Set();
    const stack = [n];
    while (stack.length) {
        const c = stack.pop();
        if (isLeaf(c))
            s.add(key(c));
        else
            stack.push(...c.children);
    }
    return s;
}
function hasLeaf(n) {
    const stack = [n];
    while (stack.length) {
        const c = stack.pop();
        if (isLeaf(c))
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
        push(headByTrail, (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .trailKey */ .IA)(h), h);
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
                    if (isLeaf(l))
                        push(headLeaves, headKey(l), l);
            for (const l of head.children)
                if (isLeaf(l))
                    push(headLeaves, headKey(l), l);
        }
        const stack = [b];
        while (stack.length) {
            const c = stack.pop();
            if (!isLeaf(c)) {
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
        const candidates = headByTrail.get((0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .trailKey */ .IA)(b))?.filter((h) => !used.has(h));
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
    const page = (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(n);
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
        if (!isLeaf(n))
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
        if (isLeaf(b)) {
            if ((0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(b) !== (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(h) || leafKey(b, renames) !== leafKey(h))
                return false;
            continue;
        }
        if (b.label !== h.label)
            return false;
        for (let i = 0; i < b.children.length; i++)
            stack.push([b.children[i], h.children[i]]);
    }
    return true;
}
function diffNavigation(base, head, renames) {
    if (sameTree(emptyRoot(base), emptyRoot(head), renames))
        return { changes: [], outline: standingOutline(head) };
    return pairNavigation(base, head, renames);
}
/** diffNavigation by pairing the trees' sections and entries (exported for the test that sameTree's shortcut agrees). */
function pairNavigation(base, head, renames) {
    const pairing = new NavPairing(emptyRoot(base), emptyRoot(head), renames);
    const outline = pairing.outline();
    summarize(outline);
    return { changes: pairing.changes, outline };
}
/** Each entry's key (renamed pages under their new names when `rename` is given), made once per entry. */
function keyMemo(rename) {
    const keys = new Map();
    return (n) => {
        let k = keys.get(n);
        if (k === undefined)
            keys.set(n, (k = leafKey(n, rename)));
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
    matchedBase = new Set();
    constructor(base, head, renames) {
        this.base = base;
        this.head = head;
        this.baseKey = keyMemo(renames);
        this.headKey = keyMemo();
        this.sections = matchContainers(base, head, this.baseKey, this.headKey);
        this.sectionBefore = new Map([...this.sections].map(([k, v]) => [v, k]));
        for (const c of containers(base))
            for (const l of c.children)
                if (isLeaf(l))
                    push(this.baseEntries, this.baseKey(l), l);
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
        if (!isLeaf(n) && n !== this.head)
            this.sectionChanges(n, o);
        for (const c of n.children)
            o.children.push(isLeaf(c) ? this.entry(c, n) : this.build(c));
        return o;
    }
    /** A head section's status: added, or relabelled, moved and reordered against the base section it was. */
    sectionChanges(n, o) {
        const before = this.sectionBefore.get(n);
        if (!before) {
            o.status = 'added';
            this.changes.push({
                kind: 'added',
                nodeKind: n.kind,
                label: n.label,
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(n.parent),
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
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(n.parent),
                from: before.label,
                span: n.span,
                side: 'head',
            });
        }
        if (before.parent && this.sections.get(before.parent) !== n.parent) {
            o.status = 'moved';
            o.from = (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(before.parent);
            this.changes.push({
                kind: 'moved',
                nodeKind: n.kind,
                label: n.label,
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(n.parent),
                from: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(before.parent),
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
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(n.parent),
                span: n.span,
                side: 'head',
            });
        }
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
        return first;
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
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(section),
                span: c.span,
                side: 'head',
            });
            return leaf;
        }
        this.matchedBase.add(prior);
        if (c.kind === 'page' && (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(prior) !== c.page) {
            leaf.status = 'renamed';
            leaf.from = (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(prior);
            this.changes.push({
                kind: 'renamed',
                nodeKind: 'page',
                label: c.page,
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(section),
                from: (0,_site_nav_js__WEBPACK_IMPORTED_MODULE_0__/* .pageOf */ .ZZ)(prior),
                span: c.span,
                side: 'head',
            });
        }
        if (prior.parent && this.sections.get(prior.parent) !== section) {
            if (leaf.status === 'unchanged')
                leaf.status = 'moved';
            leaf.from = leaf.status === 'renamed' ? leaf.from : (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(prior.parent);
            this.changes.push({
                kind: 'moved',
                nodeKind: c.kind,
                label,
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(section),
                from: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(prior.parent),
                span: c.span,
                side: 'head',
            });
        }
        return leaf;
    }
    /** The base entries and sections of `bn` that no head node took, under the nearest section that still exists. */
    placeRemoved(bn, outlineOf, outline) {
        for (const c of bn.children) {
            const leaf = isLeaf(c);
            if (leaf ? this.matchedBase.has(c) : this.sections.has(c)) {
                if (!leaf)
                    this.placeRemoved(c, outlineOf, outline);
                continue;
            }
            const host = hostFor(bn, this.sections, outlineOf, outline);
            const o = toOutline(c, 'base');
            o.status = 'removed';
            host.children.push(o);
            this.changes.push({
                kind: 'removed',
                nodeKind: c.kind,
                label: leaf && c.kind === 'page' ? c.page : c.label,
                location: (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .locationOf */ .hD)(bn),
                span: c.span,
                side: 'base',
            });
            if (!leaf)
                markRemoved(c, o, this.matchedBase, toOutline);
        }
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
/** A removed section keeps its contents in the outline, each marked removed unless it lives on elsewhere. */
function markRemoved(bn, o, matchedBase, toOutline) {
    for (const c of bn.children) {
        if (isLeaf(c) && matchedBase.has(c))
            continue;
        const co = toOutline(c, 'base');
        co.status = 'removed';
        o.children.push(co);
        if (!isLeaf(c))
            markRemoved(c, co, matchedBase, toOutline);
    }
}
function isReordered(before, after, cmap, baseKey, headKey) {
    const afterIds = after.children.map((c) => (isLeaf(c) ? headKey(c) : c));
    const beforeIds = before.children.map((c) => (isLeaf(c) ? baseKey(c) : cmap.get(c)));
    const beforeSet = new Set(beforeIds);
    const common = new Set(afterIds.filter((x) => beforeSet.has(x)));
    const a = afterIds.filter((x) => common.has(x));
    const b = beforeIds.filter((x) => x !== undefined && common.has(x));
    return a.length > 1 && a.some((x, i) => x !== b[i]);
}
/** Fill in entry counts and the changed flag bottom-up. */
function summarize(o) {
    let entries = o.kind === 'page' || o.kind === 'endpoint' ? 1 : 0;
    let changed = o.status !== 'unchanged' || !!o.reordered || o.findings.length > 0;
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

/***/ 1065:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AD: () => (/* binding */ analyzeSite),
  VC: () => (/* binding */ applyPolicy),
  B9: () => (/* binding */ siteRoutesFor)
});

// UNUSED EXPORTS: analyze

// EXTERNAL MODULE: ./lib/core/config/config.js + 3 modules
var config_config = __webpack_require__(3829);
// EXTERNAL MODULE: ./lib/core/base/glob.js
var glob = __webpack_require__(9219);
// EXTERNAL MODULE: ./lib/core/base/findings.js
var base_findings = __webpack_require__(4251);
// EXTERNAL MODULE: ./lib/core/site/nav.js
var nav = __webpack_require__(3986);
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 24 modules
var registry = __webpack_require__(6632);
// EXTERNAL MODULE: ./lib/core/rules/rule.js
var rule = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/core/site/model.js + 1 modules
var model = __webpack_require__(8180);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var site_routes = __webpack_require__(8361);
;// CONCATENATED MODULE: ./lib/core/site/base-path.js

/** Fewer links than this never make a base path: one stray `/docs/…` link is just a broken link. */
const MIN_LINKS = 3;
/** How many of the links that made a base path its note names. */
const EXAMPLES = 3;
/**
 * A first path segment that the site has no page, file or folder for, used by several absolute links and
 * redirects that continue past it, most of which lead somewhere once it is taken off: the base path the site is
 * served under.
 */
function inferBasePath(site, routes) {
    // A segment the site answers itself is never the base path: asked once, and its links not collected (on a
    // versioned site nearly every absolute link starts with a language or version folder).
    // Each segment's rests of links, counted: copies of a page across versions and languages repeat its links.
    const bySegment = new Map();
    const note = (url) => {
        if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) === 47)
            return; // only "/x", not "//host"
        const end = segmentEnd(url);
        if (end < 0)
            return;
        const seg = url.slice(1, end);
        let list = bySegment.get(seg);
        if (list === null)
            return;
        // `/docs/guide.md` is a path in the repository (it works on GitHub), not a URL of a site under `/docs`.
        if (/\.mdx?([?#]|$)/i.test(url))
            return;
        if (list === undefined) {
            list = taken(site, routes, seg) ? null : new Map();
            bySegment.set(seg, list);
            if (list === null)
                return;
        }
        // A link that names the prefix alone (`/seg/`, `/seg#x`) leads, without it, to the home page, which always
        // exists: no evidence either way. `/academic_overview/` (a page that moved) once made "/academic_overview" a
        // base path, and every broken link under it disappeared.
        const rest = url.slice(end);
        if (!/^\/+[^/?#]/.test(rest))
            return;
        list.set(rest, (list.get(rest) ?? 0) + 1);
    };
    for (const page of site.index.pages.values())
        for (const l of page.scan.links)
            note(l.url.trim());
    // Destinations only: a source is an old URL, so that it leads nowhere says nothing about a base path.
    for (const r of site.redirects)
        note(r.destination);
    let best;
    for (const [seg, rests] of bySegment) {
        if (!rests)
            continue;
        let links = 0;
        for (const n of rests.values())
            links += n;
        if (links < MIN_LINKS)
            continue;
        let ok = 0;
        let fixed = 0;
        const examples = [];
        for (const [rest, n] of rests) {
            const without = routes.resolve((0,site_routes/* routePath */.dA)(rest));
            if (without.kind === 'missing')
                continue;
            ok += n;
            if (examples.length < EXAMPLES)
                examples.push(`/${seg}${rest}`);
            if (!(0,site_routes/* leadsNowhere */.q1)(without) && (0,site_routes/* leadsNowhere */.q1)(routes.resolve((0,site_routes/* routePath */.dA)(`/${seg}${rest}`))))
                fixed += n;
        }
        // Most of those must lead nowhere as written: a link that works as written says nothing of a base path.
        // crewAI's `/en/concepts/tools` leads on through its redirect `/en/:slug*` → `/v1.15.17/en/:slug*`; read
        // under "/en", every redirect of the site chased its own tail. (Polar, under /docs, writes some redirects
        // both with and without it: a few of its links work either way.)
        if (ok >= MIN_LINKS && ok * 2 > links && fixed * 2 > ok && ok > (best?.evidence ?? 0))
            best = { basePath: `/${seg}`, evidence: ok, examples };
    }
    return best;
}
/** Routes under the configured base path, or else under the one the site's own links show (and which that was). */
function siteRoutes(site, configured, given = configured !== '', buildGenerated) {
    const plain = new site_routes/* Routes */.BV(site, configured, buildGenerated);
    if (given)
        return { routes: plain };
    const inferred = inferBasePath(site, plain);
    return inferred ? { routes: new site_routes/* Routes */.BV(site, inferred.basePath, buildGenerated), inferred } : { routes: plain };
}
/** Where the first segment of "/seg/…" ends: the index of the first `/`, `?` or `#` after the leading slash, or -1. */
function segmentEnd(url) {
    for (let i = 1; i < url.length; i++) {
        const c = url.charCodeAt(i);
        if (c === 47 || c === 63 || c === 35)
            return i;
    }
    return -1;
}
/** Whether the site itself answers at `/seg`: a page, folder, file or redirect (not a file that merely shares the stem, like docs.json for `/docs`). */
function taken(site, routes, seg) {
    const t = routes.resolve(seg);
    return t.kind !== 'missing' && !(t.kind === 'file' && !site.index.files.has(seg));
}
//# sourceMappingURL=base-path.js.map
;// CONCATENATED MODULE: ./lib/core/engine/analyze.js
// load → model → rules → findings: the one entry point of the pure core for a single state of a site.








function analyze(source, options = {}) {
    return analyzeSite(loadSite(source), options);
}
// The routes of a site under a config, and the base path inferred for it: the comparison asks for the head's
// before its analysis does, and inferring reads every link of the site.
const ROUTES = new WeakMap();
function siteRoutesFor(site, configured) {
    const known = ROUTES.get(site);
    if (known?.configured === configured)
        return known.found;
    const { routes, inferred } = siteRoutes(site, configured.basePath, configured.basePathGiven, (0,glob/* globMatcher */.f)(configured.generatedPages ?? []));
    const config = inferred ? { ...configured, basePath: inferred.basePath } : configured;
    const found = { routes, ...(inferred ? { inferred } : {}), config };
    ROUTES.set(site, { configured, found });
    return found;
}
/** Run every rule on a loaded site. */
function analyzeSite(site, options = {}) {
    const source = site.source;
    const configured = options.config ?? config_config/* DEFAULT_CONFIG */.PV;
    const { routes, inferred, config } = siteRoutesFor(site, configured);
    const out = new rule/* FindingSink */.RQ(site, registry/* defaultSeverity */.NU);
    const ctx = {
        site,
        routes,
        config,
        options: {
            links: options.links ?? 'all',
            changed: options.changed,
            sameFragment: options.sameFragment,
            syntax: options.syntax,
            syntaxBudget: options.syntaxBudget,
        },
        out,
        rules: registry/* RULES */.y0,
        unparsable: new Set(),
    };
    const counts = {
        dangling: 0,
        endpoints: 0,
        endpointsUnchecked: 0,
        anchorsUnchecked: 0,
        syntaxUnchecked: 0,
        linksChecked: 0,
        filesLinkChecked: 0,
    };
    const same = options.sameStructure;
    const reusable = same?.configured === configured && same.config.basePath === config.basePath;
    const runs = [];
    let checksReused = 0;
    registry/* CHECKS */.ui.forEach(({ check, reads }, i) => {
        const from = out.findings.length;
        const other = reusable ? same.checks[i] : undefined;
        let result;
        if (other) {
            // Copies: the two analyses' findings are marked and filtered apart later.
            for (const f of other.findings)
                out.findings.push({ ...f });
            result = other.result;
            checksReused++;
        }
        else
            result = check(ctx) ?? {};
        // Recorded only where it can be handed on: a link check's findings are many, and the suppressions check
        // removes findings of the others from the sink.
        runs.push(reads === 'structure' ? { findings: out.findings.slice(from), result } : undefined);
        for (const [name, n] of Object.entries(result))
            counts[name] += n;
    });
    let entries = 0;
    if (site.nav)
        for (const n of (0,nav/* walk */.GG)(site.nav))
            if (n.kind === 'page' || n.kind === 'endpoint')
                entries++;
    const findings = applyPolicy(out.findings, config, source.rootPrefix);
    const stats = {
        pages: site.index.pages.size,
        entries,
        endpoints: counts.endpoints,
        orphans: findings.filter((f) => f.rule === 'orphan-page').length,
        dangling: counts.dangling,
        redirects: site.redirects.length,
        linksChecked: counts.linksChecked,
        filesLinkChecked: counts.filesLinkChecked,
        specs: [...site.specs.values()].filter((s) => s.ok).length,
        endpointsUnchecked: counts.endpointsUnchecked,
        ...(counts.anchorsUnchecked ? { anchorsUnchecked: counts.anchorsUnchecked } : {}),
        ...(counts.syntaxUnchecked ? { syntaxUnchecked: counts.syntaxUnchecked } : {}),
        ...(inferred ? { inferredBasePath: inferred } : {}),
    };
    return { site, routes, findings, stats, configured, config, checks: runs, checksReused };
}
/** Severity overrides, rules turned off, ignored files; then a stable order (file, line, column, rule). */
function applyPolicy(findings, config, rootPrefix) {
    const ignored = (0,glob/* globMatcher */.f)(config.ignore);
    const ignoredFinding = findingMatcher(config.ignoreFindings ?? []);
    const prefix = rootPrefix ? `${rootPrefix}/` : '';
    const frozen = config.frozen?.length ? (0,glob/* globMatcher */.f)(config.frozen) : undefined;
    const out = [];
    for (const f of findings) {
        const setting = config.rules[f.rule];
        if (setting === 'off')
            continue;
        const rel = f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file;
        if (ignored(rel) || ignoredFinding(f, rel))
            continue;
        const set = setting ? { ...f, severity: setting } : f;
        out.push(frozen ? thawed(set, frozen, prefix) : set);
    }
    return (0,base_findings/* sortFindings */.Tc)(out);
}
/**
 * A finding as the `frozen` globs leave it: an error in a frozen file (an old version's snapshot) is a warning, and
 * its fix keeps no edit of a frozen file, so `fix` never rewrites a release; the words of the fix stay.
 */
function thawed(f, frozen, prefix) {
    const rel = (file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file);
    const edits = f.fix?.edits?.filter((e) => !frozen(rel(e.file)));
    const fix = f.fix && edits && edits.length !== f.fix.edits.length
        ? { message: f.fix.message, ...(edits.length ? { edits } : {}) }
        : f.fix;
    const severity = f.severity === 'error' && frozen(rel(f.file)) ? 'warning' : f.severity;
    return severity === f.severity && fix === f.fix ? f : { ...f, severity, ...(fix ? { fix } : {}) };
}
/** Whether an object item of `ignore` covers a finding: its rules, its file glob and its entry glob all agree. */
function findingMatcher(rules) {
    if (!rules.length)
        return () => false;
    const compiled = rules.map((r) => ({
        rule: r.rule && new Set(r.rule),
        file: r.file === undefined ? undefined : (0,glob/* compileGlob */.S)(r.file),
        entry: r.entry === undefined ? undefined : (0,glob/* compileGlob */.S)(r.entry),
    }));
    return (f, file) => compiled.some((r) => (!r.rule || r.rule.has(f.rule)) &&
        (!r.file || r.file(file)) &&
        (!r.entry ||
            f.key
                .split('|')
                .slice(1)
                .some((part) => r.entry(part))));
}
//# sourceMappingURL=analyze.js.map

/***/ }),

/***/ 3649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rz: () => (/* binding */ anchorsUncheckedNote),
  tp: () => (/* binding */ basePathNote),
  Fe: () => (/* binding */ publicFinding),
  WH: () => (/* binding */ renderSarif),
  S5: () => (/* binding */ renderText),
  QB: () => (/* binding */ ruleUrl),
  Dm: () => (/* binding */ safeTerminalText),
  Od: () => (/* binding */ syntaxUncheckedNote),
  GF: () => (/* binding */ writeJson)
});

// UNUSED EXPORTS: fingerprint, renderJson

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(7336);
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 24 modules
var registry = __webpack_require__(6632);
// EXTERNAL MODULE: ./lib/core/base/findings.js
var base_findings = __webpack_require__(4251);
// EXTERNAL MODULE: ./lib/core/rules/rule.js
var rule = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/core/site/page-ids.js + 2 modules
var page_ids = __webpack_require__(2069);
// EXTERNAL MODULE: ./lib/core/site/unparsable.js
var unparsable = __webpack_require__(1940);
// EXTERNAL MODULE: ./lib/core/render/group.js
var group = __webpack_require__(1251);
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
;// CONCATENATED MODULE: ./lib/core/render/findings.js
// Findings as text (terminal), JSON and SARIF 2.1.0. Pure: strings in, strings out.









/** Control characters (except tab) would let a file name or label rewrite the terminal. */
function safeTerminalText(s) {
    return s.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * Findings as terminal text, with a closing line that counts them. `notListed`: findings a comparison left out
 * (already on the base branch, with `--report new`), so that the closing line never says "no problems" below an
 * outline or a run that has them.
 */
function renderText(findings, stats, color, notListed = 0, linksReadIn) {
    const c = (0,picocolors.createColors)(color);
    const sev = { error: c.red('error'), warning: c.yellow('warning'), notice: c.blue('notice') };
    const statusOf = (f) => f.status === 'existing' ? c.dim(' (already on base)') : f.status === 'new' ? c.bold(' (new)') : '';
    const lines = [];
    let file;
    let lastFix;
    // A file holding nothing but an orphan page, past the first few, is named in one list at the end: a legacy site's
    // 168 orphans were 168 sections of three lines saying the same (projectdiscovery/docs).
    const alone = placeNamedAlone(findings);
    const listed = new Set();
    // Repeats within a file are one line with their places (text is read per file).
    for (const { first: f, findings: same } of (0,group/* groupFindings */.kG)(findings, true)) {
        if (alone.has(f) && listed.size >= group/* FULL_ITEMS */.v2)
            continue;
        if (alone.has(f))
            listed.add(f);
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
            lines.push(`  ${' '.repeat(8)} ${c.dim(safeTerminalText((0,group/* copiesSentence */.fl)(f.copies)))}`);
        // A fix the line before in this file already gave is not spelled out again.
        const fixText = f.fix ? (f.fix.message === lastFix ? c.dim('as above') : safeTerminalText(f.fix.message)) : '';
        lastFix = f.fix?.message;
        if (f.fix)
            lines.push(`  ${' '.repeat(8)} ${c.green(same.length > 1 ? 'fix (each):' : 'fix:')} ${fixText}`);
    }
    const rest = [...alone].filter((f) => !listed.has(f));
    if (rest.length) {
        if (lines.length)
            lines.push('');
        lines.push(`${c.dim(`…and ${rest.length} more ${rest.length === 1 ? 'page' : 'pages'} not in the navigation, each as above`)} ${c.dim('[orphan-page]')}:`);
        for (const f of rest)
            lines.push(`  ${safeTerminalText(f.file)} ${sev[f.severity]}${statusOf(f)}`);
    }
    const n = (0,base_findings/* countBySeverity */.Ot)(findings);
    const files = new Set(findings.map((f) => f.file)).size;
    const summary = findings.length
        ? `${n.error ? c.red(`✖ ${n.error} error${n.error === 1 ? '' : 's'}`) : c.green('✔ 0 errors')}, ${n.warning} warning${n.warning === 1 ? '' : 's'}${n.notice ? `, ${n.notice} notice${n.notice === 1 ? '' : 's'}` : ''} in ${files} file${files === 1 ? '' : 's'}`
        : notListed
            ? c.green('✔ no new problems')
            : c.green('✔ no navigation problems found');
    const existing = notListed
        ? c.dim(`; ${notListed} already on the base branch ${notListed === 1 ? 'is' : 'are'} not listed (--report all lists them${linksReadIn === undefined ? '' : `; links counted in the ${linksReadIn} ${linksReadIn === 1 ? 'file' : 'files'} this change's check read`})`)
        : '';
    const facts = stats.pages !== undefined
        ? c.dim(` (${stats.pages} pages, ${stats.entries} navigation entries, ${stats.orphans} orphans, ${stats.dangling} dangling)`)
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
    return lines.join('\n') + '\n';
}
/** Findings of a PLACE_NAMED rule that are the only finding of their file, when there are more than FULL_ITEMS. */
function placeNamedAlone(findings) {
    const perFile = new Map();
    for (const f of findings)
        perFile.set(f.file, (perFile.get(f.file) ?? 0) + 1);
    const alone = findings.filter((f) => group/* PLACE_NAMED */.MO.has(f.rule) && perFile.get(f.file) === 1);
    return new Set(alone.length > group/* FULL_ITEMS */.v2 ? alone : []);
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
        fingerprint: fingerprint(key),
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
/** A short stable hash (FNV-1a, hex): SARIF partialFingerprints, hidden markers in review comments. */
function fingerprint(s) {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) {
        h ^= s.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
}
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
                    message: { text: (0,group/* fullMessage */.P8)(f, ' ') },
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
                    partialFingerprints: { 'navguard/v1': fingerprint(f.key) },
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
function basePathNote(b) {
    const seen = b.examples?.length ? `, such as ${b.examples.map((e) => `"${e}"`).join(', ')}` : '';
    return `Links were read as on a site served under "${b.basePath}" (${b.evidence} links and redirects use that prefix and lead to pages without it${seen}); set "basePath" in .navguard.json to say so, or "/" if that is wrong.`;
}
//# sourceMappingURL=findings.js.map

/***/ }),

/***/ 1251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ PLACE_NAMED),
/* harmony export */   P8: () => (/* binding */ fullMessage),
/* harmony export */   fl: () => (/* binding */ copiesSentence),
/* harmony export */   kG: () => (/* binding */ groupFindings),
/* harmony export */   v2: () => (/* binding */ FULL_ITEMS)
/* harmony export */ });
/* unused harmony export copySpan */
/* harmony import */ var _base_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4251);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6632);


/**
 * Rules whose message says nothing its file does not (an orphan page): past the first FULL_ITEMS, the text and the
 * report list their findings by place only.
 */
const PLACE_NAMED = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .rulesWith */ .qS)('placeNamed');
const FULL_ITEMS = 5;
/** Groups findings of the same shape; groups keep the order of their first finding. */
function groupFindings(findings, sameFile = false) {
    const groups = new Map();
    for (const f of findings) {
        const k = sameFile ? `${f.file}\u0000${(0,_base_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .shapeKey */ .pS)(f)}` : (0,_base_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .shapeKey */ .pS)(f);
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
/** A finding's message with its fix and its other copies, for places that take one text (annotations, SARIF). */
function fullMessage(f, separator, named = 3) {
    return [
        f.message,
        ...(f.fix ? [`Fix: ${f.fix.message}`] : []),
        ...(f.copies ? [copiesSentence(f.copies, named)] : []),
    ].join(separator);
}
//# sourceMappingURL=group.js.map

/***/ }),

/***/ 2905:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ruleCounts),
/* harmony export */   N: () => (/* binding */ renderRuleSummary)
/* harmony export */ });
/** `rule count` pairs, most frequent first, then by rule id. */
function ruleCounts(findings) {
    const counts = new Map();
    for (const f of findings)
        counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
function renderRuleSummary(findings, extras = {}) {
    const lines = [];
    const counts = ruleCounts(findings);
    if (counts.length)
        lines.push(`By rule: ${counts.map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
    if (extras.hidden)
        lines.push(`${extras.hidden} warnings and notices not shown (--quiet).`);
    if (extras.baselined)
        lines.push(`${extras.baselined} known ${extras.baselined === 1 ? 'finding' : 'findings'} held by the baseline.`);
    if (extras.stale)
        lines.push(`${extras.stale} baseline ${extras.stale === 1 ? 'entry no longer occurs' : 'entries no longer occur'}: run with --update-baseline to drop ${extras.stale === 1 ? 'it' : 'them'}.`);
    return lines.length ? lines.join('\n') + '\n' : '';
}
//# sourceMappingURL=rule-summary.js.map

/***/ }),

/***/ 1473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ ruleAnchor),
/* harmony export */   OY: () => (/* binding */ configFileOf),
/* harmony export */   RQ: () => (/* binding */ FindingSink)
/* harmony export */ });
/* harmony import */ var _json_positions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5206);
/* harmony import */ var _base_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7077);


/** The anchor of a rule's section in docs/rules.md (and in SARIF's helpUri). */
function ruleAnchor(id) {
    return `rule-${id}`;
}
class FindingSink {
    site;
    severityOf;
    findings = [];
    lineCache = new Map();
    /** `severityOf`: each rule's default severity, as the engine's registry holds them (rules are not read here). */
    constructor(site, severityOf) {
        this.site = site;
        this.severityOf = severityOf;
    }
    /** File path as shown to users: relative to the repository root. */
    repoPath(file) {
        return (0,_base_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPath */ .uJ)(this.site.source.rootPrefix, file);
    }
    lines(file) {
        const parsed = this.site.docsJson.files.get(file);
        if (parsed)
            return parsed.lines;
        let li = this.lineCache.get(file);
        if (!li) {
            li = new _json_positions_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(this.site.source.read(file) ?? '');
            this.lineCache.set(file, li);
        }
        return li;
    }
    /** The file the writer edits for what docs.json holds: mint.json on a site still on it. */
    get configFile() {
        return configFileOf(this.site);
    }
    locate(span) {
        const upgraded = this.site.source.upgradedFrom;
        let exact = true;
        if (upgraded && span.file === 'docs.json') {
            // docs.json is the upgrade of mint.json: the place is shown where the writer can find it.
            const mapped = upgraded.mapSpan(span.offset, span.length);
            exact = mapped.exact;
            span = { file: upgraded.file, offset: mapped.offset, length: mapped.length };
        }
        const li = this.lines(span.file);
        const start = li.at(span.offset);
        const end = li.at(span.offset + span.length);
        return { file: span.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, exact };
    }
    add(rule, where, message, extra) {
        const loc = 'offset' in where ? this.locate(where) : where;
        // Built a key at a time, in the order reports show them: spreading optional parts into a literal cost a
        // third of the links rule's reporting on a site with 48,000 broken links (77 of 209 ms).
        const f = {
            rule,
            severity: extra.severity ?? this.severityOf(rule),
            file: this.repoPath(loc.file),
            line: loc.line,
            column: loc.column,
        };
        if (loc.endLine !== undefined) {
            f.endLine = loc.endLine;
            f.endColumn = loc.endColumn;
        }
        f.message = message;
        if (extra.fix)
            f.fix = extra.fix;
        f.key = `${rule}|${extra.key}`;
        if (extra.subject)
            f.subject = extra.subject;
        f.data = extra.data;
        this.findings.push(f);
    }
    /** An edit replacing exactly the text of a span (e.g. a JSON string value, quotes included). */
    replaceEdit(span, newText) {
        const loc = this.locate(span);
        // No edit where the upgrade made the place up (a tab it created): there is no such text in mint.json.
        if (!loc.exact)
            return undefined;
        return [
            {
                file: this.repoPath(loc.file),
                line: loc.line,
                column: loc.column,
                endLine: loc.endLine,
                endColumn: loc.endColumn,
                newText,
            },
        ];
    }
}
/** The file the writer edits for what docs.json holds: mint.json on a site still on it. */
function configFileOf(site) {
    return site.source.upgradedFrom?.file ?? 'docs.json';
}
//# sourceMappingURL=rule.js.map

/***/ })

};
