// orphan-page: page files no navigation entry reaches.
import { globMatcher } from '../base/glob.js';
import { walk, type NavNode } from '../site/nav.js';
import { basename, builderPagePath, dirname } from '../base/paths.js';
import { labelPath } from '../site/model.js';
import { mintNavigationRejected } from '../site/mint-json.js';
import type { SiteModel } from '../site/model.js';
import type { Fix } from '../base/types.js';
import type { Check, RuleMeta } from './rule.js';
import { reachedPages } from './shared/entries.js';
import { shadowedPage } from './shared/redirected-pages.js';
import type { FindingSink } from './rule.js';
import { at, get, jsonNodes } from '../json/document.js';
import { droppedContent, entriesIn } from './shared/location.js';
import { entriesDroppedBySchema, schemaErrors } from './shared/schema-errors.js';
import { finalTarget, isExternal, routePath, type Routes } from '../site/routes.js';
import { targetPage } from '../site/page-ids.js';

/**
 * Files coding agents read (Codex, Claude Code, Gemini CLI, Copilot, Aider), named as the tools name them:
 * instructions, not documentation. Not any page of such a name: `llms/gemini.mdx` is a provider's page
 * (Fallomai/spinai 01c55c33f1, fresh set 113: told to go in .mintignore, which would unpublish it).
 */
const AGENT_FILE = /^(?:(?:AGENTS?|CLAUDE(?:\.local)?|GEMINI|CONVENTIONS)\.md|copilot-instructions\.md)$/;
/**
 * A Markdown file named in capitals (RELEASING.md, CONTRIBUTING.md), or one of them in a language (README.ja.md:
 * Duzzle-development/Shanone-docs, fresh set 86; the builder leaves out README.md, not its translations): a
 * repository's note, by convention.
 */
const REPO_NOTE = /^[A-Z][A-Z_-]{3,}(?:\.[a-z]{2}(?:[-_][A-Za-z]{2,4})?)?\.md$/;

/**
 * Whether a page reads like a note for the repository rather than for readers: named in capitals (REPO_NOTE), a
 * Markdown file whose name holds spaces (CybeDefend/docs' "Detailed Functional Specifications.md", fresh set 90:
 * a URL with %20 in it is no page anyone wrote for the sidebar), or a coding agent's plan or spec
 * (thetahealth/mirobody-health-docs' docs/superpowers/plans/*.md, the superpowers plugin's output).
 */
function repoNote(path: string): boolean {
  const name = basename(path);
  return REPO_NOTE.test(name) || (name.endsWith('.md') && name.includes(' ')) || AGENT_NOTES.test(path);
}

const AGENT_NOTES = /(?:^|\/)superpowers\/(?:plans|specs)\//;

/** The navigation of orphan-page's failing example, which its last example completes otherwise. */
const UPGRADE_UNLISTED = `"tabs": [{ "tab": "Guides", "groups": [{ "group": "Setup", "pages": ["guides/install"] }] }]`;

export const rules = [
  {
    id: 'orphan-page',
    placeNamed: true,
    family: 'pages',
    severity: 'warning',
    summary: 'A page file no navigation entry reaches (and not `hidden: true`).',
    trigger: '`guides/old.mdx` exists, is not `hidden: true`, and no entry reaches it',
    description: [
      'A page no navigation entry reaches: it is published, but readers find it only by its URL or a link in another',
      'page, never in the sidebar',
      "or the site's search (the site keeps pages outside the navigation out of search and its sitemap). Pages with `hidden: true` in their frontmatter, pages matching `orphans.allow` (as a file or page",
      'path), and files that are not pages (snippets, imported MDX, README.md, `.mintignore`d files) are not reported;',
      'nor is the `.md` twin of an imported `.mdx` snippet (or the other way round): `x.md` beside an imported `x.mdx`',
      "is a copy of the snippet, not a page anyone meant to publish. A page whose URL a redirect's source takes is",
      'reported by `redirect-shadows-page` instead (which says the page looks moved), unless that rule is off. Nor',
      "is a page an `href` of docs.json links to (a global anchor, the navbar's links, the logo's): readers reach it from",
      'every page. Nor is a page listed only in content the site builder drops (a second child type, a second root',
      'key): `mixed-children` or `multiple-roots` reports that content once, with its pages, unless that rule is off;',
      'nor one listed only in content a `schema` error makes it drop (a group without its label, `groups` written as',
      'an object, a misspelt `"page"`), which that finding reports with the number of entries lost.',
      '',
      'Instructions for coding agents (`AGENTS.md`, `CLAUDE.md`, `GEMINI.md` …) outside the folders the builder skips',
      '(`.claude/`, `.agents/`, `.cursor/`, …) are published as pages unless `.mintignore` lists them; their fix is a',
      '`.mintignore` line (an edit appending it when the file exists), not `hidden: true`.',
      '',
      'In a diff, a page the change took out of the navigation while leaving its file (the trace of a move that',
      'copied pages to their new place and forgot the old ones) is told so: where it was, the page added that ends in',
      'the same two path segments when one alone does (its likely new place), and the fix a move wants: delete the',
      'file and redirect its URL (`data.wasIn`, `data.copy`).',
    ],
    examples: [
      { passes: false, caption: 'Fails (guides/upgrade.mdx exists):', lang: 'json', code: UPGRADE_UNLISTED },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "groups": [{ "group": "Setup", "pages": ["guides/install", "guides/upgrade"] }] }]`,
      },
      {
        passes: true,
        caption: 'or, in guides/upgrade.mdx:',
        lang: 'mdx',
        code: `---
title: Upgrade
hidden: true
---`,
        // With the failing example's docs.json.
        site: { file: 'guides/upgrade.mdx', files: { 'docs.json': UPGRADE_UNLISTED } },
      },
    ],
    exampleSite: { files: { 'guides/install.mdx': '', 'guides/upgrade.mdx': '' } },
  },
] satisfies RuleMeta[];

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, routes, config, out }) => {
  // No navigation the builder accepts: mint-json-invalid is the one finding, not every page left out of it.
  if (!site.nav || mintNavigationRejected(site.source)) return;
  // Pages an entry reaches, and pages a mis-written entry (extension, case, folder) evidently means: the
  // page rules report that entry with its rewrite, so the page is not also an orphan.
  const reached = reachedPages(site);
  // A page whose URL a redirect takes is reported once, by redirect-shadows-page, which says it is in no
  // navigation and that the redirect says where it went: a restructure that moved pages, added redirects and left
  // the old files had each of them reported twice, once with the advice to add it back to the navigation.
  const redirected =
    config.rules['redirect-shadows-page'] === 'off'
      ? new Set<string>()
      : new Set(site.redirects.flatMap((r) => shadowedPage(site, routes, r)?.slug ?? []));
  // Where each folder's pages sit in the navigation, to suggest a home for an orphan (made for the first one).
  let homes: Map<string, NavNode> | undefined;
  const homeOf = (folder: string): NavNode | undefined => {
    if (!homes) {
      homes = new Map();
      for (const n of walk(site.nav!))
        if (n.kind === 'page' && n.parent && !homes.has(dirname(n.page))) homes.set(dirname(n.page), n.parent);
    }
    return homes.get(folder);
  };
  const allow = globMatcher(config.orphans.allow);
  const everywhere = linkedFromEveryPage(site, routes);
  const dropped = listedInDropped(site, config);
  for (const page of site.index.pages.values()) {
    if (reached.has(page.slug) || redirected.has(page.slug) || everywhere.has(page.slug)) continue;
    if (dropped.has(page.slug)) continue;
    if (allow(page.path) || allow(page.slug)) continue;
    // `x.md` beside an imported `x.mdx` (or the reverse): the same snippet in two forms, not a page.
    if (site.index.notPages.get(page.slug)?.reason === 'imported') continue;
    if (page.scan.frontmatter && /^hidden\s*:/m.test(page.scan.frontmatter) && site.index.frontmatter(page).hidden)
      continue;
    if (AGENT_FILE.test(basename(page.path))) {
      out.add(
        'orphan-page',
        { file: page.path, line: 1, column: 1 },
        `${out.repoPath(page.path)} holds instructions for coding agents, and the site builder publishes it as a page at /${page.slug}, since .mintignore does not list it: anyone can open it by its URL.`,
        { key: page.slug, data: { page: page.slug }, fix: mintignoreFix(site, page.path, out) },
      );
      continue;
    }
    const home = homeOf(dirname(page.slug));
    const where = home
      ? ` — for example in ${labelPath(home) || 'the navigation root'}, beside the other pages of ${dirname(page.slug) || 'the top folder'}`
      : '';
    out.add(
      'orphan-page',
      { file: page.path, line: 1, column: 1 },
      // Celedon-Solutions/davinci-docs e137959 (fresh set 93): an archive page linked every one of 22 such pages,
      // which were said to be reached "only by its URL".
      `${out.repoPath(page.path)} is not in the navigation: it is published, but readers reach it only by its URL or a link in another page, never from the sidebar or the site's search.`,
      {
        key: page.slug,
        data: { page: page.slug },
        fix: {
          // iii-hq/iii: RELEASING.md, a runbook for maintainers beside the pages, published by the builder.
          message: repoNote(page.path)
            ? `${basename(page.path)} reads like a note for the repository's contributors: if it is not for readers, list "${page.path}" in .mintignore and the site builder leaves it out; if it is, add "${page.slug}" to ${out.configFile}${where}.`
            : `Add "${page.slug}" to ${out.configFile}${where}; or, if it should stay out of the sidebar on purpose, add \`hidden: true\` to its frontmatter or list it in navguard's orphans.allow.`,
        },
      },
    );
  }
};

/**
 * Pages listed only in content the site builder drops (a division's second child type, the root's second primary
 * key), while the rule that says so is on: its one finding names the content and says it will not appear on the
 * live site. An orphan finding per page restated it: getprimo/docs ec55f0f2 (fresh set 79) gave each of five
 * languages both "href" and "tabs", 5 mixed-children errors and 327 orphan-page warnings whose fix was to add to
 * docs.json the entry it already held.
 */
function listedInDropped(site: SiteModel, config: Parameters<Check>[0]['config']): Set<string> {
  const out = new Set<string>();
  if (!site.docs) return out;
  for (const path of droppedContent(site.docs, site.skippedContent)) {
    if (config.rules[path.length === 2 ? 'multiple-roots' : 'mixed-children'] === 'off') continue;
    for (const entry of entriesIn(at(site.docs, path))) out.add(builderPagePath(entry));
  }
  // So with content a schema error makes the builder drop (a language's "groups" written as an object): its one
  // finding says the entries go; an orphan per page restated it (71 of them, fresh set 103).
  if (config.rules.schema !== 'off')
    for (const entry of entriesDroppedBySchema(
      site.docs,
      schemaErrors(site.docs, !!site.source.upgradedFrom, site.skippedContent),
    ))
      out.add(builderPagePath(entry));
  return out;
}

/**
 * Pages the site's frame links to from every page: an `href` of docs.json into the site (a global anchor, a tab or
 * anchor that is a link, the navbar's and footer's links, the logo's). inbox-zero's changelog is such a page:
 * "Changelog" in the top bar, in no group of the sidebar; so is ringcentral's front page, where its logo leads.
 */
function linkedFromEveryPage(site: SiteModel, routes: Routes): Set<string> {
  const out = new Set<string>();
  for (const node of jsonNodes(site.docs)) {
    const href = node.type === 'object' ? get(node, 'href') : undefined;
    if (href?.type !== 'string') continue;
    const url = String(href.value).trim();
    if (!url.startsWith('/') || isExternal(url)) continue;
    const page = targetPage(site, finalTarget(routes.resolve(routePath(url, routes.basePath))));
    if (page) out.add(page.slug);
  }
  return out;
}

/** Add a file to .mintignore: an edit appending the line when the file exists, else the words to create it. */
function mintignoreFix(site: SiteModel, path: string, out: FindingSink): Fix {
  const text = site.index.files.has('.mintignore') ? site.source.read('.mintignore') : undefined;
  if (text === undefined)
    return {
      message: `Create .mintignore in the docs folder with the line "${path}" to keep it off the site (or add it to navguard's orphans.allow if it should stay published).`,
    };
  // Append after the last non-empty line, so the edit works with or without a final newline.
  const lines = text.split('\n');
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last--;
  const column = lines[last]!.length + 1;
  const newText = lines[last]!.trim() === '' ? path : `\n${path}`;
  return {
    message: `Add "${path}" to .mintignore to keep it off the site (or add it to navguard's orphans.allow if it should stay published).`,
    edits: [
      { file: out.repoPath('.mintignore'), line: last + 1, column, endLine: last + 1, endColumn: column, newText },
    ],
  };
}
