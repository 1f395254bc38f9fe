// The rule contract: what a rule module exports (its rules' metadata and one check), and what a check gets.
// analyze.ts runs the checks of ./registry.ts as a list; docs/rules.md and the README table are generated
// from the metadata (scripts/rule-docs.ts).
import type { NavguardConfig } from '../config.js';
import type { SiteModel } from '../site/model.js';
import type { Routes, Target } from '../site/routes.js';
import type { Finding, Severity } from '../types.js';
import type { RuleId } from './ids.js';
import type { FindingSink } from './sink.js';

/** Whether a #fragment link in `from` gives the same answer in the other state of a diff (false: check it). */
export type SameFragment = (from: string, url: string, target: Target | undefined) => boolean;

/** Which links are checked: every page's, only the changed files', or none. */
export type LinkScope = 'all' | 'changed' | 'none';

/** The section of docs/rules.md a rule is documented in. */
export type RuleFamily =
  'reading' | 'fields' | 'structure' | 'pages' | 'openapi' | 'links' | 'nothing' | 'suppressions';

export interface RuleExample {
  /** Whether the example passes the rule (false: it triggers it). */
  passes: boolean;
  /** The line above the code in docs/rules.md, e.g. "Fails (openapi.json exists):". */
  caption: string;
  lang: 'json' | 'mdx' | 'yaml';
  code: string;
}

export interface RuleMeta {
  id: RuleId;
  family: RuleFamily;
  /** Default severity; a finding may set another where its message says why (see `severityNote`). */
  severity: Severity;
  /** When findings of this rule take another severity, e.g. "warning for codes only the site builder accepts". */
  severityNote?: string;
  /** One line: the README table's tooltip, SARIF's description. */
  summary: string;
  /** A short example that triggers the rule, for the README table (Markdown). */
  trigger: string;
  /** What the rule checks and what the live site does: docs/rules.md's lines of Markdown ('' between paragraphs). */
  description: readonly string[];
  /** Failing and passing examples, in the order docs/rules.md shows them. */
  examples: readonly RuleExample[];
  /** A closing remark below the examples. */
  afterword?: string;
}

/** The anchor of a rule's section in docs/rules.md (and in SARIF's helpUri). */
export function ruleAnchor(id: RuleId): string {
  return `rule-${id}`;
}

/** Options of one analysis that some checks need. */
export interface CheckOptions {
  links: LinkScope;
  /** Docs-root-relative files a change touched, for `links: 'changed'`. */
  changed?: ReadonlySet<string>;
  /** In a diff: #fragment links whose answer is the same in the other state, so not checked in either. */
  sameFragment?: SameFragment;
  /** Docs-root-relative files whose MDX syntax is read (a diff's touched files); else those whose links are. */
  syntax?: ReadonlySet<string>;
  /** Characters of page text holding MDX syntax read for it (default SYNTAX_BUDGET; Infinity: every page). */
  syntaxBudget?: number;
}

/** What every check gets: one state of a site, its routes, navguard's config, and where findings go. */
export interface CheckContext {
  site: SiteModel;
  routes: Routes;
  config: NavguardConfig;
  options: CheckOptions;
  out: FindingSink;
  /** Pages the site builder cannot parse (mdx-syntax, which runs first): the live site shows none of their links. */
  unparsable: Set<string>;
}

/** Counts a check may hand back for the analysis' stats. */
export interface CheckResult {
  dangling?: number;
  endpoints?: number;
  endpointsUnchecked?: number;
  /** Fragments (page and id) left unchecked: their pages were past the parse budget (see AnchorChecker). */
  anchorsUnchecked?: number;
  /** Pages not read for MDX syntax: the run had read its budget of page text (see page-syntax.ts). */
  syntaxUnchecked?: number;
  linksChecked?: number;
  filesLinkChecked?: number;
}

export type Check = (ctx: CheckContext) => void | CheckResult;

/** What a before/after check gets: both states of the site and the page renames between them. */
export interface PairContext {
  base: SiteModel;
  head: SiteModel;
  headRoutes: Routes;
  /** Page renames old slug → new slug. */
  renamed: ReadonlyMap<string, string>;
  /** The head's own findings (a before/after rule may read what the head's checks found). */
  headFindings: readonly Finding[];
  out: FindingSink;
}

export type PairCheck = (ctx: PairContext) => void;

/** A rule module: the rules it reports, and the check that reports them on one state of a site. */
export interface SiteRuleModule {
  rules: readonly RuleMeta[];
  check: Check;
  /**
   * What the check reads. `structure`: only docs.json (and the files it names or `$ref`s), the list of files, the
   * frontmatter and imports of pages (their scans' `frontmatter`, `imports`, `bodyLine`), the other files' contents
   * (specs, `.mintignore`, mint.json) and the config: two states equal in all of these get the same findings, so
   * a comparison takes the head's from the base's (see compare/same-structure.ts). `pages`: anything else too
   * (links, page text, what other checks found), run on each state.
   */
  reads: 'structure' | 'pages';
}

/** A rule module that compares two states of a site (only `navguard diff` and pull requests run these). */
export interface PairRuleModule {
  rules: readonly RuleMeta[];
  checkPair: PairCheck;
}

export type RuleModule = SiteRuleModule | PairRuleModule;
