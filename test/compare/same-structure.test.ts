// A head whose structure is the base's (compare/same-structure.ts) takes the findings of the checks that read
// only the structure from the base's analysis. On real git repositories: for each kind of change, the head's
// findings of those checks equal those of a fresh analysis of the head, and they are handed on only when the
// change left the structure alone.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { analyzeSite } from '../../src/core/engine/analyze.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { CHECKS } from '../../src/core/rules/registry.js';
import { loadSite } from '../../src/core/site/model.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

const SPEC = (paths: string[]): string =>
  JSON.stringify({
    openapi: '3.0.0',
    info: { title: 'API', version: '1' },
    paths: Object.fromEntries(paths.map((p) => [p, { get: { summary: p } }])),
  });

function baseFiles(): Record<string, string> {
  return {
    'docs.json': docsJson(
      {
        groups: [
          { group: 'Start', pages: ['index', 'guide', 'api/users'] },
          { group: 'API', openapi: 'openapi.json', pages: ['GET /users', 'GET /teams'] },
        ],
      },
      { redirects: [{ source: '/old', destination: '/docs/guide' }] },
    ),
    'openapi.json': SPEC(['/users', '/teams']),
    'index.mdx': '# Home\n\nSee the [guide](/guide) and [users](/api/users).\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\n# Guide\n\nRead [home](/) first.\n',
    'api/users.mdx': '---\ntitle: Users\nopenapi: GET /users\n---\n\nUsers.\n',
    // With the redirect's destination, two links under /docs: one short of taking /docs for the base path.
    'orphan.mdx': '# Orphan\n\nNot in the navigation. See <a href="/docs/guide">g</a>.\n',
    'snippets/note.mdx': 'A note.\n',
    '.mintignore': 'drafts/\n',
  };
}

/** The comparison of a base and a head commit, and a fresh analysis of the head with the same options. */
async function scenario(change: (dir: string) => void) {
  const { dir } = initRepo(baseFiles());
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const base = commitAll(dir, 'logo');
  change(dir);
  const head = commitAll(dir, 'head');
  const states = await loadStates({ root: dir, base, head });
  const c = compareSources(states.base.source, states.head.source, {
    renames: states.renames,
    changed: states.changed,
  });
  const fresh = analyzeSite(loadSite(states.head.source!), { links: 'none' });
  return { c, fresh };
}

/** The findings of the checks that read only the structure, check by check. */
function structureFindings(a: { checks: ({ findings: readonly unknown[] } | undefined)[] }): unknown[][] {
  return CHECKS.flatMap((c, i) => (c.reads === 'structure' ? [[...a.checks[i]!.findings]] : []));
}

const STRUCTURE_CHECKS = CHECKS.filter((c) => c.reads === 'structure').length;

describe('a head with the base’s structure', () => {
  it.each([
    [
      'a page’s text edited, with a broken link',
      { 'guide.mdx': '---\ntitle: Guide\n---\n\n# Guide\n\nRead [gone](/gone).\n' },
    ],
    ['a page’s title edited', { 'guide.mdx': '---\ntitle: The guide\n---\n\n# Guide\n\nRead [home](/) first.\n' }],
    ['a snippet’s text edited', { 'snippets/note.mdx': 'Another note.\n' }],
  ])('takes the structure checks’ findings from the base: %s', async (_, files) => {
    const { c, fresh } = await scenario((dir) => writeFiles(dir, files));
    expect(c.head!.checksReused).toBe(STRUCTURE_CHECKS);
    expect(structureFindings(c.head!)).toEqual(structureFindings(fresh));
    expect(structureFindings(c.head!).flat().length).toBeGreaterThan(0);
    // One docs.json: one navigation model, built once.
    expect(c.head!.site.nav).toBe(c.base!.site.nav);
  });

  it('still applies a suppression the change added to a finding it took from the base', async () => {
    const orphan = '{/* navguard-disable-file orphan-page */}\n\n# Orphan\n';
    const { c } = await scenario((dir) => writeFiles(dir, { 'orphan.mdx': orphan }));
    expect(c.head!.checksReused).toBe(STRUCTURE_CHECKS);
    expect(c.base!.findings.some((f) => f.rule === 'orphan-page' && f.file === 'orphan.mdx')).toBe(true);
    expect(c.head!.findings.some((f) => f.rule === 'orphan-page' && f.file === 'orphan.mdx')).toBe(false);
  });

  it.each([
    ['an orphan hidden in its frontmatter', { 'orphan.mdx': '---\nhidden: true\n---\n\n# Orphan\n' }],
    [
      'a page imported by another (no longer a page)',
      { 'index.mdx': 'import O from "/orphan.mdx"\n\n# Home\n\n<O />\n' },
    ],
    [
      'a page’s openapi operation changed',
      { 'api/users.mdx': '---\ntitle: Users\nopenapi: GET /nobody\n---\n\nUsers.\n' },
    ],
    ['the spec lost an operation', { 'openapi.json': SPEC(['/users']) }],
    ['the navigation changed', { 'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guide'] }] }) }],
    ['.mintignore changed', { '.mintignore': 'drafts/\norphan.mdx\n' }],
    ['a page added', { 'new.mdx': '# New\n' }],
    ['a page deleted', { 'orphan.mdx': null }],
  ])('runs them on the head when the structure changed: %s', async (_, files) => {
    const { c, fresh } = await scenario((dir) => writeFiles(dir, files));
    expect(structureFindings(c.head!)).toEqual(structureFindings(fresh));
    expect(structureFindings(c.head!)).not.toEqual(structureFindings(c.base!));
    expect(c.head!.checksReused).toBe(0);
    expect(c.head!.site.nav === c.base!.site.nav).toBe(!('docs.json' in files));
  });

  // The head's links make the site's base path /docs: the redirect to /docs/guide then leads to a page.
  const underDocs = { 'index.mdx': '# Home\n\n<a href="/docs/api/users">u</a>\n' };

  it('takes them from the base when the head’s links show a base path: a change reads both states under it', async () => {
    const { c, fresh } = await scenario((dir) => writeFiles(dir, underDocs));
    expect(c.base!.stats.inferredBasePath?.basePath).toBe('/docs');
    expect(c.head!.checksReused).toBe(STRUCTURE_CHECKS);
    expect(structureFindings(c.head!)).toEqual(structureFindings(fresh));
  });

  it('runs them when the base was read under another base path', async () => {
    const { c, fresh } = await scenario((dir) => writeFiles(dir, underDocs));
    const alone = analyzeSite(loadSite(c.base!.site.source), { links: 'none', config: c.head!.configured });
    expect(alone.stats.inferredBasePath).toBeUndefined();
    const head = analyzeSite(c.head!.site, { links: 'none', config: c.head!.configured, sameStructure: alone });
    expect(head.checksReused).toBe(0);
    expect(structureFindings(head)).toEqual(structureFindings(fresh));
    expect(structureFindings(head)).not.toEqual(structureFindings(alone));
  });

  it('runs them when the two analyses were given other configs', async () => {
    const { c } = await scenario((dir) => writeFiles(dir, { 'guide.mdx': '# Guide\n\nEdited.\n' }));
    // The orphan allowed: no orphan-page finding, which the base's analysis has.
    const config = { ...c.base!.configured, orphans: { allow: ['orphan'] } };
    const other = analyzeSite(c.head!.site, { links: 'none', config, sameStructure: c.base! });
    expect(other.checksReused).toBe(0);
    expect(other.findings.some((f) => f.rule === 'orphan-page')).toBe(false);
    expect(c.base!.findings.some((f) => f.rule === 'orphan-page')).toBe(true);
    const alike = analyzeSite(c.head!.site, { links: 'none', config: c.base!.configured, sameStructure: c.base! });
    expect(alike.checksReused).toBe(STRUCTURE_CHECKS);
  });

  it('runs them on the head when an image was replaced (its content id differs)', async () => {
    const { c } = await scenario((dir) => fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([1, 2, 3])));
    expect(c.head!.checksReused).toBe(0);
  });

  it('runs them on the head when a page is no longer UTF-8', async () => {
    const { c, fresh } = await scenario((dir) =>
      fs.writeFileSync(path.join(dir, 'guide.mdx'), Buffer.from([0x23, 0x20, 0xe9, 0x0a])),
    );
    expect(c.head!.checksReused).toBe(0);
    expect(structureFindings(c.head!)).toEqual(structureFindings(fresh));
  });
});
