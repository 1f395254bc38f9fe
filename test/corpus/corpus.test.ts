// Golden test over the real-docs corpus: every site is analysed with its config (./site-configs.ts) and the JSON
// output is compared with test/golden/corpus/<site>.json (see ../golden.ts for UPDATE_GOLDENS=1); a reviewer's
// reading of them is in test/golden/corpus/REVIEW.md. The same analysis then goes through the fix round trip
// (../fix-roundtrip.ts): analysing each site once for both is a sixth of `npm test`'s corpus time.
import fs from 'node:fs';
import path from 'node:path';
import { it, expect } from '@jest/globals';
import { analyze } from '../../src/core/engine/analyze.js';
import { resolveConfig } from '../../src/core/config/config.js';
import { renderJson } from '../../src/core/render/findings.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import { CORPUS_DIR, corpusSites, describeCorpus } from './corpus.js';
import { GOLDEN_ROOT, expectGolden } from '../golden.js';
import { OVERRIDDEN_SITES, siteConfig } from './site-configs.js';
import { Memos } from '../../src/core/site/memos.js';
import type { SiteSource } from '../../src/core/site/source.js';
import type { Analysis } from '../../src/core/engine/analyze.js';
import { fixRoundTrip } from '../fix-roundtrip.js';
import { overlaySource } from '../../src/core/fix/overlay.js';

const GOLDEN_DIR = path.join(GOLDEN_ROOT, 'corpus');

interface Output {
  findings: { rule: string; severity: string; file: string; line: number; column: number; message: string }[];
  stats: Record<string, number>;
}

/** A short account of how two outputs differ, instead of a diff of two large JSON texts. */
function difference(got: Output, want: Output): string {
  const line = (f: Output['findings'][number]): string =>
    `${f.file}:${f.line}:${f.column} ${f.severity} [${f.rule}] ${f.message}`;
  const a = new Set(got.findings.map(line));
  const b = new Set(want.findings.map(line));
  const extra = [...a].filter((x) => !b.has(x));
  const missing = [...b].filter((x) => !a.has(x));
  const parts: string[] = [];
  for (const k of new Set([...Object.keys(got.stats), ...Object.keys(want.stats)])) {
    if (got.stats[k] !== want.stats[k]) parts.push(`stats.${k}: golden ${want.stats[k]}, now ${got.stats[k]}`);
  }
  if (extra.length)
    parts.push(`${extra.length} finding(s) not in the golden:\n  + ${extra.slice(0, 15).join('\n  + ')}`);
  if (missing.length)
    parts.push(`${missing.length} golden finding(s) no longer reported:\n  - ${missing.slice(0, 15).join('\n  - ')}`);
  if (!parts.length)
    parts.push('same findings and stats, but other fields (fix, key, endLine/endColumn, order) differ');
  return parts.join('\n');
}

interface SiteRun {
  source: SiteSource;
  analyse: (source: SiteSource) => Analysis;
  analysis: Analysis;
}

/** A site's analysis, made once for its golden and its round trip; later analyses share its memos, as a diff's two states do. */
const runs = new Map<string, SiteRun>();
function siteRun(site: string): SiteRun {
  let run = runs.get(site);
  if (!run) {
    const root = path.join(CORPUS_DIR, site);
    const config = resolveConfig(siteConfig(site).raw, `site-configs.ts (${site})`);
    // The site folder is its own repository root, so finding paths are docs-root-relative.
    const source = directorySource(root, root);
    const memos = new Memos();
    const analyse = (s: SiteSource) => analyze(s, { config, links: 'all', memos });
    run = { source, analyse, analysis: analyse(source) };
    runs.set(site, run);
  }
  return run;
}

describeCorpus('corpus goldens (shared/corpus)', () => {
  const sites = corpusSites();

  it('finds the 20 corpus sites, and every site with a config override exists', () => {
    expect(sites.length).toBeGreaterThanOrEqual(20);
    for (const s of OVERRIDDEN_SITES) expect(sites).toContain(s);
  });

  it.each(sites)('%s matches its golden', (site) => {
    const { findings, stats } = siteRun(site).analysis;
    const text = renderJson(site, findings, stats);
    expectGolden(path.join(GOLDEN_DIR, `${site}.json`), text, (got, want) =>
      difference(JSON.parse(got) as Output, JSON.parse(want) as Output),
    );
  });

  it('keeps no golden for a site that is no longer in the corpus', () => {
    if (!fs.existsSync(GOLDEN_DIR)) return;
    const stale = fs
      .readdirSync(GOLDEN_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .filter((s) => !sites.includes(s));
    expect(stale).toEqual([]);
  });
});

describeCorpus('the fix round trip on copies of the corpus sites', () => {
  const sites = corpusSites().filter((s) => fs.existsSync(path.join(CORPUS_DIR, s, 'docs.json')));

  it.each(sites)('%s: all non-overlapping fixes together remove their findings and bring none', (site) => {
    const { source, analyse, analysis } = siteRun(site);
    // One analysis per fix would take minutes on the largest sites: all fixes of a site are applied at once.
    const trip = fixRoundTrip(
      (p) => source.read(p),
      analysis.findings,
      (changed) => analyse(overlaySource(source, changed)).findings,
      { oneByOne: false },
    );
    if (process.env.NAVGUARD_ROUNDTRIP_LOG)
      fs.appendFileSync(process.env.NAVGUARD_ROUNDTRIP_LOG, `${site} ${trip.applied}\n`);
    expect(trip.failures).toEqual([]);
  });
});
