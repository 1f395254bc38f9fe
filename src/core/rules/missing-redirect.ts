// missing-redirect: a published page the change removed or renamed without a redirect from its old path.
// Runs on a before/after pair (navguard diff, pull requests), never on one state of a site.
import { get, type JNode } from '../json/document.js';
import { walk, type NavNode } from '../model/nav.js';
import { labelPath } from '../site/model.js';
import { isExternal, routePath } from '../site/routes.js';
import type { TextEdit } from '../types.js';
import type { PairCheck, RuleMeta } from './rule.js';
import { redirectJson } from './shared/redirect-json.js';
import type { FindingSink } from './sink.js';

export const rules = [
  {
    id: 'missing-redirect',
    family: 'links',
    severity: 'error',
    summary: 'A published page was removed or renamed without a redirect (before/after only).',
    trigger: '`diff` only: `install.mdx` renamed to `setup/install.mdx` with no redirect from `/install`',
    description: [
      'Only in before/after comparisons (`navguard diff`, the pull-request check): a published page was removed or',
      'renamed and docs.json has no redirect for its old path, so bookmarks, search results and links from other sites',
      'get a 404. For a rename the fix is an exact edit adding the redirect.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (install.mdx renamed to setup/install.mdx, navigation updated, no redirect):',
        lang: 'json',
        code: `"pages": ["index", "quickstart", "setup/install"]`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"pages": ["index", "quickstart", "setup/install"],
"redirects": [{ "source": "/install", "destination": "/setup/install" }]`,
      },
    ],
    afterword: '(The second line belongs at the top level of docs.json, beside `navigation`.)',
  },
] satisfies RuleMeta[];

export const checkPair: PairCheck = ({ base, head: site, headRoutes, renamed, out }) => {
  if (!site.docs || site.docs.type !== 'object') return;
  const redirectsNode = get(site.docs, 'redirects');
  const baseNav = new Map<string, NavNode>();
  if (base.nav) for (const n of walk(base.nav)) if (n.kind === 'page' && !baseNav.has(n.page!)) baseNav.set(n.page!, n);
  for (const slug of base.index.pages.keys()) {
    if (site.index.pages.has(slug)) continue;
    const now = headRoutes.resolve(slug);
    if (now.kind !== 'missing') continue;
    const to = renamed.get(slug);
    const entry = baseNav.get(slug);
    const section = entry?.parent;
    // For a removed page, the first page left in its old section is a sensible place to send readers.
    const sibling = section?.children.find(
      (c) => c.kind === 'page' && c.page !== slug && site.index.pages.has(c.page!),
    )?.page;
    const destination = to ?? headRoutes.suggest(slug) ?? sibling;
    const what = to ? `was renamed to ${to}` : 'was removed';
    const where = entry ? ` (it was in the navigation under ${(section && labelPath(section)) || 'top level'})` : '';
    const object = `{ "source": "/${slug}", "destination": "/${destination ?? 'NEW-PATH'}" }`;
    const source = `/${slug}`;
    // Point at the redirects list; without one, at the renamed entry (the line the author touched) or the navigation.
    // Redirects to the old path would become chains through the new one: the fix points them straight there.
    const repoint = destination
      ? site.redirects.filter(
          (r) => !isExternal(r.destination) && routePath(r.destination, headRoutes.basePath) === slug,
        )
      : [];
    const repointEdits = repoint.flatMap(
      (r) =>
        out.replaceEdit(
          r.destinationSpan,
          JSON.stringify(`/${destination}${/[?#].*$/.exec(r.destination)?.[0] ?? ''}`),
        ) ?? [],
    );
    const also = repoint.length
      ? ` Then send ${repoint.map((r) => `"${r.source}"`).join(', ')} straight to "/${destination}": ${repoint.length === 1 ? 'it leads' : 'they lead'} to ${source}.`
      : '';
    const headEntry = to && site.nav ? walk(site.nav).find((n) => n.kind === 'page' && n.page === to) : undefined;
    const navProp = site.docs.props?.find((p) => p.key === 'navigation');
    const anchor = redirectsNode?.span ?? headEntry?.span ?? navProp?.keySpan ?? site.docs.span;
    out.add(
      'missing-redirect',
      anchor,
      `/${slug} ${what}${where}, but docs.json has no redirect for it: bookmarks, search results and links from other sites now get a 404.`,
      {
        key: slug,
        data: {
          source,
          ...(destination ? { destination: `/${destination}` } : {}),
          ...(to ? { renamedTo: to } : {}),
        },
        fix: {
          message:
            (to
              ? `Add ${object} to "redirects".`
              : `Add ${object} to "redirects"${destination ? ', or send it to the page that replaces it' : ', with the page that replaces it as destination'}.`) +
            also,
          ...(destination
            ? { edits: [...insertRedirect(out, site.docs, redirectsNode, source, `/${destination}`), ...repointEdits] }
            : {}),
        },
      },
    );
  }
};

/** A zero-width edit that adds one redirect object: after the last one, into an empty array, or as a new key. */
function insertRedirect(
  out: FindingSink,
  docs: JNode,
  redirects: JNode | undefined,
  source: string,
  destination: string,
): TextEdit[] {
  const obj = redirectJson(source, destination);
  const at = (file: string, offset: number, text: string): TextEdit[] => {
    const p = out.lines(file).at(offset);
    return [
      { file: out.repoPath(file), line: p.line, column: p.column, endLine: p.line, endColumn: p.column, newText: text },
    ];
  };
  if (redirects?.type === 'array') {
    const items = redirects.items ?? [];
    const last = items[items.length - 1];
    if (last) {
      const indent = ' '.repeat(out.lines(last.span.file).at(last.span.offset).column - 1);
      return at(last.span.file, last.span.offset + last.span.length, `,\n${indent}${obj}`);
    }
    return at(redirects.span.file, redirects.span.offset + 1, `\n    ${obj}\n  `);
  }
  const lastProp = docs.props?.[docs.props.length - 1];
  if (!lastProp) return at(docs.span.file, docs.span.offset + 1, `\n  "redirects": [\n    ${obj}\n  ]\n`);
  return at(
    lastProp.value.span.file,
    lastProp.value.span.offset + lastProp.value.span.length,
    `,\n  "redirects": [\n    ${obj}\n  ]`,
  );
}
