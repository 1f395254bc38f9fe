// Before/after on two real sites: a corpus site is copied into a git repository, a pull request is made on
// the copy (never on the corpus), and the Markdown report is compared with a golden file.
import { expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { compareSources, type Comparison } from '../../src/core/compare/compare.js';
import { renderReportMarkdown } from '../../src/core/render/report.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, copyTree, gitMove, sh, tempDir, writeFiles } from '../git-helpers.js';
import { CORPUS_DIR, corpusSites, describeCorpus } from './corpus.js';
import { diffNavigation, pairNavigation, sameTree, standingOutline } from '../../src/core/compare/navdiff.js';
import { directorySource } from '../../src/adapters/fs-source.js';
import { loadSite } from '../../src/core/site/model.js';
import { buildNavModel, type NavNode } from '../../src/core/site/nav.js';
import { get } from '../../src/core/json/document.js';
import { siteAsBuilt } from '../../src/core/site/mint-json.js';
import { expectGolden } from '../golden.js';
import { COMMENT_MAX } from '../../src/github/limits.js';

type Json = Record<string, unknown> & { pages?: unknown[]; groups?: Json[] };

async function pullRequest(site: string, change: (dir: string, docs: Json) => void): Promise<Comparison> {
  const dir = tempDir('navguard-corpus-');
  copyTree(path.join(CORPUS_DIR, site), dir);
  sh(dir, 'init', '-q', '-b', 'main');
  const base = commitAll(dir, 'base');
  const docs = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')) as Json;
  change(dir, docs);
  writeFiles(dir, { 'docs.json': JSON.stringify(docs, null, 2) + '\n' });
  const head = commitAll(dir, 'pull request');
  const states = await loadStates({ root: dir, base, head });
  return compareSources(states.base.source, states.head.source, {
    renames: states.renames,
    changed: states.changed,
    config: {
      rules: {},
      orphans: { allow: [] },
      ignore: [],
      links: { assets: false, ignore: [] },
      basePath: '',
      basePathGiven: false,
    },
  });
}

function golden(name: string, c: Comparison): string {
  const text = renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: COMMENT_MAX }).text + '\n';
  expectGolden(`outlines/${name}.md`, text);
  return text;
}

describeCorpus('before/after on corpus sites (a pull request made in the test)', () => {
  it('hoppscotch: a page renamed, a page removed, a group moved to another anchor, a group relabelled', async () => {
    const c = await pullRequest('hoppscotch__docs', (dir, docs) => {
      const anchors = (docs.navigation as { anchors: Json[] }).anchors;
      const start = anchors[0]!.groups![0]!;
      gitMove(dir, 'documentation/getting-started/setup.mdx', 'documentation/getting-started/installation.mdx');
      start.pages = start.pages!.map((p) =>
        p === 'documentation/getting-started/setup' ? 'documentation/getting-started/installation' : p,
      );
      const clients = anchors[0]!.groups!.find((g) => g.group === 'Self-Host')!;
      const at = clients.pages!.findLastIndex((p) => typeof p === 'string');
      const [removed] = clients.pages!.splice(at, 1) as string[];
      fs.rmSync(path.join(dir, `${removed}.mdx`));
      const resources = anchors[0]!.groups!.pop()!;
      anchors[2]!.groups!.push(resources);
      anchors[1]!.groups![1]!.group = 'Articles and tutorials';
    });
    const kinds = c.changes.map((x) => `${x.kind}:${x.nodeKind}`).sort();
    expect(kinds).toEqual(['moved:group', 'relabelled:group', 'removed:page', 'renamed:page']);
    expect(c.findings.filter((f) => f.status === 'new').map((f) => f.rule)).toEqual(
      expect.arrayContaining(['missing-redirect']),
    );
    golden('corpus-hoppscotch', c);
  });

  it('ollama: an endpoint the spec lacks, an endpoint removed, a page moved to another tab', async () => {
    const c = await pullRequest('ollama__ollama', (_dir, docs) => {
      const tabs = (docs.navigation as { tabs: Json[] }).tabs;
      const endpoints = tabs[2]!.groups!.find((g) => g.group === 'Endpoints')!;
      endpoints.pages!.splice(1, 1);
      endpoints.pages!.push('DELETE /api/everything');
      const guide = tabs[0]!.groups![2]!;
      const moved = guide.pages!.shift();
      tabs[2]!.groups![0]!.pages!.push(moved);
    });
    const kinds = c.changes.map((x) => `${x.kind}:${x.nodeKind}`).sort();
    expect(kinds).toEqual(['added:endpoint', 'moved:page', 'removed:endpoint']);
    // The removed entry's page is gone though the spec still holds its operation: its redirect is asked.
    expect(c.findings.filter((f) => f.status === 'new').map((f) => f.rule)).toEqual([
      'missing-redirect',
      'endpoint-not-found',
    ]);
    golden('corpus-ollama', c);
  });
});

describeCorpus('the outline of a check on corpus sites', () => {
  it('standingOutline is what pairing each navigation with itself gives, on every site', () => {
    let entries = 0;
    for (const site of corpusSites()) {
      const folder = directorySource(path.join(CORPUS_DIR, site));
      const nav = loadSite(siteAsBuilt(folder) ?? folder).nav;
      const paired = diffNavigation(nav, nav, new Map());
      expect(paired.changes).toEqual([]);
      expect({ site, outline: standingOutline(nav) }).toEqual({ site, outline: paired.outline });
      entries += paired.outline.entries;
    }
    expect(entries).toBeGreaterThan(1000);
  });

  it('two loadings of one navigation take the shortcut of sameTree, and it gives what pairing them gives, on every site', () => {
    let sites = 0;
    for (const site of corpusSites()) {
      const folder = directorySource(path.join(CORPUS_DIR, site));
      const loaded = loadSite(siteAsBuilt(folder) ?? folder);
      // Two loadings of one docs.json share their model (loadSite): two equal trees are built here.
      const load = (): NavNode | undefined =>
        buildNavModel(loaded.docs?.type === 'object' ? get(loaded.docs, 'navigation') : undefined);
      const [base, head] = [load(), load()];
      if (!base || !head) continue;
      expect(base).not.toBe(head);
      expect({ site, same: sameTree(base, head, new Map()) }).toEqual({ site, same: true });
      expect({ site, diff: diffNavigation(base, head, new Map()) }).toEqual({
        site,
        diff: pairNavigation(base, head, new Map()),
      });
      sites++;
    }
    expect(sites).toBeGreaterThan(15);
  });
});
