// One cause, one finding, across a site's versions and languages: the navigation says which folders hold one
// version or one language of the same pages (crewAI: `v1.15.0/en/…`, `v1.15.0/ko/…`, 35 versions × 4 languages),
// and a mistake copied into each of them (a `#fragment` link, a listed page twice) is the same problem in every
// copy. Findings whose file and data differ only by those folders are one finding on the canonical copy (the
// default version and language, else the first), with the other places listed. Pure; run after the comparison
// and the baseline, which work place by place, so a new copy of an old problem still counts as new.
import { segments, type CopyFolders } from '../site/copy-folders.js';
import type { Finding } from '../base/types.js';
import { shapeKey } from '../base/findings.js';
import { mergeKeyInsertions } from '../base/edits.js';

export { copyFolders, type CopyFolders } from '../site/copy-folders.js';

/** The kinds of copy folder (version, language) a file's path holds under the docs root. */
export function copyKinds(path: string, folders: CopyFolders): Set<'version' | 'language'> {
  const kinds = new Set<'version' | 'language'>();
  for (const s of segments(path, folders, false)) if (s.copy) kinds.add(folders.names.get(s.segment)!.kind);
  return kinds;
}

/** A path with the version and language folders taken out: the same for every copy of one page. */
export function withoutCopyFolders(path: string, folders: CopyFolders, isFile = false): string {
  return segments(path, folders, isFile)
    .filter((s) => !s.copy)
    .map((s) => s.segment)
    .join('/');
}

/** A value with every string's version and language folders taken out. */
export function normalised(value: unknown, folders: CopyFolders): unknown {
  if (typeof value === 'string') return value.includes('/') ? withoutCopyFolders(value, folders) : value;
  if (Array.isArray(value)) return value.map((v) => normalised(v, folders));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalised(v, folders)]));
  return value;
}

/**
 * What a finding says apart from where it is and which copy of the page it is in. Not its fix's words: they name
 * the copy's place in the navigation by its labels ("version "v1.15.0" › tab …"), one fix for every copy.
 */
function copyKey(f: Finding, folders: CopyFolders): string {
  const data = normalised(f.data, folders) as Finding['data'];
  const { fix: _words, ...rest } = f;
  const shape = shapeKey({ ...rest, data } as Finding);
  return `${withoutCopyFolders(f.file, folders, true)}\u0000${shape}`;
}

/** The version and language folders a finding names: in its file, or in its data (docs.json's entries). */
function namedFolders(f: Finding, folders: CopyFolders): string[] {
  const out: string[] = [];
  const visit = (value: unknown, isFile = false): void => {
    if (typeof value === 'string') {
      if (value.includes('/')) for (const s of segments(value, folders, isFile)) if (s.copy) out.push(s.segment);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => visit(v));
  };
  visit(f.file, true);
  visit(f.data);
  return out;
}

/**
 * Findings that are one problem in several copies of a page, as one finding each: the canonical copy's, with the
 * others in `copies` and every copy's exact edits in its fix. Order kept (by each group's first finding).
 */
export function groupCopies(findings: readonly Finding[], folders: CopyFolders): Finding[] {
  if (!folders.names.size) return [...findings];
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = copyKey(f, folders);
    const g = groups.get(k);
    if (g) g.push(f);
    else groups.set(k, [f]);
  }
  const out: Finding[] = [];
  for (const members of groups.values()) {
    // Repeats within one copy (a link twice on a page) are the existing grouping's; this one needs two copies.
    if (members.length === 1 || (oneOf(members, (m) => m.file) && oneOf(members, shapeKey))) {
      out.push(...members);
      continue;
    }
    const named = new Map(members.map((m) => [m, namedFolders(m, folders)]));
    // How far each is from the canonical copy: how many of its folders are not the default version or language.
    const far = (m: Finding): number => named.get(m)!.filter((s) => !folders.names.get(s)!.canonical).length;
    const lead = members.reduce((a, b) => (far(b) < far(a) ? b : a));
    const others = members.filter((m) => m !== lead);
    const edits = members.every((m) => m.fix?.edits?.length)
      ? mergeKeyInsertions(members.flatMap((m) => m.fix!.edits!))
      : undefined;
    const seen = { version: new Set<string>(), language: new Set<string>() };
    for (const names of named.values()) for (const name of names) seen[folders.names.get(name)!.kind].add(name);
    const grouped: Finding = {
      ...lead,
      ...(lead.fix && { fix: { ...lead.fix, ...(edits ? { edits } : {}) } }),
      copies: {
        places: others.map(({ file, line, column, key }) => ({ file, line, column, key })),
        versions: seen.version.size,
        languages: seen.language.size,
      },
    };
    if (edits && grouped.rule === 'missing-redirect')
      grouped.data = { ...grouped.data, redirects: redirectsOf(members) };
    out.push(grouped);
  }
  return out;
}

/**
 * The redirects every copy's fix adds, each source once: the fix holds them all, and the report's "Suggested
 * redirects" block lists them (mcgrphub/mc-markets-doc aa33bdbc9f, fresh set 120: the zh copy's was left out).
 */
function redirectsOf(members: readonly Finding[]): { source: string; destination: string }[] {
  const bySource = new Map<string, { source: string; destination: string }>();
  for (const m of members)
    if (m.rule === 'missing-redirect')
      for (const r of m.data.redirects) if (!bySource.has(r.source)) bySource.set(r.source, r);
  return [...bySource.values()];
}

/** Whether all members give one key (read until one differs). */
function oneOf(members: readonly Finding[], key: (f: Finding) => string): boolean {
  const first = key(members[0]!);
  return members.every((m) => key(m) === first);
}
