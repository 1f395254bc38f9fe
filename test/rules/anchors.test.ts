// broken-anchor: links whose #fragment names no id on the page they lead to (design note §5 "Anchors"), and
// anchor-removed in before/after comparisons.
import { describe, it, expect } from '@jest/globals';
import { createHash } from 'node:crypto';
import { memorySource } from '../../src/adapters/memory-source.js';
import { analyze, analyzeSite } from '../../src/core/engine/analyze.js';
import { loadSite } from '../../src/core/site/model.js';
import { Memos } from '../../src/core/site/memos.js';
import type { SiteSource } from '../../src/core/site/source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { planFixes } from '../../src/core/fix/plan.js';
import { applyEdits } from '../../src/core/base/edits.js';
import { run, docsJson, rules } from '../helpers.js';
import { one, posOf, says } from './util.js';
import { renderText } from '../../src/core/render/findings.js';
import { PARSE_BUDGET } from '../../src/core/site/page-ids.js';
import { loadStates } from '../../src/adapters/states.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';

const REF = [
  '# Reference',
  '## Setup & Install',
  '## Overview',
  '## Overview',
  "## What's new",
  '## Options {#cfg}',
  '## Step 1: Install',
  '##### Deep',
  '<Accordion title="Installation steps">a</Accordion>',
  '<Accordion title="Installation steps">b</Accordion>',
  '<Accordion title="Custom" id="install">c</Accordion>',
  '<Accordion title="One liner">x</Accordion>',
  '<Steps>\n<Step title="Big step" titleSize="h2">a</Step>\n<Step title="Plain step">b</Step>\n</Steps>',
  '<Tabs>\n<Tab title="Node.js">n</Tab>\n</Tabs>',
  '<Update label="2024-01-15">u</Update>',
  '<Card title="C" id="card-anchor">c</Card>',
  'import Shared from "/snippets/shared.mdx";',
  '<Shared />',
].join('\n\n');

function site(
  body: string,
  extra: Record<string, string> = {},
  config: Record<string, unknown> = {},
): Record<string, string> {
  return {
    'docs.json': docsJson(
      {
        groups: [{ group: 'G', pages: ['index', 'intro', 'ref', 'api', 'guides/index', 'guides/setup', 'custom'] }],
      },
      config,
    ),
    'index.mdx': '# Home\n',
    'intro.mdx': body,
    'ref.mdx': REF,
    'api.mdx': '# API\n\n<ParamField path="user_id">x</ParamField>\n',
    'guides/index.mdx': '## Intro\n',
    'guides/setup.mdx': '## Install\n',
    'custom.mdx': '---\nmode: custom\n---\n\n<div>landing</div>\n',
    'snippets/shared.mdx': '## Shared heading\n',
    ...extra,
  };
}

/** The fragments reported as broken-anchor for a page body. */
function brokenFragments(
  body: string,
  extra: Record<string, string> = {},
  config: Record<string, unknown> = {},
): string[] {
  return rules(run(site(body, extra, config), { links: 'all' }).findings, 'broken-anchor').map((f) => f.data.url);
}

describe('what a reader of a broken anchor meets', () => {
  // flowx-ai/flowx-docs 2aab342430 (fresh set 94): a link within its own page was said to land readers at the top.
  it('on its own page the browser stays put; on another page it opens at the top', () => {
    const found = rules(
      run(site('# Intro\n\n[here](#nowhere) and [there](/ref#nowhere).\n'), { links: 'all' }).findings,
      'broken-anchor',
    );
    expect(found.map((f) => f.message.replace(/^.*"nowhere", so /, ''))).toEqual([
      'readers who follow it stay where they are, not at the section.',
      'readers land at the top of the page, not at the section.',
    ]);
  });
});

describe('the ids a broken anchor is offered', () => {
  // Brale-xyz/docs 9af7704262 (fresh set 117): a heading reworded, "Create via Plaid-linked bank account", and the
  // fix only explained how ids are made.
  it('lists the ids that share two words with it when none is a few edits away, and applies none', () => {
    const page = '# Addresses\n\n## Create via Plaid-linked bank account\n\n## Create a wallet\n\n## Plaid limits\n';
    const [f] = rules(
      run(
        site('[Plaid](/ref2#create-addresses-through-plaid) [x](/ref2#totally-unrelated-words)\n', {
          'ref2.mdx': page,
        }),
        {
          links: 'all',
        },
      ).findings,
      'broken-anchor',
    );
    expect(f!.fix).toEqual({
      message: 'Point it at one of the ids that exist there: "#create-via-plaid-linked-bank-account".',
    });
    expect(f!.data.close).toEqual(['create-via-plaid-linked-bank-account']);
  });
});

describe('broken-anchor on a link with no text', () => {
  it('is a warning that no reader sees it, with the edit that removes the link (a Docusaurus heading link)', () => {
    // getlago/lago-doc: 38 of its 81 broken anchors are `## Title[](#old-id "Direct link to heading")`.
    const body = [
      '# Intro',
      '',
      '## Recurring metrics[](#recurring "Direct link to heading")',
      '',
      'See [the part](#recurring) and \\[](#escaped) and [](/ref#nowhere).',
      '',
    ].join('\n');
    const found = rules(run(site(body), { links: 'all' }).findings, 'broken-anchor');
    const by = (url: string) => found.find((f) => f.data.url === url)!;
    expect(found.map((f) => `${f.data.url} ${f.severity}`).sort()).toEqual([
      '#recurring error',
      '#recurring warning',
      '/ref#nowhere warning',
    ]);
    const empty = found.find((f) => f.data.url === '#recurring' && f.severity === 'warning')!;
    expect(empty.data.empty).toBe(true);
    expect(empty.message).toBe(
      'Link "#recurring" has no text, so readers never see it, and names no anchor on this page: nothing there has the id "recurring".',
    );
    expect(
      applyEdits(
        body,
        empty.fix!.edits!.map((e) => ({ ...e, file: 'intro.mdx' })),
      ),
    ).toContain('\n## Recurring metrics\n');
    // After a heading, the id the writer may have meant is offered too; elsewhere, only the removal.
    expect(empty.fix!.message).toContain(
      'If pages link to "#recurring", give the heading that id instead: "## Recurring metrics {#recurring}".',
    );
    expect(by('/ref#nowhere').fix!.edits![0]).toMatchObject({ line: 5, newText: '' });
    expect(by('/ref#nowhere').fix!.message).not.toContain('give the heading');
    // A link with text stays an error: readers follow it.
    expect(found.find((f) => f.data.url === '#recurring' && f.severity === 'error')!.data.empty).toBeUndefined();
  });
  it('an empty link before the heading text offers the heading with its text and the id', () => {
    // z-up-com/mintlify-docs 2f7a93c (fresh set 83): pages scraped from a built site write the heading link first,
    // and the heading was offered as "## {#quick-start}", its text lost.
    const body = ['# Intro', '', '## [\u200b](#quick-start)Quick Start', '', '##  [](#other) ', ''].join('\n');
    const found = rules(run(site(body), { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => [f.data.url, f.fix!.message.split('instead: ')[1]])).toEqual([
      ['#quick-start', '"## Quick Start {#quick-start}".'],
      // A heading of the link alone has no text to keep: only the removal is offered.
      ['#other', undefined],
    ]);
    expect(
      applyEdits(
        body,
        found[0]!.fix!.edits!.map((e) => ({ ...e, file: 'intro.mdx' })),
      ),
    ).toContain('\n## Quick Start\n');
  });

  it('counts a link whose text is only a zero-width space as a link with no text (Docusaurus hash links)', () => {
    // Docusaurus renders its heading links as `[U+200B](#id "Direct link to …")`: the text is U+200B, which no reader
    // sees; pages copied from its HTML keep it, written as the character or as an entity.
    const body = [
      '# Intro',
      '',
      '## Setup[\u200b](#old-setup "Direct link to Setup")',
      '',
      '## Usage[&#8203;](#old-usage)',
      '',
      'See [\u200bvisible](#nowhere).',
      '',
    ].join('\n');
    const found = rules(run(site(body), { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => `${f.data.url} ${f.severity} ${f.data.empty ?? false}`).sort()).toEqual([
      '#nowhere error false',
      '#old-setup warning true',
      '#old-usage warning true',
    ]);
    const setup = found.find((f) => f.data.url === '#old-setup')!;
    const edited = applyEdits(
      body,
      setup.fix!.edits!.map((e) => ({ ...e, file: 'intro.mdx' })),
    );
    expect(edited).toContain('\n## Setup\n');
  });
});

// edenai/docs 446dbd8: intercom-chat.js at the docs root opens the chat for any link ending in #chat.
describe('a fragment the site’s own script handles', () => {
  const files = (script: string): Record<string, string> => ({
    'docs.json': docsJson({ pages: ['index', 'support'] }),
    'index.mdx': '# Home\n',
    'support.mdx': '# Support\n\n[Chat with us](#chat), or read [the FAQ](/index#faq).\n',
    'intercom-chat.js': script,
  });
  const broken = (script: string): string[] =>
    rules(run(files(script), { links: 'all' }).findings, 'broken-anchor').map((f) => f.data.url);

  it('is no broken anchor when a .js file of the docs names it as a quoted fragment', () => {
    expect(broken(`var SELECTOR = 'a[href$="#chat"]';\n`)).toEqual(['/index#faq']);
    expect(broken(`document.querySelectorAll("a").forEach(() => {});\n`)).toEqual(['#chat', '/index#faq']);
  });
});

describe('the older <Snippet file="x.mdx" /> form', () => {
  // elementary-data's docs render 78 pages' shared parts as <Snippet file="…" /> from _snippets/: the snippet's
  // headings are the page's ids, and its relative links resolve from the page that shows it.
  const files = {
    'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'oss/cli', 'oss/alerts', 'cloud/alerts'] }] }),
    'index.mdx': '# Home\n\nSee [the install](/oss/cli#step-by-step-install-the-package) and [gone](/oss/cli#gone).\n',
    'oss/cli.mdx': '# CLI\n\n<Snippet file="install.mdx" />\n',
    'oss/alerts.mdx': '# Alerts\n\n<Snippet file="guides/alerts.mdx" />\n\n## Group alerts by table\n',
    'cloud/alerts.mdx': '# Alerts\n\n<Snippet file="guides/alerts.mdx" />\n\n## Group alerts by table\n',
    '_snippets/install.mdx': '## Step-by-step: Install the package\n\nRun it.\n',
    '_snippets/guides/alerts.mdx': 'See [grouping](./alerts#group-alerts-by-table) and [nowhere](./nothing).\n',
  };

  it("gives the page the snippet's headings as ids", () => {
    expect(brokenIn(run(files, { links: 'all' }))).toEqual([
      'broken-anchor index.mdx /oss/cli#gone',
      'broken-link _snippets/guides/alerts.mdx ./nothing',
    ]);
  });

  it('resolves a snippet folder of snippets/ as well, and a name that is in neither folder is no snippet', () => {
    const moved = Object.fromEntries(
      Object.entries(files).map(([f, t]) => [f.replace(/^_snippets\//, 'snippets/'), t]),
    );
    expect(brokenIn(run(moved, { links: 'all' }))).toEqual([
      'broken-anchor index.mdx /oss/cli#gone',
      'broken-link snippets/guides/alerts.mdx ./nothing',
    ]);
    const missing = { ...files, '_snippets/install.mdx': undefined } as unknown as Record<string, string>;
    delete missing['_snippets/install.mdx'];
    expect(brokenIn(run(missing, { links: 'all' }))).toContain(
      'broken-anchor index.mdx /oss/cli#step-by-step-install-the-package',
    );
  });
});

function brokenIn(r: ReturnType<typeof run>): string[] {
  return r.findings
    .filter((f) => f.rule === 'broken-anchor' || f.rule === 'broken-link')
    .map((f) => `${f.rule} ${f.file} ${f.data.url}`)
    .sort();
}

describe('GFM footnotes', () => {
  it('give the ids the site renders: user-content-fn-<label>, user-content-fnref-<label>, footnote-label', () => {
    // GitBook's pages, moved to Mintlify, link to their notes as `#user-content-fn-7` (redbrick-ai); the site renders
    // footnotes with remark-gfm, whose notes and references carry those ids.
    const body = [
      '# Intro',
      '',
      'A claim[^7] and another[^Note] and again[^7].',
      '',
      'See [the note](#user-content-fn-7), [back](#user-content-fnref-7-2), [notes](#footnote-label),',
      '[the other](#user-content-fn-note), [none](#user-content-fn-8) and [no third](#user-content-fnref-7-3).',
      '',
      '[^7]: The note.',
      '[^Note]: Another.',
      '[^8]: Never referenced, so never rendered.',
      '',
    ].join('\n');
    expect(brokenFragments(body).sort()).toEqual(['#user-content-fn-8', '#user-content-fnref-7-3']);
  });
});

describe('broken-anchor to a Tab whose title is outside ASCII', () => {
  it('says the id is written percent-encoded and a page load reaches it: a warning, not a plain missing id', () => {
    // The builder does not clean a Tab's id: <Tab title="Español"> is id="espa%C3%B1ol" in the page.
    const body = [
      '# Intro',
      '',
      '<Tabs>',
      '<Tab title="Español">',
      'Hola',
      '</Tab>',
      '<Tab title="日本語">',
      'こんにちは',
      '</Tab>',
      '</Tabs>',
      '',
      'See [es](#español), [ja](#日本語) and [nothing](#françois).',
      '',
    ].join('\n');
    const found = rules(run(site(body), { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => [f.data.url, f.severity, f.data.encoded])).toEqual([
      ['#español', 'warning', 'espa%C3%B1ol'],
      ['#日本語', 'warning', '%E6%97%A5%E6%9C%AC%E8%AA%9E'],
      ['#françois', 'error', undefined],
    ]);
    says(
      found[0]!.message,
      'names the id "espa%C3%B1ol" on this page only in decoded form',
      'A browser that opens the link encodes it the same way and reaches the tab',
    );
    says(found[0]!.fix!.message, 'Give the Tab an id in plain ASCII');
  });
});

// skip-mev/skip-go fb15a2e14b (fresh set 112): `mint broken-links` passed `#step-3%3A-escalate-if-needed`, which it
// cleans as ids are cleaned; the page's id is `step-3-escalate-if-needed`, and a browser looks for the fragment as
// written (mintlify/docs#5537). The finding stays, and says why the builder's checker disagrees.
describe('a fragment that only the builder’s cleaning makes an id', () => {
  it('is broken, and its fix says why mint broken-links passes it', () => {
    const files = {
      'docs.json': docsJson({ pages: ['index', 'a'] }),
      'index.mdx': '[one](/a#step-3%3A-escalate-if-needed) [two](/a#step-3-escalat-if-needed)\n',
      'a.mdx': '## **Step 3: Escalate if needed**\n',
    };
    const found = rules(run(files, { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => f.fix?.message)).toEqual([
      'Did you mean "/a#step-3-escalate-if-needed"? The site builder drops ?,;:!\'"()[]{} and emoji from heading ids. `mint broken-links` passes the link because it drops them from the link as well, but a browser looks for the id as written.',
      'Did you mean "/a#step-3-escalate-if-needed"?',
    ]);
  });
});

describe('broken-anchor (design note §5)', () => {
  it.each([
    ['/ref#setup--install', true],
    ['/ref#setup-&-install', false],
    ['/ref#deep', true],
    ['/ref#overview-1', true],
    ['/ref#overview-2', false],
    ['/ref#whats-new', true],
    ["/ref#what's-new", true],
    ['/ref#what’s-new', false],
    ['/ref#what%E2%80%99s-new', false],
    ['/ref#cfg', false],
    ['/ref#options', true],
    ['/ref#step-1:-install', true],
    ['/ref#step-1-install', false],
    ['/ref#Overview', true],
    ['/ref#shared-heading', false],
    ['/ref#one-liner', false],
    ['/ref#installation-steps-1', false],
    ['/ref#install', false],
    ['/ref#custom', true],
    ['/ref#big-step', false],
    ['/ref#plain-step', true],
    ['/ref#node-js', false],
    ['/ref#2024-01-15', false],
    ['/ref#card-anchor', true],
    ['/api#param-user-id', false],
    ['/api#user_id', true],
    ['/api#param-user_id', true],
    ['/custom#anything', false],
    ['/ref#top', false],
    // A single-page app's root route (GitBook's `#/`, nayax's translated pages): the top of the page, as meant.
    ['/ref#/', false],
    ['#/', false],
    ['/ref#/definitions/x', true],
    ['/ref', false],
    ['/ref#', false],
  ])('%s broken: %s', (url, isBroken) => {
    expect(brokenFragments(`# Intro\n\nSee [x](${url}).\n`)).toEqual(isBroken ? [url] : []);
  });

  it('checks same-page, relative and folder links', () => {
    const body =
      '# Intro\n\n## Here\n\n[a](#here) [b](#nope) [c](./ref#overview) [d](ref#nope) [e](/guides#intro) [f](/guides#nope) [g](guides/setup#install)\n';
    expect(brokenFragments(body)).toEqual(['#nope', 'ref#nope', '/guides#nope']);
  });

  it('follows a redirect to its final page; a destination fragment replaces the link’s', () => {
    const config = {
      redirects: [
        { source: '/old-setup', destination: '/guides/setup' },
        { source: '/moved', destination: '/ref#overview' },
        { source: '/moved-bad', destination: '/ref#gone' },
      ],
    };
    const body =
      '# Intro\n\n[a](/old-setup#install) [b](/old-setup#nope) [c](/moved#whatever) [d](/moved-bad#overview)\n';
    expect(brokenFragments(body, {}, config)).toEqual(['/old-setup#nope', '/moved-bad#overview']);
  });

  it('skips generated API pages and links in code', () => {
    const body = '# Intro\n\n`[a](/ref#nope)`\n\n```md\n[b](/ref#nope)\n```\n';
    expect(brokenFragments(body)).toEqual([]);
  });

  // box/box-mintlify: links to `/reference/resources/group--full#param-permissions`, a page made of
  // `openapi-schema: /box-openapi.json Group--Full`, whose field ids the browser builds from the spec.
  it('skips schema pages (`openapi-schema:` frontmatter) like API pages, and checks the same page without it', () => {
    const body = '# Intro\n\nSee [permissions](/group#param-permissions).\n';
    const schema = '---\ntitle: "Group (Full)"\nopenapi-schema: "/openapi.json Group--Full"\n---\n';
    expect(brokenFragments(body, { 'group.mdx': schema })).toEqual([]);
    expect(brokenFragments(body, { 'group.mdx': '---\ntitle: "Group"\n---\n\n## Fields\n' })).toEqual([
      '/group#param-permissions',
    ]);
  });

  it('reports at the link, says what the reader gets, and fixes the fragment only when one id is obvious', () => {
    const body = '# Intro\n\nSee [new](/ref#whats-new) and [x](/ref#zzzzzz).\n';
    const findings = rules(run(site(body), { links: 'all' }).findings, 'broken-anchor');
    const [near, far] = findings;
    expect(near).toMatchObject({
      severity: 'error',
      file: 'intro.mdx',
      ...posOf(body, '/ref#whats-new'),
      data: { url: '/ref#whats-new', page: 'ref.mdx', fragment: 'whats-new', suggestion: 'what’s-new' },
    });
    expect(near!.message).toContain('readers land at the top of the page');
    expect(near!.fix?.edits).toEqual([
      {
        file: 'intro.mdx',
        line: posOf(body, 'whats-new').line,
        column: posOf(body, 'whats-new').column,
        endLine: posOf(body, 'whats-new').line,
        endColumn: posOf(body, 'whats-new').column + 'whats-new'.length,
        newText: 'what’s-new',
      },
    ]);
    expect(far!.fix?.edits).toBeUndefined();
    expect(far!.data.suggestion).toBeUndefined();
  });

  // RunMaestro/Maestro 60ead68d (fresh set 68): `#maestro-cli-open` for the heading `maestro-cli open [surface]`
  // was offered maestro-cli-clean, -cue, -list, -show and -tab, never maestro-cli-open-surface.
  it('offers the id that extends the fragment with more words (a heading that grew) as the obvious one', () => {
    const ref = '# CLI\n\n## `maestro-cli open [surface]`\n\n## `maestro-cli clean`\n\n## `maestro-cli list`\n';
    const body = '# Intro\n\nSee [open](/cli#maestro-cli-open).\n';
    const files: Record<string, string> = { ...site(body), 'cli.mdx': ref };
    files['docs.json'] = docsJson({ groups: [{ group: 'G', pages: ['index', 'intro', 'cli'] }] });
    const [f] = rules(run(files, { links: 'all' }).findings, 'broken-anchor');
    expect(f!.data.suggestion).toBe('maestro-cli-open-surface');
    expect(f!.fix?.message).toBe('Did you mean "/cli#maestro-cli-open-surface"?');
  });

  // oismaelash/docs 40030872eb (fresh set 102): right suggestions for `#precos-…-numeros` and `#…-isnt-…`, with no
  // word of why the writer's plain letters were wrong: the builder keeps accents and typographic quotes in ids.
  it('says which letters the builder keeps when they alone set the suggested id apart', () => {
    const ref = "# Calls\n\n## Preços da Meta para números oficiais\n\n## When it isn't there\n\n## Plain words\n";
    const body =
      '# Intro\n\n[a](/calls#precos-da-meta-para-numeros-oficiais) [b](/calls#when-it-isnt-there) [c](/calls#plain-word)\n';
    const files: Record<string, string> = { ...site(body), 'calls.mdx': ref };
    files['docs.json'] = docsJson({ groups: [{ group: 'G', pages: ['index', 'intro', 'calls'] }] });
    const found = rules(run(files, { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => f.fix?.message)).toEqual([
      'Did you mean "/calls#preços-da-meta-para-números-oficiais"? The site builder keeps "ç", "ú" in heading ids.',
      'Did you mean "/calls#when-it-isn’t-there"? The site builder writes a heading\'s quotes as "’" in its id.',
      'Did you mean "/calls#plain-words"?',
    ]);
  });

  // stack-auth/stack-auth 5d9c7d9 (fresh set 89): `<details id={type + property}>` in an imported .jsx component,
  // opened when the URL names it; 22 links to those ids were called broken.
  it('does not call broken a fragment into a page whose imported script component computes ids', () => {
    const component =
      'export const Section = ({ type, property, children }) => {\n  const id = `${type}${property}`.toLowerCase();\n  return <details id={id}>{children}</details>;\n};\n';
    const ref =
      'import {\n  Section,\n} from "/snippets/types.jsx";\n\n# Customer\n\n<Section type="customer" property="listInvoices">x</Section>\n';
    const plain = '# Plain\n\n## Setup\n';
    const body = '# Intro\n\n[a](/ref#customerlistinvoices) [b](/plain#customerlistinvoices)\n';
    const files: Record<string, string> = {
      ...site(body),
      'ref.mdx': ref,
      'plain.mdx': plain,
      'snippets/types.jsx': component,
    };
    files['docs.json'] = docsJson({ groups: [{ group: 'G', pages: ['index', 'intro', 'ref', 'plain'] }] });
    const found = rules(run(files, { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => f.data.url)).toEqual(['/plain#customerlistinvoices']);
    // A component that sets no computed id leaves the page's ids as read.
    const fixedIds = { ...files, 'snippets/types.jsx': component.replace('id={id}', 'className="x"') };
    expect(rules(run(fixedIds, { links: 'all' }).findings, 'broken-anchor').map((f) => f.data.url)).toEqual([
      '/ref#customerlistinvoices',
      '/plain#customerlistinvoices',
    ]);
  });

  // berachain/docs 059331c (fresh set 88): `$$\frac{(a)}{(b)}$$` read as a broken {expression}, the page's ids
  // unknown, and every fragment into it (three broken anchors) went unchecked in silence. The builder reads math.
  it('reads a page with a math block whose braces hold parentheses: its fragments are checked', () => {
    const ref = '# Vaults\n\n## Staking\n\n$$\nAPR = \\frac{(rate \\times price)}{(supply \\times price)}\n$$\n';
    const body = '# Intro\n\nSee [gone](/ref#delegation) and [here](/ref#staking).\n';
    const files: Record<string, string> = { ...site(body), 'ref.mdx': ref };
    files['docs.json'] = docsJson({ groups: [{ group: 'G', pages: ['index', 'intro', 'ref'] }] });
    const found = rules(run(files, { links: 'all' }).findings, 'broken-anchor');
    expect(found.map((f) => f.data.url)).toEqual(['/ref#delegation']);
  });

  // beeos-ai/beeos-docs a6ce575375, q-uestionable-AI/qai 24e4a0bae1 (fresh set 86): fragments written as GitHub makes
  // heading ids (punctuation dropped, not turned into "-") were offered nothing: too many edits from the real ids.
  it('offers the one id with the same letters and digits when the link was written GitHub-style', () => {
    const ref =
      '# Migration\n\n## 3. `0.5.0` → `0.6.0`\n\n## 5. 手写 HTTP → SDK\n\n## 异步任务（推荐用于长任务）\n\n### `--citation-frame`\n\n## 3. `0.5.1` → `0.6.1`\n';
    const body =
      '# Intro\n\n[a](/ref#3-050--060) [b](/ref#5-手写-http--sdk) [c](/ref#异步任务推荐用于长任务) [d](/ref#--citation-frame) [e](/ref#4-050--060)\n';
    const files: Record<string, string> = { ...site(body), 'ref.mdx': ref };
    files['docs.json'] = docsJson({ groups: [{ group: 'G', pages: ['index', 'intro', 'ref'] }] });
    const found = rules(run(files, { links: 'all' }).findings, 'broken-anchor');
    const by = (url: string) => found.find((f) => f.data.url === url);
    expect(by('/ref#3-050--060')!.data.suggestion).toBe('3-0-5-0-→-0-6-0');
    expect(by('/ref#3-050--060')!.fix?.message).toContain('Did you mean "/ref#3-0-5-0-→-0-6-0"?');
    expect(by('/ref#3-050--060')!.fix?.edits?.[0]?.newText).toBe('3-0-5-0-→-0-6-0');
    expect(by('/ref#5-手写-http--sdk')!.data.suggestion).toBe('5-手写-http-→-sdk');
    expect(by('/ref#异步任务推荐用于长任务')!.data.suggestion).toBe('异步任务（推荐用于长任务）');
    expect(by('/ref#--citation-frame')!.data.suggestion).toBe('citation-frame');
    // Other letters: no guess.
    expect(by('/ref#4-050--060')!.data.suggestion).toBeUndefined();
    expect(found).toHaveLength(5);
  });

  it('checks docs.json navigation hrefs with fragments', () => {
    const files = site('# Intro\n');
    files['docs.json'] = docsJson({
      global: {
        anchors: [
          { anchor: 'Ref', href: '/ref#nope' },
          { anchor: 'Ok', href: '/ref#overview' },
        ],
      },
      groups: [{ group: 'G', pages: ['index', 'intro', 'ref', 'api', 'guides/index', 'guides/setup', 'custom'] }],
    });
    const f = one(run(files, { links: 'all' }).findings, 'broken-anchor');
    expect(f).toMatchObject({ file: 'docs.json', data: { url: '/ref#nope', kind: 'href' } });
  });
});

describe('anchor-removed and broken-anchor in a comparison', () => {
  const base = {
    'docs.json': docsJson({ pages: ['index', 'quickstart', 'guide', 'other'] }),
    'index.mdx': '# Home\n\nStart with [install](/quickstart#install).\n',
    'quickstart.mdx': '# Quickstart\n\n## Install\n\nSteps.\n\n## Configure\n\nMore.\n\n## Old section\n',
    'guide.mdx': '# Guide\n\nSee [install](/quickstart#install) and [old](/quickstart#old-section).\n',
    'other.mdx': '# Other\n\nBroken before: [x](/quickstart#never).\n',
  };
  const head = {
    ...base,
    'quickstart.mdx': '# Quickstart\n\n## Installing\n\nSteps.\n\n## Configure\n\nMore.\n',
  };
  const changed = new Set(['quickstart.mdx']);
  const compare = (h: Record<string, string> = head) =>
    compareSources(memorySource(base), memorySource(h), { changed, links: 'changed' });

  it('reports links to a renamed or removed heading as new, with the rename as a safe fix', () => {
    const c = compare();
    const anchors = rules(c.findings, 'broken-anchor');
    expect(anchors.map((f) => [f.file, f.data.url, f.status]).sort()).toEqual([
      ['guide.mdx', '/quickstart#install', 'new'],
      ['guide.mdx', '/quickstart#old-section', 'new'],
      ['index.mdx', '/quickstart#install', 'new'],
      ['other.mdx', '/quickstart#never', 'existing'],
    ]);
    const renamed = anchors.filter((f) => f.data.renamedTo === 'installing');
    expect(renamed).toHaveLength(2);
    // A heading is its text; "#install" is its id (zylon-docs: "This heading was \"#…\"" read as a mix-up).
    expect(renamed[0]!.message).toMatch(/ This change renamed the heading, and its id is now "#installing"\.$/);
    // A heading removed outright: the link's error names the removal (walk 82: one cause told as two).
    const oldSection = anchors.find((f) => f.data.url === '/quickstart#old-section')!;
    const gone = rules(c.findings, 'anchor-removed').find((f) => f.data.from === 'old-section')!;
    expect(oldSection.message).toMatch(
      new RegExp(` This change removed that id \\(anchor-removed, quickstart\\.mdx:${gone.line}\\)\\.$`),
    );
    const removed = rules(c.findings, 'anchor-removed').find((f) => f.data.to === 'installing');
    expect(removed?.message).toMatch(
      /^This heading had the id "#install" before this change and has "#installing" now/,
    );
    const plan = planFixes(c.findings);
    expect(plan.applied.filter((f) => f.rule === 'broken-anchor')).toHaveLength(2);
    expect(
      applyEdits(
        head['guide.mdx'],
        plan.edits.filter((e) => e.file === 'guide.mdx'),
      ),
    ).toBe('# Guide\n\nSee [install](/quickstart#installing) and [old](/quickstart#old-section).\n');
    expect(gone.message).toMatch(/still points at "#old-section" and now opens the page at its top\.$/);
  });

  // ollama 4713800b08: a link on the page itself was said to open the page at its top, beside its own error saying
  // readers stay where they are.
  it('says a link on the page itself leaves readers where they are', () => {
    const page = (body: string) => `# Quickstart\n\nJump to [old](#old-section).\n\n${body}`;
    const files = { ...base, 'quickstart.mdx': page('## Old section\n') };
    const c = compareSources(memorySource(files), memorySource({ ...files, 'quickstart.mdx': page('## New\n') }), {
      changed,
      links: 'changed',
    });
    const removed = rules(c.findings, 'anchor-removed').find((f) => f.data.from === 'old-section');
    expect(removed?.message).toMatch(
      / still point at "#old-section" and now open the page at its top \(or, on the page itself, leave readers where they are\)\.$/,
    );
    const own = { ...files, 'guide.mdx': '# Guide\n' };
    const alone = compareSources(memorySource(own), memorySource({ ...own, 'quickstart.mdx': page('## New\n') }), {
      changed,
      links: 'changed',
    });
    expect(rules(alone.findings, 'anchor-removed')[0]?.message).toMatch(
      /still points at "#old-section" and now leaves readers where they are\.$/,
    );
  });

  it('an Accordion whose title changed is said to be one, and the fix offers no heading id', () => {
    // fresh set 84: an Accordion's renamed title was called a heading, and "{#old-id}" after it offered.
    const acc = (title: string) => `# Quickstart\n\n<Accordion title="${title}">\nSteps.\n</Accordion>\n`;
    const files = { ...base, 'quickstart.mdx': acc('Install') };
    const c = compareSources(memorySource(files), memorySource({ ...files, 'quickstart.mdx': acc('Installing') }), {
      changed,
      links: 'changed',
    });
    const removed = rules(c.findings, 'anchor-removed')[0]!;
    expect(removed.message).toMatch(/^This accordion had the id "#install" before this change and has "#installing"/);
    expect(removed.fix?.message).toBe('Point them at "#installing" (each link\'s broken-anchor fix does).');
    const renamed = rules(c.findings, 'broken-anchor').filter((f) => f.data.renamedTo === 'installing');
    expect(renamed).toHaveLength(2);
    expect(renamed[0]!.message).toMatch(
      / This change renamed the accordion's title, and its id is now "#installing"\.$/,
    );
  });

  it('says on the heading how many links it breaks, one finding per old id', () => {
    const c = compare();
    const removed = rules(c.findings, 'anchor-removed');
    expect(removed.map((f) => [f.file, f.line, f.data.from, f.data.to, f.data.links.length, f.status])).toEqual([
      // Removed at the end of the page: nothing took its place, so the finding is on the page's first line.
      ['quickstart.mdx', 1, 'old-section', undefined, 1, 'new'],
      ['quickstart.mdx', posOf(head['quickstart.mdx'], '## Installing').line, 'install', 'installing', 2, 'new'],
    ]);
    expect(removed[1]!.message).toContain('2 links on 2 pages');
  });

  it('pairs renamed headings in a run that also adds other anchors (an Accordion): renames, not removals', () => {
    // julep's tools page: "Integration Tools" -> "Integration Tool" and "API Call Tools" -> "API Call Tool", two
    // Accordions added in the same place; the headings were told "gone", with no new id to point the links at.
    const c = compare({
      ...head,
      'quickstart.mdx':
        '# Quickstart\n\n## Installing\n\nSteps.\n\n## Configure\n\nMore.\n\n## New section\n\n' +
        '<Accordion title="Methods">\nText.\n</Accordion>\n',
    });
    const removed = rules(c.findings, 'anchor-removed');
    expect(removed.map((f) => [f.data.from, f.data.to])).toEqual([
      ['install', 'installing'],
      ['old-section', 'new-section'],
    ]);
    expect(
      rules(c.findings, 'broken-anchor')
        .filter((f) => f.status === 'new')
        .map((f) => f.data.renamedTo)
        .sort(),
    ).toEqual(['installing', 'installing', 'new-section']);
  });

  it('calls no id a rename that the page had before: a section deleted before one that stays', () => {
    // lmnr-ai/docs 4c56fddb deleted "Registering human evaluators" and its two Tabs; the next heading stayed. The
    // alignment of the ids (the Tabs' numbered) listed it as added, and navguard said the deleted heading "is now"
    // that one: its fix, applied by default, would have sent the links to another section.
    const tabs = '<Tabs>\n<Tab title="Python">\nA.\n</Tab>\n<Tab title="Node">\nB.\n</Tab>\n</Tabs>\n\n';
    const page = (...sections: string[]) =>
      `# Quickstart\n\n${sections.map((s) => `## ${s}\n\n${tabs}`).join('')}## Last\n`;
    const files = {
      ...base,
      'quickstart.mdx': page('Registering', 'Reporting', 'Using'),
      'guide.mdx': '# Guide\n\nSee [it](/quickstart#registering).\n',
    };
    const c = compareSources(
      memorySource(files),
      memorySource({ ...files, 'quickstart.mdx': page('Reporting', 'Using') }),
      {
        changed,
        links: 'changed',
      },
    );
    expect(rules(c.findings, 'anchor-removed').map((f) => [f.data.from, f.data.to])).toEqual([
      ['registering', undefined],
    ]);
    const broken = rules(c.findings, 'broken-anchor').filter((f) => f.data.url === '/quickstart#registering');
    expect(broken.map((f) => [f.status, f.data.renamedTo, f.fix?.edits])).toEqual([['new', undefined, undefined]]);
  });

  it('does not re-check links into a page whose change left its ids alone (prose and link edits)', () => {
    const c = compare({
      ...base,
      'quickstart.mdx': base['quickstart.mdx'].replace('Steps.', 'Steps, [here](/guide).'),
    });
    expect(rules(c.findings, 'broken-anchor')).toEqual([]);
    expect(rules(c.findings, 'anchor-removed')).toEqual([]);
  });

  it('reports nothing when the old id is kept with {#id}', () => {
    const c = compare({ ...head, 'quickstart.mdx': '# Quickstart\n\n## Installing {#install}\n\n## Old section\n' });
    expect(rules(c.findings, 'anchor-removed')).toEqual([]);
    expect(rules(c.findings, 'broken-anchor').map((f) => f.status)).toEqual(['existing']);
  });
});

describe('a change to a snippet alone, on real git repositories', () => {
  const SETUP = '## Install\n\nRun the installer.\n\n## Requirements\n\nA computer.\n';
  const base = {
    'docs.json': docsJson({ pages: ['index', 'quickstart', 'guide'] }),
    'index.mdx': '# Home\n\nStart with [install](/quickstart#install).\n',
    'quickstart.mdx': 'import Setup from "/snippets/setup.mdx";\n\n# Quickstart\n\n<Setup />\n\n## Configure\n',
    'guide.mdx': '# Guide\n\nSee [install](/quickstart#install) and [requirements](/quickstart#requirements).\n',
    'snippets/setup.mdx': SETUP,
  };

  /** Commits `files` then `change` in a new repository and compares the two commits as `navguard diff` does. */
  async function diff(change: Record<string, string>, files: Record<string, string> = base) {
    const { dir, sha } = initRepo(files);
    writeFiles(dir, change);
    const head = commitAll(dir, 'head');
    const states = await loadStates({ root: dir, base: sha, head });
    expect([...states.changed]).toEqual(Object.keys(change));
    return compareSources(states.base.source, states.head.source, { renames: states.renames, changed: states.changed });
  }

  it('a renamed snippet heading: links into the page that renders it are new, with the retarget fix', async () => {
    const setup = SETUP.replace('## Install', '## Installing');
    const c = await diff({ 'snippets/setup.mdx': setup });
    const anchors = rules(c.findings, 'broken-anchor');
    expect(anchors.map((f) => [f.file, f.data.url, f.status, f.data.renamedTo]).sort()).toEqual([
      ['guide.mdx', '/quickstart#install', 'new', 'installing'],
      ['index.mdx', '/quickstart#install', 'new', 'installing'],
    ]);
    const plan = planFixes(c.findings);
    expect(
      applyEdits(
        base['guide.mdx'],
        plan.edits.filter((e) => e.file === 'guide.mdx'),
      ),
    ).toBe(base['guide.mdx'].replace('#install', '#installing'));
    // On the snippet's heading, in the snippet file.
    const removed = one(c.findings, 'anchor-removed');
    expect(removed).toMatchObject({ file: 'snippets/setup.mdx', ...posOf(setup, '## Installing'), status: 'new' });
    expect(removed.data).toEqual({
      page: 'quickstart.mdx',
      from: 'install',
      to: 'installing',
      toKind: 'heading',
      links: [
        { file: 'guide.mdx', line: 3, url: '/quickstart#install' },
        { file: 'index.mdx', line: 3, url: '/quickstart#install' },
      ],
    });
    expect(removed.message).toContain('(rendered on quickstart.mdx)');
    expect(removed.message).toContain('2 links on 2 pages');
  });

  it('a removed snippet heading is said on the snippet, with no fix to guess', async () => {
    const c = await diff({ 'snippets/setup.mdx': SETUP.replace('## Requirements\n\nA computer.\n', '') });
    expect(rules(c.findings, 'broken-anchor').map((f) => [f.file, f.data.fragment, f.status, f.fix?.edits])).toEqual([
      ['guide.mdx', 'requirements', 'new', undefined],
    ]);
    const removed = one(c.findings, 'anchor-removed');
    expect([removed.file, removed.data.from, removed.data.to]).toEqual([
      'snippets/setup.mdx',
      'requirements',
      undefined,
    ]);
    expect(removed.message).toContain('The id "#requirements" this snippet gave its page (rendered on quickstart.mdx)');
  });

  it('a prose-only snippet edit re-checks nothing: a broken link into its page stays unreported', async () => {
    // guide.mdx's link to #never was broken before; it is reported only when the links into the page are re-checked.
    const files = { ...base, 'guide.mdx': base['guide.mdx'] + '\nAnd [never](/quickstart#never).\n' };
    const c = await diff(
      { 'snippets/setup.mdx': SETUP.replace('A computer.', 'A computer, see [guide](/guide).') },
      files,
    );
    expect(rules(c.findings, 'broken-anchor')).toEqual([]);
    expect(rules(c.findings, 'anchor-removed')).toEqual([]);
    // The same site with the heading renamed re-checks it (found as existing).
    const renamed = await diff({ 'snippets/setup.mdx': SETUP.replace('## Requirements', '## Needs') }, files);
    expect(
      rules(renamed.findings, 'broken-anchor')
        .map((f) => [f.data.fragment, f.status])
        .sort(),
    ).toEqual([
      ['never', 'existing'],
      ['requirements', 'new'],
    ]);
  });

  it("a snippet edit to a Card's title and link re-checks nothing: a Card makes no id", async () => {
    // As Portkey's call-to-action snippet, rendered on 35 pages: its Card's link changed, and every link into
    // those pages was checked again (each page parsed, in both states) for ids the edit cannot have moved.
    const card =
      '<Card title="See it in action" href="https://example.com/#contact" icon="arrow">\n  Contact us\n</Card>\n';
    const files = {
      ...base,
      'snippets/setup.mdx': SETUP + '\n' + card,
      'guide.mdx': base['guide.mdx'] + '\nAnd [never](/quickstart#never).\n',
    };
    const edited = card.replace('See it in action', 'See the gateway').replace('#contact', '#contact?utm=docs');
    const c = await diff({ 'snippets/setup.mdx': SETUP + '\n' + edited }, files);
    expect(rules(c.findings, 'broken-anchor')).toEqual([]);
    // A Card with an id is still read as one that may make it (to be sure), and so is an Accordion's title.
    const blocks = [
      '<Card id="x" title="See the gateway">\n  Contact us\n</Card>\n',
      '<Accordion title="See the gateway">\n  Contact us\n</Accordion>\n',
    ];
    for (const block of blocks) {
      const other = await diff({ 'snippets/setup.mdx': SETUP + '\n' + block }, files);
      expect(rules(other.findings, 'broken-anchor').map((f) => [f.data.fragment, f.status])).toEqual([
        ['never', 'existing'],
      ]);
    }
  });

  it('a snippet that another snippet renders: the heading is found in the inner snippet file', async () => {
    const steps = '---\ntitle: Steps\n---\n\n## Install\n\nRun it.\n';
    const files = {
      ...base,
      'snippets/setup.mdx': 'import Steps from "/snippets/steps.mdx";\n\n<Steps />\n\n## Requirements\n',
      'snippets/steps.mdx': steps,
    };
    const renamed = steps.replace('## Install', '## Install the CLI');
    const c = await diff({ 'snippets/steps.mdx': renamed }, files);
    expect(
      rules(c.findings, 'broken-anchor')
        .map((f) => [f.file, f.status, f.data.renamedTo])
        .sort(),
    ).toEqual([
      ['guide.mdx', 'new', 'install-the-cli'],
      ['index.mdx', 'new', 'install-the-cli'],
    ]);
    const removed = one(c.findings, 'anchor-removed');
    expect(removed).toMatchObject({ file: 'snippets/steps.mdx', ...posOf(renamed, '## Install the CLI') });
    expect(removed.data).toMatchObject({ page: 'quickstart.mdx', from: 'install', to: 'install-the-cli' });
  });

  it('a snippet two pages render: links into both are new, one finding on the heading names both pages', async () => {
    const files = {
      ...base,
      'docs.json': docsJson({ pages: ['index', 'quickstart', 'guide', 'install'] }),
      'install.mdx': 'import Setup from "/snippets/setup.mdx";\n\n# Installation\n\n<Setup />\n',
      'index.mdx': base['index.mdx'] + '\nOr [this one](/install#install).\n',
    };
    const setup = SETUP.replace('## Install', '## Installing');
    const c = await diff({ 'snippets/setup.mdx': setup }, files);
    expect(
      rules(c.findings, 'broken-anchor')
        .map((f) => [f.file, f.data.url, f.status, f.data.renamedTo])
        .sort(),
    ).toEqual([
      ['guide.mdx', '/quickstart#install', 'new', 'installing'],
      ['index.mdx', '/install#install', 'new', 'installing'],
      ['index.mdx', '/quickstart#install', 'new', 'installing'],
    ]);
    const removed = one(c.findings, 'anchor-removed');
    expect(removed).toMatchObject({ file: 'snippets/setup.mdx', ...posOf(setup, '## Installing') });
    expect(removed.data.pages?.sort()).toEqual(['install.mdx', 'quickstart.mdx']);
    expect(removed.data.links).toHaveLength(3);
    expect(removed.message).toContain('3 links on 2 pages');
  });
});

describe('the parse budget', () => {
  it('a fragment left unchecked for time is counted and said in the report, never passed in silence', () => {
    // A target page whose ids only the parser can give (an Accordion), larger than the whole budget.
    const filler = 'Some prose for the reader.\n\n'.repeat(Math.ceil(PARSE_BUDGET / 27) + 10);
    const big = `# Big\n\n<Accordion title="Limits">x</Accordion>\n\n${filler}`;
    const a = run(site('# Intro\n\n[x](/big#nope) and [y](/big#limits).\n', { 'big.mdx': big }), { links: 'all' });
    expect(rules(a.findings, 'broken-anchor')).toEqual([]);
    expect(a.stats.anchorsUnchecked).toBe(2);
    expect(renderText(a.findings, a.stats, false)).toContain(
      '2 links to a #fragment on a page were not checked: the pages they lead to hold ids only the MDX parser can read',
    );
  });

  it('a page whose plain headings are all its ids is checked without the parser, past the budget', () => {
    const filler = 'Some prose for the reader.\n\n'.repeat(Math.ceil(PARSE_BUDGET / 27) + 10);
    const big = `# Big\n\n## Limits\n\n${filler}`;
    const a = run(site('# Intro\n\n[x](/big#nope) and [y](/big#limits).\n', { 'big.mdx': big }), { links: 'all' });
    expect(rules(a.findings, 'broken-anchor').map((f) => f.data.fragment)).toEqual(['nope']);
    expect(a.stats.anchorsUnchecked).toBeUndefined();
  });

  it("a translated page's `<div id>` answers its fragment without the parser, past the budget", () => {
    // As Mintlify's translations keep the original's ids: the heading inside is translated.
    const filler = 'Prosa para el lector.\n\n'.repeat(Math.ceil(PARSE_BUDGET / 22) + 10);
    const big = `# Grande\n\n<div id="limits">\n  ## Límites\n</div>\n\n<Accordion title="Más">x</Accordion>\n\n${filler}`;
    const a = run(site('# Intro\n\n[x](/big#nope) and [y](/big#limits).\n', { 'big.mdx': big }), { links: 'all' });
    expect(rules(a.findings, 'broken-anchor')).toEqual([]);
    // Only the fragment no quick look answers is left unchecked.
    expect(a.stats.anchorsUnchecked).toBe(1);
  });
});

describe('ids shared between analyses', () => {
  const withIds = (files: Record<string, string>): SiteSource => ({
    ...memorySource(files),
    contentId: (p) => (files[p] === undefined ? undefined : createHash('sha1').update(files[p]).digest('hex')),
  });
  /**
   * The fragments of broken anchors in an analysis of `files` as a run with content ids makes it, and (in `reads`) what
   * its link check reads: the site is loaded first, as a run's scans would have it.
   */
  const readingAnalysis = (): { reads: string[]; broken: (files: Record<string, string>) => string[] } => {
    const reads: string[] = [];
    const memos = new Memos();
    const broken = (f: Record<string, string>): string[] => {
      const source = withIds(f);
      const site = loadSite(
        {
          ...source,
          knownContentId: (p) => source.contentId?.(p),
          read: (p) => (reads.push(p), source.read(p)),
        },
        undefined,
        memos,
      );
      reads.length = 0;
      // No page's MDX syntax read (mdx-syntax reads every page of a check): the reads counted are the anchors check's.
      return rules(analyzeSite(site, { links: 'all', syntax: new Set() }).findings, 'broken-anchor').map(
        (x) => x.data.fragment,
      );
    };
    return { reads, broken };
  };
  it("reuses a page's ids only while the page and its snippets have the same contents", () => {
    const files = (snippet: string): Record<string, string> => ({
      'docs.json': docsJson({ pages: ['index', 'page'] }),
      'index.mdx': '# Home\n\n[x](/page#from-snippet)\n',
      'page.mdx': 'import S from "/snippets/s.mdx";\n\n<S />\n\n<Accordion title="Acc">a</Accordion>\n',
      'snippets/s.mdx': snippet,
    });
    const memos = new Memos();
    const broken = (f: Record<string, string>): string[] =>
      rules(analyze(withIds(f), { links: 'all', memos }).findings, 'broken-anchor').map((x) => x.data.fragment);
    expect(broken(files('## From snippet\n'))).toEqual([]);
    expect(broken(files('## Renamed\n'))).toEqual(['from-snippet']);
    expect(broken(files('## From snippet\n'))).toEqual([]);
  });

  it("keeps a page's ids for each of its snippets' contents: a diff's base and head parse it once each", () => {
    // Before, the two states' ids were kept under one key, each in turn putting the other's out: a diff that edits a
    // snippet parsed every page rendering it four times (Portkey: 35 pages, 1.8 s of a 3.1 s diff).
    const files = (snippet: string): Record<string, string> => ({
      'docs.json': docsJson({ pages: ['index', 'page'] }),
      'index.mdx': '# Home\n\n[x](/page#from-snippet) [y](/page#gone)\n',
      'page.mdx': 'import S from "/snippets/s.mdx";\n\n<S />\n\n<Accordion title="Acc">a</Accordion>\n',
      'snippets/s.mdx': snippet,
    });
    const { reads, broken } = readingAnalysis();
    const [before, after] = ['## From snippet\n', '## From snippet\n\nMore.\n'];
    expect(broken(files(before))).toEqual(['gone']);
    expect(reads).toContain('page.mdx');
    expect(broken(files(after))).toEqual(['gone']);
    expect(reads).toContain('page.mdx');
    for (const snippet of [before, after, before]) {
      expect(broken(files(snippet))).toEqual(['gone']);
      expect(reads.filter((p) => p !== 'index.mdx')).toEqual([]);
    }
  });

  it('keeps the ids of a page told with its snippets by their contents: a later analysis answers unread', () => {
    const files = (snippet: string): Record<string, string> => ({
      'docs.json': docsJson({ pages: ['index', 'page'] }),
      'index.mdx': '# Home\n\n[x](/page#from-snippet) [y](/page#gone)\n',
      'page.mdx': 'import S from "/snippets/s.mdx";\n\n# Page\n\n<S />\n',
      'snippets/s.mdx': snippet,
    });
    const { reads, broken } = readingAnalysis();
    expect(broken(files('## From snippet\n'))).toEqual(['gone']);
    expect(reads).toEqual(expect.arrayContaining(['page.mdx', 'snippets/s.mdx']));
    expect(broken(files('## From snippet\n'))).toEqual(['gone']);
    expect(reads.filter((p) => p !== 'index.mdx')).toEqual([]);
    // Another snippet text: told again, from it.
    expect(broken(files('## Renamed\n')).sort()).toEqual(['from-snippet', 'gone']);
    expect(reads).toContain('snippets/s.mdx');
  });

  it('a page told with its snippets is checked past the parse budget, in a later analysis too', () => {
    // As a page told alone is: what an analysis checks does not depend on what an earlier one kept.
    const filler = 'Some prose for the reader.\n\n'.repeat(Math.ceil(PARSE_BUDGET / 27) + 10);
    const f = site('# Intro\n\n[x](/big#nope) and [y](/big#from-snippet).\n', {
      'big.mdx': `import S from "/snippets/s.mdx";\n\n# Big\n\n<S />\n\n${filler}`,
      'snippets/s.mdx': '## From snippet\n',
    });
    const memos = new Memos();
    for (const analysis of ['first', 'second']) {
      const source = withIds(f);
      const a = analyze({ ...source, knownContentId: (p) => source.contentId?.(p) }, { links: 'all', memos });
      expect({ analysis, broken: rules(a.findings, 'broken-anchor').map((x) => x.data.fragment) }).toEqual({
        analysis,
        broken: ['nope'],
      });
      expect(a.stats.anchorsUnchecked).toBeUndefined();
    }
  });

  it('reuses them for the same text under another name only where its imports resolve the same', () => {
    const page = 'import S from "./s.mdx";\n\n# Page\n\n<S />\n';
    const sites = (at: string): Record<string, string> => ({
      'docs.json': docsJson({ pages: ['index', `${at}/page`] }),
      'index.mdx': `# Home\n\n[one](/${at}/page#one) [two](/${at}/page#two)\n`,
      [`${at}/page.mdx`]: page,
      'a/s.mdx': '## One\n',
      'b/s.mdx': '## Two\n',
    });
    const memos = new Memos();
    const broken = (f: Record<string, string>): string[] =>
      rules(analyze(withIds(f), { links: 'all', memos }).findings, 'broken-anchor').map((x) => x.data.fragment);
    expect(broken(sites('a'))).toEqual(['two']);
    expect(broken(sites('b'))).toEqual(['one']);
    const renamed: Record<string, string> = { ...sites('a'), 'a/page-guide.mdx': page };
    renamed['docs.json'] = docsJson({ pages: ['index', 'a/page-guide'] });
    renamed['index.mdx'] = '# Home\n\n[one](/a/page-guide#one) [two](/a/page-guide#two)\n';
    delete renamed['a/page.mdx'];
    expect(broken(renamed)).toEqual(['two']);
  });
});

describe('in a diff, #fragments are checked where the change can change their answer', () => {
  const withIds = (files: Record<string, string>): SiteSource => ({
    ...memorySource(files),
    contentId: (p) => (files[p] === undefined ? undefined : createHash('sha1').update(files[p]).digest('hex')),
  });
  const base: Record<string, string> = {
    'docs.json': docsJson({ pages: ['index', 'a', 'b', 'c'] }),
    'index.mdx': '# Home\n',
    'a.mdx': '# A\n\nSee [ok](/b#install) and [old](/b#gone).\n\nProse.\n',
    'b.mdx': 'import S from "/snippets/s.mdx";\n\n# B\n\n## Install\n\nSteps.\n\n<S />\n',
    'c.mdx': '# C\n\nAlso [c](/b#never).\n',
    'snippets/s.mdx': '## From snippet\n',
  };
  const diff = (head: Record<string, string>, changed: string[], from = base) => {
    const c = compareSources(withIds(from), withIds(head), { changed: new Set(changed), links: 'changed' });
    const show = (fs: readonly { file: string; data: { url?: string }; status?: string }[]) =>
      fs.map((f) => [f.file, f.data.url, f.status ?? 'fixed']).sort();
    return {
      findings: show(rules(c.findings, 'broken-anchor')),
      fixed: show(rules(c.fixed, 'broken-anchor')),
    };
  };

  it('a link the change left alone, into a page it left alone, is not re-checked; a link it added is', () => {
    const head = { ...base, 'a.mdx': base['a.mdx']!.replace('Prose.', 'Prose, and [new](/b#missing).') };
    expect(diff(head, ['a.mdx'])).toEqual({ findings: [['a.mdx', '/b#missing', 'new']], fixed: [] });
  });

  it('a renamed file keeps its links: those it left alone, into pages it left alone, are not re-checked', () => {
    const head: Record<string, string> = {
      ...base,
      'docs.json': docsJson({ pages: ['index', 'a-guide', 'b', 'c'] }),
      'a-guide.mdx': base['a.mdx']!,
    };
    delete head['a.mdx'];
    const c = compareSources(withIds(base), withIds(head), {
      changed: new Set(['docs.json', 'a.mdx', 'a-guide.mdx']),
      renames: [{ from: 'a.mdx', to: 'a-guide.mdx' }],
      links: 'changed',
    });
    expect(rules([...c.findings, ...c.fixed], 'broken-anchor')).toEqual([]);
    // Edited on the way, a link is checked in both states (here: still broken, so existing).
    const edited = { ...head, 'a-guide.mdx': head['a-guide.mdx']!.replace('/b#gone', '/b#gone-too') };
    const e = compareSources(withIds(base), withIds(edited), {
      changed: new Set(['docs.json', 'a.mdx', 'a-guide.mdx']),
      renames: [{ from: 'a.mdx', to: 'a-guide.mdx' }],
      links: 'changed',
    });
    expect(rules(e.findings, 'broken-anchor').map((f) => [f.file, f.data.url, f.status])).toEqual([
      ['a-guide.mdx', '/b#gone-too', 'new'],
    ]);
  });

  it('re-checks links into a page whose id lines changed, and into one whose snippet changed', () => {
    const renamed = { ...base, 'b.mdx': base['b.mdx']!.replace('## Install', '## Installing') };
    expect(diff(renamed, ['b.mdx']).findings).toEqual([
      ['a.mdx', '/b#gone', 'existing'],
      ['a.mdx', '/b#install', 'new'],
      ['c.mdx', '/b#never', 'existing'],
    ]);
    const snippet = { ...base, 'c.mdx': '# C\n\n[s](/b#from-snippet)\n', 'snippets/s.mdx': '## Other\n' };
    const before = { ...base, 'c.mdx': '# C\n\n[s](/b#from-snippet)\n' };
    // The snippet's heading is one of b's ids: every link into b is checked again.
    expect(diff(snippet, ['snippets/s.mdx'], before).findings).toEqual([
      ['a.mdx', '/b#gone', 'existing'],
      ['c.mdx', '/b#from-snippet', 'new'],
    ]);
  });

  it('a prose edit keeps a page’s ids, unless a heading has quotes (smart quotes read the prose)', () => {
    const prose = { ...base, 'b.mdx': base['b.mdx']!.replace('Steps.', 'Steps, edited.') };
    expect(diff(prose, ['b.mdx', 'a.mdx']).findings).toEqual([]);
    const quoted = (b: Record<string, string>) => ({
      ...b,
      'b.mdx': b['b.mdx']!.replace('## Install', '## Install "it"'),
    });
    expect(diff(quoted(prose), ['b.mdx', 'a.mdx'], quoted(base)).findings).toEqual([
      ['a.mdx', '/b#gone', 'existing'],
      ['a.mdx', '/b#install', 'existing'],
    ]);
  });

  it('a fence put around a heading, or a setext heading renamed, changes the ids: links into the page are re-checked', () => {
    const fenced = { ...base, 'b.mdx': base['b.mdx']!.replace('## Install', '```md\n## Install\n```') };
    expect(diff(fenced, ['b.mdx']).findings).toEqual([
      ['a.mdx', '/b#gone', 'existing'],
      ['a.mdx', '/b#install', 'new'],
      ['c.mdx', '/b#never', 'existing'],
    ]);
    const setext = (title: string) => ({ ...base, 'b.mdx': base['b.mdx']!.replace('## Install', `${title}\n-------`) });
    expect(diff(setext('Installing'), ['b.mdx'], setext('Install')).findings).toEqual([
      ['a.mdx', '/b#gone', 'existing'],
      ['a.mdx', '/b#install', 'new'],
      ['c.mdx', '/b#never', 'existing'],
    ]);
  });

  it('a quote inside a fenced example is no heading: a prose edit keeps the page’s ids', () => {
    // The fence's first line is also the text above its `---` (a setext underline outside a fence): the fences
    // must be followed as fences, not toggled at each delimiter line.
    const example = '```yaml\n---\ntitle: "Quoted"\n---\n```\n';
    const before = { ...base, 'b.mdx': `${base['b.mdx']!}\n${example}` };
    const prose = { ...before, 'b.mdx': before['b.mdx'].replace('Steps.', 'Steps, edited.') };
    expect(diff(prose, ['b.mdx', 'a.mdx'], before).findings).toEqual([]);
  });

  it('re-checks every fragment when docs.json variables change', () => {
    const vars = (v: string) => ({
      ...base,
      'docs.json': docsJson({ pages: ['index', 'a', 'b', 'c'] }, { variables: { v } }),
    });
    expect(diff(vars('2'), ['a.mdx', 'docs.json'], vars('1')).findings).toEqual([['a.mdx', '/b#gone', 'existing']]);
  });

  it('does not list the broken anchors of a deleted page as fixed', () => {
    const head: Record<string, string> = { ...base, 'docs.json': docsJson({ pages: ['index', 'a', 'b'] }) };
    delete head['c.mdx'];
    expect(diff(head, ['c.mdx', 'docs.json'])).toEqual({ findings: [], fixed: [] });
  });
});

describe('a link that leaves its page language', () => {
  it("offers the same page in the link's language when that page has the id", () => {
    // HireData/documentation c8546dba70 (fresh set 92): `/apps/x#triggers-aanmaken` in a Dutch page, written without
    // /nl/; the fix offered a heading of the English page.
    const json = docsJson({
      languages: [
        { language: 'en', pages: ['index', 'apps/x'] },
        { language: 'nl', pages: ['nl/index', 'nl/apps/x'] },
      ],
    });
    const body = 'Zie [triggers](/apps/x#triggers-aanmaken) en [niets](/apps/x#nergens).\n';
    const files = {
      'docs.json': json,
      'index.mdx': '# Home\n',
      'apps/x.mdx': '# X\n\n## Create triggers\n',
      'nl/index.mdx': body,
      'nl/apps/x.mdx': '# X\n\n## Triggers aanmaken\n',
    };
    const found = rules(run(files).findings, 'broken-anchor');
    expect(found.map((f) => [f.data.url, f.fix?.message, f.fix?.edits?.[0]?.newText])).toEqual([
      [
        '/apps/x#triggers-aanmaken',
        'Did you mean "/nl/apps/x#triggers-aanmaken"? The link leads out of this page\'s language to /apps/x; the same page in nl/ has the id "triggers-aanmaken".',
        '/nl/apps/x#triggers-aanmaken',
      ],
      ['/apps/x#nergens', expect.stringMatching(/^Point it at a heading of \/apps\/x/), undefined],
    ]);
    expect(found[0]!.fix?.edits?.[0]).toMatchObject(posOf(body, '/apps/x#triggers-aanmaken'));
  });

  it("offers the near id of the same page in the link's language before one of the page it leads to", () => {
    // HireData/documentation 9a60afd (walk 80): `/apps/x#installer-les-skills-avec-un-prompt` in a French page; the
    // French copy kept the English heading, so both pages have "install-the-skills-with-a-prompt" near it. The fix
    // offered "#install-the-skills-with-a-prompt" alone, which reads as a section of the linking page, and kept the
    // link on the English page.
    const json = docsJson({
      languages: [
        { language: 'en', pages: ['index', 'apps/x'] },
        { language: 'fr', pages: ['fr/index', 'fr/apps/x'] },
      ],
    });
    const body = 'Voir [skills](/apps/x#installer-les-skills-avec-un-prompt).\n';
    const heading = '# X\n\n## Install the skills with a prompt\n';
    const files = {
      'docs.json': json,
      'index.mdx': '# Home\n',
      'apps/x.mdx': heading,
      'fr/index.mdx': body,
      'fr/apps/x.mdx': heading,
    };
    const [found, ...rest] = rules(run(files).findings, 'broken-anchor');
    expect(rest).toEqual([]);
    expect(found!.fix?.message).toBe(
      'Did you mean "/fr/apps/x#install-the-skills-with-a-prompt"? The link leads out of this page\'s language to /apps/x; the same page in fr/ has the id "install-the-skills-with-a-prompt", near "installer-les-skills-avec-un-prompt".',
    );
    expect(found!.fix?.edits).toEqual([
      expect.objectContaining({
        ...posOf(body, '/apps/x#installer-les-skills-avec-un-prompt'),
        newText: '/fr/apps/x#install-the-skills-with-a-prompt',
      }),
    ]);
    // Without the French copy, the English page's near id, named with its page.
    delete (files as Record<string, string>)['fr/apps/x.mdx'];
    const [alone] = rules(run(files).findings, 'broken-anchor');
    expect(alone!.fix?.message).toBe('Did you mean "/apps/x#install-the-skills-with-a-prompt"?');
    expect(alone!.fix?.edits?.[0]?.newText).toBe('install-the-skills-with-a-prompt');
  });
});
