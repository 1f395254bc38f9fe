// The site builder reads the navigation, and each division in it, as a union of shapes, one per content key, tried in
// the order of CONTENT_ORDER (@mintlify/validation's navigationSchema, anchorSchema, …). Content that fails the
// schema fails its shape, and the union goes on to the next: a later content key that holds is kept instead, and the
// failing one is dropped without a word. A docs.json migrated from mint.json kept anchors written as mint.json's
// (`"name"`, `"url"`) beside its groups (AnswerLoops 154230fedf, fresh set 119): prebuild builds the groups and
// drops the anchors; it rejects docs.json only when no content key holds.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validate as validateDocs } from '../generated/docs-validator.generated.js';
import { at, get, toValue, type JNode } from '../json/document.js';
import { CONTENT_ORDER, HELD_IN, isDivision, type DivisionKind } from '../base/divisions.js';
import { contentKeys } from './nav.js';

// Precompiled from rules/navigation-schema.ts (compiling at run time costs ~300 ms); a test keeps it current.
const validator = validateDocs as unknown as ValidateFunction;

const validated = new WeakMap<JNode, readonly ErrorObject[]>();

/** docs.json's errors against navguard's JSON Schema of it, validated once per document. */
export function docsSchemaErrors(docs: JNode): readonly ErrorObject[] {
  let errors = validated.get(docs);
  if (!errors) {
    validator(toValue(docs));
    errors = validator.errors ?? [];
    validated.set(docs, errors);
  }
  return errors;
}

type Path = readonly (string | number)[];

/** Why the builder passes over a content value: the first error in it that fails the builder's shape, and where. */
export interface ShapeFailure {
  e: ErrorObject;
  path: (string | number)[];
}

/**
 * The content values (the JSON of a content key) the builder passes over because they fail its schema while a later
 * content key of the same object holds, each with why. None for a site on mint.json (`upgraded`): the builder
 * validates mint.json against mint.json's own schema and builds its upgrade as it comes.
 */
export function skippedContent(docs: JNode | undefined, upgraded: boolean): ReadonlyMap<JNode, ShapeFailure> {
  const skipped = new Map<JNode, ShapeFailure>();
  const nav = docs?.type === 'object' ? get(docs, 'navigation') : undefined;
  if (upgraded || nav?.type !== 'object') return skipped;
  const failures = docsSchemaErrors(docs!)
    .filter((e) => failsShape(e, docs!))
    .map((e) => ({ e, path: pointer(e.instancePath) }));
  if (!failures.some((f) => f.path[0] === 'navigation')) return skipped;
  const inside = (f: ShapeFailure, path: Path): boolean => path.every((seg, i) => f.path[i] === seg);
  const under = (path: Path, exact = false): ShapeFailure | undefined =>
    failures.find((f) => (!exact || f.path.length === path.length) && inside(f, path));
  const ownFailure = (kind: DivisionKind, path: Path): ShapeFailure | undefined =>
    failures.find(
      (f) =>
        inside(f, path) &&
        (f.path.length === path.length || !CONTENT_ORDER[kind].includes(f.path[path.length] as never)),
    );
  const contentFailure = (json: JNode, key: string, path: Path): ShapeFailure | undefined => {
    if (key === 'href') return undefined;
    const inner = [...path, key];
    const kind = HELD_IN[key]!.kind;
    if (!isDivision(kind)) return under(inner);
    const items = get(json, key)!.items ?? [];
    let failure = under(inner, true);
    for (let i = 0; i < items.length && !failure; i++)
      failure = items[i]!.type === 'object' ? ownFailure(kind, [...inner, i]) : under([...inner, i]);
    return failure;
  };

  const visit = (json: JNode, kind: 'root' | DivisionKind, path: Path): void => {
    const present = contentKeys(kind, json);
    const failed: [string, ShapeFailure][] = [];
    let kept: string | undefined;
    for (const key of present) {
      const failure = contentFailure(json, key, path);
      if (!failure) {
        kept = key;
        break;
      }
      failed.push([key, failure]);
    }
    if (kept === undefined) kept = present[0];
    else for (const [key, failure] of failed) skipped.set(get(json, key)!, failure);
    const held = kept === undefined ? undefined : HELD_IN[kept]?.kind;
    if (!held || !isDivision(held)) return;
    get(json, kept!)?.items?.forEach((item, i) => {
      if (item.type === 'object') visit(item, held, [...path, kept!, i]);
    });
  };
  visit(nav, 'root', ['navigation']);
  return skipped;
}

/**
 * Whether an ajv error is one that fails the builder's shape for the value: not a branch's condition (`if`) or the
 * navigation's "one primary key" branches, not an unknown field where the builder strips it (all but the objects
 * marked `x-strict`), not a group's `openapi`/`asyncapi` (groupSpecField).
 */
function failsShape(e: ErrorObject, docs: JNode): boolean {
  if (e.keyword === 'if' || e.keyword === 'anyOf' || e.schemaPath.includes('/anyOf/')) return false;
  if (e.keyword === 'additionalProperties') return e.parentSchema?.['x-strict'] === true;
  return !groupSpecField(docs, pointer(e.instancePath));
}

/** The group and field when a path lies inside a group's `openapi`/`asyncapi` value, which the builder drops if invalid. */
export function groupSpecField(
  docs: JNode,
  path: (string | number)[],
): { field: string; groupPath: (string | number)[] } | undefined {
  const i = path.findIndex((seg) => seg === 'openapi' || seg === 'asyncapi');
  if (i < 1 || path[0] !== 'navigation') return undefined;
  const owner = at(docs, path.slice(0, i));
  return owner && get(owner, 'group') !== undefined
    ? { field: String(path[i]), groupPath: path.slice(0, i) }
    : undefined;
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
