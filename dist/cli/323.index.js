export const id = 323;
export const ids = [323,524];
export const modules = {

/***/ 1323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFix: () => (/* binding */ runFix)
});

// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/line.js
var line = __webpack_require__(9493);
;// CONCATENATED MODULE: ./node_modules/diff/libesm/patch/create.js

/**
 * Returns true if the filename contains characters that require C-style
 * quoting (as used by Git and GNU diffutils in diff output).
 */
function needsQuoting(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] < '\x20' || s[i] > '\x7e' || s[i] === '"' || s[i] === '\\') {
            return true;
        }
    }
    return false;
}
/**
 * C-style quotes a filename, encoding special characters as escape sequences
 * and non-ASCII bytes as octal escapes. This is the inverse of
 * `parseQuotedFileName` in parse.ts.
 *
 * Non-ASCII bytes are encoded as UTF-8 before being emitted as octal escapes.
 * This matches the behaviour of both Git and GNU diffutils, which always emit
 * UTF-8 octal escapes regardless of the underlying filesystem encoding (e.g.
 * Git for Windows converts from NTFS's UTF-16 to UTF-8 internally).
 *
 * If the filename doesn't need quoting, returns it as-is.
 */
function quoteFileNameIfNeeded(s) {
    if (!needsQuoting(s)) {
        return s;
    }
    let result = '"';
    const bytes = new TextEncoder().encode(s);
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        // See https://en.wikipedia.org/wiki/Escape_sequences_in_C#Escape_sequences
        if (b === 0x07) {
            result += '\\a';
        }
        else if (b === 0x08) {
            result += '\\b';
        }
        else if (b === 0x09) {
            result += '\\t';
        }
        else if (b === 0x0a) {
            result += '\\n';
        }
        else if (b === 0x0b) {
            result += '\\v';
        }
        else if (b === 0x0c) {
            result += '\\f';
        }
        else if (b === 0x0d) {
            result += '\\r';
        }
        else if (b === 0x22) {
            result += '\\"';
        }
        else if (b === 0x5c) {
            result += '\\\\';
        }
        else if (b >= 0x20 && b <= 0x7e) {
            // Just a printable ASCII character that is neither a double quote nor a
            // backslash; no need to escape it.
            result += String.fromCharCode(b);
        }
        else {
            // Either part of a non-ASCII character or a control character without a
            // special escape sequence; needs escaping as a 3-digit octal escape
            result += '\\' + b.toString(8).padStart(3, '0');
        }
        i++;
    }
    result += '"';
    return result;
}
const INCLUDE_HEADERS = {
    includeIndex: true,
    includeUnderline: true,
    includeFileHeaders: true
};
const FILE_HEADERS_ONLY = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: true
};
const OMIT_HEADERS = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: false
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch((0,line/* diffLines */.Pp)(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        (0,line/* diffLines */.Pp)(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * creates a unified diff patch.
 *
 * @param patch either a single structured patch object (as returned by `structuredPatch`) or an
 *   array of them (as returned by `parsePatch`).
 * @param headerOptions behaves the same as the `headerOptions` option of `createTwoFilesPatch`.
 *   Ignored for patches where `isGit` is `true`.
 *
 * When a patch has `isGit: true`, `formatPatch` output is changed to more closely match Git's
 * output: it emits a `diff --git` header, emits Git extended headers as appropriate based on
 * properties like `isRename`, `isCreate`, `newMode`, etc, and will omit `---`/`+++` file
 * headers for patches with no hunks (e.g. renames without content changes).
 */
function formatPatch(patch, headerOptions) {
    var _a, _b, _c, _d, _e, _f;
    if (!headerOptions) {
        headerOptions = INCLUDE_HEADERS;
    }
    if (Array.isArray(patch)) {
        if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every(p => p.isGit)) {
            throw new Error('Cannot omit file headers on a multi-file patch. '
                + '(The result would be unparseable; how would a tool trying to apply '
                + 'the patch know which changes are to which file?)');
        }
        return patch.map(p => formatPatch(p, headerOptions)).join('\n');
    }
    const ret = [];
    // Git patches have a fixed header format (diff --git, extended headers,
    // and ---/+++ when hunks are present), so headerOptions is ignored.
    if (patch.isGit) {
        headerOptions = INCLUDE_HEADERS;
        // Emit Git-style diff --git header and extended headers.
        // Git never puts /dev/null in the "diff --git" line; for file
        // creations/deletions it uses the real filename on both sides.
        if (!patch.oldFileName) {
            throw new Error('oldFileName must be specified for Git patches');
        }
        if (!patch.newFileName) {
            throw new Error('newFileName must be specified for Git patches');
        }
        let gitOldName = patch.oldFileName;
        let gitNewName = patch.newFileName;
        if (patch.isCreate && gitOldName === '/dev/null') {
            gitOldName = gitNewName.replace(/^b\//, 'a/');
        }
        else if (patch.isDelete && gitNewName === '/dev/null') {
            gitNewName = gitOldName.replace(/^a\//, 'b/');
        }
        ret.push('diff --git ' + quoteFileNameIfNeeded(gitOldName) + ' ' + quoteFileNameIfNeeded(gitNewName));
        if (patch.isDelete) {
            ret.push('deleted file mode ' + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : '100644'));
        }
        if (patch.isCreate) {
            ret.push('new file mode ' + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : '100644'));
        }
        if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
            ret.push('old mode ' + patch.oldMode);
            ret.push('new mode ' + patch.newMode);
        }
        if (patch.isRename) {
            ret.push('rename from ' + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : '').replace(/^a\//, '')));
            ret.push('rename to ' + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : '').replace(/^b\//, '')));
        }
        if (patch.isCopy) {
            ret.push('copy from ' + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : '').replace(/^a\//, '')));
            ret.push('copy to ' + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : '').replace(/^b\//, '')));
        }
    }
    else {
        if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== undefined) {
            ret.push('Index: ' + patch.oldFileName);
        }
        if (headerOptions.includeUnderline) {
            ret.push('===================================================================');
        }
    }
    // Emit --- / +++ file headers. For Git patches with no hunks (e.g.
    // pure renames, mode-only changes), Git omits these, so we do too.
    const hasHunks = patch.hunks.length > 0;
    if (headerOptions.includeFileHeaders && patch.oldFileName !== undefined && patch.newFileName !== undefined
        && (!patch.isGit || hasHunks)) {
        ret.push('--- ' + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? '\t' + patch.oldHeader : ''));
        ret.push('+++ ' + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? '\t' + patch.newHeader : ''));
    }
    for (let i = 0; i < patch.hunks.length; i++) {
        const hunk = patch.hunks[i];
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
        const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
        ret.push('@@ -' + oldStart + ',' + hunk.oldLines
            + ' +' + newStart + ',' + hunk.newLines
            + ' @@');
        for (const line of hunk.lines) {
            ret.push(line);
        }
    }
    return ret.join('\n') + '\n';
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    if (typeof options === 'function') {
        options = { callback: options };
    }
    if (!(options === null || options === void 0 ? void 0 : options.callback)) {
        const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
        if (!patchObj) {
            return;
        }
        return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
    }
    else {
        const { callback } = options;
        structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: patchObj => {
                if (!patchObj) {
                    callback(undefined);
                }
                else {
                    callback(formatPatch(patchObj, options.headerOptions));
                }
            } }));
    }
}
function createPatch(fileName, oldStr, newStr, oldHeader, newHeader, options) {
    return createTwoFilesPatch(fileName, fileName, oldStr, newStr, oldHeader, newHeader, options);
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
}

// EXTERNAL MODULE: ./lib/core/base/plural.js
var plural = __webpack_require__(7111);
// EXTERNAL MODULE: ./lib/core/render/rule-summary.js
var rule_summary = __webpack_require__(2905);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/core/compare/audit.js
var audit = __webpack_require__(2868);
// EXTERNAL MODULE: ./lib/core/compare/compare.js + 16 modules
var compare = __webpack_require__(2424);
// EXTERNAL MODULE: ./lib/core/compare/copy-groups.js
var copy_groups = __webpack_require__(9015);
// EXTERNAL MODULE: ./lib/core/fix/plan.js
var fix_plan = __webpack_require__(5524);
// EXTERNAL MODULE: ./lib/core/base/edits.js
var edits = __webpack_require__(2088);
;// CONCATENATED MODULE: ./lib/core/fix/rounds.js
// Fixing in rounds, as `navguard fix` and the action's fix commit both do: apply the planned edits to the files'
// texts, check again, and apply what the previous round made room for (a second redirect once the first made
// "redirects"), until nothing is left to apply. Pure: the caller reads files and checks a state again.


/** Fix rounds at most: each round re-checks, and a round applies what the one before made room for. */
const MAX_ROUNDS = 10;
/** Fixes overlapping another's, which a later round may apply. */
function waitingFixes(plan) {
    return plan.skipped.filter((x) => x.overlaps);
}
async function fixInRounds(first, opts) {
    const eligible = (findings) => opts.keep ? findings.filter(opts.keep) : [...findings];
    const original = new Map();
    const texts = new Map();
    const applied = [];
    let current = first;
    let plan = (0,fix_plan/* planFixes */.T)(eligible(current), opts.rules);
    for (let round = 0; round < MAX_ROUNDS && plan.edits.length; round++) {
        const read = (file) => texts.get(file) ?? opts.read(file);
        for (const c of (0,edits/* applyToFiles */.jt)(plan.edits, read)) {
            if (!original.has(c.file))
                original.set(c.file, c.before);
            texts.set(c.file, c.after);
        }
        applied.push(...plan.applied);
        current = await opts.recheck(texts);
        plan = (0,fix_plan/* planFixes */.T)(eligible(current), opts.rules);
    }
    const keys = new Set(current.map((f) => f.key));
    // By key: a later round applies the fix of the recheck's finding, a copy of the first round's one.
    const done = new Set(applied.map((f) => f.key));
    return {
        files: [...texts]
            .filter(([file, after]) => original.get(file) !== after)
            .map(([file, after]) => ({ file, before: original.get(file), after }))
            .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
        applied,
        fixed: applied.filter((f) => !keys.has(f.key)),
        mended: applied.length ? eligible(first).filter((f) => !done.has(f.key) && !keys.has(f.key)) : [],
        after: [...current],
        waiting: waitingFixes(plan),
    };
}
//# sourceMappingURL=rounds.js.map
// EXTERNAL MODULE: ./lib/core/rules/ids.js
var ids = __webpack_require__(5402);
// EXTERNAL MODULE: ./lib/core/base/suggest.js
var suggest = __webpack_require__(3211);
// EXTERNAL MODULE: ./lib/core/site/mint-json.js
var mint_json = __webpack_require__(5914);
// EXTERNAL MODULE: ./lib/adapters/config-file.js
var config_file = __webpack_require__(5475);
// EXTERNAL MODULE: ./lib/adapters/fs-source.js + 1 modules
var fs_source = __webpack_require__(1485);
// EXTERNAL MODULE: ./lib/adapters/states.js + 1 modules
var adapters_states = __webpack_require__(1585);
// EXTERNAL MODULE: ./lib/adapters/run-cache.js + 3 modules
var run_cache = __webpack_require__(6019);
// EXTERNAL MODULE: ./lib/core/site/memos.js
var site_memos = __webpack_require__(2060);
// EXTERNAL MODULE: ./lib/core/base/paths.js
var paths = __webpack_require__(7077);
;// CONCATENATED MODULE: ./lib/core/fix/overlay.js

/** `source` where each file in `texts` (repository-relative, inside the docs root) has that text. */
function overlaySource(source, texts) {
    const replaced = new Map();
    for (const [file, text] of texts) {
        const path = (0,paths/* inDocsRoot */.jx)(source.rootPrefix, file);
        if (path !== undefined)
            replaced.set(path, text);
    }
    if (!replaced.size)
        return source;
    const added = [...replaced.keys()].filter((f) => !source.files.includes(f));
    return {
        ...source,
        files: added.length ? [...source.files, ...added].sort() : source.files,
        read: (p) => replaced.get(p) ?? source.read(p),
        // A replaced file's old id would share the old file's scan.
        contentId: source.contentId && ((p) => (replaced.has(p) ? undefined : source.contentId(p))),
        knownContentId: source.knownContentId && ((p) => (replaced.has(p) ? undefined : source.knownContentId(p))),
    };
}
//# sourceMappingURL=overlay.js.map
// EXTERNAL MODULE: ./lib/app/request.js
var request = __webpack_require__(4830);
;// CONCATENATED MODULE: ./lib/app/fix.js
// `fix`: applies the exact edits that findings carry to the files on disk, then checks again. In a git repository
// it compares the working tree with a base (as `diff` does), since the safe fixes come from what the change did
// (renames, removed pages), and reads every page's links; elsewhere it checks the folder alone. A dry run plans the edits and writes nothing.


















/**
 * The findings of the site as it is on disk, and the folder its finding paths are relative to; `memos`: the run's,
 * shared by its rounds.
 */
async function analyse(req, memos, 
/** A dry run's later rounds: these files (repository-relative) have these texts instead of what is on disk. */
texts) {
    const repo = (0,fs_source/* findRepoRoot */.Gn)(req.root);
    const config = (0,config_file/* loadConfigFor */.wU)(req.root, req.config, repo);
    // The folder as the fixes so far would leave it, read as the builder reads it (mint.json upgraded after the edits).
    const folder = () => {
        const raw = (0,fs_source/* directorySource */.X5)(external_node_path_.resolve(req.root), repo);
        return (0,mint_json/* siteAsBuilt */.Ov)(texts ? overlaySource(raw, texts) : raw);
    };
    if (repo) {
        const states = await (0,adapters_states/* loadStates */.v6)({
            root: req.root,
            base: req.base,
            openCache: (at) => new run_cache/* RunCache */.C((0,adapters_states/* cacheDirFor */.D2)(undefined, at), memos),
        });
        const head = texts ? folder() : states.head.source;
        const changed = new Set(states.changed);
        for (const file of texts?.keys() ?? []) {
            const inRoot = head && (0,paths/* inDocsRoot */.jx)(head.rootPrefix, file);
            if (inRoot !== undefined)
                changed.add(inRoot);
        }
        // Every page's links, not only the changed files' (as `diff` reads them): an exact fix for a link that was
        // already broken is still one `fix` can make, and `check` shows it (clauderic/dnd-kit: a relative link).
        const c = (0,compare/* compareSources */.m)(states.base.source, head, {
            config,
            links: 'all',
            renames: states.renames,
            changed,
            scans: states.scans,
            memos,
        });
        return {
            findings: c.findings,
            top: external_node_fs_.realpathSync(repo),
            notes: states.notes,
            folders: (0,copy_groups/* copyFolders */.RG)(c.head?.site),
        };
    }
    const source = folder() ?? (0,fs_source/* directorySource */.X5)(req.root, undefined);
    const { head } = (0,audit/* auditSource */.L)(source, { config, memos });
    return { findings: head.findings, top: external_node_fs_.realpathSync(req.root), notes: [], folders: (0,copy_groups/* copyFolders */.RG)(head.site) };
}
async function fix(req, say) {
    const unknown = req.rules?.filter((r) => !(0,ids/* isRuleId */.K)(r)) ?? [];
    if (unknown.length) {
        const near = (0,suggest/* suggest */.Z)(unknown[0], ids/* RULE_IDS */.I);
        throw new request/* UsageError */.eb(`--rule "${unknown[0]}" is not a navguard rule${near ? `; did you mean ${near}?` : ''} (the rules are in docs/rules.md)`);
    }
    const rules = req.rules && new Set(req.rules);
    // One for every round: a round checks again what the last one read, but for the files it wrote.
    const memos = new site_memos/* Memos */.a();
    const first = await analyse(req, memos);
    for (const note of first.notes)
        say(note);
    const plan = (0,fix_plan/* planFixes */.T)(first.findings, rules);
    const { folders } = first;
    if (!plan.edits.length)
        return { kind: 'nothing', findings: first.findings, folders };
    // Rounds: an edit that waited for another (a second redirect once the first made "redirects"), or that a fix made
    // room for (an entry pointed at its moved page asks the redirect for its old URL), comes next. A real run writes
    // each round's texts before the site is checked again; a dry run checks them laid over the files, and writes none.
    const top = first.top;
    const rounds = await fixInRounds(first.findings, {
        read: (file) => external_node_fs_.readFileSync(external_node_path_.join(top, file), 'utf8'),
        recheck: async (texts) => {
            if (req.dryRun)
                return (await analyse(req, memos, texts)).findings;
            for (const [file, text] of texts)
                external_node_fs_.writeFileSync(external_node_path_.join(top, file), text);
            return (await analyse(req, memos)).findings;
        },
        rules,
    });
    return { kind: req.dryRun ? 'planned' : 'applied', rounds, folders };
}
//# sourceMappingURL=fix.js.map
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/fix.js
// `navguard fix`: the fixes made (src/app/fix.ts), said: what changed and what is left for a person;
// `--dry-run` prints the edits as a unified diff.






function byRule(findings) {
    return (0,rule_summary/* ruleCounts */.H0)(findings)
        .map(([rule, n]) => `${rule} ${n}`)
        .join(', ');
}
/**
 * What is left after the fixes, as one line: the findings the change brought (or, outside git, every finding)
 * apart from those already on the base branch, which `diff` and the action do not fail on.
 */
function leftLine(left, besides = 0) {
    const shown = left.filter((f) => f.severity !== 'notice');
    const fresh = shown.filter((f) => f.status !== 'existing');
    const old = shown.length - fresh.length;
    if (!shown.length)
        return 'Nothing is left.\n';
    const parts = [
        ...(fresh.length ? [`${(0,plural/* plural */.L)(fresh.length, 'finding')} (${byRule(fresh)})`] : []),
        ...(old ? [`${old} already on the base branch`] : []),
    ];
    // After the line offering `besides` findings' edits by rule, these are others (a walk read them as the same).
    const lead = besides ? `Besides ${besides === 1 ? 'that one' : 'those'}, left for a person` : 'Left for a person';
    return `${lead}: ${parts.join('; ')}; run "navguard check" or "navguard diff" to see them.\n`;
}
/** One rule for a dry run and a real one: 1 while an error that is not already on the base branch is left. */
function leftCode(left) {
    return left.some((f) => f.severity === 'error' && f.status !== 'existing') ? 1 : 0;
}
/**
 * What is left, said alike whether fixes were written, planned or there were none: the findings whose edits wait
 * for `--rule` (guesses, edits that may change meaning) offered by rule, then the rest as left for a person. (A walk
 * saw a guess offered only once nothing safe was left, and counted among "already on the base branch" before.)
 * `lead`, the line before, is ended by the offer when there is one.
 */
function leftLines(left, rules, lead) {
    const offered = rules ? [] : left.filter((f) => f.fix?.edits?.length);
    const rest = rules ? left : left.filter((f) => !f.fix?.edits?.length);
    const asked = [...new Set(offered.map((f) => f.rule))].sort().join(',');
    // A guess about an old problem reads as the change's own unless said (tenmol, walk 75).
    const old = offered.filter((f) => f.status === 'existing').length;
    const oldNote = !old
        ? ''
        : old === offered.length
            ? `, ${old === 1 ? '' : 'all '}already on the base branch`
            : `, ${old} of them already on the base branch`;
    const offer = offered.length
        ? `${(0,plural/* plural */.L)(offered.length, 'finding')} ${offered.length === 1 ? 'carries' : 'carry'} edits that may change what the site means (${byRule(offered)}${oldNote}); apply them by rule with --rule ${asked}.`
        : '';
    const first = [lead, offer].filter(Boolean).join(' ');
    // The offered findings are not counted again as left for a person: both counts read as two sets of findings.
    const tail = offered.length && !rest.some((f) => f.severity !== 'notice') ? '' : leftLine(rest, offered.length);
    return (first ? `${first}\n` : '') + tail;
}
async function runFix(opts, io) {
    const fixed = await fix(opts, (0,cli_io/* sayOn */.v)(io));
    // One problem in several versions or languages is counted once, as `diff` lists it (trytrama/docs, walk 78: an
    // image deleted under three languages left "broken-link 4" where diff showed 2).
    const one = (findings) => (0,copy_groups/* groupCopies */.nh)(findings, fixed.folders);
    if (fixed.kind === 'nothing') {
        const lead = `navguard fix: nothing to fix${opts.rules ? ` for ${opts.rules.join(', ')}` : ' safely'}.`;
        io.out.write(leftLines(one(fixed.findings), opts.rules, lead));
        return leftCode(fixed.findings);
    }
    const { rounds } = fixed;
    if (fixed.kind === 'planned') {
        const applied = one(rounds.fixed);
        const mended = one(rounds.mended);
        for (const c of rounds.files)
            io.out.write(createTwoFilesPatch(`a/${c.file}`, `b/${c.file}`, c.before, c.after));
        const lead = `navguard fix --dry-run: ${(0,plural/* plural */.L)(applied.length, 'fix')} (${byRule(applied)}) would change ${(0,plural/* plural */.L)(rounds.files.length, 'file')}` +
            (mended.length ? `, mending ${mended.length} more (${byRule(mended)})` : '') +
            '; nothing written.';
        for (const s of rounds.waiting)
            io.out.write(`  would not apply: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
        io.out.write(leftLines(one(rounds.after), opts.rules, lead));
        return leftCode(rounds.after);
    }
    const mendedOnce = one(rounds.mended);
    const mended = mendedOnce.length ? `, ${mendedOnce.length} more mended by them (${byRule(mendedOnce)})` : '';
    const fixedOnce = one(rounds.fixed);
    io.out.write(`navguard fix: changed ${rounds.files.map((c) => c.file).join(', ')}; ${(0,plural/* plural */.L)(fixedOnce.length, 'finding')} fixed (${byRule(fixedOnce)})${mended}.\n`);
    for (const s of rounds.waiting)
        io.out.write(`  not applied: ${s.finding.rule} ${s.finding.file}:${s.finding.line}: ${s.reason}\n`);
    io.out.write(leftLines(one(rounds.after), opts.rules));
    return leftCode(rounds.after);
}
//# sourceMappingURL=fix.js.map

/***/ }),

/***/ 2868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ auditSource)
/* harmony export */ });
/* harmony import */ var _engine_analyze_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1065);
/* harmony import */ var _site_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8180);
/* harmony import */ var _navdiff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2860);
// One state of a site on its own, with no "before" (a push, a manual run, `navguard check`): the same shape
// a comparison has, so one renderer serves both — every finding is existing, nothing changed, and the
// outline is the navigation as it stands.



function auditSource(source, options = {}) {
    const site = (0,_site_model_js__WEBPACK_IMPORTED_MODULE_1__/* .loadSite */ .UK)(source, options.scans, options.memos);
    const head = (0,_engine_analyze_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeSite */ .AD)(site, { ...options, links: options.links ?? 'all' });
    const outline = (0,_navdiff_js__WEBPACK_IMPORTED_MODULE_2__/* .standingOutline */ .N)(site.nav);
    return {
        head,
        changes: [],
        outline,
        findings: head.findings.map((f) => ({ ...f, status: 'existing' })),
        fixed: [],
        renamed: new Map(),
    };
}
//# sourceMappingURL=audit.js.map

/***/ }),

/***/ 5524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SAFE_FIXES: () => (/* binding */ SAFE_FIXES),
/* harmony export */   T: () => (/* binding */ planFixes)
/* harmony export */ });
/* unused harmony export safeFix */
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9171);

/**
 * The fixes `navguard fix` applies by default, one line each for its help and the README: the rules whose metadata
 * has a safe fix (RuleMeta.safeFix), in the registry's order.
 */
const SAFE_FIXES = [..._rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.values()].flatMap((r) => r.safeFix ? [{ rule: r.id, what: r.safeFix.what }] : []);
/** Fixes that keep the meaning: what the change itself did (a rename), said where it was not yet said. */
function safeFix(f) {
    if (!_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.get(f.rule)?.safeFix)
        return false;
    return (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .onFindingData */ .rX)(f, (meta) => meta.safeFix?.when) ?? true;
}
const before = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
/** An insertion that adds a key to a JSON object (`, "redirects": [...]`): two at one point would add it twice. */
const ADDS_KEY = /^\s*,?\s*"[^"]*"\s*:/;
/**
 * Two edits overlap when each starts before the other ends. Insertions at one point go together (in order),
 * unless one adds a key: the other waits for the next round, when the key is there to add to.
 */
function overlap(a, b) {
    if (a.file !== b.file)
        return false;
    const samePoint = a.line === b.line && a.column === b.column && a.endLine === a.line && a.endColumn === a.column;
    const insertsAtOnePoint = samePoint && b.endLine === b.line && b.endColumn === b.column;
    if (insertsAtOnePoint)
        return ADDS_KEY.test(a.newText) || ADDS_KEY.test(b.newText);
    return before([a.line, a.column], [b.endLine, b.endColumn]) && before([b.line, b.column], [a.endLine, a.endColumn]);
}
const sameEdit = (a, b) => a.file === b.file &&
    a.line === b.line &&
    a.column === b.column &&
    a.endLine === b.endLine &&
    a.endColumn === b.endColumn &&
    a.newText === b.newText;
/**
 * The edits to apply. `rules`: only these rules' fixes, safe or not (the user asked for them); otherwise the
 * safe ones of every rule.
 */
function planFixes(findings, rules) {
    const plan = { edits: [], applied: [], skipped: [] };
    for (const f of findings) {
        const edits = f.fix?.edits ?? [];
        if (!edits.length)
            continue;
        if (rules ? !rules.has(f.rule) : !safeFix(f)) {
            plan.skipped.push({ finding: f, reason: rules ? 'not a rule asked for' : 'may change what the site means' });
            continue;
        }
        // The same edit twice (two findings about one cause) is made once.
        const fresh = edits.filter((e) => !plan.edits.some((x) => sameEdit(x, e)));
        const clash = fresh.find((e) => plan.edits.some((x) => overlap(x, e)));
        if (clash) {
            plan.skipped.push({
                finding: f,
                reason: `its edit overlaps another fix's in ${clash.file}:${clash.line}`,
                overlaps: true,
            });
            continue;
        }
        plan.edits.push(...fresh);
        plan.applied.push(f);
    }
    return plan;
}
//# sourceMappingURL=plan.js.map

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
