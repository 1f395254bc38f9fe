// Config validation errors as sentences a writer can act on: the file, the option's path in the JSON
// (`rules.orphan-page`, `ignore[2]`), what it must be and what it was — never the validator's own words.
import type { ErrorObject } from 'ajv';
import { configSchema } from './config-schema.js';
import { suggest } from '../base/suggest.js';

type Segment = string | number;

/** An ajv instancePath (a JSON pointer) as path segments, array indexes as numbers. */
function segments(pointer: string, raw: unknown): Segment[] {
  if (!pointer) return [];
  let at: unknown = raw;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => {
      const seg: Segment = Array.isArray(at) && /^\d+$/.test(s) ? Number(s) : s;
      at = at && typeof at === 'object' ? (at as Record<string, unknown>)[s] : undefined;
      return seg;
    });
}

export function jsonPath(path: readonly Segment[]): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');
}

function valueAt(raw: unknown, path: readonly Segment[]): unknown {
  let at = raw;
  for (const s of path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[s] : undefined;
  return at;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
};

/** What a list in the config holds, read from the schema: `a list of strings or objects` for `ignore`. */
function listWords(path: readonly Segment[]): string {
  type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
  let schema = configSchema as unknown as Schema;
  for (const s of path) {
    const next: Schema | undefined = typeof s === 'number' ? schema.items : schema.properties?.[s];
    schema = next?.anyOf?.find((b) => b.type === 'array') ?? next ?? {};
  }
  const forms = (schema.items?.anyOf ?? (schema.items ? [schema.items] : [])).map((f) => f.type);
  const words = forms.flatMap((t) => (t === 'string' ? ['strings'] : t === 'object' ? ['objects'] : []));
  return words.length ? `a list of ${words.join(' or ')}` : 'a list';
}

/** The options an object in the config accepts, read from the schema. */
function optionsAt(path: readonly Segment[]): string[] {
  type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
  // Of several forms, the one that is an object has the options.
  const objectForm = (x: Schema): Schema => x.anyOf?.find((b) => b.properties) ?? x;
  let schema = configSchema as unknown as Schema;
  for (const s of path) schema = objectForm((typeof s === 'number' ? schema.items : schema.properties?.[s]) ?? {});
  return Object.keys(objectForm(schema).properties ?? {}).filter((k) => k !== '$schema');
}

function sentence(e: ErrorObject, raw: unknown): string {
  const path = segments(e.instancePath, raw);
  const where = path.length ? `\`${jsonPath(path)}\`` : 'the configuration';
  const got = `(got ${shown(valueAt(raw, path))})`;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = (e.params as { additionalProperty: string }).additionalProperty;
      const known = optionsAt(path);
      const near = suggest(name, known);
      const owner = path.length ? `an option of \`${jsonPath(path)}\`` : 'a navguard option';
      const hint = near ? `; did you mean \`${near}\`?` : '.';
      return `\`${jsonPath([...path, name])}\` is not ${owner}${hint} The options are ${known.join(', ')}.`;
    }
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const value = valueAt(raw, path);
      const near = typeof value === 'string' ? suggest(value, allowed) : undefined;
      return `${where} must be one of ${allowed.join(', ')} ${got}${near ? `; did you mean ${near}?` : ''}`;
    }
    case 'type': {
      const type = (e.params as { type: string }).type;
      return `${where} must be ${type === 'array' ? listWords(path) : (TYPE_WORDS[type] ?? type)} ${got}`;
    }
    case 'pattern':
      if (path.join('.') === 'basePath')
        return `${where} must be a URL path such as "/docs" (a leading slash, no spaces) ${got}`;
      return `${where} does not have the expected form ${got}`;
    case 'minProperties':
      return `${where} is empty: give at least one of ${optionsAt(path).join(', ')}`;
    case 'maxItems':
      return `${where} holds more than ${(e.params as { limit: number }).limit} entries`;
    case 'maxLength':
      return `${where} is longer than ${(e.params as { limit: number }).limit} characters`;
    default:
      return `${where} ${e.message ?? 'is not valid'}`;
  }
}

/**
 * A value that may take several forms (`ignore` items: a glob or an object) fails each form. When it is of one
 * form's type, that form's errors say what is wrong; otherwise one sentence names every form.
 */
function mergeAlternatives(errors: readonly ErrorObject[], raw: unknown): (ErrorObject | string)[] {
  const within = (e: ErrorObject, path: string): boolean =>
    e.instancePath === path || e.instancePath.startsWith(`${path}/`);
  const alternatives = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  /** Alternatives said in one sentence naming every form. */
  const merged = new Set<string>();
  const out: (ErrorObject | string)[] = [];
  for (const path of alternatives) {
    const typeErrors = errors.filter((e) => e.instancePath === path && e.keyword === 'type');
    const value = valueAt(raw, segments(path, raw));
    const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    // The value has the type of some form when that form failed for another reason (an unknown field, say).
    const otherReason = errors.some((e) => within(e, path) && e.keyword !== 'type' && e.keyword !== 'anyOf');
    if (otherReason || typeErrors.some((e) => (e.params as { type: string }).type === actual)) continue;
    const forms = typeErrors.map((e) => TYPE_WORDS[(e.params as { type: string }).type] ?? '');
    merged.add(path);
    out.push(
      `\`${jsonPath(segments(path, raw))}\` must be ${forms.filter(Boolean).join(' or ')} (got ${shown(value)})`,
    );
  }
  for (const e of errors) {
    const under = [...alternatives].find((p) => within(e, p));
    // Under alternatives: the forms' own type errors give way to the form the value has, or to the one sentence.
    const keep =
      under === undefined ||
      (e.keyword === 'type' ? e.instancePath !== under : e.keyword !== 'anyOf' && !merged.has(under));
    if (keep) out.push(e);
  }
  return out;
}

/** One sentence per problem. */
export function describeConfigErrors(errors: readonly ErrorObject[], raw: unknown): string[] {
  return [...new Set(mergeAlternatives(errors, raw).map((e) => (typeof e === 'string' ? e : sentence(e, raw))))];
}
