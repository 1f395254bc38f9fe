// Before/after on real git repositories: each kind of change, renames with and without edits, shallow
// clones, docs.json added or removed. Markdown outlines are compared with goldens in test/golden/outlines.
import { describe, it, expect } from '@jest/globals';
import { compareSources, type Comparison } from '../../src/core/compare/compare.js';
import { renderReportMarkdown } from '../../src/core/render/report.js';
import { renderOutlineMarkdown } from '../../src/core/render/outline.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, gitMove, initRepo, sh, tempDir, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { expectGolden } from '../golden.js';
import { COMMENT_MAX } from '../../src/github/limits.js';

function page(title: string, body = 'Text.'): string {
  return `---\ntitle: "${title}"\n---\n\n${body}\n`;
}

function baseFiles(): Record<string, string> {
  return {
    'docs.json': docsJson({
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['index', 'quickstart', 'install'] },
            { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c'] },
          ],
        },
        { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
      ],
    }),
    'index.mdx': page('Home', 'See the [quickstart](/quickstart).'),
    'quickstart.mdx': page('Quickstart', 'First [install](/install), then read [concept B](/concepts/b).'),
    'install.mdx': page(
      'Install',
      'Run the installer.\n\nIt has several steps that take a while to describe in full.\n',
    ),
    'concepts/a.mdx': page('A'),
    'concepts/b.mdx': page('B'),
    'concepts/c.mdx': page('C'),
    'cli/run.mdx': page('run'),
    'cli/deploy.mdx': page('deploy'),
    'legacy.mdx': page('Legacy'),
  };
}

function nav(tabs: unknown): string {
  return docsJson({ tabs });
}

/** Build base and head commits in a real repo and compare them as the CLI and the action do. */
async function scenario(
  change: (dir: string) => void,
  files = baseFiles(),
): Promise<{ c: Comparison; dir: string; base: string; head: string }> {
  const { dir, sha: base } = initRepo(files);
  change(dir);
  const head = commitAll(dir, 'head');
  const states = await loadStates({ root: dir, base, head });
  const c = compareSources(states.base.source, states.head.source, {
    renames: states.renames,
    changed: states.changed,
  });
  return { c, dir, base, head };
}

function golden(name: string, text: string): void {
  expectGolden(`outlines/${name}.md`, text);
}

function report(c: Comparison): string {
  return renderReportMarkdown(c, { report: 'new', failOn: 'error', budget: COMMENT_MAX }).text + '\n';
}

describe('navigation diff on real git repositories', () => {
  it('a rename with git mv and no edit: renamed entry, exact missing-redirect fix, links retargeted', async () => {
    const { c } = await scenario((dir) => {
      gitMove(dir, 'install.mdx', 'setup/install.mdx');
      writeFiles(dir, {
        'docs.json': nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart', 'setup/install'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c'] },
            ],
          },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
        ]),
      });
    });
    expect(c.renamed.get('install')).toBe('setup/install');
    expect(c.changes.map((x) => [x.kind, x.label, x.from])).toEqual([['renamed', 'setup/install', 'install']]);
    const mr = c.findings.filter((f) => f.rule === 'missing-redirect');
    expect(mr).toHaveLength(1);
    expect(mr[0]!.status).toBe('new');
    expect(mr[0]!.fix!.edits![0]!.newText).toContain('{ "source": "/install", "destination": "/setup/install" }');
    const bl = c.findings.filter((f) => f.rule === 'broken-link');
    expect(bl.map((f) => [f.file, f.fix?.edits?.[0]?.newText])).toEqual([['quickstart.mdx', '/setup/install']]);
    golden('rename-without-edit', report(c));
  });

  it('a rename with a content edit is still a rename (git similarity), and a redirect silences it', async () => {
    const { c } = await scenario((dir) => {
      gitMove(
        dir,
        'install.mdx',
        'installation.mdx',
        page(
          'Install',
          'Run the installer.\n\nIt has several steps that take a while to describe in full.\nOne more line.\n',
        ),
      );
      const d = JSON.parse(
        nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart', 'installation'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c'] },
            ],
          },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
        ]),
      ) as Record<string, unknown>;
      d.redirects = [{ source: '/install', destination: '/installation' }];
      writeFiles(dir, {
        'docs.json': JSON.stringify(d, null, 2),
        'quickstart.mdx': page('Quickstart', 'First [install](/installation), then read [concept B](/concepts/b).'),
      });
    });
    expect(c.renamed.get('install')).toBe('installation');
    expect(c.findings.filter((f) => f.status === 'new')).toEqual([]);
    golden('rename-with-edit-and-redirect', report(c));
  });

  it("a rewrite git scores under 50% similar is a rename when the change's own new redirect names it", async () => {
    // A page moved and rewritten at once: git sees a deleted file and an added one, but the redirect the change
    // added says where the page went, so its old broken link moved with it and is not new.
    const files = {
      ...baseFiles(),
      'install.mdx': page('Install', 'Run the installer. See [the old guide](/nowhere) and [below](#steps).'),
    };
    const { c } = await scenario((dir) => {
      sh(dir, 'rm', '-q', 'install.mdx');
      const d = JSON.parse(
        nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c', 'setup/installing'] },
            ],
          },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
        ]),
      ) as Record<string, unknown>;
      d.redirects = [{ source: '/install', destination: '/setup/installing' }];
      writeFiles(dir, {
        'docs.json': JSON.stringify(d, null, 2),
        'setup/installing.mdx': page(
          'Setting up',
          'Download the package for your platform.\n\nUnpack it anywhere. See [the old guide](/nowhere) and [below](#steps).\n\n## Check\n\nRun `tool --version`.\n',
        ),
        'quickstart.mdx': page('Quickstart', 'First [set up](/setup/installing), then read [concept B](/concepts/b).'),
      });
    }, files);
    expect(c.renamed.get('install')).toBe('setup/installing');
    const link = c.findings.find((f) => f.rule === 'broken-link' && f.data.url === '/nowhere');
    expect(link).toMatchObject({ file: 'setup/installing.mdx', status: 'existing' });
    const anchors = c.findings.filter((f) => f.rule === 'broken-anchor');
    expect(anchors.map((f) => [f.file, f.data.url, f.status])).toEqual([
      ['setup/installing.mdx', '#steps', 'existing'],
    ]);
    expect(c.findings.filter((f) => f.status === 'new')).toEqual([]);
  });

  it('a removed page that is still linked: removed entry, broken link (new), missing redirect', async () => {
    const { c } = await scenario((dir) => {
      writeFiles(dir, {
        'concepts/b.mdx': null,
        'docs.json': nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart', 'install'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/c'] },
            ],
          },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
        ]),
      });
    });
    expect(c.changes.map((x) => [x.kind, x.label])).toEqual([['removed', 'concepts/b']]);
    const bl = c.findings.filter((f) => f.rule === 'broken-link');
    expect(bl).toHaveLength(1);
    expect(bl[0]).toMatchObject({ file: 'quickstart.mdx', status: 'new', line: 5 });
    expect(c.findings.find((f) => f.rule === 'missing-redirect')?.message).toContain('/concepts/b was removed');
    golden('removed-page-still-linked', report(c));
  });

  it("a page-relative link (./b) to a removed page is found too, resolved from the linking page's folder", async () => {
    const files = baseFiles();
    files['concepts/a.mdx'] = page('A', 'See [B](./b).');
    const { c } = await scenario((dir) => {
      writeFiles(dir, {
        'concepts/b.mdx': null,
        'docs.json': nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart', 'install'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/c'] },
            ],
          },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
        ]),
      });
    }, files);
    expect(
      c.findings
        .filter((f) => f.rule === 'broken-link')
        .map((f) => [f.file, f.status])
        .sort(),
    ).toEqual([
      ['concepts/a.mdx', 'new'],
      ['quickstart.mdx', 'new'],
    ]);
  });

  it('a link to a folder whose index page the change removed is checked, though its file was left alone', async () => {
    const files = baseFiles();
    files['guides/index.mdx'] = page('Guides');
    files['index.mdx'] = page('Home', 'See the [quickstart](/quickstart) and [the guides](/guides).');
    const { c } = await scenario((dir) => writeFiles(dir, { 'guides/index.mdx': null }), files);
    expect(c.findings.filter((f) => f.rule === 'broken-link').map((f) => [f.file, f.data.url, f.status])).toEqual([
      ['index.mdx', '/guides', 'new'],
    ]);
  });

  it('the broken links of a page the change deletes are not listed as fixed; those of a page it edits are', async () => {
    const files = baseFiles();
    files['legacy.mdx'] = page('Legacy', 'See [the old guide](/old-guide).');
    files['install.mdx'] = page('Install', 'See [the old guide](/old-guide).');
    const { c } = await scenario(
      (dir) => writeFiles(dir, { 'legacy.mdx': null, 'install.mdx': page('Install', 'See [the guide](/quickstart).') }),
      files,
    );
    expect(c.fixed.filter((f) => f.rule === 'broken-link').map((f) => f.file)).toEqual(['install.mdx']);
  });

  it('a moved group, a relabelled group and reordered pages', async () => {
    const { c } = await scenario((dir) => {
      writeFiles(dir, {
        'docs.json': nav([
          { tab: 'Guides', groups: [{ group: 'Getting started', pages: ['index', 'install', 'quickstart'] }] },
          {
            tab: 'Reference',
            groups: [
              { group: 'CLI', pages: ['cli/run', 'cli/deploy'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c'] },
            ],
          },
        ]),
      });
    });
    const kinds = c.changes.map((x) => `${x.kind}:${x.nodeKind}:${x.label}`).sort();
    expect(kinds).toEqual([
      'moved:group:Concepts',
      'relabelled:group:Getting started',
      'reordered:group:Getting started',
    ]);
    expect(c.changes.find((x) => x.kind === 'moved')?.from).toBe('tab "Guides"');
    expect(c.findings.filter((f) => f.status === 'new')).toEqual([]);
    golden('moved-relabelled-reordered', report(c));
  });

  it('moving a group next to another group with the same label is one move, not an add and a remove', async () => {
    const files = baseFiles();
    files['docs.json'] = nav([
      {
        tab: 'Guides',
        groups: [
          { group: 'Start', pages: ['index', 'quickstart', 'install'] },
          { group: 'Concepts', pages: ['concepts/a', 'concepts/b'] },
        ],
      },
      {
        tab: 'Reference',
        groups: [
          { group: 'CLI', pages: ['cli/run', 'cli/deploy'] },
          { group: 'Concepts', pages: ['concepts/c', 'legacy'] },
        ],
      },
    ]);
    const { c } = await scenario((dir) => {
      writeFiles(dir, {
        'docs.json': nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart', 'install'] },
              { group: 'Concepts', pages: ['concepts/c', 'legacy'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/b'] },
            ],
          },
          { tab: 'Reference', groups: [{ group: 'CLI', pages: ['cli/run', 'cli/deploy'] }] },
        ]),
      });
    }, files);
    expect(c.changes.map((x) => `${x.kind}:${x.label}:${x.from ?? ''}`)).toEqual(['moved:Concepts:tab "Reference"']);
  });

  it('a new orphan is new; an orphan the base already had is existing', async () => {
    const { c } = await scenario((dir) => writeFiles(dir, { 'guides/new.mdx': page('New') }));
    const orphans = c.findings.filter((f) => f.rule === 'orphan-page').map((f) => [f.file, f.status]);
    expect(orphans).toEqual([
      ['guides/new.mdx', 'new'],
      ['legacy.mdx', 'existing'],
    ]);
    golden('new-orphan', report(c));
  });

  it('an added endpoint the spec lacks is a new finding attached to its outline entry', async () => {
    const files = baseFiles();
    files['openapi.json'] = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/users': { get: { summary: 'List users', tags: ['Users'], responses: { '200': { description: 'OK' } } } },
      },
    });
    files['docs.json'] = nav([
      {
        tab: 'Guides',
        groups: [
          { group: 'Start', pages: ['index', 'quickstart', 'install', 'legacy'] },
          { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c'] },
        ],
      },
      {
        tab: 'Reference',
        openapi: 'openapi.json',
        groups: [
          { group: 'CLI', pages: ['cli/run', 'cli/deploy'] },
          { group: 'Users', pages: ['GET /users'] },
        ],
      },
    ]);
    const { c } = await scenario((dir) => {
      writeFiles(dir, {
        'docs.json': nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', 'quickstart', 'install', 'legacy'] },
              { group: 'Concepts', pages: ['concepts/a', 'concepts/b', 'concepts/c'] },
            ],
          },
          {
            tab: 'Reference',
            openapi: 'openapi.json',
            groups: [
              { group: 'CLI', pages: ['cli/run', 'cli/deploy'] },
              { group: 'Users', pages: ['GET /users', 'DELETE /users'] },
            ],
          },
        ]),
      });
    }, files);
    expect(c.changes.map((x) => [x.kind, x.label])).toEqual([['added', 'DELETE /users']]);
    const users = c.outline.children[1]!.children[1]!;
    expect(users.children[1]).toMatchObject({ status: 'added', label: 'DELETE /users' });
    expect(users.children[1]!.findings.map((f) => [f.rule, f.status])).toEqual([['endpoint-not-found', 'new']]);
    golden('dangling-endpoint', report(c));
  });

  it('a PR that adds docs.json counts every finding as new; one that deletes it is a finding on the deletion', async () => {
    const dir = tempDir();
    sh(dir, 'init', '-q', '-b', 'main');
    writeFiles(dir, { 'README.md': 'hello\n' });
    const base = commitAll(dir, 'no docs');
    writeFiles(dir, { 'docs.json': docsJson({ pages: ['index', 'missing'] }), 'index.mdx': page('Home') });
    const head = commitAll(dir, 'add docs');
    const added = await loadStates({ root: dir, base, head });
    expect(added.base.source).toBeUndefined();
    expect(added.notes.join(' ')).toMatch(/adds it/);
    const c = compareSources(added.base.source, added.head.source, {});
    expect(c.findings.map((f) => [f.rule, f.status])).toEqual([['page-not-found', 'new']]);
    expect(c.changes.map((x) => x.kind)).toEqual(['added', 'added']);
    const removed = await loadStates({ root: dir, base: head, head: base });
    expect(removed.head.source).toBeUndefined();
    const gone = compareSources(removed.base.source, removed.head.source, {});
    expect(gone.findings.map((f) => [f.rule, f.status, f.file, f.line])).toEqual([
      ['docs-json-removed', 'new', 'docs.json', 1],
    ]);
    expect(gone.findings[0]!.message).toMatch(/deletes docs\.json, so the site loses its navigation/);
  });

  it('a shallow clone fetches the missing base commit from origin', async () => {
    const { dir: origin, sha: base } = initRepo(baseFiles());
    writeFiles(origin, { 'concepts/c.mdx': null });
    const head = commitAll(origin, 'head');
    const clone = tempDir();
    sh(clone, 'clone', '-q', '--depth=1', '--no-local', `file://${origin}`, '.');
    expect(() => sh(clone, 'cat-file', '-e', `${base}^{commit}`)).toThrow();
    const states = await loadStates({ root: clone, base, head: 'HEAD' });
    expect(states.base.commit).toBe(base);
    expect(states.head.commit).toBe(head);
    const c = compareSources(states.base.source, states.head.source, {
      renames: states.renames,
      changed: states.changed,
    });
    expect(
      c.findings
        .filter((f) => f.status === 'new')
        .map((f) => f.rule)
        .sort(),
      // The file went while its entry stayed: one cause, reported once, as the entry's page-not-found.
    ).toEqual(['page-not-found']);
  });

  it('compares the working tree with a base revision by default, and folders without git', async () => {
    const { dir, sha } = initRepo(baseFiles());
    writeFiles(dir, { 'concepts/new.mdx': page('New') });
    const states = await loadStates({ root: dir, base: sha });
    expect(states.head.label).toBe('working tree');
    const c = compareSources(states.base.source, states.head.source, { changed: states.changed });
    expect(c.findings.find((f) => f.rule === 'orphan-page' && f.status === 'new')?.file).toBe('concepts/new.mdx');
  });

  it('names a group whose title is blank as such in the comment, not as an empty "Group"', async () => {
    const files = baseFiles();
    files['docs.json'] = nav([{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] }]);
    const { c } = await scenario((dir) => {
      writeFiles(dir, {
        'docs.json': nav([
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index'] },
              { group: ' ', pages: ['quickstart'] },
            ],
          },
        ]),
      });
    }, files);
    const md = renderOutlineMarkdown(c.outline, 1_000_000).text;
    expect(md).toContain('**Group** *(blank title)*');
    expect(md).not.toMatch(/\*\*Group\*\*\s*(?:$|—|\()/m);
  });

  it('keeps the outline within the byte budget and says what it cut', async () => {
    const files = baseFiles();
    const many = Array.from({ length: 3000 }, (_, i) => `bulk/page-${i}`);
    for (const p of many) files[`${p}.mdx`] = page(p);
    files['docs.json'] = nav([{ tab: 'Bulk', groups: [{ group: 'All', pages: many }] }]);
    const { c } = await scenario((dir) => {
      const moved = [...many].reverse();
      writeFiles(dir, { 'docs.json': nav([{ tab: 'Bulk', groups: [{ group: 'Everything', pages: moved }] }]) });
    }, files);
    const full = renderOutlineMarkdown(c.outline, 1_000_000);
    expect(full.truncated).toBe(false);
    const small = renderOutlineMarkdown(c.outline, 5000);
    expect(small.text.length).toBeLessThanOrEqual(5000);
    expect(small.truncated).toBe(true);
    expect(small.text).toMatch(/too large|cut to fit/);
    const comment = renderReportMarkdown(c, { report: 'all', failOn: 'error', budget: COMMENT_MAX });
    expect(comment.text.length).toBeLessThanOrEqual(COMMENT_MAX);
    expect(comment.text).toContain('job summary');
    // The job summary, cut at its own limit, sends readers to the JSON report, not to itself.
    const summary = renderReportMarkdown(c, { report: 'all', failOn: 'error', budget: 20_000, where: 'job-summary' });
    expect(summary.truncated).toBe(true);
    expect(summary.text).toMatch(/JSON report \(`report-json`\)/);
    expect(summary.text).not.toContain('job summary');
  });

  it('counts the full tree it leaves out as it would have written it, pages moved together as one line', async () => {
    const files = baseFiles();
    const first = Array.from({ length: 1500 }, (_, i) => `bulk/a-${i}`);
    const second = Array.from({ length: 1500 }, (_, i) => `bulk/b-${i}`);
    for (const p of [...first, ...second]) files[`${p}.mdx`] = page(p);
    const groups = [
      { group: 'First', pages: first },
      { group: 'Second', pages: second },
    ];
    files['docs.json'] = nav([{ tab: 'Bulk', groups }]);
    const { c } = await scenario((dir) => {
      // The second group's pages move into the first, one of them alone in between: one run, a page, a run.
      const moved = [
        ...first.slice(0, 10),
        ...second.slice(0, 700),
        first[10]!,
        ...second.slice(700),
        ...first.slice(11),
      ];
      writeFiles(dir, { 'docs.json': nav([{ tab: 'Bulk', groups: [{ group: 'First', pages: moved }] }]) });
    }, files);
    const whole = renderOutlineMarkdown(c.outline, 10_000_000);
    expect(whole.truncated).toBe(false);
    const lines = whole.text.split('\n');
    const open = lines.indexOf('<details><summary>Full navigation after this change</summary>');
    const fullTree = lines.slice(open + 2, lines.lastIndexOf('</details>') - 1);
    expect(fullTree.filter((l) => l.includes('moved from'))).toHaveLength(2);
    expect(fullTree.length).toBeLessThan(1600);
    // Room for the compact view, not for the full tree: the full tree is counted, not written.
    const compact = whole.text.slice(0, whole.text.indexOf('\n\n<details>'));
    const cut = renderOutlineMarkdown(c.outline, compact.length + 300);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe(
      `${compact}\n\n*The full navigation tree (${fullTree.length} lines) is too large for this report; it is in the job summary and the JSON report.*`,
    );
  });

  it('counts the moves of a part of the tree it reaches only after the room ran out as it would have written them', async () => {
    const files = baseFiles();
    const filler = Array.from({ length: 300 }, (_, i) => `filler/p-${i}`);
    const first = Array.from({ length: 40 }, (_, i) => `bulk/a-${i}`);
    const second = Array.from({ length: 40 }, (_, i) => `bulk/b-${i}`);
    for (const p of [...filler, ...first, ...second]) files[`${p}.mdx`] = page(p);
    const tabs = (bulk: unknown[]) => [
      { tab: 'Filler', groups: [{ group: 'Filler', pages: filler }] },
      { tab: 'Bulk', groups: bulk },
    ];
    files['docs.json'] = nav(
      tabs([
        { group: 'First', pages: first },
        { group: 'Second', pages: second },
      ]),
    );
    const { c } = await scenario((dir) => {
      // Two runs of pages moved from the second group into the first, a page of the first between them.
      const moved = [...second.slice(0, 20), first[0]!, ...second.slice(20), ...first.slice(1)];
      writeFiles(dir, { 'docs.json': nav(tabs([{ group: 'First', pages: moved }])) });
    }, files);
    const whole = renderOutlineMarkdown(c.outline, 10_000_000);
    const lines = whole.text.split('\n');
    const open = lines.indexOf('<details><summary>Full navigation after this change</summary>');
    const fullTree = lines.slice(open + 2, lines.lastIndexOf('</details>') - 1);
    expect(fullTree.filter((l) => l.includes('moved from'))).toHaveLength(2);
    // The filler's lines use up the room long before the moved pages.
    const compact = whole.text.slice(0, whole.text.indexOf('\n\n<details>'));
    const budget = compact.length + 300;
    expect(fullTree.slice(0, 300).join('\n').length).toBeGreaterThan(budget);
    expect(renderOutlineMarkdown(c.outline, budget).text).toBe(
      `${compact}\n\n*The full navigation tree (${fullTree.length} lines) is too large for this report; it is in the job summary and the JSON report.*`,
    );
  });
});

// A diff reads the docs folder from git, whose pages it reads with the change; its scripts were never read there, so
// a `#chat` a .js file handles (edenai/docs) and the ids a .jsx component computes (stack-auth/stack-auth, fresh set
// 89) were broken anchors in a diff though not in check.
describe('script files in a diff', () => {
  it('are read when asked: a fragment a script handles and ids a script component computes are not broken', async () => {
    const component = 'export const Item = ({ name }) => <details id={`item${name}`}>{name}</details>;\n';
    const { dir, sha: base } = initRepo({
      'docs.json': docsJson({ pages: ['index', 'types'] }),
      'index.mdx': '# Home\n',
      'types.mdx': 'import { Item } from "/snippets/items.jsx";\n\n# Types\n\n<Item name="one" />\n',
      'snippets/items.jsx': component,
      'chat.js': 'document.querySelectorAll(\'a[href$="#chat"]\').forEach(() => {});\n',
    });
    writeFiles(dir, { 'index.mdx': '# Home\n\n[One](/types#itemone), [chat](#chat) and [gone](/types#nothere).\n' });
    const head = commitAll(dir, 'links');
    const states = await loadStates({ root: dir, base, head });
    const c = compareSources(states.base.source, states.head.source, { changed: states.changed, links: 'all' });
    expect(c.findings.filter((f) => f.rule === 'broken-anchor').map((f) => f.data.url)).toEqual([]);
    // The same page without the component: its fragments are read as written.
    writeFiles(dir, { 'types.mdx': '# Types\n' });
    const plain = commitAll(dir, 'no component');
    const again = await loadStates({ root: dir, base, head: plain });
    const d = compareSources(again.base.source, again.head.source, { changed: again.changed, links: 'all' });
    expect(d.findings.filter((f) => f.rule === 'broken-anchor').map((f) => f.data.url)).toEqual([
      '/types#itemone',
      '/types#nothere',
    ]);
  });
});
