export const id = 929;
export const ids = [929];
export const modules = {

/***/ 6454:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ compareSources)
});

// UNUSED EXPORTS: mayLeadTo

// EXTERNAL MODULE: ./lib/core/analyze.js + 9 modules
var analyze = __webpack_require__(992);
// EXTERNAL MODULE: ./lib/core/json/document.js
var json_document = __webpack_require__(4997);
// EXTERNAL MODULE: ./lib/core/model/nav.js
var nav = __webpack_require__(4980);
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __webpack_require__(4539);
// EXTERNAL MODULE: ./lib/core/rules/sink.js
var rules_sink = __webpack_require__(9024);
// EXTERNAL MODULE: ./lib/core/rules/links.js + 1 modules
var links = __webpack_require__(9856);
// EXTERNAL MODULE: ./lib/core/config.js + 1 modules
var config = __webpack_require__(3321);
// EXTERNAL MODULE: ./lib/core/site/model.js + 2 modules
var model = __webpack_require__(6862);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var routes = __webpack_require__(8361);
// EXTERNAL MODULE: ./lib/core/site/base-path.js
var base_path = __webpack_require__(5384);
;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/line.js


class LineDiff extends Diff {
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

;// CONCATENATED MODULE: ./lib/core/compare/identity.js
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
function markNew(input) {
    const files = new Map((input.fileRenames ?? []).map((r) => [r.from, r.to]));
    const pool = new Map();
    for (const f of input.base) {
        const k = renameKey(f.key, input.renamed, files);
        const list = pool.get(k);
        if (list)
            list.push(f);
        else
            pool.set(k, [f]);
    }
    const groups = new Map();
    input.head.forEach((f, i) => {
        const list = groups.get(f.key);
        if (list)
            list.push(i);
        else
            groups.set(f.key, [i]);
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
    return { marked: input.head.map((f, i) => ({ ...f, status: status[i] })), fixed };
}
/** Which head lines of a file the change added or changed, from a line diff against its base version. */
class AddedLines {
    base;
    head;
    cache = new Map();
    fromPath;
    constructor(base, head, renames) {
        this.base = base;
        this.head = head;
        this.fromPath = new Map(renames.map((r) => [r.to, r.from]));
    }
    added(f) {
        const set = this.linesOf(f.file);
        return set === 'all' || set.has(f.line);
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
        if (!this.head)
            return 'all';
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
        for (const part of diffLines(before, after)) {
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
//# sourceMappingURL=identity.js.map
;// CONCATENATED MODULE: ./lib/core/compare/navdiff.js
// Before/after of the navigation: which entries were added, removed, moved or renamed, which sections were
// relabelled, moved or reordered — and the outline tree of the head navigation carrying those marks.

const LEAF = new Set(['page', 'endpoint']);
function isLeaf(n) {
    return LEAF.has(n.kind);
}
function leafKey(n, renameTo) {
    if (n.kind === 'endpoint')
        return `${n.partition}|endpoint:${n.specSource ?? ''} ${n.method} ${n.endpointPath}`;
    const page = renameTo?.get(n.page) ?? n.page;
    return `${n.partition}|page:${page}`;
}
function locationOf(n) {
    const parts = [];
    for (let c = n; c && c.kind !== 'root'; c = c.parent)
        if (!isLeaf(c))
            parts.unshift(`${c.kind === 'menu-item' ? 'menu' : c.kind} "${c.label}"`);
    return parts.join(' › ') || 'top level';
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
        push(headByTrail, (0,nav/* trailKey */.IA)(h), h);
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
        const candidates = headByTrail.get((0,nav/* trailKey */.IA)(b))?.filter((h) => !used.has(h));
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
    const freeHead = () => headList.filter((h) => !used.has(h));
    for (const b of baseList) {
        if (m.has(b))
            continue;
        let best;
        let bestScore = 0.5;
        for (const h of freeHead()) {
            if (h.kind !== b.kind)
                continue;
            const sameLabel = h.label === b.label;
            const sameParent = b.parent && m.get(b.parent) === h.parent;
            if (!sameLabel && !sameParent)
                continue;
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
function diffNavigation(base, head, renames) {
    const emptyRoot = (n) => n ?? {
        kind: 'root',
        label: 'navigation',
        span: { file: 'docs.json', offset: 0, length: 0 },
        json: { type: 'null', span: { file: 'docs.json', offset: 0, length: 0 } },
        children: [],
        openapi: [],
        ownOpenapi: false,
        partition: '',
    };
    const b = emptyRoot(base);
    const h = emptyRoot(head);
    const baseKey = (n) => leafKey(n, renames);
    const headKey = (n) => leafKey(n);
    const cmap = matchContainers(b, h, baseKey, headKey);
    const reverse = new Map([...cmap].map(([k, v]) => [v, k]));
    const baseLeaves = new Map();
    for (const c of containers(b))
        for (const l of c.children)
            if (isLeaf(l))
                push(baseLeaves, baseKey(l), l);
    const changes = [];
    const matchedBase = new Set();
    const toOutline = (n, side) => ({
        kind: n.kind,
        label: n.label,
        ...(n.page ? { page: n.page } : {}),
        status: 'unchanged',
        span: n.span,
        side,
        findings: [],
        children: [],
        entries: 0,
        changed: false,
    });
    const build = (n) => {
        const o = toOutline(n, 'head');
        if (!isLeaf(n) && n !== h) {
            const before = reverse.get(n);
            if (!before) {
                o.status = 'added';
                changes.push({
                    kind: 'added',
                    nodeKind: n.kind,
                    label: n.label,
                    location: locationOf(n.parent),
                    span: n.span,
                    side: 'head',
                });
            }
            else {
                if (before.label !== n.label) {
                    o.status = 'relabelled';
                    o.from = before.label;
                    changes.push({
                        kind: 'relabelled',
                        nodeKind: n.kind,
                        label: n.label,
                        location: locationOf(n.parent),
                        from: before.label,
                        span: n.span,
                        side: 'head',
                    });
                }
                if (before.parent && cmap.get(before.parent) !== n.parent) {
                    o.status = 'moved';
                    o.from = locationOf(before.parent);
                    changes.push({
                        kind: 'moved',
                        nodeKind: n.kind,
                        label: n.label,
                        location: locationOf(n.parent),
                        from: locationOf(before.parent),
                        span: n.span,
                        side: 'head',
                    });
                }
                if (isReordered(before, n, cmap, baseKey, headKey)) {
                    o.reordered = true;
                    changes.push({
                        kind: 'reordered',
                        nodeKind: n.kind,
                        label: n.label,
                        location: locationOf(n.parent),
                        span: n.span,
                        side: 'head',
                    });
                }
            }
        }
        for (const c of n.children) {
            if (!isLeaf(c)) {
                o.children.push(build(c));
                continue;
            }
            const leaf = toOutline(c, 'head');
            const candidates = baseLeaves.get(headKey(c))?.filter((x) => !matchedBase.has(x)) ?? [];
            // Prefer the base entry that sat in the corresponding section.
            const prior = candidates.find((x) => x.parent && cmap.get(x.parent) === n) ?? candidates[0];
            if (!prior) {
                leaf.status = 'added';
                changes.push({
                    kind: 'added',
                    nodeKind: c.kind,
                    label: c.kind === 'page' ? c.page : c.label,
                    location: locationOf(n),
                    span: c.span,
                    side: 'head',
                });
            }
            else {
                matchedBase.add(prior);
                if (c.kind === 'page' && prior.page !== c.page) {
                    leaf.status = 'renamed';
                    leaf.from = prior.page;
                    changes.push({
                        kind: 'renamed',
                        nodeKind: 'page',
                        label: c.page,
                        location: locationOf(n),
                        from: prior.page,
                        span: c.span,
                        side: 'head',
                    });
                }
                if (prior.parent && cmap.get(prior.parent) !== n) {
                    if (leaf.status === 'unchanged')
                        leaf.status = 'moved';
                    leaf.from = leaf.status === 'renamed' ? leaf.from : locationOf(prior.parent);
                    changes.push({
                        kind: 'moved',
                        nodeKind: c.kind,
                        label: c.kind === 'page' ? c.page : c.label,
                        location: locationOf(n),
                        from: locationOf(prior.parent),
                        span: c.span,
                        side: 'head',
                    });
                }
            }
            o.children.push(leaf);
        }
        return o;
    };
    const outline = build(h);
    // Removed entries and sections go back where they were, under the nearest section that still exists.
    const outlineOf = new Map();
    const index = (n, o) => {
        outlineOf.set(n, o);
        let i = 0;
        for (const c of n.children)
            index(c, o.children[i++]);
    };
    index(h, outline);
    const placeRemoved = (bn) => {
        for (const c of bn.children) {
            if (isLeaf(c)) {
                if (matchedBase.has(c))
                    continue;
                const host = hostFor(bn, cmap, outlineOf, outline);
                const o = toOutline(c, 'base');
                o.status = 'removed';
                host.children.push(o);
                changes.push({
                    kind: 'removed',
                    nodeKind: c.kind,
                    label: c.kind === 'page' ? c.page : c.label,
                    location: locationOf(bn),
                    span: c.span,
                    side: 'base',
                });
                continue;
            }
            if (!cmap.has(c)) {
                const host = hostFor(bn, cmap, outlineOf, outline);
                const o = toOutline(c, 'base');
                o.status = 'removed';
                host.children.push(o);
                changes.push({
                    kind: 'removed',
                    nodeKind: c.kind,
                    label: c.label,
                    location: locationOf(bn),
                    span: c.span,
                    side: 'base',
                });
                markRemoved(c, o, matchedBase, toOutline);
                continue;
            }
            placeRemoved(c);
        }
    };
    placeRemoved(b);
    summarize(outline);
    return { changes, outline };
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
;// CONCATENATED MODULE: ./lib/core/compare/compare.js
// Two states of one site → what the change did: navigation changes, the outline, findings marked new or
// existing, and redirects the change forgot. Pure: both states arrive as SiteSources.












function compareSources(base, head, options = {}) {
    const scans = options.scans ?? new Map();
    const baseSite = base ? (0,model/* loadSite */.UK)(base, scans) : undefined;
    const headSite = head ? (0,model/* loadSite */.UK)(head, scans) : undefined;
    const renamed = pageRenames(baseSite, headSite, options.renames ?? []);
    // Links are checked where the change could have broken them: changed files, and files that link to a
    // page that is gone. The fast scan already holds every page's link candidates, so nothing is parsed here.
    let changed = options.changed;
    if (options.links !== 'all' && options.links !== 'none' && baseSite && headSite) {
        const gone = new Set([...baseSite.index.pages.keys()].filter((s) => !headSite.index.pages.has(s)));
        const files = new Set(options.changed ?? []);
        if (gone.size) {
            const configured = (options.config ?? config/* DEFAULT_CONFIG */.PV).basePath;
            const basePath = configured || ((0,base_path/* siteRoutes */.u)(headSite, '').inferred?.basePath ?? '');
            const names = gone.size <= 200 ? [...new Set([...gone].map(paths/* basename */.P8))] : undefined;
            for (const [path, scan] of headSite.index.scans) {
                if (files.has(path))
                    continue;
                if (scan.links.some((l) => {
                    if (names && !mayLeadTo(l.url, names))
                        return false;
                    const p = (0,links/* linkPath */.O)(l.url, path, basePath);
                    return p.kind === 'path' && gone.has((0,paths/* stripPageExt */.pQ)(p.path));
                }))
                    files.add(path);
            }
        }
        changed = files;
    }
    const opts = { ...options, links: options.links ?? 'changed', changed };
    // The base checks the same files under their old names, so a renamed file's old problems are found as old.
    const baseChanged = changed && withOldNames(changed, options.renames ?? []);
    const baseA = baseSite ? (0,analyze/* analyzeSite */.AD)(baseSite, { ...opts, changed: baseChanged }) : undefined;
    const headA = headSite ? (0,analyze/* analyzeSite */.AD)(headSite, opts) : undefined;
    const { changes, outline } = diffNavigation(baseSite?.nav, headSite?.nav, renamed);
    const missing = headA && baseSite ? missingRedirects(baseSite, headA, renamed) : [];
    const headFindings = (0,analyze/* sortFindings */.Tc)([...retarget(headA?.findings ?? [], renamed), ...missing]);
    const { marked, fixed } = markNew({
        base: baseA?.findings ?? [],
        head: headFindings,
        renamed,
        fileRenames: options.renames,
        baseSource: base,
        headSource: head,
    });
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
        if (!(0,paths/* isPageFile */.MV)(r.from) || !(0,paths/* isPageFile */.MV)(r.to))
            continue;
        const from = (0,paths/* stripPageExt */.pQ)(r.from);
        const to = (0,paths/* stripPageExt */.pQ)(r.to);
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
        for (const n of (0,nav/* walk */.GG)(head.nav))
            if (n.kind !== 'page' && n.kind !== 'endpoint')
                headByTrail.set((0,nav/* trailKey */.IA)(n), n);
        for (const b of (0,nav/* walk */.GG)(base.nav)) {
            if (b.kind === 'page' || b.kind === 'endpoint')
                continue;
            const h = headByTrail.get((0,nav/* trailKey */.IA)(b));
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
/** Links and redirects that still point at a renamed page get the exact fix: its new path. */
function retarget(findings, renamed) {
    if (!renamed.size)
        return findings;
    return findings.map((f) => {
        if (f.rule !== 'broken-link' && f.rule !== 'redirect-target-missing')
            return f;
        const m = /"([^"]+)"/.exec(f.rule === 'broken-link' ? f.message : f.message.slice(f.message.indexOf('→')));
        if (!m || f.endLine === undefined)
            return f;
        const url = m[1];
        const to = renamed.get((0,routes/* routePath */.dA)(url));
        if (!to)
            return f;
        const fixed = url.replace((0,routes/* routePath */.dA)(url), to);
        const newText = f.rule === 'broken-link' ? fixed : JSON.stringify(fixed);
        return {
            ...f,
            message: `${f.message} The page was renamed to ${to} in this change.`,
            fix: {
                message: `Point it at "${fixed}".`,
                edits: [{ file: f.file, line: f.line, column: f.column, endLine: f.endLine, endColumn: f.endColumn, newText }],
            },
        };
    });
}
function missingRedirects(base, head, renamed) {
    const site = head.site;
    if (!site.docs || site.docs.type !== 'object')
        return [];
    const out = new rules_sink/* FindingSink */.R(site);
    const redirectsNode = (0,json_document/* get */.Jt)(site.docs, 'redirects');
    const baseNav = new Map();
    if (base.nav)
        for (const n of (0,nav/* walk */.GG)(base.nav))
            if (n.kind === 'page' && !baseNav.has(n.page))
                baseNav.set(n.page, n);
    for (const slug of base.index.pages.keys()) {
        if (site.index.pages.has(slug))
            continue;
        const now = head.routes.resolve(slug);
        if (now.kind !== 'missing')
            continue;
        const to = renamed.get(slug);
        const section = baseNav.get(slug)?.parent;
        // For a removed page, the first page left in its old section is a sensible place to send readers.
        const sibling = section?.children.find((c) => c.kind === 'page' && c.page !== slug && site.index.pages.has(c.page))?.page;
        const destination = to ?? head.routes.suggest(slug) ?? sibling;
        const what = to ? `was renamed to ${to}` : 'was removed';
        const where = baseNav.get(slug) ? ` (it was in the navigation under ${locationOf(baseNav.get(slug).parent)})` : '';
        const object = `{ "source": "/${slug}", "destination": "/${destination ?? 'NEW-PATH'}" }`;
        // Point at the redirects list; without one, at the renamed entry (the line the author touched) or the navigation.
        const headEntry = to && site.nav ? (0,nav/* walk */.GG)(site.nav).find((n) => n.kind === 'page' && n.page === to) : undefined;
        const navProp = site.docs.props?.find((p) => p.key === 'navigation');
        const anchor = redirectsNode?.span ?? headEntry?.span ?? navProp?.keySpan ?? site.docs.span;
        out.add('missing-redirect', anchor, `/${slug} ${what}${where}, but docs.json has no redirect for it: bookmarks, search results and links from other sites now get a 404.`, {
            key: slug,
            fix: {
                message: to
                    ? `Add ${object} to "redirects".`
                    : `Add ${object} to "redirects"${destination ? ', or send it to the page that replaces it' : ', with the page that replaces it as destination'}.`,
                ...(destination ? { edits: insertRedirect(out, site.docs, redirectsNode, slug, destination) } : {}),
            },
        });
    }
    return out.findings;
}
/** A zero-width edit that adds one redirect object: after the last one, into an empty array, or as a new key. */
function insertRedirect(out, docs, redirects, source, destination) {
    const obj = `{ "source": ${JSON.stringify(`/${source}`)}, "destination": ${JSON.stringify(`/${destination}`)} }`;
    const at = (file, offset, text) => {
        const p = out.lines(file).at(offset);
        return [
            { file: out.repoPath(file), line: p.line, column: p.column, endLine: p.line, endColumn: p.column, newText: text },
        ];
    };
    if (redirects?.type === 'array') {
        const items = redirects.items ?? [];
        const last = items[items.length - 1];
        if (last) {
            const indent = ' '.repeat(out.lines(last.span.file).at(last.span.offset).column - 1);
            return at(last.span.file, last.span.offset + last.span.length, `,\n${indent}${obj}`);
        }
        return at(redirects.span.file, redirects.span.offset + 1, `\n    ${obj}\n  `);
    }
    const lastProp = docs.props?.[docs.props.length - 1];
    if (!lastProp)
        return at(docs.span.file, docs.span.offset + 1, `\n  "redirects": [\n    ${obj}\n  ]\n`);
    return at(lastProp.value.span.file, lastProp.value.span.offset + lastProp.value.span.length, `,\n  "redirects": [\n    ${obj}\n  ]`);
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
    const sink = new rules_sink/* FindingSink */.R(head);
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
    summarize(outline);
}
//# sourceMappingURL=compare.js.map

/***/ }),

/***/ 5729:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ mdText),
/* harmony export */   x: () => (/* binding */ mdCode)
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
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   mv: () => (/* binding */ renderOutlineText),
/* harmony export */   ui: () => (/* binding */ renderOutlineMarkdown)
/* harmony export */ });
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7336);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5729);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);
// The before/after outline as Markdown (PR comment, within a byte budget) and as terminal text.



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
function plural(n, word) {
    return `${n} ${n === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;
}
// ---- Markdown ----
function mdName(o) {
    if (isEntry(o))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .x)(o.page ?? o.label);
    return `**${KIND_LABEL[o.kind] ?? o.kind}** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .b)(o.label)}`;
}
function mdMarks(o) {
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
            suffix.push(`renamed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .x)(o.from ?? '')} → ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .x)(o.page ?? '')}`);
            break;
        case 'moved':
            prefix = '**↪** ';
            suffix.push(`moved from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .b)(o.from ?? '', 500)}`);
            break;
        case 'relabelled':
            prefix = '**✎** ';
            suffix.push(`relabelled from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .b)(o.from ?? '')}`);
            break;
    }
    if (o.reordered)
        suffix.push('reordered');
    return { prefix, suffix: suffix.length ? ` — *${suffix.join('; ')}*` : '' };
}
function mdLine(o, depth) {
    const { prefix, suffix } = mdMarks(o);
    const name = o.status === 'removed' ? `~~${mdName(o)}~~` : mdName(o);
    const count = !isEntry(o) && !o.changed && o.entries ? ` (${plural(o.entries, 'entry')}, unchanged)` : '';
    return `${'  '.repeat(depth)}- ${prefix}${name}${count}${suffix}`;
}
function mdFindings(o, depth) {
    return o.findings.map((f) => `${'  '.repeat(depth + 1)}- ${f.severity === 'error' ? '❌' : f.severity === 'warning' ? '⚠️' : 'ℹ️'} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .x)(f.rule)}${f.status === 'new' ? ' **new**' : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .b)(f.message, 600)}`);
}
/** Changed branches in full, one level of context around them, everything else folded to a count. */
function compactLines(o, depth, out) {
    let run = [];
    const flush = () => {
        if (run.length > CONTEXT_RUN)
            out.push(`${'  '.repeat(depth)}- … ${plural(run.reduce((n, r) => n + Math.max(1, r.entries), 0), 'unchanged entry')}`);
        else
            for (const r of run)
                out.push(mdLine(r, depth));
        run = [];
    };
    for (const c of o.children) {
        if (!c.changed) {
            run.push(c);
            continue;
        }
        flush();
        out.push(mdLine(c, depth));
        out.push(...mdFindings(c, depth));
        if (!isEntry(c) && c.status !== 'removed')
            compactLines(c, depth + 1, out);
    }
    flush();
}
function fullLines(o, depth, out) {
    for (const c of o.children) {
        out.push(mdLine({ ...c, changed: true }, depth));
        fullLines(c, depth + 1, out);
    }
}
/**
 * The outline for a PR comment: the compact view, then the full tree in <details>; fits `budget`
 * characters by dropping the full tree first, then cutting the compact view with a visible note.
 */
function renderOutlineMarkdown(outline, budget = 65536) {
    const compact = [];
    if (!outline.changed)
        compact.push(`*No navigation changes* (${plural(outline.entries, 'entry')}).`);
    else
        compactLines(outline, 0, compact);
    const full = [];
    fullLines(outline, 0, full);
    const details = ['', '<details><summary>Full navigation after this change</summary>', '', ...full, '', '</details>'];
    const withFull = [...compact, ...details].join('\n');
    if (withFull.length <= budget)
        return { text: withFull, truncated: false };
    const note = (n) => `\n\n*Outline cut to fit: ${plural(n, 'more line')} not shown. The full outline is in the job summary and the JSON report.*`;
    const compactText = compact.join('\n');
    if (compactText.length + note(0).length <= budget)
        return {
            text: compactText +
                `\n\n*The full navigation tree (${plural(full.length, 'line')}) is too large for this comment; see the job summary or the JSON report.*`,
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
    const c = (0,picocolors__WEBPACK_IMPORTED_MODULE_2__.createColors)(color);
    const lines = [];
    const name = (o) => (0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(isEntry(o) ? (o.page ?? o.label) : `${KIND_LABEL[o.kind] ?? o.kind} "${o.label}"`);
    const line = (o, depth) => {
        const pad = '  '.repeat(depth);
        const count = !isEntry(o) && !o.changed ? c.dim(` (${plural(o.entries, 'entry')})`) : '';
        const re = o.reordered ? c.cyan(' (reordered)') : '';
        switch (o.status) {
            case 'added':
                return `${pad}${c.green(`+ ${name(o)}`)}${re}`;
            case 'removed':
                return `${pad}${c.red(`− ${name(o)}`)}`;
            case 'renamed':
                return `${pad}${c.blue(`→ ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(o.from ?? '')} → ${name(o)}`)}${re}`;
            case 'moved':
                return `${pad}${c.yellow(`↪ ${name(o)}`)} ${c.dim(`(moved from ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(o.from ?? '')})`)}${re}`;
            case 'relabelled':
                return `${pad}${c.magenta(`✎ ${name(o)}`)} ${c.dim(`(was "${(0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(o.from ?? '')}")`)}${re}`;
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
        for (const ch of o.children) {
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
            lines.push(line(ch, depth));
            for (const f of ch.findings) {
                const sev = f.severity === 'error' ? c.red('error') : f.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
                lines.push(`${'  '.repeat(depth + 2)}${sev} ${(0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(f.message)} ${c.dim(`[${f.rule}]`)}${f.status === 'new' ? c.bold(' (new)') : ''}`);
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

/***/ 2708:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lb: () => (/* binding */ changeSummary),
  c6: () => (/* binding */ fails),
  Ay: () => (/* binding */ renderReportMarkdown),
  Y6: () => (/* binding */ reported)
});

// UNUSED EXPORTS: COMMENT_LIMIT

;// CONCATENATED MODULE: ./lib/core/types.js
// Shared vocabulary of the pure core. Nothing here touches the file system, git or the network.
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };
//# sourceMappingURL=types.js.map
// EXTERNAL MODULE: ./lib/core/render/escape.js
var render_escape = __webpack_require__(5729);
// EXTERNAL MODULE: ./lib/core/render/outline.js
var render_outline = __webpack_require__(2854);
;// CONCATENATED MODULE: ./lib/core/render/report.js



const COMMENT_LIMIT = 65536;
const ICON = { error: '❌', warning: '⚠️', notice: 'ℹ️' };
function reported(findings, report) {
    return report === 'all' ? [...findings] : findings.filter((f) => f.status !== 'existing');
}
function fails(findings, failOn) {
    if (failOn === 'never')
        return false;
    return findings.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[failOn]);
}
function rank(a, b) {
    return (SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
        (a.status === 'new' ? 0 : 1) - (b.status === 'new' ? 0 : 1) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line);
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
function renderReportMarkdown(c, opts) {
    const budget = opts.budget ?? COMMENT_LIMIT;
    const shown = reported(c.findings, opts.report).sort(rank);
    const failed = fails(shown, opts.failOn);
    const count = (sev, status) => c.findings.filter((f) => f.severity === sev && (!status || f.status === status)).length;
    const head = [];
    if (opts.marker)
        head.push(opts.marker);
    const title = opts.title ? ` — ${(0,render_escape/* mdText */.b)(opts.title)}` : '';
    const errorsShown = shown.filter((f) => f.severity === 'error').length;
    head.push(failed
        ? `## ❌ navguard${title}: ${(0,render_outline/* plural */.LS)(errorsShown, `${opts.report === 'new' ? 'new ' : ''}error`)}${shown.length > errorsShown ? `, ${(0,render_outline/* plural */.LS)(shown.length - errorsShown, 'other finding')}` : ''}`
        : shown.length
            ? `## ⚠️ navguard${title}: navigation OK, ${(0,render_outline/* plural */.LS)(shown.length, opts.report === 'new' ? 'new finding' : 'finding')} to look at`
            : `## ✅ navguard${title}: navigation OK`);
    head.push('');
    head.push('| | new in this PR | already on the base branch |', '|---|---:|---:|');
    for (const sev of ['error', 'warning', 'notice'])
        head.push(`| ${ICON[sev]} ${sev}s | ${count(sev, 'new')} | ${count(sev, 'existing')} |`);
    head.push('');
    const stats = c.head?.stats;
    head.push(`**Navigation:** ${changeSummary(c)}.${stats ? ` ${(0,render_outline/* plural */.LS)(stats.pages, 'page')}, ${(0,render_outline/* plural */.LS)(stats.entries, 'entry')}, ${(0,render_outline/* plural */.LS)(stats.orphans, 'orphan')}.` : ''}${c.fixed.length ? ` This change fixes ${(0,render_outline/* plural */.LS)(c.fixed.length, 'earlier finding')}.` : ''}`);
    if (opts.report === 'new' && c.findings.length > shown.length)
        head.push(`*${(0,render_outline/* plural */.LS)(c.findings.length - shown.length, 'finding')} that already existed on the base branch ${c.findings.length - shown.length === 1 ? 'is' : 'are'} not listed (set \`report: all\` to list them).*`);
    for (const n of opts.notes ?? [])
        head.push(n);
    const redirects = c.findings.filter((f) => f.rule === 'missing-redirect' && f.fix?.edits?.length);
    const redirectBlock = redirects.length
        ? [
            '',
            '### Suggested redirects',
            '',
            'Add these to `redirects` in docs.json so old URLs keep working:',
            '',
            '```json',
            ...redirects.map((f) => `${/\{ "source".*?\}/.exec(f.fix.edits[0].newText)?.[0] ?? ''},`),
            '```',
        ]
        : [];
    // ```json blocks cannot be broken out of by a path: edits are JSON.stringify'd strings.
    const tableHead = ['', '### Findings', '', '| | Rule | Where | What is wrong | Fix |', '|---|---|---|---|---|'];
    const row = (f) => {
        const where = `${(0,render_escape/* mdCode */.x)(`${f.file}:${f.line}`)}`;
        const linked = opts.link ? `[${where}](${opts.link(f.file, f.line)})` : where;
        return `| ${ICON[f.severity]}${f.status === 'new' ? ' new' : ''} | ${(0,render_escape/* mdCode */.x)(f.rule)} | ${linked} | ${(0,render_escape/* mdText */.b)(f.message, 700)} | ${f.fix ? (0,render_escape/* mdText */.b)(f.fix.message, 300) : ''} |`;
    };
    const fixedPart = [...head, ...redirectBlock].join('\n');
    const outlineTitle = ['', '### Navigation outline', ''];
    // The findings table gets up to half of what is left; the outline gets the rest.
    let rest = budget - fixedPart.length - 400;
    const rows = [];
    if (shown.length) {
        const tableBudget = Math.max(2000, Math.floor(rest / 2));
        let used = tableHead.join('\n').length;
        for (const f of shown) {
            const r = row(f);
            if (used + r.length + 1 > tableBudget)
                break;
            rows.push(r);
            used += r.length + 1;
        }
        if (rows.length < shown.length)
            rows.push('', `*${(0,render_outline/* plural */.LS)(shown.length - rows.length, 'more finding')} not shown here; every finding is in the job summary, the check run annotations and the JSON report.*`);
    }
    const table = shown.length ? [...tableHead, ...rows].join('\n') : '';
    rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
    const outline = (0,render_outline/* renderOutlineMarkdown */.ui)(c.outline, Math.max(500, rest));
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
        return { text, truncated: outline.truncated || rows.length < shown.length };
    const note = "\n\n*This report was cut to fit GitHub's size limit; the job summary has the rest.*";
    return { text: text.slice(0, budget - note.length) + note, truncated: true };
}
//# sourceMappingURL=report.js.map

/***/ })

};
