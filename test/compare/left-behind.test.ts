// A page the change took out of the navigation and left on disk: its new orphan-page says where it was, names the
// page that looks like its new place, and asks for the move's fix (projectdiscovery/docs c6cda124).
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { docsJson } from '../helpers.js';

const base = {
  'docs.json': docsJson({
    tabs: [
      {
        tab: 'Tools',
        groups: [{ group: 'AlterX', pages: ['tools/alterx/install', 'tools/alterx/usage', 'ja/tools/alterx/install'] }],
      },
      { tab: 'Home', groups: [{ group: 'Start', pages: ['index'] }] },
    ],
  }),
  'index.mdx': '# Home\n',
  'tools/alterx/install.mdx': '# Install\n',
  'tools/alterx/usage.mdx': '# Usage\n',
  'ja/tools/alterx/install.mdx': '# インストール\n',
  'old.mdx': '# An orphan already\n',
};

describe('a page left behind', () => {
  it('is told where it was, which page looks like its new place, and how to finish the move', () => {
    const head = {
      ...base,
      'docs.json': docsJson({
        tabs: [
          { tab: 'Open source', groups: [{ group: 'AlterX', pages: ['opensource/alterx/install'] }] },
          { tab: 'Home', groups: [{ group: 'Start', pages: ['index'] }] },
        ],
      }),
      'opensource/alterx/install.mdx': '# Install AlterX\n\nRewritten.\n',
    };
    const c = compareSources(memorySource(base), memorySource(head));
    const orphans = c.findings.filter((f) => f.rule === 'orphan-page');
    const by = (page: string) => orphans.find((f) => f.data.page === page)!;
    expect(by('tools/alterx/install')).toMatchObject({
      status: 'new',
      data: { page: 'tools/alterx/install', wasIn: 'tab "Tools" › group "AlterX"', copy: 'opensource/alterx/install' },
    });
    expect(by('tools/alterx/install').message).toContain(
      'This change took it out of the navigation (it was under tab "Tools" › group "AlterX") but left its file, and added opensource/alterx/install, which looks like its new place.',
    );
    expect(by('tools/alterx/install').fix!.message).toBe(
      'If it moved, delete tools/alterx/install.mdx and add { "source": "/tools/alterx/install", "destination": "/opensource/alterx/install" } to "redirects" in docs.json; if it stays, put it back in the navigation or add `hidden: true` to its frontmatter.',
    );
    // No page of its name was added: no copy named, the redirect's destination left to the writer.
    expect(by('tools/alterx/usage').data).toEqual({
      page: 'tools/alterx/usage',
      wasIn: 'tab "Tools" › group "AlterX"',
    });
    expect(by('tools/alterx/usage').fix!.message).toContain('"destination": "/NEW-PATH"');
    // A translation dropped is not taken for a copy of an English page added.
    expect(by('ja/tools/alterx/install').data).toEqual({
      page: 'ja/tools/alterx/install',
      wasIn: 'tab "Tools" › group "AlterX"',
    });
    // An orphan before the change is as it was.
    expect(by('old')).toMatchObject({ status: 'existing', data: { page: 'old' } });
    expect(by('old').message).not.toContain('This change');
  });
});
