// The words a missing-redirect fix gives for its guessed destination: which evidence chose it.
import { servedAt } from '../../site/link-path.js';
import type { SameContent } from './same-content.js';

/** What chose a removed page's guessed destination (missing-redirect's guessFor): the first that holds. */
export interface GuessEvidence {
  counterpart?: { to: string; from: string; renamedTo: string };
  same?: SameContent;
  split?: string;
  held?: string;
  titled?: string;
  named?: string;
  beside?: string;
}

/** Why a removed page's guessed destination is the one it is, in the words of its fix (the first reason that holds). */
export function guessWords(why: GuessEvidence & { likely: boolean; overview?: unknown }): string {
  const { counterpart, same } = why;
  if (counterpart)
    return `as /${servedAt(counterpart.from)} in another language was renamed to /${servedAt(counterpart.renamedTo)}`;
  if (same)
    return same.operation
      ? 'the page left that shows the same API operation (its `openapi` frontmatter)'
      : 'the page left whose file is the same as its';
  if (why.split) return 'the first page of the folder its URL now is';
  if (why.held) return 'the page this change added beside it that holds most of its text';
  if (why.titled) return 'the page this change added under its title';
  if (why.named) return 'the one page this change added under a name like its own';
  if (why.beside) return 'the one page this change added to its section';
  if (why.likely) return 'the page of the nearest name';
  if (why.overview) return 'the overview page of its section';
  return 'the first page left in its section';
}
