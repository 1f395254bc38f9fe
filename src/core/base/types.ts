// Shared vocabulary of the pure core. Nothing here touches the file system, git or the network.
import type { RuleData, RuleId } from '../rules/ids.js';

export type { RuleData, RuleId };

export type Severity = 'error' | 'warning' | 'notice';

export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1 };

/** A text edit on one file; lines and columns are 1-based, `end` is exclusive. */
export interface TextEdit {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  newText: string;
}

export interface Fix {
  /** What to do, in words a writer understands. */
  message: string;
  /** Machine-applicable edits where the fix is exact. */
  edits?: TextEdit[];
}

interface FindingBase {
  severity: Severity;
  /** Path relative to the repository root, `/`-separated. */
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  fix?: Fix;
  /**
   * Identity that survives line shifts: used to tell findings a change introduced from those it inherited.
   * Built from the rule and what the finding is about (page, entry, label path), never from positions.
   */
  key: string;
  /**
   * Set where different rules can report one thing as it changes state (a frontmatter endpoint with no spec in
   * the base, one its new spec lacks in the head): the comparison matches on it when keys differ.
   */
  subject?: string;
  /** Set by the before/after comparison. */
  status?: 'new' | 'existing';
  /** The same problem in the site's other versions or languages of this file, grouped into this finding. */
  copies?: Copies;
}

/** Where else a finding's problem is: the other versions' and languages' copies (compare/copy-groups.ts). */
export interface Copies {
  places: CopyPlace[];
  /** How many versions and languages the finding and its copies span (1 where they all share one). */
  versions: number;
  languages: number;
}

export interface CopyPlace {
  file: string;
  line: number;
  column: number;
  key: string;
}

/** A finding of one rule, with that rule's data. */
export type FindingOf<R extends RuleId> = FindingBase & {
  rule: R;
  /** What the finding is about, for programs; the message says the same in words. */
  data: RuleData[R];
};

/** Any finding: `rule` tells which, and narrows `data` to that rule's shape. */
export type Finding = { [R in RuleId]: FindingOf<R> }[RuleId];
