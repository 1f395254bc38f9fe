export const id = 554;
export const ids = [554];
export const modules = {

/***/ 992:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ns: () => (/* binding */ analyze),
  AD: () => (/* binding */ analyzeSite),
  Tc: () => (/* binding */ sortFindings)
});

// UNUSED EXPORTS: applyPolicy

// EXTERNAL MODULE: ./lib/core/config.js + 1 modules
var core_config = __webpack_require__(3321);
// EXTERNAL MODULE: ./lib/core/model/nav.js
var model_nav = __webpack_require__(4980);
// EXTERNAL MODULE: ./lib/core/rules/links.js + 1 modules
var rules_links = __webpack_require__(9856);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(9535);
// EXTERNAL MODULE: ./lib/core/openapi/spec.js
var spec = __webpack_require__(2441);
// EXTERNAL MODULE: ./lib/core/site/model.js + 2 modules
var model = __webpack_require__(6862);
;// CONCATENATED MODULE: ./lib/core/rules/openapi.js
// openapi-not-found, openapi-invalid, endpoint-not-found, endpoint-without-openapi.




function checkOpenApi(site, out) {
    const reported = new Set();
    for (const ref of site.specRefs) {
        if (ref.isUrl)
            continue;
        const spec = site.specs.get(ref.source);
        const dedupe = `${ref.source}|${ref.span.file}|${ref.span.offset}`;
        if (!spec || spec.ok || reported.has(dedupe))
            continue;
        reported.add(dedupe);
        if ('missing' in spec) {
            // Only files that are OpenAPI documents are worth suggesting (never docs.json or a $ref'd part of it).
            const candidates = (0,model/* discoverSpecs */.AW)(site.index);
            const near = candidates.sort((a, b) => (0,mod/* distance */.Io)(a, ref.source) - (0,mod/* distance */.Io)(b, ref.source))[0];
            const good = near !== undefined && (0,mod/* distance */.Io)(near, ref.source) <= Math.max(3, ref.source.length / 3);
            // In `spec.json GET /x` only the spec part changes.
            const replacement = near !== undefined && ref.entry !== undefined ? ref.entry.replace(/^\s*\S+/, near) : near;
            out.add('openapi-not-found', ref.span, `The OpenAPI spec "${ref.source}" does not exist. The API pages it should generate are missing from the live site, and endpoint entries under it cannot be built.`, {
                key: ref.source,
                fix: good
                    ? { message: `Did you mean "${near}"?`, edits: out.replaceEdit(ref.span, JSON.stringify(replacement)) }
                    : { message: 'Add the spec file at that path, or correct the path (relative to the docs folder).' },
            });
        }
        else if (spec.tooDeep) {
            out.add('input-limit', ref.span, `The OpenAPI spec "${ref.source}" was not read: ${spec.message}. No real spec nests this deep; its endpoints were not checked.`, { key: `${ref.source}|too-deep` });
        }
        else {
            out.add('openapi-invalid', ref.span, `The OpenAPI spec "${ref.source}" cannot be used: ${spec.message}. The site builder cannot generate its API pages.`, {
                key: ref.source,
                fix: { message: 'Fix the spec file so that it parses and declares `openapi: 3.x` (or `swagger: 2.0`).' },
            });
        }
    }
    let endpoints = 0;
    let unchecked = 0;
    if (site.nav) {
        for (const n of (0,model_nav/* walk */.GG)(site.nav)) {
            if (n.kind !== 'endpoint')
                continue;
            endpoints++;
            if (!checkEndpointNode(site, n, out))
                unchecked++;
        }
    }
    checkFrontmatter(site, out);
    return { endpoints, unchecked };
}
/** Specs that answer for an endpoint: the one it names, or those in scope. Undefined: none can be checked. */
function specsFor(site, sources) {
    const specs = [];
    let checkable = sources.length > 0;
    for (const s of sources) {
        const r = site.specs.get(s);
        if (r && 'spec' in r)
            specs.push(r.spec);
        else
            checkable = false; // a URL, missing or invalid spec: reported elsewhere, or not ours to fetch
    }
    return { specs, checkable };
}
function checkEndpointNode(site, n, out) {
    const sources = n.specSource ? [n.specSource] : n.openapi.map((r) => r.source);
    const where = (0,model/* labelPath */.Kz)(n) || 'the navigation root';
    if (!sources.length) {
        out.add('endpoint-without-openapi', n.span, `"${n.entry}" in ${where} is an endpoint entry, but no OpenAPI spec is set on it or on any element above it. The site builder then reads it as a page path, finds no such page and leaves it out.`, {
            key: `${n.partition}|${n.entry}`,
            fix: {
                message: `Add "openapi": "<spec file>" to the group or tab that holds it, or name the spec in the entry: "openapi.json ${n.method} ${n.endpointPath}".`,
            },
        });
        return true;
    }
    const { specs, checkable } = specsFor(site, sources);
    if (!checkable)
        return false;
    const key = `${n.method} ${n.endpointPath}`;
    if (specs.some((s) => s.byKey.has(key)))
        return true;
    reportEndpoint(out, n.span, `"${n.entry}" in ${where}`, n.method, n.endpointPath, specs, 'The site builder stops with an error', `${key}|${(0,model/* labelPath */.Kz)(n)}`, (suggestion) => (n.specSource ? `${n.entry.split(/\s+/)[0]} ${suggestion}` : suggestion));
    return true;
}
function reportEndpoint(out, where, subject, method, path, specs, consequence, key, rewrite) {
    const samePath = specs.flatMap((s) => s.operations.filter((o) => o.path === path)).map((o) => o.method);
    // Paths are matched exactly: one that differs only in letter case is the likeliest intent.
    const caseOnly = specs
        .flatMap((s) => s.operations)
        .find((o) => o.method === method && o.path.toLowerCase() === path.toLowerCase());
    const near = caseOnly ??
        specs
            .flatMap((s) => (0,spec/* nearestOperations */.hV)(s, method, path, mod/* distance */.Io))
            .sort((a, b) => (0,mod/* distance */.Io)(`${method} ${path}`, `${a.method} ${a.path}`) -
            (0,mod/* distance */.Io)(`${method} ${path}`, `${b.method} ${b.path}`))[0];
    // Name a few specs; a site with dozens would bury the point of the message.
    const many = specs.length > 3;
    const names = many
        ? `${specs.length} OpenAPI specs (${specs
            .slice(0, 2)
            .map((s) => s.file)
            .join(', ')}, …)`
        : specs.map((s) => s.file).join(', ');
    let detail = samePath.length
        ? `${many ? `the ${names} have` : `${names} has`} ${path} only with ${samePath.join(', ')}`
        : many
            ? `none of the ${names} has the operation ${method} ${path}`
            : `${names} has no operation ${method} ${path}`;
    if (caseOnly)
        detail += ` (there is ${caseOnly.method} ${caseOnly.path}, which differs only in letter case; paths must match exactly)`;
    const suggestion = near ? `${near.method} ${near.path}` : undefined;
    out.add('endpoint-not-found', where, `${subject}: ${detail}. ${consequence}.`, {
        key,
        fix: suggestion
            ? {
                message: `Did you mean "${rewrite(suggestion)}"?`,
                ...('offset' in where ? { edits: out.replaceEdit(where, JSON.stringify(rewrite(suggestion))) } : {}),
            }
            : { message: 'Add the operation to the spec, or remove the entry.' },
    });
}
function checkFrontmatter(site, out) {
    const allLocal = [...site.specs.entries()].filter(([, r]) => 'spec' in r).sort(([a], [b]) => a.localeCompare(b));
    const anyUrl = site.specRefs.some((r) => r.isUrl);
    for (const page of site.index.pages.values()) {
        if (!page.scan.frontmatter || !/^openapi\s*:/m.test(page.scan.frontmatter))
            continue;
        const fm = site.index.frontmatter(page);
        if (!fm.openapi)
            continue;
        const m = model_nav/* ENDPOINT_ENTRY */.Lq.exec(fm.openapi.trim());
        if (!m)
            continue;
        const method = m[2].toUpperCase();
        const path = m[3];
        const loc = { file: page.path, line: fm.openapiLine ?? 1, column: fm.openapiColumn ?? 1 };
        let specs;
        if (m[1]) {
            if (/^https?:/i.test(m[1]))
                continue;
            const specPath = (0,model/* frontmatterSpecPath */.Zg)(site.index.files, page.path, fm.openapi, site.specs.keys());
            if (!specPath) {
                out.add('openapi-not-found', loc, `${page.path} names the OpenAPI spec "${m[1]}" in its frontmatter, but no such file exists. The page renders without its API playground.`, {
                    key: `${page.slug}|${m[1]}`,
                    fix: { message: 'Correct the spec path (relative to the docs folder or this page).' },
                });
                continue;
            }
            const r = site.specs.get(specPath);
            if (!r || !('spec' in r))
                continue;
            specs = [r.spec];
        }
        else {
            if (!allLocal.length) {
                if (anyUrl)
                    continue;
                // Warning only: the spec may be generated at build time or live outside the docs folder.
                out.add('endpoint-without-openapi', loc, `${page.path} sets \`openapi: ${fm.openapi}\` in its frontmatter, but no OpenAPI spec was found in the docs folder or docs.json. Unless the spec is added at build time, the page renders without its API content.`, {
                    key: page.slug,
                    severity: 'warning',
                    fix: { message: 'Name the spec in the value ("openapi.json GET /path"), or add the spec to docs.json.' },
                });
                continue;
            }
            specs = allLocal.map(([, r]) => r.spec);
        }
        if (specs.some((s) => s.byKey.has(`${method} ${path}`)))
            continue;
        if (!m[1] && anyUrl)
            continue; // the operation may live in a spec we do not fetch
        reportEndpoint(out, loc, `${page.path} frontmatter \`openapi: ${fm.openapi}\``, method, path, specs, 'The page renders without its API reference and playground', `${page.slug}|${method} ${path}`, (s) => s);
    }
}
//# sourceMappingURL=openapi.js.map
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __webpack_require__(4539);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var site_routes = __webpack_require__(8361);
;// CONCATENATED MODULE: ./lib/core/rules/pages.js





const NOT_PAGE_TEXT = {
    snippet: 'it lives in a snippets folder, and snippets are never pages',
    mintignore: 'it is excluded by .mintignore',
    imported: 'another page imports it, which makes it a snippet rather than a page',
    'reserved-name': 'README, LICENSE, CONTRIBUTING and CHANGELOG files are never published as pages',
    'default-ignore': 'it is in a folder the site builder skips (node_modules or a dot-folder)',
};
/** What to do about an entry that names a file which exists but is not a page (creating it is no answer). */
const NOT_PAGE_FIX = {
    snippet: 'Move the file out of the snippets folder to publish it as a page, or remove the entry.',
    mintignore: 'Remove the file from .mintignore to publish it, or remove the entry.',
    imported: 'Stop importing this file from other pages (shared parts belong in snippets/), or remove the entry.',
    'reserved-name': 'Rename the file (or make it .mdx) to publish it as a page, or remove the entry.',
    'default-ignore': 'Move the file out of that folder to publish it, or remove the entry.',
};
function pageRefs(nav) {
    const refs = [];
    for (const n of (0,model_nav/* walk */.GG)(nav)) {
        if (n.kind === 'page')
            refs.push({ entry: n.entry, page: n.page, span: n.span, node: n, isRoot: false });
        if (n.root)
            refs.push({ entry: n.root.entry, page: n.root.page, span: n.root.span, node: n, isRoot: true });
    }
    return refs;
}
function checkPages(site, routes, config, out) {
    const reached = new Set();
    let dangling = 0;
    if (!site.nav)
        return { reached, dangling };
    const seenIn = new Map();
    const intended = new Set();
    for (const ref of pageRefs(site.nav)) {
        if (ref.entry === '')
            continue; // an empty entry is a schema error, not a missing file
        const ok = site.index.pages.has(ref.page);
        if (ok) {
            reached.add(ref.page);
            if (/(^|\/)\.\.?(\/|$)/.test(ref.entry)) {
                out.add('page-path-format', ref.span, `"${ref.entry}" contains "./" or "../"; the site builder reads it as "${ref.page}". Write that path directly.`, {
                    key: `${ref.entry}|dots`,
                    severity: 'warning',
                    fix: { message: `Write "${ref.page}".`, edits: out.replaceEdit(ref.span, JSON.stringify(ref.page)) },
                });
            }
            if (!ref.isRoot) {
                const dupKey = `${ref.node.partition}|${ref.page}`;
                const first = seenIn.get(dupKey);
                if (first) {
                    out.add('duplicate-page', ref.span, `"${ref.page}" is listed twice in this part of the navigation (also in ${(0,model/* labelPath */.Kz)(first.node) || 'the navigation root'}). The sidebar shows it in both places and breadcrumbs follow the first.`, {
                        key: `${ref.node.partition}|${ref.page}`,
                        fix: { message: 'Remove one of the two entries.' },
                    });
                }
                else
                    seenIn.set(dupKey, ref);
            }
            continue;
        }
        dangling++;
        // A mis-written entry (extension, case, folder) already names its page: that page is not also an orphan.
        const meant = reportMissing(site, routes, ref, (0,model/* labelPath */.Kz)(ref.node) || 'the navigation root', out);
        if (meant)
            intended.add(meant);
    }
    checkOrphans(site, new Set([...reached, ...intended]), config, out);
    return { reached, dangling };
}
/** Reports an entry with no page; returns the page it evidently meant when the fix is a rewrite of the entry. */
function reportMissing(site, routes, ref, where, out) {
    const { index } = site;
    const label = ref.isRoot ? `The group root "${ref.entry}"` : `"${ref.entry}"`;
    const consequence = 'The site builder skips this entry, so it does not appear in the sidebar';
    const key = `${ref.node.partition}|${ref.page}`;
    const format = (better, why) => {
        out.add('page-path-format', ref.span, `${label} in ${where} ${why}. ${consequence}. Write "${better}" instead.`, {
            key,
            fix: { message: `Change the entry to "${better}".`, edits: out.replaceEdit(ref.span, JSON.stringify(better)) },
        });
        return better;
    };
    const noExt = (0,paths/* stripPageExt */.pQ)(ref.page);
    if (noExt !== ref.page && index.pages.has(noExt))
        return format(noExt, 'includes the file extension, but navigation entries are written without it');
    const sameCase = index.slugsLike(ref.page);
    if (sameCase.length === 1)
        return format(sameCase[0], `does not match the file name's case ("${index.pages.get(sameCase[0]).path}"); paths are case-sensitive`);
    if (index.pages.has(`${ref.page}/index`))
        return format(`${ref.page}/index`, 'names a folder; the page inside it must be written with "/index"');
    const notPage = index.notPages.get(ref.page) ?? index.notPages.get(noExt);
    let detail;
    let fixText;
    if (notPage) {
        detail = `${notPage.path} exists, but it is not a page: ${NOT_PAGE_TEXT[notPage.reason]}`;
        fixText = NOT_PAGE_FIX[notPage.reason];
    }
    else if (/^https?:\/\//i.test(ref.entry)) {
        detail = 'it is a URL, and page entries must be files of this site';
        fixText = 'To link to another site, use an anchor or tab with "href" instead.';
    }
    else if (/\s/.test(ref.entry.trim()) || ref.entry.trim() !== ref.entry)
        detail = `no file ${ref.page}.mdx or ${ref.page}.md exists (the entry contains spaces${/^[A-Z]/.test(ref.entry) ? ' and looks like a label; a group needs {"group": …, "pages": […]}' : ''})`;
    else
        detail = `no file ${ref.page}.mdx or ${ref.page}.md exists`;
    const redirect = routes.redirectFor(ref.page);
    if (redirect)
        detail += `; a redirect sends "/${ref.page}" to "${redirect.redirect.destination}"`;
    // Links to the path still work when a redirect takes them somewhere that exists.
    const target = redirect ? routes.resolve(ref.page) : undefined;
    const redirected = target?.kind === 'redirect' && target.final?.kind !== 'missing' && target.final?.kind !== 'ignored';
    if (redirected && !fixText && (0,site_routes/* isExternal */.ge)(redirect.destination))
        fixText =
            'To show that external page in the sidebar, use an anchor or tab with "href"; otherwise remove the entry.';
    let near = routes.suggest(ref.page);
    // In a language's navigation, a page of another language is no replacement for a missing translation.
    const lang = /(?:^|\/)language:([^/]+)/.exec(ref.node.partition)?.[1];
    if (near && lang && ref.page.startsWith(`${lang}/`) && !near.startsWith(`${lang}/`)) {
        fixText ??= `Create ${ref.page}.mdx (the "${lang}" version of ${index.pages.get(near)?.path ?? near}), or remove the entry.`;
        near = undefined;
    }
    out.add('page-not-found', ref.span, `${label} in ${where}: ${detail}. ${consequence}${redirected ? ' (links to the path still follow the redirect)' : ', and links to it lead to a 404'}.`, {
        key,
        fix: near
            ? { message: `Did you mean "${near}"?`, edits: out.replaceEdit(ref.span, JSON.stringify(near)) }
            : { message: fixText ?? `Create ${ref.page}.mdx, or remove the entry.` },
    });
}
function checkOrphans(site, reached, config, out) {
    // Where each folder's pages sit in the navigation, to suggest a home for an orphan.
    const homes = new Map();
    if (site.nav)
        for (const n of (0,model_nav/* walk */.GG)(site.nav))
            if (n.kind === 'page' && n.parent && !homes.has((0,paths/* dirname */.pD)(n.page)))
                homes.set((0,paths/* dirname */.pD)(n.page), n.parent);
    const allow = (0,core_config/* globMatcher */.fU)(config.orphans.allow);
    for (const page of site.index.pages.values()) {
        if (reached.has(page.slug))
            continue;
        if (allow(page.path) || allow(page.slug))
            continue;
        if (page.scan.frontmatter && /^hidden\s*:/m.test(page.scan.frontmatter) && site.index.frontmatter(page).hidden)
            continue;
        const home = homes.get((0,paths/* dirname */.pD)(page.slug));
        const where = home
            ? ` — for example in ${(0,model/* labelPath */.Kz)(home) || 'the navigation root'}, beside the other pages of ${(0,paths/* dirname */.pD)(page.slug) || 'the top folder'}`
            : '';
        out.add('orphan-page', { file: page.path, line: 1, column: 1 }, `${page.path} is not in the navigation: it is published, but readers can reach it only by its URL or search, never from the sidebar.`, {
            key: page.slug,
            fix: {
                message: `Add "${page.slug}" to docs.json${where}; or, if it should stay out of the sidebar on purpose, add \`hidden: true\` to its frontmatter or list it in navguard's orphans.allow.`,
            },
        });
    }
}
//# sourceMappingURL=pages.js.map
;// CONCATENATED MODULE: ./lib/core/rules/redirects.js

function checkRedirects(site, routes, out) {
    const firstBySource = new Map();
    const firstByText = new Map();
    site.redirects.forEach((r, i) => {
        const src = (0,site_routes/* routePath */.dA)(r.source, routes.basePath);
        const first = firstBySource.get(src);
        const identical = firstByText.get(r.source);
        if (!firstByText.has(r.source))
            firstByText.set(r.source, i);
        if (first === undefined) {
            firstBySource.set(src, i);
            return;
        }
        const earlier = site.redirects[first];
        if (identical !== undefined) {
            out.add('redirect-duplicate-source', r.sourceSpan, `Redirect source "${r.source}" is already used by redirect #${identical + 1}; the site builder rejects docs.json when a source appears twice ("Each source path can only be used once").`, {
                key: src,
                fix: { message: 'Remove one of the two redirects.' },
            });
            return;
        }
        // Written differently (a trailing slash, the base path, a query): the builder accepts both, but they
        // answer the same URL path, so only one of them can ever apply.
        const same = (0,site_routes/* routePath */.dA)(earlier.destination, routes.basePath) === (0,site_routes/* routePath */.dA)(r.destination, routes.basePath) ||
            earlier.destination === r.destination;
        out.add('redirect-duplicate-source', r.sourceSpan, `Redirect source "${r.source}" is the same URL path as the source "${earlier.source}" of redirect #${first + 1}, written differently; only one of them can apply${same ? ', and both lead to the same place, so this one is redundant' : `, so readers may never be sent to "${r.destination}"`}. The site builder accepts this, since the two sources are not identical.`, {
            key: src,
            severity: 'warning',
            fix: {
                message: same ? 'Remove this redirect.' : 'Keep one redirect for this path, with the destination you want.',
            },
        });
    });
    for (const r of site.redirects) {
        if ((0,site_routes/* isExternal */.ge)(r.destination) || /[:*]/.test(r.destination))
            continue;
        const dest = (0,site_routes/* routePath */.dA)(r.destination, routes.basePath);
        const src = (0,site_routes/* routePath */.dA)(r.source, routes.basePath);
        const direct = routes.resolveDirect(dest);
        if (direct.kind !== 'missing' && direct.kind !== 'ignored')
            continue;
        // Follow the chain by hand to tell loops from chains from dead ends.
        const trail = [src, dest];
        let cur = dest;
        // A redirect to its own source is a loop of one.
        let outcome = dest === src ? 'loop' : 'missing';
        for (let hop = 0; outcome === 'missing' && hop < 20; hop++) {
            const next = routes.redirectFor(cur);
            if (!next)
                break;
            if ((0,site_routes/* isExternal */.ge)(next.destination)) {
                outcome = 'chain';
                trail.push(next.destination);
                break;
            }
            const n = (0,site_routes/* routePath */.dA)(next.destination, routes.basePath);
            if (trail.includes(n)) {
                trail.push(n);
                outcome = 'loop';
                break;
            }
            trail.push(n);
            const t = routes.resolveDirect(n);
            if (t.kind !== 'missing' && t.kind !== 'ignored') {
                outcome = 'chain';
                break;
            }
            cur = n;
        }
        const shown = trail.map((p) => ((0,site_routes/* isExternal */.ge)(p) ? p : `/${p}`)).join(' → ');
        if (outcome === 'loop') {
            out.add('redirect-loop', r.destinationSpan, `Redirects go round in a circle: ${shown}. Browsers stop with "too many redirects".`, {
                key: [...trail].sort().join('|'),
                fix: { message: 'Point one of these redirects at a real page.' },
            });
        }
        else if (outcome === 'chain') {
            const final = trail[trail.length - 1];
            const finalText = (0,site_routes/* isExternal */.ge)(final) ? final : `/${final}`;
            out.add('redirect-chain', r.destinationSpan, `Redirect "${r.source}" leads to another redirect: ${shown}. Each extra hop slows readers and search engines.`, {
                key: `${src}`,
                fix: {
                    message: `Send "${r.source}" straight to "${finalText}".`,
                    edits: out.replaceEdit(r.destinationSpan, JSON.stringify(finalText)),
                },
            });
        }
        else {
            // The destination may itself be redirected (e.g. by a wildcard) to somewhere that does not exist.
            const last = trail[trail.length - 1];
            const hops = trail.length > 2;
            const why = direct.kind === 'ignored'
                ? `"${r.destination}" exists as a file, but ${direct.reason}`
                : hops
                    ? `"${r.destination}" is itself redirected (${shown}), and no page, generated API page or redirect answers at "/${last}"`
                    : `no page, generated API page or redirect answers at "${r.destination}"`;
            const near = routes.suggest(hops ? last : dest);
            const stripped = dest.includes('/') ? dest.slice(dest.indexOf('/') + 1) : undefined;
            const basePathHint = !hops && stripped && routes.resolveDirect(stripped).kind !== 'missing'
                ? ` If the site is served under "/${dest.split('/')[0]}", set "basePath": "/${dest.split('/')[0]}" in navguard's config.`
                : '';
            out.add('redirect-target-missing', r.destinationSpan, `Redirect "${r.source}" → "${r.destination}": ${why}. Readers who follow the old URL land on a 404.${basePathHint}`, {
                key: src,
                fix: near
                    ? {
                        message: `Did you mean "/${near}"?`,
                        edits: out.replaceEdit(r.destinationSpan, JSON.stringify(`/${near}`)),
                    }
                    : { message: 'Point the redirect at an existing page.' },
            });
        }
    }
}
//# sourceMappingURL=redirects.js.map
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
;// CONCATENATED MODULE: ./lib/core/rules/docs-validator.generated.js
// @ts-nocheck
/* eslint-disable */
// GENERATED from src/core/rules/navigation-schema.ts by test/core/validator-source.ts: do not edit.
// Regenerate with `npm run generate`; a test fails when this file is out of date.

"use strict";
const validate = validate21;
/* harmony default export */ const docs_validator_generated = ((/* unused pure expression or super */ null && (validate21)));
const schema6 = { "$id": "https://navguard.dev/docs.schema.json", "type": "object", "required": ["theme", "name", "colors", "navigation"], "properties": { "navigation": { "$ref": "#/$defs/navigation" }, "name": { "type": "string", "minLength": 1 }, "theme": { "enum": ["mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia"] }, "colors": { "type": "object", "x-strict": true, "required": ["primary"], "additionalProperties": false, "properties": { "primary": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "redirects": { "type": "array", "items": { "type": "object", "required": ["source", "destination"], "additionalProperties": false, "properties": { "source": { "type": "string" }, "destination": { "type": "string" }, "permanent": { "type": "boolean" } } } }, "api": { "type": "object", "properties": { "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } } } }, "$schema": { "type": "string" }, "styling": { "type": "object" }, "interaction": { "type": "object" } }, "$defs": { "navigation": { "type": "object", "anyOf": [{ "required": ["products"] }, { "required": ["languages"] }, { "required": ["versions"] }, { "required": ["tabs"] }, { "required": ["dropdowns"] }, { "required": ["anchors"] }, { "required": ["groups"] }, { "required": ["pages"] }], "additionalProperties": false, "properties": { "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "global": { "$ref": "#/$defs/global" }, "directory": { "enum": ["none", "accordion", "card"] } } }, "global": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "languages": { "type": "array", "items": { "type": "object", "required": ["language", "href"], "additionalProperties": false, "properties": { "language": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "versions": { "type": "array", "items": { "type": "object", "required": ["version", "href"], "additionalProperties": false, "properties": { "version": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "tabs": { "type": "array", "items": { "type": "object", "required": ["tab", "href"], "additionalProperties": false, "properties": { "tab": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "dropdowns": { "type": "array", "items": { "type": "object", "required": ["dropdown", "href"], "additionalProperties": false, "properties": { "dropdown": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "anchors": { "type": "array", "items": { "type": "object", "required": ["anchor"], "additionalProperties": false, "properties": { "anchor": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "products": { "type": "array", "items": { "type": "object", "required": ["product", "href"], "additionalProperties": false, "properties": { "product": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } } } }, "pageEntry": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "$ref": "#/$defs/group" } }, "group": { "type": "object", "required": ["group"], "additionalProperties": false, "properties": { "group": { "type": "string", "minLength": 1 }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "root": { "type": "string", "minLength": 1 }, "tag": { "type": "string" }, "expanded": { "type": "boolean" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "public": { "type": "boolean" }, "boost": { "type": "number" }, "searchable": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "sdk": true } }, "tab": { "type": "object", "required": ["tab"], "additionalProperties": false, "properties": { "tab": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "align": { "enum": ["start", "end"] }, "searchable": { "type": "boolean" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "menu": { "type": "array", "items": { "$ref": "#/$defs/menuItem" } } } }, "anchor": { "type": "object", "required": ["anchor"], "additionalProperties": false, "properties": { "anchor": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } }, "dropdown": { "type": "object", "required": ["dropdown"], "additionalProperties": false, "properties": { "dropdown": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "description": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } }, "product": { "type": "object", "required": ["product"], "additionalProperties": false, "properties": { "product": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "description": { "type": "string" }, "name": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "menu": { "type": "array", "items": { "$ref": "#/$defs/menuItem" } } } }, "version": { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "default": { "type": "boolean" }, "tag": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } }, "language": { "type": "object", "required": ["language"], "additionalProperties": false, "properties": { "language": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "default": { "type": "boolean" }, "banner": { "type": "object", "properties": { "content": { "type": "string" }, "dismissible": { "type": "boolean" } } }, "footer": { "type": "object" }, "navbar": { "type": "object" }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } }, "menuItem": { "type": "object", "required": ["item"], "additionalProperties": false, "properties": { "item": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "description": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } } } };
const schema7 = { "type": "object", "anyOf": [{ "required": ["products"] }, { "required": ["languages"] }, { "required": ["versions"] }, { "required": ["tabs"] }, { "required": ["dropdowns"] }, { "required": ["anchors"] }, { "required": ["groups"] }, { "required": ["pages"] }], "additionalProperties": false, "properties": { "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "global": { "$ref": "#/$defs/global" }, "directory": { "enum": ["none", "accordion", "card"] } } };
const func2 = Object.prototype.hasOwnProperty;
const schema8 = { "type": "object", "required": ["product"], "additionalProperties": false, "properties": { "product": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "description": { "type": "string" }, "name": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "menu": { "type": "array", "items": { "$ref": "#/$defs/menuItem" } } } };
const func4 = ucs2length/* default */.A;
const pattern0 = new RegExp("^(?!fa-)", "u");
const pattern4 = new RegExp("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", "u");
const schema9 = { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "languages": { "type": "array", "items": { "type": "object", "required": ["language", "href"], "additionalProperties": false, "properties": { "language": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "versions": { "type": "array", "items": { "type": "object", "required": ["version", "href"], "additionalProperties": false, "properties": { "version": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "tabs": { "type": "array", "items": { "type": "object", "required": ["tab", "href"], "additionalProperties": false, "properties": { "tab": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "dropdowns": { "type": "array", "items": { "type": "object", "required": ["dropdown", "href"], "additionalProperties": false, "properties": { "dropdown": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "anchors": { "type": "array", "items": { "type": "object", "required": ["anchor"], "additionalProperties": false, "properties": { "anchor": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } }, "products": { "type": "array", "items": { "type": "object", "required": ["product", "href"], "additionalProperties": false, "properties": { "product": { "type": "string", "minLength": 1 }, "href": { "type": "string" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "hidden": { "type": "boolean" }, "description": { "type": "string" } } } } } };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!((((((key0 === "languages") || (key0 === "versions")) || (key0 === "tabs")) || (key0 === "dropdowns")) || (key0 === "anchors")) || (key0 === "products"))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data0 = data.languages;
        if (Array.isArray(data0)) {
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.language === undefined) {
                        const err1 = { instancePath: instancePath + "/languages/" + i0, schemaPath: "#/properties/languages/items/required", keyword: "required", params: { missingProperty: "language" }, message: "must have required property '" + "language" + "'", schema: schema9.properties.languages.items.required, parentSchema: schema9.properties.languages.items, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                    if (data1.href === undefined) {
                        const err2 = { instancePath: instancePath + "/languages/" + i0, schemaPath: "#/properties/languages/items/required", keyword: "required", params: { missingProperty: "href" }, message: "must have required property '" + "href" + "'", schema: schema9.properties.languages.items.required, parentSchema: schema9.properties.languages.items, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                    for (const key1 in data1) {
                        if (!((((((key1 === "language") || (key1 === "href")) || (key1 === "icon")) || (key1 === "color")) || (key1 === "hidden")) || (key1 === "description"))) {
                            const err3 = { instancePath: instancePath + "/languages/" + i0, schemaPath: "#/properties/languages/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.languages.items, data: data1 };
                            if (vErrors === null) {
                                vErrors = [err3];
                            }
                            else {
                                vErrors.push(err3);
                            }
                            errors++;
                        }
                    }
                    if (data1.language !== undefined) {
                        let data2 = data1.language;
                        if (typeof data2 === "string") {
                            if (func4(data2) < 1) {
                                const err4 = { instancePath: instancePath + "/languages/" + i0 + "/language", schemaPath: "#/properties/languages/items/properties/language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.languages.items.properties.language, data: data2 };
                                if (vErrors === null) {
                                    vErrors = [err4];
                                }
                                else {
                                    vErrors.push(err4);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err5 = { instancePath: instancePath + "/languages/" + i0 + "/language", schemaPath: "#/properties/languages/items/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.language.type, parentSchema: schema9.properties.languages.items.properties.language, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    if (data1.href !== undefined) {
                        let data3 = data1.href;
                        if (typeof data3 !== "string") {
                            const err6 = { instancePath: instancePath + "/languages/" + i0 + "/href", schemaPath: "#/properties/languages/items/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.href.type, parentSchema: schema9.properties.languages.items.properties.href, data: data3 };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                    if (data1.icon !== undefined) {
                        let data4 = data1.icon;
                        const _errs12 = errors;
                        let valid4 = true;
                        const _errs13 = errors;
                        if (typeof data4 !== "string") {
                            const err7 = {};
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                        var _valid0 = _errs13 === errors;
                        errors = _errs12;
                        if (vErrors !== null) {
                            if (_errs12) {
                                vErrors.length = _errs12;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause0;
                        if (_valid0) {
                            const _errs15 = errors;
                            if (typeof data4 === "string") {
                                if (!pattern0.test(data4)) {
                                    const err8 = { instancePath: instancePath + "/languages/" + i0 + "/icon", schemaPath: "#/properties/languages/items/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.languages.items.properties.icon.then, data: data4 };
                                    if (vErrors === null) {
                                        vErrors = [err8];
                                    }
                                    else {
                                        vErrors.push(err8);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err9 = { instancePath: instancePath + "/languages/" + i0 + "/icon", schemaPath: "#/properties/languages/items/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.icon.then.type, parentSchema: schema9.properties.languages.items.properties.icon.then, data: data4 };
                                if (vErrors === null) {
                                    vErrors = [err9];
                                }
                                else {
                                    vErrors.push(err9);
                                }
                                errors++;
                            }
                            var _valid0 = _errs15 === errors;
                            valid4 = _valid0;
                            ifClause0 = "then";
                        }
                        else {
                            const _errs17 = errors;
                            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                if (data4.name === undefined) {
                                    const err10 = { instancePath: instancePath + "/languages/" + i0 + "/icon", schemaPath: "#/properties/languages/items/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema9.properties.languages.items.properties.icon.else.required, parentSchema: schema9.properties.languages.items.properties.icon.else, data: data4 };
                                    if (vErrors === null) {
                                        vErrors = [err10];
                                    }
                                    else {
                                        vErrors.push(err10);
                                    }
                                    errors++;
                                }
                                for (const key2 in data4) {
                                    if (!(((key2 === "name") || (key2 === "style")) || (key2 === "library"))) {
                                        const err11 = { instancePath: instancePath + "/languages/" + i0 + "/icon", schemaPath: "#/properties/languages/items/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.languages.items.properties.icon.else, data: data4 };
                                        if (vErrors === null) {
                                            vErrors = [err11];
                                        }
                                        else {
                                            vErrors.push(err11);
                                        }
                                        errors++;
                                    }
                                }
                                if (data4.name !== undefined) {
                                    let data5 = data4.name;
                                    if (typeof data5 === "string") {
                                        if (!pattern0.test(data5)) {
                                            const err12 = { instancePath: instancePath + "/languages/" + i0 + "/icon/name", schemaPath: "#/properties/languages/items/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.languages.items.properties.icon.else.properties.name, data: data5 };
                                            if (vErrors === null) {
                                                vErrors = [err12];
                                            }
                                            else {
                                                vErrors.push(err12);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err13 = { instancePath: instancePath + "/languages/" + i0 + "/icon/name", schemaPath: "#/properties/languages/items/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.icon.else.properties.name.type, parentSchema: schema9.properties.languages.items.properties.icon.else.properties.name, data: data5 };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                                if (data4.style !== undefined) {
                                    let data6 = data4.style;
                                    if (typeof data6 !== "string") {
                                        const err14 = { instancePath: instancePath + "/languages/" + i0 + "/icon/style", schemaPath: "#/properties/languages/items/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.icon.else.properties.style.type, parentSchema: schema9.properties.languages.items.properties.icon.else.properties.style, data: data6 };
                                        if (vErrors === null) {
                                            vErrors = [err14];
                                        }
                                        else {
                                            vErrors.push(err14);
                                        }
                                        errors++;
                                    }
                                }
                                if (data4.library !== undefined) {
                                    let data7 = data4.library;
                                    if (typeof data7 !== "string") {
                                        const err15 = { instancePath: instancePath + "/languages/" + i0 + "/icon/library", schemaPath: "#/properties/languages/items/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.icon.else.properties.library.type, parentSchema: schema9.properties.languages.items.properties.icon.else.properties.library, data: data7 };
                                        if (vErrors === null) {
                                            vErrors = [err15];
                                        }
                                        else {
                                            vErrors.push(err15);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err16 = { instancePath: instancePath + "/languages/" + i0 + "/icon", schemaPath: "#/properties/languages/items/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.languages.items.properties.icon.else.type, parentSchema: schema9.properties.languages.items.properties.icon.else, data: data4 };
                                if (vErrors === null) {
                                    vErrors = [err16];
                                }
                                else {
                                    vErrors.push(err16);
                                }
                                errors++;
                            }
                            var _valid0 = _errs17 === errors;
                            valid4 = _valid0;
                            ifClause0 = "else";
                        }
                        if (!valid4) {
                            const err17 = { instancePath: instancePath + "/languages/" + i0 + "/icon", schemaPath: "#/properties/languages/items/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema9.properties.languages.items.properties.icon.if, parentSchema: schema9.properties.languages.items.properties.icon, data: data4 };
                            if (vErrors === null) {
                                vErrors = [err17];
                            }
                            else {
                                vErrors.push(err17);
                            }
                            errors++;
                        }
                    }
                    if (data1.color !== undefined) {
                        let data8 = data1.color;
                        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                            for (const key3 in data8) {
                                if (!((key3 === "light") || (key3 === "dark"))) {
                                    const err18 = { instancePath: instancePath + "/languages/" + i0 + "/color", schemaPath: "#/properties/languages/items/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.languages.items.properties.color, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err18];
                                    }
                                    else {
                                        vErrors.push(err18);
                                    }
                                    errors++;
                                }
                            }
                            if (data8.light !== undefined) {
                                let data9 = data8.light;
                                if (typeof data9 === "string") {
                                    if (!pattern4.test(data9)) {
                                        const err19 = { instancePath: instancePath + "/languages/" + i0 + "/color/light", schemaPath: "#/properties/languages/items/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.languages.items.properties.color.properties.light, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err19];
                                        }
                                        else {
                                            vErrors.push(err19);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err20 = { instancePath: instancePath + "/languages/" + i0 + "/color/light", schemaPath: "#/properties/languages/items/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.color.properties.light.type, parentSchema: schema9.properties.languages.items.properties.color.properties.light, data: data9 };
                                    if (vErrors === null) {
                                        vErrors = [err20];
                                    }
                                    else {
                                        vErrors.push(err20);
                                    }
                                    errors++;
                                }
                            }
                            if (data8.dark !== undefined) {
                                let data10 = data8.dark;
                                if (typeof data10 === "string") {
                                    if (!pattern4.test(data10)) {
                                        const err21 = { instancePath: instancePath + "/languages/" + i0 + "/color/dark", schemaPath: "#/properties/languages/items/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.languages.items.properties.color.properties.dark, data: data10 };
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
                                    const err22 = { instancePath: instancePath + "/languages/" + i0 + "/color/dark", schemaPath: "#/properties/languages/items/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.color.properties.dark.type, parentSchema: schema9.properties.languages.items.properties.color.properties.dark, data: data10 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err23 = { instancePath: instancePath + "/languages/" + i0 + "/color", schemaPath: "#/properties/languages/items/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.languages.items.properties.color.type, parentSchema: schema9.properties.languages.items.properties.color, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err23];
                            }
                            else {
                                vErrors.push(err23);
                            }
                            errors++;
                        }
                    }
                    if (data1.hidden !== undefined) {
                        let data11 = data1.hidden;
                        if (typeof data11 !== "boolean") {
                            const err24 = { instancePath: instancePath + "/languages/" + i0 + "/hidden", schemaPath: "#/properties/languages/items/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.properties.languages.items.properties.hidden.type, parentSchema: schema9.properties.languages.items.properties.hidden, data: data11 };
                            if (vErrors === null) {
                                vErrors = [err24];
                            }
                            else {
                                vErrors.push(err24);
                            }
                            errors++;
                        }
                    }
                    if (data1.description !== undefined) {
                        let data12 = data1.description;
                        if (typeof data12 !== "string") {
                            const err25 = { instancePath: instancePath + "/languages/" + i0 + "/description", schemaPath: "#/properties/languages/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.languages.items.properties.description.type, parentSchema: schema9.properties.languages.items.properties.description, data: data12 };
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
                    const err26 = { instancePath: instancePath + "/languages/" + i0, schemaPath: "#/properties/languages/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.languages.items.type, parentSchema: schema9.properties.languages.items, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
            }
        }
        else {
            const err27 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.languages.type, parentSchema: schema9.properties.languages, data: data0 };
            if (vErrors === null) {
                vErrors = [err27];
            }
            else {
                vErrors.push(err27);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data13 = data.versions;
        if (Array.isArray(data13)) {
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data14 = data13[i1];
                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                    if (data14.version === undefined) {
                        const err28 = { instancePath: instancePath + "/versions/" + i1, schemaPath: "#/properties/versions/items/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property '" + "version" + "'", schema: schema9.properties.versions.items.required, parentSchema: schema9.properties.versions.items, data: data14 };
                        if (vErrors === null) {
                            vErrors = [err28];
                        }
                        else {
                            vErrors.push(err28);
                        }
                        errors++;
                    }
                    if (data14.href === undefined) {
                        const err29 = { instancePath: instancePath + "/versions/" + i1, schemaPath: "#/properties/versions/items/required", keyword: "required", params: { missingProperty: "href" }, message: "must have required property '" + "href" + "'", schema: schema9.properties.versions.items.required, parentSchema: schema9.properties.versions.items, data: data14 };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                    for (const key4 in data14) {
                        if (!((((((key4 === "version") || (key4 === "href")) || (key4 === "icon")) || (key4 === "color")) || (key4 === "hidden")) || (key4 === "description"))) {
                            const err30 = { instancePath: instancePath + "/versions/" + i1, schemaPath: "#/properties/versions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.versions.items, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                    if (data14.version !== undefined) {
                        let data15 = data14.version;
                        if (typeof data15 === "string") {
                            if (func4(data15) < 1) {
                                const err31 = { instancePath: instancePath + "/versions/" + i1 + "/version", schemaPath: "#/properties/versions/items/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.versions.items.properties.version, data: data15 };
                                if (vErrors === null) {
                                    vErrors = [err31];
                                }
                                else {
                                    vErrors.push(err31);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err32 = { instancePath: instancePath + "/versions/" + i1 + "/version", schemaPath: "#/properties/versions/items/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.version.type, parentSchema: schema9.properties.versions.items.properties.version, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data14.href !== undefined) {
                        let data16 = data14.href;
                        if (typeof data16 !== "string") {
                            const err33 = { instancePath: instancePath + "/versions/" + i1 + "/href", schemaPath: "#/properties/versions/items/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.href.type, parentSchema: schema9.properties.versions.items.properties.href, data: data16 };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                    }
                    if (data14.icon !== undefined) {
                        let data17 = data14.icon;
                        const _errs47 = errors;
                        let valid10 = true;
                        const _errs48 = errors;
                        if (typeof data17 !== "string") {
                            const err34 = {};
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                        var _valid1 = _errs48 === errors;
                        errors = _errs47;
                        if (vErrors !== null) {
                            if (_errs47) {
                                vErrors.length = _errs47;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause1;
                        if (_valid1) {
                            const _errs50 = errors;
                            if (typeof data17 === "string") {
                                if (!pattern0.test(data17)) {
                                    const err35 = { instancePath: instancePath + "/versions/" + i1 + "/icon", schemaPath: "#/properties/versions/items/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.versions.items.properties.icon.then, data: data17 };
                                    if (vErrors === null) {
                                        vErrors = [err35];
                                    }
                                    else {
                                        vErrors.push(err35);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err36 = { instancePath: instancePath + "/versions/" + i1 + "/icon", schemaPath: "#/properties/versions/items/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.icon.then.type, parentSchema: schema9.properties.versions.items.properties.icon.then, data: data17 };
                                if (vErrors === null) {
                                    vErrors = [err36];
                                }
                                else {
                                    vErrors.push(err36);
                                }
                                errors++;
                            }
                            var _valid1 = _errs50 === errors;
                            valid10 = _valid1;
                            ifClause1 = "then";
                        }
                        else {
                            const _errs52 = errors;
                            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                if (data17.name === undefined) {
                                    const err37 = { instancePath: instancePath + "/versions/" + i1 + "/icon", schemaPath: "#/properties/versions/items/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema9.properties.versions.items.properties.icon.else.required, parentSchema: schema9.properties.versions.items.properties.icon.else, data: data17 };
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                                for (const key5 in data17) {
                                    if (!(((key5 === "name") || (key5 === "style")) || (key5 === "library"))) {
                                        const err38 = { instancePath: instancePath + "/versions/" + i1 + "/icon", schemaPath: "#/properties/versions/items/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.versions.items.properties.icon.else, data: data17 };
                                        if (vErrors === null) {
                                            vErrors = [err38];
                                        }
                                        else {
                                            vErrors.push(err38);
                                        }
                                        errors++;
                                    }
                                }
                                if (data17.name !== undefined) {
                                    let data18 = data17.name;
                                    if (typeof data18 === "string") {
                                        if (!pattern0.test(data18)) {
                                            const err39 = { instancePath: instancePath + "/versions/" + i1 + "/icon/name", schemaPath: "#/properties/versions/items/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.versions.items.properties.icon.else.properties.name, data: data18 };
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
                                        const err40 = { instancePath: instancePath + "/versions/" + i1 + "/icon/name", schemaPath: "#/properties/versions/items/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.icon.else.properties.name.type, parentSchema: schema9.properties.versions.items.properties.icon.else.properties.name, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err40];
                                        }
                                        else {
                                            vErrors.push(err40);
                                        }
                                        errors++;
                                    }
                                }
                                if (data17.style !== undefined) {
                                    let data19 = data17.style;
                                    if (typeof data19 !== "string") {
                                        const err41 = { instancePath: instancePath + "/versions/" + i1 + "/icon/style", schemaPath: "#/properties/versions/items/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.icon.else.properties.style.type, parentSchema: schema9.properties.versions.items.properties.icon.else.properties.style, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err41];
                                        }
                                        else {
                                            vErrors.push(err41);
                                        }
                                        errors++;
                                    }
                                }
                                if (data17.library !== undefined) {
                                    let data20 = data17.library;
                                    if (typeof data20 !== "string") {
                                        const err42 = { instancePath: instancePath + "/versions/" + i1 + "/icon/library", schemaPath: "#/properties/versions/items/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.icon.else.properties.library.type, parentSchema: schema9.properties.versions.items.properties.icon.else.properties.library, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err42];
                                        }
                                        else {
                                            vErrors.push(err42);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err43 = { instancePath: instancePath + "/versions/" + i1 + "/icon", schemaPath: "#/properties/versions/items/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.versions.items.properties.icon.else.type, parentSchema: schema9.properties.versions.items.properties.icon.else, data: data17 };
                                if (vErrors === null) {
                                    vErrors = [err43];
                                }
                                else {
                                    vErrors.push(err43);
                                }
                                errors++;
                            }
                            var _valid1 = _errs52 === errors;
                            valid10 = _valid1;
                            ifClause1 = "else";
                        }
                        if (!valid10) {
                            const err44 = { instancePath: instancePath + "/versions/" + i1 + "/icon", schemaPath: "#/properties/versions/items/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema9.properties.versions.items.properties.icon.if, parentSchema: schema9.properties.versions.items.properties.icon, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                    }
                    if (data14.color !== undefined) {
                        let data21 = data14.color;
                        if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                            for (const key6 in data21) {
                                if (!((key6 === "light") || (key6 === "dark"))) {
                                    const err45 = { instancePath: instancePath + "/versions/" + i1 + "/color", schemaPath: "#/properties/versions/items/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.versions.items.properties.color, data: data21 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            if (data21.light !== undefined) {
                                let data22 = data21.light;
                                if (typeof data22 === "string") {
                                    if (!pattern4.test(data22)) {
                                        const err46 = { instancePath: instancePath + "/versions/" + i1 + "/color/light", schemaPath: "#/properties/versions/items/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.versions.items.properties.color.properties.light, data: data22 };
                                        if (vErrors === null) {
                                            vErrors = [err46];
                                        }
                                        else {
                                            vErrors.push(err46);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err47 = { instancePath: instancePath + "/versions/" + i1 + "/color/light", schemaPath: "#/properties/versions/items/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.color.properties.light.type, parentSchema: schema9.properties.versions.items.properties.color.properties.light, data: data22 };
                                    if (vErrors === null) {
                                        vErrors = [err47];
                                    }
                                    else {
                                        vErrors.push(err47);
                                    }
                                    errors++;
                                }
                            }
                            if (data21.dark !== undefined) {
                                let data23 = data21.dark;
                                if (typeof data23 === "string") {
                                    if (!pattern4.test(data23)) {
                                        const err48 = { instancePath: instancePath + "/versions/" + i1 + "/color/dark", schemaPath: "#/properties/versions/items/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.versions.items.properties.color.properties.dark, data: data23 };
                                        if (vErrors === null) {
                                            vErrors = [err48];
                                        }
                                        else {
                                            vErrors.push(err48);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err49 = { instancePath: instancePath + "/versions/" + i1 + "/color/dark", schemaPath: "#/properties/versions/items/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.color.properties.dark.type, parentSchema: schema9.properties.versions.items.properties.color.properties.dark, data: data23 };
                                    if (vErrors === null) {
                                        vErrors = [err49];
                                    }
                                    else {
                                        vErrors.push(err49);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err50 = { instancePath: instancePath + "/versions/" + i1 + "/color", schemaPath: "#/properties/versions/items/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.versions.items.properties.color.type, parentSchema: schema9.properties.versions.items.properties.color, data: data21 };
                            if (vErrors === null) {
                                vErrors = [err50];
                            }
                            else {
                                vErrors.push(err50);
                            }
                            errors++;
                        }
                    }
                    if (data14.hidden !== undefined) {
                        let data24 = data14.hidden;
                        if (typeof data24 !== "boolean") {
                            const err51 = { instancePath: instancePath + "/versions/" + i1 + "/hidden", schemaPath: "#/properties/versions/items/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.properties.versions.items.properties.hidden.type, parentSchema: schema9.properties.versions.items.properties.hidden, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err51];
                            }
                            else {
                                vErrors.push(err51);
                            }
                            errors++;
                        }
                    }
                    if (data14.description !== undefined) {
                        let data25 = data14.description;
                        if (typeof data25 !== "string") {
                            const err52 = { instancePath: instancePath + "/versions/" + i1 + "/description", schemaPath: "#/properties/versions/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.versions.items.properties.description.type, parentSchema: schema9.properties.versions.items.properties.description, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err53 = { instancePath: instancePath + "/versions/" + i1, schemaPath: "#/properties/versions/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.versions.items.type, parentSchema: schema9.properties.versions.items, data: data14 };
                    if (vErrors === null) {
                        vErrors = [err53];
                    }
                    else {
                        vErrors.push(err53);
                    }
                    errors++;
                }
            }
        }
        else {
            const err54 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.versions.type, parentSchema: schema9.properties.versions, data: data13 };
            if (vErrors === null) {
                vErrors = [err54];
            }
            else {
                vErrors.push(err54);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data26 = data.tabs;
        if (Array.isArray(data26)) {
            const len2 = data26.length;
            for (let i2 = 0; i2 < len2; i2++) {
                let data27 = data26[i2];
                if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                    if (data27.tab === undefined) {
                        const err55 = { instancePath: instancePath + "/tabs/" + i2, schemaPath: "#/properties/tabs/items/required", keyword: "required", params: { missingProperty: "tab" }, message: "must have required property '" + "tab" + "'", schema: schema9.properties.tabs.items.required, parentSchema: schema9.properties.tabs.items, data: data27 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    if (data27.href === undefined) {
                        const err56 = { instancePath: instancePath + "/tabs/" + i2, schemaPath: "#/properties/tabs/items/required", keyword: "required", params: { missingProperty: "href" }, message: "must have required property '" + "href" + "'", schema: schema9.properties.tabs.items.required, parentSchema: schema9.properties.tabs.items, data: data27 };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                    for (const key7 in data27) {
                        if (!((((((key7 === "tab") || (key7 === "href")) || (key7 === "icon")) || (key7 === "color")) || (key7 === "hidden")) || (key7 === "description"))) {
                            const err57 = { instancePath: instancePath + "/tabs/" + i2, schemaPath: "#/properties/tabs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.tabs.items, data: data27 };
                            if (vErrors === null) {
                                vErrors = [err57];
                            }
                            else {
                                vErrors.push(err57);
                            }
                            errors++;
                        }
                    }
                    if (data27.tab !== undefined) {
                        let data28 = data27.tab;
                        if (typeof data28 === "string") {
                            if (func4(data28) < 1) {
                                const err58 = { instancePath: instancePath + "/tabs/" + i2 + "/tab", schemaPath: "#/properties/tabs/items/properties/tab/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.tabs.items.properties.tab, data: data28 };
                                if (vErrors === null) {
                                    vErrors = [err58];
                                }
                                else {
                                    vErrors.push(err58);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err59 = { instancePath: instancePath + "/tabs/" + i2 + "/tab", schemaPath: "#/properties/tabs/items/properties/tab/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.tab.type, parentSchema: schema9.properties.tabs.items.properties.tab, data: data28 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data27.href !== undefined) {
                        let data29 = data27.href;
                        if (typeof data29 !== "string") {
                            const err60 = { instancePath: instancePath + "/tabs/" + i2 + "/href", schemaPath: "#/properties/tabs/items/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.href.type, parentSchema: schema9.properties.tabs.items.properties.href, data: data29 };
                            if (vErrors === null) {
                                vErrors = [err60];
                            }
                            else {
                                vErrors.push(err60);
                            }
                            errors++;
                        }
                    }
                    if (data27.icon !== undefined) {
                        let data30 = data27.icon;
                        const _errs82 = errors;
                        let valid16 = true;
                        const _errs83 = errors;
                        if (typeof data30 !== "string") {
                            const err61 = {};
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                        var _valid2 = _errs83 === errors;
                        errors = _errs82;
                        if (vErrors !== null) {
                            if (_errs82) {
                                vErrors.length = _errs82;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause2;
                        if (_valid2) {
                            const _errs85 = errors;
                            if (typeof data30 === "string") {
                                if (!pattern0.test(data30)) {
                                    const err62 = { instancePath: instancePath + "/tabs/" + i2 + "/icon", schemaPath: "#/properties/tabs/items/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.tabs.items.properties.icon.then, data: data30 };
                                    if (vErrors === null) {
                                        vErrors = [err62];
                                    }
                                    else {
                                        vErrors.push(err62);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err63 = { instancePath: instancePath + "/tabs/" + i2 + "/icon", schemaPath: "#/properties/tabs/items/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.icon.then.type, parentSchema: schema9.properties.tabs.items.properties.icon.then, data: data30 };
                                if (vErrors === null) {
                                    vErrors = [err63];
                                }
                                else {
                                    vErrors.push(err63);
                                }
                                errors++;
                            }
                            var _valid2 = _errs85 === errors;
                            valid16 = _valid2;
                            ifClause2 = "then";
                        }
                        else {
                            const _errs87 = errors;
                            if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                                if (data30.name === undefined) {
                                    const err64 = { instancePath: instancePath + "/tabs/" + i2 + "/icon", schemaPath: "#/properties/tabs/items/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema9.properties.tabs.items.properties.icon.else.required, parentSchema: schema9.properties.tabs.items.properties.icon.else, data: data30 };
                                    if (vErrors === null) {
                                        vErrors = [err64];
                                    }
                                    else {
                                        vErrors.push(err64);
                                    }
                                    errors++;
                                }
                                for (const key8 in data30) {
                                    if (!(((key8 === "name") || (key8 === "style")) || (key8 === "library"))) {
                                        const err65 = { instancePath: instancePath + "/tabs/" + i2 + "/icon", schemaPath: "#/properties/tabs/items/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.tabs.items.properties.icon.else, data: data30 };
                                        if (vErrors === null) {
                                            vErrors = [err65];
                                        }
                                        else {
                                            vErrors.push(err65);
                                        }
                                        errors++;
                                    }
                                }
                                if (data30.name !== undefined) {
                                    let data31 = data30.name;
                                    if (typeof data31 === "string") {
                                        if (!pattern0.test(data31)) {
                                            const err66 = { instancePath: instancePath + "/tabs/" + i2 + "/icon/name", schemaPath: "#/properties/tabs/items/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.tabs.items.properties.icon.else.properties.name, data: data31 };
                                            if (vErrors === null) {
                                                vErrors = [err66];
                                            }
                                            else {
                                                vErrors.push(err66);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err67 = { instancePath: instancePath + "/tabs/" + i2 + "/icon/name", schemaPath: "#/properties/tabs/items/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.icon.else.properties.name.type, parentSchema: schema9.properties.tabs.items.properties.icon.else.properties.name, data: data31 };
                                        if (vErrors === null) {
                                            vErrors = [err67];
                                        }
                                        else {
                                            vErrors.push(err67);
                                        }
                                        errors++;
                                    }
                                }
                                if (data30.style !== undefined) {
                                    let data32 = data30.style;
                                    if (typeof data32 !== "string") {
                                        const err68 = { instancePath: instancePath + "/tabs/" + i2 + "/icon/style", schemaPath: "#/properties/tabs/items/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.icon.else.properties.style.type, parentSchema: schema9.properties.tabs.items.properties.icon.else.properties.style, data: data32 };
                                        if (vErrors === null) {
                                            vErrors = [err68];
                                        }
                                        else {
                                            vErrors.push(err68);
                                        }
                                        errors++;
                                    }
                                }
                                if (data30.library !== undefined) {
                                    let data33 = data30.library;
                                    if (typeof data33 !== "string") {
                                        const err69 = { instancePath: instancePath + "/tabs/" + i2 + "/icon/library", schemaPath: "#/properties/tabs/items/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.icon.else.properties.library.type, parentSchema: schema9.properties.tabs.items.properties.icon.else.properties.library, data: data33 };
                                        if (vErrors === null) {
                                            vErrors = [err69];
                                        }
                                        else {
                                            vErrors.push(err69);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err70 = { instancePath: instancePath + "/tabs/" + i2 + "/icon", schemaPath: "#/properties/tabs/items/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.tabs.items.properties.icon.else.type, parentSchema: schema9.properties.tabs.items.properties.icon.else, data: data30 };
                                if (vErrors === null) {
                                    vErrors = [err70];
                                }
                                else {
                                    vErrors.push(err70);
                                }
                                errors++;
                            }
                            var _valid2 = _errs87 === errors;
                            valid16 = _valid2;
                            ifClause2 = "else";
                        }
                        if (!valid16) {
                            const err71 = { instancePath: instancePath + "/tabs/" + i2 + "/icon", schemaPath: "#/properties/tabs/items/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema9.properties.tabs.items.properties.icon.if, parentSchema: schema9.properties.tabs.items.properties.icon, data: data30 };
                            if (vErrors === null) {
                                vErrors = [err71];
                            }
                            else {
                                vErrors.push(err71);
                            }
                            errors++;
                        }
                    }
                    if (data27.color !== undefined) {
                        let data34 = data27.color;
                        if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                            for (const key9 in data34) {
                                if (!((key9 === "light") || (key9 === "dark"))) {
                                    const err72 = { instancePath: instancePath + "/tabs/" + i2 + "/color", schemaPath: "#/properties/tabs/items/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.tabs.items.properties.color, data: data34 };
                                    if (vErrors === null) {
                                        vErrors = [err72];
                                    }
                                    else {
                                        vErrors.push(err72);
                                    }
                                    errors++;
                                }
                            }
                            if (data34.light !== undefined) {
                                let data35 = data34.light;
                                if (typeof data35 === "string") {
                                    if (!pattern4.test(data35)) {
                                        const err73 = { instancePath: instancePath + "/tabs/" + i2 + "/color/light", schemaPath: "#/properties/tabs/items/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.tabs.items.properties.color.properties.light, data: data35 };
                                        if (vErrors === null) {
                                            vErrors = [err73];
                                        }
                                        else {
                                            vErrors.push(err73);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err74 = { instancePath: instancePath + "/tabs/" + i2 + "/color/light", schemaPath: "#/properties/tabs/items/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.color.properties.light.type, parentSchema: schema9.properties.tabs.items.properties.color.properties.light, data: data35 };
                                    if (vErrors === null) {
                                        vErrors = [err74];
                                    }
                                    else {
                                        vErrors.push(err74);
                                    }
                                    errors++;
                                }
                            }
                            if (data34.dark !== undefined) {
                                let data36 = data34.dark;
                                if (typeof data36 === "string") {
                                    if (!pattern4.test(data36)) {
                                        const err75 = { instancePath: instancePath + "/tabs/" + i2 + "/color/dark", schemaPath: "#/properties/tabs/items/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.tabs.items.properties.color.properties.dark, data: data36 };
                                        if (vErrors === null) {
                                            vErrors = [err75];
                                        }
                                        else {
                                            vErrors.push(err75);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err76 = { instancePath: instancePath + "/tabs/" + i2 + "/color/dark", schemaPath: "#/properties/tabs/items/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.color.properties.dark.type, parentSchema: schema9.properties.tabs.items.properties.color.properties.dark, data: data36 };
                                    if (vErrors === null) {
                                        vErrors = [err76];
                                    }
                                    else {
                                        vErrors.push(err76);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err77 = { instancePath: instancePath + "/tabs/" + i2 + "/color", schemaPath: "#/properties/tabs/items/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.tabs.items.properties.color.type, parentSchema: schema9.properties.tabs.items.properties.color, data: data34 };
                            if (vErrors === null) {
                                vErrors = [err77];
                            }
                            else {
                                vErrors.push(err77);
                            }
                            errors++;
                        }
                    }
                    if (data27.hidden !== undefined) {
                        let data37 = data27.hidden;
                        if (typeof data37 !== "boolean") {
                            const err78 = { instancePath: instancePath + "/tabs/" + i2 + "/hidden", schemaPath: "#/properties/tabs/items/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.properties.tabs.items.properties.hidden.type, parentSchema: schema9.properties.tabs.items.properties.hidden, data: data37 };
                            if (vErrors === null) {
                                vErrors = [err78];
                            }
                            else {
                                vErrors.push(err78);
                            }
                            errors++;
                        }
                    }
                    if (data27.description !== undefined) {
                        let data38 = data27.description;
                        if (typeof data38 !== "string") {
                            const err79 = { instancePath: instancePath + "/tabs/" + i2 + "/description", schemaPath: "#/properties/tabs/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.tabs.items.properties.description.type, parentSchema: schema9.properties.tabs.items.properties.description, data: data38 };
                            if (vErrors === null) {
                                vErrors = [err79];
                            }
                            else {
                                vErrors.push(err79);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err80 = { instancePath: instancePath + "/tabs/" + i2, schemaPath: "#/properties/tabs/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.tabs.items.type, parentSchema: schema9.properties.tabs.items, data: data27 };
                    if (vErrors === null) {
                        vErrors = [err80];
                    }
                    else {
                        vErrors.push(err80);
                    }
                    errors++;
                }
            }
        }
        else {
            const err81 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.tabs.type, parentSchema: schema9.properties.tabs, data: data26 };
            if (vErrors === null) {
                vErrors = [err81];
            }
            else {
                vErrors.push(err81);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data39 = data.dropdowns;
        if (Array.isArray(data39)) {
            const len3 = data39.length;
            for (let i3 = 0; i3 < len3; i3++) {
                let data40 = data39[i3];
                if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
                    if (data40.dropdown === undefined) {
                        const err82 = { instancePath: instancePath + "/dropdowns/" + i3, schemaPath: "#/properties/dropdowns/items/required", keyword: "required", params: { missingProperty: "dropdown" }, message: "must have required property '" + "dropdown" + "'", schema: schema9.properties.dropdowns.items.required, parentSchema: schema9.properties.dropdowns.items, data: data40 };
                        if (vErrors === null) {
                            vErrors = [err82];
                        }
                        else {
                            vErrors.push(err82);
                        }
                        errors++;
                    }
                    if (data40.href === undefined) {
                        const err83 = { instancePath: instancePath + "/dropdowns/" + i3, schemaPath: "#/properties/dropdowns/items/required", keyword: "required", params: { missingProperty: "href" }, message: "must have required property '" + "href" + "'", schema: schema9.properties.dropdowns.items.required, parentSchema: schema9.properties.dropdowns.items, data: data40 };
                        if (vErrors === null) {
                            vErrors = [err83];
                        }
                        else {
                            vErrors.push(err83);
                        }
                        errors++;
                    }
                    for (const key10 in data40) {
                        if (!((((((key10 === "dropdown") || (key10 === "href")) || (key10 === "icon")) || (key10 === "color")) || (key10 === "hidden")) || (key10 === "description"))) {
                            const err84 = { instancePath: instancePath + "/dropdowns/" + i3, schemaPath: "#/properties/dropdowns/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.dropdowns.items, data: data40 };
                            if (vErrors === null) {
                                vErrors = [err84];
                            }
                            else {
                                vErrors.push(err84);
                            }
                            errors++;
                        }
                    }
                    if (data40.dropdown !== undefined) {
                        let data41 = data40.dropdown;
                        if (typeof data41 === "string") {
                            if (func4(data41) < 1) {
                                const err85 = { instancePath: instancePath + "/dropdowns/" + i3 + "/dropdown", schemaPath: "#/properties/dropdowns/items/properties/dropdown/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.dropdowns.items.properties.dropdown, data: data41 };
                                if (vErrors === null) {
                                    vErrors = [err85];
                                }
                                else {
                                    vErrors.push(err85);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err86 = { instancePath: instancePath + "/dropdowns/" + i3 + "/dropdown", schemaPath: "#/properties/dropdowns/items/properties/dropdown/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.dropdown.type, parentSchema: schema9.properties.dropdowns.items.properties.dropdown, data: data41 };
                            if (vErrors === null) {
                                vErrors = [err86];
                            }
                            else {
                                vErrors.push(err86);
                            }
                            errors++;
                        }
                    }
                    if (data40.href !== undefined) {
                        let data42 = data40.href;
                        if (typeof data42 !== "string") {
                            const err87 = { instancePath: instancePath + "/dropdowns/" + i3 + "/href", schemaPath: "#/properties/dropdowns/items/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.href.type, parentSchema: schema9.properties.dropdowns.items.properties.href, data: data42 };
                            if (vErrors === null) {
                                vErrors = [err87];
                            }
                            else {
                                vErrors.push(err87);
                            }
                            errors++;
                        }
                    }
                    if (data40.icon !== undefined) {
                        let data43 = data40.icon;
                        const _errs117 = errors;
                        let valid22 = true;
                        const _errs118 = errors;
                        if (typeof data43 !== "string") {
                            const err88 = {};
                            if (vErrors === null) {
                                vErrors = [err88];
                            }
                            else {
                                vErrors.push(err88);
                            }
                            errors++;
                        }
                        var _valid3 = _errs118 === errors;
                        errors = _errs117;
                        if (vErrors !== null) {
                            if (_errs117) {
                                vErrors.length = _errs117;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs120 = errors;
                            if (typeof data43 === "string") {
                                if (!pattern0.test(data43)) {
                                    const err89 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon", schemaPath: "#/properties/dropdowns/items/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.dropdowns.items.properties.icon.then, data: data43 };
                                    if (vErrors === null) {
                                        vErrors = [err89];
                                    }
                                    else {
                                        vErrors.push(err89);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err90 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon", schemaPath: "#/properties/dropdowns/items/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.icon.then.type, parentSchema: schema9.properties.dropdowns.items.properties.icon.then, data: data43 };
                                if (vErrors === null) {
                                    vErrors = [err90];
                                }
                                else {
                                    vErrors.push(err90);
                                }
                                errors++;
                            }
                            var _valid3 = _errs120 === errors;
                            valid22 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs122 = errors;
                            if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                                if (data43.name === undefined) {
                                    const err91 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon", schemaPath: "#/properties/dropdowns/items/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema9.properties.dropdowns.items.properties.icon.else.required, parentSchema: schema9.properties.dropdowns.items.properties.icon.else, data: data43 };
                                    if (vErrors === null) {
                                        vErrors = [err91];
                                    }
                                    else {
                                        vErrors.push(err91);
                                    }
                                    errors++;
                                }
                                for (const key11 in data43) {
                                    if (!(((key11 === "name") || (key11 === "style")) || (key11 === "library"))) {
                                        const err92 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon", schemaPath: "#/properties/dropdowns/items/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.dropdowns.items.properties.icon.else, data: data43 };
                                        if (vErrors === null) {
                                            vErrors = [err92];
                                        }
                                        else {
                                            vErrors.push(err92);
                                        }
                                        errors++;
                                    }
                                }
                                if (data43.name !== undefined) {
                                    let data44 = data43.name;
                                    if (typeof data44 === "string") {
                                        if (!pattern0.test(data44)) {
                                            const err93 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon/name", schemaPath: "#/properties/dropdowns/items/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.dropdowns.items.properties.icon.else.properties.name, data: data44 };
                                            if (vErrors === null) {
                                                vErrors = [err93];
                                            }
                                            else {
                                                vErrors.push(err93);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err94 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon/name", schemaPath: "#/properties/dropdowns/items/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.icon.else.properties.name.type, parentSchema: schema9.properties.dropdowns.items.properties.icon.else.properties.name, data: data44 };
                                        if (vErrors === null) {
                                            vErrors = [err94];
                                        }
                                        else {
                                            vErrors.push(err94);
                                        }
                                        errors++;
                                    }
                                }
                                if (data43.style !== undefined) {
                                    let data45 = data43.style;
                                    if (typeof data45 !== "string") {
                                        const err95 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon/style", schemaPath: "#/properties/dropdowns/items/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.icon.else.properties.style.type, parentSchema: schema9.properties.dropdowns.items.properties.icon.else.properties.style, data: data45 };
                                        if (vErrors === null) {
                                            vErrors = [err95];
                                        }
                                        else {
                                            vErrors.push(err95);
                                        }
                                        errors++;
                                    }
                                }
                                if (data43.library !== undefined) {
                                    let data46 = data43.library;
                                    if (typeof data46 !== "string") {
                                        const err96 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon/library", schemaPath: "#/properties/dropdowns/items/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.icon.else.properties.library.type, parentSchema: schema9.properties.dropdowns.items.properties.icon.else.properties.library, data: data46 };
                                        if (vErrors === null) {
                                            vErrors = [err96];
                                        }
                                        else {
                                            vErrors.push(err96);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err97 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon", schemaPath: "#/properties/dropdowns/items/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.dropdowns.items.properties.icon.else.type, parentSchema: schema9.properties.dropdowns.items.properties.icon.else, data: data43 };
                                if (vErrors === null) {
                                    vErrors = [err97];
                                }
                                else {
                                    vErrors.push(err97);
                                }
                                errors++;
                            }
                            var _valid3 = _errs122 === errors;
                            valid22 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid22) {
                            const err98 = { instancePath: instancePath + "/dropdowns/" + i3 + "/icon", schemaPath: "#/properties/dropdowns/items/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema9.properties.dropdowns.items.properties.icon.if, parentSchema: schema9.properties.dropdowns.items.properties.icon, data: data43 };
                            if (vErrors === null) {
                                vErrors = [err98];
                            }
                            else {
                                vErrors.push(err98);
                            }
                            errors++;
                        }
                    }
                    if (data40.color !== undefined) {
                        let data47 = data40.color;
                        if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                            for (const key12 in data47) {
                                if (!((key12 === "light") || (key12 === "dark"))) {
                                    const err99 = { instancePath: instancePath + "/dropdowns/" + i3 + "/color", schemaPath: "#/properties/dropdowns/items/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.dropdowns.items.properties.color, data: data47 };
                                    if (vErrors === null) {
                                        vErrors = [err99];
                                    }
                                    else {
                                        vErrors.push(err99);
                                    }
                                    errors++;
                                }
                            }
                            if (data47.light !== undefined) {
                                let data48 = data47.light;
                                if (typeof data48 === "string") {
                                    if (!pattern4.test(data48)) {
                                        const err100 = { instancePath: instancePath + "/dropdowns/" + i3 + "/color/light", schemaPath: "#/properties/dropdowns/items/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.dropdowns.items.properties.color.properties.light, data: data48 };
                                        if (vErrors === null) {
                                            vErrors = [err100];
                                        }
                                        else {
                                            vErrors.push(err100);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err101 = { instancePath: instancePath + "/dropdowns/" + i3 + "/color/light", schemaPath: "#/properties/dropdowns/items/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.color.properties.light.type, parentSchema: schema9.properties.dropdowns.items.properties.color.properties.light, data: data48 };
                                    if (vErrors === null) {
                                        vErrors = [err101];
                                    }
                                    else {
                                        vErrors.push(err101);
                                    }
                                    errors++;
                                }
                            }
                            if (data47.dark !== undefined) {
                                let data49 = data47.dark;
                                if (typeof data49 === "string") {
                                    if (!pattern4.test(data49)) {
                                        const err102 = { instancePath: instancePath + "/dropdowns/" + i3 + "/color/dark", schemaPath: "#/properties/dropdowns/items/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.dropdowns.items.properties.color.properties.dark, data: data49 };
                                        if (vErrors === null) {
                                            vErrors = [err102];
                                        }
                                        else {
                                            vErrors.push(err102);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err103 = { instancePath: instancePath + "/dropdowns/" + i3 + "/color/dark", schemaPath: "#/properties/dropdowns/items/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.color.properties.dark.type, parentSchema: schema9.properties.dropdowns.items.properties.color.properties.dark, data: data49 };
                                    if (vErrors === null) {
                                        vErrors = [err103];
                                    }
                                    else {
                                        vErrors.push(err103);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err104 = { instancePath: instancePath + "/dropdowns/" + i3 + "/color", schemaPath: "#/properties/dropdowns/items/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.dropdowns.items.properties.color.type, parentSchema: schema9.properties.dropdowns.items.properties.color, data: data47 };
                            if (vErrors === null) {
                                vErrors = [err104];
                            }
                            else {
                                vErrors.push(err104);
                            }
                            errors++;
                        }
                    }
                    if (data40.hidden !== undefined) {
                        let data50 = data40.hidden;
                        if (typeof data50 !== "boolean") {
                            const err105 = { instancePath: instancePath + "/dropdowns/" + i3 + "/hidden", schemaPath: "#/properties/dropdowns/items/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.properties.dropdowns.items.properties.hidden.type, parentSchema: schema9.properties.dropdowns.items.properties.hidden, data: data50 };
                            if (vErrors === null) {
                                vErrors = [err105];
                            }
                            else {
                                vErrors.push(err105);
                            }
                            errors++;
                        }
                    }
                    if (data40.description !== undefined) {
                        let data51 = data40.description;
                        if (typeof data51 !== "string") {
                            const err106 = { instancePath: instancePath + "/dropdowns/" + i3 + "/description", schemaPath: "#/properties/dropdowns/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.dropdowns.items.properties.description.type, parentSchema: schema9.properties.dropdowns.items.properties.description, data: data51 };
                            if (vErrors === null) {
                                vErrors = [err106];
                            }
                            else {
                                vErrors.push(err106);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err107 = { instancePath: instancePath + "/dropdowns/" + i3, schemaPath: "#/properties/dropdowns/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.dropdowns.items.type, parentSchema: schema9.properties.dropdowns.items, data: data40 };
                    if (vErrors === null) {
                        vErrors = [err107];
                    }
                    else {
                        vErrors.push(err107);
                    }
                    errors++;
                }
            }
        }
        else {
            const err108 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.dropdowns.type, parentSchema: schema9.properties.dropdowns, data: data39 };
            if (vErrors === null) {
                vErrors = [err108];
            }
            else {
                vErrors.push(err108);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data52 = data.anchors;
        if (Array.isArray(data52)) {
            const len4 = data52.length;
            for (let i4 = 0; i4 < len4; i4++) {
                let data53 = data52[i4];
                if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                    if (data53.anchor === undefined) {
                        const err109 = { instancePath: instancePath + "/anchors/" + i4, schemaPath: "#/properties/anchors/items/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property '" + "anchor" + "'", schema: schema9.properties.anchors.items.required, parentSchema: schema9.properties.anchors.items, data: data53 };
                        if (vErrors === null) {
                            vErrors = [err109];
                        }
                        else {
                            vErrors.push(err109);
                        }
                        errors++;
                    }
                    for (const key13 in data53) {
                        if (!((((((key13 === "anchor") || (key13 === "href")) || (key13 === "icon")) || (key13 === "color")) || (key13 === "hidden")) || (key13 === "description"))) {
                            const err110 = { instancePath: instancePath + "/anchors/" + i4, schemaPath: "#/properties/anchors/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.anchors.items, data: data53 };
                            if (vErrors === null) {
                                vErrors = [err110];
                            }
                            else {
                                vErrors.push(err110);
                            }
                            errors++;
                        }
                    }
                    if (data53.anchor !== undefined) {
                        let data54 = data53.anchor;
                        if (typeof data54 === "string") {
                            if (func4(data54) < 1) {
                                const err111 = { instancePath: instancePath + "/anchors/" + i4 + "/anchor", schemaPath: "#/properties/anchors/items/properties/anchor/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.anchors.items.properties.anchor, data: data54 };
                                if (vErrors === null) {
                                    vErrors = [err111];
                                }
                                else {
                                    vErrors.push(err111);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err112 = { instancePath: instancePath + "/anchors/" + i4 + "/anchor", schemaPath: "#/properties/anchors/items/properties/anchor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.anchor.type, parentSchema: schema9.properties.anchors.items.properties.anchor, data: data54 };
                            if (vErrors === null) {
                                vErrors = [err112];
                            }
                            else {
                                vErrors.push(err112);
                            }
                            errors++;
                        }
                    }
                    if (data53.href !== undefined) {
                        let data55 = data53.href;
                        if (typeof data55 !== "string") {
                            const err113 = { instancePath: instancePath + "/anchors/" + i4 + "/href", schemaPath: "#/properties/anchors/items/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.href.type, parentSchema: schema9.properties.anchors.items.properties.href, data: data55 };
                            if (vErrors === null) {
                                vErrors = [err113];
                            }
                            else {
                                vErrors.push(err113);
                            }
                            errors++;
                        }
                    }
                    if (data53.icon !== undefined) {
                        let data56 = data53.icon;
                        const _errs152 = errors;
                        let valid28 = true;
                        const _errs153 = errors;
                        if (typeof data56 !== "string") {
                            const err114 = {};
                            if (vErrors === null) {
                                vErrors = [err114];
                            }
                            else {
                                vErrors.push(err114);
                            }
                            errors++;
                        }
                        var _valid4 = _errs153 === errors;
                        errors = _errs152;
                        if (vErrors !== null) {
                            if (_errs152) {
                                vErrors.length = _errs152;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause4;
                        if (_valid4) {
                            const _errs155 = errors;
                            if (typeof data56 === "string") {
                                if (!pattern0.test(data56)) {
                                    const err115 = { instancePath: instancePath + "/anchors/" + i4 + "/icon", schemaPath: "#/properties/anchors/items/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.anchors.items.properties.icon.then, data: data56 };
                                    if (vErrors === null) {
                                        vErrors = [err115];
                                    }
                                    else {
                                        vErrors.push(err115);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err116 = { instancePath: instancePath + "/anchors/" + i4 + "/icon", schemaPath: "#/properties/anchors/items/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.icon.then.type, parentSchema: schema9.properties.anchors.items.properties.icon.then, data: data56 };
                                if (vErrors === null) {
                                    vErrors = [err116];
                                }
                                else {
                                    vErrors.push(err116);
                                }
                                errors++;
                            }
                            var _valid4 = _errs155 === errors;
                            valid28 = _valid4;
                            ifClause4 = "then";
                        }
                        else {
                            const _errs157 = errors;
                            if (data56 && typeof data56 == "object" && !Array.isArray(data56)) {
                                if (data56.name === undefined) {
                                    const err117 = { instancePath: instancePath + "/anchors/" + i4 + "/icon", schemaPath: "#/properties/anchors/items/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema9.properties.anchors.items.properties.icon.else.required, parentSchema: schema9.properties.anchors.items.properties.icon.else, data: data56 };
                                    if (vErrors === null) {
                                        vErrors = [err117];
                                    }
                                    else {
                                        vErrors.push(err117);
                                    }
                                    errors++;
                                }
                                for (const key14 in data56) {
                                    if (!(((key14 === "name") || (key14 === "style")) || (key14 === "library"))) {
                                        const err118 = { instancePath: instancePath + "/anchors/" + i4 + "/icon", schemaPath: "#/properties/anchors/items/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.anchors.items.properties.icon.else, data: data56 };
                                        if (vErrors === null) {
                                            vErrors = [err118];
                                        }
                                        else {
                                            vErrors.push(err118);
                                        }
                                        errors++;
                                    }
                                }
                                if (data56.name !== undefined) {
                                    let data57 = data56.name;
                                    if (typeof data57 === "string") {
                                        if (!pattern0.test(data57)) {
                                            const err119 = { instancePath: instancePath + "/anchors/" + i4 + "/icon/name", schemaPath: "#/properties/anchors/items/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.anchors.items.properties.icon.else.properties.name, data: data57 };
                                            if (vErrors === null) {
                                                vErrors = [err119];
                                            }
                                            else {
                                                vErrors.push(err119);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err120 = { instancePath: instancePath + "/anchors/" + i4 + "/icon/name", schemaPath: "#/properties/anchors/items/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.icon.else.properties.name.type, parentSchema: schema9.properties.anchors.items.properties.icon.else.properties.name, data: data57 };
                                        if (vErrors === null) {
                                            vErrors = [err120];
                                        }
                                        else {
                                            vErrors.push(err120);
                                        }
                                        errors++;
                                    }
                                }
                                if (data56.style !== undefined) {
                                    let data58 = data56.style;
                                    if (typeof data58 !== "string") {
                                        const err121 = { instancePath: instancePath + "/anchors/" + i4 + "/icon/style", schemaPath: "#/properties/anchors/items/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.icon.else.properties.style.type, parentSchema: schema9.properties.anchors.items.properties.icon.else.properties.style, data: data58 };
                                        if (vErrors === null) {
                                            vErrors = [err121];
                                        }
                                        else {
                                            vErrors.push(err121);
                                        }
                                        errors++;
                                    }
                                }
                                if (data56.library !== undefined) {
                                    let data59 = data56.library;
                                    if (typeof data59 !== "string") {
                                        const err122 = { instancePath: instancePath + "/anchors/" + i4 + "/icon/library", schemaPath: "#/properties/anchors/items/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.icon.else.properties.library.type, parentSchema: schema9.properties.anchors.items.properties.icon.else.properties.library, data: data59 };
                                        if (vErrors === null) {
                                            vErrors = [err122];
                                        }
                                        else {
                                            vErrors.push(err122);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err123 = { instancePath: instancePath + "/anchors/" + i4 + "/icon", schemaPath: "#/properties/anchors/items/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.anchors.items.properties.icon.else.type, parentSchema: schema9.properties.anchors.items.properties.icon.else, data: data56 };
                                if (vErrors === null) {
                                    vErrors = [err123];
                                }
                                else {
                                    vErrors.push(err123);
                                }
                                errors++;
                            }
                            var _valid4 = _errs157 === errors;
                            valid28 = _valid4;
                            ifClause4 = "else";
                        }
                        if (!valid28) {
                            const err124 = { instancePath: instancePath + "/anchors/" + i4 + "/icon", schemaPath: "#/properties/anchors/items/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema9.properties.anchors.items.properties.icon.if, parentSchema: schema9.properties.anchors.items.properties.icon, data: data56 };
                            if (vErrors === null) {
                                vErrors = [err124];
                            }
                            else {
                                vErrors.push(err124);
                            }
                            errors++;
                        }
                    }
                    if (data53.color !== undefined) {
                        let data60 = data53.color;
                        if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
                            for (const key15 in data60) {
                                if (!((key15 === "light") || (key15 === "dark"))) {
                                    const err125 = { instancePath: instancePath + "/anchors/" + i4 + "/color", schemaPath: "#/properties/anchors/items/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.anchors.items.properties.color, data: data60 };
                                    if (vErrors === null) {
                                        vErrors = [err125];
                                    }
                                    else {
                                        vErrors.push(err125);
                                    }
                                    errors++;
                                }
                            }
                            if (data60.light !== undefined) {
                                let data61 = data60.light;
                                if (typeof data61 === "string") {
                                    if (!pattern4.test(data61)) {
                                        const err126 = { instancePath: instancePath + "/anchors/" + i4 + "/color/light", schemaPath: "#/properties/anchors/items/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.anchors.items.properties.color.properties.light, data: data61 };
                                        if (vErrors === null) {
                                            vErrors = [err126];
                                        }
                                        else {
                                            vErrors.push(err126);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err127 = { instancePath: instancePath + "/anchors/" + i4 + "/color/light", schemaPath: "#/properties/anchors/items/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.color.properties.light.type, parentSchema: schema9.properties.anchors.items.properties.color.properties.light, data: data61 };
                                    if (vErrors === null) {
                                        vErrors = [err127];
                                    }
                                    else {
                                        vErrors.push(err127);
                                    }
                                    errors++;
                                }
                            }
                            if (data60.dark !== undefined) {
                                let data62 = data60.dark;
                                if (typeof data62 === "string") {
                                    if (!pattern4.test(data62)) {
                                        const err128 = { instancePath: instancePath + "/anchors/" + i4 + "/color/dark", schemaPath: "#/properties/anchors/items/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.anchors.items.properties.color.properties.dark, data: data62 };
                                        if (vErrors === null) {
                                            vErrors = [err128];
                                        }
                                        else {
                                            vErrors.push(err128);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err129 = { instancePath: instancePath + "/anchors/" + i4 + "/color/dark", schemaPath: "#/properties/anchors/items/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.color.properties.dark.type, parentSchema: schema9.properties.anchors.items.properties.color.properties.dark, data: data62 };
                                    if (vErrors === null) {
                                        vErrors = [err129];
                                    }
                                    else {
                                        vErrors.push(err129);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err130 = { instancePath: instancePath + "/anchors/" + i4 + "/color", schemaPath: "#/properties/anchors/items/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.anchors.items.properties.color.type, parentSchema: schema9.properties.anchors.items.properties.color, data: data60 };
                            if (vErrors === null) {
                                vErrors = [err130];
                            }
                            else {
                                vErrors.push(err130);
                            }
                            errors++;
                        }
                    }
                    if (data53.hidden !== undefined) {
                        let data63 = data53.hidden;
                        if (typeof data63 !== "boolean") {
                            const err131 = { instancePath: instancePath + "/anchors/" + i4 + "/hidden", schemaPath: "#/properties/anchors/items/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.properties.anchors.items.properties.hidden.type, parentSchema: schema9.properties.anchors.items.properties.hidden, data: data63 };
                            if (vErrors === null) {
                                vErrors = [err131];
                            }
                            else {
                                vErrors.push(err131);
                            }
                            errors++;
                        }
                    }
                    if (data53.description !== undefined) {
                        let data64 = data53.description;
                        if (typeof data64 !== "string") {
                            const err132 = { instancePath: instancePath + "/anchors/" + i4 + "/description", schemaPath: "#/properties/anchors/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.anchors.items.properties.description.type, parentSchema: schema9.properties.anchors.items.properties.description, data: data64 };
                            if (vErrors === null) {
                                vErrors = [err132];
                            }
                            else {
                                vErrors.push(err132);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err133 = { instancePath: instancePath + "/anchors/" + i4, schemaPath: "#/properties/anchors/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.anchors.items.type, parentSchema: schema9.properties.anchors.items, data: data53 };
                    if (vErrors === null) {
                        vErrors = [err133];
                    }
                    else {
                        vErrors.push(err133);
                    }
                    errors++;
                }
            }
        }
        else {
            const err134 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.anchors.type, parentSchema: schema9.properties.anchors, data: data52 };
            if (vErrors === null) {
                vErrors = [err134];
            }
            else {
                vErrors.push(err134);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data65 = data.products;
        if (Array.isArray(data65)) {
            const len5 = data65.length;
            for (let i5 = 0; i5 < len5; i5++) {
                let data66 = data65[i5];
                if (data66 && typeof data66 == "object" && !Array.isArray(data66)) {
                    if (data66.product === undefined) {
                        const err135 = { instancePath: instancePath + "/products/" + i5, schemaPath: "#/properties/products/items/required", keyword: "required", params: { missingProperty: "product" }, message: "must have required property '" + "product" + "'", schema: schema9.properties.products.items.required, parentSchema: schema9.properties.products.items, data: data66 };
                        if (vErrors === null) {
                            vErrors = [err135];
                        }
                        else {
                            vErrors.push(err135);
                        }
                        errors++;
                    }
                    if (data66.href === undefined) {
                        const err136 = { instancePath: instancePath + "/products/" + i5, schemaPath: "#/properties/products/items/required", keyword: "required", params: { missingProperty: "href" }, message: "must have required property '" + "href" + "'", schema: schema9.properties.products.items.required, parentSchema: schema9.properties.products.items, data: data66 };
                        if (vErrors === null) {
                            vErrors = [err136];
                        }
                        else {
                            vErrors.push(err136);
                        }
                        errors++;
                    }
                    for (const key16 in data66) {
                        if (!((((((key16 === "product") || (key16 === "href")) || (key16 === "icon")) || (key16 === "color")) || (key16 === "hidden")) || (key16 === "description"))) {
                            const err137 = { instancePath: instancePath + "/products/" + i5, schemaPath: "#/properties/products/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.products.items, data: data66 };
                            if (vErrors === null) {
                                vErrors = [err137];
                            }
                            else {
                                vErrors.push(err137);
                            }
                            errors++;
                        }
                    }
                    if (data66.product !== undefined) {
                        let data67 = data66.product;
                        if (typeof data67 === "string") {
                            if (func4(data67) < 1) {
                                const err138 = { instancePath: instancePath + "/products/" + i5 + "/product", schemaPath: "#/properties/products/items/properties/product/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.properties.products.items.properties.product, data: data67 };
                                if (vErrors === null) {
                                    vErrors = [err138];
                                }
                                else {
                                    vErrors.push(err138);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err139 = { instancePath: instancePath + "/products/" + i5 + "/product", schemaPath: "#/properties/products/items/properties/product/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.product.type, parentSchema: schema9.properties.products.items.properties.product, data: data67 };
                            if (vErrors === null) {
                                vErrors = [err139];
                            }
                            else {
                                vErrors.push(err139);
                            }
                            errors++;
                        }
                    }
                    if (data66.href !== undefined) {
                        let data68 = data66.href;
                        if (typeof data68 !== "string") {
                            const err140 = { instancePath: instancePath + "/products/" + i5 + "/href", schemaPath: "#/properties/products/items/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.href.type, parentSchema: schema9.properties.products.items.properties.href, data: data68 };
                            if (vErrors === null) {
                                vErrors = [err140];
                            }
                            else {
                                vErrors.push(err140);
                            }
                            errors++;
                        }
                    }
                    if (data66.icon !== undefined) {
                        let data69 = data66.icon;
                        const _errs187 = errors;
                        let valid34 = true;
                        const _errs188 = errors;
                        if (typeof data69 !== "string") {
                            const err141 = {};
                            if (vErrors === null) {
                                vErrors = [err141];
                            }
                            else {
                                vErrors.push(err141);
                            }
                            errors++;
                        }
                        var _valid5 = _errs188 === errors;
                        errors = _errs187;
                        if (vErrors !== null) {
                            if (_errs187) {
                                vErrors.length = _errs187;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause5;
                        if (_valid5) {
                            const _errs190 = errors;
                            if (typeof data69 === "string") {
                                if (!pattern0.test(data69)) {
                                    const err142 = { instancePath: instancePath + "/products/" + i5 + "/icon", schemaPath: "#/properties/products/items/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.products.items.properties.icon.then, data: data69 };
                                    if (vErrors === null) {
                                        vErrors = [err142];
                                    }
                                    else {
                                        vErrors.push(err142);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err143 = { instancePath: instancePath + "/products/" + i5 + "/icon", schemaPath: "#/properties/products/items/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.icon.then.type, parentSchema: schema9.properties.products.items.properties.icon.then, data: data69 };
                                if (vErrors === null) {
                                    vErrors = [err143];
                                }
                                else {
                                    vErrors.push(err143);
                                }
                                errors++;
                            }
                            var _valid5 = _errs190 === errors;
                            valid34 = _valid5;
                            ifClause5 = "then";
                        }
                        else {
                            const _errs192 = errors;
                            if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
                                if (data69.name === undefined) {
                                    const err144 = { instancePath: instancePath + "/products/" + i5 + "/icon", schemaPath: "#/properties/products/items/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema9.properties.products.items.properties.icon.else.required, parentSchema: schema9.properties.products.items.properties.icon.else, data: data69 };
                                    if (vErrors === null) {
                                        vErrors = [err144];
                                    }
                                    else {
                                        vErrors.push(err144);
                                    }
                                    errors++;
                                }
                                for (const key17 in data69) {
                                    if (!(((key17 === "name") || (key17 === "style")) || (key17 === "library"))) {
                                        const err145 = { instancePath: instancePath + "/products/" + i5 + "/icon", schemaPath: "#/properties/products/items/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.products.items.properties.icon.else, data: data69 };
                                        if (vErrors === null) {
                                            vErrors = [err145];
                                        }
                                        else {
                                            vErrors.push(err145);
                                        }
                                        errors++;
                                    }
                                }
                                if (data69.name !== undefined) {
                                    let data70 = data69.name;
                                    if (typeof data70 === "string") {
                                        if (!pattern0.test(data70)) {
                                            const err146 = { instancePath: instancePath + "/products/" + i5 + "/icon/name", schemaPath: "#/properties/products/items/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema9.properties.products.items.properties.icon.else.properties.name, data: data70 };
                                            if (vErrors === null) {
                                                vErrors = [err146];
                                            }
                                            else {
                                                vErrors.push(err146);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err147 = { instancePath: instancePath + "/products/" + i5 + "/icon/name", schemaPath: "#/properties/products/items/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.icon.else.properties.name.type, parentSchema: schema9.properties.products.items.properties.icon.else.properties.name, data: data70 };
                                        if (vErrors === null) {
                                            vErrors = [err147];
                                        }
                                        else {
                                            vErrors.push(err147);
                                        }
                                        errors++;
                                    }
                                }
                                if (data69.style !== undefined) {
                                    let data71 = data69.style;
                                    if (typeof data71 !== "string") {
                                        const err148 = { instancePath: instancePath + "/products/" + i5 + "/icon/style", schemaPath: "#/properties/products/items/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.icon.else.properties.style.type, parentSchema: schema9.properties.products.items.properties.icon.else.properties.style, data: data71 };
                                        if (vErrors === null) {
                                            vErrors = [err148];
                                        }
                                        else {
                                            vErrors.push(err148);
                                        }
                                        errors++;
                                    }
                                }
                                if (data69.library !== undefined) {
                                    let data72 = data69.library;
                                    if (typeof data72 !== "string") {
                                        const err149 = { instancePath: instancePath + "/products/" + i5 + "/icon/library", schemaPath: "#/properties/products/items/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.icon.else.properties.library.type, parentSchema: schema9.properties.products.items.properties.icon.else.properties.library, data: data72 };
                                        if (vErrors === null) {
                                            vErrors = [err149];
                                        }
                                        else {
                                            vErrors.push(err149);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err150 = { instancePath: instancePath + "/products/" + i5 + "/icon", schemaPath: "#/properties/products/items/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.products.items.properties.icon.else.type, parentSchema: schema9.properties.products.items.properties.icon.else, data: data69 };
                                if (vErrors === null) {
                                    vErrors = [err150];
                                }
                                else {
                                    vErrors.push(err150);
                                }
                                errors++;
                            }
                            var _valid5 = _errs192 === errors;
                            valid34 = _valid5;
                            ifClause5 = "else";
                        }
                        if (!valid34) {
                            const err151 = { instancePath: instancePath + "/products/" + i5 + "/icon", schemaPath: "#/properties/products/items/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema9.properties.products.items.properties.icon.if, parentSchema: schema9.properties.products.items.properties.icon, data: data69 };
                            if (vErrors === null) {
                                vErrors = [err151];
                            }
                            else {
                                vErrors.push(err151);
                            }
                            errors++;
                        }
                    }
                    if (data66.color !== undefined) {
                        let data73 = data66.color;
                        if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
                            for (const key18 in data73) {
                                if (!((key18 === "light") || (key18 === "dark"))) {
                                    const err152 = { instancePath: instancePath + "/products/" + i5 + "/color", schemaPath: "#/properties/products/items/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.properties.products.items.properties.color, data: data73 };
                                    if (vErrors === null) {
                                        vErrors = [err152];
                                    }
                                    else {
                                        vErrors.push(err152);
                                    }
                                    errors++;
                                }
                            }
                            if (data73.light !== undefined) {
                                let data74 = data73.light;
                                if (typeof data74 === "string") {
                                    if (!pattern4.test(data74)) {
                                        const err153 = { instancePath: instancePath + "/products/" + i5 + "/color/light", schemaPath: "#/properties/products/items/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.products.items.properties.color.properties.light, data: data74 };
                                        if (vErrors === null) {
                                            vErrors = [err153];
                                        }
                                        else {
                                            vErrors.push(err153);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err154 = { instancePath: instancePath + "/products/" + i5 + "/color/light", schemaPath: "#/properties/products/items/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.color.properties.light.type, parentSchema: schema9.properties.products.items.properties.color.properties.light, data: data74 };
                                    if (vErrors === null) {
                                        vErrors = [err154];
                                    }
                                    else {
                                        vErrors.push(err154);
                                    }
                                    errors++;
                                }
                            }
                            if (data73.dark !== undefined) {
                                let data75 = data73.dark;
                                if (typeof data75 === "string") {
                                    if (!pattern4.test(data75)) {
                                        const err155 = { instancePath: instancePath + "/products/" + i5 + "/color/dark", schemaPath: "#/properties/products/items/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema9.properties.products.items.properties.color.properties.dark, data: data75 };
                                        if (vErrors === null) {
                                            vErrors = [err155];
                                        }
                                        else {
                                            vErrors.push(err155);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err156 = { instancePath: instancePath + "/products/" + i5 + "/color/dark", schemaPath: "#/properties/products/items/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.color.properties.dark.type, parentSchema: schema9.properties.products.items.properties.color.properties.dark, data: data75 };
                                    if (vErrors === null) {
                                        vErrors = [err156];
                                    }
                                    else {
                                        vErrors.push(err156);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err157 = { instancePath: instancePath + "/products/" + i5 + "/color", schemaPath: "#/properties/products/items/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.products.items.properties.color.type, parentSchema: schema9.properties.products.items.properties.color, data: data73 };
                            if (vErrors === null) {
                                vErrors = [err157];
                            }
                            else {
                                vErrors.push(err157);
                            }
                            errors++;
                        }
                    }
                    if (data66.hidden !== undefined) {
                        let data76 = data66.hidden;
                        if (typeof data76 !== "boolean") {
                            const err158 = { instancePath: instancePath + "/products/" + i5 + "/hidden", schemaPath: "#/properties/products/items/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema9.properties.products.items.properties.hidden.type, parentSchema: schema9.properties.products.items.properties.hidden, data: data76 };
                            if (vErrors === null) {
                                vErrors = [err158];
                            }
                            else {
                                vErrors.push(err158);
                            }
                            errors++;
                        }
                    }
                    if (data66.description !== undefined) {
                        let data77 = data66.description;
                        if (typeof data77 !== "string") {
                            const err159 = { instancePath: instancePath + "/products/" + i5 + "/description", schemaPath: "#/properties/products/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.properties.products.items.properties.description.type, parentSchema: schema9.properties.products.items.properties.description, data: data77 };
                            if (vErrors === null) {
                                vErrors = [err159];
                            }
                            else {
                                vErrors.push(err159);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err160 = { instancePath: instancePath + "/products/" + i5, schemaPath: "#/properties/products/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.properties.products.items.type, parentSchema: schema9.properties.products.items, data: data66 };
                    if (vErrors === null) {
                        vErrors = [err160];
                    }
                    else {
                        vErrors.push(err160);
                    }
                    errors++;
                }
            }
        }
        else {
            const err161 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.properties.products.type, parentSchema: schema9.properties.products, data: data65 };
            if (vErrors === null) {
                vErrors = [err161];
            }
            else {
                vErrors.push(err161);
            }
            errors++;
        }
    }
}
else {
    const err162 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.type, parentSchema: schema9, data };
    if (vErrors === null) {
        vErrors = [err162];
    }
    else {
        vErrors.push(err162);
    }
    errors++;
} validate24.errors = vErrors; return errors === 0; }
const schema10 = { "type": "object", "required": ["language"], "additionalProperties": false, "properties": { "language": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "default": { "type": "boolean" }, "banner": { "type": "object", "properties": { "content": { "type": "string" }, "dismissible": { "type": "boolean" } } }, "footer": { "type": "object" }, "navbar": { "type": "object" }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } };
const schema11 = { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "default": { "type": "boolean" }, "tag": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } };
const schema12 = { "type": "object", "required": ["tab"], "additionalProperties": false, "properties": { "tab": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "align": { "enum": ["start", "end"] }, "searchable": { "type": "boolean" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "menu": { "type": "array", "items": { "$ref": "#/$defs/menuItem" } } } };
const schema13 = { "type": "object", "required": ["dropdown"], "additionalProperties": false, "properties": { "dropdown": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "description": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } };
const schema14 = { "type": "object", "required": ["anchor"], "additionalProperties": false, "properties": { "anchor": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "color": { "type": "object", "x-strict": true, "additionalProperties": false, "properties": { "light": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, "dark": { "type": "string", "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" } } }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } };
const schema15 = { "type": "object", "required": ["group"], "additionalProperties": false, "properties": { "group": { "type": "string", "minLength": 1 }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } }, "root": { "type": "string", "minLength": 1 }, "tag": { "type": "string" }, "expanded": { "type": "boolean" }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "public": { "type": "boolean" }, "boost": { "type": "number" }, "searchable": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "sdk": true } };
const schema16 = { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "$ref": "#/$defs/group" } };
const wrapper11 = { validate: validate36 };
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs0 = errors; let valid0 = true; const _errs1 = errors; if (typeof data !== "string") {
    const err0 = {};
    if (vErrors === null) {
        vErrors = [err0];
    }
    else {
        vErrors.push(err0);
    }
    errors++;
} var _valid0 = _errs1 === errors; errors = _errs0; if (vErrors !== null) {
    if (_errs0) {
        vErrors.length = _errs0;
    }
    else {
        vErrors = null;
    }
} let ifClause0; if (_valid0) {
    const _errs3 = errors;
    if (typeof data === "string") {
        if (func4(data) < 1) {
            const err1 = { instancePath, schemaPath: "#/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.then, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
}
else {
    const _errs4 = errors;
    if (!(wrapper11.validate(data, { instancePath, parentData, parentDataProperty, rootData }))) {
        vErrors = vErrors === null ? wrapper11.validate.errors : vErrors.concat(wrapper11.validate.errors);
        errors = vErrors.length;
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
} if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema16.if, parentSchema: schema16, data };
    if (vErrors === null) {
        vErrors = [err2];
    }
    else {
        vErrors.push(err2);
    }
    errors++;
} validate37.errors = vErrors; return errors === 0; }
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.group === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "group" }, message: "must have required property '" + "group" + "'", schema: schema15.required, parentSchema: schema15, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema15.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema15, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.group !== undefined) {
        let data0 = data.group;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.group, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.group.type, parentSchema: schema15.properties.group, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data1 = data.pages;
        if (Array.isArray(data1)) {
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate37(data1[i0], { instancePath: instancePath + "/pages/" + i0, parentData: data1, parentDataProperty: i0, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err4 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema15.properties.pages.type, parentSchema: schema15.properties.pages, data: data1 };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.root !== undefined) {
        let data3 = data.root;
        if (typeof data3 === "string") {
            if (func4(data3) < 1) {
                const err5 = { instancePath: instancePath + "/root", schemaPath: "#/properties/root/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.root, data: data3 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        else {
            const err6 = { instancePath: instancePath + "/root", schemaPath: "#/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.root.type, parentSchema: schema15.properties.root, data: data3 };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.tag !== undefined) {
        let data4 = data.tag;
        if (typeof data4 !== "string") {
            const err7 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.tag.type, parentSchema: schema15.properties.tag, data: data4 };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.expanded !== undefined) {
        let data5 = data.expanded;
        if (typeof data5 !== "boolean") {
            const err8 = { instancePath: instancePath + "/expanded", schemaPath: "#/properties/expanded/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema15.properties.expanded.type, parentSchema: schema15.properties.expanded, data: data5 };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data6 = data.icon;
        const _errs14 = errors;
        let valid3 = true;
        const _errs15 = errors;
        if (typeof data6 !== "string") {
            const err9 = {};
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        var _valid0 = _errs15 === errors;
        errors = _errs14;
        if (vErrors !== null) {
            if (_errs14) {
                vErrors.length = _errs14;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs17 = errors;
            if (typeof data6 === "string") {
                if (!pattern0.test(data6)) {
                    const err10 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema15.properties.icon.then, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
            else {
                const err11 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.icon.then.type, parentSchema: schema15.properties.icon.then, data: data6 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            var _valid0 = _errs17 === errors;
            valid3 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs19 = errors;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                if (data6.name === undefined) {
                    const err12 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema15.properties.icon.else.required, parentSchema: schema15.properties.icon.else, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                for (const key1 in data6) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema15.properties.icon.else, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                }
                if (data6.name !== undefined) {
                    let data7 = data6.name;
                    if (typeof data7 === "string") {
                        if (!pattern0.test(data7)) {
                            const err14 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema15.properties.icon.else.properties.name, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err14];
                            }
                            else {
                                vErrors.push(err14);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err15 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.icon.else.properties.name.type, parentSchema: schema15.properties.icon.else.properties.name, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                }
                if (data6.style !== undefined) {
                    let data8 = data6.style;
                    if (typeof data8 !== "string") {
                        const err16 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.icon.else.properties.style.type, parentSchema: schema15.properties.icon.else.properties.style, data: data8 };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                }
                if (data6.library !== undefined) {
                    let data9 = data6.library;
                    if (typeof data9 !== "string") {
                        const err17 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.icon.else.properties.library.type, parentSchema: schema15.properties.icon.else.properties.library, data: data9 };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema15.properties.icon.else.type, parentSchema: schema15.properties.icon.else, data: data6 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            var _valid0 = _errs19 === errors;
            valid3 = _valid0;
            ifClause0 = "else";
        }
        if (!valid3) {
            const err19 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema15.properties.icon.if, parentSchema: schema15.properties.icon, data: data6 };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data10 = data.hidden;
        if (typeof data10 !== "boolean") {
            const err20 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema15.properties.hidden.type, parentSchema: schema15.properties.hidden, data: data10 };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
    }
    if (data.public !== undefined) {
        let data11 = data.public;
        if (typeof data11 !== "boolean") {
            const err21 = { instancePath: instancePath + "/public", schemaPath: "#/properties/public/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema15.properties.public.type, parentSchema: schema15.properties.public, data: data11 };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.boost !== undefined) {
        let data12 = data.boost;
        if (!(typeof data12 == "number")) {
            const err22 = { instancePath: instancePath + "/boost", schemaPath: "#/properties/boost/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.properties.boost.type, parentSchema: schema15.properties.boost, data: data12 };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
    }
    if (data.searchable !== undefined) {
        let data13 = data.searchable;
        if (typeof data13 !== "boolean") {
            const err23 = { instancePath: instancePath + "/searchable", schemaPath: "#/properties/searchable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema15.properties.searchable.type, parentSchema: schema15.properties.searchable, data: data13 };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data14 = data.directory;
        if (!(((data14 === "none") || (data14 === "accordion")) || (data14 === "card"))) {
            const err24 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema15.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema15.properties.directory.enum, parentSchema: schema15.properties.directory, data: data14 };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data15 = data.openapi;
        const _errs38 = errors;
        let valid5 = true;
        const _errs39 = errors;
        if (typeof data15 !== "string") {
            const err25 = {};
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
        var _valid1 = _errs39 === errors;
        errors = _errs38;
        if (vErrors !== null) {
            if (_errs38) {
                vErrors.length = _errs38;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs41 = errors;
            if (typeof data15 === "string") {
                if (func4(data15) < 1) {
                    const err26 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.openapi.then, data: data15 };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs41 === errors;
            valid5 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs42 = errors;
            const _errs43 = errors;
            let valid6 = true;
            const _errs44 = errors;
            if (!(Array.isArray(data15))) {
                const err27 = {};
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            var _valid2 = _errs44 === errors;
            errors = _errs43;
            if (vErrors !== null) {
                if (_errs43) {
                    vErrors.length = _errs43;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs46 = errors;
                if (Array.isArray(data15)) {
                    const len1 = data15.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                        let data16 = data15[i1];
                        const _errs48 = errors;
                        let valid9 = true;
                        const _errs49 = errors;
                        if (typeof data16 !== "string") {
                            const err28 = {};
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                        var _valid3 = _errs49 === errors;
                        errors = _errs48;
                        if (vErrors !== null) {
                            if (_errs48) {
                                vErrors.length = _errs48;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs51 = errors;
                            if (typeof data16 === "string") {
                                if (func4(data16) < 1) {
                                    const err29 = { instancePath: instancePath + "/openapi/" + i1, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.openapi.else.then.items.then, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err29];
                                    }
                                    else {
                                        vErrors.push(err29);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs51 === errors;
                            valid9 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs52 = errors;
                            if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                                if (data16.source === undefined) {
                                    const err30 = { instancePath: instancePath + "/openapi/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema15.properties.openapi.else.then.items.else.required, parentSchema: schema15.properties.openapi.else.then.items.else, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err30];
                                    }
                                    else {
                                        vErrors.push(err30);
                                    }
                                    errors++;
                                }
                                for (const key2 in data16) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err31 = { instancePath: instancePath + "/openapi/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema15.properties.openapi.else.then.items.else, data: data16 };
                                        if (vErrors === null) {
                                            vErrors = [err31];
                                        }
                                        else {
                                            vErrors.push(err31);
                                        }
                                        errors++;
                                    }
                                }
                                if (data16.source !== undefined) {
                                    let data17 = data16.source;
                                    if (typeof data17 === "string") {
                                        if (func4(data17) < 1) {
                                            const err32 = { instancePath: instancePath + "/openapi/" + i1 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.openapi.else.then.items.else.properties.source, data: data17 };
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
                                        const err33 = { instancePath: instancePath + "/openapi/" + i1 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema15.properties.openapi.else.then.items.else.properties.source, data: data17 };
                                        if (vErrors === null) {
                                            vErrors = [err33];
                                        }
                                        else {
                                            vErrors.push(err33);
                                        }
                                        errors++;
                                    }
                                }
                                if (data16.directory !== undefined) {
                                    let data18 = data16.directory;
                                    if (typeof data18 !== "string") {
                                        const err34 = { instancePath: instancePath + "/openapi/" + i1 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema15.properties.openapi.else.then.items.else.properties.directory, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err34];
                                        }
                                        else {
                                            vErrors.push(err34);
                                        }
                                        errors++;
                                    }
                                }
                                if (data16.overlays !== undefined) {
                                    let data19 = data16.overlays;
                                    if (Array.isArray(data19)) {
                                        const len2 = data19.length;
                                        for (let i2 = 0; i2 < len2; i2++) {
                                            let data20 = data19[i2];
                                            if (typeof data20 !== "string") {
                                                const err35 = { instancePath: instancePath + "/openapi/" + i1 + "/overlays/" + i2, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema15.properties.openapi.else.then.items.else.properties.overlays.items, data: data20 };
                                                if (vErrors === null) {
                                                    vErrors = [err35];
                                                }
                                                else {
                                                    vErrors.push(err35);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err36 = { instancePath: instancePath + "/openapi/" + i1 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema15.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema15.properties.openapi.else.then.items.else.properties.overlays, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err36];
                                        }
                                        else {
                                            vErrors.push(err36);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err37 = { instancePath: instancePath + "/openapi/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema15.properties.openapi.else.then.items.else.type, parentSchema: schema15.properties.openapi.else.then.items.else, data: data16 };
                                if (vErrors === null) {
                                    vErrors = [err37];
                                }
                                else {
                                    vErrors.push(err37);
                                }
                                errors++;
                            }
                            var _valid3 = _errs52 === errors;
                            valid9 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid9) {
                            const err38 = { instancePath: instancePath + "/openapi/" + i1, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema15.properties.openapi.else.then.items.if, parentSchema: schema15.properties.openapi.else.then.items, data: data16 };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs46 === errors;
                valid6 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs63 = errors;
                if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                    if (data15.source === undefined) {
                        const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema15.properties.openapi.else.else.required, parentSchema: schema15.properties.openapi.else.else, data: data15 };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                    for (const key3 in data15) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema15.properties.openapi.else.else, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err40];
                            }
                            else {
                                vErrors.push(err40);
                            }
                            errors++;
                        }
                    }
                    if (data15.source !== undefined) {
                        let data21 = data15.source;
                        if (typeof data21 === "string") {
                            if (func4(data21) < 1) {
                                const err41 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.openapi.else.else.properties.source, data: data21 };
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err42 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.openapi.else.else.properties.source.type, parentSchema: schema15.properties.openapi.else.else.properties.source, data: data21 };
                            if (vErrors === null) {
                                vErrors = [err42];
                            }
                            else {
                                vErrors.push(err42);
                            }
                            errors++;
                        }
                    }
                    if (data15.directory !== undefined) {
                        let data22 = data15.directory;
                        if (typeof data22 !== "string") {
                            const err43 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.openapi.else.else.properties.directory.type, parentSchema: schema15.properties.openapi.else.else.properties.directory, data: data22 };
                            if (vErrors === null) {
                                vErrors = [err43];
                            }
                            else {
                                vErrors.push(err43);
                            }
                            errors++;
                        }
                    }
                    if (data15.overlays !== undefined) {
                        let data23 = data15.overlays;
                        if (Array.isArray(data23)) {
                            const len3 = data23.length;
                            for (let i3 = 0; i3 < len3; i3++) {
                                let data24 = data23[i3];
                                if (typeof data24 !== "string") {
                                    const err44 = { instancePath: instancePath + "/openapi/overlays/" + i3, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema15.properties.openapi.else.else.properties.overlays.items, data: data24 };
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
                            const err45 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema15.properties.openapi.else.else.properties.overlays.type, parentSchema: schema15.properties.openapi.else.else.properties.overlays, data: data23 };
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
                    const err46 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema15.properties.openapi.else.else.type, parentSchema: schema15.properties.openapi.else.else, data: data15 };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
                var _valid2 = _errs63 === errors;
                valid6 = _valid2;
                ifClause2 = "else";
            }
            if (!valid6) {
                const err47 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema15.properties.openapi.else.if, parentSchema: schema15.properties.openapi.else, data: data15 };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            var _valid1 = _errs42 === errors;
            valid5 = _valid1;
            ifClause1 = "else";
        }
        if (!valid5) {
            const err48 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema15.properties.openapi.if, parentSchema: schema15.properties.openapi, data: data15 };
            if (vErrors === null) {
                vErrors = [err48];
            }
            else {
                vErrors.push(err48);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data25 = data.asyncapi;
        const _errs75 = errors;
        let valid16 = true;
        const _errs76 = errors;
        if (typeof data25 !== "string") {
            const err49 = {};
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
        var _valid4 = _errs76 === errors;
        errors = _errs75;
        if (vErrors !== null) {
            if (_errs75) {
                vErrors.length = _errs75;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs78 = errors;
            if (typeof data25 === "string") {
                if (func4(data25) < 1) {
                    const err50 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.asyncapi.then, data: data25 };
                    if (vErrors === null) {
                        vErrors = [err50];
                    }
                    else {
                        vErrors.push(err50);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs78 === errors;
            valid16 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs79 = errors;
            const _errs80 = errors;
            let valid17 = true;
            const _errs81 = errors;
            if (!(Array.isArray(data25))) {
                const err51 = {};
                if (vErrors === null) {
                    vErrors = [err51];
                }
                else {
                    vErrors.push(err51);
                }
                errors++;
            }
            var _valid5 = _errs81 === errors;
            errors = _errs80;
            if (vErrors !== null) {
                if (_errs80) {
                    vErrors.length = _errs80;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs83 = errors;
                if (Array.isArray(data25)) {
                    const len4 = data25.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                        let data26 = data25[i4];
                        const _errs85 = errors;
                        let valid20 = true;
                        const _errs86 = errors;
                        if (typeof data26 !== "string") {
                            const err52 = {};
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                        var _valid6 = _errs86 === errors;
                        errors = _errs85;
                        if (vErrors !== null) {
                            if (_errs85) {
                                vErrors.length = _errs85;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs88 = errors;
                            if (typeof data26 === "string") {
                                if (func4(data26) < 1) {
                                    const err53 = { instancePath: instancePath + "/asyncapi/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.asyncapi.else.then.items.then, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err53];
                                    }
                                    else {
                                        vErrors.push(err53);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs88 === errors;
                            valid20 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs89 = errors;
                            if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                if (data26.source === undefined) {
                                    const err54 = { instancePath: instancePath + "/asyncapi/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema15.properties.asyncapi.else.then.items.else.required, parentSchema: schema15.properties.asyncapi.else.then.items.else, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err54];
                                    }
                                    else {
                                        vErrors.push(err54);
                                    }
                                    errors++;
                                }
                                for (const key4 in data26) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err55 = { instancePath: instancePath + "/asyncapi/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema15.properties.asyncapi.else.then.items.else, data: data26 };
                                        if (vErrors === null) {
                                            vErrors = [err55];
                                        }
                                        else {
                                            vErrors.push(err55);
                                        }
                                        errors++;
                                    }
                                }
                                if (data26.source !== undefined) {
                                    let data27 = data26.source;
                                    if (typeof data27 === "string") {
                                        if (func4(data27) < 1) {
                                            const err56 = { instancePath: instancePath + "/asyncapi/" + i4 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.asyncapi.else.then.items.else.properties.source, data: data27 };
                                            if (vErrors === null) {
                                                vErrors = [err56];
                                            }
                                            else {
                                                vErrors.push(err56);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err57 = { instancePath: instancePath + "/asyncapi/" + i4 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema15.properties.asyncapi.else.then.items.else.properties.source, data: data27 };
                                        if (vErrors === null) {
                                            vErrors = [err57];
                                        }
                                        else {
                                            vErrors.push(err57);
                                        }
                                        errors++;
                                    }
                                }
                                if (data26.directory !== undefined) {
                                    let data28 = data26.directory;
                                    if (typeof data28 !== "string") {
                                        const err58 = { instancePath: instancePath + "/asyncapi/" + i4 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema15.properties.asyncapi.else.then.items.else.properties.directory, data: data28 };
                                        if (vErrors === null) {
                                            vErrors = [err58];
                                        }
                                        else {
                                            vErrors.push(err58);
                                        }
                                        errors++;
                                    }
                                }
                                if (data26.overlays !== undefined) {
                                    let data29 = data26.overlays;
                                    if (Array.isArray(data29)) {
                                        const len5 = data29.length;
                                        for (let i5 = 0; i5 < len5; i5++) {
                                            let data30 = data29[i5];
                                            if (typeof data30 !== "string") {
                                                const err59 = { instancePath: instancePath + "/asyncapi/" + i4 + "/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema15.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data30 };
                                                if (vErrors === null) {
                                                    vErrors = [err59];
                                                }
                                                else {
                                                    vErrors.push(err59);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err60 = { instancePath: instancePath + "/asyncapi/" + i4 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema15.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema15.properties.asyncapi.else.then.items.else.properties.overlays, data: data29 };
                                        if (vErrors === null) {
                                            vErrors = [err60];
                                        }
                                        else {
                                            vErrors.push(err60);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err61 = { instancePath: instancePath + "/asyncapi/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema15.properties.asyncapi.else.then.items.else.type, parentSchema: schema15.properties.asyncapi.else.then.items.else, data: data26 };
                                if (vErrors === null) {
                                    vErrors = [err61];
                                }
                                else {
                                    vErrors.push(err61);
                                }
                                errors++;
                            }
                            var _valid6 = _errs89 === errors;
                            valid20 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid20) {
                            const err62 = { instancePath: instancePath + "/asyncapi/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema15.properties.asyncapi.else.then.items.if, parentSchema: schema15.properties.asyncapi.else.then.items, data: data26 };
                            if (vErrors === null) {
                                vErrors = [err62];
                            }
                            else {
                                vErrors.push(err62);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs83 === errors;
                valid17 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs100 = errors;
                if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                    if (data25.source === undefined) {
                        const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema15.properties.asyncapi.else.else.required, parentSchema: schema15.properties.asyncapi.else.else, data: data25 };
                        if (vErrors === null) {
                            vErrors = [err63];
                        }
                        else {
                            vErrors.push(err63);
                        }
                        errors++;
                    }
                    for (const key5 in data25) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema15.properties.asyncapi.else.else, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err64];
                            }
                            else {
                                vErrors.push(err64);
                            }
                            errors++;
                        }
                    }
                    if (data25.source !== undefined) {
                        let data31 = data25.source;
                        if (typeof data31 === "string") {
                            if (func4(data31) < 1) {
                                const err65 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema15.properties.asyncapi.else.else.properties.source, data: data31 };
                                if (vErrors === null) {
                                    vErrors = [err65];
                                }
                                else {
                                    vErrors.push(err65);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err66 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.asyncapi.else.else.properties.source.type, parentSchema: schema15.properties.asyncapi.else.else.properties.source, data: data31 };
                            if (vErrors === null) {
                                vErrors = [err66];
                            }
                            else {
                                vErrors.push(err66);
                            }
                            errors++;
                        }
                    }
                    if (data25.directory !== undefined) {
                        let data32 = data25.directory;
                        if (typeof data32 !== "string") {
                            const err67 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema15.properties.asyncapi.else.else.properties.directory, data: data32 };
                            if (vErrors === null) {
                                vErrors = [err67];
                            }
                            else {
                                vErrors.push(err67);
                            }
                            errors++;
                        }
                    }
                    if (data25.overlays !== undefined) {
                        let data33 = data25.overlays;
                        if (Array.isArray(data33)) {
                            const len6 = data33.length;
                            for (let i6 = 0; i6 < len6; i6++) {
                                let data34 = data33[i6];
                                if (typeof data34 !== "string") {
                                    const err68 = { instancePath: instancePath + "/asyncapi/overlays/" + i6, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema15.properties.asyncapi.else.else.properties.overlays.items, data: data34 };
                                    if (vErrors === null) {
                                        vErrors = [err68];
                                    }
                                    else {
                                        vErrors.push(err68);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err69 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema15.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema15.properties.asyncapi.else.else.properties.overlays, data: data33 };
                            if (vErrors === null) {
                                vErrors = [err69];
                            }
                            else {
                                vErrors.push(err69);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err70 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema15.properties.asyncapi.else.else.type, parentSchema: schema15.properties.asyncapi.else.else, data: data25 };
                    if (vErrors === null) {
                        vErrors = [err70];
                    }
                    else {
                        vErrors.push(err70);
                    }
                    errors++;
                }
                var _valid5 = _errs100 === errors;
                valid17 = _valid5;
                ifClause5 = "else";
            }
            if (!valid17) {
                const err71 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema15.properties.asyncapi.else.if, parentSchema: schema15.properties.asyncapi.else, data: data25 };
                if (vErrors === null) {
                    vErrors = [err71];
                }
                else {
                    vErrors.push(err71);
                }
                errors++;
            }
            var _valid4 = _errs79 === errors;
            valid16 = _valid4;
            ifClause4 = "else";
        }
        if (!valid16) {
            const err72 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema15.properties.asyncapi.if, parentSchema: schema15.properties.asyncapi, data: data25 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
}
else {
    const err73 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema15.type, parentSchema: schema15, data };
    if (vErrors === null) {
        vErrors = [err73];
    }
    else {
        vErrors.push(err73);
    }
    errors++;
} validate36.errors = vErrors; return errors === 0; }
const wrapper0 = { validate: validate26 };
const wrapper2 = { validate: validate28 };
const wrapper8 = { validate: validate32 };
const wrapper5 = { validate: validate30 };
const wrapper10 = { validate: validate23 };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.anchor === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "anchor" }, message: "must have required property '" + "anchor" + "'", schema: schema14.required, parentSchema: schema14, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema14.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.anchor !== undefined) {
        let data0 = data.anchor;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/anchor", schemaPath: "#/properties/anchor/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.anchor, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/anchor", schemaPath: "#/properties/anchor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.anchor.type, parentSchema: schema14.properties.anchor, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema14.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.icon.then.type, parentSchema: schema14.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema14.properties.icon.else.required, parentSchema: schema14.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema14.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.icon.else.properties.name.type, parentSchema: schema14.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.icon.else.properties.style.type, parentSchema: schema14.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.icon.else.properties.library.type, parentSchema: schema14.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.icon.else.type, parentSchema: schema14.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema14.properties.icon.if, parentSchema: schema14.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema14.properties.hidden.type, parentSchema: schema14.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema14.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema14.properties.directory.enum, parentSchema: schema14.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema14.properties.openapi.else.then.items.else.required, parentSchema: schema14.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema14.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema14.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema14.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema14.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.openapi.else.then.items.else.type, parentSchema: schema14.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema14.properties.openapi.else.then.items.if, parentSchema: schema14.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema14.properties.openapi.else.else.required, parentSchema: schema14.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.openapi.else.else.properties.source.type, parentSchema: schema14.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.openapi.else.else.properties.directory.type, parentSchema: schema14.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema14.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.openapi.else.else.properties.overlays.type, parentSchema: schema14.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.openapi.else.else.type, parentSchema: schema14.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema14.properties.openapi.else.if, parentSchema: schema14.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema14.properties.openapi.if, parentSchema: schema14.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema14.properties.asyncapi.else.then.items.else.required, parentSchema: schema14.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema14.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema14.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema14.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema14.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.asyncapi.else.then.items.else.type, parentSchema: schema14.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema14.properties.asyncapi.else.then.items.if, parentSchema: schema14.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema14.properties.asyncapi.else.else.required, parentSchema: schema14.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.asyncapi.else.else.properties.source.type, parentSchema: schema14.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema14.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema14.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema14.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.asyncapi.else.else.type, parentSchema: schema14.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema14.properties.asyncapi.else.if, parentSchema: schema14.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema14.properties.asyncapi.if, parentSchema: schema14.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.href.type, parentSchema: schema14.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.color !== undefined) {
        let data29 = data.color;
        if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            for (const key6 in data29) {
                if (!((key6 === "light") || (key6 === "dark"))) {
                    const err66 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema14.properties.color, data: data29 };
                    if (vErrors === null) {
                        vErrors = [err66];
                    }
                    else {
                        vErrors.push(err66);
                    }
                    errors++;
                }
            }
            if (data29.light !== undefined) {
                let data30 = data29.light;
                if (typeof data30 === "string") {
                    if (!pattern4.test(data30)) {
                        const err67 = { instancePath: instancePath + "/color/light", schemaPath: "#/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema14.properties.color.properties.light, data: data30 };
                        if (vErrors === null) {
                            vErrors = [err67];
                        }
                        else {
                            vErrors.push(err67);
                        }
                        errors++;
                    }
                }
                else {
                    const err68 = { instancePath: instancePath + "/color/light", schemaPath: "#/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.color.properties.light.type, parentSchema: schema14.properties.color.properties.light, data: data30 };
                    if (vErrors === null) {
                        vErrors = [err68];
                    }
                    else {
                        vErrors.push(err68);
                    }
                    errors++;
                }
            }
            if (data29.dark !== undefined) {
                let data31 = data29.dark;
                if (typeof data31 === "string") {
                    if (!pattern4.test(data31)) {
                        const err69 = { instancePath: instancePath + "/color/dark", schemaPath: "#/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema14.properties.color.properties.dark, data: data31 };
                        if (vErrors === null) {
                            vErrors = [err69];
                        }
                        else {
                            vErrors.push(err69);
                        }
                        errors++;
                    }
                }
                else {
                    const err70 = { instancePath: instancePath + "/color/dark", schemaPath: "#/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.color.properties.dark.type, parentSchema: schema14.properties.color.properties.dark, data: data31 };
                    if (vErrors === null) {
                        vErrors = [err70];
                    }
                    else {
                        vErrors.push(err70);
                    }
                    errors++;
                }
            }
        }
        else {
            const err71 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.color.type, parentSchema: schema14.properties.color, data: data29 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data32 = data.languages;
        if (Array.isArray(data32)) {
            const len6 = data32.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(wrapper0.validate(data32[i6], { instancePath: instancePath + "/languages/" + i6, parentData: data32, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err72 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.languages.type, parentSchema: schema14.properties.languages, data: data32 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data34 = data.versions;
        if (Array.isArray(data34)) {
            const len7 = data34.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(wrapper2.validate(data34[i7], { instancePath: instancePath + "/versions/" + i7, parentData: data34, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err73 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.versions.type, parentSchema: schema14.properties.versions, data: data34 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data36 = data.dropdowns;
        if (Array.isArray(data36)) {
            const len8 = data36.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(wrapper8.validate(data36[i8], { instancePath: instancePath + "/dropdowns/" + i8, parentData: data36, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? wrapper8.validate.errors : vErrors.concat(wrapper8.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.dropdowns.type, parentSchema: schema14.properties.dropdowns, data: data36 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data38 = data.tabs;
        if (Array.isArray(data38)) {
            const len9 = data38.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(wrapper5.validate(data38[i9], { instancePath: instancePath + "/tabs/" + i9, parentData: data38, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err75 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.tabs.type, parentSchema: schema14.properties.tabs, data: data38 };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data40 = data.products;
        if (Array.isArray(data40)) {
            const len10 = data40.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(wrapper10.validate(data40[i10], { instancePath: instancePath + "/products/" + i10, parentData: data40, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err76 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.products.type, parentSchema: schema14.properties.products, data: data40 };
            if (vErrors === null) {
                vErrors = [err76];
            }
            else {
                vErrors.push(err76);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data42 = data.groups;
        if (Array.isArray(data42)) {
            const len11 = data42.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(validate36(data42[i11], { instancePath: instancePath + "/groups/" + i11, parentData: data42, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err77 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.groups.type, parentSchema: schema14.properties.groups, data: data42 };
            if (vErrors === null) {
                vErrors = [err77];
            }
            else {
                vErrors.push(err77);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data44 = data.pages;
        if (Array.isArray(data44)) {
            const len12 = data44.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate37(data44[i12], { instancePath: instancePath + "/pages/" + i12, parentData: data44, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err78 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.properties.pages.type, parentSchema: schema14.properties.pages, data: data44 };
            if (vErrors === null) {
                vErrors = [err78];
            }
            else {
                vErrors.push(err78);
            }
            errors++;
        }
    }
}
else {
    const err79 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.type, parentSchema: schema14, data };
    if (vErrors === null) {
        vErrors = [err79];
    }
    else {
        vErrors.push(err79);
    }
    errors++;
} validate34.errors = vErrors; return errors === 0; }
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.dropdown === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "dropdown" }, message: "must have required property '" + "dropdown" + "'", schema: schema13.required, parentSchema: schema13, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema13.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.dropdown !== undefined) {
        let data0 = data.dropdown;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/dropdown", schemaPath: "#/properties/dropdown/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.dropdown, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/dropdown", schemaPath: "#/properties/dropdown/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.dropdown.type, parentSchema: schema13.properties.dropdown, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema13.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.icon.then.type, parentSchema: schema13.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema13.properties.icon.else.required, parentSchema: schema13.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema13.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.icon.else.properties.name.type, parentSchema: schema13.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.icon.else.properties.style.type, parentSchema: schema13.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.icon.else.properties.library.type, parentSchema: schema13.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.icon.else.type, parentSchema: schema13.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema13.properties.icon.if, parentSchema: schema13.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema13.properties.hidden.type, parentSchema: schema13.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema13.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema13.properties.directory.enum, parentSchema: schema13.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema13.properties.openapi.else.then.items.else.required, parentSchema: schema13.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema13.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema13.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema13.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema13.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.openapi.else.then.items.else.type, parentSchema: schema13.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema13.properties.openapi.else.then.items.if, parentSchema: schema13.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema13.properties.openapi.else.else.required, parentSchema: schema13.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.openapi.else.else.properties.source.type, parentSchema: schema13.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.openapi.else.else.properties.directory.type, parentSchema: schema13.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema13.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.openapi.else.else.properties.overlays.type, parentSchema: schema13.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.openapi.else.else.type, parentSchema: schema13.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema13.properties.openapi.else.if, parentSchema: schema13.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema13.properties.openapi.if, parentSchema: schema13.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema13.properties.asyncapi.else.then.items.else.required, parentSchema: schema13.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema13.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema13.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema13.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema13.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.asyncapi.else.then.items.else.type, parentSchema: schema13.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema13.properties.asyncapi.else.then.items.if, parentSchema: schema13.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema13.properties.asyncapi.else.else.required, parentSchema: schema13.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.asyncapi.else.else.properties.source.type, parentSchema: schema13.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema13.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema13.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema13.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.asyncapi.else.else.type, parentSchema: schema13.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema13.properties.asyncapi.else.if, parentSchema: schema13.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema13.properties.asyncapi.if, parentSchema: schema13.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.href.type, parentSchema: schema13.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.color !== undefined) {
        let data29 = data.color;
        if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            for (const key6 in data29) {
                if (!((key6 === "light") || (key6 === "dark"))) {
                    const err66 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.color, data: data29 };
                    if (vErrors === null) {
                        vErrors = [err66];
                    }
                    else {
                        vErrors.push(err66);
                    }
                    errors++;
                }
            }
            if (data29.light !== undefined) {
                let data30 = data29.light;
                if (typeof data30 === "string") {
                    if (!pattern4.test(data30)) {
                        const err67 = { instancePath: instancePath + "/color/light", schemaPath: "#/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema13.properties.color.properties.light, data: data30 };
                        if (vErrors === null) {
                            vErrors = [err67];
                        }
                        else {
                            vErrors.push(err67);
                        }
                        errors++;
                    }
                }
                else {
                    const err68 = { instancePath: instancePath + "/color/light", schemaPath: "#/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.color.properties.light.type, parentSchema: schema13.properties.color.properties.light, data: data30 };
                    if (vErrors === null) {
                        vErrors = [err68];
                    }
                    else {
                        vErrors.push(err68);
                    }
                    errors++;
                }
            }
            if (data29.dark !== undefined) {
                let data31 = data29.dark;
                if (typeof data31 === "string") {
                    if (!pattern4.test(data31)) {
                        const err69 = { instancePath: instancePath + "/color/dark", schemaPath: "#/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema13.properties.color.properties.dark, data: data31 };
                        if (vErrors === null) {
                            vErrors = [err69];
                        }
                        else {
                            vErrors.push(err69);
                        }
                        errors++;
                    }
                }
                else {
                    const err70 = { instancePath: instancePath + "/color/dark", schemaPath: "#/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.color.properties.dark.type, parentSchema: schema13.properties.color.properties.dark, data: data31 };
                    if (vErrors === null) {
                        vErrors = [err70];
                    }
                    else {
                        vErrors.push(err70);
                    }
                    errors++;
                }
            }
        }
        else {
            const err71 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.properties.color.type, parentSchema: schema13.properties.color, data: data29 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        let data32 = data.description;
        if (typeof data32 !== "string") {
            const err72 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.description.type, parentSchema: schema13.properties.description, data: data32 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data33 = data.languages;
        if (Array.isArray(data33)) {
            const len6 = data33.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(wrapper0.validate(data33[i6], { instancePath: instancePath + "/languages/" + i6, parentData: data33, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err73 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.languages.type, parentSchema: schema13.properties.languages, data: data33 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data35 = data.versions;
        if (Array.isArray(data35)) {
            const len7 = data35.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(wrapper2.validate(data35[i7], { instancePath: instancePath + "/versions/" + i7, parentData: data35, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.versions.type, parentSchema: schema13.properties.versions, data: data35 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data37 = data.tabs;
        if (Array.isArray(data37)) {
            const len8 = data37.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(wrapper5.validate(data37[i8], { instancePath: instancePath + "/tabs/" + i8, parentData: data37, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err75 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.tabs.type, parentSchema: schema13.properties.tabs, data: data37 };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data39 = data.anchors;
        if (Array.isArray(data39)) {
            const len9 = data39.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(validate34(data39[i9], { instancePath: instancePath + "/anchors/" + i9, parentData: data39, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err76 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.anchors.type, parentSchema: schema13.properties.anchors, data: data39 };
            if (vErrors === null) {
                vErrors = [err76];
            }
            else {
                vErrors.push(err76);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data41 = data.products;
        if (Array.isArray(data41)) {
            const len10 = data41.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(wrapper10.validate(data41[i10], { instancePath: instancePath + "/products/" + i10, parentData: data41, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err77 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.products.type, parentSchema: schema13.properties.products, data: data41 };
            if (vErrors === null) {
                vErrors = [err77];
            }
            else {
                vErrors.push(err77);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data43 = data.groups;
        if (Array.isArray(data43)) {
            const len11 = data43.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(validate36(data43[i11], { instancePath: instancePath + "/groups/" + i11, parentData: data43, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err78 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.groups.type, parentSchema: schema13.properties.groups, data: data43 };
            if (vErrors === null) {
                vErrors = [err78];
            }
            else {
                vErrors.push(err78);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data45 = data.pages;
        if (Array.isArray(data45)) {
            const len12 = data45.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate37(data45[i12], { instancePath: instancePath + "/pages/" + i12, parentData: data45, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err79 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.pages.type, parentSchema: schema13.properties.pages, data: data45 };
            if (vErrors === null) {
                vErrors = [err79];
            }
            else {
                vErrors.push(err79);
            }
            errors++;
        }
    }
}
else {
    const err80 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema13.type, parentSchema: schema13, data };
    if (vErrors === null) {
        vErrors = [err80];
    }
    else {
        vErrors.push(err80);
    }
    errors++;
} validate32.errors = vErrors; return errors === 0; }
const schema17 = { "type": "object", "required": ["item"], "additionalProperties": false, "properties": { "item": { "type": "string", "minLength": 1 }, "icon": { "if": { "type": "string" }, "then": { "type": "string", "pattern": "^(?!fa-)" }, "else": { "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "pattern": "^(?!fa-)" }, "style": { "type": "string" }, "library": { "type": "string" } } } }, "hidden": { "type": "boolean" }, "directory": { "enum": ["none", "accordion", "card"] }, "openapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "asyncapi": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "if": { "type": "array" }, "then": { "items": { "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "else": { "type": "object", "x-strict": true, "required": ["source"], "additionalProperties": false, "properties": { "source": { "type": "string", "minLength": 1 }, "directory": { "type": "string" }, "overlays": { "type": "array", "items": { "type": "string" } } } } } }, "global": { "$ref": "#/$defs/global" }, "href": { "type": "string" }, "description": { "type": "string" }, "languages": { "type": "array", "items": { "$ref": "#/$defs/language" } }, "versions": { "type": "array", "items": { "$ref": "#/$defs/version" } }, "dropdowns": { "type": "array", "items": { "$ref": "#/$defs/dropdown" } }, "anchors": { "type": "array", "items": { "$ref": "#/$defs/anchor" } }, "products": { "type": "array", "items": { "$ref": "#/$defs/product" } }, "tabs": { "type": "array", "items": { "$ref": "#/$defs/tab" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "pages": { "type": "array", "items": { "$ref": "#/$defs/pageEntry" } } } };
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.item === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "item" }, message: "must have required property '" + "item" + "'", schema: schema17.required, parentSchema: schema17, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema17.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.item !== undefined) {
        let data0 = data.item;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/item", schemaPath: "#/properties/item/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.item, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/item", schemaPath: "#/properties/item/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.item.type, parentSchema: schema17.properties.item, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema17.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.icon.then.type, parentSchema: schema17.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema17.properties.icon.else.required, parentSchema: schema17.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema17.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.icon.else.properties.name.type, parentSchema: schema17.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.icon.else.properties.style.type, parentSchema: schema17.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.icon.else.properties.library.type, parentSchema: schema17.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.properties.icon.else.type, parentSchema: schema17.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema17.properties.icon.if, parentSchema: schema17.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema17.properties.hidden.type, parentSchema: schema17.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema17.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema17.properties.directory.enum, parentSchema: schema17.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema17.properties.openapi.else.then.items.else.required, parentSchema: schema17.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema17.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema17.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema17.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema17.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.properties.openapi.else.then.items.else.type, parentSchema: schema17.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema17.properties.openapi.else.then.items.if, parentSchema: schema17.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema17.properties.openapi.else.else.required, parentSchema: schema17.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.openapi.else.else.properties.source.type, parentSchema: schema17.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.openapi.else.else.properties.directory.type, parentSchema: schema17.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema17.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.openapi.else.else.properties.overlays.type, parentSchema: schema17.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.properties.openapi.else.else.type, parentSchema: schema17.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema17.properties.openapi.else.if, parentSchema: schema17.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema17.properties.openapi.if, parentSchema: schema17.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema17.properties.asyncapi.else.then.items.else.required, parentSchema: schema17.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema17.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema17.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema17.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema17.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.properties.asyncapi.else.then.items.else.type, parentSchema: schema17.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema17.properties.asyncapi.else.then.items.if, parentSchema: schema17.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema17.properties.asyncapi.else.else.required, parentSchema: schema17.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema17.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.asyncapi.else.else.properties.source.type, parentSchema: schema17.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema17.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema17.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema17.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.properties.asyncapi.else.else.type, parentSchema: schema17.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema17.properties.asyncapi.else.if, parentSchema: schema17.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema17.properties.asyncapi.if, parentSchema: schema17.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.href.type, parentSchema: schema17.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        let data29 = data.description;
        if (typeof data29 !== "string") {
            const err66 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.description.type, parentSchema: schema17.properties.description, data: data29 };
            if (vErrors === null) {
                vErrors = [err66];
            }
            else {
                vErrors.push(err66);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data30 = data.languages;
        if (Array.isArray(data30)) {
            const len6 = data30.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(wrapper0.validate(data30[i6], { instancePath: instancePath + "/languages/" + i6, parentData: data30, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err67 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.languages.type, parentSchema: schema17.properties.languages, data: data30 };
            if (vErrors === null) {
                vErrors = [err67];
            }
            else {
                vErrors.push(err67);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data32 = data.versions;
        if (Array.isArray(data32)) {
            const len7 = data32.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(wrapper2.validate(data32[i7], { instancePath: instancePath + "/versions/" + i7, parentData: data32, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err68 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.versions.type, parentSchema: schema17.properties.versions, data: data32 };
            if (vErrors === null) {
                vErrors = [err68];
            }
            else {
                vErrors.push(err68);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data34 = data.dropdowns;
        if (Array.isArray(data34)) {
            const len8 = data34.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(validate32(data34[i8], { instancePath: instancePath + "/dropdowns/" + i8, parentData: data34, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err69 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.dropdowns.type, parentSchema: schema17.properties.dropdowns, data: data34 };
            if (vErrors === null) {
                vErrors = [err69];
            }
            else {
                vErrors.push(err69);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data36 = data.anchors;
        if (Array.isArray(data36)) {
            const len9 = data36.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(validate34(data36[i9], { instancePath: instancePath + "/anchors/" + i9, parentData: data36, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err70 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.anchors.type, parentSchema: schema17.properties.anchors, data: data36 };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data38 = data.products;
        if (Array.isArray(data38)) {
            const len10 = data38.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(wrapper10.validate(data38[i10], { instancePath: instancePath + "/products/" + i10, parentData: data38, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err71 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.products.type, parentSchema: schema17.properties.products, data: data38 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data40 = data.tabs;
        if (Array.isArray(data40)) {
            const len11 = data40.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(wrapper5.validate(data40[i11], { instancePath: instancePath + "/tabs/" + i11, parentData: data40, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err72 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.tabs.type, parentSchema: schema17.properties.tabs, data: data40 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data42 = data.groups;
        if (Array.isArray(data42)) {
            const len12 = data42.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate36(data42[i12], { instancePath: instancePath + "/groups/" + i12, parentData: data42, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err73 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.groups.type, parentSchema: schema17.properties.groups, data: data42 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data44 = data.pages;
        if (Array.isArray(data44)) {
            const len13 = data44.length;
            for (let i13 = 0; i13 < len13; i13++) {
                if (!(validate37(data44[i13], { instancePath: instancePath + "/pages/" + i13, parentData: data44, parentDataProperty: i13, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema17.properties.pages.type, parentSchema: schema17.properties.pages, data: data44 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
}
else {
    const err75 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.type, parentSchema: schema17, data };
    if (vErrors === null) {
        vErrors = [err75];
    }
    else {
        vErrors.push(err75);
    }
    errors++;
} validate48.errors = vErrors; return errors === 0; }
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.tab === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tab" }, message: "must have required property '" + "tab" + "'", schema: schema12.required, parentSchema: schema12, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema12.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.tab !== undefined) {
        let data0 = data.tab;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/tab", schemaPath: "#/properties/tab/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.tab, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/tab", schemaPath: "#/properties/tab/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.tab.type, parentSchema: schema12.properties.tab, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema12.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.icon.then.type, parentSchema: schema12.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema12.properties.icon.else.required, parentSchema: schema12.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema12.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.icon.else.properties.name.type, parentSchema: schema12.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.icon.else.properties.style.type, parentSchema: schema12.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.icon.else.properties.library.type, parentSchema: schema12.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.icon.else.type, parentSchema: schema12.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema12.properties.icon.if, parentSchema: schema12.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema12.properties.hidden.type, parentSchema: schema12.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema12.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.directory.enum, parentSchema: schema12.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema12.properties.openapi.else.then.items.else.required, parentSchema: schema12.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema12.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema12.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema12.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema12.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.openapi.else.then.items.else.type, parentSchema: schema12.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema12.properties.openapi.else.then.items.if, parentSchema: schema12.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema12.properties.openapi.else.else.required, parentSchema: schema12.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.openapi.else.else.properties.source.type, parentSchema: schema12.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.openapi.else.else.properties.directory.type, parentSchema: schema12.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema12.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.openapi.else.else.properties.overlays.type, parentSchema: schema12.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.openapi.else.else.type, parentSchema: schema12.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema12.properties.openapi.else.if, parentSchema: schema12.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema12.properties.openapi.if, parentSchema: schema12.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema12.properties.asyncapi.else.then.items.else.required, parentSchema: schema12.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema12.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema12.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema12.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema12.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.asyncapi.else.then.items.else.type, parentSchema: schema12.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema12.properties.asyncapi.else.then.items.if, parentSchema: schema12.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema12.properties.asyncapi.else.else.required, parentSchema: schema12.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.asyncapi.else.else.properties.source.type, parentSchema: schema12.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema12.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema12.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema12.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.asyncapi.else.else.type, parentSchema: schema12.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema12.properties.asyncapi.else.if, parentSchema: schema12.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema12.properties.asyncapi.if, parentSchema: schema12.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.href.type, parentSchema: schema12.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.align !== undefined) {
        let data29 = data.align;
        if (!((data29 === "start") || (data29 === "end"))) {
            const err66 = { instancePath: instancePath + "/align", schemaPath: "#/properties/align/enum", keyword: "enum", params: { allowedValues: schema12.properties.align.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.align.enum, parentSchema: schema12.properties.align, data: data29 };
            if (vErrors === null) {
                vErrors = [err66];
            }
            else {
                vErrors.push(err66);
            }
            errors++;
        }
    }
    if (data.searchable !== undefined) {
        let data30 = data.searchable;
        if (typeof data30 !== "boolean") {
            const err67 = { instancePath: instancePath + "/searchable", schemaPath: "#/properties/searchable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema12.properties.searchable.type, parentSchema: schema12.properties.searchable, data: data30 };
            if (vErrors === null) {
                vErrors = [err67];
            }
            else {
                vErrors.push(err67);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data31 = data.languages;
        if (Array.isArray(data31)) {
            const len6 = data31.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(wrapper0.validate(data31[i6], { instancePath: instancePath + "/languages/" + i6, parentData: data31, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err68 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.languages.type, parentSchema: schema12.properties.languages, data: data31 };
            if (vErrors === null) {
                vErrors = [err68];
            }
            else {
                vErrors.push(err68);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data33 = data.versions;
        if (Array.isArray(data33)) {
            const len7 = data33.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(wrapper2.validate(data33[i7], { instancePath: instancePath + "/versions/" + i7, parentData: data33, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err69 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.versions.type, parentSchema: schema12.properties.versions, data: data33 };
            if (vErrors === null) {
                vErrors = [err69];
            }
            else {
                vErrors.push(err69);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data35 = data.dropdowns;
        if (Array.isArray(data35)) {
            const len8 = data35.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(validate32(data35[i8], { instancePath: instancePath + "/dropdowns/" + i8, parentData: data35, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err70 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.dropdowns.type, parentSchema: schema12.properties.dropdowns, data: data35 };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data37 = data.anchors;
        if (Array.isArray(data37)) {
            const len9 = data37.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(validate34(data37[i9], { instancePath: instancePath + "/anchors/" + i9, parentData: data37, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err71 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.anchors.type, parentSchema: schema12.properties.anchors, data: data37 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data39 = data.products;
        if (Array.isArray(data39)) {
            const len10 = data39.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(wrapper10.validate(data39[i10], { instancePath: instancePath + "/products/" + i10, parentData: data39, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err72 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.products.type, parentSchema: schema12.properties.products, data: data39 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data41 = data.groups;
        if (Array.isArray(data41)) {
            const len11 = data41.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(validate36(data41[i11], { instancePath: instancePath + "/groups/" + i11, parentData: data41, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err73 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.groups.type, parentSchema: schema12.properties.groups, data: data41 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data43 = data.pages;
        if (Array.isArray(data43)) {
            const len12 = data43.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate37(data43[i12], { instancePath: instancePath + "/pages/" + i12, parentData: data43, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.pages.type, parentSchema: schema12.properties.pages, data: data43 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
    if (data.menu !== undefined) {
        let data45 = data.menu;
        if (Array.isArray(data45)) {
            const len13 = data45.length;
            for (let i13 = 0; i13 < len13; i13++) {
                if (!(validate48(data45[i13], { instancePath: instancePath + "/menu/" + i13, parentData: data45, parentDataProperty: i13, rootData }))) {
                    vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err75 = { instancePath: instancePath + "/menu", schemaPath: "#/properties/menu/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.menu.type, parentSchema: schema12.properties.menu, data: data45 };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
    }
}
else {
    const err76 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data };
    if (vErrors === null) {
        vErrors = [err76];
    }
    else {
        vErrors.push(err76);
    }
    errors++;
} validate30.errors = vErrors; return errors === 0; }
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property '" + "version" + "'", schema: schema11.required, parentSchema: schema11, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema11.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.version !== undefined) {
        let data0 = data.version;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.version, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.version.type, parentSchema: schema11.properties.version, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema11.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.icon.then.type, parentSchema: schema11.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema11.properties.icon.else.required, parentSchema: schema11.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema11.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.icon.else.properties.name.type, parentSchema: schema11.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.icon.else.properties.style.type, parentSchema: schema11.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.icon.else.properties.library.type, parentSchema: schema11.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.icon.else.type, parentSchema: schema11.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema11.properties.icon.if, parentSchema: schema11.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.hidden.type, parentSchema: schema11.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema11.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.directory.enum, parentSchema: schema11.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema11.properties.openapi.else.then.items.else.required, parentSchema: schema11.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema11.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema11.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema11.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema11.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.openapi.else.then.items.else.type, parentSchema: schema11.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema11.properties.openapi.else.then.items.if, parentSchema: schema11.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema11.properties.openapi.else.else.required, parentSchema: schema11.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.openapi.else.else.properties.source.type, parentSchema: schema11.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.openapi.else.else.properties.directory.type, parentSchema: schema11.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema11.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.openapi.else.else.properties.overlays.type, parentSchema: schema11.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.openapi.else.else.type, parentSchema: schema11.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema11.properties.openapi.else.if, parentSchema: schema11.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema11.properties.openapi.if, parentSchema: schema11.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema11.properties.asyncapi.else.then.items.else.required, parentSchema: schema11.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema11.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema11.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema11.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema11.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.asyncapi.else.then.items.else.type, parentSchema: schema11.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema11.properties.asyncapi.else.then.items.if, parentSchema: schema11.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema11.properties.asyncapi.else.else.required, parentSchema: schema11.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.asyncapi.else.else.properties.source.type, parentSchema: schema11.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema11.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema11.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema11.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.asyncapi.else.else.type, parentSchema: schema11.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema11.properties.asyncapi.else.if, parentSchema: schema11.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema11.properties.asyncapi.if, parentSchema: schema11.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.href.type, parentSchema: schema11.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.default !== undefined) {
        let data29 = data.default;
        if (typeof data29 !== "boolean") {
            const err66 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.default.type, parentSchema: schema11.properties.default, data: data29 };
            if (vErrors === null) {
                vErrors = [err66];
            }
            else {
                vErrors.push(err66);
            }
            errors++;
        }
    }
    if (data.tag !== undefined) {
        let data30 = data.tag;
        if (typeof data30 !== "string") {
            const err67 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.tag.type, parentSchema: schema11.properties.tag, data: data30 };
            if (vErrors === null) {
                vErrors = [err67];
            }
            else {
                vErrors.push(err67);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data31 = data.languages;
        if (Array.isArray(data31)) {
            const len6 = data31.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(wrapper0.validate(data31[i6], { instancePath: instancePath + "/languages/" + i6, parentData: data31, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err68 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.languages.type, parentSchema: schema11.properties.languages, data: data31 };
            if (vErrors === null) {
                vErrors = [err68];
            }
            else {
                vErrors.push(err68);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data33 = data.tabs;
        if (Array.isArray(data33)) {
            const len7 = data33.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(validate30(data33[i7], { instancePath: instancePath + "/tabs/" + i7, parentData: data33, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err69 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.tabs.type, parentSchema: schema11.properties.tabs, data: data33 };
            if (vErrors === null) {
                vErrors = [err69];
            }
            else {
                vErrors.push(err69);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data35 = data.dropdowns;
        if (Array.isArray(data35)) {
            const len8 = data35.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(validate32(data35[i8], { instancePath: instancePath + "/dropdowns/" + i8, parentData: data35, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err70 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.dropdowns.type, parentSchema: schema11.properties.dropdowns, data: data35 };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data37 = data.anchors;
        if (Array.isArray(data37)) {
            const len9 = data37.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(validate34(data37[i9], { instancePath: instancePath + "/anchors/" + i9, parentData: data37, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err71 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.anchors.type, parentSchema: schema11.properties.anchors, data: data37 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data39 = data.products;
        if (Array.isArray(data39)) {
            const len10 = data39.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(wrapper10.validate(data39[i10], { instancePath: instancePath + "/products/" + i10, parentData: data39, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err72 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.products.type, parentSchema: schema11.properties.products, data: data39 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data41 = data.groups;
        if (Array.isArray(data41)) {
            const len11 = data41.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(validate36(data41[i11], { instancePath: instancePath + "/groups/" + i11, parentData: data41, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err73 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.groups.type, parentSchema: schema11.properties.groups, data: data41 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data43 = data.pages;
        if (Array.isArray(data43)) {
            const len12 = data43.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate37(data43[i12], { instancePath: instancePath + "/pages/" + i12, parentData: data43, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.pages.type, parentSchema: schema11.properties.pages, data: data43 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
}
else {
    const err75 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
        vErrors = [err75];
    }
    else {
        vErrors.push(err75);
    }
    errors++;
} validate28.errors = vErrors; return errors === 0; }
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.language === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "language" }, message: "must have required property '" + "language" + "'", schema: schema10.required, parentSchema: schema10, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema10.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.language !== undefined) {
        let data0 = data.language;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.language, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.language.type, parentSchema: schema10.properties.language, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema10.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.icon.then.type, parentSchema: schema10.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema10.properties.icon.else.required, parentSchema: schema10.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema10.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.icon.else.properties.name.type, parentSchema: schema10.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.icon.else.properties.style.type, parentSchema: schema10.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.icon.else.properties.library.type, parentSchema: schema10.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.icon.else.type, parentSchema: schema10.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema10.properties.icon.if, parentSchema: schema10.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema10.properties.hidden.type, parentSchema: schema10.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema10.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema10.properties.directory.enum, parentSchema: schema10.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema10.properties.openapi.else.then.items.else.required, parentSchema: schema10.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema10.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema10.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema10.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema10.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.openapi.else.then.items.else.type, parentSchema: schema10.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema10.properties.openapi.else.then.items.if, parentSchema: schema10.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema10.properties.openapi.else.else.required, parentSchema: schema10.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.openapi.else.else.properties.source.type, parentSchema: schema10.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.openapi.else.else.properties.directory.type, parentSchema: schema10.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema10.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.openapi.else.else.properties.overlays.type, parentSchema: schema10.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.openapi.else.else.type, parentSchema: schema10.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema10.properties.openapi.else.if, parentSchema: schema10.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema10.properties.openapi.if, parentSchema: schema10.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema10.properties.asyncapi.else.then.items.else.required, parentSchema: schema10.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema10.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema10.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema10.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema10.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.asyncapi.else.then.items.else.type, parentSchema: schema10.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema10.properties.asyncapi.else.then.items.if, parentSchema: schema10.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema10.properties.asyncapi.else.else.required, parentSchema: schema10.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.asyncapi.else.else.properties.source.type, parentSchema: schema10.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema10.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema10.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema10.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.asyncapi.else.else.type, parentSchema: schema10.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema10.properties.asyncapi.else.if, parentSchema: schema10.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema10.properties.asyncapi.if, parentSchema: schema10.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.href.type, parentSchema: schema10.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.default !== undefined) {
        let data29 = data.default;
        if (typeof data29 !== "boolean") {
            const err66 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema10.properties.default.type, parentSchema: schema10.properties.default, data: data29 };
            if (vErrors === null) {
                vErrors = [err66];
            }
            else {
                vErrors.push(err66);
            }
            errors++;
        }
    }
    if (data.banner !== undefined) {
        let data30 = data.banner;
        if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
            if (data30.content !== undefined) {
                let data31 = data30.content;
                if (typeof data31 !== "string") {
                    const err67 = { instancePath: instancePath + "/banner/content", schemaPath: "#/properties/banner/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.banner.properties.content.type, parentSchema: schema10.properties.banner.properties.content, data: data31 };
                    if (vErrors === null) {
                        vErrors = [err67];
                    }
                    else {
                        vErrors.push(err67);
                    }
                    errors++;
                }
            }
            if (data30.dismissible !== undefined) {
                let data32 = data30.dismissible;
                if (typeof data32 !== "boolean") {
                    const err68 = { instancePath: instancePath + "/banner/dismissible", schemaPath: "#/properties/banner/properties/dismissible/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema10.properties.banner.properties.dismissible.type, parentSchema: schema10.properties.banner.properties.dismissible, data: data32 };
                    if (vErrors === null) {
                        vErrors = [err68];
                    }
                    else {
                        vErrors.push(err68);
                    }
                    errors++;
                }
            }
        }
        else {
            const err69 = { instancePath: instancePath + "/banner", schemaPath: "#/properties/banner/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.banner.type, parentSchema: schema10.properties.banner, data: data30 };
            if (vErrors === null) {
                vErrors = [err69];
            }
            else {
                vErrors.push(err69);
            }
            errors++;
        }
    }
    if (data.footer !== undefined) {
        let data33 = data.footer;
        if (!(data33 && typeof data33 == "object" && !Array.isArray(data33))) {
            const err70 = { instancePath: instancePath + "/footer", schemaPath: "#/properties/footer/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.footer.type, parentSchema: schema10.properties.footer, data: data33 };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
    }
    if (data.navbar !== undefined) {
        let data34 = data.navbar;
        if (!(data34 && typeof data34 == "object" && !Array.isArray(data34))) {
            const err71 = { instancePath: instancePath + "/navbar", schemaPath: "#/properties/navbar/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.navbar.type, parentSchema: schema10.properties.navbar, data: data34 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data35 = data.versions;
        if (Array.isArray(data35)) {
            const len6 = data35.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(validate28(data35[i6], { instancePath: instancePath + "/versions/" + i6, parentData: data35, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err72 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.versions.type, parentSchema: schema10.properties.versions, data: data35 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data37 = data.tabs;
        if (Array.isArray(data37)) {
            const len7 = data37.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(validate30(data37[i7], { instancePath: instancePath + "/tabs/" + i7, parentData: data37, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err73 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.tabs.type, parentSchema: schema10.properties.tabs, data: data37 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data39 = data.dropdowns;
        if (Array.isArray(data39)) {
            const len8 = data39.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(validate32(data39[i8], { instancePath: instancePath + "/dropdowns/" + i8, parentData: data39, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.dropdowns.type, parentSchema: schema10.properties.dropdowns, data: data39 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data41 = data.anchors;
        if (Array.isArray(data41)) {
            const len9 = data41.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(validate34(data41[i9], { instancePath: instancePath + "/anchors/" + i9, parentData: data41, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err75 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.anchors.type, parentSchema: schema10.properties.anchors, data: data41 };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data43 = data.products;
        if (Array.isArray(data43)) {
            const len10 = data43.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(wrapper10.validate(data43[i10], { instancePath: instancePath + "/products/" + i10, parentData: data43, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err76 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.products.type, parentSchema: schema10.properties.products, data: data43 };
            if (vErrors === null) {
                vErrors = [err76];
            }
            else {
                vErrors.push(err76);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data45 = data.groups;
        if (Array.isArray(data45)) {
            const len11 = data45.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(validate36(data45[i11], { instancePath: instancePath + "/groups/" + i11, parentData: data45, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err77 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.groups.type, parentSchema: schema10.properties.groups, data: data45 };
            if (vErrors === null) {
                vErrors = [err77];
            }
            else {
                vErrors.push(err77);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data47 = data.pages;
        if (Array.isArray(data47)) {
            const len12 = data47.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate37(data47[i12], { instancePath: instancePath + "/pages/" + i12, parentData: data47, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err78 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.pages.type, parentSchema: schema10.properties.pages, data: data47 };
            if (vErrors === null) {
                vErrors = [err78];
            }
            else {
                vErrors.push(err78);
            }
            errors++;
        }
    }
}
else {
    const err79 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.type, parentSchema: schema10, data };
    if (vErrors === null) {
        vErrors = [err79];
    }
    else {
        vErrors.push(err79);
    }
    errors++;
} validate26.errors = vErrors; return errors === 0; }
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.product === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "product" }, message: "must have required property '" + "product" + "'", schema: schema8.required, parentSchema: schema8, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func2.call(schema8.properties, key0))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.product !== undefined) {
        let data0 = data.product;
        if (typeof data0 === "string") {
            if (func4(data0) < 1) {
                const err2 = { instancePath: instancePath + "/product", schemaPath: "#/properties/product/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.product, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/product", schemaPath: "#/properties/product/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.product.type, parentSchema: schema8.properties.product, data: data0 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.icon !== undefined) {
        let data1 = data.icon;
        const _errs5 = errors;
        let valid1 = true;
        const _errs6 = errors;
        if (typeof data1 !== "string") {
            const err4 = {};
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        var _valid0 = _errs6 === errors;
        errors = _errs5;
        if (vErrors !== null) {
            if (_errs5) {
                vErrors.length = _errs5;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs8 = errors;
            if (typeof data1 === "string") {
                if (!pattern0.test(data1)) {
                    const err5 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema8.properties.icon.then, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/then/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.icon.then.type, parentSchema: schema8.properties.icon.then, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs8 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs10 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.name === undefined) {
                    const err7 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema8.properties.icon.else.required, parentSchema: schema8.properties.icon.else, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                for (const key1 in data1) {
                    if (!(((key1 === "name") || (key1 === "style")) || (key1 === "library"))) {
                        const err8 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8.properties.icon.else, data: data1 };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.name !== undefined) {
                    let data2 = data1.name;
                    if (typeof data2 === "string") {
                        if (!pattern0.test(data2)) {
                            const err9 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/pattern", keyword: "pattern", params: { pattern: "^(?!fa-)" }, message: "must match pattern \"" + "^(?!fa-)" + "\"", schema: "^(?!fa-)", parentSchema: schema8.properties.icon.else.properties.name, data: data2 };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/icon/name", schemaPath: "#/properties/icon/else/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.icon.else.properties.name.type, parentSchema: schema8.properties.icon.else.properties.name, data: data2 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                if (data1.style !== undefined) {
                    let data3 = data1.style;
                    if (typeof data3 !== "string") {
                        const err11 = { instancePath: instancePath + "/icon/style", schemaPath: "#/properties/icon/else/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.icon.else.properties.style.type, parentSchema: schema8.properties.icon.else.properties.style, data: data3 };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                if (data1.library !== undefined) {
                    let data4 = data1.library;
                    if (typeof data4 !== "string") {
                        const err12 = { instancePath: instancePath + "/icon/library", schemaPath: "#/properties/icon/else/properties/library/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.icon.else.properties.library.type, parentSchema: schema8.properties.icon.else.properties.library, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.properties.icon.else.type, parentSchema: schema8.properties.icon.else, data: data1 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err14 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema8.properties.icon.if, parentSchema: schema8.properties.icon, data: data1 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.hidden !== undefined) {
        let data5 = data.hidden;
        if (typeof data5 !== "boolean") {
            const err15 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema8.properties.hidden.type, parentSchema: schema8.properties.hidden, data: data5 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.directory !== undefined) {
        let data6 = data.directory;
        if (!(((data6 === "none") || (data6 === "accordion")) || (data6 === "card"))) {
            const err16 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema8.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema8.properties.directory.enum, parentSchema: schema8.properties.directory, data: data6 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data7 = data.openapi;
        const _errs23 = errors;
        let valid3 = true;
        const _errs24 = errors;
        if (typeof data7 !== "string") {
            const err17 = {};
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        var _valid1 = _errs24 === errors;
        errors = _errs23;
        if (vErrors !== null) {
            if (_errs23) {
                vErrors.length = _errs23;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs26 = errors;
            if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                    const err18 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.openapi.then, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs26 === errors;
            valid3 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs27 = errors;
            const _errs28 = errors;
            let valid4 = true;
            const _errs29 = errors;
            if (!(Array.isArray(data7))) {
                const err19 = {};
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            var _valid2 = _errs29 === errors;
            errors = _errs28;
            if (vErrors !== null) {
                if (_errs28) {
                    vErrors.length = _errs28;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause2;
            if (_valid2) {
                const _errs31 = errors;
                if (Array.isArray(data7)) {
                    const len0 = data7.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data8 = data7[i0];
                        const _errs33 = errors;
                        let valid7 = true;
                        const _errs34 = errors;
                        if (typeof data8 !== "string") {
                            const err20 = {};
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                        var _valid3 = _errs34 === errors;
                        errors = _errs33;
                        if (vErrors !== null) {
                            if (_errs33) {
                                vErrors.length = _errs33;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause3;
                        if (_valid3) {
                            const _errs36 = errors;
                            if (typeof data8 === "string") {
                                if (func4(data8) < 1) {
                                    const err21 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.openapi.else.then.items.then, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs36 === errors;
                            valid7 = _valid3;
                            ifClause3 = "then";
                        }
                        else {
                            const _errs37 = errors;
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.source === undefined) {
                                    const err22 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema8.properties.openapi.else.then.items.else.required, parentSchema: schema8.properties.openapi.else.then.items.else, data: data8 };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                                for (const key2 in data8) {
                                    if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                        const err23 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8.properties.openapi.else.then.items.else, data: data8 };
                                        if (vErrors === null) {
                                            vErrors = [err23];
                                        }
                                        else {
                                            vErrors.push(err23);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.source !== undefined) {
                                    let data9 = data8.source;
                                    if (typeof data9 === "string") {
                                        if (func4(data9) < 1) {
                                            const err24 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                            if (vErrors === null) {
                                                vErrors = [err24];
                                            }
                                            else {
                                                vErrors.push(err24);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err25 = { instancePath: instancePath + "/openapi/" + i0 + "/source", schemaPath: "#/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema8.properties.openapi.else.then.items.else.properties.source, data: data9 };
                                        if (vErrors === null) {
                                            vErrors = [err25];
                                        }
                                        else {
                                            vErrors.push(err25);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.directory !== undefined) {
                                    let data10 = data8.directory;
                                    if (typeof data10 !== "string") {
                                        const err26 = { instancePath: instancePath + "/openapi/" + i0 + "/directory", schemaPath: "#/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema8.properties.openapi.else.then.items.else.properties.directory, data: data10 };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.overlays !== undefined) {
                                    let data11 = data8.overlays;
                                    if (Array.isArray(data11)) {
                                        const len1 = data11.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                            let data12 = data11[i1];
                                            if (typeof data12 !== "string") {
                                                const err27 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays/" + i1, schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema8.properties.openapi.else.then.items.else.properties.overlays.items, data: data12 };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err28 = { instancePath: instancePath + "/openapi/" + i0 + "/overlays", schemaPath: "#/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema8.properties.openapi.else.then.items.else.properties.overlays, data: data11 };
                                        if (vErrors === null) {
                                            vErrors = [err28];
                                        }
                                        else {
                                            vErrors.push(err28);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.properties.openapi.else.then.items.else.type, parentSchema: schema8.properties.openapi.else.then.items.else, data: data8 };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            var _valid3 = _errs37 === errors;
                            valid7 = _valid3;
                            ifClause3 = "else";
                        }
                        if (!valid7) {
                            const err30 = { instancePath: instancePath + "/openapi/" + i0, schemaPath: "#/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema", schema: schema8.properties.openapi.else.then.items.if, parentSchema: schema8.properties.openapi.else.then.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                var _valid2 = _errs31 === errors;
                valid4 = _valid2;
                ifClause2 = "then";
            }
            else {
                const _errs48 = errors;
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                    if (data7.source === undefined) {
                        const err31 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema8.properties.openapi.else.else.required, parentSchema: schema8.properties.openapi.else.else, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    for (const key3 in data7) {
                        if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                            const err32 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8.properties.openapi.else.else, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data7.source !== undefined) {
                        let data13 = data7.source;
                        if (typeof data13 === "string") {
                            if (func4(data13) < 1) {
                                const err33 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.openapi.else.else.properties.source, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err34 = { instancePath: instancePath + "/openapi/source", schemaPath: "#/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.openapi.else.else.properties.source.type, parentSchema: schema8.properties.openapi.else.else.properties.source, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data7.directory !== undefined) {
                        let data14 = data7.directory;
                        if (typeof data14 !== "string") {
                            const err35 = { instancePath: instancePath + "/openapi/directory", schemaPath: "#/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.openapi.else.else.properties.directory.type, parentSchema: schema8.properties.openapi.else.else.properties.directory, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data7.overlays !== undefined) {
                        let data15 = data7.overlays;
                        if (Array.isArray(data15)) {
                            const len2 = data15.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data16 = data15[i2];
                                if (typeof data16 !== "string") {
                                    const err36 = { instancePath: instancePath + "/openapi/overlays/" + i2, schemaPath: "#/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema8.properties.openapi.else.else.properties.overlays.items, data: data16 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/openapi/overlays", schemaPath: "#/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.openapi.else.else.properties.overlays.type, parentSchema: schema8.properties.openapi.else.else.properties.overlays, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.properties.openapi.else.else.type, parentSchema: schema8.properties.openapi.else.else, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var _valid2 = _errs48 === errors;
                valid4 = _valid2;
                ifClause2 = "else";
            }
            if (!valid4) {
                const err39 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema8.properties.openapi.else.if, parentSchema: schema8.properties.openapi.else, data: data7 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = _valid1;
            ifClause1 = "else";
        }
        if (!valid3) {
            const err40 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema8.properties.openapi.if, parentSchema: schema8.properties.openapi, data: data7 };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
    if (data.asyncapi !== undefined) {
        let data17 = data.asyncapi;
        const _errs60 = errors;
        let valid14 = true;
        const _errs61 = errors;
        if (typeof data17 !== "string") {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        var _valid4 = _errs61 === errors;
        errors = _errs60;
        if (vErrors !== null) {
            if (_errs60) {
                vErrors.length = _errs60;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs63 = errors;
            if (typeof data17 === "string") {
                if (func4(data17) < 1) {
                    const err42 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.asyncapi.then, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
            var _valid4 = _errs63 === errors;
            valid14 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs64 = errors;
            const _errs65 = errors;
            let valid15 = true;
            const _errs66 = errors;
            if (!(Array.isArray(data17))) {
                const err43 = {};
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            var _valid5 = _errs66 === errors;
            errors = _errs65;
            if (vErrors !== null) {
                if (_errs65) {
                    vErrors.length = _errs65;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause5;
            if (_valid5) {
                const _errs68 = errors;
                if (Array.isArray(data17)) {
                    const len3 = data17.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        let data18 = data17[i3];
                        const _errs70 = errors;
                        let valid18 = true;
                        const _errs71 = errors;
                        if (typeof data18 !== "string") {
                            const err44 = {};
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid6 = _errs71 === errors;
                        errors = _errs70;
                        if (vErrors !== null) {
                            if (_errs70) {
                                vErrors.length = _errs70;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                        let ifClause6;
                        if (_valid6) {
                            const _errs73 = errors;
                            if (typeof data18 === "string") {
                                if (func4(data18) < 1) {
                                    const err45 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.asyncapi.else.then.items.then, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            var _valid6 = _errs73 === errors;
                            valid18 = _valid6;
                            ifClause6 = "then";
                        }
                        else {
                            const _errs74 = errors;
                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                if (data18.source === undefined) {
                                    const err46 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema8.properties.asyncapi.else.then.items.else.required, parentSchema: schema8.properties.asyncapi.else.then.items.else, data: data18 };
                                    if (vErrors === null) {
                                        vErrors = [err46];
                                    }
                                    else {
                                        vErrors.push(err46);
                                    }
                                    errors++;
                                }
                                for (const key4 in data18) {
                                    if (!(((key4 === "source") || (key4 === "directory")) || (key4 === "overlays"))) {
                                        const err47 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8.properties.asyncapi.else.then.items.else, data: data18 };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.source !== undefined) {
                                    let data19 = data18.source;
                                    if (typeof data19 === "string") {
                                        if (func4(data19) < 1) {
                                            const err48 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                            if (vErrors === null) {
                                                vErrors = [err48];
                                            }
                                            else {
                                                vErrors.push(err48);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err49 = { instancePath: instancePath + "/asyncapi/" + i3 + "/source", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.asyncapi.else.then.items.else.properties.source.type, parentSchema: schema8.properties.asyncapi.else.then.items.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.directory !== undefined) {
                                    let data20 = data18.directory;
                                    if (typeof data20 !== "string") {
                                        const err50 = { instancePath: instancePath + "/asyncapi/" + i3 + "/directory", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.asyncapi.else.then.items.else.properties.directory.type, parentSchema: schema8.properties.asyncapi.else.then.items.else.properties.directory, data: data20 };
                                        if (vErrors === null) {
                                            vErrors = [err50];
                                        }
                                        else {
                                            vErrors.push(err50);
                                        }
                                        errors++;
                                    }
                                }
                                if (data18.overlays !== undefined) {
                                    let data21 = data18.overlays;
                                    if (Array.isArray(data21)) {
                                        const len4 = data21.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                            let data22 = data21[i4];
                                            if (typeof data22 !== "string") {
                                                const err51 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays/" + i4, schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.asyncapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema8.properties.asyncapi.else.then.items.else.properties.overlays.items, data: data22 };
                                                if (vErrors === null) {
                                                    vErrors = [err51];
                                                }
                                                else {
                                                    vErrors.push(err51);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err52 = { instancePath: instancePath + "/asyncapi/" + i3 + "/overlays", schemaPath: "#/properties/asyncapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.asyncapi.else.then.items.else.properties.overlays.type, parentSchema: schema8.properties.asyncapi.else.then.items.else.properties.overlays, data: data21 };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err53 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.properties.asyncapi.else.then.items.else.type, parentSchema: schema8.properties.asyncapi.else.then.items.else, data: data18 };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            var _valid6 = _errs74 === errors;
                            valid18 = _valid6;
                            ifClause6 = "else";
                        }
                        if (!valid18) {
                            const err54 = { instancePath: instancePath + "/asyncapi/" + i3, schemaPath: "#/properties/asyncapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema", schema: schema8.properties.asyncapi.else.then.items.if, parentSchema: schema8.properties.asyncapi.else.then.items, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                }
                var _valid5 = _errs68 === errors;
                valid15 = _valid5;
                ifClause5 = "then";
            }
            else {
                const _errs85 = errors;
                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.source === undefined) {
                        const err55 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema8.properties.asyncapi.else.else.required, parentSchema: schema8.properties.asyncapi.else.else, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    for (const key5 in data17) {
                        if (!(((key5 === "source") || (key5 === "directory")) || (key5 === "overlays"))) {
                            const err56 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8.properties.asyncapi.else.else, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    if (data17.source !== undefined) {
                        let data23 = data17.source;
                        if (typeof data23 === "string") {
                            if (func4(data23) < 1) {
                                const err57 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.asyncapi.else.else.properties.source, data: data23 };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err58 = { instancePath: instancePath + "/asyncapi/source", schemaPath: "#/properties/asyncapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.asyncapi.else.else.properties.source.type, parentSchema: schema8.properties.asyncapi.else.else.properties.source, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data17.directory !== undefined) {
                        let data24 = data17.directory;
                        if (typeof data24 !== "string") {
                            const err59 = { instancePath: instancePath + "/asyncapi/directory", schemaPath: "#/properties/asyncapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.asyncapi.else.else.properties.directory.type, parentSchema: schema8.properties.asyncapi.else.else.properties.directory, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data17.overlays !== undefined) {
                        let data25 = data17.overlays;
                        if (Array.isArray(data25)) {
                            const len5 = data25.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                                let data26 = data25[i5];
                                if (typeof data26 !== "string") {
                                    const err60 = { instancePath: instancePath + "/asyncapi/overlays/" + i5, schemaPath: "#/properties/asyncapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.asyncapi.else.else.properties.overlays.items.type, parentSchema: schema8.properties.asyncapi.else.else.properties.overlays.items, data: data26 };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err61 = { instancePath: instancePath + "/asyncapi/overlays", schemaPath: "#/properties/asyncapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.asyncapi.else.else.properties.overlays.type, parentSchema: schema8.properties.asyncapi.else.else.properties.overlays, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.properties.asyncapi.else.else.type, parentSchema: schema8.properties.asyncapi.else.else, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var _valid5 = _errs85 === errors;
                valid15 = _valid5;
                ifClause5 = "else";
            }
            if (!valid15) {
                const err63 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/else/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema", schema: schema8.properties.asyncapi.else.if, parentSchema: schema8.properties.asyncapi.else, data: data17 };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            var _valid4 = _errs64 === errors;
            valid14 = _valid4;
            ifClause4 = "else";
        }
        if (!valid14) {
            const err64 = { instancePath: instancePath + "/asyncapi", schemaPath: "#/properties/asyncapi/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema", schema: schema8.properties.asyncapi.if, parentSchema: schema8.properties.asyncapi, data: data17 };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.href !== undefined) {
        let data28 = data.href;
        if (typeof data28 !== "string") {
            const err65 = { instancePath: instancePath + "/href", schemaPath: "#/properties/href/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.href.type, parentSchema: schema8.properties.href, data: data28 };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.color !== undefined) {
        let data29 = data.color;
        if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            for (const key6 in data29) {
                if (!((key6 === "light") || (key6 === "dark"))) {
                    const err66 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8.properties.color, data: data29 };
                    if (vErrors === null) {
                        vErrors = [err66];
                    }
                    else {
                        vErrors.push(err66);
                    }
                    errors++;
                }
            }
            if (data29.light !== undefined) {
                let data30 = data29.light;
                if (typeof data30 === "string") {
                    if (!pattern4.test(data30)) {
                        const err67 = { instancePath: instancePath + "/color/light", schemaPath: "#/properties/color/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema8.properties.color.properties.light, data: data30 };
                        if (vErrors === null) {
                            vErrors = [err67];
                        }
                        else {
                            vErrors.push(err67);
                        }
                        errors++;
                    }
                }
                else {
                    const err68 = { instancePath: instancePath + "/color/light", schemaPath: "#/properties/color/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.color.properties.light.type, parentSchema: schema8.properties.color.properties.light, data: data30 };
                    if (vErrors === null) {
                        vErrors = [err68];
                    }
                    else {
                        vErrors.push(err68);
                    }
                    errors++;
                }
            }
            if (data29.dark !== undefined) {
                let data31 = data29.dark;
                if (typeof data31 === "string") {
                    if (!pattern4.test(data31)) {
                        const err69 = { instancePath: instancePath + "/color/dark", schemaPath: "#/properties/color/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema8.properties.color.properties.dark, data: data31 };
                        if (vErrors === null) {
                            vErrors = [err69];
                        }
                        else {
                            vErrors.push(err69);
                        }
                        errors++;
                    }
                }
                else {
                    const err70 = { instancePath: instancePath + "/color/dark", schemaPath: "#/properties/color/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.color.properties.dark.type, parentSchema: schema8.properties.color.properties.dark, data: data31 };
                    if (vErrors === null) {
                        vErrors = [err70];
                    }
                    else {
                        vErrors.push(err70);
                    }
                    errors++;
                }
            }
        }
        else {
            const err71 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.properties.color.type, parentSchema: schema8.properties.color, data: data29 };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        let data32 = data.description;
        if (typeof data32 !== "string") {
            const err72 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.description.type, parentSchema: schema8.properties.description, data: data32 };
            if (vErrors === null) {
                vErrors = [err72];
            }
            else {
                vErrors.push(err72);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        let data33 = data.name;
        if (typeof data33 !== "string") {
            const err73 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.name.type, parentSchema: schema8.properties.name, data: data33 };
            if (vErrors === null) {
                vErrors = [err73];
            }
            else {
                vErrors.push(err73);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data34 = data.languages;
        if (Array.isArray(data34)) {
            const len6 = data34.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(validate26(data34[i6], { instancePath: instancePath + "/languages/" + i6, parentData: data34, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err74 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.languages.type, parentSchema: schema8.properties.languages, data: data34 };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data36 = data.versions;
        if (Array.isArray(data36)) {
            const len7 = data36.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(validate28(data36[i7], { instancePath: instancePath + "/versions/" + i7, parentData: data36, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err75 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.versions.type, parentSchema: schema8.properties.versions, data: data36 };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data38 = data.tabs;
        if (Array.isArray(data38)) {
            const len8 = data38.length;
            for (let i8 = 0; i8 < len8; i8++) {
                if (!(validate30(data38[i8], { instancePath: instancePath + "/tabs/" + i8, parentData: data38, parentDataProperty: i8, rootData }))) {
                    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err76 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.tabs.type, parentSchema: schema8.properties.tabs, data: data38 };
            if (vErrors === null) {
                vErrors = [err76];
            }
            else {
                vErrors.push(err76);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data40 = data.anchors;
        if (Array.isArray(data40)) {
            const len9 = data40.length;
            for (let i9 = 0; i9 < len9; i9++) {
                if (!(validate34(data40[i9], { instancePath: instancePath + "/anchors/" + i9, parentData: data40, parentDataProperty: i9, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err77 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.anchors.type, parentSchema: schema8.properties.anchors, data: data40 };
            if (vErrors === null) {
                vErrors = [err77];
            }
            else {
                vErrors.push(err77);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data42 = data.dropdowns;
        if (Array.isArray(data42)) {
            const len10 = data42.length;
            for (let i10 = 0; i10 < len10; i10++) {
                if (!(validate32(data42[i10], { instancePath: instancePath + "/dropdowns/" + i10, parentData: data42, parentDataProperty: i10, rootData }))) {
                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err78 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.dropdowns.type, parentSchema: schema8.properties.dropdowns, data: data42 };
            if (vErrors === null) {
                vErrors = [err78];
            }
            else {
                vErrors.push(err78);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data44 = data.groups;
        if (Array.isArray(data44)) {
            const len11 = data44.length;
            for (let i11 = 0; i11 < len11; i11++) {
                if (!(validate36(data44[i11], { instancePath: instancePath + "/groups/" + i11, parentData: data44, parentDataProperty: i11, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err79 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.groups.type, parentSchema: schema8.properties.groups, data: data44 };
            if (vErrors === null) {
                vErrors = [err79];
            }
            else {
                vErrors.push(err79);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data46 = data.pages;
        if (Array.isArray(data46)) {
            const len12 = data46.length;
            for (let i12 = 0; i12 < len12; i12++) {
                if (!(validate37(data46[i12], { instancePath: instancePath + "/pages/" + i12, parentData: data46, parentDataProperty: i12, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err80 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.pages.type, parentSchema: schema8.properties.pages, data: data46 };
            if (vErrors === null) {
                vErrors = [err80];
            }
            else {
                vErrors.push(err80);
            }
            errors++;
        }
    }
    if (data.menu !== undefined) {
        let data48 = data.menu;
        if (Array.isArray(data48)) {
            const len13 = data48.length;
            for (let i13 = 0; i13 < len13; i13++) {
                if (!(validate48(data48[i13], { instancePath: instancePath + "/menu/" + i13, parentData: data48, parentDataProperty: i13, rootData }))) {
                    vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err81 = { instancePath: instancePath + "/menu", schemaPath: "#/properties/menu/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema8.properties.menu.type, parentSchema: schema8.properties.menu, data: data48 };
            if (vErrors === null) {
                vErrors = [err81];
            }
            else {
                vErrors.push(err81);
            }
            errors++;
        }
    }
}
else {
    const err82 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.type, parentSchema: schema8, data };
    if (vErrors === null) {
        vErrors = [err82];
    }
    else {
        vErrors.push(err82);
    }
    errors++;
} validate23.errors = vErrors; return errors === 0; }
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs1 = errors; let valid0 = false; const _errs2 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.products === undefined) {
        const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "products" }, message: "must have required property '" + "products" + "'", schema: schema7.anyOf[0].required, parentSchema: schema7.anyOf[0], data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
} var _valid0 = _errs2 === errors; valid0 = valid0 || _valid0; if (!valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.languages === undefined) {
            const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "languages" }, message: "must have required property '" + "languages" + "'", schema: schema7.anyOf[1].required, parentSchema: schema7.anyOf[1], data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const _errs4 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.versions === undefined) {
                const err2 = { instancePath, schemaPath: "#/anyOf/2/required", keyword: "required", params: { missingProperty: "versions" }, message: "must have required property '" + "versions" + "'", schema: schema7.anyOf[2].required, parentSchema: schema7.anyOf[2], data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        var _valid0 = _errs4 === errors;
        valid0 = valid0 || _valid0;
        if (!valid0) {
            const _errs5 = errors;
            if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.tabs === undefined) {
                    const err3 = { instancePath, schemaPath: "#/anyOf/3/required", keyword: "required", params: { missingProperty: "tabs" }, message: "must have required property '" + "tabs" + "'", schema: schema7.anyOf[3].required, parentSchema: schema7.anyOf[3], data };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            var _valid0 = _errs5 === errors;
            valid0 = valid0 || _valid0;
            if (!valid0) {
                const _errs6 = errors;
                if (data && typeof data == "object" && !Array.isArray(data)) {
                    if (data.dropdowns === undefined) {
                        const err4 = { instancePath, schemaPath: "#/anyOf/4/required", keyword: "required", params: { missingProperty: "dropdowns" }, message: "must have required property '" + "dropdowns" + "'", schema: schema7.anyOf[4].required, parentSchema: schema7.anyOf[4], data };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs6 === errors;
                valid0 = valid0 || _valid0;
                if (!valid0) {
                    const _errs7 = errors;
                    if (data && typeof data == "object" && !Array.isArray(data)) {
                        if (data.anchors === undefined) {
                            const err5 = { instancePath, schemaPath: "#/anyOf/5/required", keyword: "required", params: { missingProperty: "anchors" }, message: "must have required property '" + "anchors" + "'", schema: schema7.anyOf[5].required, parentSchema: schema7.anyOf[5], data };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs7 === errors;
                    valid0 = valid0 || _valid0;
                    if (!valid0) {
                        const _errs8 = errors;
                        if (data && typeof data == "object" && !Array.isArray(data)) {
                            if (data.groups === undefined) {
                                const err6 = { instancePath, schemaPath: "#/anyOf/6/required", keyword: "required", params: { missingProperty: "groups" }, message: "must have required property '" + "groups" + "'", schema: schema7.anyOf[6].required, parentSchema: schema7.anyOf[6], data };
                                if (vErrors === null) {
                                    vErrors = [err6];
                                }
                                else {
                                    vErrors.push(err6);
                                }
                                errors++;
                            }
                        }
                        var _valid0 = _errs8 === errors;
                        valid0 = valid0 || _valid0;
                        if (!valid0) {
                            const _errs9 = errors;
                            if (data && typeof data == "object" && !Array.isArray(data)) {
                                if (data.pages === undefined) {
                                    const err7 = { instancePath, schemaPath: "#/anyOf/7/required", keyword: "required", params: { missingProperty: "pages" }, message: "must have required property '" + "pages" + "'", schema: schema7.anyOf[7].required, parentSchema: schema7.anyOf[7], data };
                                    if (vErrors === null) {
                                        vErrors = [err7];
                                    }
                                    else {
                                        vErrors.push(err7);
                                    }
                                    errors++;
                                }
                            }
                            var _valid0 = _errs9 === errors;
                            valid0 = valid0 || _valid0;
                        }
                    }
                }
            }
        }
    }
} if (!valid0) {
    const err8 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema7.anyOf, parentSchema: schema7, data };
    if (vErrors === null) {
        vErrors = [err8];
    }
    else {
        vErrors.push(err8);
    }
    errors++;
}
else {
    errors = _errs1;
    if (vErrors !== null) {
        if (_errs1) {
            vErrors.length = _errs1;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(func2.call(schema7.properties, key0))) {
            const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema7, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.products !== undefined) {
        let data0 = data.products;
        if (Array.isArray(data0)) {
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate23(data0[i0], { instancePath: instancePath + "/products/" + i0, parentData: data0, parentDataProperty: i0, rootData }))) {
                    vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err10 = { instancePath: instancePath + "/products", schemaPath: "#/properties/products/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.products.type, parentSchema: schema7.properties.products, data: data0 };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.languages !== undefined) {
        let data2 = data.languages;
        if (Array.isArray(data2)) {
            const len1 = data2.length;
            for (let i1 = 0; i1 < len1; i1++) {
                if (!(validate26(data2[i1], { instancePath: instancePath + "/languages/" + i1, parentData: data2, parentDataProperty: i1, rootData }))) {
                    vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.languages.type, parentSchema: schema7.properties.languages, data: data2 };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.versions !== undefined) {
        let data4 = data.versions;
        if (Array.isArray(data4)) {
            const len2 = data4.length;
            for (let i2 = 0; i2 < len2; i2++) {
                if (!(validate28(data4[i2], { instancePath: instancePath + "/versions/" + i2, parentData: data4, parentDataProperty: i2, rootData }))) {
                    vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.versions.type, parentSchema: schema7.properties.versions, data: data4 };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.tabs !== undefined) {
        let data6 = data.tabs;
        if (Array.isArray(data6)) {
            const len3 = data6.length;
            for (let i3 = 0; i3 < len3; i3++) {
                if (!(validate30(data6[i3], { instancePath: instancePath + "/tabs/" + i3, parentData: data6, parentDataProperty: i3, rootData }))) {
                    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.tabs.type, parentSchema: schema7.properties.tabs, data: data6 };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    if (data.dropdowns !== undefined) {
        let data8 = data.dropdowns;
        if (Array.isArray(data8)) {
            const len4 = data8.length;
            for (let i4 = 0; i4 < len4; i4++) {
                if (!(validate32(data8[i4], { instancePath: instancePath + "/dropdowns/" + i4, parentData: data8, parentDataProperty: i4, rootData }))) {
                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err14 = { instancePath: instancePath + "/dropdowns", schemaPath: "#/properties/dropdowns/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.dropdowns.type, parentSchema: schema7.properties.dropdowns, data: data8 };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.anchors !== undefined) {
        let data10 = data.anchors;
        if (Array.isArray(data10)) {
            const len5 = data10.length;
            for (let i5 = 0; i5 < len5; i5++) {
                if (!(validate34(data10[i5], { instancePath: instancePath + "/anchors/" + i5, parentData: data10, parentDataProperty: i5, rootData }))) {
                    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err15 = { instancePath: instancePath + "/anchors", schemaPath: "#/properties/anchors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.anchors.type, parentSchema: schema7.properties.anchors, data: data10 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.groups !== undefined) {
        let data12 = data.groups;
        if (Array.isArray(data12)) {
            const len6 = data12.length;
            for (let i6 = 0; i6 < len6; i6++) {
                if (!(validate36(data12[i6], { instancePath: instancePath + "/groups/" + i6, parentData: data12, parentDataProperty: i6, rootData }))) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err16 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.groups.type, parentSchema: schema7.properties.groups, data: data12 };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.pages !== undefined) {
        let data14 = data.pages;
        if (Array.isArray(data14)) {
            const len7 = data14.length;
            for (let i7 = 0; i7 < len7; i7++) {
                if (!(validate37(data14[i7], { instancePath: instancePath + "/pages/" + i7, parentData: data14, parentDataProperty: i7, rootData }))) {
                    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err17 = { instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema7.properties.pages.type, parentSchema: schema7.properties.pages, data: data14 };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
    }
    if (data.global !== undefined) {
        if (!(validate24(data.global, { instancePath: instancePath + "/global", parentData: data, parentDataProperty: "global", rootData }))) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
        }
    }
    if (data.directory !== undefined) {
        let data17 = data.directory;
        if (!(((data17 === "none") || (data17 === "accordion")) || (data17 === "card"))) {
            const err18 = { instancePath: instancePath + "/directory", schemaPath: "#/properties/directory/enum", keyword: "enum", params: { allowedValues: schema7.properties.directory.enum }, message: "must be equal to one of the allowed values", schema: schema7.properties.directory.enum, parentSchema: schema7.properties.directory, data: data17 };
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
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema7.type, parentSchema: schema7, data };
    if (vErrors === null) {
        vErrors = [err19];
    }
    else {
        vErrors.push(err19);
    }
    errors++;
} validate22.errors = vErrors; return errors === 0; }
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="https://navguard.dev/docs.schema.json" */ ; let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.theme === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "theme" }, message: "must have required property '" + "theme" + "'", schema: schema6.required, parentSchema: schema6, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.name === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema6.required, parentSchema: schema6, data };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.colors === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "colors" }, message: "must have required property '" + "colors" + "'", schema: schema6.required, parentSchema: schema6, data };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.navigation === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "navigation" }, message: "must have required property '" + "navigation" + "'", schema: schema6.required, parentSchema: schema6, data };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.navigation !== undefined) {
        if (!(validate22(data.navigation, { instancePath: instancePath + "/navigation", parentData: data, parentDataProperty: "navigation", rootData }))) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
        }
    }
    if (data.name !== undefined) {
        let data1 = data.name;
        if (typeof data1 === "string") {
            if (func4(data1) < 1) {
                const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.name, data: data1 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        else {
            const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.name.type, parentSchema: schema6.properties.name, data: data1 };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.theme !== undefined) {
        let data2 = data.theme;
        if (!(((((((((data2 === "mint") || (data2 === "maple")) || (data2 === "palm")) || (data2 === "willow")) || (data2 === "linden")) || (data2 === "almond")) || (data2 === "aspen")) || (data2 === "luma")) || (data2 === "sequoia"))) {
            const err6 = { instancePath: instancePath + "/theme", schemaPath: "#/properties/theme/enum", keyword: "enum", params: { allowedValues: schema6.properties.theme.enum }, message: "must be equal to one of the allowed values", schema: schema6.properties.theme.enum, parentSchema: schema6.properties.theme, data: data2 };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.colors !== undefined) {
        let data3 = data.colors;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.primary === undefined) {
                const err7 = { instancePath: instancePath + "/colors", schemaPath: "#/properties/colors/required", keyword: "required", params: { missingProperty: "primary" }, message: "must have required property '" + "primary" + "'", schema: schema6.properties.colors.required, parentSchema: schema6.properties.colors, data: data3 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            for (const key0 in data3) {
                if (!(((key0 === "primary") || (key0 === "light")) || (key0 === "dark"))) {
                    const err8 = { instancePath: instancePath + "/colors", schemaPath: "#/properties/colors/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6.properties.colors, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data3.primary !== undefined) {
                let data4 = data3.primary;
                if (typeof data4 === "string") {
                    if (!pattern4.test(data4)) {
                        const err9 = { instancePath: instancePath + "/colors/primary", schemaPath: "#/properties/colors/properties/primary/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema6.properties.colors.properties.primary, data: data4 };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                else {
                    const err10 = { instancePath: instancePath + "/colors/primary", schemaPath: "#/properties/colors/properties/primary/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.colors.properties.primary.type, parentSchema: schema6.properties.colors.properties.primary, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
            if (data3.light !== undefined) {
                let data5 = data3.light;
                if (typeof data5 === "string") {
                    if (!pattern4.test(data5)) {
                        const err11 = { instancePath: instancePath + "/colors/light", schemaPath: "#/properties/colors/properties/light/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema6.properties.colors.properties.light, data: data5 };
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
                    const err12 = { instancePath: instancePath + "/colors/light", schemaPath: "#/properties/colors/properties/light/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.colors.properties.light.type, parentSchema: schema6.properties.colors.properties.light, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            if (data3.dark !== undefined) {
                let data6 = data3.dark;
                if (typeof data6 === "string") {
                    if (!pattern4.test(data6)) {
                        const err13 = { instancePath: instancePath + "/colors/dark", schemaPath: "#/properties/colors/properties/dark/pattern", keyword: "pattern", params: { pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" }, message: "must match pattern \"" + "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" + "\"", schema: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", parentSchema: schema6.properties.colors.properties.dark, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                }
                else {
                    const err14 = { instancePath: instancePath + "/colors/dark", schemaPath: "#/properties/colors/properties/dark/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.colors.properties.dark.type, parentSchema: schema6.properties.colors.properties.dark, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err14];
                    }
                    else {
                        vErrors.push(err14);
                    }
                    errors++;
                }
            }
        }
        else {
            const err15 = { instancePath: instancePath + "/colors", schemaPath: "#/properties/colors/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.colors.type, parentSchema: schema6.properties.colors, data: data3 };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.redirects !== undefined) {
        let data7 = data.redirects;
        if (Array.isArray(data7)) {
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data8 = data7[i0];
                if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    if (data8.source === undefined) {
                        const err16 = { instancePath: instancePath + "/redirects/" + i0, schemaPath: "#/properties/redirects/items/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema6.properties.redirects.items.required, parentSchema: schema6.properties.redirects.items, data: data8 };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    if (data8.destination === undefined) {
                        const err17 = { instancePath: instancePath + "/redirects/" + i0, schemaPath: "#/properties/redirects/items/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property '" + "destination" + "'", schema: schema6.properties.redirects.items.required, parentSchema: schema6.properties.redirects.items, data: data8 };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    for (const key1 in data8) {
                        if (!(((key1 === "source") || (key1 === "destination")) || (key1 === "permanent"))) {
                            const err18 = { instancePath: instancePath + "/redirects/" + i0, schemaPath: "#/properties/redirects/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6.properties.redirects.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                    if (data8.source !== undefined) {
                        let data9 = data8.source;
                        if (typeof data9 !== "string") {
                            const err19 = { instancePath: instancePath + "/redirects/" + i0 + "/source", schemaPath: "#/properties/redirects/items/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.redirects.items.properties.source.type, parentSchema: schema6.properties.redirects.items.properties.source, data: data9 };
                            if (vErrors === null) {
                                vErrors = [err19];
                            }
                            else {
                                vErrors.push(err19);
                            }
                            errors++;
                        }
                    }
                    if (data8.destination !== undefined) {
                        let data10 = data8.destination;
                        if (typeof data10 !== "string") {
                            const err20 = { instancePath: instancePath + "/redirects/" + i0 + "/destination", schemaPath: "#/properties/redirects/items/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.redirects.items.properties.destination.type, parentSchema: schema6.properties.redirects.items.properties.destination, data: data10 };
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                    }
                    if (data8.permanent !== undefined) {
                        let data11 = data8.permanent;
                        if (typeof data11 !== "boolean") {
                            const err21 = { instancePath: instancePath + "/redirects/" + i0 + "/permanent", schemaPath: "#/properties/redirects/items/properties/permanent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema6.properties.redirects.items.properties.permanent.type, parentSchema: schema6.properties.redirects.items.properties.permanent, data: data11 };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err22 = { instancePath: instancePath + "/redirects/" + i0, schemaPath: "#/properties/redirects/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.redirects.items.type, parentSchema: schema6.properties.redirects.items, data: data8 };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
        }
        else {
            const err23 = { instancePath: instancePath + "/redirects", schemaPath: "#/properties/redirects/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema6.properties.redirects.type, parentSchema: schema6.properties.redirects, data: data7 };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.api !== undefined) {
        let data12 = data.api;
        if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
            if (data12.openapi !== undefined) {
                let data13 = data12.openapi;
                const _errs28 = errors;
                let valid6 = true;
                const _errs29 = errors;
                if (typeof data13 !== "string") {
                    const err24 = {};
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
                var _valid0 = _errs29 === errors;
                errors = _errs28;
                if (vErrors !== null) {
                    if (_errs28) {
                        vErrors.length = _errs28;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause0;
                if (_valid0) {
                    const _errs31 = errors;
                    if (typeof data13 === "string") {
                        if (func4(data13) < 1) {
                            const err25 = { instancePath: instancePath + "/api/openapi", schemaPath: "#/properties/api/properties/openapi/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.api.properties.openapi.then, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs31 === errors;
                    valid6 = _valid0;
                    ifClause0 = "then";
                }
                else {
                    const _errs32 = errors;
                    const _errs33 = errors;
                    let valid7 = true;
                    const _errs34 = errors;
                    if (!(Array.isArray(data13))) {
                        const err26 = {};
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                    var _valid1 = _errs34 === errors;
                    errors = _errs33;
                    if (vErrors !== null) {
                        if (_errs33) {
                            vErrors.length = _errs33;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause1;
                    if (_valid1) {
                        const _errs36 = errors;
                        if (Array.isArray(data13)) {
                            const len1 = data13.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                let data14 = data13[i1];
                                const _errs38 = errors;
                                let valid10 = true;
                                const _errs39 = errors;
                                if (typeof data14 !== "string") {
                                    const err27 = {};
                                    if (vErrors === null) {
                                        vErrors = [err27];
                                    }
                                    else {
                                        vErrors.push(err27);
                                    }
                                    errors++;
                                }
                                var _valid2 = _errs39 === errors;
                                errors = _errs38;
                                if (vErrors !== null) {
                                    if (_errs38) {
                                        vErrors.length = _errs38;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                                let ifClause2;
                                if (_valid2) {
                                    const _errs41 = errors;
                                    if (typeof data14 === "string") {
                                        if (func4(data14) < 1) {
                                            const err28 = { instancePath: instancePath + "/api/openapi/" + i1, schemaPath: "#/properties/api/properties/openapi/else/then/items/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.api.properties.openapi.else.then.items.then, data: data14 };
                                            if (vErrors === null) {
                                                vErrors = [err28];
                                            }
                                            else {
                                                vErrors.push(err28);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid2 = _errs41 === errors;
                                    valid10 = _valid2;
                                    ifClause2 = "then";
                                }
                                else {
                                    const _errs42 = errors;
                                    if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                                        if (data14.source === undefined) {
                                            const err29 = { instancePath: instancePath + "/api/openapi/" + i1, schemaPath: "#/properties/api/properties/openapi/else/then/items/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema6.properties.api.properties.openapi.else.then.items.else.required, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else, data: data14 };
                                            if (vErrors === null) {
                                                vErrors = [err29];
                                            }
                                            else {
                                                vErrors.push(err29);
                                            }
                                            errors++;
                                        }
                                        for (const key2 in data14) {
                                            if (!(((key2 === "source") || (key2 === "directory")) || (key2 === "overlays"))) {
                                                const err30 = { instancePath: instancePath + "/api/openapi/" + i1, schemaPath: "#/properties/api/properties/openapi/else/then/items/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else, data: data14 };
                                                if (vErrors === null) {
                                                    vErrors = [err30];
                                                }
                                                else {
                                                    vErrors.push(err30);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data14.source !== undefined) {
                                            let data15 = data14.source;
                                            if (typeof data15 === "string") {
                                                if (func4(data15) < 1) {
                                                    const err31 = { instancePath: instancePath + "/api/openapi/" + i1 + "/source", schemaPath: "#/properties/api/properties/openapi/else/then/items/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else.properties.source, data: data15 };
                                                    if (vErrors === null) {
                                                        vErrors = [err31];
                                                    }
                                                    else {
                                                        vErrors.push(err31);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err32 = { instancePath: instancePath + "/api/openapi/" + i1 + "/source", schemaPath: "#/properties/api/properties/openapi/else/then/items/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.api.properties.openapi.else.then.items.else.properties.source.type, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else.properties.source, data: data15 };
                                                if (vErrors === null) {
                                                    vErrors = [err32];
                                                }
                                                else {
                                                    vErrors.push(err32);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data14.directory !== undefined) {
                                            let data16 = data14.directory;
                                            if (typeof data16 !== "string") {
                                                const err33 = { instancePath: instancePath + "/api/openapi/" + i1 + "/directory", schemaPath: "#/properties/api/properties/openapi/else/then/items/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.api.properties.openapi.else.then.items.else.properties.directory.type, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else.properties.directory, data: data16 };
                                                if (vErrors === null) {
                                                    vErrors = [err33];
                                                }
                                                else {
                                                    vErrors.push(err33);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data14.overlays !== undefined) {
                                            let data17 = data14.overlays;
                                            if (Array.isArray(data17)) {
                                                const len2 = data17.length;
                                                for (let i2 = 0; i2 < len2; i2++) {
                                                    let data18 = data17[i2];
                                                    if (typeof data18 !== "string") {
                                                        const err34 = { instancePath: instancePath + "/api/openapi/" + i1 + "/overlays/" + i2, schemaPath: "#/properties/api/properties/openapi/else/then/items/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.api.properties.openapi.else.then.items.else.properties.overlays.items.type, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else.properties.overlays.items, data: data18 };
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
                                                const err35 = { instancePath: instancePath + "/api/openapi/" + i1 + "/overlays", schemaPath: "#/properties/api/properties/openapi/else/then/items/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema6.properties.api.properties.openapi.else.then.items.else.properties.overlays.type, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else.properties.overlays, data: data17 };
                                                if (vErrors === null) {
                                                    vErrors = [err35];
                                                }
                                                else {
                                                    vErrors.push(err35);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err36 = { instancePath: instancePath + "/api/openapi/" + i1, schemaPath: "#/properties/api/properties/openapi/else/then/items/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.api.properties.openapi.else.then.items.else.type, parentSchema: schema6.properties.api.properties.openapi.else.then.items.else, data: data14 };
                                        if (vErrors === null) {
                                            vErrors = [err36];
                                        }
                                        else {
                                            vErrors.push(err36);
                                        }
                                        errors++;
                                    }
                                    var _valid2 = _errs42 === errors;
                                    valid10 = _valid2;
                                    ifClause2 = "else";
                                }
                                if (!valid10) {
                                    const err37 = { instancePath: instancePath + "/api/openapi/" + i1, schemaPath: "#/properties/api/properties/openapi/else/then/items/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema", schema: schema6.properties.api.properties.openapi.else.then.items.if, parentSchema: schema6.properties.api.properties.openapi.else.then.items, data: data14 };
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                            }
                        }
                        var _valid1 = _errs36 === errors;
                        valid7 = _valid1;
                        ifClause1 = "then";
                    }
                    else {
                        const _errs53 = errors;
                        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                            if (data13.source === undefined) {
                                const err38 = { instancePath: instancePath + "/api/openapi", schemaPath: "#/properties/api/properties/openapi/else/else/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'", schema: schema6.properties.api.properties.openapi.else.else.required, parentSchema: schema6.properties.api.properties.openapi.else.else, data: data13 };
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                            for (const key3 in data13) {
                                if (!(((key3 === "source") || (key3 === "directory")) || (key3 === "overlays"))) {
                                    const err39 = { instancePath: instancePath + "/api/openapi", schemaPath: "#/properties/api/properties/openapi/else/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6.properties.api.properties.openapi.else.else, data: data13 };
                                    if (vErrors === null) {
                                        vErrors = [err39];
                                    }
                                    else {
                                        vErrors.push(err39);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.source !== undefined) {
                                let data19 = data13.source;
                                if (typeof data19 === "string") {
                                    if (func4(data19) < 1) {
                                        const err40 = { instancePath: instancePath + "/api/openapi/source", schemaPath: "#/properties/api/properties/openapi/else/else/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.api.properties.openapi.else.else.properties.source, data: data19 };
                                        if (vErrors === null) {
                                            vErrors = [err40];
                                        }
                                        else {
                                            vErrors.push(err40);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err41 = { instancePath: instancePath + "/api/openapi/source", schemaPath: "#/properties/api/properties/openapi/else/else/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.api.properties.openapi.else.else.properties.source.type, parentSchema: schema6.properties.api.properties.openapi.else.else.properties.source, data: data19 };
                                    if (vErrors === null) {
                                        vErrors = [err41];
                                    }
                                    else {
                                        vErrors.push(err41);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.directory !== undefined) {
                                let data20 = data13.directory;
                                if (typeof data20 !== "string") {
                                    const err42 = { instancePath: instancePath + "/api/openapi/directory", schemaPath: "#/properties/api/properties/openapi/else/else/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.api.properties.openapi.else.else.properties.directory.type, parentSchema: schema6.properties.api.properties.openapi.else.else.properties.directory, data: data20 };
                                    if (vErrors === null) {
                                        vErrors = [err42];
                                    }
                                    else {
                                        vErrors.push(err42);
                                    }
                                    errors++;
                                }
                            }
                            if (data13.overlays !== undefined) {
                                let data21 = data13.overlays;
                                if (Array.isArray(data21)) {
                                    const len3 = data21.length;
                                    for (let i3 = 0; i3 < len3; i3++) {
                                        let data22 = data21[i3];
                                        if (typeof data22 !== "string") {
                                            const err43 = { instancePath: instancePath + "/api/openapi/overlays/" + i3, schemaPath: "#/properties/api/properties/openapi/else/else/properties/overlays/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.api.properties.openapi.else.else.properties.overlays.items.type, parentSchema: schema6.properties.api.properties.openapi.else.else.properties.overlays.items, data: data22 };
                                            if (vErrors === null) {
                                                vErrors = [err43];
                                            }
                                            else {
                                                vErrors.push(err43);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err44 = { instancePath: instancePath + "/api/openapi/overlays", schemaPath: "#/properties/api/properties/openapi/else/else/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema6.properties.api.properties.openapi.else.else.properties.overlays.type, parentSchema: schema6.properties.api.properties.openapi.else.else.properties.overlays, data: data21 };
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
                            const err45 = { instancePath: instancePath + "/api/openapi", schemaPath: "#/properties/api/properties/openapi/else/else/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.api.properties.openapi.else.else.type, parentSchema: schema6.properties.api.properties.openapi.else.else, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err45];
                            }
                            else {
                                vErrors.push(err45);
                            }
                            errors++;
                        }
                        var _valid1 = _errs53 === errors;
                        valid7 = _valid1;
                        ifClause1 = "else";
                    }
                    if (!valid7) {
                        const err46 = { instancePath: instancePath + "/api/openapi", schemaPath: "#/properties/api/properties/openapi/else/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema", schema: schema6.properties.api.properties.openapi.else.if, parentSchema: schema6.properties.api.properties.openapi.else, data: data13 };
                        if (vErrors === null) {
                            vErrors = [err46];
                        }
                        else {
                            vErrors.push(err46);
                        }
                        errors++;
                    }
                    var _valid0 = _errs32 === errors;
                    valid6 = _valid0;
                    ifClause0 = "else";
                }
                if (!valid6) {
                    const err47 = { instancePath: instancePath + "/api/openapi", schemaPath: "#/properties/api/properties/openapi/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema", schema: schema6.properties.api.properties.openapi.if, parentSchema: schema6.properties.api.properties.openapi, data: data13 };
                    if (vErrors === null) {
                        vErrors = [err47];
                    }
                    else {
                        vErrors.push(err47);
                    }
                    errors++;
                }
            }
        }
        else {
            const err48 = { instancePath: instancePath + "/api", schemaPath: "#/properties/api/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.api.type, parentSchema: schema6.properties.api, data: data12 };
            if (vErrors === null) {
                vErrors = [err48];
            }
            else {
                vErrors.push(err48);
            }
            errors++;
        }
    }
    if (data.$schema !== undefined) {
        let data23 = data.$schema;
        if (typeof data23 !== "string") {
            const err49 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.$schema.type, parentSchema: schema6.properties.$schema, data: data23 };
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
    }
    if (data.styling !== undefined) {
        let data24 = data.styling;
        if (!(data24 && typeof data24 == "object" && !Array.isArray(data24))) {
            const err50 = { instancePath: instancePath + "/styling", schemaPath: "#/properties/styling/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.styling.type, parentSchema: schema6.properties.styling, data: data24 };
            if (vErrors === null) {
                vErrors = [err50];
            }
            else {
                vErrors.push(err50);
            }
            errors++;
        }
    }
    if (data.interaction !== undefined) {
        let data25 = data.interaction;
        if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
            const err51 = { instancePath: instancePath + "/interaction", schemaPath: "#/properties/interaction/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.interaction.type, parentSchema: schema6.properties.interaction, data: data25 };
            if (vErrors === null) {
                vErrors = [err51];
            }
            else {
                vErrors.push(err51);
            }
            errors++;
        }
    }
}
else {
    const err52 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.type, parentSchema: schema6, data };
    if (vErrors === null) {
        vErrors = [err52];
    }
    else {
        vErrors.push(err52);
    }
    errors++;
} validate21.errors = vErrors; return errors === 0; }
//# sourceMappingURL=docs-validator.generated.js.map
// EXTERNAL MODULE: ./lib/core/json/document.js
var json_document = __webpack_require__(4997);
;// CONCATENATED MODULE: ./lib/core/json/place.js
// A place in docs.json named by what is there, not by array index: moving a group must not make the findings
// about it, or about anything after it, look new.

/** Fields that name a navigation element; the first one present labels it. */
const LABEL_KEYS = ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item', 'group'];
/** Fields that name other list items by what they are about (a redirect by its source, an entry by itself). */
const OTHER_NAME_KEYS = ['source', 'href', 'name', 'title'];
function itemName(item) {
    if (!item)
        return undefined;
    if (item.type === 'string')
        return `"${String(item.value)}"`;
    if (item.type !== 'object')
        return undefined;
    for (const k of LABEL_KEYS) {
        const v = (0,json_document/* get */.Jt)(item, k);
        if (v?.type === 'string')
            return `${k}:${String(v.value)}`;
    }
    for (const k of OTHER_NAME_KEYS) {
        const v = (0,json_document/* get */.Jt)(item, k);
        if (v?.type === 'string')
            return `${k}:${String(v.value)}`;
    }
    return undefined;
}
/**
 * `navigation/tabs/tab:Guides/groups/group:Auth/collapsed` for `navigation/tabs/0/groups/3/collapsed`. An item
 * with no name keeps its index; one whose name a sibling shares gets `#n`, its rank among those namesakes.
 */
function placeOf(docs, path) {
    const parts = [];
    let cur = docs;
    for (const seg of path) {
        if (typeof seg === 'number' && cur?.type === 'array') {
            const items = cur.items ?? [];
            const name = itemName(items[seg]);
            if (name === undefined)
                parts.push(String(seg));
            else {
                let rank = 0;
                for (let i = 0; i < seg; i++)
                    if (itemName(items[i]) === name)
                        rank++;
                parts.push(rank ? `${name}#${rank + 1}` : name);
            }
            cur = items[seg];
            continue;
        }
        parts.push(String(seg));
        cur = typeof seg === 'number' ? cur?.items?.[seg] : (0,json_document/* get */.Jt)(cur, seg);
    }
    return parts.join('/');
}
//# sourceMappingURL=place.js.map
;// CONCATENATED MODULE: ./lib/core/rules/navigation-schema.js
// JSON Schema of docs.json as far as navguard checks it: the navigation (spec + what the site builder
// accepts beyond it), the few root keys the builder requires, redirects, styling and interaction.
// Unknown fields are caught with `additionalProperties: false`; the schema rule decides their severity.
// Objects marked `'x-strict': true` are the ones the builder validates strictly: an unknown key there rejects
// docs.json (ajv ignores the marker; the schema rule reads it from the error's parent schema).
const str = { type: 'string' };
const nonEmpty = { type: 'string', minLength: 1 };
const navigation_schema_boolean = { type: 'boolean' };
const pageArray = { type: 'array', items: { $ref: '#/$defs/pageEntry' } };
/** Icon names are written without Font Awesome's "fa-" prefix; the builder rejects one that has it. */
const iconName = { type: 'string', pattern: '^(?!fa-)' };
const icon = {
    if: { type: 'string' },
    then: iconName,
    else: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { name: iconName, style: str, library: str },
    },
};
const hex = { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' };
const openapiObject = {
    type: 'object',
    'x-strict': true,
    required: ['source'],
    additionalProperties: false,
    properties: { source: nonEmpty, directory: str, overlays: { type: 'array', items: str } },
};
const openapi = {
    if: { type: 'string' },
    then: { minLength: 1 },
    else: {
        if: { type: 'array' },
        then: { items: { if: { type: 'string' }, then: { minLength: 1 }, else: openapiObject } },
        else: openapiObject,
    },
};
const asyncapi = openapi;
const color = {
    type: 'object',
    'x-strict': true,
    additionalProperties: false,
    properties: { light: hex, dark: hex },
};
const arrayOf = (def) => ({ type: 'array', items: { $ref: `#/$defs/${def}` } });
const content = {
    languages: arrayOf('language'),
    versions: arrayOf('version'),
    tabs: arrayOf('tab'),
    dropdowns: arrayOf('dropdown'),
    anchors: arrayOf('anchor'),
    products: arrayOf('product'),
    groups: arrayOf('group'),
    pages: pageArray,
    menu: arrayOf('menuItem'),
};
const pick = (...keys) => Object.fromEntries(keys.map((k) => [k, content[k]]));
const common = {
    icon,
    hidden: navigation_schema_boolean,
    directory: { enum: ['none', 'accordion', 'card'] },
    openapi,
    asyncapi,
    global: { $ref: '#/$defs/global' },
    href: str,
};
const division = (nameKey, extra, keys) => ({
    type: 'object',
    required: [nameKey],
    additionalProperties: false,
    properties: { [nameKey]: nonEmpty, ...common, ...extra, ...pick(...keys) },
});
// Global items need an href; for anchors the global-anchor-href rule says so (and checks it is external).
const globalItem = (nameKey) => ({
    type: 'object',
    required: nameKey === 'anchor' ? [nameKey] : [nameKey, 'href'],
    additionalProperties: false,
    properties: { [nameKey]: nonEmpty, href: str, icon, color, hidden: navigation_schema_boolean, description: str },
});
const docsSchema = {
    $id: 'https://navguard.dev/docs.schema.json',
    type: 'object',
    // The builder rejects docs.json without a theme (its discriminator), a name or a primary colour.
    required: ['theme', 'name', 'colors', 'navigation'],
    properties: {
        navigation: { $ref: '#/$defs/navigation' },
        name: nonEmpty,
        theme: { enum: ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] },
        colors: {
            type: 'object',
            'x-strict': true,
            required: ['primary'],
            additionalProperties: false,
            properties: { primary: hex, light: hex, dark: hex },
        },
        redirects: {
            type: 'array',
            items: {
                type: 'object',
                required: ['source', 'destination'],
                additionalProperties: false,
                // Empty strings pass the builder (a redirect from or to "" does nothing useful, but builds).
                properties: { source: str, destination: str, permanent: navigation_schema_boolean },
            },
        },
        api: { type: 'object', properties: { openapi } },
        $schema: str,
        // Their fields are checked by the styling rule; here only that they are objects.
        styling: { type: 'object' },
        interaction: { type: 'object' },
    },
    $defs: {
        navigation: {
            type: 'object',
            // One primary key is needed; the builder rejects a navigation with only `global`/`directory` or nothing.
            anyOf: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'].map((k) => ({ required: [k] })),
            additionalProperties: false,
            properties: {
                ...pick('products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'),
                global: { $ref: '#/$defs/global' },
                directory: { enum: ['none', 'accordion', 'card'] },
            },
        },
        global: {
            type: 'object',
            'x-strict': true,
            additionalProperties: false,
            properties: {
                languages: { type: 'array', items: globalItem('language') },
                versions: { type: 'array', items: globalItem('version') },
                tabs: { type: 'array', items: globalItem('tab') },
                dropdowns: { type: 'array', items: globalItem('dropdown') },
                anchors: { type: 'array', items: globalItem('anchor') },
                products: { type: 'array', items: globalItem('product') },
            },
        },
        pageEntry: { if: { type: 'string' }, then: { minLength: 1 }, else: { $ref: '#/$defs/group' } },
        group: {
            type: 'object',
            required: ['group'],
            additionalProperties: false,
            properties: {
                group: nonEmpty,
                pages: pageArray,
                root: nonEmpty,
                tag: str,
                expanded: navigation_schema_boolean,
                icon,
                hidden: navigation_schema_boolean,
                public: navigation_schema_boolean,
                boost: { type: 'number' },
                searchable: navigation_schema_boolean,
                directory: { enum: ['none', 'accordion', 'card'] },
                openapi,
                asyncapi,
                sdk: true,
            },
        },
        tab: division('tab', { align: { enum: ['start', 'end'] }, searchable: navigation_schema_boolean }, [
            'languages',
            'versions',
            'dropdowns',
            'anchors',
            'products',
            'groups',
            'pages',
            'menu',
        ]),
        anchor: division('anchor', { color }, [
            'languages',
            'versions',
            'dropdowns',
            'tabs',
            'products',
            'groups',
            'pages',
        ]),
        dropdown: division('dropdown', { color, description: str }, [
            'languages',
            'versions',
            'tabs',
            'anchors',
            'products',
            'groups',
            'pages',
        ]),
        product: division('product', { color, description: str, name: str }, [
            'languages',
            'versions',
            'tabs',
            'anchors',
            'dropdowns',
            'groups',
            'pages',
            'menu',
        ]),
        version: division('version', { default: navigation_schema_boolean, tag: str }, [
            'languages',
            'tabs',
            'dropdowns',
            'anchors',
            'products',
            'groups',
            'pages',
        ]),
        language: division('language', {
            default: navigation_schema_boolean,
            banner: { type: 'object', properties: { content: str, dismissible: navigation_schema_boolean } },
            footer: { type: 'object' },
            navbar: { type: 'object' },
        }, ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages']),
        menuItem: division('item', { description: str }, [
            'languages',
            'versions',
            'dropdowns',
            'anchors',
            'products',
            'tabs',
            'groups',
            'pages',
        ]),
    },
};
/** docs.json root keys the builder knows; others are dropped silently. */
const KNOWN_ROOT_KEYS = [
    '$schema',
    'theme',
    'name',
    'colors',
    'navigation',
    'public',
    'description',
    'logo',
    'favicon',
    'api',
    'appearance',
    'background',
    'navbar',
    'footer',
    'search',
    'seo',
    'fonts',
    'icons',
    'styling',
    'redirects',
    'integrations',
    'banner',
    'errors',
    'contextual',
    'thumbnails',
    'interaction',
    'metadata',
    'variables',
    'markdown',
];
/** Keys of the older mint.json format that docs.json builds ignore. */
const LEGACY_ROOT_KEYS = [
    'topbarLinks',
    'topbarCtaButton',
    'anchors',
    'tabs',
    'versions',
    'modeToggle',
    'layout',
    'mintlify',
    'openapi',
    'topAnchor',
    'primaryTab',
    'footerSocials',
    'feedback',
    'sidebar',
    'backgroundImage',
    'analytics',
    'isWhiteLabeled',
];
//# sourceMappingURL=navigation-schema.js.map
;// CONCATENATED MODULE: ./lib/core/rules/schema.js






// Precompiled from navigation-schema.ts (compiling at run time costs ~300 ms); a test keeps it current.
const validator = validate;
const NAME_KEYS = ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item', 'group'];
const CONTENT_KEYS = new Set([
    'pages',
    'groups',
    'tabs',
    'anchors',
    'dropdowns',
    'products',
    'versions',
    'languages',
    'menu',
]);
function pointer(path) {
    if (!path)
        return [];
    return path
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
/** "tab "Guides" › group "Setup"": where a JSON path lands, in the words of the navigation. */
function describeLocation(docs, path) {
    const parts = [];
    let cur = docs;
    for (const seg of path) {
        cur = typeof seg === 'number' ? cur?.items?.[seg] : (0,json_document/* get */.Jt)(cur, seg);
        if (cur?.type !== 'object')
            continue;
        const nameKey = NAME_KEYS.find((k) => (0,json_document/* get */.Jt)(cur, k)?.type === 'string');
        if (nameKey)
            parts.push(`${nameKey === 'item' ? 'menu item' : nameKey} "${String((0,json_document/* get */.Jt)(cur, nameKey).value)}"`);
    }
    return parts.length ? parts.join(' › ') : path[0] === 'navigation' ? 'navigation' : 'docs.json';
}
const DIVISION_ARRAYS = new Set(['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu']);
const REJECTS = 'the site builder rejects docs.json';
/**
 * What the site builder does with an invalid value at a path of docs.json. Outside the navigation and in the
 * navigation root's own content it rejects docs.json. Inside a division (tab, anchor, dropdown, product, version,
 * language, menu item) it does not: each division's content is a union tried in order, ending with "no
 * content", so content that fails to parse is dropped without a word: the division's content key that holds
 * the error, or, for an error in the division's own fields, the whole array holding the division one level up.
 */
function builderConsequence(docs, path) {
    if (path[0] !== 'navigation')
        return REJECTS;
    const divisions = [{ at: 1, kind: 'root' }];
    for (let i = 2; i < path.length + 1; i++) {
        const holderKey = path[i - 2];
        if (typeof path[i - 1] !== 'number' ||
            typeof holderKey !== 'string' ||
            !DIVISION_ARRAYS.has(holderKey) ||
            path[i - 3] === 'global')
            continue;
        divisions.push({ at: i, kind: model_nav/* KIND_OF_ARRAY */.F5[holderKey] });
    }
    const last = divisions[divisions.length - 1];
    const next = path[last.at];
    let drop;
    if (typeof next === 'string' && model_nav/* CONTENT_ORDER */.HF[last.kind].includes(next)) {
        if (last.kind !== 'root')
            drop = { holder: path.slice(0, last.at), key: next };
    }
    else {
        const parent = divisions[divisions.length - 2];
        if (parent && parent.kind !== 'root')
            drop = { holder: path.slice(0, parent.at), key: String(path[parent.at]) };
    }
    if (!drop)
        return REJECTS;
    const entries = countEntries((0,json_document.at)(docs, [...drop.holder, drop.key]));
    return `the site builder does not reject it but silently drops "${drop.key}" of ${describeLocation(docs, drop.holder)}${entries ? ` with its ${entries} ${entries === 1 ? 'entry' : 'entries'}` : ''}, which then do not appear on the live site`;
}
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const ITEM_OF = (0,model_nav/* table */.tp)({
    tabs: 'A tab',
    anchors: 'An anchor',
    groups: 'A group',
    pages: 'A group',
    dropdowns: 'A dropdown',
    products: 'A product',
    versions: 'A version',
    languages: 'A language',
    menu: 'A menu item',
    redirects: 'A redirect',
});
/** "A tab", "A group", … for the object at the end of a path, from the array that holds it. */
function objectName(path) {
    const holder = path[path.length - 2];
    if (typeof path[path.length - 1] === 'number' && typeof holder === 'string')
        return ITEM_OF[holder] ?? 'An entry';
    return path.length ? `"${String(path[path.length - 1])}"` : 'docs.json';
}
function typeName(node) {
    if (!node)
        return 'nothing';
    if (node.type === 'string')
        return `the string "${String(node.value).slice(0, 60)}"`;
    if (node.type === 'array')
        return 'a list';
    if (node.type === 'object')
        return 'an object';
    return `${node.type === 'null' ? 'null' : `the ${node.type} ${String(node.value)}`}`;
}
const TYPE_WORDS = {
    string: 'text (a string)',
    boolean: 'true or false',
    number: 'a number',
    object: 'an object',
    array: 'a list',
};
function countEntries(node) {
    if (!node)
        return 0;
    if (node.type === 'string')
        return 1;
    let n = 0;
    for (const i of node.items ?? [])
        n += countEntries(i);
    for (const p of node.props ?? [])
        if (CONTENT_KEYS.has(p.key))
            n += countEntries(p.value);
    return n;
}
function checkSchema(site, out) {
    const docs = site.docs;
    if (!docs)
        return;
    if (docs.type !== 'object') {
        out.add('schema', docs.span, `docs.json must hold an object, not ${typeName(docs)}.`, { key: 'root-type' });
        return;
    }
    const validate = validator;
    validate((0,json_document/* toValue */.BA)(docs));
    const seen = new Set();
    for (const e of validate.errors ?? []) {
        if (e.keyword === 'if')
            continue;
        // `anyOf` (navigation's primary key) is reported once, not as one "required" per branch.
        if (e.schemaPath.includes('/anyOf/'))
            continue;
        const path = pointer(e.instancePath);
        const dedupe = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        reportAjvError(e, path, docs, out);
    }
    for (const p of docs.props ?? []) {
        if (KNOWN_ROOT_KEYS.includes(p.key))
            continue;
        if (LEGACY_ROOT_KEYS.includes(p.key)) {
            out.add('schema', p.keySpan, `"${p.key}" is a key of the older mint.json format; docs.json builds ignore it, so whatever it configures does not appear on the live site.`, {
                key: `legacy|${p.key}`,
                severity: 'warning',
                fix: {
                    message: `Move what "${p.key}" configures into its docs.json equivalent (for example navbar or navigation.global), then delete it.`,
                },
            });
            continue;
        }
        const near = (0,mod/* closest */.kp)(p.key, KNOWN_ROOT_KEYS);
        const hint = (0,mod/* distance */.Io)(p.key, near) <= 2 ? ` Did you mean "${near}"?` : '';
        out.add('schema', p.keySpan, `docs.json has an unknown key "${p.key}"; the site builder ignores it.${hint}`, {
            key: `unknown-root|${p.key}`,
            severity: 'warning',
        });
    }
    checkStyling(docs, out);
}
function reportAjvError(e, path, docs, out) {
    const node = (0,json_document.at)(docs, path);
    if (!node)
        return;
    const where = describeLocation(docs, path);
    const field = typeof path[path.length - 1] === 'string' ? String(path[path.length - 1]) : undefined;
    const key = `${placeOf(docs, path)}|${e.keyword}`;
    const fate = builderConsequence(docs, path);
    const spec = groupSpecField(docs, path);
    if (spec) {
        // The builder does not reject a bad spec value on a group: it drops it without a word.
        const group = String((0,json_document/* get */.Jt)((0,json_document.at)(docs, spec.groupPath), 'group')?.value ?? '');
        out.add('schema', node.span, `"${spec.field}" of group "${group}" is not a valid spec reference (${ajvText(e)}); the site builder drops the whole "${spec.field}" value without a word, so the group's generated API pages and endpoint entries lose their spec.`, {
            key: `${key}|group-spec`,
            fix: { message: `Write "${spec.field}" as a path or URL, an array of them, or {"source": …, "directory": …}.` },
        });
        return;
    }
    switch (e.keyword) {
        case 'anyOf':
            out.add('schema', node.span, `"navigation" has no primary key: it needs one of "pages", "groups", "tabs", "anchors", "dropdowns", "products", "versions" or "languages". The site builder rejects docs.json.`, {
                key,
                fix: { message: 'Add the pages of the site, e.g. "pages": ["index"], or groups of them.' },
            });
            return;
        case 'additionalProperties': {
            const name = e.params.additionalProperty;
            const p = node.props?.find((x) => x.key === name);
            if (!p)
                return;
            const allowed = Object.keys(e.parentSchema.properties ?? {});
            const near = allowed.length ? (0,mod/* closest */.kp)(name, allowed) : undefined;
            const suggestion = near && (0,mod/* distance */.Io)(name, near) <= Math.max(2, Math.floor(name.length / 3)) ? near : undefined;
            if (e.parentSchema['x-strict'] === true) {
                // Objects the builder validates strictly (colors, global, openapi objects): an unknown key is fatal.
                out.add('schema', p.keySpan, `${field ? `"${field}" in ${where}` : where} has an unknown field "${name}"; this object allows only ${allowed.map((a) => `"${a}"`).join(', ')}, and ${fate}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, {
                    key: `${key}|${name}`,
                    fix: suggestion
                        ? {
                            message: `Rename "${name}" to "${suggestion}".`,
                            edits: out.replaceEdit(p.keySpan, JSON.stringify(suggestion)),
                        }
                        : { message: `Remove "${name}".` },
                });
                return;
            }
            const entries = countEntries(p.value);
            const losesContent = p.value.type === 'array' || (p.value.type === 'object' && entries > 0);
            const consequence = losesContent
                ? ` The site builder ignores it, so ${entries ? `its ${entries} ${entries === 1 ? 'entry' : 'entries'}` : 'what it holds'} will not appear on the live site.`
                : ' The site builder ignores it.';
            out.add('schema', p.keySpan, `${where} has an unknown field "${name}".${consequence}${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, {
                key: `${key}|${name}`,
                severity: losesContent ? 'error' : 'warning',
                fix: suggestion
                    ? {
                        message: `Rename "${name}" to "${suggestion}".`,
                        edits: out.replaceEdit(p.keySpan, JSON.stringify(suggestion)),
                    }
                    : { message: `Remove "${name}", or move its content to a field the builder knows: ${allowed.join(', ')}.` },
            });
            return;
        }
        case 'required': {
            const missing = e.params.missingProperty;
            const what = NAME_KEYS.includes(missing) ? `its label "${missing}"` : `"${missing}"`;
            out.add('schema', node.span, `${path.length ? `${objectName(path)} in ${where}` : 'docs.json'} is missing ${what}, which is required; ${fate === REJECTS ? `${REJECTS} and the build fails` : fate}.`, {
                key: `${key}|${missing}`,
                fix: { message: `Add "${missing}" to this object.` },
            });
            return;
        }
        case 'type': {
            const want = String(e.params.type);
            // A `pages` entry that is neither text nor an object fails the group branch: say both forms.
            const inPages = typeof path[path.length - 1] === 'number' && path[path.length - 2] === 'pages';
            const wanted = inPages && want === 'object' ? 'a page path (text) or a group object' : (TYPE_WORDS[want] ?? want);
            out.add('schema', node.span, `${field ? `"${field}"` : 'This entry'} in ${where} must be ${wanted}, not ${typeName(node)}; ${fate}.`, { key });
            return;
        }
        case 'enum': {
            const allowed = (e.params.allowedValues ?? []).map((v) => JSON.stringify(v));
            out.add('schema', node.span, `"${field ?? ''}" in ${where} is ${typeName(node)}; allowed values: ${allowed.join(', ')}. ${capital(fate)}.`, { key });
            return;
        }
        case 'minLength':
            out.add('schema', node.span, `${field ? `"${field}"` : 'This entry'} in ${where} is empty; it needs at least one character. ${capital(fate)}.`, { key });
            return;
        case 'pattern': {
            const value = String(node.value);
            if (value.startsWith('fa-')) {
                out.add('schema', node.span, `Icon "${value}" in ${where} starts with "fa-"; icon names are written without that prefix, and ${fate}.`, {
                    key,
                    fix: {
                        message: `Write "${value.slice(3)}".`,
                        edits: out.replaceEdit(node.span, JSON.stringify(value.slice(3))),
                    },
                });
                return;
            }
            const colour = field === 'primary' || field === 'light' || field === 'dark';
            out.add('schema', node.span, `"${field ?? ''}" in ${where} is ${typeName(node)}, which is not in the expected form (${colour ? 'a hex colour such as #0D9373' : e.params.pattern}); ${fate}.`, { key });
            return;
        }
        default:
            out.add('schema', node.span, `${where}: ${e.message ?? 'invalid value'}.`, { key });
    }
}
/** The group and field when a path lies inside a group's `openapi`/`asyncapi` value. */
function groupSpecField(docs, path) {
    const i = path.findIndex((seg) => seg === 'openapi' || seg === 'asyncapi');
    if (i < 1 || path[0] !== 'navigation')
        return undefined;
    const owner = (0,json_document.at)(docs, path.slice(0, i));
    return owner && (0,json_document/* get */.Jt)(owner, 'group') !== undefined
        ? { field: String(path[i]), groupPath: path.slice(0, i) }
        : undefined;
}
/** An ajv error in a few words, for messages that wrap it. */
function ajvText(e) {
    if (e.keyword === 'additionalProperties')
        return `unknown field "${e.params.additionalProperty}"`;
    if (e.keyword === 'required')
        return `"${e.params.missingProperty}" is missing`;
    if (e.keyword === 'type')
        return `expected ${TYPE_WORDS[String(e.params.type)] ?? String(e.params.type)}`;
    if (e.keyword === 'minLength')
        return 'it is empty';
    return e.message ?? 'invalid value';
}
function checkStyling(docs, out) {
    const eyebrows = (0,json_document.at)(docs, ['styling', 'eyebrows']);
    if (eyebrows && !(eyebrows.type === 'string' && (eyebrows.value === 'breadcrumbs' || eyebrows.value === 'section'))) {
        out.add('styling', eyebrows.span, `"styling.eyebrows" is ${typeName(eyebrows)}; it must be "breadcrumbs" (show the full navigation path above each page) or "section" (show the section name). The site builder rejects docs.json.`, {
            key: 'eyebrows',
            fix: { message: 'Use "breadcrumbs" or "section".', edits: out.replaceEdit(eyebrows.span, '"breadcrumbs"') },
        });
    }
    const drill = (0,json_document.at)(docs, ['interaction', 'drilldown']);
    if (drill && drill.type !== 'boolean') {
        const fixed = drill.type === 'string' && /^(true|false)$/i.test(String(drill.value))
            ? String(drill.value).toLowerCase()
            : undefined;
        out.add('styling', drill.span, `"interaction.drilldown" is ${typeName(drill)}; it must be true (opening a group goes to its first page) or false (it only expands); leave it out for the theme's default. The site builder rejects docs.json.`, {
            key: 'drilldown',
            fix: fixed
                ? { message: `Write ${fixed} without quotes.`, edits: out.replaceEdit(drill.span, fixed) }
                : { message: 'Use true or false, or remove the field.' },
        });
    }
}
//# sourceMappingURL=schema.js.map
// EXTERNAL MODULE: ./lib/core/rules/sink.js
var sink = __webpack_require__(9024);
;// CONCATENATED MODULE: ./lib/core/rules/structure.js
// Nesting rules of the spec, and what the site builder silently drops when they are broken:
// multiple-roots, mixed-children, menu-content, global-anchor-href, unknown-language, empty-division.





/** Language codes listed in the spec. */
const SPEC_LANGUAGES = [
    'ar',
    'cs',
    'cn',
    'zh-Hant',
    'nl',
    'en',
    'fr',
    'de',
    'he',
    'hi',
    'id',
    'it',
    'jp',
    'ko',
    'lv',
    'no',
    'pl',
    'pt-BR',
    'ro',
    'ru',
    'es',
    'sv',
    'tr',
    'ua',
    'uz',
    'vi',
];
/** Language codes the site builder accepts (@mintlify/validation 0.1.878). */
const PLATFORM_LANGUAGES = [
    'en',
    'cn',
    'zh',
    'zh-Hans',
    'zh-Hant',
    'zh-CN',
    'zh-TW',
    'es',
    'fr',
    'fr-CA',
    'fr-ca',
    'ja',
    'jp',
    'ja-jp',
    'ja-JP',
    'pt',
    'pt-BR',
    'de',
    'ko',
    'it',
    'ru',
    'ro',
    'cs',
    'id',
    'ar',
    'tr',
    'hi',
    'sv',
    'no',
    'da',
    'lv',
    'nl',
    'uk',
    'vi',
    'pl',
    'uz',
    'he',
    'ca',
    'fi',
    'hu',
];
/** Codes both the spec and the site builder accept: the only safe suggestions. */
const SAFE_LANGUAGES = SPEC_LANGUAGES.filter((c) => PLATFORM_LANGUAGES.includes(c));
/** Arrays the builder rejects when empty; the others it accepts and renders as nothing. */
const MUST_NOT_BE_EMPTY = new Set(['tabs', 'anchors', 'groups', 'versions', 'languages']);
const MENU_ALLOWED = new Set(['groups', 'pages', 'href']);
/** Every navigation object (root, divisions, groups) in the raw JSON, dropped content included. */
function* objects(nav) {
    const stack = [{ json: nav, kind: 'root', path: ['navigation'] }];
    while (stack.length) {
        const v = stack.pop();
        yield v;
        for (const p of v.json.props ?? []) {
            const childKind = model_nav/* KIND_OF_ARRAY */.F5[p.key];
            if (!childKind || p.value.type !== 'array')
                continue;
            (p.value.items ?? []).forEach((item, i) => {
                if (item.type !== 'object')
                    return;
                const kind = childKind === 'page' ? 'group' : childKind;
                if (kind === 'group' && (0,json_document/* get */.Jt)(item, 'group') === undefined && childKind === 'page')
                    return;
                stack.push({ json: item, kind, path: [...v.path, p.key, i] });
            });
        }
    }
}
function count(node) {
    let pages = 0;
    const walkNode = (n) => {
        if (!n)
            return;
        if (n.type === 'string')
            pages++;
        for (const i of n.items ?? [])
            walkNode(i);
        for (const p of n.props ?? [])
            if (model_nav/* KIND_OF_ARRAY */.F5[p.key] || p.key === 'root')
                walkNode(p.value);
    };
    walkNode(node);
    return { pages, items: node?.items?.length ?? 0 };
}
function droppedText(p) {
    if (p.key === 'href')
        return `its link "${(0,json_document/* str */.gx)(p.value) ?? ''}"`;
    const { pages, items } = count(p.value);
    const what = `${items} ${p.key === 'pages' ? (items === 1 ? 'entry' : 'entries') : items === 1 ? p.key.replace(/s$/, '') : p.key}`;
    return p.key === 'pages' || pages === 0 ? what : `${what} (${pages} page${pages === 1 ? '' : 's'})`;
}
function checkStructure(site, out) {
    const nav = (0,json_document/* get */.Jt)(site.docs, 'navigation');
    if (nav?.type !== 'object')
        return;
    for (const v of objects(nav)) {
        if (v.kind !== 'group')
            checkChildTypes(v, out, site);
        if (v.kind === 'menu-item')
            checkMenu(v, out, site);
        if (v.kind === 'language')
            checkLanguage(v, out, site);
        for (const p of v.json.props ?? []) {
            if (p.value.type === 'array' && model_nav/* KIND_OF_ARRAY */.F5[p.key] && (p.value.items ?? []).length === 0)
                checkEmpty(v, p, out, site);
            if (p.key === 'global' && p.value.type === 'object')
                checkGlobal(p.value, out);
        }
    }
}
function checkChildTypes(v, out, site) {
    const kind = v.kind;
    const present = model_nav/* CONTENT_ORDER */.HF[kind].filter((k) => (0,model_nav/* hasContent */.ov)(v.json, k));
    if (present.length < 2)
        return;
    const kept = present[0];
    const where = v.kind === 'root' ? 'The navigation root' : describeLocation(site.docs, v.path);
    for (const key of present.slice(1)) {
        const p = v.json.props.find((x) => x.key === key);
        const rule = v.kind === 'root' ? 'multiple-roots' : 'mixed-children';
        const lead = v.kind === 'root'
            ? `${where} has more than one primary key (${present.map((k) => `"${k}"`).join(', ')}).`
            : `${where} holds more than one type of child (${present.map((k) => `"${k}"`).join(', ')}).`;
        if (kept !== 'href' && listedElsewhere(p, site)) {
            // Nothing disappears: the dropped entries are all in the navigation the builder keeps.
            out.add(rule, p.keySpan, `${lead} The site builder keeps "${kept}" and silently drops "${key}" with ${droppedText(p)}; every page in it is also listed elsewhere in the navigation, so nothing goes missing, but this "${key}" has no effect.`, {
                key: `${placeOf(site.docs, v.path)}|${key}`,
                severity: 'warning',
                fix: { message: `Remove "${key}" here: its pages are already in the navigation.` },
            });
            continue;
        }
        out.add(rule, p.keySpan, `${lead} The site builder keeps "${kept}" and silently drops "${key}" with ${droppedText(p)}: they will not appear on the live site.`, {
            key: `${placeOf(site.docs, v.path)}|${key}`,
            fix: {
                message: kept === 'href'
                    ? `Remove "href" to show this content, or remove "${key}" if this entry should only link out.`
                    : `Keep one child type per level: move "${key}" inside one of the ${kept}, or turn the ${kept} into "${key}".`,
            },
        });
    }
}
/** Whether a dropped `pages` array holds only page paths that the kept navigation lists anyway. */
function listedElsewhere(p, site) {
    const items = p.value.items ?? [];
    if (p.key !== 'pages' || !site.nav || !items.length || items.some((i) => i.type !== 'string'))
        return false;
    const listed = new Set();
    for (const n of (0,model_nav/* walk */.GG)(site.nav)) {
        if (n.kind === 'page')
            listed.add(n.page);
        if (n.root)
            listed.add(n.root.page);
    }
    return items.every((i) => listed.has((0,paths/* builderPagePath */.M9)(i.value)));
}
function checkMenu(v, out, site) {
    for (const p of v.json.props ?? []) {
        if (!model_nav/* KIND_OF_ARRAY */.F5[p.key] || MENU_ALLOWED.has(p.key))
            continue;
        out.add('menu-content', p.keySpan, `Menu item "${(0,json_document/* str */.gx)((0,json_document/* get */.Jt)(v.json, 'item')) ?? ''}" in ${describeLocation(site.docs, v.path.slice(0, -2))} holds "${p.key}"; a menu item may hold only groups, pages and an external link.`, {
            key: `${placeOf(site.docs, v.path)}|${p.key}`,
            fix: {
                message: `Replace "${p.key}" with "groups" or "pages", or move this content out of the menu into its own tab.`,
            },
        });
    }
}
function checkLanguage(v, out, site) {
    const node = (0,json_document/* get */.Jt)(v.json, 'language');
    const code = (0,json_document/* str */.gx)(node);
    if (!node || code === undefined)
        return;
    const inSpec = SPEC_LANGUAGES.includes(code);
    const inPlatform = PLATFORM_LANGUAGES.includes(code);
    if (inSpec && inPlatform)
        return;
    const lower = code.toLowerCase();
    const candidates = [...SAFE_LANGUAGES, ...PLATFORM_LANGUAGES];
    // Ukrainian: the spec says "ua", the builder only knows "uk".
    const prefix = lower.split(/[-_]/)[0];
    const suggestion = code === 'ua'
        ? 'uk'
        : (candidates.find((c) => c.toLowerCase() === lower) ??
            (prefix ? candidates.find((c) => c.toLowerCase().startsWith(prefix)) : undefined));
    if (inPlatform) {
        out.add('unknown-language', node.span, `Language "${code}" is not in the spec's list of language codes, though the site builder accepts it. Other tools that follow the spec may not recognise it.`, {
            key: code,
            severity: 'warning',
            fix: code === 'ja'
                ? { message: 'The spec writes Japanese as "jp".' }
                : code === 'zh'
                    ? { message: 'The spec writes Chinese as "cn" (or "zh-Hant").' }
                    : undefined,
        });
        return;
    }
    // At the root the builder rejects docs.json; inside a tab (or other division) it drops that content silently.
    const fate = builderConsequence(site.docs, [...v.path, 'language']);
    const reason = inSpec
        ? `The spec lists "${code}", but the site builder does not accept it${code === 'ua' ? ' (it expects "uk" for Ukrainian)' : ''}: ${fate}.`
        : `It is neither in the spec's list nor accepted by the site builder: ${fate}.`;
    out.add('unknown-language', node.span, `Language "${code}" is not a supported language code. ${reason}`, {
        key: code,
        fix: suggestion && suggestion !== code
            ? { message: `Use "${suggestion}".`, edits: out.replaceEdit(node.span, JSON.stringify(suggestion)) }
            : { message: `Use one of: ${SAFE_LANGUAGES.join(', ')}.` },
    });
}
function checkEmpty(v, p, out, site) {
    const where = v.kind === 'root' ? 'the navigation root' : describeLocation(site.docs, v.path);
    // The builder needs at least one entry in these arrays; it rejects docs.json only when that leaves the
    // navigation root without a primary key. In a division the empty array just counts as absent.
    const required = MUST_NOT_BE_EMPTY.has(p.key);
    const others = v.kind !== 'group' && model_nav/* CONTENT_ORDER */.HF[v.kind].some((k) => k !== p.key && (0,model_nav/* hasContent */.ov)(v.json, k));
    const fatal = required && v.kind === 'root' && !others;
    const itemKind = model_nav/* KIND_OF_ARRAY */.F5[p.key];
    const what = itemKind === 'page' ? 'page' : itemKind === 'menu-item' ? 'menu item' : (itemKind ?? 'entry');
    const shows = `this ${v.kind === 'root' ? 'site' : v.kind} shows nothing on the live site`;
    out.add('empty-division', p.value.span, fatal
        ? `"${p.key}" in ${where} is empty; the site builder requires at least one ${what} here and rejects docs.json.`
        : required
            ? `"${p.key}" in ${where} is empty; the site builder treats an empty "${p.key}" as absent${others ? '' : `, so ${shows}`}.`
            : `"${p.key}" in ${where} is empty, so ${shows}.`, {
        key: `${placeOf(site.docs, v.path)}|${p.key}`,
        severity: fatal ? 'error' : 'warning',
        fix: { message: `Add at least one ${what} to "${p.key}", or remove it.` },
    });
}
function checkGlobal(global, out) {
    const anchors = (0,json_document/* get */.Jt)(global, 'anchors');
    for (const a of anchors?.items ?? []) {
        if (a.type !== 'object')
            continue;
        const label = (0,json_document/* str */.gx)((0,json_document/* get */.Jt)(a, 'anchor')) ?? '(unnamed)';
        const href = (0,json_document/* get */.Jt)(a, 'href');
        const value = (0,json_document/* str */.gx)(href);
        if (value !== undefined && /^https?:\/\/[^/\s]+/i.test(value))
            continue;
        const msg = value === undefined
            ? `Global anchor "${label}" has no "href". Global anchors appear on every page and must link to an external http(s) URL.`
            : `Global anchor "${label}" links to "${value}", which is not an external http(s) URL. Global anchors appear on every page and the spec requires an external link${value.startsWith('/') ? '; the site builder accepts a relative path today, but it is outside the spec' : ''}.`;
        out.add('global-anchor-href', (href ?? a).span, msg, {
            key: label,
            fix: {
                message: value?.startsWith('/')
                    ? 'Use the full URL (https://your-site.com/…), or move this link into the navigation as a page.'
                    : 'Set "href" to a full https:// URL.',
            },
        });
    }
}
//# sourceMappingURL=structure.js.map
;// CONCATENATED MODULE: ./lib/core/rules/syntax.js
function checkSyntax(site, out) {
    for (const [file, parsed] of site.config.files) {
        for (const p of parsed.problems) {
            if (p.kind === 'syntax') {
                out.add('json-syntax', p.span, `${file} is not valid JSON: ${p.message}. The site build stops at this point and nothing is deployed.`, {
                    key: `${file}|${p.message}`,
                    fix: p.message.includes('trailing comma')
                        ? { message: 'Delete the comma before the closing bracket.' }
                        : undefined,
                });
            }
            else if (p.kind === 'too-deep') {
                out.add('input-limit', p.span, `${file}: ${p.message}. No real navigation nests this deep; the file was not checked further.`, { key: `${file}|too-deep` });
            }
            else {
                out.add('duplicate-key', p.span, `"${p.message}" appears more than once in this object. JSON readers keep only the last one, so this earlier value is ignored by the site builder.`, {
                    key: `${file}|${p.message}|${p.span.offset}`,
                    fix: { message: `Remove one of the "${p.message}" entries, or merge them.` },
                });
            }
        }
    }
    for (const p of site.config.refProblems) {
        out.add(p.kind === 'outside' ? 'unsafe-path' : 'ref-unresolved', p.span, p.message, {
            key: `${p.span.file}|${p.kind}|${p.message}`,
        });
    }
    for (const p of site.source.problems ?? []) {
        const rule = p.kind === 'symlink-outside-root' ? 'unsafe-path' : 'input-limit';
        out.add(rule, { file: p.path, line: 1, column: 1 }, `${p.path}: ${p.detail}`, { key: `${p.path}|${p.kind}` });
    }
}
//# sourceMappingURL=syntax.js.map
// EXTERNAL MODULE: ./lib/core/site/base-path.js
var base_path = __webpack_require__(5384);
;// CONCATENATED MODULE: ./lib/core/analyze.js
// load → model → rules → findings: the one entry point of the pure core for a single state of a site.












function analyze(source, options = {}) {
    return analyzeSite((0,model/* loadSite */.UK)(source), options);
}
/** Run every rule on a loaded site. */
function analyzeSite(site, options = {}) {
    const configured = options.config ?? core_config/* DEFAULT_CONFIG */.PV;
    const source = site.source;
    const { routes, inferred } = (0,base_path/* siteRoutes */.u)(site, configured.basePath);
    const config = inferred ? { ...configured, basePath: inferred.basePath } : configured;
    const out = new sink/* FindingSink */.R(site);
    checkSyntax(site, out);
    checkSchema(site, out);
    checkStructure(site, out);
    const { dangling } = checkPages(site, routes, config, out);
    const api = checkOpenApi(site, out);
    checkRedirects(site, routes, out);
    const links = (0,rules_links/* checkLinks */.m)(site, routes, config, options.links ?? 'all', options.changed, out);
    let entries = 0;
    if (site.nav)
        for (const n of (0,model_nav/* walk */.GG)(site.nav))
            if (n.kind === 'page' || n.kind === 'endpoint')
                entries++;
    const findings = applyPolicy(out.findings, config, source.rootPrefix);
    const stats = {
        pages: site.index.pages.size,
        entries,
        endpoints: api.endpoints,
        orphans: findings.filter((f) => f.rule === 'orphan-page').length,
        dangling,
        redirects: site.redirects.length,
        linksChecked: links.checked,
        filesLinkChecked: links.files,
        specs: [...site.specs.values()].filter((s) => s.ok).length,
        endpointsUnchecked: api.unchecked,
    };
    return { site, routes, ...(inferred ? { inferredBasePath: inferred } : {}), findings, stats };
}
/** Severity overrides, rules turned off, ignored files; then a stable order (file, line, column, rule). */
function applyPolicy(findings, config, rootPrefix) {
    const ignored = (0,core_config/* globMatcher */.fU)(config.ignore);
    const prefix = rootPrefix ? `${rootPrefix}/` : '';
    const out = [];
    for (const f of findings) {
        const setting = config.rules[f.rule];
        if (setting === 'off')
            continue;
        const rel = f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file;
        if (ignored(rel))
            continue;
        out.push(setting ? { ...f, severity: setting } : f);
    }
    return sortFindings(out);
}
function sortFindings(findings) {
    return findings.sort((a, b) => a.file < b.file
        ? -1
        : a.file > b.file
            ? 1
            : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
}
//# sourceMappingURL=analyze.js.map

/***/ }),

/***/ 4997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ toValue),
/* harmony export */   Jt: () => (/* binding */ get),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   at: () => (/* binding */ at),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* unused harmony exports nestingDepth, prop */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5206);
// docs.json (and the files it pulls in with $ref) as a tree of values that remember where they came from.


/** Deeper than this, navguard refuses to walk a file: no real navigation nests this far. */
const MAX_JSON_DEPTH = 256;
const SYNTAX_TEXT = {
    InvalidSymbol: 'this is not a JSON value (strings need double quotes; true, false and null are lower-case)',
    InvalidNumberFormat: 'this number is not written the way JSON allows',
    PropertyNameExpected: 'a field name in double quotes was expected here',
    ValueExpected: 'a value was expected here',
    ColonExpected: 'a colon (:) was expected after the field name',
    CommaExpected: 'a comma is missing before this',
    CloseBraceExpected: 'a closing } is missing',
    CloseBracketExpected: 'a closing ] is missing',
    EndOfFileExpected: 'there is text after the end of the JSON value',
    InvalidCommentToken: 'JSON does not allow comments',
    UnexpectedEndOfComment: 'a comment is not closed (and JSON does not allow comments)',
    UnexpectedEndOfString: 'a string is not closed with a double quote',
    UnexpectedEndOfNumber: 'a number ends unexpectedly',
    InvalidUnicode: 'this \\u escape is not valid',
    InvalidEscapeCharacter: 'this backslash escape is not valid in JSON',
    InvalidCharacter: 'this character is not allowed inside a JSON string (control characters must be escaped)',
};
/** Deepest bracket nesting outside strings; a cheap guard before any recursive walk. */
function nestingDepth(text) {
    let depth = 0;
    let max = 0;
    let at = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 92)
                i++;
            else if (c === 34)
                inString = false;
        }
        else if (c === 34)
            inString = true;
        else if (c === 123 || c === 91) {
            depth++;
            if (depth > max) {
                max = depth;
                at = i;
            }
        }
        else if (c === 125 || c === 93)
            depth--;
    }
    return { depth: max, offset: at };
}
function describeSyntax(err, text) {
    const name = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(err.error);
    // A trailing comma shows up as "value/property expected" at a closing bracket: say what it really is.
    if (name === 'ValueExpected' || name === 'PropertyNameExpected') {
        const here = text[err.offset];
        const before = text.slice(0, err.offset).trimEnd();
        if ((here === ']' || here === '}') && before.endsWith(','))
            return 'a trailing comma before this closing bracket is not allowed in JSON';
    }
    return SYNTAX_TEXT[name] ?? name;
}
function parseJson(file, text) {
    const lines = new _positions_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text);
    const problems = [];
    const { depth, offset } = nestingDepth(text);
    if (depth > MAX_JSON_DEPTH) {
        problems.push({
            kind: 'too-deep',
            message: `values are nested ${depth} levels deep here; navguard reads at most ${MAX_JSON_DEPTH} levels`,
            span: { file, offset, length: 1 },
        });
        return { lines, problems };
    }
    const errors = [];
    // JSON.parse rejects a byte-order mark, so the build would too: report it, then read past it.
    let start = 0;
    if (text.charCodeAt(0) === 0xfeff) {
        problems.push({
            kind: 'syntax',
            message: 'the file starts with a byte-order mark (BOM), which JSON.parse rejects',
            span: { file, offset: 0, length: 1 },
        });
        start = 1;
    }
    const tree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(start ? ' ' + text.slice(1) : text, errors, {
        disallowComments: true,
        allowTrailingComma: false,
        allowEmptyContent: false,
    });
    const seen = new Set();
    for (const err of errors) {
        const message = describeSyntax(err, text);
        // The parser may report one mistake twice at one place (a trailing comma in an object is both
        // "property expected" and "value expected"): say it once.
        if (seen.has(`${err.offset}|${message}`))
            continue;
        seen.add(`${err.offset}|${message}`);
        problems.push({ kind: 'syntax', message, span: { file, offset: err.offset, length: Math.max(1, err.length) } });
    }
    if (problems.some((p) => p.kind === 'syntax') || !tree)
        return { lines, problems };
    return { root: convert(tree, file, problems), lines, problems };
}
function convert(node, file, problems) {
    const span = { file, offset: node.offset, length: node.length };
    switch (node.type) {
        case 'object': {
            const props = [];
            const seen = new Map();
            for (const p of node.children ?? []) {
                const [k, v] = p.children ?? [];
                if (!k || !v)
                    continue;
                const key = String(k.value);
                const prop = {
                    key,
                    keySpan: { file, offset: k.offset, length: k.length },
                    value: convert(v, file, problems),
                };
                const earlier = seen.get(key);
                if (earlier) {
                    problems.push({ kind: 'duplicate-key', message: key, span: earlier.keySpan });
                    props.splice(props.indexOf(earlier), 1);
                }
                seen.set(key, prop);
                props.push(prop);
            }
            return { type: 'object', span, props };
        }
        case 'array':
            return { type: 'array', span, items: (node.children ?? []).map((c) => convert(c, file, problems)) };
        case 'property':
            // Not reached: properties are unwrapped above.
            return { type: 'null', span, value: null };
        default:
            return { type: node.type, span, value: node.value };
    }
}
// ---- small accessors used everywhere ----
function prop(node, key) {
    return node?.props?.find((p) => p.key === key);
}
function get(node, key) {
    return prop(node, key)?.value;
}
function str(node) {
    return node?.type === 'string' ? node.value : undefined;
}
function bool(node) {
    return node?.type === 'boolean' ? node.value : undefined;
}
/** Plain JS value of a subtree (for schema validation and for data that needs no positions). */
function toValue(node) {
    switch (node.type) {
        case 'object': {
            const o = Object.create(null);
            for (const p of node.props ?? [])
                o[p.key] = toValue(p.value);
            return o;
        }
        case 'array':
            return (node.items ?? []).map(toValue);
        default:
            return node.value;
    }
}
/** Follow a JSON-pointer-like path (keys and indices) down a tree. */
function at(node, path) {
    let cur = node;
    for (const seg of path) {
        if (!cur)
            return undefined;
        cur = typeof seg === 'number' ? cur.items?.[seg] : get(cur, seg);
    }
    return cur;
}
//# sourceMappingURL=document.js.map

/***/ }),

/***/ 5206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
// Offsets → 1-based line/column, computed once per text.
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
        const starts = [0];
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            starts.push(i + 1);
        this.starts = starts;
    }
    get lineCount() {
        return this.starts.length;
    }
    at(offset) {
        const o = Math.max(0, Math.min(offset, this.text.length));
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= o)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: o - this.starts[lo] + 1 };
    }
    /** The text of a 1-based line, without its line break. */
    lineText(line) {
        const start = this.starts[line - 1];
        if (start === undefined)
            return '';
        const next = this.starts[line];
        const end = next === undefined ? this.text.length : next - 1;
        return this.text.slice(start, end).replace(/\r$/, '');
    }
}
//# sourceMappingURL=positions.js.map

/***/ }),

/***/ 655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ yamlDepth)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
// How deep a YAML text nests, measured without recursion. The `yaml` package composes documents
// recursively and runs out of stack near 1,000 levels; when that happens inside V8's regular-expression
// compiler the process dies ("RegExpCompiler Allocation failed") instead of throwing. So YAML (OpenAPI
// specs, page frontmatter) is measured first and refused past MAX_JSON_DEPTH, like JSON.

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);
/**
 * Cheap upper bound: each level needs a flow bracket, more indentation or one more `- `/`? ` on a line.
 * Real specs stay far below any limit on this unless they have many `{param}` paths.
 */
function depthBound(text) {
    let brackets = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 91 || c === 123)
            brackets++;
    }
    let block = 0;
    for (const m of text.matchAll(/^[ \t]*(?:[-?:][ \t]+)*/gm))
        if (m[0].length > block)
            block = m[0].length;
    // Nested block levels sit at strictly increasing columns, so the widest line start bounds them.
    return brackets + block + 1;
}
/** Deepest nesting of collections in a YAML text (over-estimated only when it is surely within `limit`). */
function yamlDepth(text, limit) {
    const bound = depthBound(text);
    if (bound <= limit)
        return bound;
    let max = 0;
    for (const doc of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX().parse(text)) {
        const stack = [[doc, 0]];
        while (stack.length) {
            const [node, depth] = stack.pop();
            if (!node || typeof node !== 'object')
                continue;
            const t = node;
            const d = t.type && COLLECTIONS.has(t.type) ? depth + 1 : depth;
            if (d > max)
                max = d;
            for (const it of t.items ?? [])
                stack.push([it.key, d], [it.value, d]);
            if (t.value && typeof t.value === 'object')
                stack.push([t.value, d]);
        }
    }
    return max;
}
//# sourceMappingURL=yaml-depth.js.map

/***/ }),

/***/ 4980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ KIND_OF_ARRAY),
/* harmony export */   GG: () => (/* binding */ walk),
/* harmony export */   HF: () => (/* binding */ CONTENT_ORDER),
/* harmony export */   IA: () => (/* binding */ trailKey),
/* harmony export */   Lq: () => (/* binding */ ENDPOINT_ENTRY),
/* harmony export */   R4: () => (/* binding */ buildNavModel),
/* harmony export */   fw: () => (/* binding */ readOpenApi),
/* harmony export */   ov: () => (/* binding */ hasContent),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/* unused harmony exports DIVISIONS, keptContentKey */
/* harmony import */ var _json_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4997);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4539);
// The navigation as the live site shows it: one tree of typed nodes, each with its label, source position,
// resolved page, inherited OpenAPI spec and sidebar state. Content the site builder silently drops (a second
// root key, a second child type) is not in the tree; the structure rules report it from the raw JSON.


/** The key that names each division kind, and the array key that holds it. */
const DIVISIONS = {
    language: { nameKey: 'language', arrayKey: 'languages' },
    version: { nameKey: 'version', arrayKey: 'versions' },
    tab: { nameKey: 'tab', arrayKey: 'tabs' },
    anchor: { nameKey: 'anchor', arrayKey: 'anchors' },
    dropdown: { nameKey: 'dropdown', arrayKey: 'dropdowns' },
    product: { nameKey: 'product', arrayKey: 'products' },
    'menu-item': { nameKey: 'item', arrayKey: 'menu' },
};
/** Keys come from user JSON ("constructor", "__proto__"…), so lookup tables have no prototype. */
function table(entries) {
    return Object.freeze(Object.assign(Object.create(null), entries));
}
const KIND_OF_ARRAY = table({
    languages: 'language',
    versions: 'version',
    tabs: 'tab',
    anchors: 'anchor',
    dropdowns: 'dropdown',
    products: 'product',
    menu: 'menu-item',
    groups: 'group',
    pages: 'page',
});
/**
 * Content keys in the order the site builder tries them: the first present one is kept, the others are
 * dropped without a word (read from @mintlify/validation's union order; see shared/design).
 */
const CONTENT_ORDER = {
    root: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
    tab: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
    anchor: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
    dropdown: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
    product: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
    version: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    language: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    'menu-item': ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
};
const ENDPOINT_ENTRY = /^(?:(\S+)\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+(\S+)\s*$/i;
function readOpenApi(node) {
    if (!node)
        return undefined;
    const one = (n) => {
        if (n.type === 'string')
            return mkRef(n.value, undefined, n.span);
        if (n.type === 'object') {
            const src = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(n, 'source');
            if (src?.type === 'string')
                return mkRef(src.value, (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(n, 'directory')), src.span);
        }
        return undefined;
    };
    if (node.type === 'array')
        return (node.items ?? []).map(one).filter((r) => !!r);
    const r = one(node);
    return r ? [r] : [];
}
function mkRef(source, directory, span) {
    const isUrl = /^https?:\/\//i.test(source);
    return { source: isUrl ? source : (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .builderPagePath */ .M9)(source), directory, isUrl, span };
}
function labelOf(kind, json) {
    if (kind === 'group')
        return (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, 'group')) ?? '(unnamed group)';
    if (kind in DIVISIONS)
        return (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, DIVISIONS[kind].nameKey)) ?? `(unnamed ${kind})`;
    return kind;
}
/** The content key the builder keeps for an object of this kind, if any. */
function keptContentKey(kind, json) {
    return CONTENT_ORDER[kind].find((k) => hasContent(json, k));
}
/** Content arrays the builder requires to be non-empty: an empty one fails its branch and counts as absent. */
const NON_EMPTY_CONTENT = new Set(['tabs', 'anchors', 'groups', 'versions', 'languages']);
/** Whether an object holds a content key as far as the builder is concerned (an empty `tabs: []` does not). */
function hasContent(json, key) {
    const v = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, key);
    return v !== undefined && !(NON_EMPTY_CONTENT.has(key) && v.type === 'array' && !v.items?.length);
}
function buildNavModel(navigation) {
    if (!navigation || navigation.type !== 'object')
        return undefined;
    const root = {
        kind: 'root',
        label: 'navigation',
        span: navigation.span,
        json: navigation,
        children: [],
        openapi: [],
        ownOpenapi: false,
        partition: '',
    };
    const rootApi = readOpenApi((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(navigation, 'openapi'));
    if (rootApi) {
        root.openapi = rootApi;
        root.ownOpenapi = true;
    }
    addContent(root, 'root');
    const global = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(navigation, 'global');
    if (global?.type === 'object') {
        for (const p of global.props ?? []) {
            if (p.value.type !== 'array')
                continue;
            for (const item of p.value.items ?? []) {
                if (item.type !== 'object')
                    continue;
                const kind = KIND_OF_ARRAY[p.key];
                const nameKey = kind && kind in DIVISIONS ? DIVISIONS[kind].nameKey : 'anchor';
                root.children.push({
                    kind: 'global',
                    label: (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(item, nameKey)) ?? '(unnamed)',
                    span: item.span,
                    json: item,
                    parent: root,
                    children: [],
                    href: (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(item, 'href')),
                    openapi: [],
                    ownOpenapi: false,
                    partition: '',
                });
            }
        }
    }
    return root;
}
function child(parent, kind, json, label) {
    const own = json.type === 'object' ? readOpenApi((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, 'openapi')) : undefined;
    const partitionPart = kind === 'language' || kind === 'version' || kind === 'product' ? `${kind}:${label}` : '';
    return {
        kind,
        label,
        span: json.span,
        json,
        parent,
        children: [],
        // A value that names no spec (invalid, dropped by the builder on groups) leaves the inherited one in place.
        openapi: own?.length ? own : parent.openapi,
        ownOpenapi: !!own?.length,
        partition: partitionPart
            ? parent.partition
                ? `${parent.partition}/${partitionPart}`
                : partitionPart
            : parent.partition,
        hidden: json.type === 'object' ? (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .bool */ .lc)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, 'hidden')) : undefined,
    };
}
function addContent(node, kind) {
    const key = keptContentKey(kind, node.json);
    if (!key)
        return;
    if (key === 'href') {
        node.href = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(node.json, 'href'));
        return;
    }
    const arr = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(node.json, key);
    if (arr?.type !== 'array')
        return;
    addItems(node, KIND_OF_ARRAY[key], arr.items ?? []);
}
function addItems(parent, kind, items) {
    for (const item of items) {
        if (kind === 'page' || kind === 'group') {
            if (item.type === 'string')
                parent.children.push(pageNode(parent, item));
            else if (item.type === 'object' && (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(item, 'group') !== undefined)
                parent.children.push(groupNode(parent, item));
            continue;
        }
        if (item.type !== 'object')
            continue;
        const n = child(parent, kind, item, labelOf(kind, item));
        parent.children.push(n);
        addContent(n, kind);
    }
}
function groupNode(parent, json) {
    const n = child(parent, 'group', json, labelOf('group', json));
    const nested = parent.kind === 'group';
    n.expanded = nested ? (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .bool */ .lc)((0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, 'expanded')) === true : true;
    const rootNode = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, 'root');
    if (rootNode?.type === 'string')
        n.root = { entry: rootNode.value, page: (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .builderPagePath */ .M9)(rootNode.value), span: rootNode.span };
    const pages = (0,_json_document_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(json, 'pages');
    if (pages?.type === 'array')
        addItems(n, 'page', pages.items ?? []);
    return n;
}
function pageNode(parent, json) {
    const entry = json.value;
    const m = ENDPOINT_ENTRY.exec(entry.trim());
    // `METHOD /path` is an endpoint when a spec is in scope or named; otherwise the builder treats it as a page path.
    if (m && (m[1] !== undefined || parent.openapi.length > 0 || m[3].startsWith('/'))) {
        const method = m[2].toUpperCase();
        const n = child(parent, 'endpoint', json, `${method} ${m[3]}`);
        n.entry = entry;
        n.method = method;
        n.endpointPath = m[3];
        n.specSource = m[1] && !/^https?:\/\//i.test(m[1]) ? (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .builderPagePath */ .M9)(m[1]) : m[1];
        return n;
    }
    const page = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .builderPagePath */ .M9)(entry);
    const n = child(parent, 'page', json, entry);
    n.entry = entry;
    n.page = page;
    return n;
}
/**
 * Where a node sits, as one string: "tab:Guides\0group:Setup\0page:x". Two navigations' nodes with the same
 * key are in the same place. Computed when asked (only sections are), not stored on every node.
 */
function trailKey(n) {
    const parts = [];
    for (let c = n; c && c.kind !== 'root'; c = c.parent) {
        if (c.kind === 'page')
            parts.push(`page:${c.page}`);
        else if (c.kind === 'endpoint')
            parts.push(`endpoint:${c.specSource ? `${c.specSource} ` : ''}${c.method} ${c.endpointPath}`);
        else
            parts.push(`${c.kind}:${c.label}`);
    }
    return parts.reverse().join('\0');
}
const flattened = new WeakMap();
/** Every node below (and including) `node`, depth-first in document order; computed once per tree. */
function walk(node) {
    let list = flattened.get(node);
    if (!list) {
        list = [];
        const stack = [node];
        while (stack.length) {
            const n = stack.pop();
            list.push(n);
            for (let i = n.children.length - 1; i >= 0; i--)
                stack.push(n.children[i]);
        }
        flattened.set(node, list);
    }
    return list;
}
//# sourceMappingURL=nav.js.map

/***/ }),

/***/ 2441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ parseSpec),
/* harmony export */   hV: () => (/* binding */ nearestOperations),
/* harmony export */   q1: () => (/* binding */ generatedSlugs)
/* harmony export */ });
/* unused harmony export HTTP_METHODS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _json_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4997);
/* harmony import */ var _json_yaml_depth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(655);
// OpenAPI specifications: which operations they declare, and which page slugs the site generates for them.



const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
function parseSpec(file, text) {
    const json = /\.json$/i.test(file);
    let data;
    if (json) {
        try {
            data = JSON.parse(text);
        }
        catch (e) {
            // The builder reads every spec with a YAML parser, which also takes JSON with trailing commas: what it
            // accepts is not broken, so only what YAML rejects too is reported (with JSON's more precise reason).
            const lenient = readYaml(text);
            if (!('data' in lenient))
                return { ok: false, message: `it is not valid JSON: ${firstLine(e)}` };
            data = lenient.data;
        }
    }
    else {
        const read = readYaml(text);
        if (!('data' in read))
            return read;
        data = read.data;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data))
        return { ok: false, message: 'it is not an OpenAPI document (the top level is not an object)' };
    const doc = data;
    if (typeof doc.openapi !== 'string' && typeof doc.swagger !== 'string') {
        return {
            ok: false,
            message: 'it has no `openapi` (or `swagger`) version field, so the site builder does not treat it as an OpenAPI document',
        };
    }
    const operations = [];
    const byKey = new Map();
    const add = (op) => {
        operations.push(op);
        byKey.set(`${op.method} ${op.path}`, op);
    };
    const paths = doc.paths && typeof doc.paths === 'object' ? doc.paths : {};
    for (const [path, item] of Object.entries(paths)) {
        if (!item || typeof item !== 'object')
            continue;
        for (const [m, opRaw] of Object.entries(item)) {
            const method = m.toUpperCase();
            if (!HTTP_METHODS.includes(method) || !opRaw || typeof opRaw !== 'object')
                continue;
            add(operationOf(method, path, opRaw));
        }
    }
    const hooks = doc.webhooks && typeof doc.webhooks === 'object' ? doc.webhooks : {};
    for (const [name, item] of Object.entries(hooks)) {
        if (!item || typeof item !== 'object')
            continue;
        const first = Object.values(item).find((v) => v && typeof v === 'object');
        add(operationOf('WEBHOOK', name, first ?? {}));
    }
    return { ok: true, spec: { file, operations, byKey } };
}
function operationOf(method, path, op) {
    const tags = Array.isArray(op.tags) ? op.tags.filter((t) => typeof t === 'string') : [];
    const xMint = op['x-mint'] && typeof op['x-mint'] === 'object' ? op['x-mint'] : undefined;
    return {
        method,
        path,
        tag: tags[0],
        summary: typeof op.summary === 'string' ? op.summary : undefined,
        href: typeof xMint?.href === 'string' ? xMint.href : undefined,
    };
}
function slugPart(s) {
    return s
        .toLowerCase()
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[{}(),.'/]/g, '');
}
/** The builder's scheme as observed: punctuation (dashes included) dropped, then each space becomes "-". */
function slugPartStrict(s) {
    return s
        .toLowerCase()
        .trim()
        .replace(/[^\p{L}\p{N}\s_]/gu, '')
        .replace(/\s/g, '-');
}
/**
 * Page slugs the site may generate for an operation (`<directory>/<first tag>/<summary>`). Several
 * spellings are returned because a link is accepted when any of them matches.
 */
function generatedSlugs(op, directory = 'api-reference') {
    if (op.href)
        return [op.href.replace(/^\/+|\/+$/g, '')];
    const dir = directory.replace(/^\/+|\/+$/g, '');
    const out = new Set();
    for (const part of [slugPart, slugPartStrict]) {
        const name = op.summary
            ? part(op.summary)
            : part(`${op.method.toLowerCase()}-${op.path.replace(/\//g, '-')}`).replace(/^-+|-+$/g, '');
        out.add(`${dir}/${name}`);
        if (op.tag)
            out.add(`${dir}/${part(op.tag)}/${name}`);
    }
    return [...out];
}
/** Operation keys sorted by similarity to a wanted one, for "did you mean". */
function nearestOperations(spec, method, path, distance) {
    const want = `${method} ${path}`;
    return [...spec.operations]
        .map((op) => ({ op, d: distance(want, `${op.method} ${op.path}`) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 3)
        .map((x) => x.op);
}
function firstLine(e) {
    return e.message.split('\n')[0];
}
function readYaml(text) {
    const depth = (0,_json_yaml_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlDepth */ .V)(text, _json_document_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX);
    if (depth > _json_document_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX)
        return {
            ok: false,
            tooDeep: true,
            message: `values are nested ${depth} levels deep; navguard reads at most ${_json_document_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX} levels`,
        };
    try {
        return { data: (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { maxAliasCount: 100 }) };
    }
    catch (e) {
        return { ok: false, message: `it is not valid YAML: ${firstLine(e)}` };
    }
}
//# sourceMappingURL=spec.js.map

/***/ }),

/***/ 3649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Fe: () => (/* binding */ publicFinding),
  WH: () => (/* binding */ renderSarif),
  S5: () => (/* binding */ renderText),
  Dm: () => (/* binding */ safeTerminalText),
  GF: () => (/* binding */ writeJson)
});

// UNUSED EXPORTS: TOOL_VERSION, countBySeverity, fingerprint, renderJson

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(7336);
// EXTERNAL MODULE: ./lib/core/rules/registry.js
var registry = __webpack_require__(2444);
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
;// CONCATENATED MODULE: ./lib/core/render/findings.js
// Findings as text (terminal), JSON and SARIF 2.1.0. Pure: strings in, strings out.



const TOOL_VERSION = '0.1.0';
function countBySeverity(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        c[f.severity]++;
    return c;
}
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
    for (const f of findings) {
        if (f.file !== file) {
            if (file !== undefined)
                lines.push('');
            file = f.file;
            lines.push(c.underline(safeTerminalText(f.file)));
        }
        const pos = c.dim(`${f.line}:${f.column}`.padEnd(8));
        const status = f.status === 'existing' ? c.dim(' (already on base)') : f.status === 'new' ? c.bold(' (new)') : '';
        lines.push(`  ${pos} ${sev[f.severity].padEnd(color ? 16 : 7)} ${safeTerminalText(f.message)} ${c.dim(`[${f.rule}]`)}${status}`);
        if (f.fix)
            lines.push(`  ${' '.repeat(8)} ${c.green('fix:')} ${safeTerminalText(f.fix.message)}`);
    }
    const n = countBySeverity(findings);
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
    return lines.join('\n') + '\n';
}
function publicFinding(f) {
    const { rule, severity, file, line, column, endLine, endColumn, message, fix, key, status } = f;
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
        ...(status ? { status } : {}),
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
function renderSarif(findings) {
    const ruleIds = [...registry/* RULES */.y.keys()];
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'navguard',
                        version: TOOL_VERSION,
                        informationUri: 'https://github.com/navguard/navguard',
                        rules: ruleIds.map((id) => {
                            const r = registry/* RULES */.y.get(id);
                            return {
                                id,
                                name: id.replace(/(^|-)(\w)/g, (_m, _d, ch) => ch.toUpperCase()),
                                shortDescription: { text: r.summary },
                                fullDescription: { text: r.summary },
                                helpUri: `https://github.com/navguard/navguard#rule-${id}`,
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
//# sourceMappingURL=findings.js.map

/***/ }),

/***/ 9856:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ checkLinks),
  O: () => (/* binding */ linkPath)
});

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 45 modules
var lib = __webpack_require__(6336);
// EXTERNAL MODULE: ./node_modules/micromark-extension-mdxjs/index.js + 14 modules
var micromark_extension_mdxjs = __webpack_require__(5295);
// EXTERNAL MODULE: ./node_modules/mdast-util-mdx/lib/index.js + 11 modules
var mdast_util_mdx_lib = __webpack_require__(5522);
// EXTERNAL MODULE: ./lib/core/mdx/scan.js
var scan = __webpack_require__(302);
;// CONCATENATED MODULE: ./lib/core/mdx/parse.js
// The authoritative reading of a page's links, with the micromark MDX parser. Slow (~2 MB/s), so it runs
// only on files whose fast scan found a link that does not resolve.




const ASSET_ELEMENTS = new Set(['img', 'source', 'video', 'audio', 'Frame', 'image']);
function parseLinks(text) {
    // Frontmatter is replaced by blank lines so positions stay those of the file.
    const { bodyOffset } = (0,scan/* splitFrontmatter */.XW)(text);
    const body = text.slice(0, bodyOffset).replace(/[^\n]/g, ' ') + text.slice(bodyOffset);
    let tree;
    let mdxError;
    try {
        tree = (0,lib/* fromMarkdown */.Y)(body, { extensions: [(0,micromark_extension_mdxjs/* mdxjs */.d)()], mdastExtensions: [(0,mdast_util_mdx_lib/* mdxFromMarkdown */.r)()] });
    }
    catch (e) {
        const err = e;
        mdxError = {
            message: String(err.message ?? e),
            line: err.line ?? err.place?.line ?? 1,
            column: err.column ?? err.place?.column ?? 1,
        };
        // The site builder would fail on this page too; still read its Markdown links so nothing is missed.
        tree = (0,lib/* fromMarkdown */.Y)(body);
    }
    const links = [];
    // `from`: where the URL can start at the earliest (after a link's text, at an attribute), so a label or
    // another attribute that repeats the URL is not taken for it.
    const locate = (node, url, from) => {
        const start = node.position?.start;
        if (!start)
            return { line: 1, column: 1 };
        const off = from ?? start.offset ?? 0;
        const idx = findUrl(body, url, off, node.position?.end.offset ?? body.length);
        if (idx === -1)
            return { line: start.line, column: start.column };
        let line = 1;
        let lineStart = 0;
        for (let i = body.indexOf('\n'); i !== -1 && i < idx; i = body.indexOf('\n', i + 1)) {
            line++;
            lineStart = i + 1;
        }
        return { line, column: idx - lineStart + 1 };
    };
    // An explicit stack, not recursion: Markdown nests without limit (10,000 `>` is one line).
    const stack = [tree];
    while (stack.length) {
        const node = stack.pop();
        if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
            links.push({
                url: node.url,
                ...locate(node, node.url, urlSearchStart(body, node)),
                kind: node.type === 'link' ? 'markdown' : node.type,
            });
        }
        else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.attributes) {
            for (const a of node.attributes) {
                if (a.type !== 'mdxJsxAttribute')
                    continue;
                const value = attributeString(a.value);
                if (value === undefined || value === '')
                    continue;
                if (a.name === 'href')
                    links.push({ url: value, ...locate(node, value, a.position?.start.offset), kind: 'href' });
                else if (a.name === 'src' && ASSET_ELEMENTS.has(node.name ?? ''))
                    links.push({ url: value, ...locate(node, value, a.position?.start.offset), kind: 'src' });
            }
        }
        const children = node.children ?? [];
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return { links, mdxError };
}
const NAMED = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
/**
 * Where a URL's text starts between two offsets: as written, or with what micromark decoded written back:
 * backslash escapes (`\{id}` is read as `{id}`) and character references (`&amp;`, `&#38;`). -1 when absent.
 */
function findUrl(body, url, from, to) {
    const direct = body.indexOf(url, from);
    if (direct !== -1 && direct <= to)
        return direct;
    // Each character as written, backslash-escaped, or as a character reference.
    const escaped = new RegExp([...url]
        .map((c) => {
        const code = c.codePointAt(0);
        const hex = code.toString(16).replace(/[a-f]/g, (h) => `[${h}${h.toUpperCase()}]`);
        const forms = [`&#0*${code};`, `&#[xX]0*${hex};`, ...(NAMED[c] ? [`&${NAMED[c]};`] : [])];
        return /[!-/:-@[-`{-~]/.test(c) ? `(?:\\\\?\\${c}|${forms.join('|')})` : `(?:${c}|${forms.join('|')})`;
    })
        .join(''), 'g');
    escaped.lastIndex = from;
    const m = escaped.exec(body);
    return m && m.index <= to ? m.index : -1;
}
/** Where a link's, image's or definition's destination can begin: past its text (`[text](`, `![alt](`, `[label]:`). */
function urlSearchStart(body, node) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined)
        return undefined;
    const lastChild = node.type === 'link' ? node.children?.[node.children.length - 1]?.position?.end.offset : undefined;
    const from = lastChild ?? start;
    const at = body.indexOf(node.type === 'definition' ? ']:' : '](', from);
    return at !== -1 && at < end ? at + 2 : undefined;
}
/** A JSX attribute's value when it is a plain string or a string literal in braces. */
function attributeString(value) {
    if (typeof value === 'string')
        return value;
    if (value && typeof value === 'object' && 'value' in value) {
        const m = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*$/.exec(String(value.value));
        if (m)
            return m[1] ?? m[2] ?? m[3];
    }
    return undefined;
}
//# sourceMappingURL=parse.js.map
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __webpack_require__(4539);
// EXTERNAL MODULE: ./lib/core/model/nav.js
var nav = __webpack_require__(4980);
// EXTERNAL MODULE: ./lib/core/json/document.js
var json_document = __webpack_require__(4997);
// EXTERNAL MODULE: ./lib/core/site/routes.js
var routes = __webpack_require__(8361);
// EXTERNAL MODULE: ./lib/core/config.js + 1 modules
var core_config = __webpack_require__(3321);
;// CONCATENATED MODULE: ./lib/core/rules/links.js
// broken-link: internal links in pages that lead nowhere. A fast scan proposes candidates; only files with
// a candidate that does not resolve are parsed with micromark, whose reading is the one reported.






const PAGE_EXT = new Set(['', '.md', '.mdx']);
function linkPath(url, from, basePath) {
    const u = url.trim();
    if (!u || u.startsWith('#') || (0,routes/* isExternal */.ge)(u) || /[{}$<>]/.test(u) || u.startsWith('?'))
        return { kind: 'skip' };
    // A browser resolves `/a/../b` to `/b` before asking the site; `..` above the root leads nowhere.
    const path = u.startsWith('.')
        ? (0,paths/* normalizePath */.Fd)((0,paths/* joinPath */.uJ)((0,paths/* dirname */.pD)(from), (0,routes/* routePath */.dA)(u)))
        : (0,paths/* normalizePath */.Fd)((0,routes/* routePath */.dA)(u, basePath));
    return path === undefined ? { kind: 'outside' } : { kind: 'path', path };
}
function resolveLink(url, from, routes, config, ignored) {
    const p = linkPath(url, from, config.basePath);
    if (p.kind === 'skip')
        return { skip: true, path: url.trim() };
    if (p.kind === 'outside')
        return { outside: true, path: url.trim() };
    const { path } = p;
    if (!config.links.assets && !PAGE_EXT.has((0,paths/* extname */.LC)(path)))
        return { skip: true, path };
    if (ignored(path) || ignored(`/${path}`))
        return { skip: true, path };
    return { target: routes.resolve(path), path };
}
function broken(r) {
    if (r.skip)
        return false;
    if (r.outside)
        return true;
    const t = r.target;
    return (t.kind === 'missing' ||
        t.kind === 'ignored' ||
        (t.kind === 'redirect' && (t.final?.kind === 'missing' || t.final?.kind === 'ignored')));
}
function checkLinks(site, routes, config, scope, changed, out) {
    if (scope === 'none')
        return { checked: 0, files: 0 };
    const ignored = (0,core_config/* globMatcher */.fU)(config.links.ignore);
    let checked = 0;
    let files = 0;
    // Pages, and snippets (they render inside pages, so their links reach readers too); with scope
    // "changed", only the changed ones, looked up rather than filtered from every page of the site.
    const sources = [];
    const linkSource = (path, slug = (0,paths/* stripPageExt */.pQ)(path)) => {
        const page = site.index.pages.get(slug);
        if (page?.path === path)
            return void sources.push({ path, links: page.scan.links });
        const np = site.index.notPages.get(slug);
        const scan = np?.path === path && (np.reason === 'snippet' || np.reason === 'imported')
            ? site.index.scans.get(path)
            : undefined;
        if (scan)
            sources.push({ path, links: scan.links });
    };
    if (scope === 'changed')
        for (const path of changed ?? [])
            linkSource(path);
    else {
        for (const [slug, page] of site.index.pages)
            linkSource(page.path, slug);
        for (const [slug, np] of site.index.notPages)
            linkSource(np.path, slug);
    }
    for (const src of sources) {
        files++;
        const links = src.links;
        if (!links.length)
            continue;
        checked += links.length;
        if (!links.some((l) => broken(resolveLink(l.url, src.path, routes, config, ignored))))
            continue;
        // Confirm with the real parser: the scan may have picked up text a parser would not call a link.
        const text = site.source.read(src.path) ?? '';
        const parsed = parseLinks(text);
        for (const l of parsed.links) {
            const r = resolveLink(l.url, src.path, routes, config, ignored);
            if (!broken(r))
                continue;
            report(l, r, src.path, routes, out);
        }
    }
    // Links in the navigation itself (a tab, anchor or global anchor with a relative href), as mint broken-links checks them.
    if (site.nav && (scope === 'all' || [...site.config.files.keys()].some((f) => changed?.has(f)))) {
        for (const n of (0,nav/* walk */.GG)(site.nav)) {
            const node = n.href !== undefined ? (0,json_document/* get */.Jt)(n.json, 'href') : undefined;
            if (node?.type !== 'string')
                continue;
            checked++;
            const r = resolveLink(n.href, '', routes, config, ignored);
            if (!broken(r))
                continue;
            const at = out.locate(node.span);
            report({ url: n.href, line: at.line, column: at.column + 1, kind: 'href' }, r, node.span.file, routes, out);
        }
    }
    return { checked, files };
}
function report(l, r, file, routes, out) {
    const what = l.kind === 'image' || l.kind === 'src' ? 'Image' : 'Link';
    const loc = { file, line: l.line, column: l.column, endLine: l.line, endColumn: l.column + l.url.length };
    const key = `${file}|${l.url}`;
    if (r.outside) {
        out.add('broken-link', loc, `${what} "${l.url}" climbs above the docs folder; the site has nothing there, so readers get a 404.`, { key, fix: { message: 'Link to a page of this site by its path from the docs root, e.g. "/guides/setup".' } });
        return;
    }
    const t = r.target;
    let detail;
    if (t.kind === 'ignored')
        detail = `"/${t.path}" exists as a file, but ${t.reason}, so it is not published`;
    else if (t.kind === 'redirect') {
        // Where the reader ends up: wildcards filled in (`/blog/:slug` → `/news/x`), after any further hops.
        const landed = t.final?.kind === 'missing' ? `/${t.final.path.replace(/^\/+/, '')}` : t.redirect.destination;
        detail = `"/${t.path}" redirects to "${landed}", which does not exist either`;
    }
    else
        detail = `no page, file or redirect answers at "/${t.path}"`;
    const near = t.kind === 'missing' ? routes.suggest(t.path.replace(/\.mdx?$/, '')) : undefined;
    let fix = {
        message: 'Point the link at an existing page, or add a redirect for this path in docs.json.',
    };
    if (near) {
        const hash = l.url.includes('#') ? l.url.slice(l.url.indexOf('#')) : '';
        const replacement = `/${near}${hash}`;
        fix = {
            message: `Did you mean "${replacement}"?`,
            edits: [
                {
                    file: out.repoPath(file),
                    line: l.line,
                    column: l.column,
                    endLine: l.line,
                    endColumn: l.column + l.url.length,
                    newText: replacement,
                },
            ],
        };
    }
    out.add('broken-link', loc, `${what} "${l.url}" is broken: ${detail}. Readers who follow it get a 404.`, {
        key,
        fix,
    });
}
//# sourceMappingURL=links.js.map

/***/ }),

/***/ 9024:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ FindingSink)
/* harmony export */ });
/* harmony import */ var _json_positions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5206);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2444);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4539);



class FindingSink {
    site;
    findings = [];
    lineCache = new Map();
    constructor(site) {
        this.site = site;
    }
    /** File path as shown to users: relative to the repository root. */
    repoPath(file) {
        return (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPath */ .uJ)(this.site.source.rootPrefix, file);
    }
    lines(file) {
        const parsed = this.site.config.files.get(file);
        if (parsed)
            return parsed.lines;
        let li = this.lineCache.get(file);
        if (!li) {
            li = new _json_positions_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .r(this.site.source.read(file) ?? '');
            this.lineCache.set(file, li);
        }
        return li;
    }
    locate(span) {
        const li = this.lines(span.file);
        const start = li.at(span.offset);
        const end = li.at(span.offset + span.length);
        return { file: span.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
    }
    add(rule, where, message, extra) {
        const loc = 'offset' in where ? this.locate(where) : where;
        const info = _registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y.get(rule);
        if (!info)
            throw new Error(`unregistered rule ${rule}`);
        this.findings.push({
            rule,
            severity: extra.severity ?? info.severity,
            file: this.repoPath(loc.file),
            line: loc.line,
            column: loc.column,
            ...(loc.endLine !== undefined ? { endLine: loc.endLine, endColumn: loc.endColumn } : {}),
            message,
            ...(extra.fix ? { fix: extra.fix } : {}),
            key: `${rule}|${extra.key}`,
        });
    }
    /** An edit replacing exactly the text of a span (e.g. a JSON string value, quotes included). */
    replaceEdit(span, newText) {
        const loc = this.locate(span);
        return [
            {
                file: this.repoPath(span.file),
                line: loc.line,
                column: loc.column,
                endLine: loc.endLine,
                endColumn: loc.endColumn,
                newText,
            },
        ];
    }
}
//# sourceMappingURL=sink.js.map

/***/ }),

/***/ 5384:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ siteRoutes)
/* harmony export */ });
/* unused harmony export inferBasePath */
/* harmony import */ var _routes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8361);

/** Fewer links than this never make a base path: one stray `/docs/…` link is just a broken link. */
const MIN_LINKS = 3;
/**
 * A first path segment that the site has no page, file or folder for, used by several absolute links and
 * redirects, most of which lead somewhere once it is taken off: the base path the site is served under.
 */
function inferBasePath(site, routes) {
    const bySegment = new Map();
    const note = (url) => {
        if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) === 47)
            return; // only "/x", not "//host"
        const end = url.slice(1).search(/[/?#]/);
        if (end < 0)
            return;
        const seg = url.slice(1, end + 1);
        const list = bySegment.get(seg);
        if (list)
            list.push(url.slice(end + 1));
        else
            bySegment.set(seg, [url.slice(end + 1)]);
    };
    for (const page of site.index.pages.values())
        for (const l of page.scan.links)
            note(l.url.trim());
    // Destinations only: a source is an old URL, so that it leads nowhere says nothing about a base path.
    for (const r of site.redirects)
        note(r.destination);
    let best;
    for (const [seg, rests] of bySegment) {
        if (rests.length < MIN_LINKS || taken(site, routes, seg))
            continue;
        let ok = 0;
        for (const rest of rests)
            if (routes.resolve((0,_routes_js__WEBPACK_IMPORTED_MODULE_0__/* .routePath */ .dA)(rest)).kind !== 'missing')
                ok++;
        if (ok >= MIN_LINKS && ok * 2 > rests.length && ok > (best?.evidence ?? 0))
            best = { basePath: `/${seg}`, evidence: ok };
    }
    return best;
}
/** Routes under the configured base path, or else under the one the site's own links show (and which that was). */
function siteRoutes(site, configured) {
    const plain = new _routes_js__WEBPACK_IMPORTED_MODULE_0__/* .Routes */ .BV(site, configured);
    if (configured)
        return { routes: plain };
    const inferred = inferBasePath(site, plain);
    return inferred ? { routes: new _routes_js__WEBPACK_IMPORTED_MODULE_0__/* .Routes */ .BV(site, inferred.basePath), inferred } : { routes: plain };
}
/** Whether the site itself answers at `/seg`: a page, folder, file or redirect (not a file that merely shares the stem, like docs.json for `/docs`). */
function taken(site, routes, seg) {
    const t = routes.resolve(seg);
    return t.kind !== 'missing' && !(t.kind === 'file' && !site.index.files.has(seg));
}
//# sourceMappingURL=base-path.js.map

/***/ }),

/***/ 6862:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AW: () => (/* binding */ discoverSpecs),
  Zg: () => (/* binding */ frontmatterSpecPath),
  Kz: () => (/* binding */ labelPath),
  UK: () => (/* binding */ loadSite)
});

// UNUSED EXPORTS: DOCS_JSON

// EXTERNAL MODULE: ./lib/core/json/document.js
var json_document = __webpack_require__(4997);
// EXTERNAL MODULE: ./lib/core/paths.js
var paths = __webpack_require__(4539);
;// CONCATENATED MODULE: ./lib/core/json/refs.js
// `$ref` expansion the way the site builder does it, keeping every node's own file and position.


function loadConfig(entry, read) {
    const files = new Map();
    const refProblems = [];
    const text = read(entry);
    if (text === undefined)
        return { files, refProblems };
    const parsed = (0,json_document/* parseJson */.qF)(entry, text);
    files.set(entry, parsed);
    if (!parsed.root)
        return { files, refProblems };
    const expand = (node, stack) => {
        if (node.type === 'array')
            return { ...node, items: node.items.map((n) => expand(n, stack)) };
        if (node.type !== 'object')
            return node;
        const refProp = node.props.find((p) => p.key === '$ref');
        const siblings = node
            .props.filter((p) => p !== refProp)
            .map((p) => ({ ...p, value: expand(p.value, stack) }));
        if (!refProp)
            return { ...node, props: siblings };
        const from = stack[stack.length - 1];
        const target = resolveRef(refProp, from, stack, files, read, refProblems);
        if (!target)
            return { ...node, props: siblings };
        const expanded = expand(target.root, [...stack, target.path]);
        if (expanded.type !== 'object')
            return expanded;
        // Sibling keys of the $ref object win over the referenced file's keys.
        const keys = new Set(siblings.map((p) => p.key));
        return { ...expanded, props: [...expanded.props.filter((p) => !keys.has(p.key)), ...siblings] };
    };
    // Expansion copies the tree; a docs.json without any $ref (most) is used as it is.
    return { root: hasRef(parsed.root) ? expand(parsed.root, [entry]) : parsed.root, files, refProblems };
}
function hasRef(root) {
    const stack = [root];
    while (stack.length) {
        const n = stack.pop();
        for (const item of n.items ?? [])
            stack.push(item);
        for (const p of n.props ?? []) {
            if (p.key === '$ref')
                return true;
            stack.push(p.value);
        }
    }
    return false;
}
function resolveRef(refProp, from, stack, files, read, problems) {
    const span = refProp.value.span;
    if (refProp.value.type !== 'string') {
        problems.push({ kind: 'not-string', message: '`$ref` must be a string naming a JSON file', span });
        return undefined;
    }
    const raw = refProp.value.value;
    const where = from === stack[0] ? 'docs.json' : from;
    if (raw.startsWith('/') || /^[a-z]:/i.test(raw) || /^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
        problems.push({
            kind: 'outside',
            message: `\`$ref\` "${raw}" is not a path relative to ${where}; the site builder only reads files inside the docs folder`,
            span,
        });
        return undefined;
    }
    const path = (0,paths/* normalizePath */.Fd)((0,paths/* joinPath */.uJ)((0,paths/* dirname */.pD)(from), raw));
    if (path === undefined) {
        problems.push({
            kind: 'outside',
            message: `\`$ref\` "${raw}" points outside the docs folder; the site builder refuses it and the build fails`,
            span,
        });
        return undefined;
    }
    if (stack.includes(path)) {
        problems.push({
            kind: 'circular',
            message: `\`$ref\` "${raw}" is circular: ${[...stack, path].join(' → ')}; the build fails`,
            span,
        });
        return undefined;
    }
    let parsed = files.get(path);
    if (!parsed) {
        const text = read(path);
        if (text === undefined) {
            problems.push({
                kind: 'missing',
                message: `\`$ref\` "${raw}" names ${path}, which does not exist; the build fails`,
                span,
            });
            return undefined;
        }
        parsed = (0,json_document/* parseJson */.qF)(path, text);
        files.set(path, parsed);
    }
    if (!parsed.root) {
        problems.push({
            kind: 'invalid',
            message: `\`$ref\` "${raw}" names ${path}, which is not valid JSON (see the errors in that file); the build fails`,
            span,
        });
        return undefined;
    }
    return { path, root: parsed.root };
}
//# sourceMappingURL=refs.js.map
// EXTERNAL MODULE: ./lib/core/model/nav.js
var model_nav = __webpack_require__(4980);
// EXTERNAL MODULE: ./lib/core/openapi/spec.js
var spec = __webpack_require__(2441);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./lib/core/json/yaml-depth.js
var yaml_depth = __webpack_require__(655);
// EXTERNAL MODULE: ./lib/core/mdx/scan.js
var mdx_scan = __webpack_require__(302);
;// CONCATENATED MODULE: ./lib/core/site/pages.js
// Which files are pages, decided the way the site build decides, with each page's scan and frontmatter.






const RESERVED = new Set(['readme.md', 'license.md', 'contributing.md', 'contribute.md', 'changelog.md']);
const SNIPPET_SEGMENT = /(^|\/)_?snippets(\/|$)/;
/** A folder (not the file itself) whose name starts with a dot, or a node_modules segment. */
const DOT_FOLDER = /(^|\/)\.[^/]*\//;
const IGNORED_SEGMENT = /(^|\/)node_modules(\/|$)/;
function isSnippetPath(path) {
    return SNIPPET_SEGMENT.test(path);
}
function defaultIgnored(path) {
    return DOT_FOLDER.test(path) || IGNORED_SEGMENT.test(path);
}
/** Resolve an MDX import source to a docs-root file, trying the extensions the bundler would. */
function resolveImport(from, source, files) {
    if (!source.startsWith('.') && !source.startsWith('/'))
        return undefined;
    const base = source.startsWith('/') ? (0,paths/* normalizePath */.Fd)(source.slice(1)) : (0,paths/* normalizePath */.Fd)((0,paths/* joinPath */.uJ)((0,paths/* dirname */.pD)(from), source));
    if (base === undefined)
        return undefined;
    for (const candidate of [base, `${base}.mdx`, `${base}.md`, `${base}/index.mdx`])
        if (files.has(candidate))
            return candidate;
    return undefined;
}
function buildSiteIndex(source, scanCache) {
    const files = new Set(source.files);
    const dirs = new Set();
    for (const f of source.files)
        for (let d = (0,paths/* dirname */.pD)(f); d && !dirs.has(d); d = (0,paths/* dirname */.pD)(d))
            dirs.add(d);
    const ignoreText = files.has('.mintignore') ? source.read('.mintignore') : undefined;
    const mintignore = ignoreText !== undefined ? ignore().add(ignoreText) : undefined;
    const scans = new Map();
    const candidates = [];
    const notPages = new Map();
    for (const f of source.files) {
        if (!(0,paths/* isPageFile */.MV)(f))
            continue;
        let reason;
        if (defaultIgnored(f))
            reason = 'default-ignore';
        else if (isSnippetPath(f))
            reason = 'snippet';
        else if (RESERVED.has((0,paths/* basename */.P8)(f).toLowerCase()) && f.toLowerCase().endsWith('.md'))
            reason = 'reserved-name';
        else if (mintignore?.ignores(f))
            reason = 'mintignore';
        if (reason) {
            notPages.set((0,paths/* stripPageExt */.pQ)(f), { path: f, reason });
            if (reason === 'snippet')
                candidates.push(f); // snippets can import other files too
            continue;
        }
        candidates.push(f);
    }
    const imported = new Set();
    for (const f of candidates) {
        const id = scanCache && source.contentId?.(f);
        let scan = id ? scanCache.get(id) : undefined;
        if (!scan) {
            scan = (0,mdx_scan/* scanPage */.DA)(source.read(f) ?? '');
            if (id)
                scanCache.set(id, scan);
        }
        scans.set(f, scan);
        for (const imp of scan.imports) {
            const target = resolveImport(f, imp.source, files);
            if (target && target !== f && (0,paths/* isPageFile */.MV)(target))
                imported.add(target);
        }
    }
    const pages = new Map();
    for (const f of candidates) {
        const slug = (0,paths/* stripPageExt */.pQ)(f);
        if (notPages.has(slug) && notPages.get(slug).path === f)
            continue;
        if (imported.has(f)) {
            notPages.set(slug, { path: f, reason: 'imported' });
            continue;
        }
        if (pages.has(slug))
            continue;
        pages.set(slug, { path: f, slug, scan: scans.get(f) });
    }
    let byLower;
    const slugsLike = (slug) => {
        if (!byLower) {
            byLower = new Map();
            for (const s of pages.keys()) {
                const list = byLower.get(s.toLowerCase());
                if (list)
                    list.push(s);
                else
                    byLower.set(s.toLowerCase(), [s]);
            }
        }
        return byLower.get(slug.toLowerCase()) ?? [];
    };
    const fmCache = new Map();
    const frontmatter = (page) => {
        let fm = fmCache.get(page.path);
        if (!fm) {
            fm = readFrontmatter(page.scan.frontmatter);
            fmCache.set(page.path, fm);
        }
        return fm;
    };
    return { source, files, dirs, pages, notPages, slugsLike, scans, frontmatter, mintignore };
}
const INTERESTING = /^(title|hidden|noindex|openapi)\s*:/m;
function readFrontmatter(text) {
    if (!text || !INTERESTING.test(text))
        return {};
    if ((0,yaml_depth/* yamlDepth */.V)(text, json_document/* MAX_JSON_DEPTH */.KX) > json_document/* MAX_JSON_DEPTH */.KX)
        return { error: `nested deeper than ${json_document/* MAX_JSON_DEPTH */.KX} levels; not read` };
    let data;
    try {
        data = (0,dist/* parse */.qg)(text, { maxAliasCount: 50 });
    }
    catch (e) {
        return { error: e.message.split('\n')[0] };
    }
    if (!data || typeof data !== 'object')
        return {};
    const d = data;
    const fm = {};
    if (typeof d.title === 'string')
        fm.title = d.title;
    if (d.hidden === true || d.hidden === 'true')
        fm.hidden = true;
    if (d.noindex === true || d.noindex === 'true')
        fm.noindex = true;
    if (typeof d.openapi === 'string') {
        fm.openapi = d.openapi;
        const lines = text.split('\n');
        const idx = lines.findIndex((l) => /^openapi\s*:/.test(l));
        fm.openapiLine = idx + 2; // +1 for 1-based, +1 for the opening fence
        const value = /^openapi\s*:\s*/.exec(lines[idx] ?? '');
        fm.openapiColumn = (value?.[0].length ?? 0) + 1;
    }
    return fm;
}
//# sourceMappingURL=pages.js.map
;// CONCATENATED MODULE: ./lib/core/site/model.js
// One state of a docs site, loaded: docs.json (with $ref) and its positions, the page index, the navigation
// model, the OpenAPI specs it names and its redirects. Built once; every rule reads it.






const DOCS_JSON = 'docs.json';
function loadSite(source, scanCache) {
    const index = buildSiteIndex(source, scanCache);
    const hasDocsJson = index.files.has(DOCS_JSON);
    const config = loadConfig(DOCS_JSON, (p) => (index.files.has(p) ? source.read(p) : undefined));
    const docs = config.root;
    const navigation = docs?.type === 'object' ? (0,json_document/* get */.Jt)(docs, 'navigation') : undefined;
    const nav = (0,model_nav/* buildNavModel */.R4)(navigation);
    const specRefs = [];
    if (nav)
        for (const n of (0,model_nav/* walk */.GG)(nav))
            if (n.ownOpenapi)
                specRefs.push(...n.openapi);
    const apiRefs = (0,model_nav/* readOpenApi */.fw)((0,json_document/* get */.Jt)((0,json_document/* get */.Jt)(docs, 'api'), 'openapi'));
    if (apiRefs)
        specRefs.push(...apiRefs);
    if (nav)
        for (const n of (0,model_nav/* walk */.GG)(nav))
            if (n.kind === 'endpoint' && n.specSource && !/^https?:/i.test(n.specSource))
                specRefs.push({ source: n.specSource, isUrl: false, span: n.span, entry: n.entry });
    const specs = new Map();
    const loadSpec = (path) => {
        if (specs.has(path))
            return;
        const text = index.files.has(path) ? source.read(path) : undefined;
        specs.set(path, text === undefined ? { ok: false, missing: true, message: 'missing' } : (0,spec/* parseSpec */.F9)(path, text));
    };
    for (const r of specRefs)
        if (!r.isUrl)
            loadSpec(r.source);
    let discovered;
    // Frontmatter `openapi:` values may name any spec in the repository, referenced from docs.json or not.
    const referenced = [...specs.keys()];
    for (const page of index.pages.values()) {
        if (!page.scan.frontmatter || !/^openapi\s*:/m.test(page.scan.frontmatter))
            continue;
        const fm = index.frontmatter(page).openapi;
        const specPath = fm ? frontmatterSpecPath(index.files, page.path, fm, referenced) : undefined;
        if (specPath)
            loadSpec(specPath);
        else if (fm && !discovered) {
            discovered = discoverSpecs(index);
            for (const d of discovered)
                loadSpec(d);
        }
    }
    const redirects = [];
    const red = (0,json_document/* get */.Jt)(docs, 'redirects');
    if (red?.type === 'array') {
        for (const item of red.items ?? []) {
            const s = (0,json_document/* get */.Jt)(item, 'source');
            const d = (0,json_document/* get */.Jt)(item, 'destination');
            if (s?.type === 'string' && d?.type === 'string') {
                redirects.push({
                    source: s.value,
                    destination: d.value,
                    node: item,
                    sourceSpan: s.span,
                    destinationSpan: d.span,
                });
            }
        }
    }
    return { source, index, config, docs, nav, specs, specRefs, redirects, hasDocsJson };
}
/**
 * The spec file named at the start of a frontmatter `openapi:` value, if it names one that exists.
 * Names may be absolute from the docs root, relative to the page, or a spec's file name without extension.
 */
function frontmatterSpecPath(files, pagePath, value, known = []) {
    const m = /^\s*(\S+)\s+\S+\s+\S+/.exec(value);
    if (!m || /^https?:/i.test(m[1]))
        return undefined;
    const raw = m[1];
    const bases = raw.startsWith('/')
        ? [(0,paths/* normalizePath */.Fd)(raw.slice(1))]
        : [(0,paths/* normalizePath */.Fd)((0,paths/* joinPath */.uJ)((0,paths/* dirname */.pD)(pagePath), raw)), (0,paths/* normalizePath */.Fd)(raw)];
    for (const b of bases) {
        if (b === undefined)
            continue;
        for (const c of [b, `${b}.json`, `${b}.yaml`, `${b}.yml`])
            if (files.has(c))
                return c;
    }
    for (const k of known)
        if (k.replace(/\.(json|ya?ml)$/i, '') === raw || (0,paths/* basename */.P8)(k).replace(/\.(json|ya?ml)$/i, '') === raw)
            return k;
    return undefined;
}
/** Files that look like OpenAPI documents (a top-level openapi/swagger key near the start). */
function discoverSpecs(index) {
    const out = [];
    for (const f of index.files) {
        if (!/\.(json|ya?ml)$/i.test(f) || f === DOCS_JSON)
            continue;
        const head = index.source.read(f)?.slice(0, 4096) ?? '';
        if (/(^|\n)\s*"?(openapi|swagger)"?\s*:\s*["']?\d/.test(head))
            out.push(f);
    }
    return out;
}
function labelPath(node) {
    const parts = [];
    for (let n = node; n && n.kind !== 'root'; n = n.parent) {
        if (n.kind !== 'page' && n.kind !== 'endpoint')
            parts.unshift(`${n.kind === 'menu-item' ? 'menu' : n.kind} "${n.label}"`);
    }
    return parts.join(' › ');
}
//# sourceMappingURL=model.js.map

/***/ }),

/***/ 8361:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ Routes),
/* harmony export */   dA: () => (/* binding */ routePath),
/* harmony export */   ge: () => (/* binding */ isExternal)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9535);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4539);
/* harmony import */ var _openapi_spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2441);
// What a URL path on the site leads to: a page, a file or folder, an OpenAPI-generated page, or a redirect.
// Shared by the link, redirect and missing-redirect rules so all three resolve paths the same way.



const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
function isExternal(url) {
    return EXTERNAL.test(url) || url.startsWith('//');
}
/** `/docs/a/b/?x#y` → `a/b` once the base path and decorations are gone. */
function routePath(url, basePath = '') {
    const cut = url.search(/[?#]/);
    let p = cut < 0 ? url : url.slice(0, cut);
    if (p.includes('%')) {
        try {
            p = decodeURI(p);
        }
        catch {
            // Keep it as written: a malformed escape is reported as the path it is.
        }
    }
    if (basePath && (p === basePath || p.startsWith(`${basePath}/`)))
        p = p.slice(basePath.length);
    return p.startsWith('/') || p.endsWith('/') ? p.replace(/^\/+/, '').replace(/\/+$/, '') : p;
}
class Routes {
    site;
    basePath;
    generated = new Set();
    /** Folders of specs given by URL (not fetched): any path under them might be a generated page. */
    unknowablePrefixes = [];
    redirects = [];
    exactRedirects = new Map();
    stemCache;
    byName;
    constructor(site, basePath = '') {
        this.site = site;
        this.basePath = basePath;
        const dirs = new Map();
        for (const r of site.specRefs)
            dirs.set(r.source, r.directory ?? dirs.get(r.source));
        for (const [source, dir] of dirs) {
            const spec = site.specs.get(source);
            if (spec && 'spec' in spec)
                for (const op of spec.spec.operations)
                    for (const s of (0,_openapi_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .generatedSlugs */ .q1)(op, dir))
                        this.generated.add(s);
            else
                this.unknowablePrefixes.push((dir ?? 'api-reference').replace(/^\/+|\/+$/g, ''));
        }
        for (const spec of site.specs.values())
            if ('spec' in spec)
                for (const op of spec.spec.operations)
                    for (const s of (0,_openapi_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .generatedSlugs */ .q1)(op))
                        this.generated.add(s);
        for (const r of site.redirects) {
            const src = routePath(r.source, basePath);
            const names = [];
            if (/[:*]/.test(src)) {
                const re = src
                    .split('/')
                    .map((seg) => {
                    if (seg === '*')
                        return '(.*)';
                    const m = /^:(\w+)(\*)?$/.exec(seg);
                    if (m) {
                        names.push(m[1]);
                        return m[2] ? '(.*)' : '([^/]+)';
                    }
                    return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
                })
                    .join('/');
                this.redirects.push({ redirect: r, pattern: new RegExp(`^${re}$`), names });
            }
            else {
                const c = { redirect: r, exact: src, names };
                this.redirects.push(c);
                if (!this.exactRedirects.has(src))
                    this.exactRedirects.set(src, c);
            }
        }
    }
    stems() {
        if (!this.stemCache) {
            this.stemCache = new Set();
            for (const f of this.site.index.files)
                this.stemCache.add(f.replace(/\.[^./]+$/, ''));
        }
        return this.stemCache;
    }
    /** The redirect whose source matches a route path, with its destination filled in. */
    redirectFor(path) {
        const exact = this.exactRedirects.get(path);
        if (exact)
            return { redirect: exact.redirect, destination: exact.redirect.destination };
        for (const c of this.redirects) {
            if (!c.pattern)
                continue;
            const m = c.pattern.exec(path);
            if (!m)
                continue;
            let dest = c.redirect.destination;
            c.names.forEach((n, i) => (dest = dest.replace(new RegExp(`:${n}\\*?`, 'g'), m[i + 1] ?? '')));
            dest = dest.replace(/\*/g, m[c.names.length + 1] ?? '');
            return { redirect: c.redirect, destination: dest };
        }
        return undefined;
    }
    /** Resolve a route path (already stripped of base path, query and hash) without following redirects. */
    resolveDirect(path) {
        const { index } = this.site;
        const slug = path === '' ? 'index' : path;
        if (index.pages.has(slug) || index.pages.has((0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .stripPageExt */ .pQ)(slug)))
            return { kind: 'page', path: slug };
        const hidden = index.notPages.get((0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .stripPageExt */ .pQ)(slug));
        if (hidden && (hidden.reason === 'mintignore' || hidden.reason === 'default-ignore')) {
            return {
                kind: 'ignored',
                path: slug,
                reason: hidden.reason === 'mintignore' ? 'it is excluded by .mintignore' : 'it is in a folder the site builder skips',
            };
        }
        if (index.files.has(path))
            return { kind: 'file', path };
        if (path === '' || index.dirs.has(path))
            return { kind: 'folder', path };
        if (this.generated.has(slug))
            return { kind: 'generated', path: slug };
        if (this.unknowablePrefixes.some((p) => slug === p || slug.startsWith(`${p}/`)))
            return { kind: 'unknowable', path: slug };
        if (this.stems().has((0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .stripPageExt */ .pQ)(slug)))
            return { kind: 'file', path: slug };
        return { kind: 'missing', path: slug };
    }
    /** Resolve a route path, following redirects (at most 20 hops; a loop ends as missing). */
    resolve(path) {
        const direct = this.resolveDirect(path);
        if (direct.kind !== 'missing')
            return direct;
        const r = this.redirectFor(path);
        if (!r)
            return direct;
        const seen = new Set([path]);
        let dest = r.destination;
        for (let hop = 0; hop < 20; hop++) {
            if (isExternal(dest))
                return { kind: 'redirect', path, redirect: r.redirect, final: { kind: 'unknowable', path: dest } };
            const next = routePath(dest, this.basePath);
            if (seen.has(next))
                break;
            seen.add(next);
            const t = this.resolveDirect(next);
            if (t.kind !== 'missing')
                return { kind: 'redirect', path, redirect: r.redirect, final: t };
            const again = this.redirectFor(next);
            if (!again)
                return { kind: 'redirect', path, redirect: r.redirect, final: t };
            dest = again.destination;
        }
        return { kind: 'redirect', path, redirect: r.redirect, final: { kind: 'missing', path: dest } };
    }
    /**
     * A page slug close to a wanted one: the same file name elsewhere, or a name a typo away. Short names
     * get no guess ("b" is one edit from "a", which says nothing).
     */
    suggest(wanted) {
        const { slugs, byName } = this.pagesByName();
        const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .basename */ .P8)(wanted);
        const sameName = byName.get(name)?.map((i) => slugs[i]) ?? [];
        if (sameName.length === 1)
            return sameName[0];
        if (sameName.length > 1)
            return sameName.find((p) => (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .dirname */ .pD)(p) === (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .dirname */ .pD)(wanted));
        if (name.length < 4)
            return undefined;
        const limit = Math.max(1, Math.floor(name.length / 4));
        // The closest name wins, then one in the same folder, then the first in page order.
        let best = -1;
        let bestD = Infinity;
        for (const [b, pages] of byName) {
            if (Math.abs(b.length - name.length) > limit)
                continue;
            const dist = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(b, name);
            if (dist > limit)
                continue;
            for (const i of pages) {
                const d = dist * 2 + ((0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .dirname */ .pD)(slugs[i]) === (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .dirname */ .pD)(wanted) ? 0 : 1);
                if (d < bestD || (d === bestD && i < best)) {
                    bestD = d;
                    best = i;
                }
            }
        }
        return best < 0 ? undefined : slugs[best];
    }
    /** Page slugs in page order, and their positions by file name; built on the first suggestion asked for. */
    pagesByName() {
        if (this.byName)
            return this.byName;
        const slugs = [...this.site.index.pages.keys()];
        const byName = new Map();
        slugs.forEach((slug, i) => {
            const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .basename */ .P8)(slug);
            const list = byName.get(name);
            if (list)
                list.push(i);
            else
                byName.set(name, [i]);
        });
        return (this.byName = { slugs, byName });
    }
}
//# sourceMappingURL=routes.js.map

/***/ })

};
