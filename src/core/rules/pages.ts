// page-not-found, page-path-format, duplicate-page and orphan-page: navigation entries against page files.
import type { Span } from '../json/document.js';
import { walk, type NavNode } from '../model/nav.js';
import { dirname, stripPageExt } from '../paths.js';
import { labelPath, type SiteModel } from '../site/model.js';
import { isExternal, type Routes } from '../site/routes.js';
import { globMatcher, type NavguardConfig } from '../config.js';
import type { FindingSink } from './sink.js';

const NOT_PAGE_TEXT: Record<string, string> = {
  snippet: 'it lives in a snippets folder, and snippets are never pages',
  mintignore: 'it is excluded by .mintignore',
  imported: 'another page imports it, which makes it a snippet rather than a page',
  'reserved-name': 'README, LICENSE, CONTRIBUTING and CHANGELOG files are never published as pages',
  'default-ignore': 'it is in a folder the site builder skips (such as node_modules, .github or .mintlify)',
};

/** What to do about an entry that names a file which exists but is not a page (creating it is no answer). */
const NOT_PAGE_FIX: Record<string, string> = {
  snippet: 'Move the file out of the snippets folder to publish it as a page, or remove the entry.',
  mintignore: 'Remove the file from .mintignore to publish it, or remove the entry.',
  imported: 'Stop importing this file from other pages (shared parts belong in snippets/), or remove the entry.',
  'reserved-name': 'Rename the file (or make it .mdx) to publish it as a page, or remove the entry.',
  'default-ignore': 'Move the file out of that folder to publish it, or remove the entry.',
};

interface PageRef {
  entry: string;
  page: string;
  span: Span;
  node: NavNode;
  isRoot: boolean;
}

function pageRefs(nav: NavNode): PageRef[] {
  const refs: PageRef[] = [];
  for (const n of walk(nav)) {
    if (n.kind === 'page') refs.push({ entry: n.entry!, page: n.page!, span: n.span, node: n, isRoot: false });
    if (n.root) refs.push({ entry: n.root.entry, page: n.root.page, span: n.root.span, node: n, isRoot: true });
  }
  return refs;
}

export function checkPages(
  site: SiteModel,
  routes: Routes,
  config: NavguardConfig,
  out: FindingSink,
): { reached: Set<string>; dangling: number } {
  const reached = new Set<string>();
  let dangling = 0;
  if (!site.nav) return { reached, dangling };
  const seenIn = new Map<string, PageRef>();
  const intended = new Set<string>();
  for (const ref of pageRefs(site.nav)) {
    if (ref.entry === '') continue; // an empty entry is a schema error, not a missing file
    const ok = site.index.pages.has(ref.page);
    if (ok) {
      reached.add(ref.page);
      if (/(^|\/)\.\.?(\/|$)/.test(ref.entry)) {
        out.add(
          'page-path-format',
          ref.span,
          `"${ref.entry}" contains "./" or "../"; the site builder reads it as "${ref.page}". Write that path directly.`,
          {
            key: `${ref.entry}|dots`,
            severity: 'warning',
            fix: { message: `Write "${ref.page}".`, edits: out.replaceEdit(ref.span, JSON.stringify(ref.page)) },
          },
        );
      }
      if (!ref.isRoot) {
        const dupKey = `${ref.node.partition}|${ref.page}`;
        const first = seenIn.get(dupKey);
        if (first) {
          out.add(
            'duplicate-page',
            ref.span,
            `"${ref.page}" is listed twice in this part of the navigation (also in ${labelPath(first.node) || 'the navigation root'}). The sidebar shows it in both places and breadcrumbs follow the first.`,
            {
              key: `${ref.node.partition}|${ref.page}|${labelPath(ref.node)}`,
              fix: { message: 'Remove one of the two entries.' },
            },
          );
        } else seenIn.set(dupKey, ref);
      }
      continue;
    }
    dangling++;
    // A mis-written entry (extension, case, folder) already names its page: that page is not also an orphan.
    const meant = reportMissing(site, routes, ref, labelPath(ref.node) || 'the navigation root', out);
    if (meant) intended.add(meant);
  }
  checkOrphans(site, new Set([...reached, ...intended]), config, out);
  return { reached, dangling };
}

/** Reports an entry with no page; returns the page it evidently meant when the fix is a rewrite of the entry. */
function reportMissing(
  site: SiteModel,
  routes: Routes,
  ref: PageRef,
  where: string,
  out: FindingSink,
): string | undefined {
  const { index } = site;
  const label = ref.isRoot ? `The group root "${ref.entry}"` : `"${ref.entry}"`;
  const consequence = 'The site builder skips this entry, so it does not appear in the sidebar';
  const key = `${ref.page}|${labelPath(ref.node)}`;
  const format = (better: string, why: string): string => {
    out.add('page-path-format', ref.span, `${label} in ${where} ${why}. ${consequence}. Write "${better}" instead.`, {
      key,
      fix: { message: `Change the entry to "${better}".`, edits: out.replaceEdit(ref.span, JSON.stringify(better)) },
    });
    return better;
  };
  const noExt = stripPageExt(ref.page);
  if (noExt !== ref.page && index.pages.has(noExt))
    return format(noExt, 'includes the file extension, but navigation entries are written without it');
  const sameCase = index.slugsLike(ref.page);
  if (sameCase.length === 1)
    return format(
      sameCase[0]!,
      `does not match the file name's case ("${index.pages.get(sameCase[0]!)!.path}"); paths are case-sensitive`,
    );
  if (index.pages.has(`${ref.page}/index`))
    return format(`${ref.page}/index`, 'names a folder; the page inside it must be written with "/index"');
  const notPage = index.notPages.get(ref.page) ?? index.notPages.get(noExt);
  let detail: string;
  let fixText: string | undefined;
  if (notPage) {
    detail = `${notPage.path} exists, but it is not a page: ${NOT_PAGE_TEXT[notPage.reason]}`;
    fixText = NOT_PAGE_FIX[notPage.reason];
  } else if (/^https?:\/\//i.test(ref.entry)) {
    detail = 'it is a URL, and page entries must be files of this site';
    fixText = 'To link to another site, use an anchor or tab with "href" instead.';
  } else if (/\s/.test(ref.entry.trim()) || ref.entry.trim() !== ref.entry)
    detail = `no file ${ref.page}.mdx or ${ref.page}.md exists (the entry contains spaces${/^[A-Z]/.test(ref.entry) ? ' and looks like a label; a group needs {"group": …, "pages": […]}' : ''})`;
  else detail = `no file ${ref.page}.mdx or ${ref.page}.md exists`;
  const redirect = routes.redirectFor(ref.page);
  if (redirect) detail += `; a redirect sends "/${ref.page}" to "${redirect.redirect.destination}"`;
  // Links to the path still work when a redirect takes them somewhere that exists.
  const target = redirect ? routes.resolve(ref.page) : undefined;
  const redirected =
    target?.kind === 'redirect' && target.final?.kind !== 'missing' && target.final?.kind !== 'ignored';
  if (redirected && !fixText && isExternal(redirect!.destination))
    fixText =
      'To show that external page in the sidebar, use an anchor or tab with "href"; otherwise remove the entry.';
  let near = routes.suggest(ref.page);
  // In a language's navigation, a page of another language is no replacement for a missing translation.
  const lang = /(?:^|\/)language:([^/]+)/.exec(ref.node.partition)?.[1];
  if (near && lang && ref.page.startsWith(`${lang}/`) && !near.startsWith(`${lang}/`)) {
    fixText ??= `Create ${ref.page}.mdx (the "${lang}" version of ${index.pages.get(near)?.path ?? near}), or remove the entry.`;
    near = undefined;
  }
  out.add(
    'page-not-found',
    ref.span,
    `${label} in ${where}: ${detail}. ${consequence}${redirected ? ' (links to the path still follow the redirect)' : ', and links to it lead to a 404'}.`,
    {
      key,
      fix: near
        ? { message: `Did you mean "${near}"?`, edits: out.replaceEdit(ref.span, JSON.stringify(near)) }
        : { message: fixText ?? `Create ${ref.page}.mdx, or remove the entry.` },
    },
  );
}

function checkOrphans(site: SiteModel, reached: Set<string>, config: NavguardConfig, out: FindingSink): void {
  // Where each folder's pages sit in the navigation, to suggest a home for an orphan.
  const homes = new Map<string, NavNode>();
  if (site.nav)
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
        fix: {
          message: `Add "${page.slug}" to docs.json${where}; or, if it should stay out of the sidebar on purpose, add \`hidden: true\` to its frontmatter or list it in navguard's orphans.allow.`,
        },
      },
    );
  }
}
