export const id = 423;
export const ids = [423];
export const modules = {

/***/ 8250:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ compareSources)
});

// UNUSED EXPORTS: mayLeadTo

// EXTERNAL MODULE: ./lib/core/analyze.js
var analyze = __webpack_require__(227);
// EXTERNAL MODULE: ./lib/core/findings.js
var findings = __webpack_require__(9901);
// EXTERNAL MODULE: ./lib/core/rules/site.js
var site = __webpack_require__(8336);
// EXTERNAL MODULE: ./lib/core/site/nav.js
var nav = __webpack_require__(3986);
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __webpack_require__(4539);
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 121 modules
var registry = __webpack_require__(3780);
// EXTERNAL MODULE: ./lib/core/rules/sink.js
var rules_sink = __webpack_require__(9024);
// EXTERNAL MODULE: ./lib/core/config.js + 1 modules
var core_config = __webpack_require__(3321);
// EXTERNAL MODULE: ./lib/core/site/link-path.js
var link_path = __webpack_require__(1275);
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
    // A missing entry the change renamed with its folder and that still names no file: known by its file name,
    // when exactly one went and one came under that name (a common name like "overview" proves nothing).
    rematch((f, side) => danglingName(renamedKey(f.key, side)), true);
    // One thing reported by another rule as it changed state (see Finding.subject).
    rematch((f, side) => (f.subject ? renamedKey(f.subject, side) : undefined));
    // A broken link written differently that still leads to the same missing path, in the same file.
    rematch((f, side) => {
        if (f.rule !== 'broken-link' || f.data.target === undefined)
            return undefined;
        const file = side === 'base' ? lines.headFileOf(f.file, input.baseSource) : f.file;
        return file === undefined ? undefined : `${file}|${(0,paths/* stripPageExt */.pQ)(f.data.target.replace(/\/+$/, ''))}`;
    });
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
/** A missing entry's key cut down to its file name; undefined for other keys. */
function danglingName(key) {
    if (!key.startsWith('page-not-found|'))
        return undefined;
    const page = key.slice('page-not-found|'.length);
    return `page-not-found|name:${page.slice(page.lastIndexOf('/') + 1)}`;
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
/** The list under `key`, made on first use. */
function listIn(map, key) {
    const list = map.get(key);
    if (list)
        return list;
    const made = [];
    map.set(key, made);
    return made;
}
//# sourceMappingURL=identity.js.map
// EXTERNAL MODULE: ./lib/core/compare/navdiff.js
var navdiff = __webpack_require__(5573);
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
            const config = options.config ?? core_config/* DEFAULT_CONFIG */.PV;
            const basePath = config.basePathGiven
                ? config.basePath
                : ((0,base_path/* siteRoutes */.u)(headSite, '').inferred?.basePath ?? config.basePath);
            const names = gone.size <= 200 ? [...new Set([...gone].map(paths/* basename */.P8))] : undefined;
            for (const [path, scan] of headSite.index.scans) {
                if (files.has(path))
                    continue;
                if (scan.links.some((l) => {
                    if (names && !mayLeadTo(l.url, names))
                        return false;
                    const p = (0,link_path/* linkPath */.O)(l.url, path, basePath);
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
    const { changes, outline } = (0,navdiff/* diffNavigation */.sf)(baseSite?.nav, headSite?.nav, renamed);
    const missing = headA && baseSite ? pairFindings(baseSite, headA, renamed, options) : [];
    const removed = baseSite && !headSite
        ? (0,analyze/* applyPolicy */.VC)((0,site.docsJsonRemoved)(baseSite), options.config ?? core_config/* DEFAULT_CONFIG */.PV, baseSite.source.rootPrefix)
        : [];
    const { kept, folders } = foldIntoFolders(retarget(headA?.findings ?? [], renamed), missing);
    const headFindings = (0,findings/* sortFindings */.Tc)([...kept, ...folders, ...removed]);
    const { marked, fixed } = alwaysNew(markNew({
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
/** Findings of the before/after rules (missing-redirect), under the same policy as the head's findings. */
function pairFindings(base, head, renamed, options) {
    const out = new rules_sink/* FindingSink */.R(head.site);
    for (const check of registry/* PAIR_CHECKS */.TU)
        check({ base, head: head.site, headRoutes: head.routes, renamed, out });
    return (0,analyze/* applyPolicy */.VC)(out.findings, options.config ?? core_config/* DEFAULT_CONFIG */.PV, head.site.source.rootPrefix);
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
        const to = renamed.get((0,routes/* routePath */.dA)(url));
        if (!to || f.endLine === undefined)
            return undefined;
        const fixed = url.replace((0,routes/* routePath */.dA)(url), to);
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
    (0,navdiff/* summarize */.eh)(outline);
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
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
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
function renderOutlineMarkdown(outline, budget) {
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

/***/ 3192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ renderReportMarkdown),
/* harmony export */   Y6: () => (/* binding */ reported),
/* harmony export */   c6: () => (/* binding */ fails),
/* harmony export */   lb: () => (/* binding */ changeSummary)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9901);
/* harmony import */ var _rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(808);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
/* harmony import */ var _outline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2854);






const ICON = { error: '❌', warning: '⚠️', notice: 'ℹ️' };
function reported(findings, report) {
    return report === 'all' ? [...findings] : findings.filter((f) => f.status !== 'existing');
}
function fails(findings, failOn) {
    if (failOn === 'never')
        return false;
    return findings.some((f) => _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[f.severity] >= _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[failOn]);
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
    const budget = opts.budget;
    const shown = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .rankFindings */ .JM)(reported(c.findings, opts.report));
    const failed = fails(shown, opts.failOn);
    const byStatus = {
        new: (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'new')),
        existing: (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(c.findings.filter((f) => f.status === 'existing')),
    };
    const head = [];
    if (opts.marker)
        head.push(opts.marker);
    const title = opts.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(opts.title)}` : '';
    const errorsShown = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .countBySeverity */ .Ot)(shown).error;
    head.push(failed
        ? `## ❌ navguard${title}: ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(errorsShown, `${opts.report === 'new' ? 'new ' : ''}error`)}${shown.length > errorsShown ? `, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length - errorsShown, 'other finding')}` : ''}`
        : shown.length
            ? `## ⚠️ navguard${title}: navigation OK, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length, opts.report === 'new' ? 'new finding' : 'finding')} to look at`
            : `## ✅ navguard${title}: navigation OK`);
    head.push('');
    head.push('| | new in this PR | already on the base branch |', '|---|---:|---:|');
    for (const sev of ['error', 'warning', 'notice'])
        head.push(`| ${ICON[sev]} ${sev}s | ${byStatus.new[sev]} | ${byStatus.existing[sev]} |`);
    head.push('');
    const stats = c.head?.stats;
    head.push(`**Navigation:** ${changeSummary(c)}.${stats ? ` ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(stats.pages, 'page')}, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(stats.entries, 'entry')}, ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(stats.orphans, 'orphan')}.` : ''}${c.fixed.length ? ` This change fixes ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.fixed.length, 'earlier finding')}.` : ''}`);
    if (opts.report === 'new' && c.findings.length > shown.length)
        head.push(`*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(c.findings.length - shown.length, 'finding')} that already existed on the base branch ${c.findings.length - shown.length === 1 ? 'is' : 'are'} not listed (set \`report: all\` to list them).*`);
    for (const n of opts.notes ?? [])
        head.push(n);
    if (c.head?.stats.inferredBasePath)
        head.push('', `*${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .basePathNote */ .tp)(c.head.stats.inferredBasePath))}*`);
    const redirects = c.findings.flatMap((f) => f.rule === 'missing-redirect' ? f.data.redirects.map((r) => (0,_rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_5__/* .redirectJson */ .x)(r.source, r.destination)) : []);
    const redirectBlock = redirects.length
        ? [
            '',
            '### Suggested redirects',
            '',
            'Add these to `redirects` in docs.json so old URLs keep working:',
            '',
            '```json',
            ...redirects.map((r) => `${r},`),
            '```',
        ]
        : [];
    // ```json blocks cannot be broken out of by a path: edits are JSON.stringify'd strings.
    const tableHead = ['', '### Findings', '', '| | Rule | Where | What is wrong | Fix |', '|---|---|---|---|---|'];
    const row = (f) => {
        const where = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(`${f.file}:${f.line}`)}`;
        const linked = opts.link ? `[${where}](${opts.link(f.file, f.line)})` : where;
        return `| ${ICON[f.severity]}${f.status === 'new' ? ' new' : ''} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(f.rule)} | ${linked} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(f.message, 700)} | ${f.fix ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(f.fix.message, 300) : ''} |`;
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
            rows.push('', `*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length - rows.length, 'more finding')} not shown here; every finding is in the job summary, the check run annotations and the JSON report.*`);
    }
    const table = shown.length ? [...tableHead, ...rows].join('\n') : '';
    rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
    const outline = (0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .renderOutlineMarkdown */ .ui)(c.outline, Math.max(500, rest));
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
