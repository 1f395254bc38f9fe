// docs.json's navigation vocabulary, declared once: each division (tab, anchor, …), the groups and the page
// entries, with the key that names each, the array that holds it, the content a division may hold in the order the
// site builder tries it, and whether the builder takes an empty array of it. The navigation model (site/nav.ts),
// where a path lands (rules/shared/location.ts), the structure and schema rules and the JSON Schema
// (rules/navigation-schema.ts) read it; test/core/schema-drift.test.ts holds it to Mintlify's published schema.
import { table } from './lookup-table.js';

/** The arrays the navigation holds its divisions, groups and page entries in. */
export type ArrayKey =
  'tabs' | 'anchors' | 'dropdowns' | 'products' | 'versions' | 'languages' | 'menu' | 'groups' | 'pages';
/** What a navigation object shows: one link, or one array. */
export type ContentKey = 'href' | ArrayKey;

/** What an array of the navigation holds. */
export interface Held {
  kind: string;
  arrayKey: ArrayKey;
  /** What a message calls one. */
  word: string;
  /** Whether the builder takes an empty array of it: one it requires non-empty fails, and counts as absent. */
  mayBeEmpty: boolean;
}

/** A held object with a label of its own: a division or a group. */
export interface Labelled extends Held {
  /** The key that holds its label: `"tab": "Guides"`. */
  nameKey: string;
  /** Its name in navguard's JSON Schema (`$defs`) and among Mintlify's published fields. */
  element: string;
  /** Its definition in Mintlify's published schema (@mintlify/validation). */
  definition: string;
}

/** A division of the navigation (a tab, an anchor, …): it holds content of its own. */
export interface Division extends Labelled {
  /** The content keys it may hold, in the order the builder tries them: the first present is kept, the rest dropped. */
  content: readonly ContentKey[];
  /** Whether each one is a copy of the site (a language, a version, a product): the scope of duplicates. */
  partitions: boolean;
  /** What Mintlify's documentation lets it hold, where that is less than the builder takes. */
  documented?: readonly ContentKey[];
}

/**
 * The divisions, in the order a label is looked for in an object that has several: an anchor brought over from
 * mint.json keeps its `version` field and is still named as the anchor.
 */
export const DIVISIONS = [
  {
    kind: 'tab',
    nameKey: 'tab',
    arrayKey: 'tabs',
    word: 'tab',
    element: 'tab',
    definition: 'tabSchema',
    content: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
    mayBeEmpty: false,
    partitions: false,
  },
  {
    kind: 'anchor',
    nameKey: 'anchor',
    arrayKey: 'anchors',
    word: 'anchor',
    element: 'anchor',
    definition: 'anchorSchema',
    content: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
    mayBeEmpty: false,
    partitions: false,
  },
  {
    kind: 'dropdown',
    nameKey: 'dropdown',
    arrayKey: 'dropdowns',
    word: 'dropdown',
    element: 'dropdown',
    definition: 'dropdownSchema',
    content: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
    mayBeEmpty: true,
    partitions: false,
  },
  {
    kind: 'product',
    nameKey: 'product',
    arrayKey: 'products',
    word: 'product',
    element: 'product',
    definition: 'productSchema',
    content: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
    mayBeEmpty: true,
    partitions: true,
  },
  {
    kind: 'version',
    nameKey: 'version',
    arrayKey: 'versions',
    word: 'version',
    element: 'version',
    definition: 'versionSchema',
    content: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    mayBeEmpty: false,
    partitions: true,
  },
  {
    kind: 'language',
    nameKey: 'language',
    arrayKey: 'languages',
    word: 'language',
    element: 'language',
    definition: 'languageSchema',
    content: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    mayBeEmpty: false,
    partitions: true,
  },
  {
    kind: 'menu-item',
    nameKey: 'item',
    arrayKey: 'menu',
    word: 'menu item',
    element: 'menuItem',
    definition: 'menuItemSchema',
    content: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
    mayBeEmpty: true,
    partitions: false,
    // The builder renders any content of a menu item; the documentation names only these.
    documented: ['href', 'groups', 'pages'],
  },
] as const satisfies readonly Division[];

export type DivisionKind = (typeof DIVISIONS)[number]['kind'];
type DivisionOf<K extends DivisionKind> = Extract<(typeof DIVISIONS)[number], { kind: K }>;

/** Each division by its kind. */
export const DIVISION = Object.fromEntries(DIVISIONS.map((d) => [d.kind, d])) as {
  readonly [K in DivisionKind]: DivisionOf<K>;
};

export function isDivision(kind: string): kind is DivisionKind {
  return Object.hasOwn(DIVISION, kind);
}

/** The navigation root: it holds content as a division does, and has no label. */
export const NAVIGATION = {
  element: 'navigation',
  definition: 'navigationSchema',
  content: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
} as const satisfies { element: string; definition: string; content: readonly ContentKey[] };

/** A group of page entries: labelled, and held in `groups` or among page entries. */
export const GROUP = {
  kind: 'group',
  nameKey: 'group',
  arrayKey: 'groups',
  word: 'group',
  element: 'group',
  definition: 'baseGroupSchema',
  mayBeEmpty: false,
} as const satisfies Labelled;

/** Page entries: a page path, an endpoint (`GET /users`) or a group. */
export const PAGES = { kind: 'page', arrayKey: 'pages', word: 'page', mayBeEmpty: true } as const satisfies Held;

/** Everything the navigation holds in arrays. */
type AnyHeld = (typeof DIVISIONS)[number] | typeof GROUP | typeof PAGES;

/** What each array key holds; any other key (a field, a typo) holds nothing of the navigation. */
export const HELD_IN = table<AnyHeld>(Object.fromEntries([...DIVISIONS, GROUP, PAGES].map((h) => [h.arrayKey, h])));

/** The content keys of the navigation root and of each division, in the order the builder tries them. */
export const CONTENT_ORDER = Object.fromEntries([
  ['root', NAVIGATION.content],
  ...DIVISIONS.map((d) => [d.kind, d.content]),
]) as Readonly<Record<'root' | DivisionKind, readonly ContentKey[]>>;

/** Divisions and groups, in the order a label is looked for (DIVISIONS). */
export const LABELLED: readonly ((typeof DIVISIONS)[number] | typeof GROUP)[] = [...DIVISIONS, GROUP];

/** The name of each object of the navigation in navguard's JSON Schema and among Mintlify's published fields. */
export type Element = (typeof NAVIGATION | typeof GROUP | (typeof DIVISIONS)[number])['element'];
