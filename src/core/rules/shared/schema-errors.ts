// docs.json's schema errors as the schema rule reports them: the orphan rule asks which pages are listed only in
// content such an error makes the site builder drop.
import type { ErrorObject } from 'ajv';
import { at, type JNode } from '../../json/document.js';
import { docsSchemaErrors, pointer } from '../../site/content-union.js';
import { builderDrop, droppedContent, entriesIn, inDropped } from './location.js';

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
export function schemaErrors(
  docs: JNode,
  upgraded: boolean,
  skipped: ReadonlyMap<JNode, unknown>,
): readonly SchemaError[] {
  let all = known.get(docs);
  if (!all) {
    const dropped = droppedContent(docs, skipped);
    const found: SchemaError[] = [];
    for (const e of docsSchemaErrors(docs)) {
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
