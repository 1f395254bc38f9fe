// A change that migrates from mint.json to docs.json is compared with the old site read as the builder upgrades
// mint.json, so problems the old site already had are not called new.
import { describe, it, expect } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { upgradeMintJson } from '../../src/core/site/mint-json.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';

const mint = {
  name: 'Acme',
  colors: { primary: '#0D9373' },
  tabs: [{ name: 'API', url: 'api' }],
  anchors: [{ name: 'Blog', url: 'https://acme.example/blog', icon: 'quote-left' }],
  navigation: [
    { group: 'Start', pages: ['index', 'quickstart', 'gone'] },
    { group: 'Endpoints', pages: ['api/users', { group: 'Admin', pages: ['api/admin'] }] },
  ],
  redirects: [{ source: '/old', destination: '/quickstart' }],
};

describe('mint.json as the builder upgrades it', () => {
  it('puts groups under tabs by URL prefix and keeps redirects', () => {
    expect(upgradeMintJson(mint)).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373' },
      navigation: {
        tabs: [
          { tab: 'Documentation', groups: [mint.navigation[0]] },
          { tab: 'API', groups: [mint.navigation[1]] },
        ],
      },
      redirects: mint.redirects,
    });
    expect(upgradeMintJson([])).toBeUndefined();
  });

  it("a migration commit calls none of the old site's problems new, and a problem it adds is new", async () => {
    const { dir, sha: base } = initRepo({
      'mint.json': JSON.stringify(mint, null, 2),
      'index.mdx': '# Home\n\nSee [the guide](/guide-that-never-was).\n',
      'quickstart.mdx': '# Quickstart\n',
      'api/users.mdx': '# Users\n',
      'api/admin.mdx': '# Admin\n',
    });
    writeFiles(dir, {
      'mint.json': null,
      'index.mdx': '# Home page\n\nSee [the guide](/guide-that-never-was).\n',
      'docs.json': docsJson(
        {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart', 'gone', 'also-gone'] }] },
            { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/users', 'api/admin'] }] },
          ],
        },
        { redirects: mint.redirects },
      ),
    });
    const head = commitAll(dir, 'Migrate to docs.json');
    const states = await loadStates({ root: dir, base, head });
    expect(states.notes.join(' ')).toContain('the base has mint.json, not docs.json');
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    expect(c.findings.filter((f) => f.status === 'new').map((f) => f.rule === 'page-not-found' && f.data.page)).toEqual(
      ['also-gone'],
    );
    expect(
      c.findings
        .filter((f) => f.status === 'existing')
        .map((f) => f.rule)
        .sort(),
    ).toEqual(['broken-link', 'page-not-found']);
  });
});
