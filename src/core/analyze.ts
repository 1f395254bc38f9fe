// load → model → rules → findings: the one entry point of the pure core for a single state of a site.
import { globMatcher, DEFAULT_CONFIG, type NavguardConfig } from './config.js';
import { walk } from './model/nav.js';
import { checkLinks, type LinkScope } from './rules/links.js';
import { checkOpenApi } from './rules/openapi.js';
import { checkPages } from './rules/pages.js';
import { checkRedirects } from './rules/redirects.js';
import { checkSchema } from './rules/schema.js';
import { checkNotEmpty } from './rules/site.js';
import { FindingSink } from './rules/sink.js';
import { checkStructure } from './rules/structure.js';
import { checkSyntax } from './rules/syntax.js';
import { loadSite, type SiteModel } from './site/model.js';
import { Routes } from './site/routes.js';
import type { Finding, SiteSource } from './types.js';

export interface AnalyzeOptions {
  config?: NavguardConfig;
  links?: LinkScope;
  /** Docs-root-relative files a change touched, for `links: 'changed'`. */
  changed?: ReadonlySet<string>;
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
}

export interface Analysis {
  site: SiteModel;
  routes: Routes;
  findings: Finding[];
  stats: Stats;
}

export function analyze(source: SiteSource, options: AnalyzeOptions = {}): Analysis {
  return analyzeSite(loadSite(source), options);
}

/** Run every rule on a loaded site. */
export function analyzeSite(site: SiteModel, options: AnalyzeOptions = {}): Analysis {
  const config = options.config ?? DEFAULT_CONFIG;
  const source = site.source;
  const routes = new Routes(site, config.basePath);
  const out = new FindingSink(site);
  checkSyntax(site, out);
  checkSchema(site, out);
  checkStructure(site, out);
  const { dangling } = checkPages(site, routes, config, out);
  const api = checkOpenApi(site, out);
  checkRedirects(site, routes, out);
  const links = checkLinks(site, routes, config, options.links ?? 'all', options.changed, out);
  checkNotEmpty(site, out);

  let entries = 0;
  if (site.nav) for (const n of walk(site.nav)) if (n.kind === 'page' || n.kind === 'endpoint') entries++;
  const findings = applyPolicy(out.findings, config, source.rootPrefix);
  const stats: Stats = {
    pages: site.index.pages.size,
    entries,
    endpoints: api.endpoints,
    orphans: findings.filter((f) => f.rule === 'orphan-page').length,
    dangling,
    redirects: site.redirects.length,
    linksChecked: links.checked,
    filesLinkChecked: links.files,
    specs: [...site.specs.values()].filter((s) => s.ok).length,
    endpointsUnchecked: api.unchecked,
  };
  return { site, routes, findings, stats };
}

/** Severity overrides, rules turned off, ignored files; then a stable order (file, line, column, rule). */
export function applyPolicy(findings: Finding[], config: NavguardConfig, rootPrefix: string): Finding[] {
  const ignored = globMatcher(config.ignore);
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const out: Finding[] = [];
  for (const f of findings) {
    const setting = config.rules[f.rule];
    if (setting === 'off') continue;
    const rel = f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file;
    if (ignored(rel)) continue;
    out.push(setting ? { ...f, severity: setting } : f);
  }
  return sortFindings(out);
}

export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort((a, b) =>
    a.file < b.file
      ? -1
      : a.file > b.file
        ? 1
        : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
}
