// openapi-not-found, openapi-invalid, endpoint-not-found, endpoint-without-openapi.
import { distance } from 'fastest-levenshtein';
import { walk, ENDPOINT_ENTRY, type EndpointNode, type OpenApiRef } from '../site/nav.js';
import { get, str } from '../json/document.js';
import { basename, dirname } from '../base/paths.js';
import { commonPrefix, nearOperation, type OpenApiSpec } from '../openapi/spec.js';
import { discoverSpecs, frontmatterSpecPath, labelPath, type SiteModel } from '../site/model.js';
import type { Check, ExampleSite, RuleMeta } from './rule.js';
import type { FindingSink } from './rule.js';

/** The examples' site: openapi.json declaring GET and POST /users, as their captions tell. */
const USERS_SPEC: ExampleSite = {
  files: {
    'openapi.json':
      '{"openapi": "3.1.0", "info": {"title": "Users", "version": "1"}, "paths": {"/users": {"get": {}, "post": {}}}}',
  },
};

export const rules = [
  {
    id: 'openapi-not-found',
    pageIsPlace: true,
    family: 'openapi',
    severity: 'error',
    summary: 'An `openapi` value names a spec file that does not exist.',
    trigger: '`"openapi": "openapi.yml"` when the file is `openapi.yaml`',
    description: [
      'An `openapi` value (string, array or `{source, directory}`, on any division, group or `api.openapi`), a spec',
      'named in an entry (`spec.json GET /x`) or in frontmatter, names a local file that does not exist. One the',
      'navigation names (a division, group or entry) stops the build: nothing deploys; one of `api.openapi` or',
      'frontmatter leaves its API pages missing. Specs given by URL are not fetched and not reported. The fix',
      'suggests a near OpenAPI file (never docs.json, nor a file of the same name in a folder named otherwise),',
      'editing only the spec part of an entry.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (openapi.json exists):',
        lang: 'json',
        code: `"tabs": [{ "tab": "API", "openapi": "openapi.jsn", "pages": ["GET /users"] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"tabs": [{ "tab": "API", "openapi": { "source": "/openapi.json", "directory": "api" }, "pages": ["GET /users"] }]`,
      },
    ],
    exampleSite: USERS_SPEC,
  },
  {
    id: 'openapi-invalid',
    family: 'openapi',
    severity: 'error',
    summary: 'An OpenAPI spec file cannot be read as an OpenAPI document, or fails the schema the builder checks.',
    trigger:
      '`"openapi": "spec.json"` where spec.json does not parse, has no `openapi` field, or breaks the OpenAPI schema',
    description: [
      'A local spec file cannot be read as an OpenAPI document (invalid JSON or YAML, or no `openapi`/`swagger`',
      'version); the site builder cannot generate its API pages. A spec no `openapi` value names is reported when',
      "pages' frontmatter endpoints are found in no other spec, on the spec file at the parser's line; those",
      'endpoints are then not reported as missing. A spec a navigation element or an endpoint entry names is also held to',
      "the OpenAPI 3.0 or 3.1 schema, as the site builder holds it (@mintlify/openapi-parser's schemas, compiled as it",
      "compiles them: the first error); one that fails stops the build. Specs only pages' frontmatter or `api.openapi`",
      'name are not: the builder deploys such a site.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (pets.yaml without its `openapi:` line):',
        lang: 'yaml',
        code: `info:
  title: Pets
  version: "1"
paths:
  /pets:
    get:
      summary: List pets`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'yaml',
        code: `openapi: 3.1.0
info:
  title: Pets
  version: "1"
paths:
  /pets:
    get:
      summary: List pets`,
      },
    ],
    exampleSite: {
      file: 'pets.yaml',
      files: { 'docs.json': '"groups": [{ "group": "Pets", "openapi": "pets.yaml", "pages": ["GET /pets"] }]' },
    },
  },
  {
    id: 'endpoint-not-found',
    pageIsPlace: true,
    dangling: true,
    family: 'openapi',
    severity: 'error',
    summary: 'A `METHOD /path` entry or frontmatter `openapi:` names an operation the spec lacks.',
    trigger: '`"DELETE /users"` when the spec has only `GET /users`',
    description: [
      'A `METHOD /path` entry (or a frontmatter `openapi:` value) names an operation the spec in scope lacks; in the',
      'navigation the site builder stops with an error, in frontmatter the page renders without its API reference. The',
      "spec in scope is the entry's own (`spec.json GET /x`), else the nearest `openapi` up the tree; arrays answer with",
      'any of their specs. The fix is an edit to the nearest operation. An endpoint whose spec is a URL (navguard does',
      'not fetch specs) or a file it could not read is not checked: the run counts it (`endpointsUnchecked` in the JSON',
      'stats) and says how many under its summary, so that a pass is never silently partial.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (openapi.json declares GET /users and POST /users):',
        lang: 'json',
        code: `"groups": [{ "group": "API", "openapi": "openapi.json", "pages": ["GET /users", "GET /user", "DELETE /users"] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"groups": [{ "group": "API", "openapi": "openapi.json", "pages": ["GET /users", "POST /users"] }]`,
      },
    ],
    exampleSite: USERS_SPEC,
  },
  {
    id: 'endpoint-without-openapi',
    pageIsPlace: true,
    family: 'openapi',
    severity: 'error',
    severityNote: 'warning for frontmatter',
    summary: 'A `METHOD /path` entry has no OpenAPI spec in scope.',
    trigger: '`"GET /users"` in a group with no `openapi` on it or above it',
    description: [
      'A `METHOD /path` entry has no spec on itself or any element above it, so the site builder reads it as a page',
      'path, finds nothing and leaves it out. In frontmatter (`openapi: GET /x`) it is a warning when no spec exists in',
      'the docs folder at all.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"groups": [{ "group": "API", "pages": ["GET /users"] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"groups": [{ "group": "API", "pages": ["openapi.json GET /users"] }]`,
      },
    ],
    exampleSite: USERS_SPEC,
  },
] satisfies RuleMeta[];

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  const reported = new Set<string>();
  for (const ref of site.specRefs) {
    if (ref.isUrl) continue;
    const spec = site.specs.get(ref.source);
    const dedupe = `${ref.source}|${ref.span.file}|${ref.span.offset}`;
    if (spec?.ok) {
      // Specs named in pages' frontmatter or `api.openapi` fail nothing (0xsequence's ja analytics-api.json, in the
      // corpus, fails the schema and the site deploys); a navigation's spec stops the build.
      const problem = spec.spec.schemaProblem;
      if (problem !== undefined && !ref.apiOnly && !reported.has(`${ref.source}|schema`)) {
        reported.add(`${ref.source}|schema`);
        reportSchemaProblem(out, ref, problem);
      }
      continue;
    }
    // A spec the source could not read is reported as such (its load problem), not as missing: amp-labs/docs
    // 24af5b8f, a 4 MB spec a partial clone did not hold, was called "does not exist".
    if (!spec || 'unread' in spec || reported.has(dedupe)) continue;
    reported.add(dedupe);
    if ('missing' in spec) {
      // Only files that are OpenAPI documents are worth suggesting (never docs.json or a $ref'd part of it).
      const near = nearestSpec(discoverSpecs(site.index), ref.source);
      // In `spec.json GET /x` only the spec part changes.
      const replacement = near !== undefined && ref.entry !== undefined ? ref.entry.replace(/^\s*\S+/, near) : near;
      out.add(
        'openapi-not-found',
        ref.span,
        ref.apiOnly
          ? `The OpenAPI spec "${ref.source}" does not exist. The API pages it should generate are missing from the live site, and endpoint entries under it cannot be built.`
          : `The OpenAPI spec "${ref.source}" does not exist. The site builder stops on a spec the navigation names that is not there: the build fails and nothing of this change deploys.`,
        {
          key: ref.source,
          data: { spec: ref.source, ...(near !== undefined && { suggestion: near }) },
          fix:
            near !== undefined
              ? { message: `Did you mean "${near}"?`, edits: out.replaceEdit(ref.span, JSON.stringify(replacement)) }
              : { message: 'Add the spec file at that path, or correct the path (relative to the docs folder).' },
        },
      );
    } else if (spec.tooDeep) {
      out.add(
        'input-limit',
        ref.span,
        `The OpenAPI spec "${ref.source}" was not read: ${spec.message}. No real spec nests this deep; its endpoints were not checked.`,
        { key: `${ref.source}|too-deep`, data: { file: ref.source, limit: 'too-deep' } },
      );
    } else {
      out.add(
        'openapi-invalid',
        ref.span,
        `The OpenAPI spec "${ref.source}" cannot be used: ${spec.message}. The site builder cannot generate its API pages.`,
        {
          key: ref.source,
          data: { spec: ref.source },
          fix: { message: 'Fix the spec file so that it parses and declares `openapi: 3.x` (or `swagger: 2.0`).' },
        },
      );
    }
  }

  let endpoints = 0;
  let unchecked = 0;
  if (site.nav) {
    for (const n of walk(site.nav)) {
      if (n.kind !== 'endpoint') continue;
      endpoints++;
      if (!checkEndpointNode(site, n, out)) unchecked++;
    }
  }
  const inFrontmatter = checkFrontmatter(site, out);
  return { endpoints: endpoints + inFrontmatter.endpoints, endpointsUnchecked: unchecked + inFrontmatter.unchecked };
};

function reportSchemaProblem(out: FindingSink, ref: OpenApiRef, problem: string): void {
  out.add(
    'openapi-invalid',
    ref.span,
    `The OpenAPI spec "${ref.source}" does not pass the OpenAPI schema the site builder checks a navigation's spec against: ${problem}. The build stops there ("exists but is invalid: Failed to validate OpenAPI schema"), so nothing is deployed.`,
    {
      key: `${ref.source}|schema`,
      data: { spec: ref.source },
      fix: {
        message:
          'Mend the spec at that place. The builder names its first problem only: check again once it is mended.',
      },
    },
  );
}

/** The spec docs.json names at its top (`"openapi": "spec.yaml"`, or the first of a list), which no build reads. */
function topLevelSpec(site: SiteModel): string | undefined {
  const value = get(site.docs, 'openapi');
  const first = value?.type === 'array' ? value.items?.[0] : value;
  return str(first);
}

/** Specs that answer for an endpoint: the one it names, or those in scope. Undefined: none can be checked. */
function specsFor(site: SiteModel, sources: string[]): { specs: OpenApiSpec[]; checkable: boolean } {
  const specs: OpenApiSpec[] = [];
  let checkable = sources.length > 0;
  for (const s of sources) {
    const r = site.specs.get(s);
    if (r && 'spec' in r) specs.push(r.spec);
    else checkable = false; // a URL, missing or invalid spec: reported elsewhere, or not ours to fetch
  }
  return { specs, checkable };
}

function checkEndpointNode(site: SiteModel, n: EndpointNode, out: FindingSink): boolean {
  const sources = n.specSource ? [n.specSource] : n.openapi.map((r) => r.source);
  const where = labelPath(n) || 'the navigation root';
  if (!sources.length) {
    // A spec written at docs.json's top (mint.json's place for it) looks set to a writer; the builder ignores it
    // (bithuman-product/bithuman-sdk-public e36e46e85a, fresh set 107).
    const ignored = site.source.upgradedFrom ? undefined : topLevelSpec(site);
    out.add(
      'endpoint-without-openapi',
      n.span,
      `"${n.entry}" in ${where} is an endpoint entry, but no OpenAPI spec is set on it or on any element above it${ignored ? ` (docs.json's top-level "openapi" is a key of the older mint.json format, which docs.json builds ignore)` : ''}. The site builder then reads it as a page path, finds no such page and leaves it out.`,
      {
        key: n.entry,
        data: { method: n.method, path: n.endpointPath },
        fix: {
          message: `Add "openapi": "${ignored ?? '<spec file>'}" to the group or tab that holds it, or name the spec in the entry: "${ignored ?? 'openapi.json'} ${n.method} ${n.endpointPath}".`,
        },
      },
    );
    return true;
  }
  const { specs, checkable } = specsFor(site, sources);
  if (!checkable) return false;
  if (specs.some((s) => hasOperation(s, n.method, n.endpointPath))) return true;
  reportEndpoint(
    out,
    n.span,
    `"${n.entry}" in ${where}`,
    n.method,
    n.endpointPath,
    specs,
    'The site builder stops with an error',
    `${n.method} ${n.endpointPath}|${labelPath(n)}`,
    undefined,
    (suggestion) => (n.specSource ? `${n.entry.split(/\s+/)[0]} ${suggestion}` : suggestion),
  );
  return true;
}

function reportEndpoint(
  out: FindingSink,
  where: Parameters<FindingSink['add']>[1],
  subject: string,
  method: string,
  path: string,
  specs: OpenApiSpec[],
  consequence: string,
  key: string,
  page: string | undefined,
  rewrite: (suggestion: string) => string,
  sameThingAs?: string,
): void {
  const samePath = specs.flatMap((s) => s.operations.filter((o) => o.path === path)).map((o) => o.method);
  // Paths are matched exactly: one that differs only in letter case is the likeliest intent.
  const caseOnly = specs
    .flatMap((s) => s.operations)
    .find((o) => o.method === method && o.path.toLowerCase() === path.toLowerCase());
  const near = caseOnly ?? nearOperation(specs, method, path, distance);
  // Name a few specs, those holding paths most like this one first (versori/user-docs: the spec the operation left
  // was the fifth of five, never named); a site with dozens would bury the point of the message.
  const many = specs.length > 3;
  const shared = (spec: OpenApiSpec): number =>
    spec.operations.reduce((most, o) => Math.max(most, commonPrefix(o.path, path)), 0);
  const names = many
    ? `${specs.length} OpenAPI specs (${[...specs]
        .sort((a, b) => shared(b) - shared(a))
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
    ...(sameThingAs ? { subject: sameThingAs } : {}),
    data: {
      method,
      path,
      specs: specs.map((s) => s.file),
      ...(page !== undefined ? { page } : {}),
      ...(suggestion ? { suggestion: rewrite(suggestion) } : {}),
    },
    fix: suggestion
      ? {
          message: `Did you mean "${rewrite(suggestion)}"?`,
          ...('offset' in where ? { edits: out.replaceEdit(where, JSON.stringify(rewrite(suggestion))) } : {}),
        }
      : { message: 'Add the operation to the spec, or remove the entry.' },
  });
}

/**
 * Whether the spec has the operation, found as the builder finds it: a path written with a trailing slash that the
 * spec has without one matches (its findOpenApiPath falls back to the path without it).
 */
function hasOperation(spec: OpenApiSpec, method: string, path: string): boolean {
  if (spec.byKey.has(`${method} ${path}`)) return true;
  return path.length > 1 && path.endsWith('/') && spec.byKey.has(`${method} ${path.replace(/\/+$/, '')}`);
}

const SPEC_EXT = /\.(json|ya?ml)$/i;

/** A file's name without its folder and its JSON or YAML extension. */
function specName(path: string): string {
  return path.replace(/^.*\//, '').replace(SPEC_EXT, '');
}

/** The site's JSON and YAML files that are no spec it read, by specName, in the site's order. */
function unreadSpecFiles(site: SiteModel): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of site.index.files) {
    if (!SPEC_EXT.test(f) || site.specs.has(f)) continue;
    const name = specName(f);
    const list = out.get(name);
    if (list) list.push(f);
    else out.set(name, [f]);
  }
  return out;
}

/** Whether the site has a JSON or YAML file named `name` (by its file name without extension) that is no spec it read. */
function unreadSpecNamed(site: SiteModel, unread: ReadonlyMap<string, string[]>, name: string): boolean {
  const first = unread.get(specName(name))?.[0];
  return first !== undefined && site.index.source.read(first) === undefined;
}

/**
 * Frontmatter `openapi: METHOD /path` pages against the specs: how many there are, and how many could not be looked
 * up (a spec given by URL, which navguard does not fetch, or one it could not read), which the run says it left
 * unchecked rather than pass them in silence (Odiggo/sully-api-docs 69e73fc: three new endpoint pages under a URL
 * spec, "no navigation problems found").
 */
function checkFrontmatter(site: SiteModel, out: FindingSink): { endpoints: number; unchecked: number } {
  let endpoints = 0;
  let unchecked = 0;
  // The site's spec files, listed once for every page that names one that is not there.
  let specFiles: string[] | undefined;
  // ...and its other JSON and YAML files, by name, once for every page that names a spec navguard did not read.
  let unread: Map<string, string[]> | undefined;
  const allLocal = [...site.specs.entries()].filter(([, r]) => 'spec' in r).sort(([a], [b]) => a.localeCompare(b));
  const anyUrl = site.specRefs.some((r) => r.isUrl);
  // Specs that do not parse, with the pages that take endpoints from them (or may: those naming no spec). Dropped in
  // silence, the endpoints were "not found" in the specs left (AI-Front-Desk/docs 8f838ea, fresh set 87: a duplicate
  // key in openapi.yml read as five operations missing from openapi-backup.json).
  const broken = new Map<string, string[]>();
  const brokenSpecs = [...site.specs.entries()]
    .filter(([, r]) => !r.ok && !('missing' in r) && !('unread' in r) && !r.tooDeep)
    .map(([path]) => path)
    .sort();
  const useBroken = (specPath: string, page: string): void => {
    const pages = broken.get(specPath);
    if (pages) pages.push(page);
    else broken.set(specPath, [page]);
  };
  for (const page of site.index.pages.values()) {
    if (!page.scan.frontmatter || !/^openapi\s*:/m.test(page.scan.frontmatter)) continue;
    const fm = site.index.frontmatter(page);
    if (!fm.openapi) continue;
    const m = ENDPOINT_ENTRY.exec(fm.openapi.trim());
    if (!m) continue;
    endpoints++;
    const method = m[2]!.toUpperCase();
    const path = m[3]!;
    const loc = { file: page.path, line: fm.openapiLine ?? 1, column: fm.openapiColumn ?? 1 };
    let specs: OpenApiSpec[];
    if (m[1]) {
      if (/^https?:/i.test(m[1])) {
        unchecked++;
        continue;
      }
      const specPath = frontmatterSpecPath(site.index.files, page.path, fm.openapi, site.specs.keys());
      // A file of that name the site has but navguard could not read as a spec (a clone without its blob: auth0/docs-v2's
      // 3 MB management-api-oas.json) is not missing: its operations are unknown, not absent.
      if (!specPath && unreadSpecNamed(site, (unread ??= unreadSpecFiles(site)), m[1])) {
        unchecked++;
        continue;
      }
      if (!specPath) {
        unchecked++;
        const near = nearSpec((specFiles ??= discoverSpecs(site.index)), m[1]);
        const correct = 'Correct the spec path (relative to the docs folder or this page).';
        out.add(
          'openapi-not-found',
          loc,
          `${out.repoPath(page.path)} names the OpenAPI spec "${m[1]}" in its frontmatter, but no such file exists. The page renders without its API playground.`,
          {
            key: `${page.slug}|${m[1]}`,
            data: { spec: m[1], page: page.slug, ...(near && { suggestion: near }) },
            fix: { message: near ? `Did you mean "${near}"? ${correct}` : correct },
          },
        );
        continue;
      }
      const r = site.specs.get(specPath);
      if (!r || !('spec' in r)) {
        if (brokenSpecs.includes(specPath)) useBroken(specPath, page.path);
        unchecked++;
        continue;
      }
      specs = [r.spec];
    } else {
      if (!allLocal.length) {
        if (anyUrl) {
          unchecked++;
          continue;
        }
        // Warning only: the spec may be generated at build time or live outside the docs folder.
        out.add(
          'endpoint-without-openapi',
          loc,
          `${out.repoPath(page.path)} sets \`openapi: ${fm.openapi}\` in its frontmatter, but no OpenAPI spec was found in the docs folder or ${out.configFile}. Unless the spec is added at build time, the page renders without its API content.`,
          {
            key: page.slug,
            subject: frontmatterSubject(page.slug),
            data: { method, path, page: page.slug },
            severity: 'warning',
            fix: {
              message: `Name the spec in the value ("openapi.json GET /path"), or add the spec to ${out.configFile}.`,
            },
          },
        );
        continue;
      }
      specs = allLocal.map(([, r]) => (r as { spec: OpenApiSpec }).spec);
    }
    if (specs.some((s) => hasOperation(s, method, path))) continue;
    // The operation may live in a spec navguard does not fetch, or in one that does not parse.
    if (!m[1] && (anyUrl || brokenSpecs.length)) {
      for (const b of brokenSpecs) useBroken(b, page.path);
      unchecked++;
      continue;
    }
    reportEndpoint(
      out,
      loc,
      `${out.repoPath(page.path)} frontmatter \`openapi: ${fm.openapi}\``,
      method,
      path,
      specs,
      'The page renders without its API reference and playground',
      `${page.slug}|${method} ${path}`,
      page.slug,
      (s) => s,
      frontmatterSubject(page.slug),
    );
  }
  reportBrokenSpecs(site, broken, out);
  return { endpoints, unchecked };
}

/** openapi-invalid for specs that pages take endpoints from, where no `openapi` value of the config named them. */
function reportBrokenSpecs(site: SiteModel, broken: Map<string, string[]>, out: FindingSink): void {
  const named = new Set(site.specRefs.map((r) => r.source));
  for (const [specPath, pages] of broken) {
    const r = site.specs.get(specPath);
    if (named.has(specPath) || !r || r.ok) continue;
    const at = /at line (\d+), column (\d+)/.exec(r.message);
    const shown = pages.slice(0, 3).map((p) => out.repoPath(p));
    const list = `${shown.join(', ')}${pages.length > shown.length ? `, and ${pages.length - shown.length} more` : ''}`;
    out.add(
      'openapi-invalid',
      { file: specPath, line: at ? Number(at[1]) : 1, column: at ? Number(at[2]) : 1 },
      `The OpenAPI spec "${specPath}" cannot be used: ${r.message}. ${pages.length === 1 ? '1 page names an endpoint' : `${pages.length} pages name endpoints`} in frontmatter that no other spec has (${list}): ${pages.length === 1 ? 'it renders' : 'they render'} without API reference and playground.`,
      {
        key: specPath,
        data: { spec: specPath },
        fix: { message: 'Fix the spec file so that it parses and declares `openapi: 3.x` (or `swagger: 2.0`).' },
      },
    );
  }
}

/**
 * The spec a frontmatter path that names no file most likely means, written as it was (with or without a leading
 * "/"): the one spec file of the same name elsewhere (Firma-esign/firma-docs 66f3fce: 104 pages of v01.34.00 named
 * /api-reference/v01.33.00/openapi-v01.34.00.json), else the nearest path a few characters away.
 */
function nearSpec(specs: readonly string[], named: string): string | undefined {
  const lead = named.startsWith('/') ? '/' : '';
  const want = named.replace(/^\/+/, '');
  const name = want.slice(want.lastIndexOf('/') + 1);
  const sameName = specs.filter((s) => s.slice(s.lastIndexOf('/') + 1) === name);
  if (sameName.length === 1) return lead + sameName[0]!;
  const near = nearestSpec(specs, want);
  return near === undefined ? undefined : lead + near;
}

/** Of the site's spec files, the first nearest `want`, if it is a few characters away (3, or a third of it). */
function nearestSpec(specs: readonly string[], want: string): string | undefined {
  let best: string | undefined;
  let least = Infinity;
  const [wantDir, wantName] = [dirname(want), basename(want)];
  for (const s of specs) {
    // A file of the same name in a folder named otherwise is another API's spec, not a typo (mm-abp-docs dab35a985f,
    // fresh set 115: a new tab's scraping-api/openapi.json was offered abp-api/openapi.json); a folder added,
    // dropped or a typo away is one.
    const dir = dirname(s);
    if (
      basename(s) === wantName &&
      dir &&
      wantDir &&
      distance(dir, wantDir) > Math.max(1, Math.max(dir.length, wantDir.length) / 4)
    )
      continue;
    const d = distance(s, want);
    if (d < least) {
      best = s;
      least = d;
    }
  }
  return least <= Math.max(3, want.length / 3) ? best : undefined;
}

/** One frontmatter endpoint, whichever rule finds it wanting (no spec at all, or a spec without it). */
function frontmatterSubject(slug: string): string {
  return `frontmatter-openapi|${slug}`;
}
