// OpenAPI specifications: which operations they declare, and which page slugs the site generates for them.
import { parse as parseJsonc, type ParseError } from 'jsonc-parser';
import { MAX_JSON_DEPTH } from '../json/document.js';
import { parseYamlWithin } from '../json/yaml-depth.js';
import { quickYaml } from '../json/yaml-fast.js';
import { schemaProblem } from './schema-check.js';

// How many times the `yaml` package lets a spec expand an alias (its default) before it refuses the spec as an attack.
export const MAX_ALIAS_COUNT = 100;

export const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

export interface Operation {
  method: string;
  path: string;
  tag?: string;
  summary?: string;
  href?: string;
  /** Names the operation across edits of its path (omnara 3f72e57 dropped a prefix from all 128 paths). */
  operationId?: string;
}

export interface OpenApiSpec {
  file: string;
  operations: Operation[];
  /** `METHOD path` → operation. Webhooks are keyed `WEBHOOK name`. */
  byKey: Map<string, Operation>;
  /** The first way it fails the OpenAPI schema the site builder checks a navigation's spec against (schema-check.ts). */
  schemaProblem?: string;
}

/** `tooDeep`: not read at all, because it nests deeper than navguard reads (an input limit, not a broken spec). */
export type SpecResult = { ok: true; spec: OpenApiSpec } | { ok: false; message: string; tooDeep?: boolean };

/** Whether a spec is read as JSON (with a YAML fallback) rather than as YAML: by its name, as the builder does. */
export function isJsonSpec(file: string): boolean {
  return /\.json$/i.test(file);
}

export function parseSpec(file: string, text: string): SpecResult {
  const json = isJsonSpec(file);
  let data: unknown;
  if (json) {
    try {
      data = JSON.parse(text);
    } catch (e) {
      // The builder reads every spec with a YAML parser, which also takes JSON with trailing commas: what it
      // accepts is not broken, so only what YAML rejects too is reported (with JSON's more precise reason).
      const lenient = readYaml(text);
      if (!('data' in lenient))
        return onlyTrailingCommas(text)
          ? // JSON's reason is what YAML takes: YAML's is what breaks (aryn-ai/docs ee8a039 duplicated a key in a
            // spec with an old trailing comma, and the message named the comma).
            lenient
          : { ok: false, message: `it is not valid JSON: ${firstLine(e)}` };
      data = lenient.data;
    }
  } else {
    const read = readYaml(text);
    if (!('data' in read)) return read;
    data = read.data;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, message: 'it is not an OpenAPI document (the top level is not an object)' };
  const doc = data as Record<string, unknown>;
  if (typeof doc.openapi !== 'string' && typeof doc.swagger !== 'string') {
    return {
      ok: false,
      message:
        'it has no `openapi` (or `swagger`) version field, so the site builder does not treat it as an OpenAPI document',
    };
  }
  const operations: Operation[] = [];
  const byKey = new Map<string, Operation>();
  const add = (op: Operation): void => {
    operations.push(op);
    byKey.set(`${op.method} ${op.path}`, op);
  };
  const paths = doc.paths && typeof doc.paths === 'object' ? (doc.paths as Record<string, unknown>) : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!item || typeof item !== 'object') continue;
    for (const [m, opRaw] of Object.entries(item as Record<string, unknown>)) {
      const method = m.toUpperCase();
      if (!(HTTP_METHODS as readonly string[]).includes(method) || !opRaw || typeof opRaw !== 'object') continue;
      add(operationOf(method, path, opRaw as Record<string, unknown>));
    }
  }
  const hooks = doc.webhooks && typeof doc.webhooks === 'object' ? (doc.webhooks as Record<string, unknown>) : {};
  for (const [name, item] of Object.entries(hooks)) {
    if (!item || typeof item !== 'object') continue;
    const first = Object.values(item as Record<string, unknown>).find((v) => v && typeof v === 'object') as
      Record<string, unknown> | undefined;
    add(operationOf('WEBHOOK', name, first ?? {}));
  }
  const problem = schemaProblem(doc);
  return { ok: true, spec: { file, operations, byKey, ...(problem !== undefined && { schemaProblem: problem }) } };
}

function operationOf(method: string, path: string, op: Record<string, unknown>): Operation {
  const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
  const xMint =
    op['x-mint'] && typeof op['x-mint'] === 'object' ? (op['x-mint'] as Record<string, unknown>) : undefined;
  return {
    method,
    path,
    tag: tags[0],
    summary: typeof op.summary === 'string' ? op.summary : undefined,
    href: typeof xMint?.href === 'string' ? xMint.href : undefined,
    operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
  };
}

function slugPart(s: string): string {
  return s
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[{}(),.'/]/g, '');
}

/** The builder's scheme as observed: punctuation (dashes included) dropped, then each space becomes "-". */
function slugPartStrict(s: string): string {
  return s
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * A summary or tag as the builder writes it into a generated page's path (@mintlify/common 1.0.1211,
 * generateOpenApiPages): spaces become "-", a path parameter `{id}` becomes "-", one "-" at either end goes,
 * `{}(),.'` and slashes go, each "--" becomes "-", in lower case.
 */
function builderPart(s: string): string {
  return s
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/**
 * The one path the builder gives an operation's page under `directory`: `<directory>/<first tag>/<summary>`, or
 * `<method>-<path>` without a summary, or the operation's `x-mint.href`. generatedSlugs answers links more
 * loosely; this is the path a redirect must name (a tag renamed moves every page of it: Byzantine-Finance/docs
 * fc5fc94aa3, fresh set 93, 25 URLs). Checked against the builder's own route list on that site's history.
 */
/** The folder a spec's API pages are made in: its `directory`, slashes trimmed, else the builder's `api-reference`. */
export function apiFolder(directory: string | undefined): string {
  return (directory ?? 'api-reference').replace(/^\/+|\/+$/g, '');
}

export function builderSlug(op: Operation, directory?: string): string {
  if (op.href) return op.href.replace(/^\/+|\/+$/g, '');
  // A webhook's page is named by its summary or its name; an operation's by its summary or its method and path.
  const unnamed = op.method === 'WEBHOOK' ? builderPart(op.path) : `${op.method.toLowerCase()}-${builderPart(op.path)}`;
  const name = op.summary ? builderPart(op.summary) : unnamed;
  const folder = op.tag ? builderPart(op.tag) : '';
  return [apiFolder(directory), folder, name].filter(Boolean).join('/');
}

/**
 * Page slugs the site may generate for an operation (`<directory>/<first tag>/<summary>`). Several
 * spellings are returned because a link is accepted when any of them matches.
 */
export function generatedSlugs(op: Operation, directory?: string): string[] {
  if (op.href) return [op.href.replace(/^\/+|\/+$/g, '')];
  const dir = apiFolder(directory);
  const out = new Set<string>();
  for (const part of [slugPart, slugPartStrict]) {
    const name = op.summary
      ? part(op.summary)
      : part(`${op.method.toLowerCase()}-${op.path.replace(/\//g, '-')}`).replace(/^-+|-+$/g, '');
    out.add(`${dir}/${name}`);
    if (op.tag) out.add(`${dir}/${part(op.tag)}/${name}`);
  }
  return [...out];
}

/**
 * The operation an entry most likely meant, when one is near enough to be it: its path, with parameter names left
 * out (`/users/{id}` is `/users/{user_id}`), within a quarter of the path's length (at least 2 edits) of the entry's;
 * the nearest first, then one with the entry's own method. Undefined when only far ones exist: the least far of
 * unrelated paths (`/files` for `/api-keys`) is no suggestion.
 */
export function nearOperation(
  specs: readonly OpenApiSpec[],
  method: string,
  path: string,
  distance: (a: string, b: string) => number,
): Operation | undefined {
  const bare = (p: string): string => p.replace(/\{[^}]*\}/g, '{}');
  const want = bare(path);
  const within = Math.max(2, Math.floor(want.length / 4));
  let best: { op: Operation; d: number; other: boolean } | undefined;
  for (const spec of specs)
    for (const op of spec.operations) {
      const have = bare(op.path);
      const d = distance(want, have);
      const other = op.method !== method;
      if (d > within || d > nearWithin(want, have)) continue;
      // Another method is another operation unless the path is the one written: a method slip (`GET /teams` for
      // `POST /teams`). With another path too it is something else (ThomasBnf/Conquest e67e78d9e3, fresh set 124:
      // "Create activity", POST /v1/activities/{member_id}, was offered GET /v1/activities/{activity_id}).
      if (other && op.path !== path) continue;
      if (best && (best.d < d || (best.d === d && (!best.other || other)))) continue;
      best = { op, d, other };
    }
  return best?.op;
}

/**
 * How many edits the part where two paths differ can take and still read as a slip: half of it. Between
 * `…/{}/systems` and `…/{}/suspend` the whole last segment differs (versori/user-docs: an operation of another
 * spec offered for three removed ones).
 */
function nearWithin(a: string, b: string): number {
  const start = commonPrefix(a, b);
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return Math.max(1, Math.floor((Math.max(a.length, b.length) - start - end) / 2));
}

/** How many leading characters two strings share. */
export function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** An error's first line, without the colon that introduces the YAML parser's excerpt of the text on the next. */
function firstLine(e: unknown): string {
  return (e as Error).message.split('\n')[0]!.replace(/:$/, '');
}

/** Whether the only mistakes of a JSON text are trailing commas (the YAML reading takes those). */
function onlyTrailingCommas(text: string): boolean {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: true });
  return !errors.length;
}

function readYaml(text: string): { data: unknown } | (SpecResult & { ok: false }) {
  const quick = quickYaml(text, MAX_JSON_DEPTH, MAX_ALIAS_COUNT);
  if (quick) return quick;
  let read: { data: unknown } | { depth: number };
  try {
    read = parseYamlWithin(text, MAX_JSON_DEPTH, { maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    return { ok: false, message: `it is not valid YAML: ${firstLine(e)}` };
  }
  if ('data' in read) return read;
  return {
    ok: false,
    tooDeep: true,
    message: `values are nested ${read.depth} levels deep; navguard reads at most ${MAX_JSON_DEPTH} levels`,
  };
}
