// One state of a site on its own, with no "before" (a push, a manual run, `navguard check`): the same shape
// a comparison has, so one renderer serves both — every finding is existing, nothing changed, and the
// outline is the navigation as it stands.
import { analyzeSite, type Analysis, type AnalyzeOptions } from '../engine/analyze.js';
import { loadSite } from '../site/model.js';
import type { ScanCache } from '../site/pages.js';
import type { SiteSource } from '../site/source.js';
import type { Comparison } from './compare.js';
import { standingOutline } from './navdiff.js';

export interface AuditOptions extends AnalyzeOptions {
  /** Page scans already made (by content id), e.g. while the state was read. */
  scans?: ScanCache;
}

export function auditSource(source: SiteSource, options: AuditOptions = {}): Comparison & { head: Analysis } {
  const site = loadSite(source, options.scans, options.memos);
  const head = analyzeSite(site, { ...options, links: options.links ?? 'all' });
  const outline = standingOutline(site.nav);
  return {
    head,
    changes: [],
    outline,
    findings: head.findings.map((f) => ({ ...f, status: 'existing' as const })),
    fixed: [],
    renamed: new Map(),
  };
}
