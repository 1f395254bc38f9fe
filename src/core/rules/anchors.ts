// broken-anchor: a link's `#fragment` names no id on the page it leads to (checked by the links check, ./links.ts,
// with ../site/page-ids.ts's AnchorChecker); anchor-removed (before/after only): a heading the change renamed or
// removed while links still point at its old id. Ids come from ../mdx/anchors.ts, computed only for pages that
// are targets of fragment links, once per page and analysis.
import { diffArrays } from 'diff';
import { type Anchor, type PageAnchors } from '../mdx/anchor-model.js';
import { stripPageExt } from '../base/paths.js';
import type { FindingOf } from '../base/types.js';
import type { PairCheck, RuleMeta } from './rule.js';
import { AnchorChecker, decodeOnce, hasId, pageIdsChanged } from '../site/page-ids.js';

export const rules = [
  {
    id: 'broken-anchor',
    safeFix: {
      what: "a link's #fragment retargeted to the heading the change renamed",
      when: (data) => data.renamedTo !== undefined,
    },
    onlyWhereLinksChecked: true,
    checkedAgainstBase: true,
    followsMoves: (data) => `${data.url.trim()}\0${data.page}#${data.fragment}`,
    sectionNamed: (data) => data.fragment,
    mendedHalfwayFrom: 'broken-link',
    family: 'links',
    severity: 'error',
    summary: "A link's #fragment names no heading or anchor on the page it leads to.",
    trigger: '`[install](/quickstart#install)` after the heading "Install" became "Installing"',
    description: [
      "A link's `#fragment` names no id on the page it leads to, so the reader lands at the top of the page, not at",
      'the section. Ids are computed the way the site builder gives them: headings of levels 1–4 with its slug rules',
      "(not GitHub's: `Setup & Install` → `setup-&-install`, `Config.json` → `config-json`; smart punctuation first,",
      "so `What's new` → `what’s-new`; repeats `-2`, `-3` in one pool with `{#custom}` ids, which keep their case),",
      'headings of imported snippets rendered on the page, `<h2 id>` and other elements with an `id`, and the',
      'components that make ids: `ParamField`/`ResponseField` (`param-user-id`), `Accordion` and `View` (their',
      'title, `-1` for a repeat), `Tab`, `Step` with `titleSize="h2"`/`"h3"`, `Update` (its label). `Card`, `Note`',
      'and the like drop their `id`.',
      '',
      'Checked: `/page#id`, relative `page#id`, `folder#id` (its index page) and same-page `#id` links in pages, and',
      'docs.json navigation `href`s; through a redirect, at the page it finally leads to. The fragment is compared',
      'exactly (percent-decoded once, case-sensitive). Not checked: pages in `mode: custom` or `mode: frame`, API',
      'and schema pages (`openapi-schema:`; their anchors are built in the browser), pages that are not valid MDX,',
      "fragments the site's own scripts take over (a `.js` file of the docs folder, which the builder adds to every",
      'page, naming `"#chat"` as a quoted string, as a chat launcher\'s `a[href$="#chat"]` does), fragments no id read',
      'answers on a page that imports a script component giving an element a computed id (`<details id={…}>` in a',
      '`.jsx` snippet: its ids are made in the browser), and same-page links',
      'in snippets. The fix edits only the fragment when one id is the obvious match: the heading the change renamed,',
      'or one close id. A Markdown link with no text (`[](#id)`: Docusaurus writes one after each heading, as',
      '`## Setup[](#setup "Direct link to heading")`, and sites moved from it keep them), or whose text is only a',
      'zero-width space (U+200B, as Docusaurus renders it: `[&#8203;](#setup)`), is a warning, since no reader sees',
      'it, and its fix removes it. A fragment that names a Tab title outside ASCII decoded (`#español`, where the',
      'builder writes `<Tab title="Español">` as `id="espa%C3%B1ol"`) is a warning that says so: a page load finds',
      "the tab, script that looks the id up decoded does not. `#top`, `#/` (a single-page app's root route, as GitBook",
      'writes it) and text fragments (`#:~:text=`) name no element and are not checked.',
      '',
      'Most links are answered from the target page\'s plain Markdown headings (and its `<div id="…">` lines, as',
      'translated pages keep the original ids, and its plainly written Accordions, Tabs and parameter fields) without',
      'parsing it. A page whose ids all come from these, and from the same in the snippets it renders as',
      '`<Snippet />` lines (no other component or attribute that makes ids, no custom id, comment or expression:',
      'about two in three real pages) is told from them alone, found or not. The',
      'others need the MDX parser, which reads at most 1 MB of target pages per run (smallest first). On a full',
      'audit of a large site the',
      'fragments past that are not checked, are counted in the JSON stats as `anchorsUnchecked` and are said in the',
      "report. A pull request's check reads only what the change can alter: links it added or edited, links into",
      'pages whose headings or id-making components (or rendered snippets) it changed, all links when docs.json',
      '`variables` changed. A link left alone into a page whose ids were left alone answers the same before and after',
      '(in a file the change renamed, too): it is neither new nor fixed and is not read. Broken anchors of a page the',
      'change deletes are not listed as fixed.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (quickstart.mdx has `## Setup & Install` and `## Overview` twice):',
        lang: 'mdx',
        code: `See [install](/quickstart#setup--install), [the second overview](/quickstart#overview-1) and [this](#Overview).`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'mdx',
        code: `See [install](/quickstart#setup-&-install), [the second overview](/quickstart#overview-2) and [this](#overview).`,
      },
    ],
    // In quickstart.mdx itself, for the same-page link.
    exampleSite: {
      file: 'quickstart.mdx',
      expand: (code) => `## Setup & Install\n\n## Overview\n\n## Overview\n\n${code}\n`,
    },
  },
  {
    id: 'anchor-removed',
    onlyWhereLinksChecked: true,
    family: 'links',
    severity: 'warning',
    summary: 'A heading the change renamed or removed still has links to its old id (before/after only).',
    trigger: '`diff` only: `## Install` renamed to `## Installing` while 3 links point at `#install`',
    description: [
      'Only in before/after comparisons (`navguard diff`, the pull-request check): the change renamed or removed a',
      'heading (or another anchor) whose old id links in the site still name. One finding on the heading (for a',
      'rename) or on the page says how many links on how many pages it breaks; each link is its own `broken-anchor`',
      'finding, whose fix retargets it to the new id when the heading was renamed (a safe fix for `navguard fix`).',
      "A snippet's heading is an id of every page that renders it (directly or through another snippet): a change to",
      'the snippet alone re-checks the links into those pages, and the finding is on the heading in the snippet file.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (was `## Install`; guides/a.mdx links to `/quickstart#install`):',
        lang: 'mdx',
        code: `## Installing`,
      },
      {
        passes: true,
        caption: 'Passes (the old id kept):',
        lang: 'mdx',
        code: `## Installing {#install}`,
      },
    ],
    exampleSite: {
      file: 'quickstart.mdx',
      before: '## Install',
      files: { 'guides/a.mdx': 'See [how to install](/quickstart#install).\n' },
    },
  },
] satisfies RuleMeta[];

/** What a fragment link leads to, when its fragment can be checked. */
type BrokenAnchor = FindingOf<'broken-anchor'>;

/**
 * Ids the change took away from a page that links still name, with the id that took each one's place when the
 * heading was renamed: base and head anchors are aligned by id (git-style), and a run of removed ids replaced by
 * as many added ones of the same kind is a run of renames (renamesIn).
 */
export function anchorChanges(
  base: PageAnchors,
  head: PageAnchors,
  wanted: ReadonlySet<string>,
): Map<string, { to?: Anchor; at?: Anchor; was?: Anchor }> {
  const out = new Map<string, { to?: Anchor; at?: Anchor; was?: Anchor }>();
  if (!base.known || !head.known) return out;
  const gone = [...wanted].filter((id) => base.ids.has(id) && !hasId(head.ids, id));
  if (!gone.length) return out;
  const parts = diffArrays(
    base.anchors.map((a) => `${a.kind}\u0000${a.id}`),
    head.anchors.map((a) => `${a.kind}\u0000${a.id}`),
  );
  let bi = 0;
  let hi = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (!p.added && !p.removed) {
      bi += p.count;
      hi += p.count;
      continue;
    }
    if (p.removed) {
      const next = parts[i + 1];
      const added = next?.added ? next : undefined;
      // Only an id new to the page can be a rename's: the alignment may list as added an id the base had
      // elsewhere (lmnr-ai/docs 4c56fddb deleted a section and its two Tabs; the next heading, renumbering the
      // Tabs' ids, came out as added and was called the deleted heading's new name).
      const renames = renamesIn(
        base.anchors.slice(bi, bi + p.count).filter((a) => !head.ids.has(a.id)),
        head.anchors.slice(hi, hi + (added?.count ?? 0)).filter((a) => !base.ids.has(a.id)),
      );
      for (let k = 0; k < p.count; k++) {
        const old = base.anchors[bi + k]!;
        if (!wanted.has(old.id) || out.has(old.id)) continue;
        const renamed = renames.get(old);
        out.set(old.id, renamed ? { to: renamed, at: renamed, was: old } : { at: head.anchors[hi], was: old });
      }
      bi += p.count;
      if (added) {
        hi += added.count;
        i++;
      }
    } else hi += p.count;
  }
  for (const id of gone) if (!out.has(id)) out.set(id, { was: base.anchors.find((a) => a.id === id) });
  return out;
}

/**
 * The renames in a run of removed anchors replaced by a run of added ones: one for one when the runs are as long
 * (of the same kind), else within each kind whose removed and added anchors are as many. julep's tools page renamed
 * two headings and added two Accordions in one run: the headings are still renames.
 */
function renamesIn(removed: readonly Anchor[], added: readonly Anchor[]): Map<Anchor, Anchor> {
  const out = new Map<Anchor, Anchor>();
  if (removed.length === added.length) {
    removed.forEach((old, k) => {
      if (added[k]!.kind === old.kind) out.set(old, added[k]!);
    });
    return out;
  }
  for (const kind of new Set(removed.map((a) => a.kind))) {
    const was = removed.filter((a) => a.kind === kind);
    const now = added.filter((a) => a.kind === kind);
    if (was.length === now.length) was.forEach((old, k) => out.set(old, now[k]!));
  }
  return out;
}

type AnchorRemoved = FindingOf<'anchor-removed'>['data'];

/**
 * One anchor-removed finding per id a changed page lost while links (the head's broken-anchor findings) still name
 * it, on the heading that took its place (a rename) or where it was: in the page, or in the snippet that gave the
 * page the id (one finding for every page the snippet gave it to). Base ids are computed only for those pages.
 */
export const checkPair: PairCheck = ({ base, head, headFindings, out }) => {
  const byPage = new Map<string, BrokenAnchor[]>();
  for (const f of headFindings) {
    if (f.rule !== 'broken-anchor') continue;
    const list = byPage.get(f.data.page);
    if (list) list.push(f);
    else byPage.set(f.data.page, [f]);
  }
  if (!byPage.size) return;
  const baseIds = new AnchorChecker(base);
  const headIds = new AnchorChecker(head);
  // By the file and old id it is about (and the new id: a snippet may give its pages different ones).
  const lost = new Map<
    string,
    { file: string; line: number; pages: string[]; from: string; to?: Anchor; hits: BrokenAnchor[] }
  >();
  for (const [path, links] of byPage) {
    const slug = stripPageExt(path);
    const basePage = base.index.pages.get(slug);
    const headPage = head.index.pages.get(slug);
    if (!basePage || !headPage) continue;
    if (!pageIdsChanged(base, basePage.path, head, headPage.path)) continue;
    const byId = new Map<string, BrokenAnchor[]>();
    for (const f of links) {
      const id = decodeOnce(f.data.fragment);
      byId.set(id, [...(byId.get(id) ?? []), f]);
    }
    const changes = anchorChanges(baseIds.anchors(basePage), headIds.anchors(headPage), new Set(byId.keys()));
    for (const [from, { to, at, was }] of changes) {
      const file = was?.snippet ?? path;
      const where = to ?? at;
      const line = where && (where.snippet ?? path) === file ? (where.line ?? 1) : 1;
      const key = `${file}\0${from}\0${to?.id ?? ''}`;
      const known = lost.get(key);
      const hits = byId.get(from) ?? [];
      if (known && file !== path) {
        known.pages.push(path);
        known.hits.push(...hits);
      } else lost.set(key, { file, line, pages: [path], from, ...(to ? { to } : {}), hits });
    }
  }
  for (const { file, line, pages: on, from, to, hits } of lost.values()) {
    const pages = new Set(hits.map((f) => f.file)).size;
    const list = hits
      .slice(0, 3)
      .map((f) => `${f.file}:${f.line}`)
      .join(', ');
    const count = `${hits.length} ${hits.length === 1 ? 'link' : 'links'} on ${pages} ${pages === 1 ? 'page' : 'pages'} (${list}${hits.length > 3 ? ', …' : ''})`;
    const snippet = file !== on[0];
    const shown = on
      .slice(0, 3)
      .map((p) => out.repoPath(p))
      .join(', ');
    const rendered = snippet ? ` (rendered on ${shown}${on.length > 3 ? ', …' : ''})` : '';
    const what = to
      ? `This ${to.kind}${rendered} had the id "#${from}" before this change and has "#${to.id}" now`
      : snippet
        ? `The id "#${from}" this snippet gave ${on.length === 1 ? 'its page' : 'its pages'}${rendered} is gone in this change`
        : `The id "#${from}" is gone from this page in this change`;
    const data: AnchorRemoved = {
      page: on[0]!,
      ...(on.length > 1 ? { pages: on } : {}),
      from,
      ...(to ? { to: to.id, toKind: to.kind } : {}),
      links: hits.map((f) => ({ file: f.file, line: f.line, url: f.data.url })),
    };
    out.add(
      'anchor-removed',
      { file, line, column: 1 },
      `${what}: ${count} still ${hits.length === 1 ? 'points' : 'point'} at "#${from}" and now ${landing(
        hits,
        on.map((p) => out.repoPath(p)),
      )}.`,
      {
        key: `${file}#${from}`,
        data,
        fix: {
          message: to
            ? `Point ${hits.length === 1 ? 'it' : 'them'} at "#${to.id}" (each link's broken-anchor fix does)${to.kind === 'heading' ? `, or keep the old id with "{#${from}}" after the heading` : ''}.`
            : `Point ${hits.length === 1 ? 'it' : 'them'} at the section that replaces it, or restore an element with id "${from}".`,
        },
      },
    );
  }
};

/**
 * Where the links to a removed id now take readers: the page's top, or nowhere for a link on the page itself (a
 * browser stays put on a `#fragment` of its own page it cannot find; ollama 4713800b08: "opens the page at its top"
 * beside the link's own error saying readers stay where they are).
 */
function landing(hits: readonly { file: string }[], on: readonly string[]): string {
  const own = hits.filter((h) => on.includes(h.file)).length;
  const one = hits.length === 1;
  if (own === hits.length) return one ? 'leaves readers where they are' : 'leave readers where they are';
  return own
    ? 'open the page at its top (or, on the page itself, leave readers where they are)'
    : one
      ? 'opens the page at its top'
      : 'open the page at its top';
}
