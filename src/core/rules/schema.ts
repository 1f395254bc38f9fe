// `schema`: field types, required fields and unknown fields, checked with ajv against
// ./navigation-schema.ts, with messages that name the field, what was expected and the nearest valid name.
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { at, get, str, type JNode, type JProp } from '../json/document.js';
import { placeOf } from '../json/place.js';
import { table } from '../base/lookup-table.js';
import { GROUP, HELD_IN, LABELLED, PAGES } from '../base/divisions.js';
import type { RuleData, SchemaProblem } from './ids.js';
import { KNOWN_ROOT_KEYS, LEGACY_ROOT_KEYS } from './navigation-schema.js';
import type { Check, RuleMeta } from './rule.js';
import {
  rejects,
  builderConsequence,
  builderDrop,
  countEntries,
  describeLocation,
  typeName,
} from './shared/location.js';
import { builderPagePath } from '../base/paths.js';
import type { SiteModel } from '../site/model.js';
import { FindingSink } from './rule.js';
import type { Finding } from '../base/types.js';
import { schemaErrors } from './shared/schema-errors.js';
import { groupSpecField } from '../site/content-union.js';

export const rules = [
  {
    id: 'schema',
    family: 'fields',
    severity: 'error',
    summary: 'A navigation field has the wrong type, a required field is missing, or a field is unknown.',
    trigger: '`{"group": "A", "page": ["x"]}` — unknown field; *Did you mean "pages"?*',
    description: [
      'A field has the wrong type, a required field (a label such as `tab` or `group`, or `navigation`) is missing, or',
      'a field is unknown. Where the builder rejects docs.json the build fails; where it ignores the field silently',
      '(unknown fields, content of a broken nested division) the content is missing from the live site. Unknown fields',
      'that hold no navigation (no groups, and no pages of the site unless the key is a misspelt `pages`, `groups`, …)',
      'are warnings; a misspelt key gets a rename edit, unless the object already has the key it names.',
      'On a site still on mint.json, the builder holds mint.json to its own schema: a group without a title and a',
      "group's `iconType` and `version` are fine there.",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (both pages vanish from the sidebar):',
        lang: 'json',
        code: `"groups": [{ "group": "Guides", "page": ["a", "b"] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"groups": [{ "group": "Guides", "pages": ["a", "b"] }]`,
      },
    ],
  },
] satisfies RuleMeta[];

/**
 * Unknown fields writers use for a field the builder has under another name, too far apart for the nearest-name
 * guess: `isDefaultOpen` (other docs tools' and components' name) is a group's `expanded`. browser-use's writers
 * added it to 12 groups over seven months; none of them opened.
 */
/**
 * For a field unknown where it stands but a setting of docs.json's top level (DaxOrg/docs.getdax.app f9c5b57, fresh
 * set 88: `colors.background`, whose fix said only "Remove"; the author moved it to `background.color` next).
 */
function elsewhere(name: string, path: readonly (string | number)[]): string {
  if (!path.length || !KNOWN_ROOT_KEYS.includes(name)) return '';
  const colour =
    name === 'background' && path[0] === 'colors' ? ' (its colours go in "background.color": { "light", "dark" })' : '';
  return ` If it is meant for the whole site, "${name}" is a setting of docs.json's top level: move it there${colour}.`;
}

const MEANT: ReadonlyMap<string, string> = new Map([
  ['isDefaultOpen', 'expanded'],
  ['defaultOpen', 'expanded'],
]);

/** A language code as docs.json writes one: "en", "zh-Hant", "pt-BR". */
const LANGUAGE_CODE = /^[a-z]{2}(?:-[A-Za-z]{2,4})?$/;

/**
 * The field an object wrote under another name for the one required field it lacks: its one unknown field holding
 * text, or for a language the one holding a language code (`"locale": "en"`, hedging8563/lemondata-docs). The
 * missing field's error and the unknown field's warning then give the same fix: rename it.
 */
function renamedRequired(node: JNode, schema: unknown, root = false): { from: JProp; to: string } | undefined {
  const s = schema as { properties?: Record<string, unknown>; required?: unknown };
  if (!Array.isArray(s.required) || !s.properties) return undefined;
  const missing = s.required.filter((k): k is string => typeof k === 'string' && !node.props?.some((p) => p.key === k));
  if (missing.length !== 1) return undefined;
  const to = missing[0]!;
  const known = s.properties;
  // At the top, the schema that requires "theme" lists no other key: "favicon" is no misnamed "theme" (a docs.json
  // written for another site builder, longbridge/whale-docs, fresh set 123, was told to rename it).
  const knownHere = (key: string): boolean => key in known || (root && KNOWN_ROOT_KEYS.includes(key));
  // A value the missing field cannot hold is not it under another name (`"css": "/custom.css"` for "theme":
  // Agbonde-adebola/synkro 1149323727, fresh set 124).
  const wanted = known[to] as { const?: unknown; enum?: unknown[] } | undefined;
  const fits = (value: unknown): boolean =>
    wanted?.const !== undefined
      ? value === wanted.const
      : Array.isArray(wanted?.enum)
        ? wanted.enum.includes(value)
        : true;
  let texts = (node.props ?? []).filter((p) => !knownHere(p.key) && p.value.type === 'string' && fits(p.value.value));
  if (to === 'language') texts = texts.filter((p) => LANGUAGE_CODE.test(String(p.value.value)));
  return texts.length === 1 ? { from: texts[0]!, to } : undefined;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const withArticle = (word: string): string => `${/^[aeiou]/.test(word) ? 'An' : 'A'} ${word}`;

const ITEM_OF = table<string>({
  ...Object.fromEntries(LABELLED.map((l) => [l.arrayKey, withArticle(l.word)])),
  // An object among page entries is a group.
  [PAGES.arrayKey]: withArticle(GROUP.word),
  redirects: 'A redirect',
});

/** "A tab", "A group", … for the object at the end of a path, from the array that holds it. */
function objectName(path: (string | number)[]): string {
  const holder = path[path.length - 2];
  if (typeof path[path.length - 1] === 'number' && typeof holder === 'string') return ITEM_OF[holder] ?? 'An entry';
  return path.length ? `"${String(path[path.length - 1])}"` : 'docs.json';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text (a string)',
  boolean: 'true or false',
  number: 'a number',
  object: 'an object',
  array: 'a list',
};

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => schemaFindings(site, out);

/**
 * The first of the state's schema problems for which the site builder rejects its docs.json (the build fails, and
 * the live site stays an earlier commit's), if any: a comparison cannot take what such a base lists as published.
 */
export function builderRejection(site: SiteModel): Finding | undefined {
  const out = new FindingSink(site, () => 'error');
  schemaFindings(site, out);
  return out.findings.find((f) => f.rule === 'schema' && f.data.rejects);
}

function schemaFindings(site: SiteModel, out: FindingSink): void {
  const docs = site.docs;
  if (!docs) return;
  if (docs.type !== 'object') {
    out.add('schema', docs.span, `${out.configFile} must hold an object, not ${typeName(docs)}.`, {
      key: 'root-type',
      data: { path: [], problem: 'not-an-object', rejects: true },
    });
    return;
  }
  const seen = new Set<string>();
  for (const { e, path } of schemaErrors(docs, !!site.source.upgradedFrom, site.skippedContent)) {
    const dedupe = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    reportAjvError(e, path, docs, out, site);
  }
  for (const p of docs.props ?? []) {
    if (KNOWN_ROOT_KEYS.includes(p.key)) continue;
    if (Object.hasOwn(LEGACY_ROOT_KEYS, p.key)) {
      const moved = LEGACY_ROOT_KEYS[p.key];
      out.add(
        'schema',
        p.keySpan,
        `"${p.key}" is a key of the older mint.json format; docs.json builds ignore it, so whatever it configures does not appear on the live site.`,
        {
          key: `legacy|${p.key}`,
          data: { path: [p.key], field: p.key, problem: 'legacy-key' },
          severity: 'warning',
          fix: {
            message: moved
              ? `Move what "${p.key}" configures to ${moved}, then delete "${p.key}".`
              : `Delete "${p.key}": docs.json has no setting for it (Mintlify's own upgrade from mint.json drops it).`,
          },
        },
      );
      continue;
    }
    const near = closest(p.key, KNOWN_ROOT_KEYS);
    const hint = distance(p.key, near) <= 2 ? ` Did you mean "${near}"?` : '';
    out.add(
      'schema',
      p.keySpan,
      `${out.configFile} has an unknown key "${p.key}"; the site builder ignores it.${hint}`,
      {
        key: `unknown-root|${p.key}`,
        data: { path: [p.key], field: p.key, problem: 'unknown-root-key' },
        severity: 'warning',
      },
    );
  }
}

/**
 * The navigation entries the builder drops with an unknown field: those of a misspelt content key (`"page": […]`)
 * or of groups it holds, and in a list of text only the pages of the site it names, not data such as
 * `"tags": ["v4"]` beside a group's `tag`.
 */
function ignoredEntries(value: JNode, suggestion: string | undefined, site: SiteModel): number {
  if (value.type === 'object') return countEntries(value);
  if (value.type !== 'array') return 0;
  if (suggestion !== undefined && HELD_IN[suggestion]) return countEntries(value);
  let n = 0;
  for (const item of value.items ?? [])
    n +=
      item.type === 'string' ? Number(site.index.pages.has(builderPagePath(String(item.value)))) : countEntries(item);
  return n;
}

/** What every schema finding of one ajv error needs: where it is, how it is named, and what the builder does. */
interface SchemaError {
  e: ErrorObject;
  path: (string | number)[];
  docs: JNode;
  node: JNode;
  out: FindingSink;
  site: SiteModel;
  where: string;
  field: string | undefined;
  key: string;
  fate: string;
  data: (
    problem: SchemaProblem,
    name?: string,
    at?: (string | number)[],
    dropped?: number,
    rejected?: boolean,
  ) => RuleData['schema'];
}

function reportAjvError(
  e: ErrorObject,
  path: (string | number)[],
  docs: JNode,
  out: FindingSink,
  site: SiteModel,
): void {
  const node = at(docs, path);
  if (!node) return;
  const where = describeLocation(docs, path, out.configFile);
  const field = typeof path[path.length - 1] === 'string' ? String(path[path.length - 1]) : undefined;
  const key = `${placeOf(docs, path)}|${e.keyword}`;
  // The entries the builder drops for a problem here; reporters whose message is not `fate` say their own. A site
  // on mint.json is held to mint.json's schema, which fails the build wherever the problem is (systemhr/docs
  // 2a661036a4, fresh set 112: a group under a tab was said to be dropped; prebuild stops, "Invalid mint.json").
  const drop = site.source.upgradedFrom ? undefined : builderDrop(docs, path);
  const dropped = drop?.entries ?? 0;
  const data = (
    problem: SchemaProblem,
    name = field,
    at = path,
    lost = dropped,
    rejected = !drop,
  ): RuleData['schema'] => ({
    path: at,
    ...(name !== undefined ? { field: name } : {}),
    problem,
    ...(lost ? { dropped: lost } : {}),
    ...(rejected && { rejects: true as const }),
  });
  const fate = drop ? builderConsequence(docs, path, out.configFile, drop) : rejects(out.configFile);
  const err: SchemaError = { e, path, docs, node, out, site, where, field, key, fate, data };
  const spec = groupSpecField(docs, path);
  if (spec) return reportGroupSpec(err, spec);
  switch (e.keyword) {
    case 'anyOf':
      return reportNoPrimaryKey(err);
    case 'additionalProperties':
      return reportUnknownField(err);
    case 'required':
      return reportMissingField(err);
    case 'type':
      return reportWrongType(err);
    case 'enum':
      return reportNotAllowedValue(err);
    case 'minLength':
      return reportEmptyValue(err);
    case 'pattern':
      return reportPattern(err);
    default:
      out.add('schema', node.span, `${where}: ${e.message ?? 'invalid value'}.`, { key, data: data('other') });
  }
}

/** A bad spec value on a group: the builder drops it without a word. */
function reportGroupSpec(err: SchemaError, spec: { field: string; groupPath: (string | number)[] }): void {
  const { e, docs, node, out, key, data } = err;
  const group = String(get(at(docs, spec.groupPath), 'group')?.value ?? '');
  out.add(
    'schema',
    node.span,
    `"${spec.field}" of group "${group}" is not a valid spec reference (${ajvText(e)}); the site builder drops the whole "${spec.field}" value without a word, so the group's generated API pages and endpoint entries lose their spec.`,
    {
      key: `${key}|group-spec`,
      data: data('group-spec', spec.field, [...spec.groupPath, spec.field], 0, false),
      fix: { message: `Write "${spec.field}" as a path or URL, an array of them, or {"source": …, "directory": …}.` },
    },
  );
}

/** "navigation" without a primary key. */
function reportNoPrimaryKey(err: SchemaError): void {
  const { node, out, key, data } = err;
  out.add(
    'schema',
    node.span,
    `"navigation" has no primary key: it needs one of "pages", "groups", "tabs", "anchors", "dropdowns", "products", "versions" or "languages". The site builder rejects ${out.configFile}.`,
    {
      key,
      data: data('no-primary-key', undefined, undefined, 0),
      fix: { message: 'Add the pages of the site, e.g. "pages": ["index"], or groups of them.' },
    },
  );
}

/** A field the object does not have: fatal where the builder validates strictly, else ignored. */
function reportUnknownField(err: SchemaError): void {
  const { e, path, node, out, site, where, field, key, data, fate } = err;
  const name = (e.params as { additionalProperty: string }).additionalProperty;
  const p = node.props?.find((x) => x.key === name);
  // A page or a link written as an object: its missing "group" says what happened and what to write instead.
  if (!p || pageWrittenAsObject(node, path) !== undefined || linkWrittenAsObject(node, path) !== undefined) return;
  const allowed = Object.keys((e.parentSchema as { properties?: Record<string, unknown> }).properties ?? {});
  const renamed = renamedRequired(node, e.parentSchema);
  const meant = renamed?.from === p ? renamed.to : MEANT.get(name);
  const near = meant && allowed.includes(meant) ? meant : allowed.length ? closest(name, allowed) : undefined;
  // Not a field the object has already: renaming to it would make a duplicate key.
  const suggestion =
    near &&
    (near === meant || distance(name, near) <= Math.max(2, Math.floor(name.length / 3))) &&
    !node.props?.some((x) => x.key === near)
      ? near
      : undefined;
  if ((e.parentSchema as Record<string, unknown>)['x-strict'] === true) {
    // Objects the builder validates strictly (colors, global, openapi objects): an unknown key is fatal.
    out.add(
      'schema',
      p.keySpan,
      `${field ? `"${field}" in ${where}` : where} has an unknown field "${name}"; this object allows only ${allowed.map((a) => `"${a}"`).join(', ')}, and ${fate}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      {
        key: `${key}|${name}`,
        data: data('unknown-field', name, [...path, name]),
        fix: suggestion
          ? {
              message: `Rename "${name}" to "${suggestion}".`,
              edits: out.replaceEdit(p.keySpan, JSON.stringify(suggestion)),
            }
          : { message: `Remove "${name}".${elsewhere(name, path)}` },
      },
    );
    return;
  }
  const entries = ignoredEntries(p.value, suggestion, site);
  const losesContent = entries > 0;
  const consequence = losesContent
    ? ` The site builder ignores it, so ${entries ? `its ${entries} ${entries === 1 ? 'entry' : 'entries'}` : 'what it holds'} will not appear on the live site.`
    : ' The site builder ignores it.';
  out.add(
    'schema',
    p.keySpan,
    `${where} has an unknown field "${name}".${consequence}${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
    {
      key: `${key}|${name}`,
      data: data('unknown-field', name, [...path, name], entries, false),
      severity: losesContent ? 'error' : 'warning',
      fix: suggestion
        ? {
            message: `Rename "${name}" to "${suggestion}".`,
            edits: out.replaceEdit(p.keySpan, JSON.stringify(suggestion)),
          }
        : { message: `Remove "${name}", or move its content to a field the builder knows: ${allowed.join(', ')}.` },
    },
  );
}

/**
 * The page an object among page entries names with `"page"` when it has no `"group"`: a writer's way of giving one
 * page a tag (`{"page": "cli/sandbox", "tag": "Beta"}`). The builder reads any object there as a group, and this
 * one, without a label, costs the whole division's content (Factory-AI/factory 94d706d: a tab of 79 entries).
 */
function pageWrittenAsObject(node: JNode, path: readonly (string | number)[]): string | undefined {
  return unlabelledAmongPages(node, path) ? str(get(node, 'page')) : undefined;
}

/** An object in a `pages` list with neither a group's label nor pages: the builder reads it as a broken group. */
function unlabelledAmongPages(node: JNode, path: readonly (string | number)[]): boolean {
  return (
    node.type === 'object' &&
    typeof path[path.length - 1] === 'number' &&
    path[path.length - 2] === PAGES.arrayKey &&
    !get(node, GROUP.nameKey) &&
    !get(node, PAGES.arrayKey)
  );
}

/**
 * The address of an external link written as an object among pages (`{ "name": "PDF", "url": "https://…" }`,
 * towns-protocol/towns b4ca3afce6, fresh set 83), which the builder reads as a group without its label.
 */
function linkWrittenAsObject(node: JNode, path: readonly (string | number)[]): string | undefined {
  return unlabelledAmongPages(node, path) ? str(get(node, 'url') ?? get(node, 'href')) : undefined;
}

/** A required field missing. */
function reportMissingField(err: SchemaError): void {
  const { e, path, node, out, where, key, data, fate } = err;
  const missing = (e.params as { missingProperty: string }).missingProperty;
  const page = missing === GROUP.nameKey ? pageWrittenAsObject(node, path) : undefined;
  if (page !== undefined) {
    const others = (node.props ?? []).map((p) => p.key).filter((k) => k !== 'page');
    const moved = others.length
      ? ` (${others.map((k) => `"${k}"`).join(', ')} of a page ${others.length === 1 ? 'goes' : 'go'} in its frontmatter, e.g. \`${others[0]}: …\`)`
      : '';
    out.add(
      'schema',
      node.span,
      `An entry in ${where} is the page "${page}" written as an object; the site builder reads an object among pages as a group, which needs its label "group" and "pages": ${fate}.`,
      {
        key: `${key}|${missing}`,
        data: data('missing-field', missing),
        fix: {
          message: `List the page by its path, "${page}"${moved}.`,
          edits: out.replaceEdit(node.span, JSON.stringify(page)),
        },
      },
    );
    return;
  }
  const link = missing === GROUP.nameKey ? linkWrittenAsObject(node, path) : undefined;
  if (link !== undefined) {
    const fields = (node.props ?? []).map((p) => `"${p.key}"`).join(', ');
    out.add(
      'schema',
      node.span,
      `An entry in ${where} is a link to ${link} written as an object (${fields}); the site builder reads an object among pages as a group, which needs its label "group" and "pages": ${fate === rejects(out.configFile) ? `${fate} and the build fails` : fate}.`,
      {
        key: `${key}|${missing}`,
        data: data('missing-field', missing),
        fix: {
          message: `To show the link in the sidebar, list a page whose frontmatter says \`url: ${link}\` (its entry then leads there), or make it an anchor or a tab with "href".`,
        },
      },
    );
    return;
  }
  const what = LABELLED.some((l) => l.nameKey === missing) ? `its label "${missing}"` : `"${missing}"`;
  const renamed = renamedRequired(node, e.parentSchema, !path.length);
  const written = renamed?.to === missing ? renamed.from : undefined;
  out.add(
    'schema',
    node.span,
    `${path.length ? `${objectName(path)} in ${where}` : out.configFile} is missing ${what}, which is required; ${fate === rejects(out.configFile) ? `${fate} and the build fails` : fate}.${written ? ` Its "${written.key}" looks like "${missing}" under another name.` : ''}`,
    {
      key: `${key}|${missing}`,
      data: data('missing-field', missing),
      fix: written
        ? {
            message: `Rename "${written.key}" to "${missing}".`,
            edits: out.replaceEdit(written.keySpan, JSON.stringify(missing)),
          }
        : { message: `Add "${missing}" to this object.` },
    },
  );
}

/** A value of the wrong type. */
function reportWrongType(err: SchemaError): void {
  const { e, path, node, out, where, field, key, data, fate } = err;
  const want = String((e.params as { type: string }).type);
  // A `pages` entry that is neither text nor an object fails the group branch: say both forms.
  const inPages = typeof path[path.length - 1] === 'number' && path[path.length - 2] === 'pages';
  const wanted = inPages && want === 'object' ? 'a page path (text) or a group object' : (TYPE_WORDS[want] ?? want);
  out.add(
    'schema',
    node.span,
    `${field ? `"${field}"` : 'This entry'} in ${where} must be ${wanted}, not ${typeName(node)}; ${fate}.`,
    { key, data: data('wrong-type') },
  );
}

/** A value outside the allowed list. */
function reportNotAllowedValue(err: SchemaError): void {
  const { e, node, out, where, field, key, data, fate } = err;
  const allowed = ((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v));
  out.add(
    'schema',
    node.span,
    `"${field ?? ''}" in ${where} is ${typeName(node)}; allowed values: ${allowed.join(', ')}. ${capital(fate)}.`,
    { key, data: data('not-allowed-value') },
  );
}

/** An empty string where text is required. */
function reportEmptyValue(err: SchemaError): void {
  const { node, out, where, field, key, data, fate } = err;
  out.add(
    'schema',
    node.span,
    `${field ? `"${field}"` : 'This entry'} in ${where} is empty; it needs at least one character. ${capital(fate)}.`,
    { key, data: data('empty') },
  );
}

/** A value not in the expected form (an icon written with "fa-", a colour). */
function reportPattern(err: SchemaError): void {
  const { e, node, out, where, field, key, data, fate } = err;
  const value = String(node.value);
  if (value.startsWith('fa-')) {
    out.add(
      'schema',
      node.span,
      `Icon "${value}" in ${where} starts with "fa-"; icon names are written without that prefix, and ${fate}.`,
      {
        key,
        data: data('icon-prefix'),
        fix: {
          message: `Write "${value.slice(3)}".`,
          edits: out.replaceEdit(node.span, JSON.stringify(value.slice(3))),
        },
      },
    );
    return;
  }
  const colour = field === 'primary' || field === 'light' || field === 'dark';
  out.add(
    'schema',
    node.span,
    `"${field ?? ''}" in ${where} is ${typeName(node)}, which is not in the expected form (${colour ? 'a hex colour such as #0D9373' : (e.params as { pattern: string }).pattern}); ${fate}.`,
    { key, data: data('pattern') },
  );
}

/** An ajv error in a few words, for messages that wrap it. */
function ajvText(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties')
    return `unknown field "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === 'required') return `"${(e.params as { missingProperty: string }).missingProperty}" is missing`;
  if (e.keyword === 'type')
    return `expected ${TYPE_WORDS[String((e.params as { type: string }).type)] ?? String((e.params as { type: string }).type)}`;
  if (e.keyword === 'minLength') return 'it is empty';
  return e.message ?? 'invalid value';
}
