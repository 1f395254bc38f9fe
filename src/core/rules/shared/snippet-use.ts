// Which pages show a snippet. A file under snippets/ is never a page: readers meet its links only in the pages that
// import it and render what they import. A page that imports a snippet and renders it only inside an MDX comment
// (`{/* <Table /> */}`), or not at all, shows nothing of it (rivet-dev/rivetkit 733adad72c, fresh set 122: a
// missing image in a comparison table the only importing page had commented out was called "a broken image").
import type { SiteModel } from '../../site/model.js';
import { dirname, stripPageExt } from '../../base/paths.js';
import { renderers, resolveImport } from '../../site/pages.js';
import { SNIPPET_FILE } from '../../mdx/scan.js';
import type { Finding } from '../../base/types.js';

/** MDX comments (`{/* … *\/}`), which render nothing: a name used only there is not used. */
const MDX_COMMENT = /\{\s*\/\*[\s\S]*?\*\/\s*\}/g;

/**
 * The names an import statement at `line` (1-based) binds, when the page uses none of them elsewhere (outside MDX
 * comments): such an import renders nothing (mintlify-onboarding/circle-devdocs add3abaab2, fresh set 118:
 * `CustomCard` imported, never rendered). Undefined when a name is used, or the statement binds none or cannot be read.
 */
export function unusedNames(text: string, line: number): string[] | undefined {
  const lines = text.split('\n');
  const statement = lines.slice(line - 1, line + 20).join('\n');
  const bound = /^import\s+([\w*{}\s,$]+?)\s+from\s/.exec(statement)?.[1];
  if (!bound) return undefined;
  const names = bound
    .replace(/[{}]/g, ' ')
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .replace(/^\*\s*/, '')
        .trim(),
    )
    .flatMap((n) => n.split(/\s+/).filter(Boolean));
  const end = line - 1 + statement.slice(0, statement.search(/from\s*["'][^"']*["']/) + 1).split('\n').length;
  const rest = [...lines.slice(0, line - 1), ...lines.slice(end)].join('\n').replace(MDX_COMMENT, ' ');
  if (!names.length || names.some((n) => !/^[A-Za-z_$][\w$]*$/.test(n))) return undefined;
  return names.some((n) => new RegExp(`(?<![\\w$])${n.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest))
    ? undefined
    : names;
}

/**
 * For each snippet, a page it renders in per folder (through snippets that import it, too): a link in a snippet is
 * read by the browser of the page showing it, so a relative one resolves from that page's folder, not the
 * snippet's (Unstructured's shared `snippets/general-shared-text/…` link `ui/enriching/…`, which works on
 * `/welcome` and leads nowhere on `/ui/quickstart`). One page per folder: a relative link resolves the same from each.
 */
export function snippetPages(site: SiteModel): Map<string, string[]> {
  const { importers } = site.index;
  const out = new Map<string, string[]>();
  for (const snippet of importers.keys()) {
    if (isPage(site, snippet)) continue;
    const byFolder = new Map<string, string>();
    for (const f of renderers([snippet], (file) => importers.get(file) ?? []))
      if (isPage(site, f) && !byFolder.has(dirname(f))) byFolder.set(dirname(f), f);
    if (byFolder.size) out.set(snippet, [...byFolder.values()].sort());
  }
  return out;
}

function isPage(site: SiteModel, file: string): boolean {
  return site.index.pages.get(stripPageExt(file))?.path === file;
}

/**
 * Whether some page renders `snippet`: imports it (or a snippet that a page renders imports it) and uses a name the
 * import binds outside MDX comments. The older `<Snippet file="…" />` element renders where it stands.
 */
export function shownByAPage(site: SiteModel, snippet: string): boolean {
  const { importers, scans, files } = site.index;
  const seen = new Set([snippet]);
  const renders = (by: string, file: string): boolean => {
    let text: string | undefined;
    return (scans.get(by)?.imports ?? []).some(
      (imp) =>
        resolveImport(by, imp.source, files) === file &&
        (imp.source.startsWith(SNIPPET_FILE) ||
          unusedNames((text ??= site.source.read(by) ?? ''), imp.line) === undefined),
    );
  };
  const reach = (file: string): boolean =>
    (importers.get(file) ?? []).some((by) => {
      if (seen.has(by) || !renders(by, file)) return false;
      seen.add(by);
      return isPage(site, by) || reach(by);
    });
  return reach(snippet);
}

/**
 * The errors a rule added since `from` about links in snippets no page shows, made warnings that say so: readers
 * meet such a link only once a page renders the snippet (`mint broken-links` reads every snippet, shown or not).
 */
export function quietUnshownSnippets(site: SiteModel, findings: Finding[], from: number): void {
  const shown = new Map<string, boolean>();
  const prefix = site.source.rootPrefix ? `${site.source.rootPrefix}/` : '';
  for (const f of findings.slice(from)) {
    if (f.severity !== 'error' || (f.rule !== 'broken-link' && f.rule !== 'broken-anchor')) continue;
    const file = prefix && f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file;
    const slug = stripPageExt(file);
    if (site.index.pages.get(slug)?.path === file || !site.index.notPages.has(slug)) continue;
    let known = shown.get(file);
    if (known === undefined) shown.set(file, (known = shownByAPage(site, file)));
    if (known) continue;
    const imported = site.index.importers.get(file)?.length;
    f.severity = 'warning';
    f.data = { ...f.data, unshown: true };
    f.message += ` No page shows this snippet: ${imported ? 'the pages that import it render it only inside a comment or not at all' : 'no page imports it'}, so readers meet this only once one does.`;
  }
}
