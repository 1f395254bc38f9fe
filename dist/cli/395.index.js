export const id = 395;
export const ids = [395];
export const modules = {

/***/ 5475:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ loadConfigFile),
/* harmony export */   wU: () => (/* binding */ loadConfigFor)
/* harmony export */ });
/* unused harmony export displayName */
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

/***/ 3829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* reexport */ errors/* ConfigError */.x),
  PV: () => (/* binding */ DEFAULT_CONFIG),
  pE: () => (/* binding */ resolveConfig)
});

// EXTERNAL MODULE: ./lib/core/base/glob.js
var glob = __webpack_require__(9219);
// EXTERNAL MODULE: ./lib/core/rules/ids.js
var rules_ids = __webpack_require__(5402);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
;// CONCATENATED MODULE: ./lib/core/generated/config-validator.generated.js
// @ts-nocheck
/* eslint-disable */
// GENERATED from src/core/config/config-schema.ts by scripts/generators/validators.ts: do not edit.
// Regenerate with `npm run generate`; CI fails when this file is out of date.

"use strict";
const validate = validate21;
/* harmony default export */ const config_validator_generated = ((/* unused pure expression or super */ null && (validate21)));
const schema6 = { "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "rules": { "type": "object", "additionalProperties": { "enum": ["error", "warning", "notice", "off"] } }, "orphans": { "type": "object", "additionalProperties": false, "properties": { "allow": { "type": "array", "items": { "type": "string", "maxLength": 1000 }, "maxItems": 1000 } } }, "ignore": { "type": "array", "maxItems": 1000, "items": { "anyOf": [{ "type": "string", "maxLength": 1000 }, { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "rule": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string", "maxLength": 1000 }, "maxItems": 1000 }] }, "file": { "type": "string", "maxLength": 1000 }, "entry": { "type": "string", "maxLength": 1000 }, "reason": { "type": "string" } } }] } }, "links": { "type": "object", "additionalProperties": false, "properties": { "assets": { "type": "boolean" }, "ignore": { "type": "array", "items": { "type": "string", "maxLength": 1000 }, "maxItems": 1000 } } }, "basePath": { "type": "string", "pattern": "^(/[^/\\s]+)*/?$" }, "generatedPages": { "type": "array", "items": { "type": "string", "maxLength": 1000 }, "maxItems": 1000 }, "frozen": { "type": "array", "items": { "type": "string", "maxLength": 1000 }, "maxItems": 1000 } } };
const func2 = ucs2length/* default */.A;
const pattern0 = new RegExp("^(/[^/\\s]+)*/?$", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!((((((((key0 === "$schema") || (key0 === "rules")) || (key0 === "orphans")) || (key0 === "ignore")) || (key0 === "links")) || (key0 === "basePath")) || (key0 === "generatedPages")) || (key0 === "frozen"))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.$schema !== undefined) {
        if (typeof data.$schema !== "string") {
            const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.rules !== undefined) {
        let data1 = data.rules;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            for (const key1 in data1) {
                let data2 = data1[key1];
                if (!((((data2 === "error") || (data2 === "warning")) || (data2 === "notice")) || (data2 === "off"))) {
                    const err2 = { instancePath: instancePath + "/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema6.properties.rules.additionalProperties.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.orphans !== undefined) {
        let data3 = data.orphans;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key2 in data3) {
                if (!(key2 === "allow")) {
                    const err4 = { instancePath: instancePath + "/orphans", schemaPath: "#/properties/orphans/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            if (data3.allow !== undefined) {
                let data4 = data3.allow;
                if (Array.isArray(data4)) {
                    if (data4.length > 1000) {
                        const err5 = { instancePath: instancePath + "/orphans/allow", schemaPath: "#/properties/orphans/properties/allow/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    const len0 = data4.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data5 = data4[i0];
                        if (typeof data5 === "string") {
                            if (func2(data5) > 1000) {
                                const err6 = { instancePath: instancePath + "/orphans/allow/" + i0, schemaPath: "#/properties/orphans/properties/allow/items/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                                if (vErrors === null) {
                                    vErrors = [err6];
                                }
                                else {
                                    vErrors.push(err6);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err7 = { instancePath: instancePath + "/orphans/allow/" + i0, schemaPath: "#/properties/orphans/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err8 = { instancePath: instancePath + "/orphans/allow", schemaPath: "#/properties/orphans/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
        }
        else {
            const err9 = { instancePath: instancePath + "/orphans", schemaPath: "#/properties/orphans/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.ignore !== undefined) {
        let data6 = data.ignore;
        if (Array.isArray(data6)) {
            if (data6.length > 1000) {
                const err10 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
            const len1 = data6.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data7 = data6[i1];
                const _errs18 = errors;
                let valid7 = false;
                const _errs19 = errors;
                if (typeof data7 === "string") {
                    if (func2(data7) > 1000) {
                        const err11 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/anyOf/0/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                else {
                    const err12 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                var _valid0 = _errs19 === errors;
                valid7 = valid7 || _valid0;
                if (!valid7) {
                    const _errs21 = errors;
                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                        if (Object.keys(data7).length < 1) {
                            const err13 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/anyOf/1/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                            if (vErrors === null) {
                                vErrors = [err13];
                            }
                            else {
                                vErrors.push(err13);
                            }
                            errors++;
                        }
                        for (const key3 in data7) {
                            if (!((((key3 === "rule") || (key3 === "file")) || (key3 === "entry")) || (key3 === "reason"))) {
                                const err14 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                                if (vErrors === null) {
                                    vErrors = [err14];
                                }
                                else {
                                    vErrors.push(err14);
                                }
                                errors++;
                            }
                        }
                        if (data7.rule !== undefined) {
                            let data8 = data7.rule;
                            const _errs25 = errors;
                            let valid9 = false;
                            const _errs26 = errors;
                            if (typeof data8 !== "string") {
                                const err15 = { instancePath: instancePath + "/ignore/" + i1 + "/rule", schemaPath: "#/properties/ignore/items/anyOf/1/properties/rule/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err15];
                                }
                                else {
                                    vErrors.push(err15);
                                }
                                errors++;
                            }
                            var _valid1 = _errs26 === errors;
                            valid9 = valid9 || _valid1;
                            if (!valid9) {
                                const _errs28 = errors;
                                if (Array.isArray(data8)) {
                                    if (data8.length > 1000) {
                                        const err16 = { instancePath: instancePath + "/ignore/" + i1 + "/rule", schemaPath: "#/properties/ignore/items/anyOf/1/properties/rule/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                                        if (vErrors === null) {
                                            vErrors = [err16];
                                        }
                                        else {
                                            vErrors.push(err16);
                                        }
                                        errors++;
                                    }
                                    const len2 = data8.length;
                                    for (let i2 = 0; i2 < len2; i2++) {
                                        let data9 = data8[i2];
                                        if (typeof data9 === "string") {
                                            if (func2(data9) > 1000) {
                                                const err17 = { instancePath: instancePath + "/ignore/" + i1 + "/rule/" + i2, schemaPath: "#/properties/ignore/items/anyOf/1/properties/rule/anyOf/1/items/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                                                if (vErrors === null) {
                                                    vErrors = [err17];
                                                }
                                                else {
                                                    vErrors.push(err17);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err18 = { instancePath: instancePath + "/ignore/" + i1 + "/rule/" + i2, schemaPath: "#/properties/ignore/items/anyOf/1/properties/rule/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err18];
                                            }
                                            else {
                                                vErrors.push(err18);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err19 = { instancePath: instancePath + "/ignore/" + i1 + "/rule", schemaPath: "#/properties/ignore/items/anyOf/1/properties/rule/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                    if (vErrors === null) {
                                        vErrors = [err19];
                                    }
                                    else {
                                        vErrors.push(err19);
                                    }
                                    errors++;
                                }
                                var _valid1 = _errs28 === errors;
                                valid9 = valid9 || _valid1;
                            }
                            if (!valid9) {
                                const err20 = { instancePath: instancePath + "/ignore/" + i1 + "/rule", schemaPath: "#/properties/ignore/items/anyOf/1/properties/rule/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                if (vErrors === null) {
                                    vErrors = [err20];
                                }
                                else {
                                    vErrors.push(err20);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs25;
                                if (vErrors !== null) {
                                    if (_errs25) {
                                        vErrors.length = _errs25;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data7.file !== undefined) {
                            let data10 = data7.file;
                            if (typeof data10 === "string") {
                                if (func2(data10) > 1000) {
                                    const err21 = { instancePath: instancePath + "/ignore/" + i1 + "/file", schemaPath: "#/properties/ignore/items/anyOf/1/properties/file/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err22 = { instancePath: instancePath + "/ignore/" + i1 + "/file", schemaPath: "#/properties/ignore/items/anyOf/1/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err22];
                                }
                                else {
                                    vErrors.push(err22);
                                }
                                errors++;
                            }
                        }
                        if (data7.entry !== undefined) {
                            let data11 = data7.entry;
                            if (typeof data11 === "string") {
                                if (func2(data11) > 1000) {
                                    const err23 = { instancePath: instancePath + "/ignore/" + i1 + "/entry", schemaPath: "#/properties/ignore/items/anyOf/1/properties/entry/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err23];
                                    }
                                    else {
                                        vErrors.push(err23);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err24 = { instancePath: instancePath + "/ignore/" + i1 + "/entry", schemaPath: "#/properties/ignore/items/anyOf/1/properties/entry/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                        }
                        if (data7.reason !== undefined) {
                            if (typeof data7.reason !== "string") {
                                const err25 = { instancePath: instancePath + "/ignore/" + i1 + "/reason", schemaPath: "#/properties/ignore/items/anyOf/1/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err26 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                    var _valid0 = _errs21 === errors;
                    valid7 = valid7 || _valid0;
                }
                if (!valid7) {
                    const err27 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                else {
                    errors = _errs18;
                    if (vErrors !== null) {
                        if (_errs18) {
                            vErrors.length = _errs18;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
            }
        }
        else {
            const err28 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err28];
            }
            else {
                vErrors.push(err28);
            }
            errors++;
        }
    }
    if (data.links !== undefined) {
        let data13 = data.links;
        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            for (const key4 in data13) {
                if (!((key4 === "assets") || (key4 === "ignore"))) {
                    const err29 = { instancePath: instancePath + "/links", schemaPath: "#/properties/links/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
            if (data13.assets !== undefined) {
                if (typeof data13.assets !== "boolean") {
                    const err30 = { instancePath: instancePath + "/links/assets", schemaPath: "#/properties/links/properties/assets/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
            }
            if (data13.ignore !== undefined) {
                let data15 = data13.ignore;
                if (Array.isArray(data15)) {
                    if (data15.length > 1000) {
                        const err31 = { instancePath: instancePath + "/links/ignore", schemaPath: "#/properties/links/properties/ignore/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    const len3 = data15.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data16 = data15[i3];
                        if (typeof data16 === "string") {
                            if (func2(data16) > 1000) {
                                const err32 = { instancePath: instancePath + "/links/ignore/" + i3, schemaPath: "#/properties/links/properties/ignore/items/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err33 = { instancePath: instancePath + "/links/ignore/" + i3, schemaPath: "#/properties/links/properties/ignore/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err34 = { instancePath: instancePath + "/links/ignore", schemaPath: "#/properties/links/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
        }
        else {
            const err35 = { instancePath: instancePath + "/links", schemaPath: "#/properties/links/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err35];
            }
            else {
                vErrors.push(err35);
            }
            errors++;
        }
    }
    if (data.basePath !== undefined) {
        let data17 = data.basePath;
        if (typeof data17 === "string") {
            if (!pattern0.test(data17)) {
                const err36 = { instancePath: instancePath + "/basePath", schemaPath: "#/properties/basePath/pattern", keyword: "pattern", params: { pattern: "^(/[^/\\s]+)*/?$" }, message: "must match pattern \"" + "^(/[^/\\s]+)*/?$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        else {
            const err37 = { instancePath: instancePath + "/basePath", schemaPath: "#/properties/basePath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err37];
            }
            else {
                vErrors.push(err37);
            }
            errors++;
        }
    }
    if (data.generatedPages !== undefined) {
        let data18 = data.generatedPages;
        if (Array.isArray(data18)) {
            if (data18.length > 1000) {
                const err38 = { instancePath: instancePath + "/generatedPages", schemaPath: "#/properties/generatedPages/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
            const len4 = data18.length;
            for (let i4 = 0; i4 < len4; i4++) {
                let data19 = data18[i4];
                if (typeof data19 === "string") {
                    if (func2(data19) > 1000) {
                        const err39 = { instancePath: instancePath + "/generatedPages/" + i4, schemaPath: "#/properties/generatedPages/items/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                }
                else {
                    const err40 = { instancePath: instancePath + "/generatedPages/" + i4, schemaPath: "#/properties/generatedPages/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
        }
        else {
            const err41 = { instancePath: instancePath + "/generatedPages", schemaPath: "#/properties/generatedPages/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
    }
    if (data.frozen !== undefined) {
        let data20 = data.frozen;
        if (Array.isArray(data20)) {
            if (data20.length > 1000) {
                const err42 = { instancePath: instancePath + "/frozen", schemaPath: "#/properties/frozen/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
            const len5 = data20.length;
            for (let i5 = 0; i5 < len5; i5++) {
                let data21 = data20[i5];
                if (typeof data21 === "string") {
                    if (func2(data21) > 1000) {
                        const err43 = { instancePath: instancePath + "/frozen/" + i5, schemaPath: "#/properties/frozen/items/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                        if (vErrors === null) {
                            vErrors = [err43];
                        }
                        else {
                            vErrors.push(err43);
                        }
                        errors++;
                    }
                }
                else {
                    const err44 = { instancePath: instancePath + "/frozen/" + i5, schemaPath: "#/properties/frozen/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
            }
        }
        else {
            const err45 = { instancePath: instancePath + "/frozen", schemaPath: "#/properties/frozen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err45];
            }
            else {
                vErrors.push(err45);
            }
            errors++;
        }
    }
}
else {
    const err46 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err46];
    }
    else {
        vErrors.push(err46);
    }
    errors++;
} validate21.errors = vErrors; return errors === 0; }
//# sourceMappingURL=config-validator.generated.js.map
// EXTERNAL MODULE: ./lib/core/base/errors.js
var errors = __webpack_require__(9466);
;// CONCATENATED MODULE: ./lib/core/config/config-schema.js
// The JSON Schema of navguard's configuration. Compiled ahead of time into config-validator.generated.ts
// (`npm run generate`), like the docs.json schema.
const stringArray = { type: 'array', items: { type: 'string', maxLength: 1000 }, maxItems: 1000 };
const configSchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        $schema: { type: 'string' },
        rules: { type: 'object', additionalProperties: { enum: ['error', 'warning', 'notice', 'off'] } },
        orphans: { type: 'object', additionalProperties: false, properties: { allow: stringArray } },
        // A string: a file glob (every finding in those files). An object: findings of some rules and/or about some
        // entries, for files that cannot hold a comment (docs.json).
        ignore: {
            type: 'array',
            maxItems: 1000,
            items: {
                anyOf: [
                    { type: 'string', maxLength: 1000 },
                    {
                        type: 'object',
                        additionalProperties: false,
                        minProperties: 1,
                        properties: {
                            rule: { anyOf: [{ type: 'string' }, stringArray] },
                            file: { type: 'string', maxLength: 1000 },
                            entry: { type: 'string', maxLength: 1000 },
                            reason: { type: 'string' },
                        },
                    },
                ],
            },
        },
        links: {
            type: 'object',
            additionalProperties: false,
            properties: { assets: { type: 'boolean' }, ignore: stringArray },
        },
        basePath: { type: 'string', pattern: '^(/[^/\\s]+)*/?$' },
        generatedPages: stringArray,
        frozen: stringArray,
    },
};
//# sourceMappingURL=config-schema.js.map
// EXTERNAL MODULE: ./lib/core/base/suggest.js
var suggest = __webpack_require__(3211);
;// CONCATENATED MODULE: ./lib/core/config/config-errors.js


/** An ajv instancePath (a JSON pointer) as path segments, array indexes as numbers. */
function segments(pointer, raw) {
    if (!pointer)
        return [];
    let at = raw;
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => {
        const seg = Array.isArray(at) && /^\d+$/.test(s) ? Number(s) : s;
        at = at && typeof at === 'object' ? at[s] : undefined;
        return seg;
    });
}
function jsonPath(path) {
    return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');
}
function valueAt(raw, path) {
    let at = raw;
    for (const s of path)
        at = at && typeof at === 'object' ? at[s] : undefined;
    return at;
}
function shown(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
const TYPE_WORDS = {
    object: 'an object',
    array: 'a list',
    string: 'a string',
    boolean: 'true or false',
};
/** What a list in the config holds, read from the schema: `a list of strings or objects` for `ignore`. */
function listWords(path) {
    let schema = configSchema;
    for (const s of path) {
        const next = typeof s === 'number' ? schema.items : schema.properties?.[s];
        schema = next?.anyOf?.find((b) => b.type === 'array') ?? next ?? {};
    }
    const forms = (schema.items?.anyOf ?? (schema.items ? [schema.items] : [])).map((f) => f.type);
    const words = forms.flatMap((t) => (t === 'string' ? ['strings'] : t === 'object' ? ['objects'] : []));
    return words.length ? `a list of ${words.join(' or ')}` : 'a list';
}
/** The options an object in the config accepts, read from the schema. */
function optionsAt(path) {
    // Of several forms, the one that is an object has the options.
    const objectForm = (x) => x.anyOf?.find((b) => b.properties) ?? x;
    let schema = configSchema;
    for (const s of path)
        schema = objectForm((typeof s === 'number' ? schema.items : schema.properties?.[s]) ?? {});
    return Object.keys(objectForm(schema).properties ?? {}).filter((k) => k !== '$schema');
}
function sentence(e, raw) {
    const path = segments(e.instancePath, raw);
    const where = path.length ? `\`${jsonPath(path)}\`` : 'the configuration';
    const got = `(got ${shown(valueAt(raw, path))})`;
    switch (e.keyword) {
        case 'additionalProperties': {
            const name = e.params.additionalProperty;
            const known = optionsAt(path);
            const near = (0,suggest/* suggest */.Z)(name, known);
            const owner = path.length ? `an option of \`${jsonPath(path)}\`` : 'a navguard option';
            const hint = near ? `; did you mean \`${near}\`?` : '.';
            return `\`${jsonPath([...path, name])}\` is not ${owner}${hint} The options are ${known.join(', ')}.`;
        }
        case 'enum': {
            const allowed = e.params.allowedValues.map(String);
            const value = valueAt(raw, path);
            const near = typeof value === 'string' ? (0,suggest/* suggest */.Z)(value, allowed) : undefined;
            return `${where} must be one of ${allowed.join(', ')} ${got}${near ? `; did you mean ${near}?` : ''}`;
        }
        case 'type': {
            const type = e.params.type;
            return `${where} must be ${type === 'array' ? listWords(path) : (TYPE_WORDS[type] ?? type)} ${got}`;
        }
        case 'pattern':
            if (path.join('.') === 'basePath')
                return `${where} must be a URL path such as "/docs" (a leading slash, no spaces) ${got}`;
            return `${where} does not have the expected form ${got}`;
        case 'minProperties':
            return `${where} is empty: give at least one of ${optionsAt(path).join(', ')}`;
        case 'maxItems':
            return `${where} holds more than ${e.params.limit} entries`;
        case 'maxLength':
            return `${where} is longer than ${e.params.limit} characters`;
        default:
            return `${where} ${e.message ?? 'is not valid'}`;
    }
}
/**
 * A value that may take several forms (`ignore` items: a glob or an object) fails each form. When it is of one
 * form's type, that form's errors say what is wrong; otherwise one sentence names every form.
 */
function mergeAlternatives(errors, raw) {
    const within = (e, path) => e.instancePath === path || e.instancePath.startsWith(`${path}/`);
    const alternatives = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
    /** Alternatives said in one sentence naming every form. */
    const merged = new Set();
    const out = [];
    for (const path of alternatives) {
        const typeErrors = errors.filter((e) => e.instancePath === path && e.keyword === 'type');
        const value = valueAt(raw, segments(path, raw));
        const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
        // The value has the type of some form when that form failed for another reason (an unknown field, say).
        const otherReason = errors.some((e) => within(e, path) && e.keyword !== 'type' && e.keyword !== 'anyOf');
        if (otherReason || typeErrors.some((e) => e.params.type === actual))
            continue;
        const forms = typeErrors.map((e) => TYPE_WORDS[e.params.type] ?? '');
        merged.add(path);
        out.push(`\`${jsonPath(segments(path, raw))}\` must be ${forms.filter(Boolean).join(' or ')} (got ${shown(value)})`);
    }
    for (const e of errors) {
        const under = [...alternatives].find((p) => within(e, p));
        // Under alternatives: the forms' own type errors give way to the form the value has, or to the one sentence.
        const keep = under === undefined ||
            (e.keyword === 'type' ? e.instancePath !== under : e.keyword !== 'anyOf' && !merged.has(under));
        if (keep)
            out.push(e);
    }
    return out;
}
/** One sentence per problem. */
function describeConfigErrors(errors, raw) {
    return [...new Set(mergeAlternatives(errors, raw).map((e) => (typeof e === 'string' ? e : sentence(e, raw))))];
}
//# sourceMappingURL=config-errors.js.map
;// CONCATENATED MODULE: ./lib/core/config/config.js
// navguard's own configuration (.navguard.json or the `navguard` key of package.json), validated against
// config-schema.ts with an ajv validator compiled ahead of time.







const DEFAULT_CONFIG = {
    rules: {},
    orphans: { allow: [] },
    ignore: [],
    links: { assets: true, ignore: [] },
    basePath: '',
    basePathGiven: false,
    generatedPages: [],
};
const config_validate = validate;
/** Check and complete a user config; throws ConfigError with every problem in one message. */
function resolveConfig(raw, source = 'config') {
    if (raw === undefined || raw === null)
        return DEFAULT_CONFIG;
    const valid = config_validate(raw);
    const problems = valid ? [] : describeConfigErrors(config_validate.errors ?? [], raw);
    const c = raw;
    const known = rules_ids/* RULE_IDS */.I;
    const unknownRule = (where, id) => {
        const near = (0,suggest/* suggest */.Z)(id, known);
        const hint = near ? `; did you mean ${near}?` : '.';
        return `\`${where}\` is not a navguard rule${hint} The rules are ${known.join(', ')}.`;
    };
    const ruleIds = c.rules && typeof c.rules === 'object' && !Array.isArray(c.rules) ? Object.keys(c.rules) : [];
    for (const id of ruleIds)
        if (!(0,rules_ids/* isRuleId */.K)(id))
            problems.push(unknownRule(jsonPath(['rules', id]), id));
    const ignoreItems = valid ? (c.ignore ?? []) : [];
    const fileGlobs = ignoreItems.filter((i) => typeof i === 'string');
    const ignoreFindings = ignoreItems.flatMap((item, n) => {
        if (typeof item === 'string')
            return [];
        const ids = item.rule === undefined ? undefined : typeof item.rule === 'string' ? [item.rule] : item.rule;
        for (const id of ids ?? [])
            if (!(0,rules_ids/* isRuleId */.K)(id))
                problems.push(unknownRule(`ignore[${n}].rule`, id));
        return [{ rule: ids, file: item.file, entry: item.entry }];
    });
    // Read only from a config the schema accepted: `"orphans": { "allow": "x" }` is reported, not iterated.
    const globs = !valid
        ? []
        : [
            ...(c.orphans?.allow ?? []).map((g, i) => [`orphans.allow[${i}]`, g]),
            ...ignoreItems.flatMap((item, i) => typeof item === 'string'
                ? [[`ignore[${i}]`, item]]
                : [
                    [`ignore[${i}].file`, item.file],
                    [`ignore[${i}].entry`, item.entry],
                ]),
            ...(c.links?.ignore ?? []).map((g, i) => [`links.ignore[${i}]`, g]),
            ...(c.generatedPages ?? []).map((g, i) => [`generatedPages[${i}]`, g]),
            ...(c.frozen ?? []).map((g, i) => [`frozen[${i}]`, g]),
        ];
    if (valid)
        for (const [at, g] of globs) {
            if (g === undefined)
                continue;
            try {
                (0,glob/* compileGlob */.S)(g);
            }
            catch (e) {
                problems.push(`\`${at}\` is a glob navguard refuses: "${g}" ${e.message}`);
            }
        }
    if (problems.length)
        throw new errors/* ConfigError */.x(problems.map((p) => `${source}: ${p}`).join('\n'));
    return {
        rules: c.rules ?? {},
        orphans: { allow: c.orphans?.allow ?? [] },
        ignore: fileGlobs,
        ...(ignoreFindings.length ? { ignoreFindings } : {}),
        links: { assets: c.links?.assets ?? true, ignore: c.links?.ignore ?? [] },
        basePath: (c.basePath ?? '').replace(/\/+$/, ''),
        basePathGiven: c.basePath !== undefined,
        generatedPages: c.generatedPages ?? [],
        ...(c.frozen?.length ? { frozen: c.frozen } : {}),
    };
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 1065:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AD: () => (/* binding */ analyzeSite),
  VC: () => (/* binding */ applyPolicy),
  cV: () => (/* binding */ settleChangeBasePath),
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
// EXTERNAL MODULE: ./lib/core/rules/registry.js + 40 modules
var registry = __webpack_require__(9171);
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
/**
 * The base path a change's two states are both read under, when none is configured: the head's guess, unless the
 * base had a page or folder there (links into a folder the change moved away are broken, not a base path). One
 * guess for both states: when a change ends or starts one, links it did not touch stay as they were.
 */
function changeBasePath(base, baseRoutes, head, headRoutes) {
    const guess = inferBasePath(head, headRoutes);
    return guess && !taken(base, baseRoutes, guess.basePath.slice(1)) ? guess : undefined;
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
    return analyzeSite(loadSite(source, undefined, options.memos), options);
}
function siteRoutesFor(site, configured) {
    const known = site.routesFound;
    if (known?.configured === configured)
        return known.found;
    const { routes, inferred } = siteRoutes(site, configured.basePath, configured.basePathGiven, (0,glob/* globMatcher */.f)(configured.generatedPages ?? []));
    return keepRoutes(site, configured, routes, inferred);
}
/** The routes of a site under `configured` (and the base path inferred, if any), kept on the model for siteRoutesFor. */
function keepRoutes(site, configured, routes, inferred) {
    const config = inferred ? { ...configured, basePath: inferred.basePath } : configured;
    const found = { routes, ...(inferred ? { inferred } : {}), config };
    site.routesFound = { configured, found };
    return found;
}
/**
 * Both states of a change read under one base path when none is configured (changeBasePath): what siteRoutesFor
 * then answers for either of them with this config.
 */
function settleChangeBasePath(base, head, configured) {
    if (configured.basePathGiven)
        return;
    const generated = (0,glob/* globMatcher */.f)(configured.generatedPages ?? []);
    const plain = (site) => new site_routes/* Routes */.BV(site, configured.basePath, generated);
    const [basePlain, headPlain] = [plain(base), plain(head)];
    const inferred = changeBasePath(base, basePlain, head, headPlain);
    for (const [site, routes] of [
        [base, basePlain],
        [head, headPlain],
    ])
        keepRoutes(site, configured, inferred ? new site_routes/* Routes */.BV(site, inferred.basePath, generated) : routes, inferred);
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
        linksUnknowable: 0,
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
        ...(counts.linksUnknowable ? { linksUnknowable: counts.linksUnknowable } : {}),
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

/***/ })

};
