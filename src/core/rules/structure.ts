// Nesting rules of the spec, and what the site builder silently drops when they are broken:
// multiple-roots, mixed-children, menu-content, global-anchor-href, unknown-language, empty-division.
import { get, str, type JNode, type JProp } from '../json/document.js';
import { placeOf } from '../json/place.js';
import { contentKeys, hasContent, keptContentKey, linkHref, walk } from '../site/nav.js';
import { CONTENT_ORDER, DIVISION, HELD_IN, LABELLED, type DivisionKind } from '../base/divisions.js';
import { MINTLIFY_FIELDS } from '../generated/mintlify-fields.generated.js';
import type { ShapeFailure } from '../site/content-union.js';
import { builderPagePath } from '../base/paths.js';
import type { SiteModel } from '../site/model.js';
import { mintNavigationRejected } from '../site/mint-json.js';
import type { Check, RuleMeta } from './rule.js';
import { builderConsequence, describeLocation, entriesIn } from './shared/location.js';
import type { FindingSink } from './rule.js';

export const rules = [
  {
    id: 'multiple-roots',
    family: 'structure',
    severity: 'error',
    severityNote:
      'a warning when every dropped page is listed elsewhere anyway, or when the dropped key holds links only',
    summary: 'More than one primary key at the navigation root; the builder keeps one and drops the rest.',
    trigger: '`"navigation": {"tabs": […], "groups": […]}` — the groups are dropped',
    description: [
      'The navigation root has more than one primary key; the site builder keeps the first in its order (products,',
      'languages, versions, tabs, dropdowns, anchors, groups, pages) and silently drops the others. The message says',
      'what is dropped, e.g. "drops "groups" with 1 group (2 pages)". The builder tries the keys as a union: one whose',
      'content fails its schema (anchors written as in mint.json, without "anchor") is passed over for the next that',
      'holds, and the message says why; docs.json is rejected only when none holds.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (pages `b` and `c` are not on the live site):',
        lang: 'json',
        code: `"navigation": {
  "tabs": [{ "tab": "Guides", "pages": ["a"] }],
  "groups": [{ "group": "More", "pages": ["b", "c"] }]
}`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"navigation": {
  "global": { "anchors": [{ "anchor": "Blog", "href": "https://blog.example.com" }] },
  "tabs": [{ "tab": "Guides", "groups": [{ "group": "G", "pages": ["a", "b", "c"] }] }]
}`,
      },
    ],
  },
  {
    id: 'mixed-children',
    family: 'structure',
    severity: 'error',
    severityNote:
      'a warning when every dropped page is listed elsewhere anyway, or when the dropped key holds links only',
    summary: 'An element holds more than one child type; the builder keeps one and drops the rest.',
    trigger: 'a tab with both `"anchors"` and `"groups"` — the groups are dropped',
    description: [
      'A division (tab, anchor, dropdown, product, version, language, menu item) holds more than one child type; the',
      'site builder keeps one (an `href` that is a URL or a path from the root wins over everything; any other `href` is',
      'the one dropped: see `division-href`) and silently drops the rest. As at the root, a key whose content fails the',
      "builder's schema is passed over for the next that holds.",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (the group and page `a` vanish; the tab keeps its anchors):',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "pages": ["a"] }], "anchors": [{ "anchor": "API", "pages": ["b", "c"] }] }]`,
      },
      {
        passes: true,
        caption: 'Passes (one child type per level):',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "anchors": [{ "anchor": "API", "groups": [{ "group": "Start", "pages": ["a", "b", "c"] }] }] }]`,
      },
    ],
  },
  {
    id: 'division-href',
    family: 'structure',
    severity: 'warning',
    summary:
      'A tab, anchor, language… has an `href` that is neither a URL nor a path from the root: the builder drops it.',
    trigger: '`{"language": "zh", "href": "zh/intro", "groups": […]}` — the link is dropped, the groups kept',
    description: [
      "A division's `href` must be a URL (`https://…`, any `scheme:`), a path from the root (`/zh/intro`), a `#hash` or",
      '`mailto:` for the site builder to take it. Any other (`zh/intro`, `example.com`) fails that form of the division:',
      'the builder drops the `href` without a word and keeps the content beside it, so the link has no effect; a',
      'division with nothing else links nowhere and shows nothing. (An `href` the builder takes wins over the content:',
      'see `mixed-children`.)',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (the tab shows its groups; the link is ignored):',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "href": "guides/intro", "groups": [{ "group": "Start", "pages": ["guides/intro"] }] }]`,
      },
      {
        passes: true,
        caption: 'Passes (a link from the root, on a tab that only links):',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "pages": ["guides/intro"] }] }, { "tab": "Blog", "href": "/blog" }]`,
      },
    ],
  },
  {
    id: 'menu-content',
    family: 'structure',
    severity: 'error',
    summary: 'A tab menu item holds something other than groups, pages or an external link.',
    trigger: 'a menu item holding `"tabs"`',
    description: [
      "A tab's menu item holds something other than groups, pages or an external link, which the spec does not allow",
      '(the site builder happens to render some of it; tools that follow the spec will not).',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"tabs": [{ "tab": "Products", "menu": [{ "item": "Cloud", "anchors": [{ "anchor": "Setup", "pages": ["a"] }] }] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"tabs": [{ "tab": "Products", "menu": [
  { "item": "Cloud", "groups": [{ "group": "Setup", "pages": ["a"] }] },
  { "item": "CLI", "pages": ["b", "c"] },
  { "item": "Status", "href": "https://status.example.com" }
] }]`,
      },
    ],
  },
  {
    id: 'global-anchor-href',
    family: 'structure',
    severity: 'error',
    severityNote: 'warning for a path on this site (`/blog`, `#x`), which the builder accepts',
    summary:
      'A global anchor needs `href`, an external http(s) URL as the spec asks (warning for a path the builder accepts).',
    trigger: '`"global": {"anchors": [{"anchor": "Blog", "href": "/blog"}]}` (warning); `"href": "blog"` (error)',
    description: [
      'A global anchor (shown on every page) needs an `href`; the spec asks for an external http(s) URL. A path on',
      'this site (`/blog`, `#x`, `mailto:`) is a warning: the site builder accepts it and the live site shows the',
      'anchor on every page, opening that path (`broken-link` checks that something answers there). No `href`, or',
      'one that is neither a URL nor starts with `/` (`blog`), is an error: the builder rejects docs.json.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (warning):',
        lang: 'json',
        code: `"global": { "anchors": [{ "anchor": "Blog", "href": "/blog" }] }`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"global": { "anchors": [{ "anchor": "Blog", "href": "https://blog.example.com" }] }`,
      },
    ],
  },
  {
    id: 'unknown-language',
    family: 'structure',
    severity: 'error',
    severityNote: 'notice for codes the site builder accepts',
    summary: 'A language code the site builder rejects (notice when only the spec leaves it out).',
    trigger: '`{"language": "en-US"}` (error); `{"language": "ja"}` (notice: the builder accepts it)',
    description: [
      'A `language` code the site builder does not accept is an error (at the root it rejects docs.json; inside a',
      "division it drops that content), with an edit to the nearest valid code. The spec's `ua` is rejected by the",
      'builder, which expects `uk`.',
      '',
      "Codes the builder accepts but the spec's shorter list leaves out (`ja`, `zh`, `zh-Hans`, `pt`, `da` …: the",
      'builder knows 40) are notices: the live site shows the language and its switcher entry as written, so nothing',
      "is wrong for readers; only tools that follow the spec's list to the letter may not know the code.",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"languages": [{ "language": "en-US", "pages": ["a"] }, { "language": "ua", "pages": ["b"] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"languages": [{ "language": "en", "pages": ["a"] }, { "language": "jp", "pages": ["b"] }, { "language": "cn", "pages": ["c"] }]`,
      },
    ],
  },
  {
    id: 'empty-division',
    family: 'structure',
    severity: 'error',
    severityNote: 'warning where the builder accepts the empty array',
    summary: 'An empty `tabs`/`groups`/`anchors`/… array (warning where the builder accepts it).',
    trigger: '`"tabs": []` (error); `"pages": []` in a group (warning)',
    description: [
      'An empty `tabs`/`groups`/`anchors`/`versions`/`languages` array at the navigation root is an error (the builder',
      'needs at least one and rejects docs.json); an empty `pages` array, or an empty array inside a division, is a',
      'warning: the builder accepts it and that part of the site shows nothing. Not reported: an empty (or absent)',
      '`pages` of a group with a `root` page, which opens when the group title is clicked, or of an element with its',
      'own `openapi`, which gets a page per endpoint.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (error):',
        lang: 'json',
        code: `"navigation": { "tabs": [] }`,
      },
      {
        passes: false,
        caption: 'Fails (warning):',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "pages": ["a", "b", "c"] }, { "tab": "Soon", "pages": [] }]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "groups": [{ "group": "G", "pages": ["a", "b", "c"] }] }]`,
      },
    ],
  },
] satisfies RuleMeta[];

/** Language codes listed in the spec. */
export const SPEC_LANGUAGES = [
  'ar',
  'cs',
  'cn',
  'zh-Hant',
  'nl',
  'en',
  'fr',
  'de',
  'he',
  'hi',
  'id',
  'it',
  'jp',
  'ko',
  'lv',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'es',
  'sv',
  'tr',
  'ua',
  'uz',
  'vi',
];
/** Language codes the site builder accepts (@mintlify/validation 0.1.878). */
export const PLATFORM_LANGUAGES = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
];

/** Codes both the spec and the site builder accept: the only safe suggestions. */
const SAFE_LANGUAGES = SPEC_LANGUAGES.filter((c) => PLATFORM_LANGUAGES.includes(c));

interface Visit {
  json: JNode;
  kind: 'root' | DivisionKind | 'group';
  path: (string | number)[];
}

/** Every navigation object (root, divisions, groups) in the raw JSON, dropped content included. */
function* objects(nav: JNode): Generator<Visit> {
  const stack: Visit[] = [{ json: nav, kind: 'root', path: ['navigation'] }];
  while (stack.length) {
    const v = stack.pop()!;
    yield v;
    for (const p of v.json.props ?? []) {
      const childKind = HELD_IN[p.key]?.kind;
      if (!childKind || p.value.type !== 'array') continue;
      (p.value.items ?? []).forEach((item, i) => {
        if (item.type !== 'object') return;
        const kind = childKind === 'page' ? 'group' : childKind;
        if (kind === 'group' && get(item, 'group') === undefined && childKind === 'page') return;
        stack.push({ json: item, kind, path: [...v.path, p.key, i] });
      });
    }
  }
}

function count(node: JNode | undefined): { pages: number; items: number } {
  let pages = 0;
  const walkNode = (n: JNode | undefined): void => {
    if (!n) return;
    if (n.type === 'string') pages++;
    for (const i of n.items ?? []) walkNode(i);
    for (const p of n.props ?? []) if (HELD_IN[p.key] || p.key === 'root') walkNode(p.value);
  };
  walkNode(node);
  return { pages, items: node?.items?.length ?? 0 };
}

function droppedText(p: JProp): string {
  if (p.key === 'href') return `its link "${str(p.value) ?? ''}"`;
  const { pages, items } = count(p.value);
  const what = `${items} ${p.key === 'pages' ? (items === 1 ? 'entry' : 'entries') : items === 1 ? p.key.replace(/s$/, '') : p.key}`;
  return p.key === 'pages' || pages === 0 ? what : `${what} (${pages} page${pages === 1 ? '' : 's'})`;
}

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  const nav = get(site.docs, 'navigation');
  if (nav?.type !== 'object') return;
  for (const v of objects(nav)) {
    if (v.kind !== 'group') checkChildTypes(v, out, site);
    if (v.kind !== 'group' && v.kind !== 'root') checkHref(v, out, site);
    if (v.kind === 'menu-item') checkMenu(v, out, site);
    if (v.kind === 'language') checkLanguage(v, out, site);
    for (const p of v.json.props ?? []) {
      if (p.value.type === 'array' && HELD_IN[p.key] && (p.value.items ?? []).length === 0) checkEmpty(v, p, out, site);
      if (p.key === 'global' && p.value.type === 'object') checkGlobal(p.value, out);
    }
  }
};

function checkChildTypes(v: Visit, out: FindingSink, site: SiteModel): void {
  const kind = v.kind as 'root' | DivisionKind;
  const present = contentKeys(kind, v.json, site.skippedContent);
  if (present.length < 2) return;
  const kept = present[0]!;
  const where = v.kind === 'root' ? 'The navigation root' : describeLocation(site.docs!, v.path);
  const written = contentKeys(kind, v.json).map((k) => `"${k}"`);
  for (const key of present.slice(1)) {
    const p = v.json.props!.find((x) => x.key === key)!;
    // An empty array drops nothing (chatwoot/docs dea77fa293, fresh set 100: an anchor's `"pages": []` beside its
    // groups was an error saying they would not appear); empty-division speaks of it.
    if (p.value.type === 'array' && !p.value.items?.length) continue;
    const rule = v.kind === 'root' ? 'multiple-roots' : 'mixed-children';
    const lead =
      v.kind === 'root'
        ? `${where} has more than one primary key (${written.join(', ')}).`
        : `${where} holds more than one type of child (${written.join(', ')}).`;
    const failure = site.skippedContent.get(p.value);
    if (failure) {
      reportSkipped({ v, p, kept, rule, lead, failure }, out, site);
      continue;
    }
    if (kept !== 'href' && listedElsewhere(p, site)) {
      // Nothing disappears: the dropped entries are all in the navigation the builder keeps.
      out.add(
        rule,
        p.keySpan,
        `${lead} The site builder keeps "${kept}" and silently drops "${key}" with ${droppedText(p)}; every page in it is also listed elsewhere in the navigation, so nothing goes missing, but this "${key}" has no effect.`,
        {
          key: `${placeOf(site.docs, v.path)}|${key}`,
          data: { path: v.path, kept, dropped: key, listedElsewhere: true, pages: droppedPages(p) },
          severity: 'warning',
          fix: { message: `Remove "${key}" here: its pages are already in the navigation.` },
        },
      );
      continue;
    }
    const pages = droppedPages(p);
    out.add(
      rule,
      p.keySpan,
      `${lead} The site builder keeps "${kept}" and silently drops "${key}" with ${droppedText(p)}: they will not appear on the live site.`,
      {
        key: `${placeOf(site.docs, v.path)}|${key}`,
        data: { path: v.path, kept, dropped: key, listedElsewhere: false, pages },
        // Links out only (mint.json's anchors left beside "tabs"): no page leaves the site.
        ...(!pages.length && { severity: 'warning' as const }),
        fix: {
          message:
            kept === 'href'
              ? `Remove "href" to show this content, or remove "${key}" if this entry should only link out.`
              : `Keep one child type per level: move "${key}" inside one of the ${kept}, or turn the ${kept} into "${key}".`,
        },
      },
    );
  }
}

/**
 * Content the builder passes over as failing its schema while a later content key holds (site/content-union.ts): it
 * keeps that key instead. Mending the content in place would turn the choice round, so the fix says so.
 */
function reportSkipped(
  s: {
    v: Visit;
    p: JProp;
    kept: string;
    rule: 'multiple-roots' | 'mixed-children';
    lead: string;
    failure: ShapeFailure;
  },
  out: FindingSink,
  site: SiteModel,
): void {
  const { v, p, kept, rule, lead, failure } = s;
  const pages = droppedPages(p);
  const elsewhere = pages.length > 0 && listedElsewhere(p, site);
  const consequence = elsewhere
    ? '; every page in it is also listed elsewhere in the navigation, so nothing goes missing'
    : ': they will not appear on the live site';
  const held = HELD_IN[p.key];
  const globalKey = MINTLIFY_FIELDS.global.includes(p.key as never) && held && 'nameKey' in held;
  out.add(
    rule,
    p.keySpan,
    `${lead} Its "${p.key}" fail the site builder's schema (${failureText(site.docs!, failure)}), so the builder passes over them, keeps "${kept}" and silently drops "${p.key}" with ${droppedText(p)}${consequence}.`,
    {
      key: `${placeOf(site.docs, v.path)}|${p.key}`,
      data: { path: v.path, kept, dropped: p.key, listedElsewhere: elsewhere, pages, failing: failure.path },
      severity: pages.length && !elsewhere ? 'error' : 'warning',
      fix: {
        message:
          !pages.length && globalKey
            ? `To keep these links, move them to "global": { "${p.key}": [ … ] }, each with its label "${held.nameKey}" and an "href". Mended where they are, they would make the builder keep "${p.key}" and drop "${kept}".`
            : `Move what "${p.key}" holds into the ${kept}, or remove it. Mended where it is, it would make the builder keep "${p.key}" and drop "${kept}".`,
      },
    },
  );
}

/** Why content fails the builder's schema, in a few words: 'anchor 1 has no label "anchor"'. */
function failureText(docs: JNode, { e, path }: ShapeFailure): string {
  const i = path.findLastIndex((seg, n) => typeof seg === 'number' && typeof path[n - 1] === 'string');
  const holder = i > 0 ? HELD_IN[String(path[i - 1])] : undefined;
  const item = holder && i > 0 ? `${holder.word} ${Number(path[i]) + 1}` : describeLocation(docs, path);
  const field = i > 0 && i < path.length - 1 ? `"${path.slice(i + 1).join('.')}" of ${item}` : item;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      return `${item} has no ${LABELLED.some((l) => l.nameKey === missing) ? 'label ' : ''}"${missing}"`;
    }
    case 'type':
      return `${field} is not of type ${String(params.type)}`;
    case 'minLength':
      return `${field} is empty`;
    case 'additionalProperties':
      return `${field} has an unknown field "${String(params.additionalProperty)}"`;
    default:
      return `${field} ${e.message ?? 'is invalid'}`;
  }
}

/** The page paths of the entries a dropped content key holds. */
function droppedPages(p: JProp): string[] {
  return [...new Set(entriesIn(p.value, p.key).map(builderPagePath))];
}

/** division-href: an `href` the builder does not take as a link (linkHref) is dropped, whatever else is there. */
function checkHref(v: Visit, out: FindingSink, site: SiteModel): void {
  const node = get(v.json, 'href');
  if (node?.type !== 'string' || hasContent(v.json, 'href')) return;
  const href = node.value as string;
  const kind = v.kind as DivisionKind;
  const kept = keptContentKey(kind, v.json, site.skippedContent);
  const where = describeLocation(site.docs!, v.path);
  const lead = `${where} has "href": "${href}", which is neither a URL nor a path from the root ("/…"): the site builder drops it`;
  const written = href.replace(/^\.\//, '');
  const target = written.replace(/[?#].*$/, '');
  const rooted = target !== '' && site.index.pages.has(builderPagePath(target)) ? `/${written}` : undefined;
  out.add(
    'division-href',
    node.span,
    kept
      ? `${lead} and keeps "${kept}", so the link has no effect on the live site.`
      : `${lead}, so this ${kind} links nowhere and shows nothing on the live site.`,
    {
      key: `${placeOf(site.docs, v.path)}|href`,
      data: { path: v.path, href, ...(kept ? { kept } : {}) },
      fix: kept
        ? {
            message: `Remove "href" here: the ${kind} shows its "${kept}", and a link that the builder would take instead (a URL, or "/…") would hide them.`,
          }
        : rooted
          ? {
              message: `Write it from the root: "${rooted}".`,
              edits: out.replaceEdit(node.span, JSON.stringify(rooted)),
            }
          : { message: 'Write a full URL ("https://…") or a path from the root ("/…").' },
    },
  );
}

/**
 * Whether every page the dropped content lists (its pages, and those of the groups and other divisions in it, at any
 * depth) is in the navigation the builder keeps: then nothing disappears. A site that kept an old `"groups"` beside
 * its new `"tabs"` lists the same pages twice, and the builder shows the tabs.
 */
function listedElsewhere(p: JProp, site: SiteModel): boolean {
  if (!site.nav) return false;
  const pages: string[] = [];
  const collect = (n: JNode | undefined): boolean => {
    if (!n) return true;
    if (n.type === 'string') {
      pages.push(n.value as string);
      return true;
    }
    if (n.type === 'array') return (n.items ?? []).every(collect);
    if (n.type !== 'object') return false;
    // A link out (an anchor or tab with only an href) lists no page; any other content is read.
    return (n.props ?? []).every((q) => !(HELD_IN[q.key] || q.key === 'root') || collect(q.value));
  };
  if (!collect(p.value) || !pages.length) return false;
  const listed = new Set<string>();
  for (const n of walk(site.nav)) {
    if (n.kind === 'page') listed.add(n.page);
    if (n.kind === 'group' && n.root) listed.add(n.root.page);
  }
  return pages.every((page) => listed.has(builderPagePath(page)));
}

function checkMenu(v: Visit, out: FindingSink, site: SiteModel): void {
  const documented: readonly string[] = DIVISION['menu-item'].documented;
  for (const p of v.json.props ?? []) {
    if (!HELD_IN[p.key] || documented.includes(p.key)) continue;
    out.add(
      'menu-content',
      p.keySpan,
      `Menu item "${str(get(v.json, 'item')) ?? ''}" in ${describeLocation(site.docs!, v.path.slice(0, -2))} holds "${p.key}"; a menu item may hold only groups, pages and an external link.`,
      {
        key: `${placeOf(site.docs, v.path)}|${p.key}`,
        data: { path: v.path, key: p.key },
        fix: {
          message: `Replace "${p.key}" with "groups" or "pages", or move this content out of the menu into its own tab.`,
        },
      },
    );
  }
}

function checkLanguage(v: Visit, out: FindingSink, site: SiteModel): void {
  const node = get(v.json, 'language');
  const code = str(node);
  if (!node || code === undefined) return;
  const inSpec = SPEC_LANGUAGES.includes(code);
  const inPlatform = PLATFORM_LANGUAGES.includes(code);
  if (inSpec && inPlatform) return;
  const lower = code.toLowerCase();
  const candidates = [...SAFE_LANGUAGES, ...PLATFORM_LANGUAGES];
  // Ukrainian: the spec says "ua", the builder only knows "uk".
  const prefix = lower.split(/[-_]/)[0]!;
  const suggestion =
    code === 'ua'
      ? 'uk'
      : (candidates.find((c) => c.toLowerCase() === lower) ??
        (prefix ? candidates.find((c) => c.toLowerCase().startsWith(prefix)) : undefined));
  if (inPlatform) {
    // The builder accepts it, so the live site works: only the spec's shorter list leaves it out.
    out.add(
      'unknown-language',
      node.span,
      `Language "${code}" is not in the spec's list of language codes, but the site builder accepts "${code}", so the live site shows this language as written. Only tools that follow the spec's list to the letter may not know it.`,
      {
        key: code,
        data: { code, platformOnly: true },
        severity: 'notice',
        fix:
          code === 'ja'
            ? { message: 'Nothing to do for the live site; the spec writes Japanese as "jp".' }
            : code === 'zh' || code === 'zh-Hans'
              ? { message: 'Nothing to do for the live site; the spec writes Chinese as "cn" (or "zh-Hant").' }
              : undefined,
      },
    );
    return;
  }
  // At the root the builder rejects docs.json; inside a tab (or other division) it drops that content silently.
  const fate = builderConsequence(site.docs!, [...v.path, 'language'], out.configFile);
  const reason = inSpec
    ? `The spec lists "${code}", but the site builder does not accept it${code === 'ua' ? ' (it expects "uk" for Ukrainian)' : ''}: ${fate}.`
    : `It is neither in the spec's list nor accepted by the site builder: ${fate}.`;
  const better = suggestion && suggestion !== code ? suggestion : undefined;
  out.add('unknown-language', node.span, `Language "${code}" is not a supported language code. ${reason}`, {
    key: code,
    data: { code, platformOnly: false, ...(better ? { suggestion: better } : {}) },
    fix: better
      ? { message: `Use "${better}".`, edits: out.replaceEdit(node.span, JSON.stringify(better)) }
      : { message: `Use one of: ${SAFE_LANGUAGES.join(', ')}.` },
  });
}

function checkEmpty(v: Visit, p: JProp, out: FindingSink, site: SiteModel): void {
  // Not empty on the live site: a group's root page opens when its title is clicked, and an element with its
  // own `openapi` and no pages gets a page for every endpoint of the spec.
  if (p.key === 'pages' && ((v.kind === 'group' && str(get(v.json, 'root'))) || get(v.json, 'openapi'))) return;
  // The upgrade of a mint.json without navigation: mint-json-invalid says what the writer wrote.
  if (v.kind === 'root' && mintNavigationRejected(site.source)) return;
  const where = v.kind === 'root' ? 'the navigation root' : describeLocation(site.docs!, v.path);
  // The builder needs at least one entry in some arrays; it rejects docs.json only when that leaves the
  // navigation root without a primary key. In a division the empty array just counts as absent.
  const held = HELD_IN[p.key];
  const required = held?.mayBeEmpty === false;
  const others = v.kind !== 'group' && CONTENT_ORDER[v.kind].some((k) => k !== p.key && hasContent(v.json, k));
  const fatal = required && v.kind === 'root' && !others;
  const what = held?.word ?? 'entry';
  const shows = `this ${v.kind === 'root' ? 'site' : v.kind} shows nothing on the live site`;
  out.add(
    'empty-division',
    p.value.span,
    fatal
      ? `"${p.key}" in ${where} is empty; the site builder requires at least one ${what} here and rejects ${out.configFile}.`
      : required
        ? `"${p.key}" in ${where} is empty; the site builder treats an empty "${p.key}" as absent${others ? '' : `, so ${shows}`}.`
        : others
          ? `"${p.key}" in ${where} is empty; the site builder shows the rest of this ${v.kind} and ignores it.`
          : `"${p.key}" in ${where} is empty, so ${shows}.`,
    {
      key: `${placeOf(site.docs, v.path)}|${p.key}`,
      data: { path: v.path, key: p.key, fatal },
      severity: fatal ? 'error' : 'warning',
      fix: { message: `Add at least one ${what} to "${p.key}", or remove it.` },
    },
  );
}

function checkGlobal(global: JNode, out: FindingSink): void {
  const anchors = get(global, 'anchors');
  for (const a of anchors?.items ?? []) {
    if (a.type !== 'object') continue;
    const label = str(get(a, 'anchor')) ?? '(unnamed)';
    const href = get(a, 'href');
    const value = str(href);
    // The builder takes what a division's href takes (linkHref): `http://` with no host fails, as `blog` does.
    const accepted = value !== undefined && linkHref(value);
    if (accepted && /^https?:\/\/[^/\s]/i.test(value)) continue;
    const msg =
      value === undefined
        ? `Global anchor "${label}" has no "href"; the site builder requires one here and rejects ${out.configFile}. Global anchors appear on every page and should link to an external http(s) URL.`
        : accepted
          ? `Global anchor "${label}" links to "${value}", not to an external http(s) URL as the spec asks. The site builder accepts it: the live site shows it on every page and it opens "${value}"${/^[/#]/.test(value) ? ' on this site' : ''}.`
          : `Global anchor "${label}" links to "${value}", which is neither a URL nor a path starting with "/"; the site builder rejects ${out.configFile}.`;
    out.add('global-anchor-href', (href ?? a).span, msg, {
      key: label,
      data: { anchor: label, ...(value !== undefined ? { href: value } : {}) },
      ...(accepted ? { severity: 'warning' as const } : {}),
      fix: {
        message: accepted
          ? 'To follow the spec, use the full URL (https://your-site.com/…), or move this link into the navigation as a page.'
          : value === undefined || /^[a-z][a-z0-9+.-]*:/i.test(value)
            ? 'Set "href" to a full https:// URL, with its host (https://example.com/…).'
            : `Set "href" to a full https:// URL, or write "/${value.replace(/^\.?\/+/, '')}" for a path on this site.`,
      },
    });
  }
}
