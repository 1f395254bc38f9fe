export const id = 524;
export const ids = [524];
export const modules = {

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

/***/ })

};
