// Where a removed page's readers are sent, and which page a broken link is offered, stay in their language or
// version, wherever its folder sits; and a guess follows what the change did to the page (useMorph/morph-docs-2 and
// CradlAI/cradl-docs, fresh set 123).
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { docsJson } from '../helpers.js';
import { mintJsonAsDocs } from '../../src/core/site/mint-json.js';
import type { Finding } from '../../src/core/base/types.js';

const page = (title: string) =>
  `---\ntitle: '${title}'\n---\n\n${[...title].map((ch, i) => `${ch.charCodeAt(0) * (i + 7)}`).join(' ')}\n`;

/** Pages by path, each with a title of its own. */
const pages = (paths: string[]): Record<string, string> => Object.fromEntries(paths.map((p) => [`${p}.mdx`, page(p)]));

const redirectOf = (findings: Finding[], source: string): string | undefined => {
  const f = findings.find((x) => x.rule === 'missing-redirect' && x.data.source === source);
  return f?.rule === 'missing-redirect' ? (f.data.destination ?? 'NONE') : undefined;
};

describe('guesses across languages and versions', () => {
  // fresh set 123's reproduction of 7cd0392f0d: /old/ja/ was "moved to /new/en/" with one wildcard.
  it('tells no folder moved into another language’s copies where git moved its pages elsewhere', () => {
    const nav = (en: string[], ja: string[]) =>
      docsJson({
        languages: [
          { language: 'en', groups: [{ group: 'G', pages: en }] },
          { language: 'ja', groups: [{ group: 'G', pages: ja }] },
        ],
      });
    const before = { ...pages(['old/en/a', 'old/en/b', 'old/en/c', 'old/ja/a', 'old/ja/b', 'old/ja/c']) };
    const base = {
      ...before,
      'docs.json': nav(['old/en/a', 'old/en/b', 'old/en/c'], ['old/ja/a', 'old/ja/b', 'old/ja/c']),
    };
    const head = {
      ...pages(['new/en/a', 'new/en/b', 'new/en/c', 'new/ja/a', 'other/ja/b']),
      'docs.json': nav(['new/en/a', 'new/en/b', 'new/en/c'], ['new/ja/a', 'other/ja/b']),
    };
    const renames = [
      ...['a', 'b', 'c'].map((p) => ({ from: `old/en/${p}.mdx`, to: `new/en/${p}.mdx` })),
      { from: 'old/ja/a.mdx', to: 'new/ja/a.mdx' },
      { from: 'old/ja/b.mdx', to: 'other/ja/b.mdx' },
    ];
    const c = compareSources(memorySource(base), memorySource(head), { renames });
    const found = c.findings.filter((f) => f.rule === 'missing-redirect');
    expect(found.map((f) => f.message.split(' with ')[0]!.split(' (')[0])).toEqual(
      expect.arrayContaining(['The folder /old/en/ was moved to /new/en/']),
    );
    expect(found.some((f) => f.message.includes('/old/ja/ was moved'))).toBe(false);
    expect(redirectOf(found, '/old/ja/a')).toBe('/new/ja/a');
    expect(redirectOf(found, '/old/ja/b')).toBe('/other/ja/b');
    // The English page of its name is no guess for a Japanese page.
    expect(redirectOf(found, '/old/ja/c')).toBe('NONE');
  });

  it('keeps a guess in the language when the language folders sit below the top, as in a mint.json site’s versions', () => {
    // useMorph/morph-docs-2: mint.json versions "English" and "日本語", pages under docs/en/ and docs/ja/.
    const mint = (en: string[], ja: string[]) =>
      JSON.stringify({
        name: 'M',
        versions: ['English', '日本語'],
        navigation: [
          { group: 'Guides', version: 'English', pages: en },
          { group: 'ガイド', version: '日本語', pages: ja },
        ],
      });
    const both = ['docs/en/setup', 'docs/en/variables', 'docs/ja/setup'];
    const base = {
      ...pages([...both, 'docs/ja/variables']),
      'mint.json': mint(['docs/en/setup', 'docs/en/variables'], ['docs/ja/setup', 'docs/ja/variables']),
      'docs/ja/setup.mdx': `${page('docs/ja/setup')}\nSee [variables](/docs/ja/variables).\n`,
    };
    const head = {
      ...pages(both),
      'mint.json': mint(['docs/en/setup', 'docs/en/variables'], ['docs/ja/setup']),
      'docs/ja/setup.mdx': `${page('docs/ja/setup')}\nSee [variables](/docs/ja/variables).\n`,
    };
    const c = compareSources(mintJsonAsDocs(memorySource(base)), mintJsonAsDocs(memorySource(head)), {
      changed: new Set(['mint.json']),
    });
    expect(redirectOf(c.findings, '/docs/ja/variables')).toBe('/docs/ja/setup');
    const link = c.findings.find((f) => f.rule === 'broken-link');
    expect(link?.fix?.message).not.toContain('/docs/en/variables');
  });
});

describe('guesses that follow the change', () => {
  // 47df2ba0bd: python/morphlib-execute_sql → morph_lib/database/execute_sql, sent to the section's first page.
  it('takes a page added under the removed one’s name without its first word', () => {
    const nav = (python: string[], lib: string[]) =>
      docsJson({
        groups: [
          { group: 'Python', pages: ['index', ...python] },
          { group: 'Library', pages: ['lib/intro', ...lib] },
        ],
      });
    const kept = ['index', 'python/context', 'lib/intro'];
    const c = compareSources(
      memorySource({
        ...pages([...kept, 'python/morphlib-execute_sql']),
        'docs.json': nav(['python/context', 'python/morphlib-execute_sql'], []),
      }),
      memorySource({
        ...pages([...kept, 'morph_lib/database/execute_sql']),
        'docs.json': nav(['python/context'], ['morph_lib/database/execute_sql']),
      }),
      { changed: new Set(['docs.json']) },
    );
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(redirectOf(c.findings, '/python/morphlib-execute_sql')).toBe('/morph_lib/database/execute_sql');
    expect(f.fix?.message).toContain('the one page this change added under a name like its own');
  });

  // CradlAI/cradl-docs a8a39d72a6: integrations/powerautomate split into powerautomate/{trigger,export}.
  it('sends a page split into a folder of its name to that folder’s first page', () => {
    const nav = (integrations: string[], automation: string[]) =>
      docsJson({
        groups: [
          { group: 'Integrations', pages: ['integrations/email', ...integrations] },
          { group: 'Automation', pages: ['index', ...automation] },
        ],
      });
    const split = ['integrations/powerautomate/trigger', 'integrations/powerautomate/export'];
    const c = compareSources(
      memorySource({
        ...pages(['index', 'integrations/email', 'integrations/powerautomate']),
        'docs.json': nav(['integrations/powerautomate'], []),
      }),
      memorySource({ ...pages(['index', 'integrations/email', ...split]), 'docs.json': nav([], split) }),
      { changed: new Set(['docs.json']) },
    );
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(redirectOf(c.findings, '/integrations/powerautomate')).toBe('/integrations/powerautomate/trigger');
    expect(f.fix?.message).toContain('the first page of the folder its URL now is');
  });

  // ThomasBnf/Conquest 915c0e7f98 (fresh set 124): get-started.mdx's text re-added as quickstart.mdx under a new title
  // (past git's rename threshold: the file is short), with an introduction page beside it; sent to the introduction.
  it('takes the page added beside the removed one that holds most of its text', () => {
    const body = [
      'Install the command line tool with your package manager of choice.',
      'Create a project folder and run the init command inside it.',
      'Connect your account with the login command and a token.',
      'Run the first sync and watch the dashboard fill up.',
    ];
    const nav = (p: string[]) => docsJson({ groups: [{ group: 'Start', pages: [...p, 'changelog'] }] });
    const c = compareSources(
      memorySource({
        ...pages(['changelog']),
        'get-started.mdx': `---\ntitle: Get Started\n---\n\n${body.join('\n\n')}\n`,
        'docs.json': nav(['get-started']),
      }),
      memorySource({
        ...pages(['changelog', 'introduction']),
        'quickstart.mdx': `---\ntitle: Quickstart\n---\n\nA new first line.\n\n${body.slice(1).join('\n\n')}\n\nA closing note for new users.\n`,
        'docs.json': nav(['introduction', 'quickstart']),
      }),
      { changed: new Set(['docs.json', 'get-started.mdx', 'quickstart.mdx', 'introduction.mdx']) },
    );
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(redirectOf(c.findings, '/get-started')).toBe('/quickstart');
    expect(f.fix?.message).toContain('the page this change added beside it that holds most of its text');
  });

  // solidyne/docs 66649b68f9 (fresh set 125): "Grounding and protection" re-added as "Grounding and Protections".
  it('takes the page added beside it under its title in another case or number', () => {
    const nav = (p: string[]) => docsJson({ groups: [{ group: 'Install', pages: ['diagrams', ...p] }] });
    const titled = (title: string, n: number) => `---\ntitle: "${title}"\n---\n\n<Snippet${n} />\n`;
    const c = compareSources(
      memorySource({
        ...pages(['diagrams']),
        'grounding.mdx': titled('Grounding and protection', 1),
        'docs.json': nav(['grounding']),
      }),
      memorySource({
        ...pages(['diagrams', 'wiring']),
        'ground-install.mdx': titled('Grounding and Protections', 2),
        'docs.json': nav(['wiring', 'ground-install']),
      }),
      { changed: new Set(['docs.json', 'grounding.mdx', 'ground-install.mdx', 'wiring.mdx']) },
    );
    expect(redirectOf(c.findings, '/grounding')).toBe('/ground-install');
  });
});
