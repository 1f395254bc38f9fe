// What page-not-found and broken-link say of a page path that holds a symlink pointing out of the docs folder.

/** The fix: the builder follows a symlink into the docs folder, not out of it. */
export const SYMLINK_FIX =
  'Move the file itself into the docs folder (a symlink elsewhere in the repository may point to it), or remove the symlink.';
