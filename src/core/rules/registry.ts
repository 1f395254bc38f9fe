// Every rule module navguard runs, in order. A module exports its rules' metadata (`rules`) and one check
// (`check` on one state of a site, or `checkPair` on a before/after pair). The order here is the order of
// the README's rule table and of SARIF's rule list.
//
// Adding a rule: (1) add its id and the shape of its data to `RuleData` in ./ids.ts; (2) copy a module (e.g.
// ./styling.ts) and write its metadata, with a failing and a passing example, its check and what the check reads
// (`reads`: 'pages' unless it reads nothing but the site's structure, see SiteRuleModule); (3) list the module
// below; (4) copy a test of test/rules/ for its fixtures (run() there also applies every fix and re-checks);
// (5) `npm run generate` regenerates docs/rules.md and the README's table.
import type { RuleId } from './ids.js';
import type { PairCheck, RemovedCheck, RuleMeta, RuleModule, RuleTrait, SiteRuleModule } from './rule.js';
import type { Finding, Severity } from '../base/types.js';
import * as syntax from './syntax.js';
import * as schema from './schema.js';
import * as structure from './structure.js';
import * as styling from './styling.js';
import * as pages from './pages.js';
import * as openapi from './openapi.js';
import * as orphans from './orphans.js';
import * as frontmatter from './frontmatter.js';
import * as pageSyntax from './page-syntax.js';
import * as codeBlocks from './code-blocks.js';
import * as links from './links.js';
import * as imports from './imports.js';
import * as redirects from './redirects.js';
import * as redirectSources from './redirect-sources.js';
import * as missingRedirect from './missing-redirect.js';
import * as anchors from './anchors.js';
import * as site from './site.js';
import * as mintJson from './mint-json.js';
import * as suppressions from './suppressions.js';

const MODULES = [
  syntax,
  schema,
  structure,
  styling,
  pages,
  openapi,
  orphans,
  frontmatter,
  // Before links: the links of a page the builder cannot parse reach no reader.
  pageSyntax,
  codeBlocks,
  links,
  imports,
  anchors,
  redirects,
  redirectSources,
  missingRedirect,
  site,
  mintJson,
  // Last: it reads what every other check reported.
  suppressions,
] as const satisfies readonly RuleModule[];

// Every rule id has its metadata in a listed module: otherwise this line does not compile.
const everyRuleListed: [RuleId] extends [(typeof MODULES)[number]['rules'][number]['id']] ? true : never = true;
void everyRuleListed;

export const RULE_MODULES: readonly RuleModule[] = MODULES;

/** Checks on one state of a site, in the order ../engine/analyze.ts runs them, with what each reads. */
export const CHECKS: readonly Pick<SiteRuleModule, 'check' | 'reads'>[] = RULE_MODULES.flatMap((m) =>
  'check' in m ? [{ check: m.check, reads: m.reads }] : [],
);

/** The rules of checks that read only the structure (docs.json, the files it names, the list of files). */
export const STRUCTURE_RULES: ReadonlySet<string> = new Set(
  RULE_MODULES.flatMap((m) => ('check' in m && m.reads === 'structure' ? m.rules.map((r) => r.id) : [])),
);

/** Checks on a before/after pair, run by the comparison. */
export const PAIR_CHECKS: readonly PairCheck[] = RULE_MODULES.flatMap((m) => ('checkPair' in m ? [m.checkPair] : []));

/** Checks of a change that deletes docs.json, run by the comparison on the base. */
export const REMOVED_CHECKS: readonly RemovedCheck[] = RULE_MODULES.flatMap((m) =>
  'checkRemoved' in m && m.checkRemoved ? [m.checkRemoved] : [],
);

export const RULES: ReadonlyMap<RuleId, RuleMeta> = new Map(RULE_MODULES.flatMap((m) => m.rules.map((r) => [r.id, r])));

/** The rules whose metadata has a trait (see RuleMeta). */
export function rulesWith(trait: RuleTrait): ReadonlySet<string> {
  return new Set([...RULES.values()].filter((r) => r[trait]).map((r) => r.id));
}

/** The rules whose findings exist only where links were checked (`--links`, `links: changed`). */
export const LINK_RULES = rulesWith('onlyWhereLinksChecked');

/**
 * A function of a finding's rule's metadata (`pick` says which), applied to the finding's data; undefined when the
 * rule has none. The metadata is the finding's own rule's, so its data is the kind the function reads.
 */
export function onFindingData<T>(
  f: Finding,
  pick: (meta: RuleMeta) => ((data: never) => T) | undefined,
): T | undefined {
  const meta = RULES.get(f.rule);
  const fn = meta && (pick(meta) as ((data: Finding['data']) => T) | undefined);
  return fn?.(f.data);
}

/** A rule's default severity: what a finding takes unless its check sets another (the sink asks this). */
export function defaultSeverity(rule: RuleId): Severity {
  const info = RULES.get(rule);
  if (!info) throw new Error(`unregistered rule ${rule}`);
  return info.severity;
}
