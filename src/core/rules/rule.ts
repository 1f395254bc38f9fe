// The rule contract: what a rule module exports (its rules' metadata and one check), what a check gets, and the
// sink it reports into (file/line/column from spans; policy comes later). ../engine/analyze.ts runs the checks of
// ./registry.ts as a list; docs/rules.md and the README table are generated from the metadata
// (scripts/rule-docs.ts). Outside rules/, only this file, ./ids.ts and ./registry.ts are imported.
import type { NavguardConfig } from '../config/config.js';
import type { Span } from '../json/document.js';
import { LineIndex } from '../json/positions.js';
import { joinPath } from '../base/paths.js';
import type { SiteModel } from '../site/model.js';
import { spanAsWritten } from '../site/source.js';
import type { Routes, Target } from '../site/routes.js';
import type { Finding, Fix, Severity } from '../base/types.js';
import type { RuleData, RuleId } from './ids.js';

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
  /** The site around the code, as the caption tells it (see ExampleSite); not rendered. */
  site?: ExampleSite;
}

/**
 * The site an example stands in: test/rules/examples.test.ts builds it and runs the engine on it, so that a
 * failing example reports its rule and a passing one does not. An example's fields win over its rule's
 * `exampleSite`, but its `files` add to the rule's.
 *
 * docs.json's text (the code's, or that in `files`) is the part that matters, as docs/rules.md shows it: the test
 * adds `theme`, `name` and `colors`, puts each member where docs.json has its key (at the top level, or in
 * `navigation`), and reads an object alone as one group of `navigation.groups`.
 */
export interface ExampleSite {
  /** The file the code is (default: docs.json for JSON, index.mdx for MDX). */
  file?: string;
  /**
   * The other files, by path (undefined: none there, whatever the rule's say). With none, every page the navigation
   * names exists; with no docs.json (or one without `navigation`), the navigation lists every .md and .mdx file.
   */
  files?: Readonly<Record<string, string | undefined>>;
  /** The file's text, where the code shows only part of it (elided with `…`, or one of many). */
  expand?: (code: string) => string;
  /** navguard's config, as in .navguard.json. */
  config?: Readonly<Record<string, unknown>>;
  /** For a rule of before/after comparisons: the code as it was before the change (the code is after it). */
  before?: string;
}

/**
 * A fix `navguard fix` applies by default: one that cannot change what the site means. `what` says it for the help
 * and the README; `when`, if given, tells the findings whose fix is such (by their data), else every one is.
 */
export interface SafeFix<R extends RuleId> {
  what: string;
  when?: (data: RuleData[R]) => boolean;
}

/** A rule's metadata, typed by its id (its safe fix reads its own data). */
export interface RuleMetaOf<R extends RuleId> {
  id: R;
  family: RuleFamily;
  /** Its findings' fixes that `navguard fix` applies by default (fix/plan.ts); others wait for --rule. */
  safeFix?: SafeFix<R>;
  /**
   * Its findings exist only where links were checked (`--links`, `links: changed`): a baseline kept by a run that
   * checked fewer links, or a suppression comment for it, says nothing about the others.
   */
  onlyWhereLinksChecked?: true;
  /** It reports a reference to something that does not exist (the action's `dangling` output counts these). */
  dangling?: true;
  /**
   * A new finding of it may be one the base's own check could not have told (a link the base never asked about):
   * the comparison asks the base before calling it new (compare/could-not-tell.ts).
   */
  checkedAgainstBase?: true;
  /**
   * What a dead link it reports is, wherever it is written (the URL as written and where it leads): a new finding
   * with the same as one the change took away is that link moved, not a new one (compare/moved-links.ts).
   */
  followsMoves?: (data: RuleData[R]) => string;
  /**
   * The section (#fragment) a dead link it reports names, if any. With the file, it is what stays of a link whose
   * page the change mended and whose section it did not (see `mendedHalfwayFrom`).
   */
  sectionNamed?: (data: RuleData[R]) => string | undefined;
  /**
   * A new finding of it may be a dead link of that rule mended halfway: the link now leads to a page that exists,
   * with the same section still naming nothing there (same file, same `sectionNamed`). The comparison calls it
   * existing (compare/moved-links.ts).
   */
  mendedHalfwayFrom?: RuleId;
  /** Its message says nothing its file does not: past the first few, outputs list its findings by place only. */
  placeNamed?: true;
  /**
   * Its `data.page`, where set, is the page the finding is in: a place, as its file is. Outputs group its findings
   * across pages by the rest (a wrong spec path copied into 104 pages' frontmatter is one item with its places).
   */
  pageIsPlace?: true;
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
  /** The site around every example unless the example says otherwise (see ExampleSite). */
  exampleSite?: ExampleSite;
  /** A closing remark below the examples. */
  afterword?: string;
}

export type RuleMeta = { [R in RuleId]: RuleMetaOf<R> }[RuleId];

/** What other code asks of a rule's metadata: the rules that have it (registry.rulesWith). */
export type RuleTrait =
  'onlyWhereLinksChecked' | 'dangling' | 'checkedAgainstBase' | 'followsMoves' | 'placeNamed' | 'pageIsPlace';

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
  /** Every rule's metadata, for a check that reads what the others report (unused-suppression). */
  rules: ReadonlyMap<RuleId, RuleMeta>;
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
  /** Links into a folder of API pages made from a spec navguard did not read (a URL): where they lead is unknown. */
  linksUnknowable?: number;
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

/** What a check of a change that deletes the site's docs.json gets: the base, in whose terms it reports. */
export interface RemovedContext {
  base: SiteModel;
  out: FindingSink;
}

export type RemovedCheck = (ctx: RemovedContext) => void;

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
  /** The check of a change that deletes docs.json (compare.ts runs it on the base, as the head has no site). */
  checkRemoved?: RemovedCheck;
}

/** A rule module that compares two states of a site (only `navguard diff` and pull requests run these). */
export interface PairRuleModule {
  rules: readonly RuleMeta[];
  checkPair: PairCheck;
}

export type RuleModule = SiteRuleModule | PairRuleModule;

export interface Loc {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface Extra<R extends RuleId> {
  key: string;
  /** What the finding is about, for programs (see ./ids.ts). */
  data: RuleData[R];
  fix?: Fix;
  severity?: Severity;
  /** See Finding.subject. */
  subject?: string;
}

export class FindingSink {
  readonly findings: Finding[] = [];
  private readonly lineCache = new Map<string, LineIndex>();

  /** `severityOf`: each rule's default severity, as the engine's registry holds them (rules are not read here). */
  constructor(
    private readonly site: SiteModel,
    private readonly severityOf: (rule: RuleId) => Severity,
  ) {}

  /** File path as shown to users: relative to the repository root. */
  repoPath(file: string): string {
    return joinPath(this.site.source.rootPrefix, file);
  }

  lines(file: string): LineIndex {
    const parsed = this.site.docsJson.files.get(file);
    if (parsed) return parsed.lines;
    let li = this.lineCache.get(file);
    if (!li) {
      li = new LineIndex(this.site.source.read(file) ?? '');
      this.lineCache.set(file, li);
    }
    return li;
  }

  /** The file the writer edits for what docs.json holds: mint.json on a site still on it. */
  get configFile(): string {
    return configFileOf(this.site);
  }

  locate(span: Span): Loc & { exact: boolean } {
    const { exact, ...written } = spanAsWritten(this.site.source, span);
    span = written;
    const li = this.lines(span.file);
    const start = li.at(span.offset);
    const end = li.at(span.offset + span.length);
    return { file: span.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, exact };
  }

  add<R extends RuleId>(rule: R, where: Span | Loc, message: string, extra: Extra<R>): void {
    const loc: Loc = 'offset' in where ? this.locate(where) : where;
    // Built a key at a time, in the order reports show them: spreading optional parts into a literal cost a
    // third of the links rule's reporting on a site with 48,000 broken links (77 of 209 ms).
    const f = {
      rule,
      severity: extra.severity ?? this.severityOf(rule),
      file: this.repoPath(loc.file),
      line: loc.line,
      column: loc.column,
    } as Finding;
    if (loc.endLine !== undefined) {
      f.endLine = loc.endLine;
      f.endColumn = loc.endColumn;
    }
    f.message = message;
    if (extra.fix) f.fix = extra.fix;
    f.key = `${rule}|${extra.key}`;
    if (extra.subject) f.subject = extra.subject;
    f.data = extra.data;
    this.findings.push(f);
  }

  /** An edit replacing exactly the text of a span (e.g. a JSON string value, quotes included). */
  replaceEdit(span: Span, newText: string): Fix['edits'] {
    const loc = this.locate(span);
    // No edit where the upgrade made the place up (a tab it created): there is no such text in mint.json.
    if (!loc.exact) return undefined;
    return [
      {
        file: this.repoPath(loc.file),
        line: loc.line,
        column: loc.column,
        endLine: loc.endLine!,
        endColumn: loc.endColumn!,
        newText,
      },
    ];
  }
}

/** The file the writer edits for what docs.json holds: mint.json on a site still on it. */
export function configFileOf(site: SiteModel): string {
  return site.source.upgradedFrom?.file ?? 'docs.json';
}
