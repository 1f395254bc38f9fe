// Problems a change published rather than wrote. A file the site did not publish (a README.md, a snippet, a file
// .mintignore listed) that the change turns into a page brings its links along: dimensionalOS/dimos 81671c5994
// (fresh set 91) renamed README files to index.md, and 28 links written for GitHub (`/docs/…`, `/dimos/….py`) were
// new broken links with nothing saying why a commit that changed no link broke them. They stay new: readers meet
// them now. Pure.
import { inDocsRoot, joinPath, stripPageExt } from '../base/paths.js';
import type { Finding } from '../base/types.js';
import type { SiteModel } from '../site/model.js';
import type { FileRename } from './identity.js';

/** Why a file that is not a page was not published, as a clause after its name. */
const UNPUBLISHED: Record<string, string> = {
  snippet: 'which was in a snippets folder',
  mintignore: 'which .mintignore listed',
  imported: 'which another page imported',
  'reserved-name': 'a README, LICENSE, CONTRIBUTING or CHANGELOG file, which the site never publishes',
  'default-ignore': 'which was in a folder the site builder skips',
};

const PUBLISHED_RULES = new Set(['broken-link', 'broken-anchor', 'mdx-syntax']);

/** New findings in a page that was no page before this change, saying so. */
export function notedNewlyPublished(
  findings: readonly Finding[],
  base: SiteModel | undefined,
  head: SiteModel | undefined,
  renames: readonly FileRename[],
): Finding[] {
  if (!base || !head || !findings.some((f) => f.status === 'new' && PUBLISHED_RULES.has(f.rule))) return [...findings];
  const root = head.source.rootPrefix;
  const oldName = new Map(renames.map((r) => [r.to, r.from]));
  const known = new Map<string, string | undefined>();
  const clause = (repoFile: string): string | undefined => {
    if (known.has(repoFile)) return known.get(repoFile);
    let said: string | undefined;
    const file = inDocsRoot(root, repoFile) ?? repoFile;
    if (head.index.pages.get(stripPageExt(file))?.path === file) {
      const before = oldName.get(file) ?? file;
      const was = base.index.notPages.get(stripPageExt(before));
      if (was?.path === before) {
        const from = before === file ? '' : `, renamed from ${joinPath(root, before)}`;
        said = `This change published ${repoFile}${from}, ${UNPUBLISHED[was.reason]}: what it holds reaches readers only now.`;
      }
    }
    known.set(repoFile, said);
    return said;
  };
  return findings.map((f) => {
    const said = f.status === 'new' && PUBLISHED_RULES.has(f.rule) ? clause(f.file) : undefined;
    return said ? { ...f, message: `${f.message} ${said}` } : f;
  });
}
