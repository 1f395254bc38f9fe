export const id = 537;
export const ids = [537];
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

/***/ 3192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ renderReportMarkdown),
/* harmony export */   Y6: () => (/* binding */ reported),
/* harmony export */   c6: () => (/* binding */ fails),
/* harmony export */   lb: () => (/* binding */ changeSummary)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1251);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9901);
/* harmony import */ var _rules_shared_redirect_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(808);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
/* harmony import */ var _outline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2854);







const MAX_PLACES = 10;
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
        const sha = (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(ctx.commitSha.slice(0, 7));
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
    const at = runLine(opts.context);
    if (at)
        head.push(at);
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
    // A list, not a table: it fits the PR column. Findings of one rule sit under it, with the fix they share said
    // once; repeats of one shape are one item with their places.
    const listHead = ['', '### Findings', ''];
    const rulesUrl = opts.context?.rulesUrl;
    // The outline carries rule ids as strings; they come from the same findings.
    const ruleRef = (rule) => rulesUrl ? `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(rule)}](${safeUrl((0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleUrl */ .QB)(rulesUrl, rule))})` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(rule);
    const place = (f) => {
        const where = (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdCode */ .x)(`${f.file}:${f.line}`);
        return opts.link ? `[${where}](${safeUrl(opts.link(f.file, f.line))})` : where;
    };
    /** One group as a list item; under a rule's heading item it leaves out the rule and the shared fix. */
    const item = ({ first: f, findings: same }, under) => {
        const pad = under ? '  ' : '';
        const more = same.length - 1;
        const lines = [
            `${pad}- ${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}${under ? '' : ` ${ruleRef(f.rule)}`} ${place(f)}${more ? ` and ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(more, 'more place')}` : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(f.message, 700)}`,
        ];
        if (more) {
            const named = same.slice(1, 1 + (opts.maxPlaces ?? MAX_PLACES)).map(place);
            const rest = more - named.length;
            lines.push(`${pad}  - **Also at:** ${named.join(', ')}${rest ? `, and ${rest} more` : ''}`);
        }
        if (f.fix && f.fix.message !== under?.sharedFix)
            lines.push(`${pad}  - **Fix${more ? ' (each)' : ''}:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(f.fix.message, 300)}`);
        return lines.join('\n');
    };
    const fixedPart = [...head, ...redirectBlock].join('\n');
    const outlineTitle = ['', '### Navigation outline', ''];
    // The findings table gets up to half of what is left; the outline gets the rest.
    let rest = budget - fixedPart.length - 400;
    const items = [];
    let listed = 0;
    if (shown.length) {
        const listBudget = Math.max(2000, Math.floor(rest / 2));
        let used = listHead.join('\n').length;
        const fits = (piece) => {
            if (used + piece.length + 1 > listBudget)
                return false;
            items.push(piece);
            used += piece.length + 1;
            return true;
        };
        list: for (const section of byRule((0,_group_js__WEBPACK_IMPORTED_MODULE_6__/* .groupFindings */ .k)(shown))) {
            if (section.length === 1) {
                if (!fits(item(section[0])))
                    break;
                listed += section[0].findings.length;
                continue;
            }
            const n = section.reduce((k, g) => k + g.findings.length, 0);
            const sharedFix = commonFix(section);
            const heading = [
                `- ${ruleRef(section[0].first.rule)} — ${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(n, 'finding')}`,
                ...(sharedFix ? [`  - **Fix**, unless one says otherwise: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .mdText */ .b)(sharedFix, 300)}`] : []),
            ].join('\n');
            if (!fits(heading))
                break;
            for (const g of section) {
                if (!fits(item(g, { sharedFix })))
                    break list;
                listed += g.findings.length;
            }
        }
        if (listed < shown.length)
            items.push('', `*${(0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(shown.length - listed, 'more finding')} not shown here; every finding is in the job summary, the check run annotations and the JSON report.*`);
    }
    const table = shown.length ? [...listHead, ...items].join('\n') : '';
    rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
    const outline = (0,_outline_js__WEBPACK_IMPORTED_MODULE_3__/* .renderOutlineMarkdown */ .ui)(c.outline, Math.max(500, rest), ruleRef);
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
    const note = "\n\n*This report was cut to fit GitHub's size limit; the job summary has the rest.*";
    return { text: text.slice(0, budget - note.length) + note, truncated: true };
}
//# sourceMappingURL=report.js.map

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
