// JSON Schema of docs.json as far as navguard checks it: the navigation (spec + what the site builder
// accepts beyond it), the few root keys the builder requires, redirects, styling and interaction.
// Unknown fields are caught with `additionalProperties: false`; the schema rule decides their severity.

const str = { type: 'string' } as const;
const nonEmpty = { type: 'string', minLength: 1 } as const;
const boolean = { type: 'boolean' } as const;
const pageArray = { type: 'array', items: { $ref: '#/$defs/pageEntry' } } as const;
const icon = {
  if: { type: 'string' },
  then: true,
  else: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: str, style: str, library: str },
  },
} as const;
const openapiObject = { type: 'object', required: ['source'], additionalProperties: false, properties: { source: nonEmpty, directory: str, overlays: { type: 'array', items: str } } } as const;
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
const color = { type: 'object', additionalProperties: false, properties: { light: str, dark: str } } as const;

const arrayOf = (def: string) => ({ type: 'array', items: { $ref: `#/$defs/${def}` } }) as const;
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
} as const;
type ContentKey = keyof typeof content;
const pick = (...keys: ContentKey[]) => Object.fromEntries(keys.map((k) => [k, content[k]]));

const common = { icon, hidden: boolean, directory: { enum: ['none', 'accordion', 'card'] }, openapi, asyncapi, global: { $ref: '#/$defs/global' }, href: str } as const;

const division = (nameKey: string, extra: Record<string, unknown>, keys: ContentKey[]) => ({
  type: 'object',
  required: [nameKey],
  additionalProperties: false,
  properties: { [nameKey]: nonEmpty, ...common, ...extra, ...pick(...keys) },
});

const globalItem = (nameKey: string) => ({
  type: 'object',
  required: [nameKey],
  additionalProperties: false,
  properties: { [nameKey]: nonEmpty, href: str, icon, color, hidden: boolean, description: str },
});

export const docsSchema = {
  $id: 'https://navguard.dev/docs.schema.json',
  type: 'object',
  required: ['navigation'],
  properties: {
    navigation: { $ref: '#/$defs/navigation' },
    name: nonEmpty,
    theme: { enum: ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] },
    colors: { type: 'object', required: ['primary'], properties: { primary: { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' } } },
    redirects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['source', 'destination'],
        additionalProperties: false,
        properties: { source: nonEmpty, destination: nonEmpty, permanent: boolean },
      },
    },
    api: { type: 'object', properties: { openapi } },
  },
  $defs: {
    navigation: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pick('products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'), global: { $ref: '#/$defs/global' }, directory: { enum: ['none', 'accordion', 'card'] } },
    },
    global: {
      type: 'object',
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
      },
    },
    tab: division('tab', { align: { enum: ['start', 'end'] }, searchable: boolean }, ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu']),
    anchor: division('anchor', { color }, ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages']),
    dropdown: division('dropdown', { color, description: str }, ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages']),
    product: division('product', { color, description: str, name: str }, ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu']),
    version: division('version', { default: boolean, tag: str }, ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages']),
    language: division(
      'language',
      { default: boolean, banner: { type: 'object', properties: { content: str, dismissible: boolean } }, footer: { type: 'object' }, navbar: { type: 'object' } },
      ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    ),
    menuItem: division('item', { description: str }, ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages']),
  },
} as const;

/** docs.json root keys the builder knows; others are dropped silently. */
export const KNOWN_ROOT_KEYS = [
  '$schema', 'theme', 'name', 'colors', 'navigation', 'public', 'description', 'logo', 'favicon', 'api', 'appearance',
  'background', 'navbar', 'footer', 'search', 'seo', 'fonts', 'icons', 'styling', 'redirects', 'integrations', 'banner',
  'errors', 'contextual', 'thumbnails', 'interaction', 'metadata', 'variables', 'markdown',
];

/** Keys of the older mint.json format that docs.json builds ignore. */
export const LEGACY_ROOT_KEYS = ['topbarLinks', 'topbarCtaButton', 'anchors', 'tabs', 'versions', 'modeToggle', 'layout', 'mintlify', 'openapi', 'topAnchor', 'primaryTab', 'footerSocials', 'feedback', 'sidebar', 'backgroundImage', 'analytics', 'isWhiteLabeled'];
