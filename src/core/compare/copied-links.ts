// A dead link copied from another version or language of its page. A translation job copies an English page's
// links into its Spanish page: a link broken there is broken in the copy, new where readers had not met it (b3-fun/b3
// dd6be21dc9, fresh set 90), while the page it came from, unchanged, is not read by the diff and says nothing. The
// copy's finding stays new and says where the same link is broken too, where the fix also belongs. Pure.
import { inDocsRoot, joinPath } from '../base/paths.js';
import type { Finding } from '../base/types.js';
import type { NavguardConfig } from '../config/config.js';
import { siteRoutesFor } from '../engine/analyze.js';
import { linkAsker } from '../site/link-asker.js';
import type { SiteModel } from '../site/model.js';
import { copyFolders, copyKinds, normalised, withoutCopyFolders } from './copy-groups.js';
import { listIn } from '../base/lookup-table.js';

/** `findings` with each new dead link that another copy of its page holds dead too saying where (the first). */
export function notedCopiedLinks(
  findings: readonly Finding[],
  head: SiteModel | undefined,
  config: NavguardConfig,
): Finding[] {
  const dead = (f: Finding): f is Finding & { rule: 'broken-link' | 'broken-anchor'; data: { url: string } } =>
    f.status === 'new' && ((f.rule === 'broken-link' && !f.data.folder) || f.rule === 'broken-anchor');
  if (!head || !findings.some(dead)) return [...findings];
  const folders = copyFolders(head);
  if (!folders.names.size) return [...findings];
  const root = head.source.rootPrefix;
  const repoPath = (file: string): string => joinPath(root, file);
  // This change's own new dead links: a copy holding one of those is grouped with it (copy-groups.ts), not named.
  const reported = new Set(findings.filter(dead).map((f) => `${f.rule}\u0000${f.file}\u0000${f.data.url}`));
  let copies: Map<string, string[]> | undefined;
  let ask: ReturnType<typeof linkAsker> | undefined;
  const sameLinkDead = (f: Finding & { data: { url: string } }): string | undefined => {
    const file = inDocsRoot(root, f.file) ?? f.file;
    if (!copies) {
      copies = new Map();
      for (const page of head.index.pages.values())
        listIn(copies, withoutCopyFolders(page.path, folders)).push(page.path);
    }
    const url = normalised(f.data.url, folders);
    // The original first (the page outside every version and language folder): a French page's broken image named
    // its German copy, not the English page where it had been broken since 2024 (INNOQ a535c755e0, fresh set 105).
    const canonical = withoutCopyFolders(file, folders);
    const others = [...(copies.get(canonical) ?? [])].sort((a, b) => Number(a !== canonical) - Number(b !== canonical));
    for (const other of others) {
      if (other === file) continue;
      const link = head.index.scans.get(other)?.links.find((l) => normalised(l.url, folders) === url);
      if (!link || reported.has(`${f.rule}\u0000${repoPath(other)}\u0000${link.url}`)) continue;
      if (!ask) {
        const { routes, config: used } = siteRoutesFor(head, config);
        ask = linkAsker(head, routes, used);
      }
      const isDead = f.rule === 'broken-link' ? ask.broken(link.url, other) : ask.fragmentMissing(link.url, other);
      if (!isDead) continue;
      const kinds = new Set([...copyKinds(file, folders), ...copyKinds(other, folders)]);
      const kind = kinds.size === 1 ? [...kinds][0]! : 'version or language';
      return `${repoPath(other)}:${link.line}, another ${kind} of this page`;
    }
    return undefined;
  };
  return findings.map((f) => {
    const at = dead(f) ? sameLinkDead(f) : undefined;
    return at
      ? {
          ...f,
          message: `${f.message} The same link ${f.rule === 'broken-link' ? 'is broken' : 'names no anchor'} in ${at}, too: mend it there as well.`,
        }
      : f;
  });
}
