// The folders a change moved, told from the files or pages it renamed: each keeps the end of its path
// (`help/compute/x.mdx` → `docs/help/compute/x.mdx`: the root's content moved under docs/). What a finding names
// under such a folder before the change is, after it, under its new place: cudoventures/cudo-compute-docs
// fb6a1d997d (fresh set 121) moved its site under docs/, and entries and links that were wrong before read as new.

/** A folder moved: its path before and after, each ending in "/" ('' for the root). */
export type FolderMove = readonly [from: string, to: string];

/** The folder moves of renamed paths (old → new). A path renamed in place (its name changed) moves no folder. */
export function folderMoves(renames: Iterable<readonly [string, string]>): FolderMove[] {
  const seen = new Map<string, FolderMove>();
  for (const [was, now] of renames) {
    const [a, b] = [was.split('/'), now.split('/')];
    let kept = 0;
    while (kept < Math.min(a.length, b.length) && a[a.length - 1 - kept] === b[b.length - 1 - kept]) kept++;
    if (kept === 0 || (kept === a.length && kept === b.length)) continue;
    const from = a.slice(0, a.length - kept).join('/');
    const to = b.slice(0, b.length - kept).join('/');
    const move: FolderMove = [from ? `${from}/` : '', to ? `${to}/` : ''];
    seen.set(move.join('\0'), move);
  }
  return [...seen.values()];
}

/** A path under a moved folder at its new place: by the deepest folder moved that holds it, if one move says so. */
export function movedPath(path: string, moves: readonly FolderMove[]): string | undefined {
  let best: FolderMove[] = [];
  for (const m of moves) {
    if (!path.startsWith(m[0])) continue;
    if (!best.length || m[0].length > best[0]![0].length) best = [m];
    else if (m[0].length === best[0]![0].length) best.push(m);
  }
  return best.length === 1 ? `${best[0]![1]}${path.slice(best[0]![0].length)}` : undefined;
}
