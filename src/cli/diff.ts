// `navguard diff`: two states of a docs site (git revisions or folders) → outline, changes, findings.
import fs from 'node:fs';
import { compareSources, type Comparison } from '../core/compare/compare.js';
import { renderJson, renderText, publicFinding } from '../core/render/findings.js';
import { renderOutlineText } from '../core/render/outline.js';
import { changeSummary, fails, renderReportMarkdown, reported } from '../core/render/report.js';
import { loadConfigFile } from '../adapters/config-file.js';
import { findRepoRoot } from '../adapters/fs-source.js';
import { loadStates } from '../adapters/states.js';
import { UsageError, type Io } from './main.js';

type Values = Record<string, string | boolean | undefined>;

export async function runDiff(values: Values, root: string, color: boolean, io: Io): Promise<number> {
  const format = String(values.format ?? 'text');
  if (!['text', 'markdown', 'json'].includes(format)) throw new UsageError(`--format must be one of text, markdown, json (got "${format}")`);
  const report = String(values.report ?? 'new');
  if (!['new', 'all'].includes(report)) throw new UsageError(`--report must be new or all (got "${report}")`);
  const links = String(values.links ?? 'changed');
  if (!['changed', 'all', 'none'].includes(links)) throw new UsageError(`--links must be one of changed, all, none (got "${links}")`);
  if (!fs.existsSync(root)) throw new UsageError(`--root ${root} does not exist`);

  const states = loadStates({ root, base: values.base as string | undefined, head: values.head as string | undefined });
  const repoRoot = findRepoRoot(root);
  const { config } = loadConfigFile(values.config as string | undefined, [root, ...(repoRoot && repoRoot !== root ? [repoRoot] : [])]);
  if (!states.base.source && !states.head.source) throw new UsageError(`neither state has a docs.json under ${states.rootLabel}; nothing to compare`);
  for (const note of states.notes) io.err.write(`navguard: ${note}\n`);
  const c = compareSources(states.base.source, states.head.source, { config, renames: states.renames, changed: states.changed, links: links as 'changed' | 'all' | 'none' });
  const shown = reported(c.findings, report as 'new' | 'all');

  if (format === 'json') {
    io.out.write(renderJson(states.rootLabel, shown, c.head?.stats ?? emptyStats(), {
      base: states.base.label,
      head: states.head.label,
      changes: c.changes.map(({ span: _span, ...rest }) => rest),
      outline: c.outline,
      fixed: c.fixed.map(publicFinding),
      counts: { new: c.findings.filter((f) => f.status === 'new').length, existing: c.findings.filter((f) => f.status === 'existing').length },
    }));
  } else if (format === 'markdown') {
    io.out.write(renderReportMarkdown(c, { report: report as 'new' | 'all', failOn: 'error' }).text + '\n');
  } else {
    io.out.write(renderDiffText(c, shown, states.base.label, states.head.label, color));
  }
  return fails(shown, 'error') ? 1 : 0;
}

function renderDiffText(c: Comparison, shown: ReturnType<typeof reported>, base: string, head: string, color: boolean): string {
  const header = `Navigation: ${base} → ${head}: ${changeSummary(c)}\n\n`;
  return header + renderOutlineText(c.outline, color) + '\n' + renderText(shown, c.head?.stats ?? {}, color);
}

function emptyStats() {
  return { pages: 0, entries: 0, endpoints: 0, orphans: 0, dangling: 0, redirects: 0, linksChecked: 0, filesLinkChecked: 0, specs: 0, endpointsUnchecked: 0 };
}
