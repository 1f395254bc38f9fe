// broken-link: internal links in pages and snippets, resolved the way `mint broken-links` resolves them.
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { run, docsJson, rules } from '../helpers.js';
import { one, posOf, says } from './util.js';
import { applyEdits } from '../../src/core/base/edits.js';
import { planFixes, safeFix } from '../../src/core/fix/plan.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { mintJsonAsDocs } from '../../src/core/site/mint-json.js';

/** A small site: guides/intro.mdx gets the body under test. */
function site(body: string, extra: Record<string, string> = {}, redirects: unknown[] = []): Record<string, string> {
  return {
    'docs.json': docsJson(
      { groups: [{ group: 'Guides', pages: ['index', 'guides/intro', 'guides/setup', 'notes', 'secret'] }] },
      { redirects },
    ),
    'index.mdx': '# Home\n',
    'guides/intro.mdx': body,
    'guides/setup.mdx': '# Setup\n\n## Install\n',
    'notes.md': '# Notes\n',
    'secret.mdx': '# Secret\n',
    'images/logo.png': 'PNG',
    'openapi.json': '{"openapi": "3.0.0", "paths": {}}',
    'snippets/snip.mdx': 'Snippet.\n',
    ...extra,
  };
}

function broken(
  body: string,
  extra: Record<string, string> = {},
  options: Parameters<typeof run>[1] = {},
  redirects: unknown[] = [],
) {
  return rules(run(site(body, extra, redirects), options).findings, 'broken-link');
}

describe('broken-link', () => {
  it("a folder's index page, served at the folder's URL: its relative links count from there or from its folder", () => {
    // gnosispay/docs a9d3323 (fresh set 80): `[…](account/update-authenticated-account)` in account/index.mdx works
    // on the live site, where the page is /account; it was read from account/ alone and called broken.
    const files = {
      'docs.json': docsJson({ pages: ['index', 'account/index', 'account/x', 'account/y'] }),
      'index.mdx': '# Home\n',
      'account/index.mdx': '# Account\n\n[a](account/x) [b](./y) [c](account/nowhere) [d](../index)\n',
      'account/x.mdx': '# X\n',
      'account/y.mdx': '# Y\n',
    };
    expect(rules(run(files).findings, 'broken-link').map((f) => f.data.url)).toEqual(['account/nowhere']);
    // A change that deletes account/x breaks the link read from /account: the index page is checked again.
    const { 'account/x.mdx': _x, ...head } = files;
    const c = compareSources(memorySource(files), memorySource(head), {
      changed: new Set(['account/x.mdx']),
      links: 'changed',
    });
    expect(
      c.findings
        .filter((f) => f.rule === 'broken-link' && f.status === 'new')
        .map((f) => `${f.file} ${f.rule === 'broken-link' && f.data.url}`),
    ).toEqual(['account/index.mdx account/x']);
  });

  it("a link to a page's file (`moved.md`) whose page path a redirect answers says the redirect does not answer the file", () => {
    // CrewForm/crewform (walk 73): "resolves to /agents" read as if the redirect from /agents caught it.
    const [f] = broken('See [moved](moved.md).\n', {}, {}, [{ source: '/guides/moved', destination: '/guides/setup' }]);
    expect(f!.message).toBe(
      'Link "moved.md", which resolves to "/guides/moved.md", is broken: no page, file or redirect answers there; the redirect "/guides/moved" answers the page\'s path "/guides/moved", not its file "/guides/moved.md". Readers who follow it get a 404.',
    );
    // Without the redirect, the page's path is shown as before.
    expect(broken('See [moved](moved.md).\n')[0]!.message).toContain('which resolves to "/guides/moved", is broken');
  });

  // Alchemyst-ai/docs 1e0020a (fresh set 89): 13 links to /…/guides, an overview page turned into a folder of pages
  // with no index page, passed in silence; `mint broken-links` counts a folder as there, the live site serves none.
  it('a link to a folder with no index page is a warning that says what is not known; with an index page, none', () => {
    const body = 'See [guides](/guides), [images](/images/) and [home](/).\n';
    const found = broken(body);
    expect(found.map((f) => [f.data.url, f.severity])).toEqual([
      ['/guides', 'warning'],
      ['/images/', 'warning'],
    ]);
    expect(found[0]!.message).toBe(
      'Link "/guides" leads to the folder /guides/, which has no index page: `mint broken-links` counts a folder as there, but no page is served at it, and what the live site shows there (a 404 or another page) is not documented.',
    );
    expect(found[0]!.data).toMatchObject({ target: 'guides', folder: true });
    expect(broken(body, { 'guides/index.mdx': '# Guides\n' }).map((f) => f.data.url)).toEqual(['/images/']);
  });

  // 0xnicholas/docs b18eda7 (the corpus's replay): the folder's warning and the link's later error were one identity,
  // so removing the folder made its links' errors "existing".
  it('a link to a folder that the change removes is a new error, not the folder warning it was', () => {
    const base = site('See [tools](/tools).\n', { 'tools/a.mdx': '# A\n', 'tools/b.mdx': '# B\n' });
    const head = { ...base };
    delete head['tools/a.mdx'];
    delete head['tools/b.mdx'];
    const c = compareSources(memorySource(base), memorySource(head), {
      links: 'changed',
      changed: new Set(['tools/a.mdx', 'tools/b.mdx']),
    });
    const link = c.findings.find((f) => f.rule === 'broken-link' && f.data.url === '/tools')!;
    expect([link.severity, link.status]).toEqual(['error', 'new']);
  });

  it('a link to a page by a word of its name gets that page as a guess, when one page of the folder has it', () => {
    // AgentlyHQ/aixyz ba8cead (walk 75): [the API reference](/api-reference/fake) beside aixyz-model-fake.mdx.
    const extra = {
      'api-reference/aixyz-model-fake.mdx': '# Fake\n',
      'api-reference/server-auth.mdx': '# Server\n',
      'api-reference/auth-client.mdx': '# Client\n',
    };
    const body = 'See [fake](/api-reference/fake), [auth](/api-reference/auth) and [model](/api-reference/model).\n';
    const found = broken(body, extra);
    expect(found.map((f) => [f.data.url, f.fix?.message])).toEqual([
      ['/api-reference/fake', 'Did you mean "/api-reference/aixyz-model-fake"?'],
      // Two pages hold "auth" as a word, and "model" is not a first or last word: no guess.
      ['/api-reference/auth', expect.stringMatching(/^Point the link at an existing page/)],
      ['/api-reference/model', expect.stringMatching(/^Point the link at an existing page/)],
    ]);
    // The edit writes the guessed page's path.
    expect(found[0]!.fix?.edits?.[0]?.newText).toBe('/api-reference/aixyz-model-fake');
  });

  it('offers the one page of the folder whose name starts or ends the link’s; never a name a word apart', () => {
    // heyy-io/heyy-docs 7682d14695 (fresh set 120): /channels/facebook-messenger got no guess beside
    // channels/facebook. BudEcosystem/bud-runtime fbb7dc70a7: /developer-docs/api-reference was offered
    // /api-sdk/python-sdk/cli-reference, another subject three edits away.
    const extra = {
      'channels/facebook.mdx': '# Facebook\n',
      'channels/sms.mdx': '# SMS\n',
      'sdk/cli-reference.mdx': '# CLI\n',
      'help/what-is-a-virtual-machine.mdx': '# VMs\n',
    };
    // cudoventures/cudo-compute-docs (fresh set 121): create-a-virtual-machine was offered what-is-a-virtual-machine.
    const body =
      'See [m](/channels/facebook-messenger), [a](/guides/api-reference), [v](/guides/create-a-virtual-machine) and [c](/guides/cli-referenc).\n';
    expect(broken(body, extra).map((f) => [f.data.url, f.fix?.message])).toEqual([
      ['/channels/facebook-messenger', 'Did you mean "/channels/facebook"?'],
      ['/guides/api-reference', expect.stringMatching(/^Point the link at an existing page/)],
      ['/guides/create-a-virtual-machine', expect.stringMatching(/^Point the link at an existing page/)],
      // A typo still finds the page.
      ['/guides/cli-referenc', 'Did you mean "/sdk/cli-reference"?'],
    ]);
  });

  it('offers the page or API page whose path is the link’s but for accents, either way round', () => {
    // Heurismo/docs fc54209eac (fresh set 111): the spec's tag "Puntos de emisión" made the pages, the link had no accents.
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'API', version: '1' },
      paths: {
        '/points': { post: { tags: ['Puntos de emisión'], summary: 'Crear un punto de emisión', responses: {} } },
      },
    });
    const files = {
      'docs.json': docsJson({
        groups: [
          { group: 'Guides', pages: ['start', 'guias/instalación', 'guias/cafe'] },
          { group: 'API', openapi: 'openapi.json' },
        ],
      }),
      'openapi.json': spec,
      'start.mdx':
        '[a](/api-reference/puntos-de-emision/crear-un-punto-de-emision) [b](/guias/instalacion) [c](/guias/café) [d](/guias/otra)\n',
      'guias/instalación.mdx': '# Instalación\n',
      'guias/cafe.mdx': '# Café\n',
    };
    expect(rules(run(files).findings, 'broken-link').map((f) => [f.data.url, f.fix?.message])).toEqual([
      [
        '/api-reference/puntos-de-emision/crear-un-punto-de-emision',
        'Did you mean "/api-reference/puntos-de-emisión/crear-un-punto-de-emisión"?',
      ],
      ['/guias/instalacion', 'Did you mean "/guias/instalación"?'],
      ['/guias/café', 'Did you mean "/guias/cafe"?'],
      ['/guias/otra', expect.stringMatching(/^Point the link at an existing page/)],
    ]);
  });

  it('offers the page a relative link that names its own folder again ends with, of several of that name', () => {
    // ankitects/anki 2fcaa56023 (fresh set 91): `./manual/platform/windows/installing` in manual/getting-started.mdx,
    // one of three "installing" pages, got no guess.
    const files = {
      'docs.json': docsJson({ pages: ['manual/start'] }),
      'manual/start.mdx': '[w](./manual/platform/windows/installing) [l](./manual/platform/linux/installing)\n',
      'manual/platform/windows/installing.mdx': '# Windows\n',
      'manual/platform/linux/installing.mdx': '# Linux\n',
      'manual/platform/mac/installing.mdx': '# Mac\n',
    };
    expect(rules(run(files).findings, 'broken-link').map((f) => f.fix?.message)).toEqual([
      'Did you mean "/manual/platform/windows/installing"?',
      'Did you mean "/manual/platform/linux/installing"?',
    ]);
  });

  it('offers the page one edit away in the link’s folder before the one page of the name elsewhere', () => {
    // Celedon-Solutions/davinci-docs 61e0dff (fresh set 93): /pages/modeling/objects/state, beside objects/states,
    // was offered /pages/user-guide/views/state, an edit `fix --rule broken-link` would write.
    const files = {
      'docs.json': docsJson({ pages: ['objects/intro', 'objects/states', 'views/state', 'views/other'] }),
      'objects/intro.mdx': '[s](/objects/state) [o](/objects/other)\n',
      'objects/states.mdx': '# States\n',
      'views/state.mdx': '# State view\n',
      'views/other.mdx': '# Other\n',
    };
    expect(rules(run(files).findings, 'broken-link').map((f) => f.fix?.message)).toEqual([
      'Did you mean "/objects/states"?',
      // No sibling one edit away: the one page of the name.
      'Did you mean "/views/other"?',
    ]);
  });

  it('offers no page of a near name that several folders hold, none the link’s', () => {
    // 0xsequence/docs: /sdk/unreal/getting_started was offered /es/sdk/web/checkout-sdk/getting-started, the first
    // of the site's five "getting-started" pages.
    const files = {
      'docs.json': docsJson({ pages: ['unreal/intro', 'web/getting-started', 'hooks/getting-started', 'cli/set-up'] }),
      'unreal/intro.mdx': '[a](/unreal/getting_started) [b](/unreal/set_up)\n',
      'web/getting-started.mdx': '# Web\n',
      'hooks/getting-started.mdx': '# Hooks\n',
      'cli/set-up.mdx': '# Set up\n',
    };
    expect(rules(run(files).findings, 'broken-link').map((f) => [f.data.url, f.fix?.message])).toEqual([
      ['/unreal/getting_started', expect.stringMatching(/^Point the link at an existing page/)],
      ['/unreal/set_up', 'Did you mean "/cli/set-up"?'],
    ]);
  });

  it('offers no page of another language for a link, however close its path', () => {
    // Veviad/docs (fresh set 114): an English page's link to a page renamed in English, not in German, was offered
    // the German copy (/de/…), an edit `fix --rule broken-link` would write.
    const files = {
      'docs.json': docsJson({
        pages: [
          'ai/intro',
          'ai/asset-import',
          'de/ai/intro',
          'de/ai/pdf-extraction',
          'sdk/two/write',
          'de/sdk/one/write',
        ],
      }),
      // The one English "write" is another SDK's, whose German copy sits beside the page the link wanted (0xsequence).
      'ai/intro.mdx': '[a](/ai/pdf-extraction) [b](/ai/pdf-extractions) [c](/ai/asset-imports) [w](/sdk/one/write)\n',
      'sdk/two/write.mdx': '# Write\n',
      'de/sdk/one/write.mdx': '# Schreiben\n',
      'ai/asset-import.mdx': '# Import\n',
      // A German page's link to the English path of a page only German has: its reader's copy (0xsequence's ja pages).
      'de/ai/intro.mdx': '[d](/de/ai/pdf-extractions) [e](/de/ai/asset-import) [f](/ai/pdf-extraction)\n',
      'de/ai/pdf-extraction.mdx': '# PDF\n',
    };
    expect(rules(run(files).findings, 'broken-link').map((f) => [f.data.url, f.fix?.message])).toEqual([
      ['/ai/pdf-extraction', expect.stringMatching(/^Point the link at an existing page/)],
      ['/ai/pdf-extractions', expect.stringMatching(/^Point the link at an existing page/)],
      ['/ai/asset-imports', 'Did you mean "/ai/asset-import"?'],
      ['/sdk/one/write', expect.stringMatching(/^Point the link at an existing page/)],
      ['/de/ai/pdf-extractions', 'Did you mean "/de/ai/pdf-extraction"?'],
      ['/de/ai/asset-import', expect.stringMatching(/^Point the link at an existing page/)],
      ['/ai/pdf-extraction', 'Did you mean "/de/ai/pdf-extraction"?'],
    ]);
  });

  it('offers no page for a link to a file of another kind, however close its name', () => {
    // dimensionalOS/dimos 81671c5994 (fresh set 91): a README made a page linked /…/blueprints.py, and the fix,
    // an edit `fix` would apply, offered the page /usage/blueprints.
    const extra = { 'usage/blueprints.mdx': '# Blueprints\n' };
    const found = broken('See [code](/usage/blueprints.py) and [page](/usage/blueprint).\n', extra);
    expect(found.map((f) => [f.data.url, f.fix?.message])).toEqual([
      ['/usage/blueprints.py', expect.stringMatching(/^Point the link at an existing page/)],
      ['/usage/blueprint', 'Did you mean "/usage/blueprints"?'],
    ]);
  });

  it('says readers land on the home page where docs.json sends unknown paths there (errors.404.redirect)', () => {
    // fresh set 84: "get a 404" on a site whose every unknown URL is redirected to its home page.
    const files = site('See [gone](/nowhere).\n');
    const redirecting = {
      ...files,
      'docs.json': files['docs.json']!.replace('{', '{"errors": {"404": {"redirect": true}},'),
    };
    const [f] = rules(run(redirecting).findings, 'broken-link');
    expect(f!.message).toBe(
      'Link "/nowhere" is broken: no page, file or redirect answers at "/nowhere". Readers who follow it get the home page instead (docs.json\'s "errors.404.redirect" sends every unknown path there).',
    );
    expect(rules(run(files).findings, 'broken-link')[0]!.message).toMatch(/Readers who follow it get a 404\.$/);
  });

  it('reports a broken Markdown link at the URL, with a "did you mean" edit of the URL only', () => {
    const body = '# Intro\n\nRead the [setup guide](/guides/stup) first.\n';
    const f = one(run(site(body)).findings, 'broken-link');
    const at = posOf(body, '/guides/stup');
    expect(f).toMatchObject({
      severity: 'error',
      file: 'guides/intro.mdx',
      ...at,
      endLine: at.line,
      endColumn: at.column + '/guides/stup'.length,
    });
    says(
      f.message,
      'Link "/guides/stup" is broken',
      'no page, file or redirect answers at "/guides/stup"',
      'get a 404',
    );
    expect(f.fix).toEqual({
      message: 'Did you mean "/guides/setup"?',
      edits: [
        {
          file: 'guides/intro.mdx',
          ...at,
          endLine: at.line,
          endColumn: at.column + '/guides/stup'.length,
          newText: '/guides/setup',
        },
      ],
    });
  });

  it('lets links reach the files the builder serves on every site (llms.txt, sitemap.xml), not others like them', () => {
    // flexprice/flexprice-docs e765bf9 linked /llms-full.txt, which Mintlify hosts without a file in the repository.
    const body =
      '# Intro\n\n[All](/llms-full.txt), [index](/llms.txt), [map](/sitemap.xml), [robots](/robots.txt) and [gone](/llms-old.txt).\n';
    expect(broken(body).map((f) => f.data.url)).toEqual(['/llms-old.txt']);
  });

  it('tells a web address written without "https://" (read as a path of this site), with the edit that adds it', () => {
    // traceloop/docs 188f73ca: [PostHog](posthog.com) and [GitHub](github.com/posthog) in openllmetry/privacy/.
    const body = '# Intro\n\nSee [PostHog](posthog.com), [repo](github.com/posthog) and [site](www.acme.example).\n';
    const found = broken(body);
    expect(found.map((f) => f.fix?.edits?.[0]?.newText)).toEqual([
      'https://posthog.com',
      'https://github.com/posthog',
      'https://www.acme.example',
    ]);
    says(found[0]!.message, 'resolves to "/guides/posthog.com"', 'reads as a web address', 'without "https://"');
    expect(found[0]!.fix!.message).toBe('Write the address whole: "https://posthog.com".');
    const at = posOf(body, 'posthog.com');
    expect(found[0]!.fix!.edits![0]).toMatchObject({ ...at, endColumn: at.column + 'posthog.com'.length });
    // A missing file or page is not taken for a site: install.sh, a page named v1.2.
    const files = broken('# Intro\n\nRun [it](install.sh) or read [v1.2](v1.2).\n');
    expect(files.map((f) => f.fix?.message)).toEqual([
      expect.stringContaining('Point the link at an existing page'),
      expect.stringContaining('Point the link at an existing page'),
    ]);
  });

  it('tells a link written in quotes, with the edit that removes them, when without them it leads to a page', () => {
    // projectdiscovery/docs fc744eec: href="'/cloud/scanning/overview'".
    const body =
      '# Intro\n\n<Card title="Setup" href="\'/guides/setup\'" />\n\n<Card title="No" href="\'/guides/none\'" />\n';
    const found = broken(body);
    expect(found.map((f) => f.fix?.edits?.[0]?.newText)).toEqual(['/guides/setup', undefined]);
    says(found[0]!.message, 'the quotes around "/guides/setup" are part of the link');
    expect(found[0]!.fix!.message).toBe('Remove the quotes: "/guides/setup".');
  });

  it('tells an email address written without "mailto:", with the edit that adds it', () => {
    // Scale3-Labs/langtrace-docs e6a34ec1: [support@langtrace.ai](support@langtrace.ai) led to /support@langtrace.ai.
    const found = broken('# Intro\n\nWrite to [us](support@acme.example) or see [x](team@home).\n');
    expect(found.map((f) => f.fix?.edits?.[0]?.newText)).toEqual(['mailto:support@acme.example', undefined]);
    says(found[0]!.message, 'reads as an email address', 'without "mailto:"');
    expect(found[0]!.fix!.message).toBe('Write it as an email link: "mailto:support@acme.example".');
  });

  it('tells a link without "./" or "/" that leads somewhere from the docs root, which mint broken-links passes', () => {
    // dograh-hq/dograh 17409998: [Docker](deployment/docker) in deployment/index.mdx led to /deployment/deployment/docker.
    const body = [
      '# Intro',
      '',
      'See [install](guides/setup#install), [nowhere](guides/setup#nowhere), [notes](notes.md) and ![logo](images/logo.png).',
      '',
      'Not [this](./guides/setup), [that](guides/none) or [self](intro).',
      '',
    ].join('\n');
    const found = broken(body);
    expect(found.map((f) => [f.data.url, f.fix?.edits?.[0]?.newText])).toEqual([
      ['guides/setup#install', '/guides/setup#install'],
      // The fragment goes along only where the page has that id.
      ['guides/setup#nowhere', '/guides/setup'],
      ['notes.md', '/notes.md'],
      ['images/logo.png', '/images/logo.png'],
      // Read from its folder, "./guides/setup" is a name a typo away.
      ['./guides/setup', '/guides/setup'],
      ['guides/none', undefined],
    ]);
    expect(found[0]!.message).toBe(
      'Link "guides/setup#install", which resolves to "/guides/guides/setup", is broken: a browser reads a link without a leading "/" from the page\'s folder, where nothing answers; `mint broken-links` reads it from the docs root, where it leads to "/guides/setup", and passes it. Readers who follow it get a 404.',
    );
    expect(found[0]!.fix!.message).toBe('Write it from the docs root: "/guides/setup#install".');
    const fixed = applyEdits(
      body,
      found.flatMap((f) => f.fix?.edits ?? []).map((e) => ({ ...e, file: 'guides/intro.mdx' })),
    );
    expect(broken(fixed).map((f) => f.data.url)).toEqual(['guides/none']);
    expect(found[4]!.fix!.message).toBe('Did you mean "/guides/setup"?');
  });

  it('tells a path that exists in other letter case, with the edit that writes it so, and the fix passes', () => {
    // onyx-dot-app/documentation b71517c6: 17 images under /images/guides/Assistants/, a folder named assistants.
    const body = [
      '# Intro',
      '',
      '![One](/images/Guides/Shot.png) and ![two](../images/guides/SHOT.png).',
      '',
      'Read [setup](/Guides/Setup#install), [notes](../Notes.md) and [a](/images/Twin.png).',
      '',
      '<img src="/images/Guides/%53hot.png" />',
      '',
    ].join('\n');
    const extra = { 'images/guides/shot.png': 'PNG', 'images/twin.png': 'PNG', 'images/TWIN.png': 'PNG' };
    const found = broken(body, extra);
    const by = (url: string) => found.find((f) => f.data.url === url)!;
    expect(found.map((f) => [f.data.url, f.data.casedAs, f.fix?.edits?.[0]?.newText])).toEqual([
      ['/images/Guides/Shot.png', 'images/guides/shot.png', '/images/guides/shot.png'],
      ['../images/guides/SHOT.png', 'images/guides/shot.png', '../images/guides/shot.png'],
      ['/Guides/Setup#install', 'guides/setup', '/guides/setup#install'],
      ['../Notes.md', 'notes.md', '../notes.md'],
      // Two files are /images/twin.png but for case: neither is taken for the one meant.
      ['/images/Twin.png', undefined, undefined],
      // An escaped path is told, but not rewritten.
      ['/images/Guides/%53hot.png', 'images/guides/shot.png', undefined],
    ]);
    expect(by('/images/Guides/Shot.png').message).toBe(
      'Image "/images/Guides/Shot.png" is broken: the site has "/images/guides/shot.png", in other letter case, and matches paths case-sensitively (a local preview on macOS or Windows, whose disks ignore case, shows the link working). Readers see a broken image in its place.',
    );
    expect(by('/Guides/Setup#install').fix!.message).toBe(
      'Write it in the file\'s letter case: "/guides/setup#install".',
    );
    expect(by('/images/Guides/%53hot.png').fix).toEqual({
      message: 'Write the path in the file\'s letter case: "/images/guides/shot.png".',
    });
    // `navguard fix` applies these without being asked: they lead where the writer's preview led.
    const plan = planFixes(found);
    expect(plan.applied).toHaveLength(4);
    const edits = plan.edits;
    const fixed = applyEdits(
      body,
      edits.map((e) => ({ ...e, file: 'guides/intro.mdx' })),
    );
    const after = broken(fixed, extra);
    expect(after.map((f) => f.data.url)).toEqual(['/images/Twin.png', '/images/Guides/%53hot.png']);
    expect(rules(run({ ...site(fixed), ...extra }).findings, 'broken-anchor')).toEqual([]);
  });

  it('passes the same link spelt right', () => {
    expect(broken('# Intro\n\nRead the [setup guide](/guides/setup) first.\n')).toEqual([]);
  });

  it('points at the URL, not at link text or another attribute that repeats it', () => {
    const body = '[/nope-a](/nope-a)\n\n<Card title="/nope-b" href="/nope-b" />\n\n![/nope-c.png](/nope-c.png)\n';
    const found = broken(body);
    expect(found.map((f) => [f.line, f.column])).toEqual([
      [posOf(body, '/nope-a', 1).line, posOf(body, '/nope-a', 1).column],
      [posOf(body, '/nope-b', 1).line, posOf(body, '/nope-b', 1).column],
      [posOf(body, '/nope-c.png', 1).line, posOf(body, '/nope-c.png', 1).column],
    ]);
  });

  it('checks images, <img src>, <a href> and <Card href>', () => {
    const body =
      '![logo](/images/logo.png) ![gone](/images/gone.png)\n\n<img src="/images/missing.png" />\n\n<a href="/nope-a">x</a>\n\n<Card title="Card" href="/nope-card" />\n\n<Card title="Ok" href="/guides/setup" />\n';
    const found = broken(body);
    expect(found.map((f) => [f.line, f.column, f.message.split(' ')[0]])).toEqual([
      [posOf(body, '/images/gone.png').line, posOf(body, '/images/gone.png').column, 'Image'],
      [posOf(body, '/images/missing.png').line, posOf(body, '/images/missing.png').column, 'Image'],
      [posOf(body, '/nope-a').line, posOf(body, '/nope-a').column, 'Link'],
      [posOf(body, '/nope-card').line, posOf(body, '/nope-card').column, 'Link'],
    ]);
  });

  // Contrax-co/contrax-web 617100e8b1 (fresh set 117): `exhange.png` added, `/images/exchange.png` linked.
  it('offers the one file beside it whose name is a letter away, or the other spelling of its type', () => {
    const extra = { 'images/exhange.png': 'PNG', 'images/team-photo.jpeg': 'JPG', 'images/a.png': 'PNG' };
    const body = '![x](/images/exchange.png)\n\n![t](/images/team-photo.jpg)\n\n![b](/images/b.png)\n';
    const [typo, jpeg, short] = broken(body, extra);
    says(typo!.message, 'its folder has "/images/exhange.png", a name a letter away');
    expect(typo!.fix?.message).toMatch(/^Did you mean "\/images\/exhange.png"\?/);
    expect(jpeg!.fix?.message).toMatch(/^Did you mean "\/images\/team-photo.jpeg"\?/);
    // A short name a letter from another says nothing of being the same file; nor do two near names.
    expect(short!.fix?.edits).toBeUndefined();
    const two = broken(body, { ...extra, 'images/exchanges.png': 'PNG' });
    expect(two[0]!.fix?.edits).toBeUndefined();
  });

  it('calls a missing video a video, which does not play, not a broken image (Factory-AI/factory)', () => {
    const body = '<video src="/images/hero.mp4" autoPlay muted />\n\n<img src="/images/missing.png" />\n';
    const [video, image] = broken(body);
    says(video!.message, 'Video "/images/hero.mp4" is broken', 'Readers see a video that does not play.');
    says(image!.message, 'Image "/images/missing.png" is broken', 'Readers see a broken image in its place.');
    // A file is fetched, and no redirect serves one (Agenta-AI/agenta 21c5e5048c, fresh set 105: told to add one).
    expect([video!.fix?.message, image!.fix?.message]).toEqual([
      'Add the file "/images/hero.mp4" to the docs folder, or point it at one that exists.',
      'Add the file "/images/missing.png" to the docs folder, or point it at one that exists.',
    ]);
  });

  it('reads attribute values in quotes, braces and template literals, across lines, and titled links', () => {
    const body =
      '<Card href={"/nope1"} title="x" />\n\n<a href=\'/nope2\'>x</a>\n\n<Card href={`/nope3`} />\n\n[y](/nope4 "title")\n\n<img\n  src="/nope5.png"\n/>\n';
    const found = broken(body);
    expect(found.map((f) => [f.line, f.column])).toEqual(
      ['/nope1', '/nope2', '/nope3', '/nope4', '/nope5.png'].map((u) => [posOf(body, u).line, posOf(body, u).column]),
    );
  });

  // odigos-io/odigos f6b0b7cf: `../../../images/central/vmagent/x.png` from central/adding-connections/vmagent.mdx
  // "climbs above the docs folder", while the browser reads /images/central/vmagent/x.png, which the site has.
  it('reads a relative link that climbs past the root as the browser does, at the root; under a base path, outside', () => {
    const page = '# VM agent\n\n![Central](../../../images/central/x.png)\n';
    const files = {
      'docs.json': docsJson({ pages: ['central/adding-connections/vmagent'] }),
      'central/adding-connections/vmagent.mdx': page,
      'images/central/x.png': 'PNG',
    };
    expect(rules(run(files).findings, 'broken-link')).toEqual([]);
    const under = run({ ...files, '.navguard.json': '{}' }, { configRaw: { basePath: '/docs' } }).findings;
    expect(rules(under, 'broken-link').map((f) => f.message)).toEqual([
      expect.stringContaining('climbs above the docs folder'),
    ]);
  });

  // Issue 52, point 6: a navigation entry naming README.md was a page-not-found, a link to it passed: both are a 404.
  it('reports links to Markdown files the site never publishes: README/LICENSE files and snippets', () => {
    const body = '# Intro\n\n[readme](./README.md) [license](/LICENSE) [shared](/snippets/shared) [ok](/index)\n';
    const files = {
      'docs.json': docsJson({ pages: ['index', 'intro'] }),
      'index.mdx': '# Home\n',
      'intro.mdx': body,
      'README.md': '# Repo\n',
      'LICENSE.md': 'MIT\n',
      'snippets/shared.mdx': 'Shared.\n',
    };
    const found = rules(run(files).findings, 'broken-link');
    expect(found.map((f) => f.data.url)).toEqual(['./README.md', '/LICENSE', '/snippets/shared']);
    expect(found[0]!.message).toContain('the site builder never publishes README, LICENSE, CHANGELOG or CONTRIBUTING');
    expect(found[2]!.message).toContain('it is a snippet, shown only inside the pages that import it');
  });

  it('resolves ./, ../ and bare relative links against the page folder, as the browser does', () => {
    const body = '[a](./setup) [b](../index) [c](setup) [d](guides/setup) [e](../../outside)\n';
    const found = broken(body);
    expect(found.map((f) => f.message)).toEqual([
      'Link "guides/setup", which resolves to "/guides/guides/setup", is broken: a browser reads a link without a leading "/" from the page\'s folder, where nothing answers; `mint broken-links` reads it from the docs root, where it leads to "/guides/setup", and passes it. Readers who follow it get a 404.',
      // A browser stops at the root: ../../outside from /guides/intro is /outside (odigos-io/odigos's images).
      'Link "../../outside", which resolves to "/outside", is broken: no page, file or redirect answers there. Readers who follow it get a 404.',
    ]);
    expect(found[0]).toMatchObject(posOf(body, 'guides/setup)'));
    expect(found[0]!.fix?.edits?.[0]?.newText).toBe('/guides/setup');
    expect(found[1]).toMatchObject(posOf(body, '../../outside'));
  });

  it('finds a bare relative link to a sibling page ("dependencies", "format.md") from a nested page', () => {
    const extra = { 'guides/dependencies.mdx': '# Deps\n', 'guides/format.md': '# Format\n' };
    expect(broken('[a](dependencies) [b](format.md) [c](./format) [d](../notes)\n', extra)).toEqual([]);
    // The same links from a page at the docs root lead to root paths, where nothing answers.
    const files = { ...site('# Intro\n', extra), 'index.mdx': '[a](dependencies) [b](format.md)\n' };
    expect(rules(run(files).findings, 'broken-link').map((f) => f.file)).toEqual(['index.mdx', 'index.mdx']);
  });

  it('quotes a relative link as written and says where it resolves', () => {
    const body = '[a](format.md) [b](../nope-up#x)\n';
    const found = broken(body);
    expect(found.map((f) => f.message)).toEqual([
      'Link "format.md", which resolves to "/guides/format", is broken: no page, file or redirect answers there. Readers who follow it get a 404.',
      'Link "../nope-up#x", which resolves to "/nope-up", is broken: no page, file or redirect answers there. Readers who follow it get a 404.',
    ]);
    expect(found.map((f) => [f.line, f.column])).toEqual([
      [posOf(body, 'format.md').line, posOf(body, 'format.md').column],
      [posOf(body, '../nope-up').line, posOf(body, '../nope-up').column],
    ]);
  });

  it('says a relative link that climbs out of a docs folder names a file of the repository the site does not publish', () => {
    // Fresh set 87: `../README.md` from a page of docs/, which GitHub shows and the site answers with a 404.
    const files = {
      'docs.json': docsJson({ pages: ['index', 'guide/a'] }),
      'index.mdx': '[readme](../README.md) [up](../index)\n',
      'guide/a.mdx': '[readme](../../README.md#setup) [home](../index)\n',
    };
    // The repository holds README.md at its top, and no img/ (ringcentral's `../../img/x.png` are nowhere).
    const found = (prefix: string, repoFiles = ['README.md']) =>
      rules(
        analyze({ ...memorySource(files, prefix), repoHas: (p: string) => repoFiles.includes(p) }).findings,
        'broken-link',
      ).map((f) => [f.file, f.message, f.fix?.message]);
    const out = "leads out of the docs folder (docs/) to the repository's README.md";
    const fix = 'Link to README.md by its full address on GitHub, or move what readers need into a page of the site.';
    expect(found('docs')).toEqual([
      ['docs/guide/a.mdx', expect.stringContaining(`"../../README.md#setup" ${out}`), fix],
      ['docs/index.mdx', expect.stringContaining(`"../README.md" ${out}`), fix],
    ]);
    // At the top of the repository there is nothing above to name, and a file the repository lacks is no file to
    // link to on GitHub: the link is only broken.
    for (const [prefix, repoFiles] of [
      ['', ['README.md']],
      ['docs', []],
    ] as const)
      expect(found(prefix, [...repoFiles]).map(([, message]) => message)).toEqual([
        expect.not.stringContaining('docs folder'),
        expect.not.stringContaining('docs folder'),
      ]);
  });

  it('ignores #hash, ?query, trailing slashes and page extensions; accepts .md pages and files', () => {
    // (A link to a snippet was accepted here, as `mint broken-links` does; the site does not publish it: see below.)
    // Folders without an index page are warnings (see above).
    const body = [
      '[a](/guides/setup#install) [b](/guides/setup?tab=npm) [c](/guides/setup/) [d](/guides/setup.mdx)',
      '[e](/notes) [f](/guides) [g](/images) [h](/openapi.json) [j](./setup#x)',
      '[k](#local) [l](https://example.com/nope) [m](mailto:team@example.com) [n](//cdn.example.com/x.js)',
      '[o](/guides/setp#install)',
    ].join('\n');
    const all = rules(run(site(body)).findings, 'broken-link');
    expect(all.filter((x) => x.severity === 'warning').map((x) => x.data.url)).toEqual(['/guides', '/images']);
    const f = one(
      all.filter((x) => x.severity === 'error'),
      'broken-link',
    );
    expect(f).toMatchObject(posOf(body, '/guides/setp#install'));
    expect(f.message).toContain('no page, file or redirect answers at "/guides/setp"');
    // The suggestion keeps the #hash, which the suggested page has.
    expect(f.fix?.edits?.[0]?.newText).toBe('/guides/setup#install');
  });

  it('drops the #hash from its suggestion when the suggested page has no such id', () => {
    const f = one(run(site('[o](/guides/setp#nope)\n')).findings, 'broken-link');
    expect(f.fix?.edits?.[0]?.newText).toBe('/guides/setup');
  });

  it('does not report links inside code fences or inline code', () => {
    const body =
      '```md\n[a](/nope-fenced)\n```\n\n~~~\n[b](/nope-tilde)\n~~~\n\nWrite `[c](/nope-inline)` like this, or [real](/nope-real).\n';
    const f = one(run(site(body)).findings, 'broken-link');
    expect(f).toMatchObject(posOf(body, '/nope-real'));
  });

  it('follows redirects: fine when the destination exists, broken (with where it lands) when not', () => {
    const redirects = [
      { source: '/old-setup', destination: '/guides/setup' },
      { source: '/gone', destination: '/nowhere' },
      { source: '/blog/:slug', destination: '/guides/:slug' },
      { source: '/archive/*', destination: '/notes' },
    ];
    const body = '[a](/old-setup) [b](/gone) [c](/blog/setup) [d](/blog/zzz) [e](/archive/2023/deep/page)\n';
    const found = rules(run(site(body, {}, redirects)).findings, 'broken-link');
    expect(found.map((f) => [f.column, f.message])).toEqual([
      [
        posOf(body, '/gone').column,
        'Link "/gone" is broken: "/gone" redirects to "/nowhere", which does not exist either. Readers who follow it get a 404.',
      ],
      [
        posOf(body, '/blog/zzz').column,
        'Link "/blog/zzz" is broken: "/blog/zzz" redirects to "/guides/zzz", which does not exist either. Readers who follow it get a 404.',
      ],
    ]);
  });

  it('matches redirect sources as the host does: in-segment wildcards, captures, bare prefixes, exact sources', () => {
    const redirects = [
      { source: '/articles/concepts-*', destination: '/guides/*' },
      { source: '/beta/:slug*', destination: '/guides/:slug*' },
      { source: '/api-reference/*', destination: '/notes' },
      { source: '/old-start', destination: '/guides/setup#install' },
      { source: '/moved', destination: '/notes.md?from=moved' },
      { source: '/hop', destination: '/old-start' },
      { source: '/out', destination: 'https://example.com/x' },
      { source: '/home-old', destination: '/guides' },
      { source: '/v1/:a/:rest*', destination: '/:rest*' },
    ];
    const extra = { 'guides/index.mdx': '# Guides\n' };
    const fine =
      '[a](/articles/concepts-setup) [b](/beta/setup) [c](/api-reference/x/y) [d](/old-start) [e](/moved) ' +
      '[f](/hop) [g](/out) [h](/home-old) [i](/v1/any/notes)\n';
    expect(broken(fine, extra, {}, redirects)).toEqual([]);
    const body = '[a](/articles/concepts-nope) [b](/api-reference) [c](/old-start/extra) [d](/beta) [e](/v1/x)\n';
    const found = broken(body, extra, {}, redirects);
    expect(found.map((f) => f.data.url)).toEqual([
      '/articles/concepts-nope',
      '/api-reference',
      '/old-start/extra',
      '/beta',
      '/v1/x',
    ]);
    says(found[0]!.message, '"/articles/concepts-nope" redirects to "/guides/nope", which does not exist either');
    says(
      found[1]!.message,
      'the redirect "/api-reference/*" needs something after "/api-reference/"',
      'exact redirect',
    );
  });

  it('follows no redirect whose source carries a #fragment or ?query, which the host never matches', () => {
    // Listed first, "/moved#x" used to claim the path "/moved" and send links through its own destination.
    const redirects = [
      { source: '/moved#part', destination: '/nowhere' },
      { source: '/moved', destination: '/guides/setup' },
      { source: '/lost?x=1', destination: '/guides/setup' },
    ];
    expect(broken('[a](/moved)\n', {}, {}, redirects)).toEqual([]);
    const found = broken('[b](/lost)\n', {}, {}, redirects);
    expect(found.map((f) => f.data.url)).toEqual(['/lost']);
  });

  it('accepts links to OpenAPI-generated pages', () => {
    const spec = JSON.stringify({
      openapi: '3.0.0',
      paths: { '/users': { get: { summary: 'List users', tags: ['Users'] } } },
    });
    const body = '[ok](/api-reference/users/list-users) [nope](/api-reference/users/delete-user)\n';
    const files: Record<string, string> = { ...site(body), 'users.json': spec };
    files['docs.json'] = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['index', 'guides/intro', 'guides/setup', 'notes', 'secret'] },
        { tab: 'API', openapi: 'users.json' },
      ],
    });
    const f = one(run(files).findings, 'broken-link');
    expect(f).toMatchObject(posOf(body, '/api-reference/users/delete-user'));
    // A language's folder before a generated page's path: the builder serves it once, with no language folder
    // (ubik-agent/api-documentation cdf3057aae, fresh set 104, was told only to point the link at a page).
    const withLanguage = '[en](/en/api-reference/users/list-users#x) [no](/en/api-reference/users/delete-user)\n';
    const g = rules(run({ ...files, 'guides/intro.mdx': withLanguage }).findings, 'broken-link');
    expect(g.map((x) => [x.data.url, x.fix?.message])).toEqual([
      ['/en/api-reference/users/list-users#x', 'Did you mean "/api-reference/users/list-users#x"?'],
      [
        '/en/api-reference/users/delete-user',
        'Point the link at an existing page, or add a redirect for this path in docs.json.',
      ],
    ]);
  });

  it('reports links to files excluded by .mintignore', () => {
    const body = '[hidden](/drafts/plan)\n';
    const f = one(
      run(site(body, { 'drafts/plan.mdx': '# Plan\n', '.mintignore': 'drafts/\n' })).findings,
      'broken-link',
    );
    expect(f).toMatchObject(posOf(body, '/drafts/plan'));
    expect(f.message).toContain(
      '"/drafts/plan" exists as a file, but it is excluded by .mintignore, so it is not published',
    );
  });

  it('checks reference definitions and links in snippets', () => {
    const body = 'See [the guide][g].\n\n[g]: /nope-def\n';
    const found = rules(run(site(body, { 'snippets/bad.mdx': 'Go [here](/nope-snip).\n' })).findings, 'broken-link');
    expect(found.map((f) => [f.file, f.line, f.column])).toEqual([
      ['guides/intro.mdx', posOf(body, '/nope-def').line, posOf(body, '/nope-def').column],
      ['snippets/bad.mdx', 1, 'Go [here]('.length + 1],
    ]);
  });

  // rivet-dev/rivetkit 733adad72c (fresh set 122): a missing image in a table snippet whose only importing page had
  // commented it out, `{/* <ComparisonTable /> */}`, was an error saying readers see a broken image.
  it('a broken link or anchor in a snippet no page shows is a warning that says so', () => {
    const snippets = {
      'snippets/table.mdx': '<img src="/images/missing.svg" />\n\nSee [setup](/guides/setup#nowhere).\n',
      'snippets/alone.mdx': 'Go [here](/nope-alone).\n',
      'snippets/shown.mdx': 'Go [there](/nope-shown).\n',
      'snippets/inner.mdx': 'Go [deeper](/nope-inner).\n',
      'snippets/outer.mdx': 'import Inner from "/snippets/inner.mdx";\n\n<Inner />\n',
    };
    const index =
      '# Home\n\nimport Table from "/snippets/table.mdx";\nimport Shown from "/snippets/shown.mdx";\nimport Outer from "/snippets/outer.mdx";\n\n<Shown />\n\n{/*\n<Table />\n*/}\n\n<Outer />\n';
    const found = run(site('# Intro\n', { ...snippets, 'index.mdx': index })).findings.filter(
      (f) => f.rule === 'broken-link' || f.rule === 'broken-anchor',
    );
    const by = (file: string) => found.filter((f) => f.file === file).map((f) => [f.rule, f.severity, f.data.unshown]);
    expect(by('snippets/table.mdx')).toEqual([
      ['broken-link', 'warning', true],
      ['broken-anchor', 'warning', true],
    ]);
    expect(by('snippets/alone.mdx')).toEqual([['broken-link', 'warning', true]]);
    expect(by('snippets/shown.mdx')).toEqual([['broken-link', 'error', undefined]]);
    // Shown through a snippet a page shows.
    expect(by('snippets/inner.mdx')).toEqual([['broken-link', 'error', undefined]]);
    const table = found.find((f) => f.file === 'snippets/table.mdx')!;
    expect(table.message).toContain(
      'No page shows this snippet: the pages that import it render it only inside a comment or not at all, so readers meet this only once one does.',
    );
    expect(found.find((f) => f.file === 'snippets/alone.mdx')!.message).toContain('no page imports it');
    // The page that renders it makes it an error again.
    const rendered = run(
      site('# Intro\n', { ...snippets, 'index.mdx': index.replace('{/*\n<Table />\n*/}', '<Table />') }),
    );
    expect(rendered.findings.filter((f) => f.file === 'snippets/table.mdx').map((f) => f.severity)).toEqual([
      'error',
      'error',
    ]);
  });

  it('reads a relative link in a snippet from each page showing it, and names the page where it breaks', () => {
    // Unstructured's shared snippets link `ui/enriching/…`: right on /welcome, nowhere on /ui/quickstart.
    const snippet = 'See [the setup](guides/setup).\n';
    const shown = (pages: Record<string, string>) =>
      rules(run(site('# Intro\n', { 'snippets/shared.mdx': snippet, ...pages })).findings, 'broken-link');
    const imp = 'import Shared from "/snippets/shared.mdx";\n\n<Shared />\n';
    // Shown on the root page only: it leads to /guides/setup, as the reader's browser reads it there.
    expect(shown({ 'index.mdx': `# Home\n\n${imp}` })).toEqual([]);
    // Shown in guides/ too: there it leads to /guides/guides/setup.
    const [f, ...rest] = shown({ 'index.mdx': `# Home\n\n${imp}`, 'guides/setup.mdx': `# Setup\n\n${imp}` });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ file: 'snippets/shared.mdx', ...posOf(snippet, 'guides/setup') });
    expect(f!.message).toContain(
      'Link "guides/setup", which resolves to "/guides/guides/setup" on guides/setup.mdx, which shows this snippet, is broken',
    );
    expect(f!.fix?.edits?.[0]?.newText).toBe('/guides/setup');
    // Shown nowhere: read from its own folder, as before.
    expect(shown({}).map((x) => x.message)).toEqual([
      expect.stringContaining('"guides/setup", which resolves to "/snippets/guides/setup", is broken'),
    ]);
  });

  it("checks a snippet's #fragment links against the page showing it, whose ids hold the snippet's headings", () => {
    // Unstructured's shared snippet links "#microsoft-excel-files" beside its heading "Microsoft Excel documents".
    const snippet = '## Excel documents\n\nSee [Excel](#excel-documents) and [Word](#word-files).\n';
    const imp = 'import Shared from "/snippets/shared.mdx";\n\n# Setup\n\n<Shared />\n';
    const r = run(site('# Intro\n', { 'snippets/shared.mdx': snippet, 'guides/setup.mdx': imp }));
    const f = one(r.findings, 'broken-anchor');
    expect(f).toMatchObject({ file: 'snippets/shared.mdx', ...posOf(snippet, '#word-files') });
    expect(f.message).toContain('Link "#word-files" names no anchor on this page');
  });

  it('with links.assets: false, skips images and other non-page files but still checks pages', () => {
    const body = '![a](/images/gone.png) <img src="/images/missing.svg" /> [p](/nope-page)\n';
    const found = broken(body, {}, { configRaw: { links: { assets: false } } });
    expect(found.map((f) => f.column)).toEqual([posOf(body, '/nope-page').column]);
    expect(broken(body)).toHaveLength(3);
  });

  it('with a basePath, strips it from links', () => {
    const body = '[a](/docs/guides/setup) [b](/docs/nope)\n';
    const f = one(run(site(body), { configRaw: { basePath: '/docs' } }).findings, 'broken-link');
    expect(f).toMatchObject(posOf(body, '/docs/nope'));
    expect(f.message).toContain('no page, file or redirect answers at "/nope"');
    expect(broken(body)).toHaveLength(2);
  });

  it('never reports targets matching links.ignore', () => {
    const body = '[a](/blog/2024/post) [b](/nope)\n';
    const found = broken(body, {}, { configRaw: { links: { ignore: ['/blog/**'] } } });
    expect(found.map((f) => f.column)).toEqual([posOf(body, '/nope').column]);
  });

  it('checks only changed files with links: "changed", and nothing with links: "none"', () => {
    const files = site('[a](/nope-intro)\n', { 'index.mdx': '[b](/nope-index)\n' });
    expect(
      rules(run(files, { links: 'changed', changed: new Set(['index.mdx']) }).findings, 'broken-link').map(
        (f) => f.file,
      ),
    ).toEqual(['index.mdx']);
    expect(rules(run(files, { links: 'none' }).findings, 'broken-link')).toEqual([]);
    expect(rules(run(files).findings, 'broken-link')).toHaveLength(2);
  });

  // A pull request that deleted an image an unchanged page still embedded passed (diff and the action exit 0)
  // while `check` reported the broken link: only files linking to a removed *page* were read again.
  describe('a file that is no page, deleted or renamed while an unchanged page links to it', () => {
    const base = {
      'docs.json': docsJson({ pages: ['index', 'guide'] }),
      'index.mdx':
        '# Home\n\n![shot](/images/shot.png)\n\n<img src="/images/shot.png" />\n\n[Report](/files/report.pdf)\n',
      'guide.mdx': '# Guide\n',
      'images/shot.png': 'PNG',
      'files/report.pdf': 'PDF',
    };
    const newBroken = (
      head: Record<string, string>,
      changed: string[],
      renames = [] as { from: string; to: string }[],
    ) =>
      compareSources(memorySource(base), memorySource(head), {
        changed: new Set(changed),
        links: 'changed',
        renames,
      }).findings.flatMap((f) =>
        f.rule === 'broken-link' && f.status === 'new' ? [`${f.file}:${f.line} ${f.data.target}`] : [],
      );

    it('deleted: each link and embed of it is a new broken-link', () => {
      const { 'images/shot.png': _img, 'files/report.pdf': _pdf, ...head } = base;
      expect(newBroken(head, ['images/shot.png', 'files/report.pdf'])).toEqual([
        'index.mdx:3 images/shot.png',
        'index.mdx:5 images/shot.png',
        'index.mdx:7 files/report.pdf',
      ]);
    });

    // ringcentral, a logo deleted from images/customers/: "no page, file or redirect answers … Point the link at an
    // existing page, or add a redirect" — no page or redirect stands in for an image.
    it('deleted: the finding says the change deleted it, and to restore it or take it out', () => {
      const { 'images/shot.png': _img, ...head } = base;
      const found = compareSources(memorySource(base), memorySource(head), {
        changed: new Set(['images/shot.png']),
        links: 'changed',
      }).findings.filter((f) => f.rule === 'broken-link');
      expect(found.map((f) => [f.message.split('. Readers')[1], f.fix?.message])).toEqual([
        [
          ' see a broken image in its place. This change deleted images/shot.png.',
          'Restore images/shot.png, or take the image out of the page.',
        ],
        [
          ' see a broken image in its place. This change deleted images/shot.png.',
          'Restore images/shot.png, or take the image out of the page.',
        ],
      ]);
    });

    // trytrama/docs (walk 78): a deleted page's entry said "This change deleted …", the link to it did not.
    it('a page deleted: its link says so, keeping its fix; a page renamed is not called deleted', () => {
      const linking = { ...base, 'index.mdx': '# Home\n\nSee [guide](/guide).\n' };
      const { 'guide.mdx': _guide, ...head } = linking;
      const [deleted] = compareSources(memorySource(linking), memorySource(head), {
        changed: new Set(['guide.mdx']),
        links: 'changed',
      }).findings.filter((f) => f.rule === 'broken-link');
      expect(deleted!.message).toMatch(/get a 404\. This change deleted guide\.mdx\.$/);
      expect(deleted!.fix?.message).toBe(
        'Point the link at an existing page, or add a redirect for this path in docs.json.',
      );
      const [renamed] = compareSources(memorySource(linking), memorySource({ ...head, 'manual.mdx': '# Guide\n' }), {
        changed: new Set(['guide.mdx', 'manual.mdx']),
        links: 'changed',
        renames: [{ from: 'guide.mdx', to: 'manual.mdx' }],
      }).findings.filter((f) => f.rule === 'broken-link');
      expect(renamed!.message).not.toContain('This change deleted');
      expect(renamed!.message).toContain('renamed to /manual');
    });

    it('renamed (git saw the rename): the links to its old path are new broken-links', () => {
      const { 'images/shot.png': img, ...rest } = base;
      const head = { ...rest, 'images/screenshot.png': img };
      const renames = [{ from: 'images/shot.png', to: 'images/screenshot.png' }];
      expect(newBroken(head, ['images/shot.png', 'images/screenshot.png'], renames)).toEqual([
        'index.mdx:3 images/shot.png',
        'index.mdx:5 images/shot.png',
      ]);
    });

    // hashiraio/garden-docs (walk 82): an image moved into images/diagrams/ was "deleted", and its fix said to
    // restore it or take it out, in place of the path where it went.
    it('moved (git saw the rename): says where it went, and keeps the fix that points the link there', () => {
      const { 'images/shot.png': img, ...rest } = base;
      const head = { ...rest, 'images/diagrams/shot.png': img };
      const found = compareSources(memorySource(base), memorySource(head), {
        changed: new Set(['images/shot.png', 'images/diagrams/shot.png']),
        links: 'changed',
        renames: [{ from: 'images/shot.png', to: 'images/diagrams/shot.png' }],
      }).findings.filter((f) => f.rule === 'broken-link');
      // Where git saw it go, pointing the link there is safe: what the page showed before (`fix` applies it).
      expect(found.map((f) => safeFix(f))).toEqual([true, true]);
      expect(found.map((f) => [f.message.split('. Readers')[1], f.fix?.message, f.fix?.edits?.[0]?.newText])).toEqual([
        [
          ' see a broken image in its place. This change moved images/shot.png to images/diagrams/shot.png.',
          'Did you mean "/images/diagrams/shot.png"? Written from the docs root, the path holds wherever the page moves.',
          '/images/diagrams/shot.png',
        ],
        [
          ' see a broken image in its place. This change moved images/shot.png to images/diagrams/shot.png.',
          'Did you mean "/images/diagrams/shot.png"? Written from the docs root, the path holds wherever the page moves.',
          '/images/diagrams/shot.png',
        ],
      ]);
    });

    // ChargilyDev/mintlify-docs (walk, stop 74): deleting the logo's files and the og:image passed in silence.
    it('deleted while docs.json names it (logo, favicon, og:image, navbar link): new broken-links in docs.json', () => {
      const frame = {
        ...base,
        'docs.json': docsJson(
          { pages: ['index', 'guide'] },
          {
            logo: { light: '/logo/light.svg', dark: 'logo/dark.svg' },
            favicon: '/favicon.svg',
            seo: { metatags: { 'og:image': '/images/og.png', 'og:title': '/not-a-path' } },
            navbar: {
              links: [
                { label: 'Guide', href: '/guide' },
                { label: 'Blog', href: 'https://example.com' },
              ],
            },
          },
        ),
        'logo/light.svg': 'SVG',
        'logo/dark.svg': 'SVG',
        'favicon.svg': 'SVG',
        'images/og.png': 'PNG',
      };
      const gone = ['logo/light.svg', 'logo/dark.svg', 'favicon.svg', 'images/og.png', 'guide.mdx'];
      const head = Object.fromEntries(Object.entries(frame).filter(([f]) => !gone.includes(f)));
      head['docs.json'] = frame['docs.json'].replace('"guide"', '"index"');
      const c = compareSources(memorySource(frame), memorySource(head), {
        changed: new Set(gone.filter((f) => f !== 'guide.mdx')),
        links: 'changed',
      });
      const found = c.findings.filter((f) => f.rule === 'broken-link' && f.status === 'new');
      expect(found.map((f) => `${f.file} ${f.rule === 'broken-link' && f.data.url}`)).toEqual([
        'docs.json /logo/light.svg',
        'docs.json logo/dark.svg',
        'docs.json /favicon.svg',
        'docs.json /images/og.png',
        'docs.json /guide',
      ]);
      expect(found[0]!.fix?.message).toBe('Restore logo/light.svg, or take the image out of docs.json.');
      // Each says what the file is and what readers meet without it.
      expect(found.slice(0, 4).map((f) => f.message.split(' is broken')[0])).toEqual([
        'The logo "/logo/light.svg"',
        'The logo "logo/dark.svg", which resolves to "/logo/dark.svg",',
        'The favicon "/favicon.svg"',
        'The "og:image" metatag\'s image "/images/og.png"',
      ]);
      expect(found[3]!.message).toContain('Link previews of the pages in chats and on social sites show no image.');
      expect(rules(run(head).findings, 'broken-link')[0]!.fix?.message).toBe(
        'Add the file "/logo/light.svg" to the docs folder, or write the path of one that exists.',
      );
      // check, on the head alone, says the same.
      expect(rules(run(head).findings, 'broken-link').map((f) => f.data.url)).toEqual([
        '/logo/light.svg',
        'logo/dark.svg',
        '/favicon.svg',
        '/images/og.png',
        '/guide',
      ]);
      // Unchanged, the base is clean.
      expect(rules(run(frame).findings, 'broken-link')).toEqual([]);
      // A file of its name left elsewhere (not seen moved: zo-sol/docs 95af69a2b6, fresh set 117) is still the fix.
      const elsewhere = { ...head, 'brand/light.svg': 'SVG, redrawn' };
      const kept = compareSources(memorySource(frame), memorySource(elsewhere), {
        changed: new Set([...gone.filter((f) => f !== 'guide.mdx'), 'brand/light.svg']),
        links: 'changed',
      }).findings.find((f) => f.rule === 'broken-link' && f.data.url === '/logo/light.svg');
      expect(kept?.message).toContain('This change deleted logo/light.svg.');
      expect(kept?.fix?.message).toMatch(/^Did you mean "\/brand\/light.svg"\?/);
      expect(kept?.fix?.edits).toHaveLength(1);
    });

    // pezzolabs/pezzo 426e10bc13 (fresh set 84): a dark-only site (the toggle hidden) has no light logo, and needs none.
    it('a logo of a colour mode the site never shows is not wanted', () => {
      const modeSite = (appearance: object): Record<string, string> => ({
        ...base,
        'docs.json': docsJson(
          { pages: ['index'] },
          { appearance, logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' }, favicon: '/favicon.svg' },
        ),
        'logo/dark.svg': 'SVG',
        'favicon.svg': 'SVG',
      });
      const urls = (appearance: object): string[] =>
        rules(run(modeSite(appearance)).findings, 'broken-link').map((f) => String(f.data.url));
      expect(urls({ default: 'dark', strict: true })).toEqual([]);
      // The toggle shown, or the system's mode followed: readers in light mode see the missing logo.
      expect(urls({ default: 'dark' })).toEqual(['/logo/light.svg']);
      expect(urls({ default: 'system', strict: true })).toEqual(['/logo/light.svg']);
      expect(urls({ default: 'light', strict: true })).toEqual(['/logo/light.svg']);
      // A mint.json site says it with modeToggle, which the builder upgrades so (walk 76, pezzolabs/pezzo).
      const mint = (modeToggle: object) => {
        const { 'docs.json': _docs, ...pages } = modeSite({});
        const mintJson = {
          name: 'X',
          favicon: '/favicon.svg',
          logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
          modeToggle,
          navigation: [{ group: 'Start', pages: ['index'] }],
        };
        const source = mintJsonAsDocs(memorySource({ ...pages, 'mint.json': JSON.stringify(mintJson) }))!;
        return rules(analyze(source, { links: 'all' }).findings, 'broken-link').map((f) => String(f.data.url));
      };
      expect(mint({ default: 'dark', isHidden: true })).toEqual([]);
      expect(mint({ default: 'dark' })).toEqual(['/logo/light.svg']);
    });

    // AgentlyHQ/aixyz (walk 75): its global anchor's "icon": "/icons/use-agently.svg", deleted, passed in silence.
    it('an icon given as a file, deleted: a new broken-link in docs.json; icon names and URLs are not files', () => {
      const iconed = {
        ...base,
        'docs.json': docsJson(
          {
            global: { anchors: [{ anchor: 'Agently', icon: '/icons/agently.svg', href: 'https://agently.example' }] },
            tabs: [
              {
                tab: 'Docs',
                icon: { name: 'icons/tab.png', style: 'solid' },
                groups: [{ group: 'G', icon: 'book-open', pages: ['index', 'guide'] }],
              },
              { tab: 'Blog', icon: 'https://cdn.example/blog.svg', href: 'https://blog.example' },
            ],
          },
          { navbar: { links: [{ label: 'Home', icon: './icons/home.svg', href: '/guide' }] } },
        ),
        'icons/agently.svg': 'SVG',
        'icons/tab.png': 'PNG',
        'icons/home.svg': 'SVG',
      };
      const gone = ['icons/agently.svg', 'icons/tab.png', 'icons/home.svg'];
      const head = Object.fromEntries(Object.entries(iconed).filter(([f]) => !gone.includes(f)));
      const c = compareSources(memorySource(iconed), memorySource(head), { changed: new Set(gone), links: 'changed' });
      const found = c.findings.filter((f) => f.rule === 'broken-link' && f.status === 'new');
      expect(found.map((f) => `${f.file} ${f.rule === 'broken-link' && f.data.url}`)).toEqual([
        'docs.json /icons/agently.svg',
        'docs.json icons/tab.png',
        'docs.json ./icons/home.svg',
      ]);
      expect(found[0]!.message).toBe(
        'The icon "/icons/agently.svg" is broken: no page, file or redirect answers at "/icons/agently.svg". Readers see a broken icon where it stands in the navigation. This change deleted icons/agently.svg.',
      );
      expect(found[0]!.fix?.message).toBe('Restore icons/agently.svg, or take the image out of docs.json.');
      // Unchanged, the base is clean: the icon names and the URL are not read as files.
      expect(rules(run(iconed).findings, 'broken-link')).toEqual([]);
    });

    it('the same site with only the PDF deleted: the image links stay quiet', () => {
      const { 'files/report.pdf': _pdf, ...head } = base;
      expect(newBroken(head, ['files/report.pdf'])).toEqual(['index.mdx:7 files/report.pdf']);
    });
  });

  describe('GitHub-flavoured Markdown and inline SVG, read as the site renders them', () => {
    const REAL = '\n\nSee the [real one](/nope-real).\n';
    const onlyReal = (body: string): void => {
      const found = broken(body + REAL);
      expect(found.map((f) => f.message)).toEqual([
        'Link "/nope-real" is broken: no page, file or redirect answers at "/nope-real". Readers who follow it get a 404.',
      ]);
      expect(found[0]).toMatchObject(posOf(body + REAL, '/nope-real'));
    };

    it('a footnote definition whose text is a link is a footnote, not a link definition', () => {
      onlyReal(
        'The SDK.[^1]\n\n[^1]: [modelcontextprotocol/python-sdk](https://github.com/modelcontextprotocol/python-sdk).',
      );
    });

    it('reads table cells as cells: a pipe ends the cell, so "[see | here](…)" is no link', () => {
      onlyReal('| a | b |\n| --- | --- |\n| [ok](/guides/setup) | [see | here](/nope-split) |');
    });

    it('reports a broken link inside a table cell at its place', () => {
      const body = '| a | b |\n| --- | --- |\n| [ok](/guides/setup) | [bad](/nope-cell) |\n';
      const f = one(run(site(body)).findings, 'broken-link');
      expect(f).toMatchObject(posOf(body, '/nope-cell'));
    });

    it('an autolink literal runs to the next space, so "](…)" written right after it is text', () => {
      onlyReal('Browse https://github.com/org/repo/tree/main/[docs](/nope-glued) online, or www.example.com.');
    });

    it('still reports a broken link inside ~~strikethrough~~', () => {
      const body = 'Old: ~~read [the old page](/nope-struck)~~.\n';
      expect(broken(body).map((f) => f.column)).toEqual([posOf(body, '/nope-struck').column]);
    });

    it('<use href> and xlink:href inside an inline <svg> are not page links', () => {
      onlyReal(
        [
          '<svg width="16" height="16">',
          '  <use href="assets/icons.svg#icon-anchor" />',
          '  <use xlink:href="/assets/icons.svg#icon-x" />',
          '  <image href="nope.png" />',
          '</svg>',
          '',
          'Inline: <svg><use href="/nope-inline.svg#i" /></svg> done.',
        ].join('\n'),
      );
    });

    it('still checks <a href> around an <svg> icon', () => {
      const body = '<a href="/nope-wrapped"><svg><use href="#icon" /></svg></a>\n';
      expect(broken(body).map((f) => f.column)).toEqual([posOf(body, '/nope-wrapped').column]);
    });
  });
});

describe('broken-link: reading pages again', () => {
  it("asks for the files whose broken links it confirms in the same batch as the fragments' target pages", () => {
    // On a source that reads pages back through git, each batch is a process: one, not two, before the checks.
    const files = {
      'docs.json': docsJson({ pages: ['index', 'a', 'b'] }),
      'index.mdx': '# Home\n\nSee [the install step](/b#install).\n',
      'a.mdx': '# A\n\nRead [the old page](/gone) first.\n',
      'b.mdx': '# B\n\nProse.\n',
    };
    const batches: string[][] = [];
    const source = { ...memorySource(files), prefetch: (paths: readonly string[]) => void batches.push([...paths]) };
    // No page's MDX syntax read: mdx-syntax, which runs first, asks for the pages it reads in batches of its own.
    const analysis = analyze(source, { links: 'all', syntax: new Set() });
    // The answers are those of a source that fetches nothing.
    const plain = analyze(memorySource(files), { links: 'all', syntax: new Set() });
    expect(analysis.findings).toEqual(plain.findings);
    expect(rules(analysis.findings, 'broken-link').map((f) => f.file)).toEqual(['a.mdx']);
    expect(rules(analysis.findings, 'broken-anchor').map((f) => f.data.fragment)).toEqual(['install']);
    expect(batches[0]?.sort()).toEqual(['a.mdx', 'b.mdx']);
  });
});

describe('pages written with CRLF line endings', () => {
  it('read as the same pages with LF: code in fences is code, imported pages, anchors and links as before', () => {
    const files: Record<string, string> = {
      'docs.json': docsJson({ pages: ['index', 'guide', 'helper'] }),
      'index.mdx': '# Home\n\nSee [the step](/guide#install-it) and [gone](/gone#x).\n',
      // Code that shows an import and a link: neither is the page's own.
      'guide.mdx': [
        '---',
        'title: Guide',
        '---',
        '',
        '## Install it',
        '',
        '```ts',
        'import { helper } from "./helper";',
        '[not a link](/nowhere)',
        '```',
        '',
        'Read [the helper](/helper) and [missing](/missing-page).',
        '',
      ].join('\n'),
      'helper.mdx': '# Helper\n',
    };
    const crlf = Object.fromEntries(
      Object.entries(files).map(([path, text]) => [path, path.endsWith('.mdx') ? text.replace(/\n/g, '\r\n') : text]),
    );
    const seen = (f: Record<string, string>) =>
      run(f, { links: 'all' }).findings.map(({ rule, file, line, column, message }) => ({
        rule,
        file,
        line,
        column,
        message,
      }));
    const lf = seen(files);
    expect(lf.map((f) => `${f.rule} ${f.file}:${f.line}`).sort()).toEqual([
      'broken-link guide.mdx:12',
      'broken-link index.mdx:3',
    ]);
    expect(seen(crlf)).toEqual(lf);
  });
});
