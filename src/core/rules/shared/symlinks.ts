// What page-not-found and broken-link say of a page path that holds a symlink the site builder does not follow.
import type { LoadProblem } from '../../site/source.js';

/** The fix: the builder follows a symlink into the docs folder, not out of it, and one to nothing leads nowhere. */
export function symlinkFix(p: LoadProblem): string {
  return p.kind === 'symlink-outside-root'
    ? 'Move the file itself into the docs folder (a symlink elsewhere in the repository may point to it), or remove the symlink.'
    : 'Point the symlink at a file that exists, or put the file itself in its place.';
}

/** What a symlink the adapter did not follow does, as a clause after "is a symlink". */
export function symlinkClause(p: LoadProblem): string {
  return p.kind === 'symlink-outside-root'
    ? 'that points outside the docs folder, and the site builder does not publish what it points to'
    : `to "${p.symlinkTo ?? ''}", which does not exist, so the site builder publishes nothing there`;
}
