// orphan-page: page files no navigation entry reaches.
import { globMatcher } from '../config.js';
import { walk, type NavNode } from '../model/nav.js';
import { dirname } from '../paths.js';
import { labelPath } from '../site/model.js';
import type { Check, RuleMeta } from './rule.js';
import { meantPage, pageRefs } from './shared/entries.js';

export const rules = [
  {
    id: 'orphan-page',
    family: 'pages',
    severity: 'warning',
    summary: 'A page file no navigation entry reaches (and not `hidden: true`).',
    trigger: '`guides/old.mdx` exists, is not `hidden: true`, and no entry reaches it',
    description: [
      'A page no navigation entry reaches: it is published, but readers find it only by URL or search, never in the',
      'sidebar. Pages with `hidden: true` in their frontmatter, pages matching `orphans.allow` (as a file or page',
      'path), and files that are not pages (snippets, imported MDX, README.md, `.mintignore`d files) are not reported.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (guides/upgrade.mdx exists):',
        lang: 'json',
        code: `"tabs": [{ "tab": "Guides", "groups": [{ "group": "Setup", "pages": ["guides/install"] }] }]`,
      },
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
      },
    ],
  },
] satisfies RuleMeta[];

export const check: Check = ({ site, config, out }) => {
  if (!site.nav) return;
  // Pages an entry reaches, and pages a mis-written entry (extension, case, folder) evidently means: the
  // page rules report that entry with its rewrite, so the page is not also an orphan.
  const reached = new Set<string>();
  for (const ref of pageRefs(site.nav)) {
    if (ref.entry === '') continue;
    if (site.index.pages.has(ref.page)) reached.add(ref.page);
    else {
      const meant = meantPage(site.index, ref);
      if (meant) reached.add(meant.page);
    }
  }
  // Where each folder's pages sit in the navigation, to suggest a home for an orphan.
  const homes = new Map<string, NavNode>();
  for (const n of walk(site.nav))
    if (n.kind === 'page' && n.parent && !homes.has(dirname(n.page!))) homes.set(dirname(n.page!), n.parent);
  const allow = globMatcher(config.orphans.allow);
  for (const page of site.index.pages.values()) {
    if (reached.has(page.slug)) continue;
    if (allow(page.path) || allow(page.slug)) continue;
    if (page.scan.frontmatter && /^hidden\s*:/m.test(page.scan.frontmatter) && site.index.frontmatter(page).hidden)
      continue;
    const home = homes.get(dirname(page.slug));
    const where = home
      ? ` — for example in ${labelPath(home) || 'the navigation root'}, beside the other pages of ${dirname(page.slug) || 'the top folder'}`
      : '';
    out.add(
      'orphan-page',
      { file: page.path, line: 1, column: 1 },
      `${page.path} is not in the navigation: it is published, but readers can reach it only by its URL or search, never from the sidebar.`,
      {
        key: page.slug,
        data: { page: page.slug },
        fix: {
          message: `Add "${page.slug}" to docs.json${where}; or, if it should stay out of the sidebar on purpose, add \`hidden: true\` to its frontmatter or list it in navguard's orphans.allow.`,
        },
      },
    );
  }
};
