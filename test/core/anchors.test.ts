// The ids of a page as Mintlify's builder gives them (src/core/mdx/anchors.ts). Expected ids are those of the
// design note (../shared/design/anchors-redirects-pages.md §1.2–1.4, checked against the builder) or, where
// marked, derived by hand from @mintlify/common 1.0.1211's code for that case.
import { describe, it, expect } from '@jest/globals';
import librarySlugify from '@sindresorhus/slugify';
import { slugifyMany, headingIds } from '../../src/core/mdx/anchor-slugs.js';
import { pageAnchors, quoteReadingHeadingLine } from '../../src/core/mdx/anchors.js';
import {
  plainHeadingIds,
  plainAnchorIds,
  plainAnchors,
  plainIdsComplete,
  snippetPageAnchors,
} from '../../src/core/mdx/anchor-quick-look.js';
import { plainHeadingIdsByLine, plainIdsCompleteByLine } from './quick-look-reference.js';
import { preprocessCustomHeadingIds } from '../../src/core/mdx/anchor-source.js';
import { reduceSource } from '../../src/core/mdx/anchor-reduce.js';

function ids(text: string, options: Parameters<typeof pageAnchors>[1] = {}): string[] {
  const a = pageAnchors(text, options);
  if (!a.known) throw new Error(`unknown: ${a.reason}`);
  return a.anchors.map((x) => x.id);
}

describe('heading ids (design note §1.2 table)', () => {
  it.each([
    ['Setup & Install', 'setup-&-install'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ["What's new?", 'what’s-new'],
    ['Wait...', 'wait…'],
    ['Config.json options', 'config-json-options'],
    ['v1.2.3 release', 'v1-2-3-release'],
    ['C++ and C#', 'c++-and-c#'],
    ['Price: $5', 'price-$5'],
    ['x = y + 1', 'x-=-y-+-1'],
    ['Step 1: Install', 'step-1-install'],
    ['(Optional) Config', 'optional-config'],
    ['Hello   World', 'hello-world'],
    ['---dashes---', 'dashes'],
    ['Über café', 'über-café'],
    ['日本語', '日本語'],
    ['Launch 🚀 day', 'launch--day'],
  ])('%s → %s', (title, id) => {
    expect(headingIds([title])).toEqual([id]);
    // And as a heading of a page.
    expect(ids(`## ${title}\n`)).toEqual([id]);
  });

  it('repeats take -2, -3, not -1; "Overview 2" after three "Overview"s is overview-2-1', () => {
    expect(ids('## Overview\n\n## Overview\n\n## Overview\n\n## Overview 2\n')).toEqual([
      'overview',
      'overview-2',
      'overview-3',
      'overview-2-1',
    ]);
  });

  it('takes the text of emphasis, links and inline code; not images or expressions', () => {
    expect(ids('## **Bold** and [link](/x) text\n\n## `npm i` cmd\n\n## Logo ![a](/i.png) {1 + 1} end\n')).toEqual([
      'bold-and-link-text',
      'npm-i-cmd',
      'logo-end',
    ]);
  });

  it('reads a lone surrogate in a heading as U+FFFD, as a page read from disk holds it (no URIError)', () => {
    expect(ids('## a\ud800b\n\nc\udfff\n---\n')).toEqual(ids('## a\ufffdb\n\nc\ufffd\n---\n'));
    expect(ids('## a\ufffdb\n')).toEqual(['a\ufffdb']);
  });

  it('gives h5 and h6 no id', () => {
    expect(ids('##### Deep\n\n###### Deeper\n\n#### Four\n')).toEqual(['four']);
  });

  it('smart punctuation runs over the page: quotes in a heading after text', () => {
    expect(ids('Some "text" here.\n\n## The "quoted" word\n\n## It -- dash\n')).toEqual([
      'the-“quoted”-word',
      'it-—-dash',
    ]);
  });
});

describe('custom ids and JSX headings (§1.3)', () => {
  it('{#id} replaces the auto id, keeps case and is cleaned', () => {
    expect(ids('## Options {#cfg}\n\n## Config {#Config Options}\n\n## X {#a:b!}\n')).toEqual([
      'cfg',
      'Config-Options',
      'ab',
    ]);
  });

  it('custom and auto ids share one dedupe: Dup, Dup {#dup}, Dup → dup, dup-2, dup-2-2', () => {
    expect(ids('## Dup\n\n## Dup {#dup}\n\n## Dup\n')).toEqual(['dup', 'dup-2', 'dup-2-2']);
  });

  it('leaves {#id} in fences and comments alone and keeps lines', () => {
    const text = '```md\n## In code {#x}\n```\n{/* ## c {#y} */}\n## Real {#z}\n';
    expect(preprocessCustomHeadingIds(text).split('\n')).toHaveLength(text.split('\n').length);
    expect(ids(text)).toEqual(['z']);
  });

  it('<h2 id> keeps its id (case kept); <h2> without id gets an auto id; noAnchor keeps it', () => {
    expect(ids('<h2 id="My-X">Y</h2>\n\n<h3>Plain JSX</h3>\n\n<h2 id="n" noAnchor>Z</h2>\n')).toEqual([
      'My-X',
      'plain-jsx',
      'n',
    ]);
  });

  it('mode: custom and frame pages, and API pages, are unknown', () => {
    expect(pageAnchors('---\nmode: custom\n---\n## A\n')).toEqual({ known: false, reason: 'mode' });
    expect(pageAnchors('---\nmode: "frame"\n---\n## A\n')).toEqual({ known: false, reason: 'mode' });
    expect(pageAnchors('---\nopenapi: GET /users\n---\n')).toEqual({ known: false, reason: 'api' });
    expect(pageAnchors('---\nmode: wide\n---\n## A\n').known).toBe(true);
  });

  it('a page that is not valid MDX is unknown (the builder fails on it)', () => {
    expect(pageAnchors('## A\n\n<Note>\n').known).toBe(false);
  });

  it('substitutes docs.json variables before slugging', () => {
    expect(ids('## Install {{product}}\n', { variables: { product: 'Acme CLI' } })).toEqual(['install-acme-cli']);
  });

  it('headings in Accordion/Expandable are ids outside the dedupe; headings in Tab are in it', () => {
    // The Accordion's heading keeps the counter's slug (intro-2) and does not take part in the dedupe.
    const text =
      '## Intro\n\n<Accordion title="A">\n## Intro\n</Accordion>\n\n<Tabs>\n<Tab title="T">\n## Intro\n</Tab>\n</Tabs>\n';
    expect(ids(text)).toEqual(['intro', 'a', 'intro-2', 't', 'intro-3']);
  });
});

describe('component ids (§1.4)', () => {
  it('ParamField and ResponseField: param-<name>, decamelized, one counter, an explicit id wins', () => {
    const text = [
      '<ParamField path="user_id" type="string">x</ParamField>',
      '<ParamField query="userName">x</ParamField>',
      '<ParamField body="page[size]">x</ParamField>',
      '<ResponseField name="data.items">x</ResponseField>',
      '<ParamField path="user_id">again</ParamField>',
      '<ResponseField name="user_id">third</ResponseField>',
      '<ParamField header="X" id="custom-param">x</ParamField>',
    ].join('\n\n');
    expect(ids(text)).toEqual([
      'param-user-id',
      'param-user-name',
      'param-page-size',
      'param-data-items',
      'param-user-id-1',
      'param-user-id-2',
      'custom-param',
    ]);
  });

  it('Accordion: raw id, else the transliterated title slug with -1, -2; one-line JSX counts', () => {
    const text = [
      '<Accordion title="Installation steps">a</Accordion>',
      '<Accordion title="Installation steps">b</Accordion>',
      '<Accordion title="Custom" id="install">c</Accordion>',
      '<Accordion title="Café Über 日本">d</Accordion>',
      '<Accordion title="One liner">x</Accordion>',
      '<Accordion title="Step: two">x</Accordion>',
    ].join('\n\n');
    expect(ids(text)).toEqual([
      'installation-steps',
      'installation-steps-1',
      'install',
      'cafe-ueber',
      'one-liner',
      'step-two',
    ]);
  });

  it('Tab: id, else the heading slug of the title (not cleaned), own counter', () => {
    const text =
      '<Tabs>\n<Tab title="Node.js">a</Tab>\n<Tab title="Café">b</Tab>\n<Tab title="Tab: A/B">c</Tab>\n<Tab title="Node.js">d</Tab>\n<Tab title="X" id="mine">e</Tab>\n</Tabs>\n';
    expect(ids(text)).toEqual(['node-js', 'caf%C3%A9', 'tab%3A-a%2Fb', 'node-js-2', 'mine']);
  });

  it('View: from the title like Accordion', () => {
    expect(ids('<View title="Python SDK">a</View>\n\n<View title="Python SDK">b</View>\n')).toEqual([
      'python-sdk',
      'python-sdk-1',
    ]);
  });

  it('Step: only with titleSize h2/h3 (own or from Steps), no noAnchor; or an explicit id', () => {
    const text = [
      '<Steps>',
      '<Step title="Big step" titleSize="h2">a</Step>',
      '<Step title="Plain step">b</Step>',
      '<Step title="H4 step" titleSize="h4">c</Step>',
      '<Step title="Hidden" titleSize="h3" noAnchor>d</Step>',
      '<Step title="With id" id="my:step">e</Step>',
      '</Steps>',
      '',
      '<Steps titleSize="h3">',
      '<Step title="Inherited">f</Step>',
      '</Steps>',
    ].join('\n');
    expect(ids(text)).toEqual(['big-step', 'mystep', 'inherited']);
  });

  it('Update: the label slug, in the page dedupe; id overrides', () => {
    expect(
      ids(
        '## v1.2.0\n\n<Update label="2024-01-15">a</Update>\n\n<Update label="v1.2.0">b</Update>\n\n<Update label="x" id="rel">c</Update>\n',
      ),
    ).toEqual(['v1-2-0', '2024-01-15', 'v1-2-0-2', 'rel']);
  });

  it('raw elements keep their id; Card, Note and the like drop it; <a name> is a target', () => {
    expect(
      ids(
        '<div id="Raw_Id">a</div>\n\n<span id="s">b</span>\n\n<Card title="c" id="card-anchor">c</Card>\n\n<Note id="n">d</Note>\n\n<a name="legacy"></a>\n',
      ),
    ).toEqual(['Raw_Id', 's', 'legacy']);
  });
});

describe('imported snippets (§1.1)', () => {
  const snippets: Record<string, string> = {
    'snippets/shared.mdx': '## Shared heading\n\n## Overview\n',
    'snippets/nested.mdx': 'import Shared from "/snippets/shared.mdx";\n\n## Nested\n\n<Shared />\n',
  };
  const readImport = (source: string): { path: string; text: string } | undefined => {
    const path = source.replace(/^\//, '');
    return snippets[path] === undefined ? undefined : { path, text: snippets[path] };
  };

  it('inlines the snippet where it is rendered, sharing the page counter', () => {
    const page = 'import Shared from "/snippets/shared.mdx";\n\n## Overview\n\n<Shared />\n';
    const got = pageAnchors(page, { readImport });
    expect(got.known && got.anchors).toEqual([
      { id: 'overview', kind: 'heading', line: 3 },
      { id: 'shared-heading', kind: 'heading', line: 1, snippet: 'snippets/shared.mdx' },
      { id: 'overview-2', kind: 'heading', line: 3, snippet: 'snippets/shared.mdx' },
    ]);
  });

  it("gives a snippet's ids the innermost snippet's file and its lines (frontmatter counted)", () => {
    const withFrontmatter = (source: string) => {
      const read = readImport(source);
      return read && { ...read, text: `---\ntitle: x\n---\n\n${read.text}` };
    };
    const got = pageAnchors('import Nested from "/snippets/nested.mdx";\n\n<Nested />\n', {
      readImport: withFrontmatter,
    });
    expect(got.known && got.anchors).toEqual([
      { id: 'nested', kind: 'heading', line: 7, snippet: 'snippets/nested.mdx' },
      { id: 'shared-heading', kind: 'heading', line: 5, snippet: 'snippets/shared.mdx' },
      { id: 'overview', kind: 'heading', line: 7, snippet: 'snippets/shared.mdx' },
    ]);
  });

  it('follows snippets that import snippets; an import never rendered adds nothing', () => {
    expect(ids('import Nested from "/snippets/nested.mdx";\n\n<Nested />\n', { readImport })).toEqual([
      'nested',
      'shared-heading',
      'overview',
    ]);
    expect(ids('import Shared from "/snippets/shared.mdx";\n\n## Only\n', { readImport })).toEqual(['only']);
  });
});

describe('snippetPageAnchors (the quick look with the snippets a page renders)', () => {
  const files: Record<string, string> = {
    'snippets/setup.mdx': '---\ntitle: Setup\n---\n\n## Setup\n\nRun it in {framework}.\n\n### Check\n',
    'snippets/plain.mdx': 'Prose, no heading.\n',
    'snippets/accordion.mdx':
      '<Accordion title="A">\nx\n</Accordion>\n\n<Tabs>\n<Tab title="One">\nx\n</Tab>\n</Tabs>\n',
    'snippets/accordion-id.mdx': '<Accordion title="A" id="a">\nx\n</Accordion>\n',
    'snippets/imports.mdx': 'import Plain from "/snippets/plain.mdx";\n\n## Inner\n\n<Plain />\n',
    'snippets/names-setup.mdx': '## Names\n\n<Setup />\n',
    'snippets/old.md': '## Old\n',
  };
  const readImport = (source: string): { path: string; text: string } | undefined => {
    const path = source.replace(/^\//, '');
    return files[path] === undefined ? undefined : { path, text: files[path] };
  };
  const page = (imports: string[], ...lines: string[]) =>
    ['---', 'title: Page', '---', '', ...imports, '', '# Page', '', ...lines].join('\n');
  const SETUP = 'import Setup from "/snippets/setup.mdx";';
  const PLAIN = 'import Plain from "/snippets/plain.mdx";';

  it('tells a page with its snippets where they render: one counter and one dedupe with its own headings', () => {
    const text = page(
      [SETUP, PLAIN],
      '## Setup',
      '',
      '<Setup framework="Remix" />',
      '',
      '<Tabs>',
      '<Tab title="One">',
      '  <Setup/>',
      '  <Plain />',
      '</Tab>',
      '</Tabs>',
      '',
      '## Check',
    );
    expect(plainIdsComplete(text)).toBe(false);
    const quick = snippetPageAnchors(text, readImport);
    const parsed = pageAnchors(text, { readImport });
    expect(parsed.known && parsed.anchors).toEqual(quick);
    // Page order; a snippet's headings with its own lines (frontmatter counted) and file, each time it renders.
    expect(quick?.map((a) => `${a.id}:${a.line}${a.snippet ? `@${a.snippet}` : ''}`)).toEqual([
      'page:8',
      'setup:10',
      'setup-2:5@snippets/setup.mdx',
      'check:9@snippets/setup.mdx',
      'one:15',
      'setup-3:5@snippets/setup.mdx',
      'check-2:9@snippets/setup.mdx',
      'check-3:21',
    ]);
  });

  it("counts a snippet's Accordions and Tabs with the page's, each kind over the page as rendered", () => {
    const ACC = 'import Acc from "/snippets/accordion.mdx";';
    const text = page(
      [ACC],
      '<Accordion title="A">',
      'x',
      '</Accordion>',
      '',
      '<Acc />',
      '',
      '<Tabs>',
      '<Tab title="One">',
      'y',
      '</Tab>',
      '</Tabs>',
    );
    const quick = snippetPageAnchors(text, readImport);
    const parsed = pageAnchors(text, { readImport });
    expect(parsed.known && parsed.anchors).toEqual(quick);
    expect(quick?.map((a) => `${a.kind}:${a.id}:${a.line}${a.snippet ? `@${a.snippet}` : ''}`)).toEqual([
      'heading:page:7',
      'accordion:a:9',
      'accordion:a-1:1@snippets/accordion.mdx',
      'tab:one:6@snippets/accordion.mdx',
      'tab:one-2:16',
    ]);
  });

  it('leaves a page to the parser when an import runs into the next line (which the builder reads as code)', () => {
    const text = [SETUP, '## Next', '', '<Setup />'].join('\n');
    expect(snippetPageAnchors(text, readImport)).toBeUndefined();
    expect(pageAnchors(text, { readImport })).toEqual({ known: false, reason: 'invalid-mdx' });
  });

  it.each<[string, string[], string[]]>([
    ['a use in a paragraph', [SETUP], ['Some text', '<Setup />']],
    ['a use inside a line', [SETUP], ['See <Setup /> here.']],
    ['a use in code', [SETUP], ['<Setup />', '', '```mdx', '<Setup />', '```']],
    ['a use with an expression', [SETUP], ['<Setup framework={name} />']],
    ['a snippet with an Accordion with an id', ['import Acc from "/snippets/accordion-id.mdx";'], ['<Acc />']],
    ['a snippet that imports', ['import Imp from "/snippets/imports.mdx";'], ['<Imp />']],
    ['a snippet that names an import of the page', [SETUP, 'import N from "/snippets/names-setup.mdx";'], ['<N />']],
    ['a snippet that is not there', ['import Gone from "/snippets/gone.mdx";'], ['<Gone />']],
    ['a .md snippet', ['import Old from "/snippets/old.md";'], ['<Old />']],
    ['a named import', ['import { Setup } from "/snippets/setup.mdx";'], ['<Setup />']],
    ['an import after the first lines', [], ['Text', '', SETUP, '', '<Setup />']],
    [
      'repeated slugs and an Accordion',
      [SETUP],
      ['## Setup', '', '<Setup />', '', '<Accordion title="A">', 'x', '</Accordion>'],
    ],
  ])('refuses a page with %s', (_what, imports, lines) => {
    const text = page(imports, ...lines);
    expect(snippetPageAnchors(text, readImport)).toBeUndefined();
    // What the quick look holds before that is the page's.
    const parsed = pageAnchors(text, { readImport });
    for (const id of plainHeadingIds(text)) expect(parsed.known && parsed.ids.has(id)).toBe(true);
  });
});

// Small excerpts of real pages of the corpus (../shared/corpus, see manifest.tsv), copied here so they run
// without it. Expected ids follow the design note's rules, derived by hand.
describe('ids of real pages', () => {
  it('a custom id among headings (mintlify/docs guides/linking.mdx)', () => {
    const text =
      '## Anchor links\n\n### Custom anchor IDs\n\nOverride the auto-generated anchor for any heading by appending `{#custom-id}` to the header text:\n\n## Configuration options {#config}\n\n## Deep links\n';
    expect(ids(text)).toEqual(['anchor-links', 'custom-anchor-ids', 'config', 'deep-links']);
  });

  it('a heading with a dotted name (mintlify/docs optimize/seo.mdx)', () => {
    expect(ids('### Custom sitemaps and robots.txt files\n')).toEqual(['custom-sitemaps-and-robots-txt-files']);
  });

  it('an em dash stays in the id (formbricks surveys/website-app-surveys/survey-display-logic.mdx)', () => {
    expect(ids('## Level 4 — Interaction-based Segments\n')).toEqual(['level-4-—-interaction-based-segments']);
  });

  it('a question mark is cleaned away (formbricks self-hosting/advanced/license.mdx)', () => {
    expect(ids('## What features are free?\n')).toEqual(['what-features-are-free']);
  });

  it('code in a heading with a comma (langwatch integration/python/reference.mdx)', () => {
    expect(ids('### `@langwatch.trace()`, `langwatch.trace()`\n')).toEqual(['@langwatch-trace--langwatch-trace']);
  });

  it('an Update label with a comma (formalco changelog/api.mdx)', () => {
    expect(
      ids('<Update label="February 24, 2025" tags={["New Features", "Improvements"]}>\n\n**New**\n\n</Update>\n'),
    ).toEqual(['february-24-2025']);
  });

  it('Steps with titleSize h2 (unkey platform/apis/features/authorization/example.mdx)', () => {
    const text =
      '<Steps>\n<Step titleSize="h2" title="Creating permissions">\nx\n</Step>\n<Step titleSize="h2" title="Creating roles">\ny\n</Step>\n</Steps>\n';
    expect(ids(text)).toEqual(['creating-permissions', 'creating-roles']);
  });

  it('a Step without titleSize gives none (0xsequence solutions/builder/getting-started.mdx)', () => {
    expect(
      ids('<Steps>\n<Step title="Claim an API Access Key">\n\nFinally, claim a key.\n</Step>\n</Steps>\n'),
    ).toEqual([]);
  });

  it('Tabs with a slash and parentheses keep the encoded slash (supermemory integrations/claude-code.mdx)', () => {
    const text =
      '<Tabs>\n  <Tab title="macOS / Linux (zsh)">\n    a\n  </Tab>\n  <Tab title="macOS / Linux (bash)">\n    b\n  </Tab>\n</Tabs>\n';
    expect(ids(text)).toEqual(['macos-%2F-linux-zsh', 'macos-%2F-linux-bash']);
  });

  it('an Accordion title with a colon and an apostrophe (formbricks platform/mcp/setup.mdx)', () => {
    const text =
      '<AccordionGroup>\n  <Accordion title="Self-hosted: the browser can\'t complete sign-in / redirects fail">\n    OAuth discovery.\n  </Accordion>\n</AccordionGroup>\n';
    expect(ids(text)).toEqual(['self-hosted-the-browser-cant-complete-sign-in-redirects-fail']);
  });

  it('ParamFields with snake_case and "=" names (polar integrate/oauth2/connect.mdx)', () => {
    const text =
      '<ParamField path="response_type=code" type="string" required>\n  x\n</ParamField>\n\n<ParamField path="client_id" type="string" required>\n  y\n</ParamField>\n';
    expect(ids(text)).toEqual(['param-response-type-code', 'param-client-id']);
  });

  it('nested ResponseFields with camelCase names (unkey platform/gateway/principal/overview.mdx)', () => {
    const text =
      '<ResponseField name="identity" type="object">\n  <Expandable>\n    <ResponseField name="identity.externalId" type="string" required>\n      a\n    </ResponseField>\n  </Expandable>\n</ResponseField>\n';
    expect(ids(text)).toEqual(['param-identity', 'param-identity-external-id']);
  });

  it('a raw element id in JSX (0xsequence home.mdx); an h5 gets none (0xsequence webhook-listener.mdx)', () => {
    expect(
      ids('<button\n  type="button"\n  id="home-search-entry"\n>\nSearch\n</button>\n\n##### event (object)\n'),
    ).toEqual(['home-search-entry']);
  });
});

describe('slugifyMany (the titles of a page transliterated in one call)', () => {
  it('a mark at the start of a text composes with nothing before it (the line break between them)', () => {
    const texts = ['Zurich A', '\u0308rger'];
    // Written together, A and the mark make an Ä, which transliterates as "Ae".
    expect(librarySlugify('Zurich A\u0308rger')).toBe('zurich-aerger');
    expect(slugifyMany(texts, {})).toEqual(['zurich-a', 'rger']);
    expect(texts.map((t) => librarySlugify(t))).toEqual(['zurich-a', 'rger']);
  });
});

describe('plainIdsComplete (when the quick look holds every id)', () => {
  const page = (...lines: string[]) => ['---', 'title: Page', '---', '# Page', '', ...lines].join('\n');
  /** Asserts the quick look holds every id of the page, the parser's: its ids, sorted. */
  const toldAlike = (text: string): string[] => {
    expect(plainIdsComplete(text)).toBe(true);
    const parsed = pageAnchors(text);
    expect(parsed.known && [...parsed.ids].sort()).toEqual([...plainAnchorIds(text)].sort());
    expect(parsed.known && parsed.anchors).toEqual(plainAnchors(text));
    return [...plainAnchorIds(text)].sort();
  };
  it('accepts pages of plain headings, prose, fences, cards and simple attribute values', () => {
    const text = page(
      '## Install',
      'Prose with a [link](/x), `code {braces}` and *emphasis*.',
      '',
      '---',
      '',
      '<CardGroup cols={2}>',
      '  <Card title="Go" href="/go">Read</Card>',
      '</CardGroup>',
      '```bash',
      '# a shell comment, no heading',
      'import x from "y"',
      '```',
      '##### Deep (an h5 has no id)',
      '## Configure',
    );
    expect(toldAlike(text)).toEqual(['configure', 'install', 'page']);
  });

  it.each([
    ['a component that makes ids', '<Tab title="Python">x</Tab>'],
    ['a Step with a title size', '<Step title="One" titleSize="h2">x</Step>'],
    ['Steps with a title size', '<Steps titleSize="h3">\n<Step title="One">x</Step>\n</Steps>'],
    [
      'a Step whose title size is on a line of its own',
      '<Steps>\n<Step\n  title="One"\n  titleSize="h2"\n>\nx\n</Step>\n</Steps>',
    ],
    ['a Step with an id', '<Steps>\n<Step title="One" id="one">x</Step>\n</Steps>'],
    ['an element with an id', '<span id="here" />'],
    ['a div with an id and more', '<div id="here" className="x">'],
    ['<a name>', '<a name="here" />'],
    ['a custom id', '## Install {#setup}'],
    ['a snippet', 'import S from "/snippets/s.mdx";'],
    ['a variable', '## {{product}} setup'],
    ['a comment over lines', '{/* a\n## Hidden */}'],
    ['a comment and more', '{/* a */} {x}'],
    ['two comments', '{/* a */}{/* b */}'],
    ['a comment before a setext underline', 'Text\n{/* a */}\n---'],
    ['an HTML comment', '<!-- note -->'],
    ['an expression (may be invalid MDX)', 'Ten {,} thousand'],
    ['a heading in a list item', '- ## Listed'],
    ['a heading in a quote', '> ## Quoted'],
    ['a heading indented four spaces', '    ## Indented'],
    ['a heading the quick look cannot read', "## 'Quoted' news"],
    ['a setext heading', 'Title\n-----'],
    ['a fence never closed', '```\n## x'],
    ['a backtick in a fence info string', '```a`b\n## x'],
  ])('refuses a page with %s', (_what, line) => {
    expect(plainIdsComplete(page('## Install', '', line, '', '## After'))).toBe(false);
  });

  it('accepts headings whose slugs repeat, numbered in page order as the site numbers them', () => {
    const text = page(
      '## Setup',
      '### Example',
      '## Setup',
      '### Example',
      '## Setup',
      '## Setup 2',
      '## What?',
      '## What',
    );
    expect(toldAlike(text)).toEqual([
      'example',
      'example-2',
      'page',
      'setup',
      'setup-2',
      'setup-2-1',
      'setup-3',
      'what',
      'what-2',
    ]);
    // Before it knows the page is whole, the quick look holds only the slugs that do not repeat (`setup-2` is that
    // of "Setup 2", and an id of the page, though another heading's).
    expect([...plainHeadingIds(text)].sort()).toEqual(['page', 'setup-2']);
  });

  it('leaves repeated slugs to the parser on a page with a component whose headings stay out of the contents', () => {
    // Inside an Accordion a heading's id is not deduplicated: here the parser gives `setup-2` twice.
    const text = page('## Setup 2', '## Setup', '<Accordion title="More">', '## Setup', '</Accordion>');
    const parsed = pageAnchors(text);
    expect(parsed.known && parsed.anchors.map((a) => a.id)).toEqual(['page', 'setup-2', 'setup', 'more', 'setup-2']);
    expect(plainIdsComplete(text)).toBe(false);
    expect(plainIdsComplete(page('## Setup', '## Setup', '<Expandable title="x">', 'y', '</Expandable>'))).toBe(false);
    // Without repeats the quick look reads such a page as before.
    expect(toldAlike(page('## Setup', '<Accordion title="More">', '## Other', '</Accordion>'))).toEqual([
      'more',
      'other',
      'page',
      'setup',
    ]);
  });

  it('accepts Tabs whose tags sit on lines of their own, with plain titles: each Tab makes the id of its title', () => {
    const text = page(
      '<Tabs>',
      '  <Tab title="Python">',
      '  ## Install',
      '    Run `pip install x`.',
      '  </Tab>',
      '  <Tab title="Node.js" icon="node">',
      '    Run `npm i x`.',
      '  </Tab>',
      '</Tabs>',
      '## Later',
      '<Tabs>',
      '<Tab title="Python">',
      'Again.',
      '</Tab>',
      '<Tab title="Python 2">',
      'Older.',
      '</Tab>',
      '</Tabs>',
    );
    expect(toldAlike(text)).toEqual(['install', 'later', 'node-js', 'page', 'python', 'python-2', 'python-2-2']);
    // Before it knows the page is whole, the quick look holds the Tabs' ids too (it read every Tab).
    expect(plainHeadingIds(text).has('python-2-2')).toBe(true);
  });

  it('accepts parameter fields whose opening tags sit on lines of their own, without an id: param-<name>', () => {
    const text = page(
      '<ParamField path="projectId" type="string" required>',
      '  The project.',
      '</ParamField>',
      '<ParamField query="limit" path="ignored" type="number" default={10} />',
      '<ParamField path="projectId" type="string">',
      '  Again (a repeat takes a count).',
      '</ParamField>',
      '<ResponseField name="data" type="object">',
      '  ## Inside',
      '</ResponseField>',
    );
    expect(toldAlike(text)).toEqual([
      'inside',
      'page',
      'param-data',
      'param-limit',
      'param-project-id',
      'param-project-id-1',
    ]);
  });

  it('accepts MDX comments each on a line of its own (a style linter switched off and on)', () => {
    const text = page(
      '{/* vale Vale.Terms = NO */}',
      '- `*.example.com`: all subdomains',
      '{/* vale Vale.Terms = YES */}',
      '',
      '## Next',
    );
    expect(toldAlike(text)).toEqual(['next', 'page']);
  });

  it('accepts Steps without a title size, which make no id (headings in a Step make theirs)', () => {
    const text = page(
      '<Steps>',
      '  <Step title="Install the CLI">',
      '    Run `npm i -g mint`.',
      '  </Step>',
      '  <Step title="Preview">',
      '',
      '## Start the preview',
      '',
      '  </Step>',
      '</Steps>',
      '## After',
    );
    expect(toldAlike(text)).toEqual(['after', 'page', 'start-the-preview']);
    const parsed = pageAnchors(text);
    expect(parsed.known && parsed.anchors).toEqual(plainAnchors(text));
  });

  it("accepts a translated page's `<div id>` lines, whose ids the quick look holds", () => {
    const text = page('<div id="install">', '  ## Instalar', '</div>', '', '<div id="configure" />', '## Configurar');
    expect(toldAlike(text)).toEqual(['configurar', 'configure', 'instalar', 'install', 'page']);
    // Past the length the quick look reads, the id would be missing: the parser decides.
    expect(plainIdsComplete(page(`<div id="${'x'.repeat(300)}">`, '</div>'))).toBe(false);
  });

  it('accepts `<a id>` lines a page keeps for links to sections it no longer has, as the parser reads them', () => {
    const text = page('## Backend', '', '<a id="chat-createsession" />', '<a id="raw-task" />', '', '## After');
    expect(toldAlike(text)).toEqual(['after', 'backend', 'chat-createsession', 'page', 'raw-task']);
    const parsed = pageAnchors(text);
    expect(parsed.known && parsed.anchors).toEqual(plainAnchors(text));
  });

  it('accepts headings in other scripts and with ?, !, =, @ or an underscore inside a word', () => {
    const text = page(
      '## ¿Qué es la API?',
      '## Déploiement rapide',
      '## 快速开始',
      '## Done!',
      '## Set max_retries = 3',
      '## Mail support@example.com',
      '## Level 4 — interaction',
    );
    const ids = toldAlike(text);
    expect(ids).toContain('¿qué-es-la-api');
    expect(ids).toContain('set-max_retries-=-3');
    // Emphasis by underscores, and an image's alt text (no text in the title), are the parser's to read.
    for (const heading of ['## _Emphasis_ here', '## Logo ![logo](/logo.png)', '## snake_ case'])
      expect(plainIdsComplete(page(heading))).toBe(false);
  });

  it("accepts Accordions titled in plain text, and markup written as code in a list item or a paragraph's first line", () => {
    const text = page(
      "## Sélecteurs d'ID",
      '',
      '<AccordionGroup>',
      '  <Accordion title="Page layout" icon="table">',
      '    - `#page-title`: the `<h1>` at the top, `[data-component-name="x"]` its frame.',
      '  </Accordion>',
      '  <Accordion title="Page layout">',
      '    Again.',
      '  </Accordion>',
      '  <Accordion title="页面布局">',
      '    Chinese titles keep no character in the slug: no id.',
      '  </Accordion>',
      '</AccordionGroup>',
      '',
      'The `<Steps>` component and `id="x"`.',
    );
    expect(toldAlike(text)).toEqual(['page', 'page-layout', 'page-layout-1', 'sélecteurs-d’id']);
    const parsed = pageAnchors(text);
    // Its anchors as the parser gives them, without parsing (the anchor-removed check reads their lines and kinds).
    expect(parsed.known && parsed.anchors).toEqual(plainAnchors(text));
    expect(plainAnchors(text).map((a) => `${a.kind}:${a.id}:${a.line}`)).toEqual([
      'heading:page:4',
      'heading:sélecteurs-d’id:6',
      'accordion:page-layout:9',
      'accordion:page-layout-1:12',
    ]);
  });

  it.each([
    ['an Accordion with an id', '<Accordion title="A" id="a">\nx\n</Accordion>'],
    ['an Accordion whose title renders Markdown', '<Accordion title="**A**">\nx\n</Accordion>'],
    ['an Accordion on a line with more', 'See <Accordion title="A">x</Accordion>'],
    ['an Accordion in code as well', '<Accordion title="A">\nx\n</Accordion>\n\n```\n<Accordion title="B">\n```'],
    // The span opened on the line before closes at the first backtick: the element is markup, with an id.
    ['a code span opened on the line before', 'Text `a\n`<span id="y" />` here'],
    ['markup as code beside a tag', '- `<h1>` and <b>bold</b>'],
    ['an escaped backtick', '- \\`<Tab title="x" />` here'],
    ['a Tab with an id', '<Tabs>\n<Tab title="A" id="a">\nx\n</Tab>\n</Tabs>'],
    ['a Tab and its content on one line', '<Tabs>\n<Tab title="A">x</Tab>\n</Tabs>'],
    ['a Tab whose title renders Markdown', '<Tabs>\n<Tab title="*A*">\nx\n</Tab>\n</Tabs>'],
    ['a Tab shown in code too', '<Tabs>\n<Tab title="A">\nx\n</Tab>\n</Tabs>\n```mdx\n<Tab title="B">\n```'],
    ['a field with an id', '<ParamField path="a" id="x">\nx\n</ParamField>'],
    ['a field named by an expression', '<ParamField path={"a"} type="string">\nx\n</ParamField>'],
    ['a field whose tag spans lines', '<ParamField\n  path="a"\n>\nx\n</ParamField>'],
    ['a field shown in code too', '<ParamField path="a" />\n```mdx\n<ParamField path="b" />\n```'],
  ])('refuses a page with %s', (_what, lines) => {
    const text = page('## Install', '', lines, '', '## After');
    expect(plainIdsComplete(text)).toBe(false);
    expect(plainIdsCompleteByLine(text)).toBe(false);
    // What the quick look still holds is the page's.
    const parsed = pageAnchors(text);
    for (const id of plainHeadingIds(text)) expect(parsed.known && parsed.ids.has(id)).toBe(true);
  });

  it("leaves a page's Accordions to the parser when it imports a snippet (whose Accordions count with its own)", () => {
    const text = ['import S from "/snippets/s.mdx";', '', '<Accordion title="A">', 'x', '</Accordion>'].join('\n');
    expect([...plainHeadingIds(text)]).toEqual([]);
    expect(plainIdsComplete(text)).toBe(false);
  });

  it('refuses pages whose ids depend on frontmatter', () => {
    expect(plainIdsComplete('---\nmode: custom\n---\n# Page\n')).toBe(false);
    expect(plainIdsComplete('---\nopenapi: GET /x\n---\n# Page\n')).toBe(false);
  });
});

describe('plainHeadingIds (the quick look before parsing)', () => {
  it('reads plain headings, code spans, strong text and links; leaves the rest to the parser', () => {
    const text = [
      '---',
      '# not: a heading',
      '---',
      '## Plain heading',
      '## The `maxAttempts` option',
      '## **Bold** and [link](/x) text',
      '```md',
      '## In a fence',
      '```',
      "## What's new",
      '## Say "hi"',
      '## Dup',
      '## Dup',
      '##### Deep',
      '{/* ## Commented */}',
      '## Setup & Install',
    ].join('\n');
    expect([...plainHeadingIds(text)]).toEqual([
      'plain-heading',
      'the-maxattempts-option',
      'bold-and-link-text',
      'what’s-new',
      'setup-&-install',
    ]);
    // Never an id the page does not have.
    const all = pageAnchors(text);
    for (const id of plainHeadingIds(text)) expect(all.known && all.ids.has(id)).toBe(true);
  });

  it('walks lines by offsets exactly as reading each line in turn does', () => {
    const cases = [
      // Comments opened and closed on other lines, fences inside them, code spans that hide a `{/*`.
      ['## One', '{/* start', '```', '## In comment', '*/}', '## Two', '`{/*` ## Three', '## Four'],
      ['<!-- ## hidden -->', '## Shown', '   ## Indented three', '    ## Indented four', '\t## Tab'],
      // Indents trimStart removes but an ATX heading does not allow; CRLF lines; a fence closed by a longer one.
      ['\u00a0## Nbsp', '## Crlf\r', '~~~~', '## Fenced', '~~~~~', '## After', '#### Four', '##### Five'],
      ['## ' + 'Long '.repeat(70), '## Repeat', '## Repeat', '## repeat', '## Once', ''],
      ['\ufeff---', 'title: x', '---', '## Body', '```', 'never closed', '## In open fence'],
      // A `\r` last in the text ends its line too, as the parser reads it.
      ['## One', '', '## Last\r'],
    ].map((lines) => lines.join('\n'));
    for (const text of cases) {
      expect([...plainHeadingIds(text)]).toEqual([...plainHeadingIdsByLine(text)]);
      expect(plainHeadingIds(text).size).toBeGreaterThan(0);
    }
    expect([...plainHeadingIds(cases[0]!)]).toEqual(['one', 'two', 'four']);
    expect([...plainHeadingIds(cases[1]!)]).toEqual(['shown', 'indented-three']);
    // A CRLF line is read without its `\r`, as the parser reads it.
    expect([...plainHeadingIds(cases[2]!)]).toEqual(['crlf', 'after', 'four']);
    expect(pageAnchors(cases[2]!)).toMatchObject({ known: true, ids: new Set(['crlf', 'after', 'four']) });
    expect([...plainHeadingIds(cases[3]!)]).toEqual(['once']);
    expect([...plainHeadingIds(cases[5]!)]).toEqual(['one', 'last']);
    expect(pageAnchors(cases[5]!)).toMatchObject({ known: true, ids: new Set(['one', 'last']) });
  });

  it("reads the ids of `<div id>` lines (a translated page's), outside code and comments, on a page that exports nothing", () => {
    const text = [
      '# Guide',
      '<div id="install">',
      '  ## Instalar',
      '</div>',
      '  <div id="configure" />',
      '<div id="with-class" className="x">',
      '</div>',
      '```mdx',
      '<div id="in-a-fence">',
      '```',
      '{/* <div id="in-a-comment"> */}',
      '<div id="{{variable}}">',
      '</div>',
    ].join('\n');
    expect([...plainHeadingIds(text)]).toEqual(['guide', 'instalar', 'install', 'configure']);
    expect([...plainHeadingIdsByLine(text)]).toEqual([...plainHeadingIds(text)]);
    const all = pageAnchors(text);
    for (const id of plainHeadingIds(text)) expect(all.known && all.ids.has(id)).toBe(true);
    // In a page that exports code, such a line may be a component's markup, not the page's.
    const esm = ['export const Box = () => (', '<div id="boxed">', '  Text', '</div>', ');', '', '## Shown'].join('\n');
    expect([...plainHeadingIds(esm)]).toEqual(['shown']);
    expect([...plainHeadingIdsByLine(esm)]).toEqual(['shown']);
    const boxed = pageAnchors(esm);
    expect(boxed.known && boxed.ids.has('boxed')).toBe(false);
  });
});

describe('the reduced parse (prose and code blanked) gives the whole page’s ids', () => {
  // Enough prose that the page is parsed reduced.
  const PROSE = `${'Words that make a paragraph of plain prose. '.repeat(20)}\n\n`;
  const both = (text: string) => {
    const reduced = pageAnchors(PROSE + text);
    expect(reduced).toEqual(pageAnchors(PROSE + text, { wholePage: true }));
    return reduced;
  };

  it('smart punctuation read heading by heading when no heading quote reads the text around it', () => {
    const page = [
      `He said "it's here" -- and 'left'.`,
      "## What's new -- today...",
      "<h2>Rock'n'roll ``here``</h2>",
      "<h3>\n\n## Inner's heading\n\n</h3>",
      "#### 90's hits",
    ].join('\n\n');
    const reduced = both(page);
    expect(reduced.known && reduced.anchors.map((a) => a.id)).toEqual([
      'what’s-new-—-today…',
      'rock’n’roll-here',
      'inner’s-heading',
      'inner’s-heading-2',
      '90’s-hits',
    ]);
    // A quote at a text's edge reads its neighbours: the whole page is read, as the builder reads it.
    both(`"Quoted prose"\n\n## 'Quoted' title\n\n## The *docs*' title\n`);
  });

  it('parses a page whole at once when its heading lines show a quote that reads the text around it', () => {
    // The hint parsePage takes before parsing (the tree decides after): the same quotes, on ATX heading lines.
    const hinted = (text: string): boolean => quoteReadingHeadingLine(text);
    expect(hinted('Prose.\n\n## The "quoted" option\n')).toBe(true);
    expect(hinted("## 'Single' quotes\n")).toBe(true);
    expect(hinted("###### The users' guide\n")).toBe(true);
    expect(hinted("## What's new\n\n#### 90's hits\n")).toBe(false); // apostrophes inside words
    expect(hinted('```sh\n# Install "x"\n```\n\n## Plain\n')).toBe(false); // a comment in fenced code
    expect(hinted('#hashtag "x"\n\nProse "quoted".\n')).toBe(false); // no heading
    // Pages hinted or not read the same ids as the whole page: a hint only saves the reduced parse.
    both('Some prose ending here.\n## "Quoted" title\n\n```sh\n# Install "x"\n```\n');
    both("He said 'hi'.\n\n## What's new\n");
  });

  it('blanks the prose of a CRLF page as of the same page with LF, for the same ids', () => {
    const page = PROSE + '- a plain item\n- another one\n\n## Title\n\nMore prose here.\n\n### Sub\n';
    const crlf = page.replace(/\n/g, '\r\n');
    const lf = reduceSource(page);
    expect(lf).toBeDefined();
    expect(reduceSource(crlf)?.blanked).toEqual(lf!.blanked);
    expect(both(crlf)).toEqual(both(page));
  });

  it('prose inside an expression: the page stays invalid', () => {
    expect(both('{\n\nnot an expression at all\n\n}\n\n## Title\n')).toEqual({ known: false, reason: 'invalid-mdx' });
  });

  it('prose inside a comment', () => {
    expect(ids(PROSE + '{/*\n\nsome words\n\n*/}\n\n## Title\n')).toEqual(['title']);
    both('{/*\n\nsome words\n\n*/}\n\n## Title\n');
  });

  it('bare attributes of a tag over several lines', () => {
    both('<Accordion\n  defaultOpen\n  title="A b"\n>\nText\n</Accordion>\n\n<Card\n\n  horizontal\n\n/>\n');
  });

  it('prose in a text element across blank lines', () => {
    both('Text <Tooltip tip="x">\n\nsome words\n\n</Tooltip>\n\n## Title\n');
  });

  it('ESM across blank lines', () => {
    both('export const x = {\n\n  a: 1\n\n}\n\n## Title\n');
  });

  it('prose that ends a list item, then indented JSX', () => {
    const a = both('1. Step\n\nplain words here\n\n   <Accordion title="Q">\n   x\n   </Accordion>\n\n## Title\n');
    expect(a.known && a.anchors.map((x) => [x.id, x.line])).toEqual([
      ['q', 7],
      ['title', 11],
    ]);
  });

  it('code that a dedented line ends inside a list item', () => {
    both('- a\n  ```\n  x\ny\n  ```\n\n## After\n\n<Tab title="T">\nt\n</Tab>\n');
  });

  it('a quoted heading after prose, and prose after headings, tags and fences', () => {
    const a = both(
      'Some prose ending here.\n## "Quoted" title\nMore prose.\n<Note>\nInside prose.\n</Note>\n```js\nconst a = 1;\n```\nAfter code.\n\n## It\'s "done"\n',
    );
    expect(a.known && a.anchors.map((x) => [x.id, x.line])).toEqual([
      // remark-smartypants reads the text before it: the prose's `.` makes the first quote a closing one.
      ['”quoted”-title', 4],
      ['it’s-“done”', 14],
    ]);
  });

  it('lists of plain items are blanked only where nothing after them belongs to their last item', () => {
    const list = '- [Link](/a) and **bold**\n- *emphasis* `code`\n  continued\n1. one\n';
    const a = both(`${list}\n## After\n\n${list}\n  ## Indented, in the last item\n\n<Tab title="T">\nt\n</Tab>\n`);
    expect(a.known && a.anchors.map((x) => [x.id, x.line])).toEqual([
      ['after', 8],
      ['indented-in-the-last-item', 15],
      ['t', 17],
    ]);
    // Items that hold a heading, a quote or JSX, and a list a paragraph runs into, are kept.
    both('- ## In item\n- > quoted\n\n- <Card title="c">x</Card>\n\nText\n- item\n\n## End\n');
    both('<Steps>\n<Step title="S" titleSize="h2">\n\n- a\n- b\n\n</Step>\n</Steps>\n\n- x\n---\n');
  });

  it('setext headings and definitions are kept', () => {
    const a = both('Setext title\n------------\n\n## [Ref] heading\n\n[ref]: /somewhere\n');
    expect(a.known && a.anchors.map((x) => x.id)).toEqual(['setext-title', 'ref-heading']);
  });
});
