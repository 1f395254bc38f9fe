// JSON Schema of docs.json as far as navguard checks it: the navigation (spec + what the site builder
// accepts beyond it), the few root keys the builder requires, redirects, styling and interaction.
// Unknown fields are caught with `additionalProperties: false`; the schema rule decides their severity.
// Objects marked `'x-strict': true` are the ones the builder validates strictly: an unknown key there rejects
// docs.json (ajv ignores the marker; the schema rule reads it from the error's parent schema).

import { MINTLIFY_FIELDS } from '../generated/mintlify-fields.generated.js';
import { CONTENT_ORDER, DIVISION, DIVISIONS, HELD_IN, type ArrayKey, type DivisionKind } from '../base/divisions.js';

type Element = keyof typeof MINTLIFY_FIELDS.elements;

/**
 * An object's properties: every field Mintlify's published schema allows there (pinned in
 * ./mintlify-fields.generated.ts) accepted as it is, then navguard's own checks of the fields it knows. So a field
 * Mintlify adds is never a false "unknown field" once the pinned copy is refreshed (`npm run update-schema`).
 */
const known = <P extends Record<string, unknown>>(element: Element, props: P): P => ({
  ...props,
  ...Object.fromEntries(MINTLIFY_FIELDS.elements[element].filter((k) => !(k in props)).map((k) => [k, true])),
});

const str = { type: 'string' } as const;
const nonEmpty = { type: 'string', minLength: 1 } as const;
const boolean = { type: 'boolean' } as const;
const pageArray = { type: 'array', items: { $ref: '#/$defs/pageEntry' } } as const;
/** Icon names are written without Font Awesome's "fa-" prefix; the builder rejects one that has it. */
const iconName = { type: 'string', pattern: '^(?!fa-)' } as const;
const icon = {
  if: { type: 'string' },
  then: iconName,
  else: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: iconName, style: str, library: str },
  },
} as const;
const hex = { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' } as const;
const openapiObject = {
  type: 'object',
  'x-strict': true,
  required: ['source'],
  additionalProperties: false,
  properties: { source: nonEmpty, directory: str, overlays: { type: 'array', items: str } },
} as const;
const openapi = {
  if: { type: 'string' },
  then: { minLength: 1 },
  else: {
    if: { type: 'array' },
    then: { items: { if: { type: 'string' }, then: { minLength: 1 }, else: openapiObject } },
    else: openapiObject,
  },
} as const;
const asyncapi = openapi;
const color = {
  type: 'object',
  'x-strict': true,
  additionalProperties: false,
  properties: { light: hex, dark: hex },
} as const;

const arrayOf = (def: string) => ({ type: 'array', items: { $ref: `#/$defs/${def}` } }) as const;
/** A content array: a list of the divisions or groups it holds, or of page entries. */
const contentArray = (key: ArrayKey) => {
  const held = HELD_IN[key]!;
  return 'element' in held ? arrayOf(held.element) : pageArray;
};
const pick = (keys: readonly ArrayKey[]) => Object.fromEntries(keys.map((k) => [k, contentArray(k)]));
/** The content arrays of the navigation or a division, in the order the site builder tries them. */
const contentOf = (kind: 'root' | DivisionKind): ArrayKey[] =>
  CONTENT_ORDER[kind].filter((k): k is ArrayKey => k !== 'href');

// No `icon`: versions and languages have none in the published schema; the other divisions add it.
const common = {
  hidden: boolean,
  directory: { enum: ['none', 'accordion', 'card'] },
  openapi,
  asyncapi,
  global: { $ref: '#/$defs/global' },
  href: str,
} as const;

/** navguard's checks of each division's own fields; the other fields Mintlify publishes are accepted as they are. */
const OWN_FIELDS: Record<DivisionKind, Record<string, unknown>> = {
  tab: { icon, align: { enum: ['start', 'end'] }, searchable: boolean },
  anchor: { icon, color },
  dropdown: { icon, color, description: str },
  product: { icon, color, description: str, name: str },
  version: { default: boolean, tag: str },
  language: {
    default: boolean,
    banner: { type: 'object', properties: { content: str, dismissible: boolean } },
    footer: { type: 'object' },
    navbar: { type: 'object' },
  },
  'menu-item': { icon, description: str },
};

const division = (kind: DivisionKind) => {
  const { nameKey, element } = DIVISION[kind];
  return {
    type: 'object',
    required: [nameKey],
    additionalProperties: false,
    properties: known(element, { [nameKey]: nonEmpty, ...common, ...OWN_FIELDS[kind], ...pick(contentOf(kind)) }),
  };
};

// Global items need an href; for anchors the global-anchor-href rule says so (and checks it is external).
const globalItems = (arrayKey: (typeof DIVISIONS)[number]['arrayKey']) => {
  const { kind, nameKey } = DIVISIONS.find((d) => d.arrayKey === arrayKey)!;
  return {
    type: 'array',
    items: {
      type: 'object',
      required: kind === 'anchor' ? [nameKey] : [nameKey, 'href'],
      additionalProperties: false,
      properties: { [nameKey]: nonEmpty, href: str, icon, color, hidden: boolean, description: str },
    },
  };
};

export const docsSchema = {
  $id: 'https://navguard.dev/docs.schema.json',
  type: 'object',
  // The builder rejects docs.json without a theme (its discriminator), a name or a primary colour.
  required: ['theme', 'name', 'colors', 'navigation'],
  properties: {
    navigation: { $ref: '#/$defs/navigation' },
    name: nonEmpty,
    theme: { enum: [...MINTLIFY_FIELDS.themes] },
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
        properties: { source: str, destination: str, permanent: boolean },
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
      anyOf: contentOf('root').map((k) => ({ required: [k] })),
      additionalProperties: false,
      properties: known('navigation', {
        ...pick(contentOf('root')),
        global: { $ref: '#/$defs/global' },
        directory: { enum: ['none', 'accordion', 'card'] },
      }),
    },
    global: {
      type: 'object',
      'x-strict': true,
      additionalProperties: false,
      // The divisions Mintlify lets it list, in the published order.
      properties: Object.fromEntries(MINTLIFY_FIELDS.global.map((k) => [k, globalItems(k)])),
    },
    pageEntry: { if: { type: 'string' }, then: { minLength: 1 }, else: { $ref: '#/$defs/group' } },
    group: {
      type: 'object',
      required: ['group'],
      additionalProperties: false,
      properties: known('group', {
        group: nonEmpty,
        pages: pageArray,
        root: nonEmpty,
        tag: str,
        expanded: boolean,
        icon,
        hidden: boolean,
        public: boolean,
        boost: { type: 'number' },
        searchable: boolean,
        directory: { enum: ['none', 'accordion', 'card'] },
        openapi,
        asyncapi,
        sdk: true,
      }),
    },
    ...Object.fromEntries(DIVISIONS.map((d) => [d.element, division(d.kind)])),
  },
} as const;

/** docs.json root keys the builder knows; others are dropped silently. */
export const KNOWN_ROOT_KEYS: readonly string[] = MINTLIFY_FIELDS.rootKeys;

/**
 * Keys of the older mint.json format that docs.json builds ignore, each with where its setting lives in docs.json:
 * where Mintlify's own upgrade of a mint.json moves it (`upgradeToDocsConfig` in @mintlify/validation), or
 * undefined when the upgrade drops it.
 */
export const LEGACY_ROOT_KEYS: Readonly<Record<string, string | undefined>> = {
  topbarLinks: '"navbar": { "links": … }',
  topbarCtaButton: '"navbar": { "primary": … }',
  anchors: '"navigation" (its "anchors" or "global")',
  tabs: '"navigation" (its "tabs")',
  versions: '"navigation" (its "versions")',
  topAnchor: '"navigation" (its first anchor)',
  primaryTab: '"navigation" (its first tab)',
  modeToggle: '"appearance" ("default", "strict")',
  layout: '"theme" ("sidenav" became "maple", "solidSidenav" "willow")',
  openapi: '"api": { "openapi": … }, or "openapi" on the navigation division whose endpoints it serves',
  footerSocials: '"footer": { "socials": … }',
  backgroundImage: '"background": { "image": … }',
  analytics: '"integrations"',
  mintlify: undefined,
  feedback: undefined,
  sidebar: undefined,
  isWhiteLabeled: undefined,
};
