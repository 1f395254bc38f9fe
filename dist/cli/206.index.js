export const id = 206;
export const ids = [206];
export const modules = {

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports.A = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 5475:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   displayName: () => (/* binding */ displayName),
/* harmony export */   loadConfigFile: () => (/* binding */ loadConfigFile),
/* harmony export */   loadConfigFor: () => (/* binding */ loadConfigFor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9547);
/* harmony import */ var _fs_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1485);
/* harmony import */ var _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3829);
// Finding and reading navguard's config: --config FILE, else .navguard.json in the docs root or the
// repository root, else the `navguard` key of package.json there.





/** How a config file is named in messages: relative to its repository, or to the current folder. */
function displayName(file) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file);
    const repo = (0,_fs_source_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepoRoot */ .Gn)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(abs));
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(repo ?? process.cwd(), abs);
    return rel && !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel) ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') : abs;
}
const READ_PROBLEMS = {
    ENOENT: 'does not exist',
    EISDIR: 'is a folder, not a file',
    EACCES: 'cannot be read (permission denied)',
};
function readJson(file, name) {
    let text;
    try {
        text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8');
    }
    catch (e) {
        const code = e.code ?? '';
        const where = name === file ? '' : ` (${node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file)})`;
        throw new _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`the config file ${name}${where} ${READ_PROBLEMS[code] ?? `cannot be read: ${e.message}`}`);
    }
    try {
        return JSON.parse(text);
    }
    catch (e) {
        // JSON.parse names an offset at best; the first error jsonc-parser finds (strict JSON) gives a line and column.
        const errors = [];
        (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_2__.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
        const first = errors[0];
        if (!first)
            throw new _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${name} is not valid JSON: ${e.message}`);
        const before = text.slice(0, first.offset).split('\n');
        const at = `line ${before.length}, column ${before.at(-1).length + 1}`;
        throw new _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${name} is not valid JSON at ${at}: ${describeParseError(first.error)}`);
    }
}
function describeParseError(code) {
    const words = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_2__.printParseErrorCode)(code)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
    return words.replace(/^invalid symbol$/, 'unexpected character');
}
function loadConfigFile(explicit, dirs) {
    if (explicit) {
        const name = displayName(explicit);
        return { config: (0,_core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(readJson(explicit, name), name), file: explicit };
    }
    for (const dir of dirs) {
        const own = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, '.navguard.json');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(own)) {
            const name = displayName(own);
            return { config: (0,_core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(readJson(own, name), name), file: own };
        }
        const pkg = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'package.json');
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(pkg)) {
            const pkgName = displayName(pkg);
            const data = readJson(pkg, pkgName);
            if (data && typeof data === 'object' && 'navguard' in data)
                return { config: (0,_core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveConfig */ .pE)(data.navguard, `${pkgName} ("navguard" key)`), file: pkg };
        }
    }
    return { config: _core_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONFIG */ .PV };
}
/** The CLI's lookup: --config FILE, else the docs root, else the repository root holding it. */
function loadConfigFor(root, explicit, repoRoot = (0,_fs_source_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepoRoot */ .Gn)(root)) {
    return loadConfigFile(explicit, [root, ...(repoRoot && repoRoot !== root ? [repoRoot] : [])]).config;
}
//# sourceMappingURL=config-file.js.map

/***/ }),

/***/ 9219:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ compileGlob),
/* harmony export */   f: () => (/* binding */ globMatcher)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8785);
// Config globs (ignore lists, generated pages), compiled so that matching cannot hang on a pattern from the
// repository under review.

const MAX_GLOB_LENGTH = 500;
const MAX_EXPANSIONS = 100;
const MAX_STARS_PER_SEGMENT = 2;
/**
 * A glob compiled so that matching cannot hang. One regex for a whole glob backtracks exponentially on
 * patterns like `*a*a*a/*a*a*a/*a*az` (measured: over 60 s on one path), and config globs come from
 * the repository under review. So: braces are expanded up front (at most 100 variants), extglobs are
 * off, each path segment is matched by micromatch on its own (at most two `*` per segment), and `**`
 * is resolved by a memoised walk over segments — polynomial in the path length whatever the pattern.
 */
function compileGlob(glob) {
    if (glob.length > MAX_GLOB_LENGTH)
        throw new Error(`is longer than ${MAX_GLOB_LENGTH} characters`);
    // Check before expanding: 30 brace groups would be a billion variants.
    if ((glob.match(/\{/g) ?? []).length > 6)
        throw new Error('has more than 6 brace groups');
    const variants = micromatch__WEBPACK_IMPORTED_MODULE_0__.braces(glob, { expand: true, rangeLimit: MAX_EXPANSIONS });
    if (variants.length > MAX_EXPANSIONS)
        throw new Error(`expands to more than ${MAX_EXPANSIONS} patterns`);
    const compiled = variants.map((v) => v
        .replace(/^\.\//, '')
        .split('/')
        .filter((seg, i, all) => seg !== '' || i === all.length - 1)
        .map((seg) => {
        if (seg === '**')
            return '**';
        const stars = seg.replace(/\*+/g, '*').split('*').length - 1;
        if (stars > MAX_STARS_PER_SEGMENT)
            throw new Error(`has more than ${MAX_STARS_PER_SEGMENT} "*" in one path segment ("${seg}")`);
        return micromatch__WEBPACK_IMPORTED_MODULE_0__.matcher(seg, { dot: true, noextglob: true });
    }));
    return (path) => {
        const parts = path.replace(/^\/+/, '').split('/');
        return compiled.some((pattern) => matchSegments(pattern, parts));
    };
}
function matchSegments(pattern, parts) {
    const memo = new Map();
    const go = (pi, si) => {
        const key = pi * (parts.length + 1) + si;
        const known = memo.get(key);
        if (known !== undefined)
            return known;
        let result;
        if (pi === pattern.length)
            result = si === parts.length;
        else if (pattern[pi] === '**')
            result = go(pi + 1, si) || (si < parts.length && go(pi, si + 1));
        else
            result = si < parts.length && pattern[pi](parts[si]) && go(pi + 1, si + 1);
        memo.set(key, result);
        return result;
    };
    return go(0, 0);
}
/** One predicate for a list of globs, each compiled once. */
function globMatcher(globs) {
    if (!globs.length)
        return () => false;
    const matchers = globs.map(compileGlob);
    return (path) => matchers.some((m) => m(path));
}
//# sourceMappingURL=glob.js.map

/***/ }),

/***/ 5402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ RULE_IDS),
/* harmony export */   K: () => (/* binding */ isRuleId)
/* harmony export */ });
// Every rule id navguard knows, and the structured data each rule's findings carry. Programs (the comparison,
// the report, the JSON output) read `data`, never the message: wording is free to change, data is the contract.
// Adding a rule starts here: its id in `RuleData` with the shape of its data; the compiler then asks for the rest.
/**
 * Every rule id at run time, in the order the registry lists the rules (a test holds the two equal): the config,
 * suppression comments and the command line check the names they are given against it, without loading the rules.
 */
const RULE_IDS = [
    'json-syntax',
    'duplicate-key',
    'input-limit',
    'unsafe-path',
    'ref-unresolved',
    'schema',
    'multiple-roots',
    'mixed-children',
    'division-href',
    'menu-content',
    'global-anchor-href',
    'unknown-language',
    'empty-division',
    'styling',
    'page-not-found',
    'page-path-format',
    'duplicate-page',
    'openapi-not-found',
    'openapi-invalid',
    'endpoint-not-found',
    'endpoint-without-openapi',
    'orphan-page',
    'mdx-syntax',
    'broken-link',
    'assets-missing',
    'broken-anchor',
    'anchor-removed',
    'redirect-target-missing',
    'redirect-loop',
    'redirect-chain',
    'redirect-duplicate-source',
    'redirect-source-format',
    'redirect-wildcard-mismatch',
    'redirect-param-no-star',
    'redirect-shadows-page',
    'missing-redirect',
    'empty-site',
    'docs-json-removed',
    'legacy-mint-json',
    'mint-json-invalid',
    'unused-suppression',
];
// Every rule id is listed: otherwise this line does not compile.
const everyIdListed = true;
void everyIdListed;
const KNOWN = new Set(RULE_IDS);
/** Whether a string is a known rule id (navguard's config names rules as strings). */
function isRuleId(id) {
    return KNOWN.has(id);
}
//# sourceMappingURL=ids.js.map

/***/ })

};
