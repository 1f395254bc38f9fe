// docs.json's schema errors as the schema rule reports them, validated once per document: the orphan rule asks
// which pages are listed only in content such an error makes the site builder drop.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validate as validateDocs } from '../../generated/docs-validator.generated.js';
import { at, toValue, type JNode } from '../../json/document.js';
import { builderDrop, droppedContent, entriesIn, inDropped } from './location.js';

// Precompiled from navigation-schema.ts (compiling at run time costs ~300 ms); a test keeps it current.
const validator = validateDocs as unknown as ValidateFunction;

/** One ajv error and the JSON path of the value it is about. */
export interface SchemaError {
  e: ErrorObject;
  path: (string | number)[];
}

const known = new WeakMap<JNode, readonly SchemaError[]>();

/**
 * The schema errors of a docs.json object that the schema rule reports: not `if` (a branch's condition), nor one per
 * branch of navigation's `anyOf`, nor any in content the builder drops unread (multiple-roots and mixed-children say
 * it goes), nor, for a site still on mint.json (`upgraded`), what only its upgrade to docs.json lacks.
 */
export function schemaErrors(docs: JNode, upgraded: boolean): readonly SchemaError[] {
  let all = known.get(docs);
  if (!all) {
    validator(toValue(docs));
    const dropped = droppedContent(docs);
    const found: SchemaError[] = [];
    for (const e of validator.errors ?? []) {
      if (e.keyword === 'if' || e.schemaPath.includes('/anyOf/')) continue;
      const path = pointer(e.instancePath);
      if (!inDropped(dropped, path)) found.push({ e, path });
    }
    all = found;
    known.set(docs, all);
  }
  return upgraded ? all.filter(({ e, path }) => !allowedInMintJson(e, path, docs)) : all;
}

/** Fields a mint.json group may have besides those of docs.json: the upgrade folds them into `icon` or drops them. */
const MINT_JSON_GROUP_FIELDS: ReadonlySet<string> = new Set(['iconType', 'version']);

/**
 * Whether the problem is one only in the upgrade of mint.json, not in mint.json itself. The builder validates a site
 * on mint.json against mint.json's own schema and builds the upgrade without validating it again (@mintlify/prebuild
 * `update/index.js`, CLI 4.2.941): a group's name may be empty there (the group is shown without a title), and a
 * group may have `iconType` and `version`.
 */
function allowedInMintJson(e: ErrorObject, path: (string | number)[], docs: JNode): boolean {
  if (e.keyword === 'minLength') return path[path.length - 1] === 'group';
  if (e.keyword !== 'additionalProperties') return false;
  const name = (e.params as { additionalProperty: string }).additionalProperty;
  return MINT_JSON_GROUP_FIELDS.has(name) && !!at(docs, path)?.props?.some((p) => p.key === 'group');
}

/**
 * The entries (page paths, as written) in navigation content the site builder drops for a schema error inside a
 * division (builderDrop): the schema finding says it drops them, with their count.
 */
export function entriesDroppedBySchema(docs: JNode, errors: readonly SchemaError[]): Set<string> {
  const out = new Set<string>();
  for (const { e, path } of errors) {
    const region = droppedRegion(docs, e, path);
    if (region) for (const entry of entriesIn(at(docs, region))) out.add(entry);
  }
  return out;
}

/** Where the builder drops content for a schema error: an unknown field itself (a misspelt `"page": […]`), else builderDrop's. */
function droppedRegion(docs: JNode, e: ErrorObject, path: (string | number)[]): (string | number)[] | undefined {
  if (e.keyword === 'additionalProperties')
    return [...path, (e.params as { additionalProperty: string }).additionalProperty];
  const drop = builderDrop(docs, path);
  return drop && [...drop.holder, drop.key];
}

/** A JSON pointer (`/navigation/tabs/0`) as a path: array indexes as numbers. */
export function pointer(path: string): (string | number)[] {
  if (!path) return [];
  return path
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
