// What every application function shares: how it says what the caller should know as it goes (a revision
// resolved, a cache folder that could not be read), and the error for a request it cannot run.
import path from 'node:path';

/** Says one note to whoever runs the command (the CLI writes it to stderr). */
export type Say = (note: string) => void;

/** The request cannot be run as given (a folder with no docs.json, a rule that does not exist): exit 2. */
export class UsageError extends Error {}

/**
 * No docs.json (nor mint.json) where the command looked. Its message says where the site is or that there is none,
 * and what to pass: the generic "--help for usage" line would read as if the command were written wrong (context-labs/
 * kuzco-docs, fresh set 102: commits from before the site moved to Mintlify).
 */
export class NoSiteError extends UsageError {}

/**
 * A path as the writer would type it: relative to the current folder when it is inside it or one of the folders
 * above it (`..`, `../..`), else whole.
 */
export function shownPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  if (rel === '') return '.';
  const up = rel.split(path.sep).every((part) => part === '..');
  return !up && (rel.startsWith('..') || path.isAbsolute(rel)) ? p : rel;
}
