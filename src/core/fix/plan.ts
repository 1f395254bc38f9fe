// Which fixes `navguard fix` applies: the exact edits findings carry, by default only those that cannot change
// what the site means: a redirect for a renamed page or moved folder, a link or redirect retargeted to the page it
// was renamed to, a link's #fragment retargeted to the heading the change renamed, a redirect pointed straight at its
// final page, a link's path written in the letter case of the file it names. A removed page's redirect is not among
// them: where it should lead is a guess (a page with a similar name, a sibling), so it waits until its rule is asked
// for. Edits of two findings that overlap are not applied together: the first wins and the other is left for a
// person, said so.
import type { Finding, TextEdit } from '../base/types.js';

/**
 * The fixes `navguard fix` applies by default, one line each for its help and the README: what safeFix lets
 * through, rule by rule.
 */
export const SAFE_FIXES: readonly { rule: Finding['rule']; what: string }[] = [
  { rule: 'missing-redirect', what: 'a redirect for a page or folder the change renamed or moved' },
  {
    rule: 'broken-link',
    what: 'a link retargeted to the page it was renamed to (unless the redirect for the rename mends it), or its path written in the letter case of the file',
  },
  { rule: 'redirect-target-missing', what: 'a redirect destination retargeted to the page it was renamed to' },
  { rule: 'broken-anchor', what: "a link's #fragment retargeted to the heading the change renamed" },
  { rule: 'redirect-chain', what: 'a redirect pointed straight at its final page' },
  { rule: 'unused-suppression', what: 'a navguard-disable comment that silences nothing, deleted' },
  { rule: 'mdx-syntax', what: 'HTML comments turned into MDX comments' },
];

/** Fixes that keep the meaning: what the change itself did (a rename), said where it was not yet said. */
export function safeFix(f: Finding): boolean {
  switch (f.rule) {
    case 'broken-link':
      // Or the path written in the letter case of the file it names: the link the writer's preview showed working.
      // Not where the rename's redirect mends it: the redirect is the fix, and pages (old versions' snapshots among
      // them) keep their text unless broken-link is asked for.
      return (f.data.renamedTo !== undefined && f.data.viaRedirect === undefined) || f.data.casedAs !== undefined;
    case 'missing-redirect':
    case 'broken-anchor':
    case 'redirect-target-missing':
      return f.data.renamedTo !== undefined;
    case 'redirect-chain':
      return true;
    case 'unused-suppression':
      // It silenced nothing, so deleting it changes no finding, and an MDX/HTML comment renders nothing.
      return true;
    case 'mdx-syntax':
      // Its only edits turn HTML comments, which the writer meant to hide, into MDX comments, which hide them.
      return true;
    default:
      return false;
  }
}

export interface FixPlan {
  edits: TextEdit[];
  /** Findings whose edits are all in `edits`. */
  applied: Finding[];
  /** Findings with edits that were not applied, and why; `overlaps`: a later round may apply them. */
  skipped: { finding: Finding; reason: string; overlaps?: true }[];
}

type Pos = [number, number];
const before = (a: Pos, b: Pos): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** An insertion that adds a key to a JSON object (`, "redirects": [...]`): two at one point would add it twice. */
const ADDS_KEY = /^\s*,?\s*"[^"]*"\s*:/;

/**
 * Two edits overlap when each starts before the other ends. Insertions at one point go together (in order),
 * unless one adds a key: the other waits for the next round, when the key is there to add to.
 */
function overlap(a: TextEdit, b: TextEdit): boolean {
  if (a.file !== b.file) return false;
  const samePoint = a.line === b.line && a.column === b.column && a.endLine === a.line && a.endColumn === a.column;
  const insertsAtOnePoint = samePoint && b.endLine === b.line && b.endColumn === b.column;
  if (insertsAtOnePoint) return ADDS_KEY.test(a.newText) || ADDS_KEY.test(b.newText);
  return before([a.line, a.column], [b.endLine, b.endColumn]) && before([b.line, b.column], [a.endLine, a.endColumn]);
}

const sameEdit = (a: TextEdit, b: TextEdit): boolean =>
  a.file === b.file &&
  a.line === b.line &&
  a.column === b.column &&
  a.endLine === b.endLine &&
  a.endColumn === b.endColumn &&
  a.newText === b.newText;

/**
 * The edits to apply. `rules`: only these rules' fixes, safe or not (the user asked for them); otherwise the
 * safe ones of every rule.
 */
export function planFixes(findings: readonly Finding[], rules?: ReadonlySet<string>): FixPlan {
  const plan: FixPlan = { edits: [], applied: [], skipped: [] };
  for (const f of findings) {
    const edits = f.fix?.edits ?? [];
    if (!edits.length) continue;
    if (rules ? !rules.has(f.rule) : !safeFix(f)) {
      plan.skipped.push({ finding: f, reason: rules ? 'not a rule asked for' : 'may change what the site means' });
      continue;
    }
    // The same edit twice (two findings about one cause) is made once.
    const fresh = edits.filter((e) => !plan.edits.some((x) => sameEdit(x, e)));
    const clash = fresh.find((e) => plan.edits.some((x) => overlap(x, e)));
    if (clash) {
      plan.skipped.push({
        finding: f,
        reason: `its edit overlaps another fix's in ${clash.file}:${clash.line}`,
        overlaps: true,
      });
      continue;
    }
    plan.edits.push(...fresh);
    plan.applied.push(f);
  }
  return plan;
}
