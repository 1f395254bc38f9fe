export const id = 418;
export const ids = [418];
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

/***/ 1632:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tp: () => (/* binding */ basePathNote),
  Fe: () => (/* binding */ publicFinding),
  WH: () => (/* binding */ renderSarif),
  S5: () => (/* binding */ renderText),
  QB: () => (/* binding */ ruleUrl),
  Dm: () => (/* binding */ safeTerminalText),
  GF: () => (/* binding */ writeJson)
});

// UNUSED EXPORTS: fingerprint, renderJson

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(7336);
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 123 modules
var registry = __webpack_require__(3287);
// EXTERNAL MODULE: ./lib/core/findings.js
var core_findings = __webpack_require__(9901);
;// CONCATENATED MODULE: ./lib/core/rules/rule.js
/** The anchor of a rule's section in docs/rules.md (and in SARIF's helpUri). */
function ruleAnchor(id) {
    return `rule-${id}`;
}
//# sourceMappingURL=rule.js.map
// EXTERNAL MODULE: ./lib/core/render/group.js
var group = __webpack_require__(1251);
;// CONCATENATED MODULE: ./lib/core/render/json-pieces.js
// JSON.stringify(value, null, 2), handed out in pieces of about 64 KB. A `diff` report of a large site
// holds its whole outline (~20 MB of JSON at 30,000 pages); written in pieces it never exists as one
// string (nor as one buffer on its way to stdout). Written here because the output must stay
// byte-identical to JSON.stringify and synchronous; streaming libraries are neither.
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
/** Whether a value holds fewer than `budget` values, counted until the budget runs out. */
function isSmall(v, budget) {
    const stack = [v];
    while (stack.length) {
        const o = stack.pop();
        for (const k in o) {
            if (--budget <= 0)
                return false;
            if (isContainer(o[k]))
                stack.push(o[k]);
        }
    }
    return true;
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
function writeJsonPieces(value, write, small = SMALL) {
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
        // A small value goes through the native stringify whole, at its depth (see nativeAt).
        if (!isContainer(v) || isSmall(v, small)) {
            put(depth && isContainer(v) ? nativeAt(v, depth) : (JSON.stringify(v, null, 2) ?? 'null'));
            return;
        }
        if (Array.isArray(v)) {
            put('[');
            for (let i = 0; i < v.length; i++) {
                put((i ? ',' : '') + pad(depth + 1));
                walk(omitted(v[i]) ? null : v[i], depth + 1);
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
            walk(item, depth + 1);
        }
        put(first ? '{}' : pad(depth) + '}');
    };
    walk(value, 0);
    if (parts.length)
        write(parts.join(''));
}
//# sourceMappingURL=json-pieces.js.map
// EXTERNAL MODULE: ./lib/core/version.generated.js
var version_generated = __webpack_require__(5220);
;// CONCATENATED MODULE: ./lib/core/render/findings.js
// Findings as text (terminal), JSON and SARIF 2.1.0. Pure: strings in, strings out.







/** Control characters (except tab) would let a file name or label rewrite the terminal. */
function safeTerminalText(s) {
    return s.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function renderText(findings, stats, color) {
    const c = (0,picocolors.createColors)(color);
    const sev = { error: c.red('error'), warning: c.yellow('warning'), notice: c.blue('notice') };
    const lines = [];
    let file;
    let lastFix;
    // Repeats within a file are one line with their places (text is read per file).
    for (const { first: f, findings: same } of (0,group/* groupFindings */.k)(findings, true)) {
        if (f.file !== file) {
            if (file !== undefined)
                lines.push('');
            file = f.file;
            lastFix = undefined;
            lines.push(c.underline(safeTerminalText(f.file)));
        }
        const pos = c.dim(`${f.line}:${f.column}`.padEnd(8));
        const status = f.status === 'existing' ? c.dim(' (already on base)') : f.status === 'new' ? c.bold(' (new)') : '';
        lines.push(`  ${pos} ${sev[f.severity].padEnd(color ? 16 : 7)} ${safeTerminalText(f.message)} ${c.dim(`[${f.rule}]`)}${status}`);
        if (same.length > 1)
            lines.push(`  ${' '.repeat(8)} ${c.dim(`also at ${same.length - 1} more ${same.length === 2 ? 'place' : 'places'}:`)} ${same
                .slice(1)
                .map((g) => `${g.line}:${g.column}`)
                .join(', ')}`);
        // A fix the line before in this file already gave is not spelled out again.
        const fixText = f.fix ? (f.fix.message === lastFix ? c.dim('as above') : safeTerminalText(f.fix.message)) : '';
        lastFix = f.fix?.message;
        if (f.fix)
            lines.push(`  ${' '.repeat(8)} ${c.green(same.length > 1 ? 'fix (each):' : 'fix:')} ${fixText}`);
    }
    const n = (0,core_findings/* countBySeverity */.Ot)(findings);
    const files = new Set(findings.map((f) => f.file)).size;
    const summary = findings.length
        ? `${n.error ? c.red(`✖ ${n.error} error${n.error === 1 ? '' : 's'}`) : c.green('✔ 0 errors')}, ${n.warning} warning${n.warning === 1 ? '' : 's'}${n.notice ? `, ${n.notice} notice${n.notice === 1 ? '' : 's'}` : ''} in ${files} file${files === 1 ? '' : 's'}`
        : c.green('✔ no navigation problems found');
    const facts = stats.pages !== undefined
        ? c.dim(` (${stats.pages} pages, ${stats.entries} navigation entries, ${stats.orphans} orphans, ${stats.dangling} dangling)`)
        : '';
    if (lines.length)
        lines.push('');
    lines.push(summary + facts);
    const base = stats.inferredBasePath;
    if (base)
        lines.push(c.dim(basePathNote(base)));
    return lines.join('\n') + '\n';
}
function publicFinding(f) {
    const { rule, severity, file, line, column, endLine, endColumn, message, fix, key, status, data } = f;
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
    };
}
function renderJson(root, findings, stats, extra = {}) {
    const pieces = [];
    writeJson((p) => pieces.push(p), root, findings, stats, extra);
    return pieces.join('');
}
/** The JSON report handed to `write` in pieces: a large site's outline is never one string. */
function writeJson(write, root, findings, stats, extra = {}) {
    writeJsonPieces({ version: 1, root, findings: findings.map(publicFinding), stats, ...extra }, write);
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
    return `${rulesUrl.replace(/#.*$/, '')}#${ruleAnchor(id)}`;
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
                        informationUri: 'https://github.com/navguard/navguard',
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
                    message: { text: f.fix ? `${f.message} Fix: ${f.fix.message}` : f.message },
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
                    partialFingerprints: { 'navguard/v1': fingerprint(f.key) },
                })),
            },
        ],
    };
    return JSON.stringify(sarif, null, 2) + '\n';
}
/** Said wherever results are shown, so nobody wonders why `/docs/…` links pass. */
function basePathNote(b) {
    return `Links were read as on a site served under "${b.basePath}" (${b.evidence} links and redirects use that prefix and lead to pages without it); set "basePath" in .navguard.json to say so, or "/" if that is wrong.`;
}
//# sourceMappingURL=findings.js.map

/***/ }),

/***/ 1251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ groupFindings)
/* harmony export */ });
/* unused harmony export shapeKey */
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
/** Groups findings of the same shape; groups keep the order of their first finding. */
function groupFindings(findings, sameFile = false) {
    const groups = new Map();
    for (const f of findings) {
        const k = sameFile ? `${f.file}\u0000${shapeKey(f)}` : shapeKey(f);
        const g = groups.get(k);
        if (g)
            g.findings.push(f);
        else
            groups.set(k, { first: f, findings: [f] });
    }
    return [...groups.values()];
}
//# sourceMappingURL=group.js.map

/***/ }),

/***/ 7073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Pp: () => (/* binding */ diffLines)
});

// UNUSED EXPORTS: diffTrimmedLines, lineDiff, tokenize

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


/***/ })

};
