// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.
import { auditSource } from '../core/compare/audit.js';
import { writeJson, renderSarif, renderText } from '../core/render/findings.js';
import { directorySource, findRepoRoot } from '../adapters/fs-source.js';
import { loadConfigFor } from '../adapters/config-file.js';
import { mintJsonAsDocs } from '../core/site/mint-json.js';
import type { Io } from './io.js';

export interface CheckOptions {
  root: string;
  config: string | undefined;
  format: 'text' | 'json' | 'sarif';
  links: 'all' | 'none';
  color: boolean;
}

export function runCheck(opts: CheckOptions, io: Io): number {
  const repoRoot = findRepoRoot(opts.root);
  const config = loadConfigFor(opts.root, opts.config, repoRoot);
  const folder = directorySource(opts.root, repoRoot);
  // A site still on mint.json is checked as the builder reads it: upgraded to docs.json.
  const source = mintJsonAsDocs(folder) ?? folder;
  const result = auditSource(source, { config, links: opts.links }).head;
  if (opts.format === 'json')
    writeJson((piece) => io.out.write(piece), source.rootPrefix || '.', result.findings, result.stats);
  else if (opts.format === 'sarif') io.out.write(renderSarif(result.findings));
  else io.out.write(renderText(result.findings, result.stats, opts.color));
  return result.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
