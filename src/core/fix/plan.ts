// Which fixes `navguard fix` applies: the exact edits findings carry, by default only those that cannot change
// what the site means: a redirect for a renamed page or moved folder, a link or redirect retargeted to the page it
// was renamed to, a link's #fragment retargeted to the heading the change renamed, a redirect pointed straight at its
// final page, a link's path written in the letter case of the file it names. A removed page's redirect is not among
// them: where it should lead is a guess (a page with a similar name, a sibling), so it waits until its rule is asked
// for. Edits of two findings that overlap are not applied together: the first wins and the other is left for a
// person, said so.
import type { Finding, TextEdit } from '../base/types.js';
import { onFindingData, RULES } from '../rules/registry.js';

/**
 * The fixes `navguard fix` applies by default, one line each for its help and the README: the rules whose metadata
 * has a safe fix (RuleMeta.safeFix), in the registry's order.
 */
export const SAFE_FIXES: readonly { rule: Finding['rule']; what: string }[] = [...RULES.values()].flatMap((r) =>
  r.safeFix ? [{ rule: r.id, what: r.safeFix.what }] : [],
);

/** Fixes that keep the meaning: what the change itself did (a rename), said where it was not yet said. */
export function safeFix(f: Finding): boolean {
  if (!RULES.get(f.rule)?.safeFix) return false;
  return onFindingData(f, (meta) => meta.safeFix?.when) ?? true;
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
