// A pull request on a real git repository whose pages hold what real pages hold — footnotes, inline SVG, a
// `.mintlify/` symlink, a folder removed as a whole — beside one real mistake: only the mistake is reported.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { compareSources } from '../../src/core/compare/compare.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

describe('a pull request with real page shapes', () => {
  it('reports the one broken link the change adds and one wildcard redirect for the removed folder', async () => {
    const legacy = ['legacy/a', 'legacy/b', 'legacy/c'];
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'sdk'] },
          { group: 'Legacy', pages: legacy },
        ],
      }),
      'index.mdx': '# Home\n\nSee [the old way](/legacy/a).\n',
      'sdk.mdx':
        '# SDK\n\nUses the Python SDK.[^1]\n\n[^1]: [python-sdk](https://github.com/modelcontextprotocol/python-sdk).\n',
      'skills/writer.md': '---\nhidden: true\n---\n\n# Writer\n',
      ...Object.fromEntries(legacy.map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    fs.mkdirSync(path.join(dir, '.mintlify'));
    fs.symlinkSync('../skills', path.join(dir, '.mintlify', 'skills'));
    fs.symlinkSync('../../outside-the-repo', path.join(dir, '.mintlify', 'elsewhere'));
    writeFiles(dir, {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'sdk'] }] }),
      'index.mdx': [
        '# Home',
        '',
        '<svg width="16" height="16"><use href="assets/icons.svg#icon-anchor" /></svg> Anchors',
        '',
        '<svg viewBox="0 0 10 10">',
        '  <use xlink:href="#dot" />',
        '</svg>',
        '',
        '| Topic | Page |',
        '|---|---|',
        '| SDK | [sdk](/sdk) |',
        '',
        'Read the [quick start](/quickstart) first.',
        '',
        'See [the old way](/legacy/a).',
        '',
      ].join('\n'),
      'legacy/a.mdx': null,
      'legacy/b.mdx': null,
      'legacy/c.mdx': null,
    });
    const head = commitAll(dir, 'pull request');
    const states = await loadStates({ root: dir, base, head });
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    const fresh = c.findings.filter((f) => f.status === 'new');
    expect(fresh.map((f) => `${f.rule} ${f.file}:${f.line}`)).toEqual([
      'missing-redirect docs.json:8',
      'broken-link index.mdx:13',
    ]);
    const redirect = fresh[0]!;
    expect(redirect.rule === 'missing-redirect' && redirect.data.redirects).toEqual([
      { source: '/legacy/:slug*', destination: '/' },
    ]);
    // The link into the removed folder is part of the folder's finding, not a second one.
    expect(redirect.rule === 'missing-redirect' && redirect.data.links).toEqual([
      { file: 'index.mdx', line: 15, url: '/legacy/a' },
    ]);
    expect(redirect.message).toContain('1 link in 1 page of this site leads into it (index.mdx:15)');
    expect(c.findings.filter((f) => f.status !== 'new')).toEqual([]);
  });
});
