// load → model → rules → findings: the one entry point of the pure core for a single state of a site.
import { DEFAULT_CONFIG, type IgnoreRule, type NavguardConfig } from '../config/config.js';
import { compileGlob, globMatcher } from '../base/glob.js';
import { sortFindings } from '../base/findings.js';
import { walk } from '../site/nav.js';
import { CHECKS, defaultSeverity, RULES } from '../rules/registry.js';
import type { CheckContext, CheckResult, LinkScope, SameFragment } from '../rules/rule.js';
import { FindingSink } from '../rules/rule.js';
import { loadSite, type SiteModel } from '../site/model.js';
import { Routes } from '../site/routes.js';
import { changeBasePath, siteRoutes, type InferredBasePath } from '../site/base-path.js';
import type { Finding } from '../base/types.js';
import type { SiteSource } from '../site/source.js';
import type { Memos } from '../site/memos.js';

export interface AnalyzeOptions {
  config?: NavguardConfig;
  links?: LinkScope;
  /** Docs-root-relative files a change touched, for `links: 'changed'`. */
  changed?: ReadonlySet<string>;
  /** In a diff: #fragment links whose answer is the same in the other state (see compare/fragment-scope.ts). */
  sameFragment?: SameFragment;
  /** Docs-root-relative files whose MDX syntax is read (a diff's touched files); by default those whose links are. */
  syntax?: ReadonlySet<string>;
  /** Characters of page text holding MDX syntax read for it (see page-syntax.ts SYNTAX_BUDGET); Infinity: all. */
  syntaxBudget?: number;
  /**
   * The analysis of a state whose structure is this one's (compare/same-structure.ts): the checks that read only
   * the structure hand on its findings instead of running, when the two are served under the same base path.
   */
  sameStructure?: Analysis;
  /**
   * What the analyses of one run remember (site/memos.ts), for the entry points that load states (analyze,
   * compareSources, auditSource; a loaded site carries its own): one per run, shared by its analyses. A fresh one
   * when none is given.
   */
  memos?: Memos;
}

export interface Stats {
  pages: number;
  entries: number;
  endpoints: number;
  orphans: number;
  dangling: number;
  redirects: number;
  linksChecked: number;
  filesLinkChecked: number;
  specs: number;
  endpointsUnchecked: number;
  /** Link fragments (page and id) not checked: their pages were past the parse budget (absent when none). */
  anchorsUnchecked?: number;
  /** Pages not read for MDX syntax: past the run's budget of page text (absent when none). */
  syntaxUnchecked?: number;
  /** Links not checked: they lead into a folder of pages made from an OpenAPI spec not read (absent when none). */
  linksUnknowable?: number;
  /** Set when no base path was configured and the site's own links show the one it is served under. */
  inferredBasePath?: InferredBasePath;
}

export interface Analysis {
  site: SiteModel;
  routes: Routes;
  findings: Finding[];
  stats: Stats;
  /** The config the analysis was given, and the one it ran with (with the base path it inferred, if any). */
  configured: NavguardConfig;
  config: NavguardConfig;
  /**
   * What each check that reads only the structure found and counted (in CHECKS' order; undefined for the others,
   * whose findings are never handed on): what another state of the same structure takes (sameStructure).
   */
  checks: (CheckRun | undefined)[];
  /** How many checks handed on the findings of `sameStructure` instead of running. */
  checksReused: number;
}

export interface CheckRun {
  findings: readonly Finding[];
  result: CheckResult;
}

export function analyze(source: SiteSource, options: AnalyzeOptions = {}): Analysis {
  return analyzeSite(loadSite(source, undefined, options.memos), options);
}

// The routes of a site under a config, and the base path inferred for it, kept on the state: the comparison asks for
// the head's before its analysis does, and inferring reads every link of the site. Declared here, on the model of
// site/: what it holds is the engine's (and model.ts cannot name the routes' types, which import it).
declare module '../site/model.js' {
  interface SiteModel {
    /** siteRoutesFor's last answer and the config it was for. */
    routesFound?: { configured: NavguardConfig; found: SiteRoutes };
  }
}

interface SiteRoutes {
  routes: Routes;
  inferred?: InferredBasePath;
  /** The config with the inferred base path, if any, in place of the configured one. */
  config: NavguardConfig;
}

export function siteRoutesFor(site: SiteModel, configured: NavguardConfig): SiteRoutes {
  const known = site.routesFound;
  if (known?.configured === configured) return known.found;
  const { routes, inferred } = siteRoutes(
    site,
    configured.basePath,
    configured.basePathGiven,
    globMatcher(configured.generatedPages ?? []),
  );
  return keepRoutes(site, configured, routes, inferred);
}

/** The routes of a site under `configured` (and the base path inferred, if any), kept on the model for siteRoutesFor. */
function keepRoutes(
  site: SiteModel,
  configured: NavguardConfig,
  routes: Routes,
  inferred: InferredBasePath | undefined,
): SiteRoutes {
  const config = inferred ? { ...configured, basePath: inferred.basePath } : configured;
  const found = { routes, ...(inferred ? { inferred } : {}), config };
  site.routesFound = { configured, found };
  return found;
}

/**
 * Both states of a change read under one base path when none is configured (changeBasePath): what siteRoutesFor
 * then answers for either of them with this config.
 */
export function settleChangeBasePath(base: SiteModel, head: SiteModel, configured: NavguardConfig): void {
  if (configured.basePathGiven) return;
  const generated = globMatcher(configured.generatedPages ?? []);
  const plain = (site: SiteModel): Routes => new Routes(site, configured.basePath, generated);
  const [basePlain, headPlain] = [plain(base), plain(head)];
  const inferred = changeBasePath(base, basePlain, head, headPlain);
  for (const [site, routes] of [
    [base, basePlain],
    [head, headPlain],
  ] as const)
    keepRoutes(site, configured, inferred ? new Routes(site, inferred.basePath, generated) : routes, inferred);
}

/** Run every rule on a loaded site. */
export function analyzeSite(site: SiteModel, options: AnalyzeOptions = {}): Analysis {
  const source = site.source;
  const configured = options.config ?? DEFAULT_CONFIG;
  const { routes, inferred, config } = siteRoutesFor(site, configured);
  const out = new FindingSink(site, defaultSeverity);
  const ctx: CheckContext = {
    site,
    routes,
    config,
    options: {
      links: options.links ?? 'all',
      changed: options.changed,
      sameFragment: options.sameFragment,
      syntax: options.syntax,
      syntaxBudget: options.syntaxBudget,
    },
    out,
    rules: RULES,
    unparsable: new Set(),
  };
  const counts: Required<CheckResult> = {
    dangling: 0,
    endpoints: 0,
    endpointsUnchecked: 0,
    anchorsUnchecked: 0,
    syntaxUnchecked: 0,
    linksUnknowable: 0,
    linksChecked: 0,
    filesLinkChecked: 0,
  };
  const same = options.sameStructure;
  const reusable = same?.configured === configured && same.config.basePath === config.basePath;
  const runs: (CheckRun | undefined)[] = [];
  let checksReused = 0;
  CHECKS.forEach(({ check, reads }, i) => {
    const from = out.findings.length;
    const other = reusable ? same.checks[i] : undefined;
    let result: CheckResult;
    if (other) {
      // Copies: the two analyses' findings are marked and filtered apart later.
      for (const f of other.findings) out.findings.push({ ...f });
      result = other.result;
      checksReused++;
    } else result = check(ctx) ?? {};
    // Recorded only where it can be handed on: a link check's findings are many, and the suppressions check
    // removes findings of the others from the sink.
    runs.push(reads === 'structure' ? { findings: out.findings.slice(from), result } : undefined);
    for (const [name, n] of Object.entries(result) as [keyof CheckResult, number][]) counts[name] += n;
  });

  let entries = 0;
  if (site.nav) for (const n of walk(site.nav)) if (n.kind === 'page' || n.kind === 'endpoint') entries++;
  const findings = applyPolicy(out.findings, config, source.rootPrefix);
  const stats: Stats = {
    pages: site.index.pages.size,
    entries,
    endpoints: counts.endpoints,
    orphans: findings.filter((f) => f.rule === 'orphan-page').length,
    dangling: counts.dangling,
    redirects: site.redirects.length,
    linksChecked: counts.linksChecked,
    filesLinkChecked: counts.filesLinkChecked,
    specs: [...site.specs.values()].filter((s) => s.ok).length,
    endpointsUnchecked: counts.endpointsUnchecked,
    ...(counts.anchorsUnchecked ? { anchorsUnchecked: counts.anchorsUnchecked } : {}),
    ...(counts.syntaxUnchecked ? { syntaxUnchecked: counts.syntaxUnchecked } : {}),
    ...(counts.linksUnknowable ? { linksUnknowable: counts.linksUnknowable } : {}),
    ...(inferred ? { inferredBasePath: inferred } : {}),
  };
  return { site, routes, findings, stats, configured, config, checks: runs, checksReused };
}

/** Severity overrides, rules turned off, ignored files; then a stable order (file, line, column, rule). */
export function applyPolicy(findings: Finding[], config: NavguardConfig, rootPrefix: string): Finding[] {
  const ignored = globMatcher(config.ignore);
  const ignoredFinding = findingMatcher(config.ignoreFindings ?? []);
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const frozen = config.frozen?.length ? globMatcher(config.frozen) : undefined;
  const out: Finding[] = [];
  for (const f of findings) {
    const setting = config.rules[f.rule];
    if (setting === 'off') continue;
    const rel = f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file;
    if (ignored(rel) || ignoredFinding(f, rel)) continue;
    const set = setting ? { ...f, severity: setting } : f;
    out.push(frozen ? thawed(set, frozen, prefix) : set);
  }
  return sortFindings(out);
}

/**
 * A finding as the `frozen` globs leave it: an error in a frozen file (an old version's snapshot) is a warning, and
 * its fix keeps no edit of a frozen file, so `fix` never rewrites a release; the words of the fix stay.
 */
function thawed(f: Finding, frozen: (file: string) => boolean, prefix: string): Finding {
  const rel = (file: string): string => (file.startsWith(prefix) ? file.slice(prefix.length) : file);
  const edits = f.fix?.edits?.filter((e) => !frozen(rel(e.file)));
  const fix =
    f.fix && edits && edits.length !== f.fix.edits!.length
      ? { message: f.fix.message, ...(edits.length ? { edits } : {}) }
      : f.fix;
  const severity = f.severity === 'error' && frozen(rel(f.file)) ? 'warning' : f.severity;
  return severity === f.severity && fix === f.fix ? f : { ...f, severity, ...(fix ? { fix } : {}) };
}

/** Whether an object item of `ignore` covers a finding: its rules, its file glob and its entry glob all agree. */
function findingMatcher(rules: readonly IgnoreRule[]): (f: Finding, file: string) => boolean {
  if (!rules.length) return () => false;
  const compiled = rules.map((r) => ({
    rule: r.rule && new Set<string>(r.rule),
    file: r.file === undefined ? undefined : compileGlob(r.file),
    entry: r.entry === undefined ? undefined : compileGlob(r.entry),
  }));
  return (f, file) =>
    compiled.some(
      (r) =>
        (!r.rule || r.rule.has(f.rule)) &&
        (!r.file || r.file(file)) &&
        (!r.entry ||
          f.key
            .split('|')
            .slice(1)
            .some((part) => r.entry!(part))),
    );
}
