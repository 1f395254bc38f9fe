// missing-redirect on two in-memory states: the fix, the policy of navguard's config, and the fix round trip.
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { mintJsonAsDocs } from '../../src/core/site/mint-json.js';
import { compareSources } from '../../src/core/compare/compare.js';
import type { OutlineNode } from '../../src/core/compare/navdiff.js';
import { resolveConfig } from '../../src/core/config/config.js';
import { applyEdits } from '../../src/core/base/edits.js';
import { renderOutlineText } from '../../src/core/render/outline.js';
import { docsJson, rules } from '../helpers.js';
import { fixRoundTrip } from '../fix-roundtrip.js';
import { initRepo, writeFiles } from '../git-helpers.js';
import { cli } from '../cli/run-cli.js';
import type { Finding } from '../../src/core/base/types.js';
import fs from 'node:fs';
import path from 'node:path';

const base = {
  'docs.json': docsJson(
    { pages: ['index', 'installation'] },
    { redirects: [{ source: '/setup', destination: '/installation#steps' }] },
  ),
  'index.mdx': '# Home\n',
  'installation.mdx': '# Installation\n',
};
/** installation.mdx renamed to install.mdx (same content), the navigation updated, the old redirect kept. */
const head = {
  'docs.json': docsJson(
    { pages: ['index', 'install'] },
    { redirects: [{ source: '/setup', destination: '/installation#steps' }] },
  ),
  'index.mdx': '# Home\n',
  'install.mdx': '# Installation\n',
};

describe('missing-redirect', () => {
  // Verkan39/letmepost.dev 3021d0da7e (fresh set 95): mcp.mdx moved "to dodge mintlify's reserved /mcp route".
  it('asks no redirect from /mcp, where Mintlify’s MCP server answers, and says a link there reaches it', () => {
    const before = memorySource({ ...head, 'mcp.mdx': '# MCP\n' });
    const after = memorySource({
      ...head,
      'agents/mcp.mdx': '# MCP\n',
      'index.mdx': '# Home\n\nConnect to [the MCP server](/mcp).\n',
    });
    const c = compareSources(before, after, { changed: new Set(['mcp.mdx', 'agents/mcp.mdx', 'index.mdx']) });
    expect(c.findings.filter((f) => f.rule === 'missing-redirect')).toEqual([]);
    // The link reaches the server, not the page (0xinsider/docs: a card "MCP Server" meant /integrations/mcp).
    const [link] = c.findings.filter((f) => f.rule === 'broken-link');
    expect(link!.message).toBe(
      'Link "/mcp" is broken: "/mcp" is where Mintlify serves the search MCP server it hosts for every site, not a page. Readers who follow it reach that server, not a page. The page was renamed to /agents/mcp in this change.',
    );
    expect(link!.fix?.message).toBe('Point it at "/agents/mcp".');
  });

  it('reads a redirect the change added with a malformed escape as written, without failing', () => {
    // A new redirect names a moved page for the comparison (implied-renames.ts); `%` not followed by two hex
    // digits cannot be decoded, and once made the whole comparison throw "URI malformed".
    const before = memorySource({ ...head, 'old.mdx': '# Old\n' });
    const after = memorySource({
      ...head,
      'docs.json': docsJson(
        { pages: ['index', 'install'] },
        { redirects: [{ source: '/old%', destination: '/new%zz' }] },
      ),
      'new.mdx': '# New\n',
    });
    const c = compareSources(before, after, { changed: new Set(['docs.json', 'old.mdx', 'new.mdx']) });
    expect(c.renamed.size).toBe(0);
    expect(c.findings.filter((f) => f.rule === 'missing-redirect').map((f) => f.data.source)).toEqual(['/old']);
  });

  it('asks no redirect for pages of a base whose docs.json does not parse: that base published nothing', () => {
    // latitude-llm 76eebc93: the base's docs.json was a fragment ("integrations": {…}); the change wrote a whole one.
    const pages = { 'index.mdx': '# Home\n', 'domain-entities.mdx': '# Entities\n', 'guide.mdx': '# Guide\n' };
    const before = memorySource({ ...pages, 'docs.json': '"integrations": { "a": 1 }\n' });
    const after = memorySource({
      'docs.json': docsJson({ pages: ['index', 'guide'] }),
      'index.mdx': '# Home\n',
      'guide.mdx': '# Guide\n',
    });
    const c = compareSources(before, after, { changed: new Set(['docs.json', 'domain-entities.mdx']) });
    expect(c.findings.filter((f) => f.rule === 'missing-redirect')).toEqual([]);
    // With a base that parses, the same removal asks for its redirect.
    const parsed = memorySource({ ...pages, 'docs.json': docsJson({ pages: ['index', 'domain-entities', 'guide'] }) });
    const d = compareSources(parsed, after, { changed: new Set(['docs.json', 'domain-entities.mdx']) });
    expect(d.findings.filter((f) => f.rule === 'missing-redirect').map((f) => f.data.source)).toEqual([
      '/domain-entities',
    ]);
  });

  it('guesses the new place of a removed page in another top folder only among the pages the change added', () => {
    // 0xsequence 1ce5728f: es/solutions/builder/gas-tank, removed, was sent to ja/solutions/builder/gas-tank.
    const before = {
      'docs.json': docsJson({
        groups: [
          { group: 'ES', pages: ['es/intro', 'es/guides/gas-tank'] },
          { group: 'Guide', pages: ['guide/payments/adyen', 'guide/payments/stripe'] },
          { group: 'JA', pages: ['ja/intro', 'ja/guides/gas-tank'] },
          { group: 'Docs', pages: ['docs/intro', 'docs/guides/setup'] },
        ],
      }),
      'es/intro.mdx': '# Intro\n',
      'es/guides/gas-tank.mdx': '# Gas tank\n',
      'guide/payments/adyen.mdx': '# Adyen\n',
      'guide/payments/stripe.mdx': '# Stripe\n',
      'ja/intro.mdx': '# Intro\n',
      'ja/guides/gas-tank.mdx': '# Gas tank\n',
      'docs/intro.mdx': '# Intro\n',
      'docs/guides/setup.mdx': '# Setup\n',
    };
    const {
      'es/guides/gas-tank.mdx': _es,
      'docs/guides/setup.mdx': _setup,
      'guide/payments/adyen.mdx': _adyen,
      ...rest
    } = before;
    const after = {
      ...rest,
      'docs.json': docsJson({
        groups: [
          { group: 'ES', pages: ['es/intro'] },
          { group: 'Guide', pages: ['guide/payments/stripe', 'integrations/payments/adyen'] },
          { group: 'JA', pages: ['ja/intro', 'ja/guides/gas-tank'] },
          { group: 'Docs', pages: ['docs/intro', 'docs/howto/setup'] },
        ],
      }),
      'docs/howto/setup.mdx': '# Set up, rewritten\n',
      // A page the change added in another top folder is the page moved (lago guide/payments -> integrations/payments).
      'integrations/payments/adyen.mdx': '# Adyen, rewritten\n',
    };
    const c = compareSources(memorySource(before), memorySource(after), { links: 'all' });
    const dest = (source: string): string | undefined => {
      const f = c.findings.find((x) => x.rule === 'missing-redirect' && x.data.source === source);
      return f?.rule === 'missing-redirect' ? f.data.destination : undefined;
    };
    // Not the Japanese page of its name: the page left in its old group.
    expect(dest('/es/guides/gas-tank')).toBe('/es/intro');
    // Within its top folder, the page of its name; in another, the page of its name the change added.
    expect(dest('/docs/guides/setup')).toBe('/docs/howto/setup');
    expect(dest('/guide/payments/adyen')).toBe('/integrations/payments/adyen');
    // A guess says it is one, and which kind (ClarusWMS_Docs: read as "the page that replaces it").
    const fix = (source: string): string | undefined =>
      c.findings.find((x) => x.rule === 'missing-redirect' && x.data.source === source)?.fix?.message;
    expect(fix('/es/guides/gas-tank')).toMatch(
      /, or send it to the page that replaces it: \/es\/intro is a guess, the overview page of its section\.$/,
    );
  });

  it("sends a removed page to its section's overview page before the first page left there", () => {
    // amp-labs/docs (fresh set, seed 72): removed SQS, SNS and Pub/Sub pages were sent to /destinations/kinesis.
    const site = (pages: string[]) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Destinations', pages },
        ],
      }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    const removed = (before: string[], after: string[]) =>
      compareSources(memorySource(site(before)), memorySource(site(after)), { links: 'all' }).findings.find(
        (x) => x.rule === 'missing-redirect',
      );
    const withOverview = removed(
      ['destinations/kinesis', 'destinations/sqs', 'destinations/overview'],
      ['destinations/kinesis', 'destinations/overview'],
    );
    expect(withOverview?.data).toMatchObject({ source: '/destinations/sqs', destination: '/destinations/overview' });
    expect(withOverview?.fix?.message).toContain(
      '/destinations/overview is a guess, the overview page of its section.',
    );
    const without = removed(['destinations/kinesis', 'destinations/sqs'], ['destinations/kinesis']);
    expect(without?.data).toMatchObject({ destination: '/destinations/kinesis' });
    expect(without?.fix?.message).toContain('is a guess, the first page left in its section.');
  });

  // agno-agi/docs 4e43be24c9 (fresh set 109): usage folders of duplicate pages removed, their readers sent to "/" while
  // another folder held a page of each name.
  it('sends the pages of a removed folder to the one page of their name elsewhere, as a guess, and the rest by wildcard', () => {
    const pages = ['a/usage/stream', 'a/usage/multi-turn', 'a/usage/raw', 'b/usage/stream', 'b/usage/multi-turn'];
    const site = (list: string[]) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Usage', pages: list },
        ],
      }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(list.map((p) => [`${p}.mdx`, `# ${p}\n\nText of ${p}.\n`])),
    });
    const f = compareSources(
      memorySource(site(pages)),
      memorySource(site(pages.filter((p) => p.startsWith('b/')))),
      {},
    ).findings.filter((x) => x.rule === 'missing-redirect');
    expect(f).toHaveLength(1);
    expect(f[0]!.data.redirects).toEqual([
      { source: '/a/usage/multi-turn', destination: '/b/usage/multi-turn' },
      { source: '/a/usage/stream', destination: '/b/usage/stream' },
      { source: '/a/:slug*', destination: '/b/usage/stream' },
    ]);
    expect(f[0]!.message).toContain(
      'with its 3 pages (/a/usage/multi-turn, /a/usage/raw, /a/usage/stream), 3 of them in the navigation, but docs.json has no redirect for them: bookmarks, search results and links from other sites now get a 404. 2 of them have a page of their name elsewhere, where the fix sends theirs (a guess): /a/usage/multi-turn to /b/usage/multi-turn, /a/usage/stream to /b/usage/stream.',
    );
    expect(f[0]!.data.renamedTo).toBeUndefined();
  });

  // B2Proxy/docs da43ae81b3 (fresh set 115): a zh sub-group's folder removed whole was sent to "/", the English home,
  // while its parent group kept a page, and the fix did not say the destination was a guess.
  it('sends a removed folder to the page left in the groups around it, or its language home, and says it guesses', () => {
    const site = (zh: unknown[], files: string[]) => ({
      'docs.json': docsJson({
        languages: [
          { language: 'en', groups: [{ group: 'Home', pages: ['index'] }] },
          { language: 'zh', groups: [{ group: 'Home', pages: ['zh/index'] }, ...zh] },
        ],
      }),
      ...Object.fromEntries(['index', 'zh/index', ...files].map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    const pm = ['zh/integrations/pm/a', 'zh/integrations/pm/b', 'zh/integrations/pm/c'];
    const folderGone = (withSibling: boolean) => {
      const kept = withSibling ? ['zh/integrations/browser'] : [];
      const group = (pages: unknown[]) => [{ group: 'Integrations', pages: [...kept, ...pages] }];
      const [f, ...rest] = compareSources(
        memorySource(site(group([{ group: 'PM', pages: pm }]), [...kept, ...pm])),
        memorySource(site(withSibling ? group([]) : [], kept)),
        {},
      ).findings.filter((x) => x.rule === 'missing-redirect');
      expect(rest).toEqual([]);
      return f!;
    };
    const f = folderGone(true);
    expect(f.data).toMatchObject({ source: '/zh/integrations/pm/:slug*', destination: '/zh/integrations/browser' });
    expect(f.fix!.message).toMatch(
      /"\/zh\/integrations\/browser" is a guess, the first page left in the section that held the folder\.$/,
    );
    const parent = folderGone(false);
    expect(parent.data).toMatchObject({ destination: '/zh' });
    expect(parent.fix!.message).toMatch(
      /"\/zh" is a guess, the page of the nearest folder above it that still has one\.$/,
    );
  });

  // mcgrphub/mc-markets-doc aa33bdbc9f (fresh set 120): /api-reference/endpoints/ went with its group, and its readers
  // were sent to "/" where /api-reference/overview, in another group, survived.
  it('sends a removed folder with its group to the overview page of the folder above it', () => {
    const site = (endpoints: boolean) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Home', pages: ['index'] },
          { group: 'API', pages: ['api-reference/overview'] },
          ...(endpoints
            ? [{ group: 'Endpoints', pages: ['a', 'b', 'c'].map((p) => `api-reference/endpoints/${p}`) }]
            : []),
        ],
      }),
      'index.mdx': '# Home\n',
      'api-reference/overview.mdx': '# API\n',
      ...(endpoints
        ? Object.fromEntries(['a', 'b', 'c'].map((p) => [`api-reference/endpoints/${p}.mdx`, `# ${p}\n`]))
        : {}),
    });
    const [f, ...rest] = compareSources(memorySource(site(true)), memorySource(site(false))).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    expect(rest).toEqual([]);
    expect(f!.data).toMatchObject({
      source: '/api-reference/endpoints/:slug*',
      destination: '/api-reference/overview',
    });
    expect(f!.fix!.message).toContain('"/api-reference/overview" is a guess, the page of the nearest folder above it');
  });

  // chonkie-inc/chonkie 5314d8abc8 (fresh set 114): "36 pages … 7 more have a page of their name elsewhere" read as 43.
  it('counts the pages sent to a page of their name among the rest when others moved', () => {
    const base = ['a/usage/stream', 'a/usage/raw', 'a/moved', 'b/usage/stream'];
    const head = ['b/usage/stream', 'c/moved'];
    const site = (list: string[]) => ({
      'docs.json': docsJson({ groups: [{ group: 'All', pages: ['index', ...list] }] }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(
        list.map((p) => [`${p}.mdx`, `# ${p.split('/').pop()}\n\nText of ${p.split('/').pop()}.\n`]),
      ),
    });
    const [f, ...rest] = compareSources(memorySource(site(base)), memorySource(site(head)), {}).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    expect(rest).toEqual([]);
    expect(f!.message).toContain(
      'One of them moved: /a/moved to /c/moved. Of the rest, one has a page of its name elsewhere, where the fix sends its readers (a guess): /a/usage/stream to /b/usage/stream.',
    );
  });

  // GetClamo/docs 0ca4d793a6 (fresh set 108): the starter's /quickstart, beside the home page, was sent to "/index".
  it('sends a removed page beside the home page to "/", where the home page is served', () => {
    const site = (pages: string[]) => ({
      'docs.json': docsJson({ groups: [{ group: 'Getting started', pages: ['index', ...pages] }] }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    const f = compareSources(memorySource(site(['quickstart'])), memorySource(site([])), {}).findings.find(
      (x) => x.rule === 'missing-redirect',
    );
    expect(f?.data).toMatchObject({ source: '/quickstart', destination: '/' });
    expect(f?.fix?.message).toContain('{ "source": "/quickstart", "destination": "/" }');
  });

  it('sends a removed page to the one page the change added to its section, before a page of a near name', () => {
    // teamhanko/docs c7f7bfcc40 (fresh set 96): node and bun replaced by javascript in the same group; node's
    // readers were sent to the nearest name, /quickstarts/backend/go.
    const site = (pages: string[]) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Backend', pages },
        ],
      }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    const removed = (before: string[], after: string[]) =>
      compareSources(memorySource(site(before)), memorySource(site(after))).findings.find(
        (x) => x.rule === 'missing-redirect',
      );
    const one = removed(['backend/go', 'backend/node'], ['backend/go', 'backend/javascript']);
    expect(one?.data).toMatchObject({ source: '/backend/node', destination: '/backend/javascript' });
    expect(one?.fix?.message).toContain(
      '/backend/javascript is a guess, the one page this change added to its section.',
    );
    // Two added: neither is told from the other, and the near name stands.
    const two = removed(['backend/go', 'backend/node'], ['backend/go', 'backend/javascript', 'backend/rust']);
    expect(two?.data).toMatchObject({ destination: '/backend/go' });
    // A section with an overview page sends readers there (0xsequence d1074dd106: sidekick added beside
    // unity/overview as quickstart went).
    const withOverview = removed(
      ['backend/overview', 'backend/sidekick-x', 'backend/quickstart'],
      ['backend/overview', 'backend/sidekick-x', 'backend/sidekick'],
    );
    expect(withOverview?.data).toMatchObject({ destination: '/backend/overview' });
  });

  it('sends a removed page to the one page the change added under a name like its own', () => {
    // gladiaio/docs 05d0836c71 (fresh set 98): integrations moved to another group, recall-ai rewritten as recall;
    // the redirect asked for recall-ai had no destination.
    const site = (partners: string[], integrations: string[]) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Partners', pages: partners },
          { group: 'Integrations', pages: integrations },
        ],
      }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries([...partners, ...integrations].map((p) => [`${p}.mdx`, `# ${p}\n\n${p} text.\n`])),
    });
    const before = site(['partners/zoom', 'partners/recall-ai'], ['integrations/slack']);
    const removed = (after: Record<string, string>) =>
      compareSources(memorySource(before), memorySource(after)).findings.find(
        (x) => x.rule === 'missing-redirect' && x.data.source === '/partners/recall-ai',
      );
    const one = removed(site(['partners/zoom'], ['integrations/slack', 'integrations/teams', 'integrations/recall']));
    expect(one?.data).toMatchObject({ destination: '/integrations/recall' });
    expect(one?.fix?.message).toContain(
      '/integrations/recall is a guess, the one page this change added under a name like its own.',
    );
    // The name one word longer answers too; two such pages, or a name of under four letters, do not.
    const longer = removed(site(['partners/zoom'], ['integrations/slack', 'integrations/recall-ai-bot']));
    expect(longer?.data).toMatchObject({ destination: '/integrations/recall-ai-bot' });
    // In another letter case (ComposioHQ/docs, fresh set 106: pages rewritten under lower-case names).
    const cased = compareSources(
      memorySource(site(['partners/zoom', 'partners/Recall-AI'], ['integrations/slack'])),
      memorySource(site(['partners/zoom'], ['integrations/slack', 'integrations/recall-ai'])),
    ).findings.find((x) => x.rule === 'missing-redirect' && x.data.source === '/partners/Recall-AI');
    expect(cased?.data).toMatchObject({ destination: '/integrations/recall-ai' });
    const two = removed(site(['partners/zoom'], ['integrations/slack', 'integrations/recall', 'bots/recall']));
    expect(two?.fix?.message).not.toContain('a name like its own');
    const short = compareSources(
      memorySource(site(['partners/zoom', 'partners/api-keys'], ['integrations/slack'])),
      memorySource(site(['partners/zoom'], ['integrations/slack', 'integrations/api'])),
    ).findings.find((x) => x.rule === 'missing-redirect');
    expect(short?.data).toMatchObject({ source: '/partners/api-keys' });
    expect(short?.fix?.message).not.toContain('a name like its own');
  });

  // 7th-factor/chanl-docs 87abd157fb and 119036892f (fresh set 120): API pages removed were sent to the first page
  // left in their section, another operation's, and to a guide of their name that shows none.
  it('sends a removed API page to no page of another operation, nor to a namesake that shows none', () => {
    const stub = (op: string) => `---\nopenapi: ${op}\n---\n`;
    const nav = (auth: string[]) =>
      docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'guides/settings'] },
          { group: 'Auth', pages: auth },
        ],
      });
    const before = {
      'docs.json': nav(['auth/refresh', 'auth/exchange', 'auth/keys']),
      'index.mdx': '# Home\n',
      'guides/settings.mdx': '# Settings\n\nThe docs.json settings.\n',
      'auth/refresh.mdx': stub('POST /auth/refresh'),
      'auth/exchange.mdx': stub('POST /auth/exchange'),
      'auth/keys.mdx': stub('GET /auth/keys'),
    };
    const after: Record<string, string> = { ...before, 'docs.json': nav(['auth/refresh']) };
    delete after['auth/exchange.mdx'];
    delete after['auth/keys.mdx'];
    const found = compareSources(memorySource(before), memorySource(after)).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    expect(found.map((f) => [f.data.source, f.data.destination])).toEqual([
      ['/auth/exchange', undefined],
      ['/auth/keys', undefined],
    ]);
    expect(found[0]!.fix?.message).toContain('with the page that replaces it as destination');
    // A page that is no operation's is still a guess for an API page (an overview left in the section).
    const overview = { ...after, 'docs.json': nav(['auth/refresh', 'auth/overview']), 'auth/overview.mdx': '# Auth\n' };
    const withOverview = compareSources(memorySource(before), memorySource(overview)).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    expect(withOverview.map((f) => f.data.destination)).toEqual(['/auth/overview', '/auth/overview']);
    // A removed folder of API pages: its "settings" page has a namesake guide, which shows no operation.
    const folder = (api: boolean) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'guides/settings'] },
          ...(api
            ? [{ group: 'Workspaces', pages: ['workspaces/get', 'workspaces/delete', 'workspaces/settings'] }]
            : []),
        ],
      }),
      'index.mdx': '# Home\n',
      'guides/settings.mdx': '# Settings\n\nThe docs.json settings.\n',
      ...(api
        ? {
            'workspaces/get.mdx': stub('GET /workspaces/{id}'),
            'workspaces/delete.mdx': stub('DELETE /workspaces/{id}'),
            'workspaces/settings.mdx': stub('GET /workspaces/{id}/settings'),
          }
        : {}),
    });
    const gone = compareSources(memorySource(folder(true)), memorySource(folder(false))).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    expect(gone).toHaveLength(1);
    expect(gone[0]!.data.redirects).toEqual([{ source: '/workspaces/:slug*', destination: '/' }]);
    expect(gone[0]!.fix?.message).toContain('"/" is a guess, the home page: no page is left in the section');
  });

  it('sends a removed page to the one page left that shows the same API operation', () => {
    // OrderlyNetwork/documentation-public 13334ff0b9 (fresh set 101): duplicate API pages deleted; the redirect asked
    // for guessed the first page left in the section, where a page with the same `openapi:` operation stayed.
    const stub = (op: string) => `---\nopenapi: orderly.openapi ${op}\n---\n`;
    const nav = (pages: string[]) =>
      docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Private', pages },
        ],
      });
    const before = {
      'docs.json': nav(['api/check-code', 'api/update-rate', 'api/update-multi-level-rate', 'api/faq']),
      'index.mdx': '# Home\n',
      'api/check-code.mdx': stub('get /v1/code'),
      'api/update-rate.mdx': stub('post /v1/rate/update'),
      'api/update-multi-level-rate.mdx': stub('POST  /v1/rate/update'),
      'api/faq.mdx': '# FAQ\n\nAsk.\n',
    };
    const after: Record<string, string> = { ...before };
    delete after['api/update-multi-level-rate.mdx'];
    after['docs.json'] = nav(['api/check-code', 'api/update-rate', 'api/faq']);
    const found = compareSources(memorySource(before), memorySource(after)).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    const op = found.find((x) => x.data.source === '/api/update-multi-level-rate');
    expect(op?.data).toMatchObject({ destination: '/api/update-rate' });
    expect(op?.fix?.message).toContain(
      '/api/update-rate is a guess, the page left that shows the same API operation (its `openapi` frontmatter).',
    );
    // Two pages left with the operation: neither is the one.
    const both = { ...after, 'api/update-rate-v2.mdx': stub('post /v1/rate/update') };
    const two = compareSources(memorySource(before), memorySource(both)).findings.find(
      (x) => x.rule === 'missing-redirect' && x.data.source === '/api/update-multi-level-rate',
    );
    expect(two?.fix?.message).toMatch(/is a guess, the first page left in its section\.$/);
    // The operation's path written with its trailing slash before and without it after (Agenta-AI/agenta
    // f8eca2cda8, fresh set 105: 38 of 39 such pages left to a placeholder).
    const slashed = { ...before, 'api/update-multi-level-rate.mdx': stub('post /v1/rate/update/') };
    const slash = compareSources(memorySource(slashed), memorySource(after)).findings.find(
      (x) => x.rule === 'missing-redirect' && x.data.source === '/api/update-multi-level-rate',
    );
    expect(slash?.data).toMatchObject({ destination: '/api/update-rate' });
    // A path parameter named otherwise is the same path (OpenAPI holds such paths identical): 0xinsider
    // 720edd2000 (fresh set 116) replaced `/traders/{id}/position-timeline` by `/traders/{trader}/position-timeline`,
    // and the redirect asked for guessed a neighbour of the nearest name.
    const param = (p: string) => ({
      ...before,
      'api/update-rate.mdx': stub(`post /v1/{${p}}/rate/update`),
      'api/update-multi-level-rate.mdx': stub('post /v1/{id}/rate/update'),
    });
    const { 'api/update-multi-level-rate.mdx': _removed, ...renamedParam } = param('account');
    const named = compareSources(
      memorySource(param('id')),
      memorySource({ ...renamedParam, 'docs.json': after['docs.json'] }),
    ).findings.find((x) => x.rule === 'missing-redirect' && x.data.source === '/api/update-multi-level-rate');
    expect(named?.data).toMatchObject({ destination: '/api/update-rate' });
  });

  it('asks as a warning what a change removed from a base whose docs.json the builder rejects', () => {
    // zo-sol/docs 00da9e4712 (fresh set 117): the parent's "colors.background" fails the build, so its new pages
    // were never published; the change that mended docs.json and removed them was asked their redirects as errors.
    const nav = (pages: string[], colors: object) =>
      docsJson({ groups: [{ group: 'Start', pages }] }, { colors: { primary: '#00FF00', ...colors } });
    const before = {
      'docs.json': nav(['index', 'advanced'], { background: { light: '#0a0a0a' } }),
      'index.mdx': '# Home\n',
      'advanced.mdx': '# Advanced\n',
    };
    const after = { 'docs.json': nav(['index'], {}), 'index.mdx': '# Home\n' };
    const c = compareSources(memorySource(before), memorySource(after));
    const f = c.findings.find((x) => x.rule === 'missing-redirect');
    expect(f?.severity).toBe('warning');
    expect(f?.message).toContain("The base's docs.json is one the site builder rejects (docs.json:");
    expect(f?.data).toMatchObject({ source: '/advanced', unbuiltBase: expect.stringMatching(/^docs\.json:\d+$/) });
    // The same change from a base the builder builds: an error.
    const built = compareSources(
      memorySource({ ...before, 'docs.json': nav(['index', 'advanced'], {}) }),
      memorySource(after),
    );
    expect(built.findings.find((x) => x.rule === 'missing-redirect')).toMatchObject({ severity: 'error' });
    // An unknown key the builder ignores (a field of a group) fails nothing: an error too.
    const ignored = docsJson({ groups: [{ group: 'Start', pages: ['index', 'advanced'], note: 'x' }] });
    const lax = compareSources(memorySource({ ...before, 'docs.json': ignored }), memorySource(after));
    expect(lax.findings.find((x) => x.rule === 'missing-redirect')).toMatchObject({ severity: 'error' });
  });

  it('asks a folder with no page left around it for the rest, beside the redirect to a namesake', () => {
    // thiomileapp/docs f2f1d43ec1 (fresh set 119): one exact redirect, to a page of its name elsewhere, was said to be
    // "one wildcard" covering every page of the folder; the other pages got nothing.
    const nav = (groups: { group: string; pages: string[] }[]) => docsJson({ groups });
    const start = { group: 'Start', pages: ['intro', 'other/webhook'] };
    const before = {
      'docs.json': nav([start, { group: 'API', pages: ['api/create', 'api/delete', 'api/webhook'] }]),
      'intro.mdx': '# Intro\n',
      'other/webhook.mdx': '# Webhooks\n',
      'api/create.mdx': '# Create\n',
      'api/delete.mdx': '# Delete\n',
      'api/webhook.mdx': '# Webhook\n',
    };
    const after = { 'docs.json': nav([start]), 'intro.mdx': '# Intro\n', 'other/webhook.mdx': '# Webhooks\n' };
    const f = compareSources(memorySource(before), memorySource(after)).findings.find(
      (x) => x.rule === 'missing-redirect',
    );
    expect(f?.fix?.message).toBe(
      'Add { "source": "/api/webhook", "destination": "/other/webhook" } to "redirects" (to the page of its name elsewhere, a guess), and { "source": "/api/:slug*", "destination": "/NEW-PATH" } with the page that replaces the rest of the folder.',
    );
  });

  it('sends a removed page to the page left whose file is the same, as git tells it', async () => {
    // Content is compared by the ids git gives files, known without reading them (a diff between revisions).
    const nav = (pages: string[]) => docsJson({ groups: [{ group: 'G', pages: ['index', ...pages] }] });
    const page = `# Limits\n\n${'Every key has a limit on requests per minute, per day and per month. '.repeat(4)}\n`;
    // Elata-Biosciences/docs e52a66e (fresh set 103): two copies of the web editor's "New file" placeholder are
    // the same file, and no guide to each other.
    const placeholder = '---\ntitle: "New file"\ndescription: "Description of your new file."\n---\n';
    const { dir, sha } = initRepo({
      'docs.json': nav(['guides/limits', 'guides/keys', 'guides/draft']),
      'index.mdx': '# Home\n',
      'guides/limits.mdx': page,
      'guides/keys.mdx': '# Keys\n',
      'guides/reference/limits.mdx': page,
      'guides/draft.mdx': placeholder,
      'guides/other-draft.mdx': placeholder,
    });
    writeFiles(dir, { 'docs.json': nav(['guides/keys']) });
    fs.rmSync(path.join(dir, 'guides/limits.mdx'));
    fs.rmSync(path.join(dir, 'guides/draft.mdx'));
    const r = await cli(['diff', '--root', dir, '--base', sha, '--format', 'json']);
    const found = (JSON.parse(r.out) as { findings: Finding[] }).findings.filter((x) => x.rule === 'missing-redirect');
    const f = found.find((x) => x.data.source === '/guides/limits');
    expect(f?.data).toMatchObject({ destination: '/guides/reference/limits' });
    expect(f?.fix?.message).toContain(
      '/guides/reference/limits is a guess, the page left whose file is the same as its.',
    );
    const draft = found.find((x) => x.data.source === '/guides/draft');
    expect(draft?.fix?.message).toMatch(/is a guess, the page of the nearest name\.$/);
  });

  it('points a relative link to a renamed page at the new page, by where the link resolves', () => {
    // OpenHands 182b7adc renamed usage/mcp to usage/settings/mcp-settings: "/usage/mcp" got the new page, "../mcp"
    // (from usage/how-to/) did not. A bare "installation" there names usage/how-to/installation, not the root page.
    const nested = (body: string) => ({
      'usage/how-to/cli.mdx': `# CLI\n\n${body}\n`,
      'usage/mcp.mdx': '# MCP\n',
      'usage/installation.mdx': '# Nested\n',
    });
    const links = 'See [a](../mcp#setup), [b](/usage/mcp) and [c](installation).';
    const before = { ...base, ...nested(links) };
    const after = { ...head, ...nested(links) };
    delete (after as Record<string, string>)['usage/mcp.mdx'];
    (after as Record<string, string>)['usage/settings/mcp-settings.mdx'] = '# MCP\n';
    delete (after as Record<string, string>)['usage/installation.mdx'];
    const c = compareSources(memorySource(before), memorySource(after), {
      links: 'changed',
      changed: new Set(['usage/mcp.mdx', 'usage/settings/mcp-settings.mdx', 'usage/installation.mdx']),
    });
    const bl = c.findings.filter((f) => f.rule === 'broken-link');
    expect(bl.map((f) => [f.data.url, f.data.renamedTo])).toEqual([
      ['../mcp#setup', 'usage/settings/mcp-settings'],
      ['/usage/mcp', 'usage/settings/mcp-settings'],
      // It leads to usage/how-to/installation, which never was: not the root page the change renamed.
      ['installation', undefined],
    ]);
    expect(bl.map((f) => f.fix?.edits?.[0]?.newText).slice(0, 2)).toEqual([
      '/usage/settings/mcp-settings#setup',
      '/usage/settings/mcp-settings',
    ]);
    expect(bl[0]!.message).toContain('The page was renamed to /usage/settings/mcp-settings in this change');
  });

  it('adds the redirect and sends redirects to the old path straight to the new one', () => {
    const c = compareSources(memorySource(base), memorySource(head), { links: 'all' });
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(f.data).toEqual({
      source: '/installation',
      destination: '/install',
      renamedTo: 'install',
      redirects: [{ source: '/installation', destination: '/install' }],
    });
    expect(f.fix?.message).toBe(
      'Add { "source": "/installation", "destination": "/install" } to "redirects". Then send "/setup" straight to "/install": it leads to /installation.',
    );
    const fixed = applyEdits(head['docs.json'], f.fix!.edits!);
    expect((JSON.parse(fixed) as { redirects: unknown }).redirects).toEqual([
      { source: '/setup', destination: '/install#steps' },
      { source: '/installation', destination: '/install' },
    ]);
  });

  // q-uestionable-AI/qai (walk 77): thirteen redirects written a key a line, the fix's added one-line objects.
  it('writes the added redirect as the last one is laid out: a key a line, or one line', () => {
    const added = (docs: string): string => {
      const c = compareSources(
        memorySource({ ...base, 'docs.json': docs }),
        memorySource({ ...head, 'docs.json': docs.replace('"installation"', '"install"') }),
        {},
      );
      const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
      return applyEdits(docs.replace('"installation"', '"install"'), f.fix!.edits!);
    };
    const spread = docsJson(
      { pages: ['index', 'installation'] },
      { redirects: [{ source: '/setup', destination: '/x' }] },
    );
    expect(spread).toContain('{\n      "source": "/setup",\n      "destination": "/x"\n    }');
    expect(added(spread)).toContain(
      '{\n      "source": "/setup",\n      "destination": "/x"\n    },\n    {\n      "source": "/installation",\n      "destination": "/install"\n    }\n  ]',
    );
    const compact = spread.replace(
      '{\n      "source": "/setup",\n      "destination": "/x"\n    }',
      '{ "source": "/setup", "destination": "/x" }',
    );
    expect(added(compact)).toContain(
      '{ "source": "/setup", "destination": "/x" },\n    { "source": "/installation", "destination": "/install" }\n  ]',
    );
  });

  // Osier-Yi/docs 06aeb43 (fresh set 87): "renamed to /versions/2.0.5dev/en", its fix sending readers to …/en/index.
  it('sends a page renamed to an index page to the folder URL it is served at, as its message says', () => {
    const before = {
      'docs.json': docsJson({ pages: ['index', 'start', 'guide/a'] }),
      'index.mdx': '# Home\n',
      'start.mdx': '# Start\n',
      'guide/a.mdx': '# A\n',
    };
    const after = {
      'docs.json': docsJson({ pages: ['index', 'guide/index', 'guide/a'] }),
      'index.mdx': '# Home\n',
      'guide/index.mdx': '# Start\n',
      'guide/a.mdx': '# A\n\nSee [start](/start#top).\n',
    };
    const c = compareSources(memorySource(before), memorySource(after), {
      links: 'all',
      renames: [{ from: 'start.mdx', to: 'guide/index.mdx' }],
      changed: new Set(['guide/a.mdx']),
    });
    const link = c.findings.find((x) => x.rule === 'broken-link')!;
    expect(link.message).toContain('The page was renamed to /guide in this change');
    expect(link.fix?.message).toContain('or point the link at "/guide#top"');
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(f.message).toContain('/start was renamed to /guide ');
    expect(f.data).toMatchObject({ destination: '/guide', redirects: [{ source: '/start', destination: '/guide' }] });
    expect(f.fix?.message).toBe('Add { "source": "/start", "destination": "/guide" } to "redirects".');
  });

  // chainstream-io/docs f33e42a (fresh set 88): kafka-streaming.mdx moved to kafka-streaming/kafka-streaming.mdx;
  // the old URL, now a folder with no index page, counted as answered and nothing was said.
  it('asks a redirect, as a warning that says why, for a page whose URL is now a folder with no index page', () => {
    const before = {
      'docs.json': docsJson({ pages: ['index', 'streaming'] }),
      'index.mdx': '# Home\n',
      'streaming.mdx': '# Streaming\n',
    };
    const after = {
      'docs.json': docsJson({ pages: ['index', 'streaming/streaming'] }),
      'index.mdx': '# Home\n',
      'streaming/streaming.mdx': '# Streaming\n',
    };
    const c = compareSources(memorySource(before), memorySource(after), {
      renames: [{ from: 'streaming.mdx', to: 'streaming/streaming.mdx' }],
    });
    const [f, ...rest] = c.findings.filter((x) => x.rule === 'missing-redirect');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warning',
      data: { source: '/streaming', destination: '/streaming/streaming' },
    });
    expect(f!.message).toContain('/streaming was renamed to /streaming/streaming');
    expect(f!.message).toContain('the URL is now the folder /streaming/, which has no index page');
    // With an index page in the folder, the URL is that page's: nothing to ask.
    const indexed = { ...after, 'streaming/index.mdx': '# All about streaming\n' };
    const d = compareSources(memorySource(before), memorySource(indexed), {
      renames: [{ from: 'streaming.mdx', to: 'streaming/streaming.mdx' }],
    });
    expect(d.findings.filter((x) => x.rule === 'missing-redirect')).toEqual([]);
  });

  // berachain/docs c33b47a (fresh set 88) removed cn/, ko/ and vi/, each page's original kept at the same path: the
  // fix sent every reader of /cn/… to the home page ("/"); enigm-llc/docs's es/ got a placeholder.
  it('sends a removed folder whose pages all have a page at the same path above to it: one wildcard', () => {
    const pages = ['index', 'a', 'guide/b', 'guide/c'];
    const files = (withCn: boolean): Record<string, string> => {
      const out: Record<string, string> = {
        'docs.json': docsJson({
          languages: [
            { language: 'en', groups: [{ group: 'G', pages }] },
            ...(withCn ? [{ language: 'cn', groups: [{ group: 'G', pages: pages.map((p) => `cn/${p}`) }] }] : []),
          ],
        }),
      };
      for (const p of pages) {
        out[`${p}.mdx`] = `# ${p}\n`;
        if (withCn) out[`cn/${p}.mdx`] = `# ${p} (中文)\n`;
      }
      return out;
    };
    const c = compareSources(memorySource(files(true)), memorySource(files(false)), {});
    const [f, ...rest] = c.findings.filter((x) => x.rule === 'missing-redirect');
    expect(rest).toEqual([]);
    expect(f!.message).toContain('The folder /cn/ was removed with its 4 pages');
    expect(f!.data).toMatchObject({
      source: '/cn/:slug*',
      destination: '/:slug*',
      redirects: [
        { source: '/cn/:slug*', destination: '/:slug*' },
        { source: '/cn', destination: '/' },
      ],
    });
    expect(f!.fix?.message).toContain(
      'every page of the folder has its counterpart at the same path under the top of the site',
    );
    // One page without its counterpart: no such wildcard.
    const partial = files(true);
    partial['cn/only.mdx'] = '# only\n';
    const d = compareSources(memorySource(partial), memorySource(files(false)), {});
    const g = d.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(g.data).not.toMatchObject({ destination: '/:slug*' });
  });

  // chainstream-io/docs da1294e (fresh set 88): api/redpacket-id removed beside redpacket-id-get and redpacket-get;
  // the guess was redpacket-get (three edits), not the page that is the name and one more word.
  it("guesses for a removed page the folder's one page that is its name and more words, before a far typo", () => {
    const pages = ['index', 'api/redpacket-id', 'api/redpacket-id-get', 'api/redpacket-get'];
    const before: Record<string, string> = { 'docs.json': docsJson({ pages }) };
    for (const p of pages) before[`${p}.mdx`] = `# ${p}\n`;
    const after: Record<string, string> = {
      ...before,
      'docs.json': docsJson({ pages: pages.filter((p) => p !== 'api/redpacket-id') }),
    };
    delete after['api/redpacket-id.mdx'];
    const c = compareSources(memorySource(before), memorySource(after), {});
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(f.data).toMatchObject({ destination: '/api/redpacket-id-get' });
    // A name one edit away still wins.
    const near = { ...after, 'api/redpacket-ids.mdx': '# ids\n' };
    const d = compareSources(memorySource(before), memorySource(near), {});
    expect(d.findings.find((x) => x.rule === 'missing-redirect')!.data).toMatchObject({
      destination: '/api/redpacket-ids',
    });
  });

  // stack-auth/stack-auth 46227d0 (fresh set 89): auth-providers.mdx and auth-providers/ both moved; the page's
  // finding and the folder's each asked /docs/concepts/auth-providers, listed twice among the suggested redirects.
  it("asks a page's redirect once when a folder of its name went with it", () => {
    const pages = ['index', 'x', 'x/a', 'x/b', 'x/c'];
    const before: Record<string, string> = { 'docs.json': docsJson({ pages }) };
    for (const p of pages) before[`${p}.mdx`] = `# ${p}\n`;
    const after: Record<string, string> = { 'docs.json': docsJson({ pages: ['index', 'y', 'y/a', 'y/b', 'y/c'] }) };
    for (const p of ['index', 'y', 'y/a', 'y/b', 'y/c']) after[`${p}.mdx`] = `# ${p.replace('y', 'x')}\n`;
    const c = compareSources(memorySource(before), memorySource(after), {
      renames: ['x', 'x/a', 'x/b', 'x/c'].map((p) => ({ from: `${p}.mdx`, to: `${p.replace('x', 'y')}.mdx` })),
    });
    const sources = c.findings.flatMap((f) =>
      f.rule === 'missing-redirect' ? f.data.redirects.map((r) => r.source) : [],
    );
    expect(sources.sort()).toEqual(['/x', '/x/:slug*']);
  });

  it('stands on the renamed entry, else on the line that opens the redirects, never on the whole list', () => {
    const redirects = Array.from({ length: 30 }, (_, i) => ({ source: `/old-${i}`, destination: '/index' }));
    const files = (pages: string[]): Record<string, string> => ({
      'docs.json': docsJson({ pages }, { redirects }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;
    const before = files(['index', 'installation', 'faq']);
    const after = files(['index', 'install']);
    after['install.mdx'] = before['installation.mdx']!;
    const c = compareSources(memorySource(before), memorySource(after), { links: 'all' });
    const at = Object.fromEntries(
      c.findings.filter((x) => x.rule === 'missing-redirect').map((x) => [x.data.source, [x.line, x.endLine]]),
    );
    const json = after['docs.json']!;
    // The rename: the entry the author changed, which the pull request's diff shows.
    expect(at['/installation']).toEqual([lineOf(json, '"install"'), lineOf(json, '"install"')]);
    // The removal: one line, where the redirect goes.
    expect(at['/faq']).toEqual([lineOf(json, '"redirects"'), lineOf(json, '"redirects"')]);
  });

  it('leaves no finding behind when every fix is applied (the fix round trip)', () => {
    const compare = (files: Record<string, string>) =>
      compareSources(memorySource(base), memorySource(files), { links: 'all' }).findings;
    const findings = compare(head);
    expect(findings.map((x) => x.rule).sort()).toEqual(['missing-redirect', 'redirect-target-missing']);
    // A redirect to the renamed page is pointed straight at the new one: through the new redirect it would chain.
    const redirect = findings.find((x) => x.rule === 'redirect-target-missing')!;
    expect(redirect.fix?.message).toMatch(/^Point it at "\/install/);
    expect(redirect.message).not.toContain('mends');
    const trip = fixRoundTrip(
      (p) => head[p as keyof typeof head],
      findings,
      (changed) => compare({ ...head, ...Object.fromEntries(changed) }),
    );
    expect(trip).toEqual({ applied: 3, failures: [] });
  });

  it('leaves a redirect written with a #fragment to redirect-source-format, whose fix alone mends it', () => {
    // The host never matches "/installation#steps", so the removed page is lost; two fixes adding a source for
    // "/installation" would write it twice, which the builder rejects.
    const written = {
      ...head,
      'docs.json': docsJson(
        { pages: ['index', 'install'] },
        {
          redirects: [
            { source: '/setup', destination: '/install' },
            { source: '/installation#steps', destination: '/install' },
          ],
        },
      ),
    };
    const compare = (files: Record<string, string>) =>
      compareSources(memorySource(base), memorySource(files), { links: 'all' }).findings;
    const findings = compare(written);
    expect(findings.map((x) => [x.rule, x.severity])).toEqual([['redirect-source-format', 'error']]);
    const trip = fixRoundTrip(
      (p) => written[p as keyof typeof written],
      findings,
      (changed) => compare({ ...written, ...Object.fromEntries(changed) }),
    );
    expect(trip).toEqual({ applied: 1, failures: [] });
  });

  it("follows the rules and ignore of navguard's config, as every other rule does", () => {
    const off = compareSources(memorySource(base), memorySource(head), {
      config: resolveConfig({ rules: { 'missing-redirect': 'off' } }),
    });
    expect(off.findings.map((x) => x.rule)).not.toContain('missing-redirect');
    const notice = compareSources(memorySource(base), memorySource(head), {
      config: resolveConfig({ rules: { 'missing-redirect': 'notice' } }),
    });
    expect(notice.findings.find((x) => x.rule === 'missing-redirect')?.severity).toBe('notice');
    const ignored = compareSources(memorySource(base), memorySource(head), {
      config: resolveConfig({ ignore: ['docs.json'] }),
    });
    expect(ignored.findings).toEqual([]);
  });
});

describe('missing-redirect and a folder index page', () => {
  // lancedb/docs moved quickstart/index.mdx to quickstart.mdx: the page was and stays at /quickstart.
  const before = {
    'docs.json': docsJson({ pages: ['index', 'quickstart/index'] }),
    'index.mdx': '# Home\n',
    'quickstart/index.mdx': '# Quickstart\n',
  };
  const missing = (head: Record<string, string>): string[] =>
    compareSources(memorySource(before), memorySource(head))
      .findings.filter((f) => f.rule === 'missing-redirect')
      .map((f) => f.message);

  it('asks nothing of an index page that becomes the page of its folder name: the URL is the same', () => {
    const head = { 'docs.json': docsJson({ pages: ['index', 'quickstart'] }), 'index.mdx': '# Home\n' };
    expect(missing({ ...head, 'quickstart.mdx': '# Quickstart\n' })).toEqual([]);
  });

  // shopperlabs/docs 335b911 replaced the Mintlify starter, index.mdx included, by a versioned site: "/index was
  // removed". The home page is served at "/", which goes to the navigation's first page when there is no index.
  it('asks nothing for the home page: "/" leads to the first page of the navigation', () => {
    const head = { 'docs.json': docsJson({ pages: ['v1/intro'] }), 'v1/intro.mdx': '# Intro\n' };
    const c = compareSources(memorySource(before), memorySource(head));
    expect(c.findings.filter((f) => f.rule === 'missing-redirect').map((f) => f.data.source)).toEqual(['/quickstart']);
  });

  it('still asks for a redirect when the index page goes elsewhere', () => {
    const head = { 'docs.json': docsJson({ pages: ['index', 'start'] }), 'index.mdx': '# Home\n' };
    expect(missing({ ...head, 'start.mdx': '# Quickstart\n' })).toHaveLength(1);
  });

  // lmnr-ai/docs renamed tracing/structure/index.mdx to overview.mdx beside the folder's other pages: readers lose
  // /tracing/structure, the URL the index page had; the redirect asked for was from /tracing/structure/index.
  const folder = {
    'docs.json': docsJson({ pages: ['index', 'guide/index', 'guide/more'] }),
    'index.mdx': '# Home\n',
    'guide/index.mdx': '# Guide\n',
    'guide/more.mdx': '# More\n',
  };
  const renamed = (redirects?: { source: string; destination: string }[]) => ({
    'docs.json': docsJson({ pages: ['index', 'guide/overview', 'guide/more'] }, redirects ? { redirects } : {}),
    'index.mdx': '# Home\n',
    'guide/overview.mdx': '# Guide\n',
    'guide/more.mdx': '# More\n',
  });

  it("asks for the redirect from the folder's URL, which the index page was served at", () => {
    const found = compareSources(memorySource(folder), memorySource(renamed())).findings.filter(
      (f) => f.rule === 'missing-redirect',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(
      /^\/guide \(the folder's index page, guide\/index\) was renamed to \/guide\/overview/,
    );
    expect(found[0]!.data).toMatchObject({
      source: '/guide',
      redirects: [{ source: '/guide', destination: '/guide/overview' }],
    });
  });

  it("asks nothing when a redirect from the folder's URL is there", () => {
    const head = renamed([{ source: '/guide', destination: '/guide/overview' }]);
    expect(compareSources(memorySource(folder), memorySource(head)).findings.map((f) => f.rule)).not.toContain(
      'missing-redirect',
    );
  });
});

describe('missing-redirect for a whole folder: one finding, one wildcard', () => {
  const guides = ['guides/index', 'guides/a', 'guides/b', 'guides/deep/c'];
  const baseFiles: Record<string, string> = {
    'docs.json': docsJson({
      groups: [
        { group: 'Start', pages: ['index', 'about'] },
        { group: 'Guides', pages: guides },
      ],
    }),
    'index.mdx': '# Home\n',
    'about.mdx': '# About\n',
    ...Object.fromEntries(guides.map((g) => [`${g}.mdx`, `# ${g}\n`])),
  };
  const missing = (head: Record<string, string>) => {
    const c = compareSources(memorySource(baseFiles), memorySource(head), { links: 'all' });
    return { c, found: c.findings.filter((f) => f.rule === 'missing-redirect') };
  };

  it('a removed folder gives one finding whose fix sends /guides/:slug* and the bare /guides to a surviving page', () => {
    const head = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'about'] }] }),
      'index.mdx': '# Home\n',
      'about.mdx': '# About\n',
    };
    const { found } = missing(head);
    expect(found).toHaveLength(1);
    const f = found[0]!;
    expect(f.rule === 'missing-redirect' && f.data).toEqual({
      source: '/guides/:slug*',
      destination: '/',
      pages: ['guides/a', 'guides/b', 'guides/deep/c', 'guides/index'],
      redirects: [
        { source: '/guides/:slug*', destination: '/' },
        { source: '/guides', destination: '/' },
      ],
    });
    expect(f.message).toContain('The folder /guides/ was removed with its 4 pages');
    const trip = fixRoundTrip(
      (p) => head[p as keyof typeof head],
      found,
      (changed) => missing({ ...head, ...Object.fromEntries(changed) }).c.findings,
    );
    expect(trip).toEqual({ applied: 1, failures: [] });
  });

  it('a removed folder one of whose pages moved asks its exact redirect before the wildcard', () => {
    // NewscatcherAPI/docs 8ec6f9d188 (fresh set 99): 5 of libraries/' 11 pages moved to news-api/libraries/, the
    // legacy ones went; the folder was told removed, with a placeholder, and no word of the 5.
    const head = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'about', 'learn/a'] }] }),
      'index.mdx': '# Home\n',
      'about.mdx': '# About\n',
      'learn/a.mdx': baseFiles['guides/a.mdx']!,
    };
    const { found } = missing(head);
    expect(found).toHaveLength(1);
    const f = found[0]!;
    expect(f.rule === 'missing-redirect' && f.data.redirects).toEqual([
      { source: '/guides/a', destination: '/learn/a' },
      { source: '/guides/:slug*', destination: '/' },
      { source: '/guides', destination: '/' },
    ]);
    expect(f.message).toMatch(/ One of them moved: \/guides\/a to \/learn\/a\.$/);
    expect(f.fix?.message).toMatch(/each page that moved to its new place first, then one wildcard for the rest/);
    // Past three redirects the fix names the first three and counts the rest (circle-devdocs 04df2595df, fresh set
    // 118: 42 in one sentence of 7 KB); its edit adds them all.
    const pages = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((p) => `old/${p}`);
    const big = (list: string[]) =>
      Object.fromEntries([
        ['docs.json', docsJson({ groups: [{ group: 'G', pages: ['index', ...list] }] })],
        ['index.mdx', '# Home\n'],
        ...list.map((p) => [`${p}.mdx`, `# ${p}\n\nText of ${p}.\n`]),
      ]) as Record<string, string>;
    const moved = ['x/a', 'y/b', 'z/c'];
    const after = big([...moved, ...pages.slice(3)].filter((p) => !p.startsWith('old/')));
    for (const [i, to] of moved.entries()) after[`${to}.mdx`] = `# ${pages[i]}\n\nText of ${pages[i]}.\n`;
    const many = compareSources(memorySource(big(pages)), memorySource(after), {
      renames: moved.map((to, i) => ({ from: `${pages[i]}.mdx`, to: `${to}.mdx` })),
    }).findings.find((x) => x.rule === 'missing-redirect')!;
    expect(many.fix?.message).toMatch(
      /^Add \{ "source": "\/old\/a", [^}]*\}, \{ "source": "\/old\/b", [^}]*\}, \{ "source": "\/old\/c", [^}]*\} and 1 more like them \(the fix's edit adds all 4\) to "redirects"/,
    );
    expect(many.rule === 'missing-redirect' && many.data.redirects).toHaveLength(4);
    const trip = fixRoundTrip(
      (p) => head[p as keyof typeof head],
      found,
      (changed) => missing({ ...head, ...Object.fromEntries(changed) }).c.findings,
    );
    expect(trip).toEqual({ applied: 1, failures: [] });
    // The index page the one that moved: its exact redirect is the folder's own URL's, asked once.
    const { 'learn/a.mdx': _a, ...rest } = head;
    const index = missing({
      ...rest,
      'docs.json': docsJson({ pages: ['index', 'about', 'learn'] }),
      'learn/index.mdx': baseFiles['guides/index.mdx']!,
    }).found;
    expect(index.map((x) => x.rule === 'missing-redirect' && x.data.redirects.map((r) => r.source))).toEqual([
      ['/guides', '/guides/:slug*'],
    ]);
  });

  const moved = guides.map((g) => g.replace('guides/', 'learn/'));
  /** The site with guides/ moved to learn/, each page's text made by `text`, and the redirects asked of it. */
  const movedTo = (text: (page: string, i: number) => string) => {
    const head: Record<string, string> = {
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'about'] },
          { group: 'Guides', pages: moved },
        ],
      }),
      'index.mdx': '# Home\n',
      'about.mdx': '# About\n',
      ...Object.fromEntries(guides.map((g, i) => [`${moved[i]}.mdx`, text(g, i)])),
    };
    const { found } = missing(head);
    expect(found).toHaveLength(1);
    expect(found[0]!.rule === 'missing-redirect' && found[0]!.data.redirects).toEqual([
      { source: '/guides/:slug*', destination: '/learn/:slug*' },
      { source: '/guides', destination: '/learn' },
    ]);
    return { head, found };
  };

  it('a renamed folder gives /old/:slug* → /new/:slug*', () => {
    const { head, found } = movedTo((g) => `# ${g}\n`);
    const trip = fixRoundTrip(
      (p) => head[p],
      found,
      (changed) => missing({ ...head, ...Object.fromEntries(changed) }).c.findings,
    );
    expect(trip).toEqual({ applied: 1, failures: [] });
  });

  it('a folder rewritten as it moved (no git rename) gives /old/:slug* → /new/:slug* too', () => {
    // AbacatePay/documentation #53 (fresh set 84): pages/coupon/ → pages/coupons/, every page rewritten.
    const { head, found } = movedTo((_, i) => `# Rewritten ${i}\n\n${'Other words. '.repeat(40)}\n`);
    expect(found[0]!.message).toContain('The folder /guides/ was moved to /learn/');
    // Two new folders holding the same names: no guess, a removal with its placeholder as before.
    const twice = {
      ...head,
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'about'] }] }),
      ...Object.fromEntries(
        moved.map((g, i) => [
          `${g.replace('learn/', 'read/')}.mdx`,
          `# Read ${i}\n\n${'Unlike the rest. '.repeat(40)}\n`,
        ]),
      ),
    };
    expect(missing(twice).found[0]!.message).toContain('The folder /guides/ was removed');
    // The same without the second folder: moved.
    const once = { ...head, 'docs.json': twice['docs.json'] };
    expect(missing(once).found[0]!.message).toContain('The folder /guides/ was moved to /learn/');
  });

  it('a folder copied into two new folders goes to the one git moved most of its pages into', () => {
    // Osier-Yi/docs 06aeb43 (fresh set 87): versions/2.0.4dev/ became 2.0.4/ (released) and 2.0.5dev/ (the next);
    // git paired some pages with each, and 17 exact redirects split between the two were asked.
    const into = (folder: string) => guides.map((g) => g.replace('guides/', `${folder}/`));
    const head: Record<string, string> = {
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'about'] },
          { group: 'Next', pages: into('next') },
          { group: 'Released', pages: into('released') },
        ],
      }),
      'index.mdx': '# Home\n',
      'about.mdx': '# About\n',
      ...Object.fromEntries([...into('next'), ...into('released')].map((g) => [`${g}.mdx`, `# ${g}\n`])),
    };
    const split = (toNext: number) =>
      compareSources(memorySource(baseFiles), memorySource(head), {
        links: 'all',
        renames: guides.map((g, i) => ({
          from: `${g}.mdx`,
          to: `${g.replace('guides/', i < toNext ? 'next/' : 'released/')}.mdx`,
        })),
      }).findings.filter((f) => f.rule === 'missing-redirect');
    const found = split(3);
    expect(found.map((f) => f.rule === 'missing-redirect' && f.data.redirects)).toEqual([
      [
        { source: '/guides/:slug*', destination: '/next/:slug*' },
        { source: '/guides', destination: '/next' },
      ],
    ]);
    expect(found[0]!.message).toContain('The folder /guides/ was moved to /next/');
    // Paired evenly: no folder is the one, and each page keeps its own exact redirect.
    expect(split(2).map((f) => f.rule === 'missing-redirect' && f.data.source)).toEqual([
      '/guides',
      '/guides/a',
      '/guides/b',
      '/guides/deep/c',
    ]);
  });

  it('a folder moved whole with one entry left naming the old path: one wildcard, and that entry unchanged', () => {
    // GetSteps-App/getsteps-docs 972f631 moved features/ to docs/features/ and updated every entry but one: 18
    // redirects were asked one by one, and the outline showed the untouched entry as removed and added.
    const moved = guides.map((g) => g.replace('guides/', 'learn/'));
    const head: Record<string, string> = {
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'about'] },
          { group: 'Guides', pages: [moved[0]!, 'guides/a', ...moved.slice(2)] },
        ],
      }),
      'index.mdx': '# Home\n',
      'about.mdx': '# About\n',
      ...Object.fromEntries(moved.map((g) => [`${g}.mdx`, `# ${g}\n`])),
    };
    const c = compareSources(memorySource(baseFiles), memorySource(head), {
      links: 'all',
      renames: guides.map((g) => ({ from: `${g}.mdx`, to: `${g.replace('guides/', 'learn/')}.mdx` })),
    });
    const found = c.findings.filter((f) => f.rule === 'missing-redirect');
    expect(found.map((f) => f.rule === 'missing-redirect' && f.data.source)).toEqual(['/guides/:slug*']);
    expect(c.findings.filter((f) => f.rule === 'page-not-found').map((f) => f.subject ?? f.message)).toHaveLength(1);
    const entry = (o: OutlineNode): OutlineNode[] => [o, ...o.children.flatMap(entry)];
    const left = entry(c.outline).filter((o) => o.page === 'guides/a');
    expect(left.map((o) => o.status)).toEqual(['unchanged']);
    expect(c.changes.filter((x) => x.kind === 'added' || x.kind === 'removed')).toEqual([]);
  });

  it("a translation removed where its original was renamed goes to the same new place in its language's folder", () => {
    // Duzzle-development/Shanone-docs 819b938a52 (fresh set 86): schedule → automations in English and Japanese; git
    // found the English rename, and the Japanese page read as removed, with a placeholder redirect.
    const text = (words: string) => `# Title\n\n${words.repeat(30)}\n`;
    const before = {
      'docs.json': docsJson({
        languages: [
          { language: 'en', pages: ['index', 'guide/schedule'] },
          { language: 'ja', pages: ['ja/index', 'ja/guide/schedule'] },
        ],
      }),
      'index.mdx': '# Home\n',
      'ja/index.mdx': '# ホーム\n',
      'guide/schedule.mdx': text('Schedule runs. '),
      'ja/guide/schedule.mdx': text('スケジュール。'),
    };
    const after: Record<string, string> = {
      ...before,
      'docs.json': docsJson({
        languages: [
          { language: 'en', pages: ['index', 'guide/automations'] },
          { language: 'ja', pages: ['ja/index', 'ja/guide/automations'] },
        ],
      }),
      'guide/automations.mdx': before['guide/schedule.mdx'],
      'ja/guide/automations.mdx': text('まったく別の文章です。'),
    };
    delete after['guide/schedule.mdx'];
    delete after['ja/guide/schedule.mdx'];
    const found = compareSources(memorySource(before), memorySource(after)).findings.filter(
      (f) => f.rule === 'missing-redirect',
    );
    expect(found.map((f) => f.rule === 'missing-redirect' && [f.data.source, f.data.destination])).toEqual([
      ['/ja/guide/schedule', '/ja/guide/automations'],
      ['/guide/schedule', '/guide/automations'],
    ]);
    expect(found[0]!.fix?.message).toContain(
      '/ja/guide/automations is a guess, as /guide/schedule in another language was renamed to /guide/automations.',
    );
  });

  it('a removed page whose title one page the change added in its folder took: the redirect goes there', () => {
    // gnosispay/docs a9d3323 (fresh set 80): account/accounts.mdx gave way to account/index.mdx, both "Accounts on
    // Gnosis Pay", listed as the folder entry "account" (which names no page); the redirect asked for the first
    // page left in the section, /account/iban-integration.
    // Rewritten: not the same text, which would pair the two as a rename.
    const page = (title: string, body = 'Text.'): string => `---\ntitle: "${title}"\n---\n\n${body}\n`;
    const site = (entries: string[], pages: Record<string, string>): Record<string, string> => ({
      'docs.json': docsJson({ groups: [{ group: 'Account', pages: entries }] }),
      ...pages,
    });
    const before = site(['account/accounts', 'account/iban'], {
      'account/accounts.mdx': page('Accounts on Gnosis Pay'),
      'account/iban.mdx': page('IBAN'),
    });
    const redirectsTo = (title: string): unknown =>
      compareSources(
        memorySource(before),
        memorySource(
          site(['account/iban', 'account/new', 'account'], {
            'account/index.mdx': page(title, 'All new words about the Safe.'),
            'account/iban.mdx': page('IBAN'),
            'account/new.mdx': page('New'),
          }),
        ),
      )
        .findings.filter((f) => f.rule === 'missing-redirect')
        .map((f) => f.rule === 'missing-redirect' && [f.data.redirects, f.fix?.message]);
    expect(redirectsTo('Accounts on Gnosis Pay')).toEqual([
      [
        [{ source: '/account/accounts', destination: '/account' }],
        expect.stringContaining('/account is a guess, the page this change added under its title'),
      ],
    ]);
    // Another title: the first page left in the section, as before.
    expect(redirectsTo('Something else')).toEqual([
      [[{ source: '/account/accounts', destination: '/account/iban' }], expect.stringContaining('the first page left')],
    ]);
  });

  it('a page rewritten as its folder moved (no git rename) moved with it: one wildcard, no "removed" page', () => {
    // llm-tools/embedJs 5aec5ede moved components/caches/ to components/stores/; git saw mongodb.mdx (43% of its
    // text kept) as deleted and added: three exact redirects and "/components/caches/mongodb was removed".
    const pages = ['a', 'b', 'c'];
    // The head lists the pages in another order: no entry is replaced in its own place (which pairs pages too).
    const site = (folder: string, rewrite = false): Record<string, string> => ({
      'docs.json': docsJson({
        groups: [
          {
            group: 'Start',
            pages: ['index', ...(rewrite ? [...pages].reverse() : pages).map((p) => `${folder}/${p}`)],
          },
        ],
      }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(
        pages.map((p) => [
          `${folder}/${p}.mdx`,
          `# ${p}\n\n${rewrite && p === 'c' ? 'All new text.' : `Text of ${p}.`}\n`,
        ]),
      ),
    });
    const c = compareSources(memorySource(site('caches')), memorySource(site('stores', true)), {
      links: 'all',
      renames: ['a', 'b'].map((p) => ({ from: `caches/${p}.mdx`, to: `stores/${p}.mdx` })),
    });
    const found = c.findings.filter((f) => f.rule === 'missing-redirect');
    expect(found.map((f) => f.rule === 'missing-redirect' && f.data.source)).toEqual(['/caches/:slug*']);
    expect(c.changes.filter((x) => x.kind === 'added' || x.kind === 'removed')).toEqual([]);
    // A page of the top of the site does not follow another top page into a folder.
    const top = compareSources(
      memorySource({ ...site('caches'), 'x.mdx': '# X\n', 'y.mdx': '# Y\n' }),
      memorySource({ ...site('caches'), 'stores/x.mdx': '# X\n', 'stores/y.mdx': '# Y, new\n' }),
      { links: 'all', renames: [{ from: 'x.mdx', to: 'stores/x.mdx' }] },
    );
    expect(top.findings.filter((f) => f.rule === 'missing-redirect').map((f) => f.message)).toEqual([
      expect.stringContaining('/x was renamed to /stores/x'),
      expect.stringContaining('/y was removed'),
    ]);
    // A page of its name under another title is another page (mexmaster241/docs 798a14d9e0, fresh set 121: the
    // starter's "Global Settings" and a new "Herramientas", both settings.mdx, read as moved with images.mdx).
    const starter = ['images', 'settings', 'code', 'markdown', 'navigation', 'snippets'];
    const before: Record<string, string> = {
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', ...starter.map((p) => `essentials/${p}`)] }] }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(starter.map((p) => [`essentials/${p}.mdx`, `---\ntitle: Global ${p}\n---\n\nText.\n`])),
    };
    const after = {
      'docs.json': docsJson({
        groups: [
          { group: 'G', pages: ['index'] },
          { group: 'Chat', pages: ['chatbot/settings', 'chatbot/images'] },
        ],
      }),
      'index.mdx': '# Home\n',
      'chatbot/images.mdx': before['essentials/images.mdx']!,
      'chatbot/settings.mdx': '---\ntitle: Herramientas\n---\n\nOtro texto.\n',
    };
    const [folder] = compareSources(memorySource(before), memorySource(after), {
      links: 'all',
      renames: [{ from: 'essentials/images.mdx', to: 'chatbot/images.mdx' }],
    }).findings.filter((f) => f.rule === 'missing-redirect');
    expect(folder!.message).toContain('One of them moved: /essentials/images to /chatbot/images.');
    expect(folder!.message).toContain('a page of its name elsewhere');
    // A folder's front page moves with it whatever its title (0xnicholas/docs b18eda7dd6: "Terminal Overview" is
    // the renamed product's "Quick Trade" overview).
    const front = (folder: string, title: string) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'G', pages: ['index', ...['a', 'b'].map((p) => `${folder}/${p}`)] },
          { group: title, pages: [`${folder}/overview`] },
        ],
      }),
      'index.mdx': '# Home\n',
      [`${folder}/a.mdx`]: '# A\n\nText of a.\n',
      [`${folder}/b.mdx`]: '# B\n\nText of b.\n',
      [`${folder}/overview.mdx`]: `---\ntitle: ${title}\n---\n\nAll about ${title}.\n`,
    });
    const moved = compareSources(
      memorySource(front('terminal', 'Terminal Overview')),
      memorySource(front('quick-trade', 'Quick Trade')),
      {
        renames: ['a', 'b'].map((p) => ({ from: `terminal/${p}.mdx`, to: `quick-trade/${p}.mdx` })),
      },
    );
    expect(moved.changes.filter((x) => x.kind === 'added' || x.kind === 'removed')).toEqual([]);
  });

  it('a folder whose pages all moved to the top of the site gives /old/:slug* → /:slug*', () => {
    // julep moved its 43 pages from docs/ up one level: "removed", with a "/NEW-PATH" to fill in, said nothing true.
    const pages = ['a', 'b', 'deep/c'];
    const site = (inFolder: boolean): Record<string, string> => {
      const at = (g: string): string => (inFolder ? `guides/${g}` : g);
      return {
        'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', ...pages.map(at)] }] }),
        'index.mdx': '# Home\n',
        ...Object.fromEntries(pages.map((g) => [`${at(g)}.mdx`, `# ${g}\n\nText of ${g}.\n`])),
      };
    };
    const compare = (head: Record<string, string>) =>
      compareSources(memorySource(site(true)), memorySource(head), {
        links: 'all',
        renames: pages.map((g) => ({ from: `guides/${g}.mdx`, to: `${g}.mdx` })),
      }).findings;
    const head = site(false);
    const found = compare(head).filter((f) => f.rule === 'missing-redirect');
    expect(found).toHaveLength(1);
    const f = found[0]!;
    expect(f.message).toContain('The folder /guides/ was moved to the top of the site with its 3 pages');
    expect(f.rule === 'missing-redirect' && f.data.redirects).toEqual([
      { source: '/guides/:slug*', destination: '/:slug*' },
    ]);
    const trip = fixRoundTrip(
      (p) => head[p],
      found,
      (changed) => compare({ ...head, ...Object.fromEntries(changed) }),
    );
    expect(trip).toEqual({ applied: 1, failures: [] });
  });

  // chatgpt-on-wechat 2cb54514 moved its zh/ pages to the top under new names and removed three: one finding asked
  // for /zh/:slug* → "/NEW-PATH", which would have sent the eleven renamed pages' readers to one placeholder.
  it('a folder whose pages went partly renamed, not into one new folder, is reported page by page', () => {
    const renames = { 'guides/a': 'learn/a', 'guides/b': 'start/b' };
    const head: Record<string, string> = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'about', ...Object.values(renames)] }] }),
      'index.mdx': '# Home\n',
      'about.mdx': '# About\n',
      'learn/a.mdx': '# guides/a\n',
      'start/b.mdx': '# guides/b\n',
    };
    const c = compareSources(memorySource(baseFiles), memorySource(head), {
      links: 'all',
      renames: Object.entries(renames).map(([from, to]) => ({ from: `${from}.mdx`, to: `${to}.mdx` })),
    });
    const found = c.findings.filter((f) => f.rule === 'missing-redirect');
    const sources = found.map((f) => (f.rule === 'missing-redirect' ? [f.data.source, f.data.renamedTo] : []));
    expect(sources).toEqual(
      expect.arrayContaining([
        ['/guides/a', 'learn/a'],
        ['/guides/b', 'start/b'],
      ]),
    );
    expect(found.some((f) => f.rule === 'missing-redirect' && f.data.source === '/guides/:slug*')).toBe(false);
    expect(found).toHaveLength(4);
  });

  // formalco b2d830b spread a backup folder's pages out, but moved its legacy-api/ whole under one new folder.
  it('a folder inside one told page by page still gets one wildcard when all its pages moved together', () => {
    const renames: Record<string, string> = {
      'guides/a': 'learn/a',
      'guides/b': 'start/b',
      'guides/deep/c': 'reference/deep/c',
      'guides/deep/d': 'reference/deep/d',
      'guides/deep/e': 'reference/deep/e',
    };
    const before: Record<string, string> = {
      'docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', ...Object.keys(renames)] }] }),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(Object.keys(renames).map((p) => [`${p}.mdx`, `# ${p}\n`])),
    };
    const after: Record<string, string> = {
      // With a redirects list: the round trip's batch adds each redirect after its last one.
      'docs.json': docsJson(
        { groups: [{ group: 'Start', pages: ['index', ...Object.values(renames)] }] },
        { redirects: [{ source: '/home', destination: '/' }] },
      ),
      'index.mdx': '# Home\n',
      ...Object.fromEntries(Object.entries(renames).map(([from, to]) => [`${to}.mdx`, `# ${from}\n`])),
    };
    const compare = (head: Record<string, string>) =>
      compareSources(memorySource(before), memorySource(head), {
        links: 'all',
        renames: Object.entries(renames).map(([from, to]) => ({ from: `${from}.mdx`, to: `${to}.mdx` })),
      }).findings.filter((f) => f.rule === 'missing-redirect');
    const found = compare(after);
    const redirects = found.map((f) => (f.rule === 'missing-redirect' ? f.data.redirects : []));
    expect(redirects.sort((x, y) => x[0]!.source.localeCompare(y[0]!.source))).toEqual([
      [{ source: '/guides/a', destination: '/learn/a' }],
      [{ source: '/guides/b', destination: '/start/b' }],
      [{ source: '/guides/deep/:slug*', destination: '/reference/deep/:slug*' }],
    ]);
    const trip = fixRoundTrip(
      (p) => after[p],
      found,
      (changed) => compare({ ...after, ...Object.fromEntries(changed) }),
    );
    expect(trip).toEqual({ applied: 6, failures: [] });
  });

  it('pages removed from a folder that keeps others are reported one by one', () => {
    const head: Record<string, string> = {
      ...baseFiles,
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index', 'about'] },
          { group: 'Guides', pages: ['guides/index'] },
        ],
      }),
    };
    delete head['guides/a.mdx'];
    delete head['guides/b.mdx'];
    delete head['guides/deep/c.mdx'];
    const { found } = missing(head);
    expect(found.map((f) => f.rule === 'missing-redirect' && f.data.source)).toEqual([
      '/guides/a',
      '/guides/b',
      '/guides/deep/c',
    ]);
  });

  // amp-labs/docs names one `"group": " "`: quoted, a space read as a bug too.
  it.each(['', ' '])('names a group named %j "unnamed group", in messages and in the outline', (label) => {
    const before = {
      'docs.json': docsJson({ tabs: [{ tab: 'API', groups: [{ group: label, pages: ['index', 'old', 'moved'] }] }] }),
      'index.mdx': '# Home\n',
      'old.mdx': '# Old\n',
      'moved.mdx': '# Moved\n',
    };
    const after = {
      'docs.json': docsJson({
        tabs: [
          {
            tab: 'API',
            groups: [
              { group: label, pages: ['index'] },
              { group: 'More', pages: ['moved'] },
            ],
          },
        ],
      }),
      'index.mdx': '# Home\n',
      'moved.mdx': '# Moved\n',
    };
    const c = compareSources(memorySource(before), memorySource(after), { links: 'all' });
    expect(c.findings.find((x) => x.rule === 'missing-redirect')!.message).toContain(
      'under tab "API" › unnamed group)',
    );
    expect(renderOutlineText(c.outline, false)).toContain('moved from tab "API" › unnamed group');
    expect(renderOutlineText(c.outline, false)).toContain('Group (blank title)');
  });

  describe('a hidden page', () => {
    // firecrawl-docs e80ed2b5: translated copies of a page in no navigation entry, linked from nowhere, removed.
    const site = (extra: Record<string, string>, more: Record<string, unknown> = {}): Record<string, string> => ({
      'docs.json': docsJson({ pages: ['index', 'guide'] }, more),
      'index.mdx': '# Home\n',
      'guide.mdx': '# Guide\n',
      ...extra,
    });
    const removed = (before: Record<string, string>): { severity: string; message: string }[] => {
      const after = { ...before };
      delete after['drafts/beta.mdx'];
      return compareSources(memorySource(before), memorySource(after))
        .findings.filter((f) => f.rule === 'missing-redirect')
        .map((f) => ({ severity: f.severity, message: f.message }));
    };
    const hidden = { 'drafts/beta.mdx': '# Beta\n' };

    it('an entry whose page the change deleted says so, and that removing the entry wants a redirect', () => {
      // Larkup-AI/larkup 40244d921c (fresh set 85): told "Create …, or remove the entry", the writer removed the
      // entries in the next commit, and both URLs were lost without a word.
      const before = site({});
      const after = { ...before };
      delete (after as Record<string, string>)['guide.mdx'];
      const c = compareSources(memorySource(before), memorySource(after));
      const f = c.findings.find((x) => x.rule === 'page-not-found')!;
      expect(f.message).toMatch(/ This change deleted guide\.mdx\.$/);
      expect(f.fix?.message).toBe(
        'Restore guide.mdx, or remove the entry and add { "source": "/guide", "destination": "/NEW-PATH" } to "redirects" in docs.json with the page that replaces it: readers who kept its URL lose it otherwise.',
      );
      // A page the change added under its name, its text rewritten, is named as what may replace it, with the
      // redirect to it (Plura-AI/plura-docs 09660cb22b, fresh set 104: "/NEW-PATH" where automations/make.mdx stood).
      const rewritten = { ...after, 'how-to/guide.mdx': '# The guide, rewritten\n\nNew words.\n' };
      const r = compareSources(memorySource(before), memorySource(rewritten)).findings.find(
        (x) => x.rule === 'page-not-found',
      )!;
      expect(r.message).toMatch(
        / This change deleted guide\.mdx and added how-to\/guide\.mdx, which may replace it\.$/,
      );
      expect(r.fix?.message).toBe(
        'If how-to/guide.mdx replaces it, point the entry at "how-to/guide" and add { "source": "/guide", "destination": "/how-to/guide" } to "redirects" in docs.json: readers who kept its URL lose it otherwise. If not, restore guide.mdx or remove the entry, with a redirect to the page that replaces it.',
      );
      // A link to the deleted page names the same replacement, not a near name of its own (circle-devdocs
      // 04df2595df, fresh set 118: get-wallet offered one page by its entry, another by a link).
      const linked = { ...rewritten, 'index.mdx': '# Home\n\nSee [the guide](/guide).\n', 'guides.mdx': '# Guides\n' };
      const link = compareSources(
        memorySource({ ...before, 'index.mdx': linked['index.mdx'], 'guides.mdx': '# Guides\n' }),
        memorySource(linked),
        { links: 'all' },
      ).findings.find((x) => x.rule === 'broken-link')!;
      expect([link.message.split('404. ')[1], link.fix?.message]).toEqual([
        'This change deleted guide.mdx and added how-to/guide.mdx, which may replace it.',
        'If how-to/guide.mdx replaces it, point the link at "/how-to/guide"; if not, at the page that does.',
      ]);
      // An entry that named no page before keeps its usual fix.
      const missing = { ...after, 'docs.json': docsJson({ pages: ['index', 'guide', 'gone'] }) };
      const g = compareSources(memorySource(missing), memorySource(missing)).findings.find(
        (x) => x.rule === 'page-not-found' && x.data.page === 'gone',
      );
      expect(g?.fix?.message).toBe('Create gone.mdx, or remove the entry.');
      // A folder of them, told as one finding for its entries, is not told as its first page.
      const folder = {
        ...before,
        'docs.json': docsJson({ pages: ['index', 'guide', 'd/a', 'd/b', 'd/c'] }),
        'd/a.mdx': '# A\n',
        'd/b.mdx': '# B\n',
        'd/c.mdx': '# C\n',
      };
      const emptied = Object.fromEntries(Object.entries(folder).filter(([p]) => !p.startsWith('d/')));
      const h = compareSources(memorySource(folder), memorySource(emptied)).findings.find(
        (x) => x.rule === 'page-not-found' && x.data.folder !== undefined,
      );
      // It says what the change did to the files, with the redirects their URLs want, not only that a build step
      // might write them: Plura-AI/plura-docs 09660cb22b (fresh set 104) moved such folders' pages away, was told
      // to declare generatedPages, then pointed the entries at the new places, and 12 URLs went without a word.
      // Said whole, without the rule's guess that a build step might write them.
      expect(h?.message).toBe(
        '3 entries name pages under d/ ("d/a", "d/b" and "d/c"), and this change deleted all 3 of their files: d/a.mdx, d/b.mdx and d/c.mdx. The site builder lists each in the sidebar all the same, titled from its path: readers who click one, or follow a link to it, get a 404.',
      );
      expect(h?.fix?.message).toBe(
        'Restore the files, or point the entries at the pages that replace them and add a redirect from each old URL to "redirects" in docs.json ({ "source": "/d/a", "destination": "/NEW-PATH" }, { "source": "/d/b", "destination": "/NEW-PATH" }, …): readers who kept those URLs lose them otherwise.',
      );
      const movedOne = { ...emptied, 'e/a.mdx': '# A\n' };
      const m = compareSources(memorySource(folder), memorySource(movedOne)).findings.find(
        (x) => x.rule === 'page-not-found' && x.data.folder !== undefined,
      );
      expect(m?.message).toContain(
        'and this change moved or deleted all 3 of their files: d/a.mdx (moved to e/a.mdx), d/b.mdx and d/c.mdx.',
      );
      expect(m?.fix?.message).toContain('{ "source": "/d/a", "destination": "/e/a" }');
      // So under a language's folder, which the rule takes for translations not written yet (0xsequence/docs
      // d1074dd106 deleted 8 Japanese pages and left their entries).
      const languages = {
        'docs.json': docsJson({
          languages: [
            { language: 'en', pages: ['index', 'guide'] },
            { language: 'jp', pages: ['jp/d/a', 'jp/d/b', 'jp/d/c'] },
          ],
        }),
        'index.mdx': '# Home\n',
        'guide.mdx': '# Guide\n',
        'jp/d/a.mdx': '# A jp\n',
        'jp/d/b.mdx': '# B jp\n',
        'jp/d/c.mdx': '# C jp\n',
      };
      const untranslated = Object.fromEntries(Object.entries(languages).filter(([p]) => !p.startsWith('jp/')));
      const j = compareSources(memorySource(languages), memorySource(untranslated)).findings.find(
        (x) => x.rule === 'page-not-found' && x.data.folder !== undefined,
      );
      expect(j?.message).toContain(
        'and this change deleted all 3 of their files: jp/d/a.mdx, jp/d/b.mdx and jp/d/c.mdx.',
      );
      expect(j?.message).not.toContain('translations not written yet');
      // A folder whose files the base lacked too keeps its own words.
      const still = compareSources(memorySource(emptied), memorySource({ ...emptied, 'index.mdx': '# Home!\n' }));
      const k = still.findings.find((x) => x.rule === 'page-not-found' && x.data.folder !== undefined);
      expect(k?.message).not.toContain('This change');
      expect(k?.fix?.message).toContain('"generatedPages": ["d/**"]');
    });

    it('an entry whose page moved says so; where the navigation lists it at its new path too, to remove the entry', () => {
      // CerebriumAI/documentation 8aa4b1e633 (fresh set 96): the new entry added, the old one left, and told that
      // the change deleted the page while the links to it were told it was renamed.
      const before = {
        'docs.json': docsJson({ pages: ['index', 'a/page'] }),
        'index.mdx': '# Home\n',
        'a/page.mdx': '# P\n\nText.\n',
      };
      const moved = { ...before, 'b/page.mdx': before['a/page.mdx'] } as Record<string, string>;
      delete moved['a/page.mdx'];
      const entry = (head: Record<string, string>) =>
        compareSources(memorySource(before), memorySource(head)).findings.find((f) => f.rule === 'page-not-found')!;
      const left = entry(moved);
      expect(left.message).toMatch(/ This change moved a\/page\.mdx to b\/page\.mdx\.$/);
      expect(left.fix?.edits?.map((e) => e.newText)).toEqual(['"b/page"']);
      const both = entry({ ...moved, 'docs.json': docsJson({ pages: ['index', 'a/page', 'b/page'] }) });
      expect(both.message).toMatch(
        / This change moved a\/page\.mdx to b\/page\.mdx, which the navigation lists too\.$/,
      );
      expect(both.fix).toEqual({
        message:
          'Remove this entry, and redirect /a/page to /b/page (missing-redirect asks for it once the entry is gone): readers who kept its URL lose it otherwise.',
      });
      expect(both.data).toMatchObject({ renamedTo: 'b/page' });
      // elementary-data/elementary d5a7b1c980 (fresh set 99): the redirect written in the same change; it was
      // asked for again.
      const redirects = [{ source: '/a/page', destination: '/b/page' }];
      const written = entry({
        ...moved,
        'docs.json': docsJson({ pages: ['index', 'a/page', 'b/page'] }, { redirects }),
      });
      expect(written.fix).toEqual({
        message: 'Remove this entry: the redirect from /a/page already sends its readers to /b/page.',
      });
      const pointed = entry({ ...moved, 'docs.json': docsJson({ pages: ['index', 'a/page'] }, { redirects }) });
      expect(pointed.fix?.message).toBe(
        'Point the entry at "b/page": the redirect from /a/page already sends its readers there. Or move the page back.',
      );
    });

    it('asks no redirect for a page moved into a folder of its name when the redirect is there', () => {
      // elementary-data/elementary d5a7b1c980 (fresh set 99): features/data-tests.mdx moved into features/data-tests/
      // (no index page) with its redirect written; the redirect was asked for again, and two links to the URL were
      // called links to a folder.
      const before = {
        'docs.json': docsJson({ pages: ['index', 'features/data-tests'] }),
        'index.mdx': '# Home\n\nSee [tests](/features/data-tests).\n',
        'features/data-tests.mdx': '# Data tests\n\nAbout tests.\n',
      };
      const after = (redirects?: { source: string; destination: string }[]) => ({
        'docs.json': docsJson({ pages: ['index', 'features/data-tests/dbt-tests'] }, redirects ? { redirects } : {}),
        'index.mdx': before['index.mdx'],
        'features/data-tests/dbt-tests.mdx': before['features/data-tests.mdx'],
      });
      const rules = (head: Record<string, string>) =>
        compareSources(memorySource(before), memorySource(head), { links: 'all' }).findings.map((f) => f.rule);
      expect(rules(after()).sort()).toEqual(['broken-link', 'missing-redirect']);
      expect(rules(after([{ source: '/features/data-tests', destination: '/features/data-tests/dbt-tests' }]))).toEqual(
        [],
      );
    });

    it('a link to a folder whose pages the change removed says so, and that a wildcard does not answer it', () => {
      // initia-labs/docs dd48455872 (fresh set 94): 10 links to /resources/developer/networks, a folder with no
      // index page, became 404s as its 4 pages went; nothing said why.
      const before = {
        'docs.json': docsJson({ pages: ['index', 'd/a', 'd/b', 'd/c'] }),
        'index.mdx': '# Home\n\nSee [the networks](/d).\n',
        'd/a.mdx': '# A\n',
        'd/b.mdx': '# B\n',
        'd/c.mdx': '# C\n',
      };
      const after = { 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': before['index.mdx'] };
      const c = compareSources(memorySource(before), memorySource(after), { changed: new Set(['docs.json']) });
      const link = c.findings.find((f) => f.rule === 'broken-link')!;
      expect([link.status, link.severity]).toEqual(['new', 'error']);
      expect(link.message).toMatch(
        / This change removed the 3 pages under \/d\/, the folder the link names \(it had no index page\); a wildcard redirect for the folder's pages does not answer \/d itself\.$/,
      );
      expect(link.fix?.message).toBe(
        'Point the link at the page that replaces them, or add { "source": "/d", "destination": "/NEW-PATH" } to "redirects" with that page.',
      );
      // A folder that keeps a file is no 404 of the change's making: not said.
      const kept = compareSources(memorySource(before), memorySource({ ...after, 'd/logo.png': 'PNG' }), {
        changed: new Set(['docs.json']),
      }).findings.filter((f) => f.rule === 'broken-link' && f.message.includes('This change removed'));
      expect(kept).toEqual([]);
    });

    it('a link to a folder whose index page moved is told where the page went, and one deleted that it went', () => {
      // cudoventures/cudo-compute-docs 05648ce179 (fresh set 121): /docs/api, whose docs/api/index.mdx moved to
      // api/, was told its folder "had no index page", with "/NEW-PATH" as the fix.
      const before = {
        'docs.json': docsJson({ pages: ['index', 'd/index', 'd/a', 'd/b'] }),
        'index.mdx': '# Home\n\nSee [the API](/d).\n',
        'd/index.mdx': '# API\n\nThe API of the service, with its keys and limits.\n',
        'd/a.mdx': '# A\n\nThe first page of the API, long enough to be itself.\n',
        'd/b.mdx': '# B\n\nThe second page of the API, long enough to be itself.\n',
      };
      const moved = {
        'docs.json': docsJson({ pages: ['index', 'api/index', 'api/a', 'api/b'] }),
        'index.mdx': before['index.mdx'],
        'api/index.mdx': before['d/index.mdx'],
        'api/a.mdx': before['d/a.mdx'],
        'api/b.mdx': before['d/b.mdx'],
      };
      const link = compareSources(memorySource(before), memorySource(moved), { links: 'all' }).findings.find(
        (f) => f.rule === 'broken-link',
      )!;
      expect(link.message).not.toContain('no index page');
      expect(link.message).toContain('The page was renamed to /api in this change');
      expect(link.fix?.edits?.[0]?.newText).toBe('/api');
      const deleted = { 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': before['index.mdx'] };
      const gone = compareSources(memorySource(before), memorySource(deleted), { links: 'all' }).findings.find(
        (f) => f.rule === 'broken-link',
      )!;
      expect(gone.message).toMatch(/ This change deleted d\/index\.mdx\./);
    });

    it('an entry at the top level of the navigation is said to have stood there', () => {
      // fresh set 85: "(it was in the navigation under top level)".
      const before = site({});
      const after = { ...before, 'docs.json': docsJson({ pages: ['index'] }) };
      delete (after as Record<string, string>)['guide.mdx'];
      const [f] = compareSources(memorySource(before), memorySource(after)).findings.filter(
        (x) => x.rule === 'missing-redirect',
      );
      expect(f!.message).toContain('/guide was removed (it was in the navigation at the top level), but');
    });

    it('nothing led to is a warning: only readers who kept its URL miss it', () => {
      const [f, ...rest] = removed(site(hidden));
      expect(rest).toEqual([]);
      expect(f).toEqual({
        severity: 'warning',
        message:
          '/drafts/beta was removed (a hidden page: in no navigation entry, linked from no page, and kept out of search engines, as hidden pages are unless "seo.indexing" is "all"), but docs.json has no redirect for it: bookmarks and links from other sites now get a 404.',
      });
    });

    // 0xStation/docs (mint.json) was told of docs.json's key.
    it('names mint.json’s own key on a mint.json site', () => {
      const { 'docs.json': _docs, ...pages } = site(hidden);
      const before: Record<string, string> = {
        ...pages,
        'mint.json': JSON.stringify({ name: 'X', navigation: [{ group: 'Start', pages: ['index', 'guide'] }] }),
      };
      const after = { ...before };
      delete after['drafts/beta.mdx'];
      const c = compareSources(mintJsonAsDocs(memorySource(before)), mintJsonAsDocs(memorySource(after)));
      expect(c.findings.filter((f) => f.rule === 'missing-redirect').map((f) => f.message)).toEqual([
        '/drafts/beta was removed (a hidden page: in no navigation entry, linked from no page, and kept out of search engines, as hidden pages are unless "seo.indexHiddenPages" is true), but mint.json has no redirect for it: bookmarks and links from other sites now get a 404.',
      ]);
    });

    // duneanalytics/dune-docs 7f22540e deleted zz_unused/, seven pages no entry or link led to: one error, where each
    // such page alone is a warning.
    it('a folder of them deleted is a warning too; one page of it linked makes it an error', () => {
      const folder = Object.fromEntries(['a', 'b', 'c'].map((p) => [`zz_unused/${p}.mdx`, `# ${p}\n`]));
      const gone = (before: Record<string, string>) => {
        const after = Object.fromEntries(Object.entries(before).filter(([f]) => !f.startsWith('zz_unused/')));
        return compareSources(memorySource(before), memorySource(after)).findings.filter(
          (f) => f.rule === 'missing-redirect',
        );
      };
      const [f, ...rest] = gone(site(folder));
      expect(rest).toEqual([]);
      expect(f).toMatchObject({ severity: 'warning', key: 'missing-redirect|zz_unused/' });
      expect(f!.message).toContain('all hidden: in no navigation entry, linked from no page');
      const linked = site({ ...folder, 'guide.mdx': '# Guide\n\nSee [a](/zz_unused/a).\n' });
      expect(gone(linked).map((g) => g.severity)).toEqual(['error']);
      // Osier-Yi/docs bd264ad (fresh set 87): the error said neither that no page was listed nor which link made it one.
      expect(gone(linked)[0]!.message).toContain(
        '3 pages (/zz_unused/a, /zz_unused/b, /zz_unused/c), none of them in the navigation; /zz_unused/a was linked to from guide.mdx, but docs.json has no redirect for them',
      );
    });

    // Byzantine-Finance/docs deleted gitbook/, a GitBook import's leftovers whose SUMMARY.md links to every page:
    // links between the hidden pages themselves lead no reader there.
    it('a folder of them that link only to each other is a warning; reached through a kept page, an error', () => {
      const summary = '# Summary\n\n- [A](a.md)\n- [B](b.md)\n- [C](c.md)\n';
      const folder = {
        'gitbook/SUMMARY.md': summary,
        ...Object.fromEntries(['a', 'b', 'c'].map((p) => [`gitbook/${p}.md`, `# ${p}\n\nNext: [b](b.md).\n`])),
      };
      const gone = (before: Record<string, string>) => {
        const after = Object.fromEntries(Object.entries(before).filter(([f]) => !f.startsWith('gitbook/')));
        return compareSources(memorySource(before), memorySource(after)).findings.filter(
          (f) => f.rule === 'missing-redirect',
        );
      };
      expect(gone(site(folder)).map((g) => [g.key, g.severity])).toEqual([['missing-redirect|gitbook/', 'warning']]);
      // A kept page links to the summary, which links to the rest: readers reach them all.
      const linked = site({ ...folder, 'guide.mdx': '# Guide\n\nSee [the old book](/gitbook/SUMMARY).\n' });
      expect(gone(linked).map((g) => g.severity)).toEqual(['error']);
    });

    // askui/docs-mintlify ef320fa4 replaced release-note "link pages" (frontmatter `url:` sending the sidebar entry to
    // GitHub) by real pages: three errors for pages no entry ever led a reader to.
    it('a link page (frontmatter `url:`) removed from the navigation is a warning, saying where its entry led', () => {
      const linkPage =
        '---\ntitle: "Suite 25.4.1"\nurl: "https://github.com/acme/docs/blob/main/notes.md"\n---\n\nSee the notes.\n';
      const before = {
        'docs.json': docsJson({ pages: ['index', 'guide', 'notes-link'] }),
        'index.mdx': '# Home\n',
        'guide.mdx': '# Guide\n',
        'notes-link.mdx': linkPage,
      };
      const after = { ...before, 'docs.json': docsJson({ pages: ['index', 'guide'] }) };
      delete (after as Record<string, string>)['notes-link.mdx'];
      const found = compareSources(memorySource(before), memorySource(after)).findings.filter(
        (f) => f.rule === 'missing-redirect',
      );
      expect(found.map((f) => f.severity)).toEqual(['warning']);
      expect(found[0]!.message).toContain('a link page: its navigation entry');
      expect(found[0]!.message).toContain('led readers to https://github.com/acme/docs/blob/main/notes.md');
      // The same page without `url:` is an error.
      const plain = { ...before, 'notes-link.mdx': '---\ntitle: "Suite 25.4.1"\n---\n\nSee the notes.\n' };
      expect(
        compareSources(memorySource(plain), memorySource(after))
          .findings.filter((f) => f.rule === 'missing-redirect')
          .map((f) => f.severity),
      ).toEqual(['error']);
    });

    it('is an error when a page, docs.json or a redirect led to it, or search engines indexed it', () => {
      const linked = site({ ...hidden, 'guide.mdx': '# Guide\n\nTry [the beta](./drafts/beta.mdx).\n' });
      const navbar = site(hidden, { navbar: { links: [{ label: 'Beta', href: '/drafts/beta' }] } });
      const redirected = site(hidden, { redirects: [{ source: '/beta', destination: '/drafts/beta' }] });
      const indexed = site(hidden, { seo: { indexing: 'all' } });
      const cases = { linked, navbar, redirected, indexed };
      for (const [name, before] of Object.entries(cases))
        expect([name, ...removed(before).map((f) => f.severity)]).toEqual([name, 'error']);
      // Adspirer/docs 274079ad: an internal page deleted on purpose read as one in use; the message says why it counts.
      expect(removed(indexed)[0]!.message).toContain(
        '/drafts/beta was removed (a hidden page, in no navigation entry, which search engines list all the same because "seo.indexing" is "all"), but',
      );
      // towns-protocol/towns 0a4ba6760a (fresh set 83): an error where hidden pages read as warnings said no why.
      expect(removed(linked)[0]!.message).toContain(
        '/drafts/beta was removed (a hidden page, in no navigation entry, that guide.mdx linked to), but',
      );
      for (const before of [navbar, redirected])
        expect(removed(before)[0]!.message).toContain(
          '(a hidden page, in no navigation entry, that docs.json led readers to)',
        );
    });

    // OrderlyNetwork/documentation-public 1a0e7e7a8b (fresh set 101): the pages and the redirects that led to them
    // deleted together; the old URLs of those redirects lead nowhere too, and nothing said so.
    it('names the redirects to it that the change deleted too, and sends them where it sends the page', () => {
      const led = [
        { source: '/evm-api/beta', destination: '/drafts/beta' },
        { source: '/old-beta', destination: '/drafts/beta' },
        { source: '/kept', destination: '/drafts/beta' },
        { source: '/legacy/:slug*', destination: '/drafts/beta' },
      ];
      const before = site(hidden, { redirects: led });
      const after: Record<string, string> = {
        ...before,
        'docs.json': docsJson(
          { pages: ['index', 'guide'] },
          { redirects: [{ source: '/kept', destination: '/guide' }] },
        ),
      };
      delete after['drafts/beta.mdx'];
      const find = (head: Record<string, string>) =>
        compareSources(memorySource(before), memorySource(head)).findings.filter((x) => x.rule === 'missing-redirect');
      const [f] = find(after);
      expect(f!.message).toBe(
        '/drafts/beta was removed (a hidden page, in no navigation entry, that docs.json led readers to), but docs.json has no redirect for it: bookmarks, search results and links from other sites now get a 404. This change also deleted the 2 redirects that led here from "/evm-api/beta" and "/old-beta": those URLs lead nowhere now too.',
      );
      expect(f!.fix?.message).toBe(
        'Add { "source": "/drafts/beta", "destination": "/NEW-PATH" } to "redirects", with the page that replaces it as destination. Send "/evm-api/beta" and "/old-beta" there too.',
      );
      // With a page to send them to, the fix adds all three redirects, and applied it leaves nothing behind.
      const replaced: Record<string, string> = { ...after, 'drafts/beta-v2.mdx': '# Beta 2\n' };
      const [g] = find(replaced);
      expect(g!.data.redirects).toEqual(
        ['/drafts/beta', '/evm-api/beta', '/old-beta'].map((source) => ({ source, destination: '/drafts/beta-v2' })),
      );
      const fixed = applyEdits(replaced['docs.json']!, g!.fix!.edits!);
      expect(find({ ...replaced, 'docs.json': fixed })).toEqual([]);
    });
  });
});

// Byzantine-Finance/docs fc5fc94aa3 (fresh set 93): tags renamed in the spec a navigation element makes its API
// pages of; 25 generated URLs moved, none redirected, and nothing was said.
describe('missing-redirect for API pages made from a spec', () => {
  const operation = (summary: string, tag: string) => ({
    summary,
    tags: [tag],
    responses: { '200': { description: 'ok' } },
  });
  const spec = (tags: Record<string, [string, string]>) =>
    JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'API', version: '1' },
      paths: Object.fromEntries(
        Object.entries(tags).map(([path, [summary, tag]]) => [path, { get: operation(summary, tag) }]),
      ),
    });

  // thiomileapp/docs dd00f55725 (fresh set 119): a section dropped while another section's spec took its operations;
  // their pages moved to that section's folder, counted in the summary line and asked no redirect.
  it('asks the redirect of an operation now made from another section’s spec, to its page there', () => {
    const groups = (withA: boolean) =>
      docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          ...(withA ? [{ group: 'A', openapi: { source: 'a.json', directory: 'api/a' } }] : []),
          { group: 'B', openapi: { source: 'b.json', directory: 'api/b' } },
        ],
      });
    const things = { '/things': ['List things', 'Things'] as [string, string] };
    const other = { '/other': ['Get other', 'Other'] as [string, string] };
    const base = { 'docs.json': groups(true), 'index.mdx': '# Home\n', 'a.json': spec(things), 'b.json': spec(other) };
    const head = { ...base, 'docs.json': groups(false), 'b.json': spec({ ...other, ...things }) };
    const found = compareSources(memorySource(base), memorySource(head)).findings.filter(
      (f) => f.rule === 'missing-redirect',
    );
    expect(found.map((f) => [f.data.source, f.data.destination, f.message.split(': ')[0]])).toEqual([
      [
        '/api/a/things/list-things',
        '/api/b/things/list-things',
        expect.stringContaining('it is now made from b.json, under api/b/'),
      ],
    ]);
  });

  it('says a page moved because its section’s spec is made in another directory, not that the spec changed', () => {
    // cudoventures/cudo-compute-docs 2de6dda777 (fresh set 121): "now made from openapi.json, under /docs/api/".
    const nav = (directory: string) =>
      docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: { source: 'a.json', directory } },
        ],
      });
    const a = spec({ '/things': ['List things', 'Things'] as [string, string] });
    const base = { 'docs.json': nav('api'), 'index.mdx': '# Home\n', 'a.json': a };
    const head = { ...base, 'docs.json': nav('docs/api') };
    const [f, ...rest] = compareSources(memorySource(base), memorySource(head)).findings.filter(
      (x) => x.rule === 'missing-redirect',
    );
    expect(rest).toEqual([]);
    expect(f!.data).toMatchObject({ source: '/api/things/list-things', destination: '/docs/api/things/list-things' });
    expect(f!.message).toContain('because the "directory" of its section\'s spec changed from /api/ to /docs/api/');
  });
  // With a redirect already listed: the fix round trip applies insertions at one point together, which would add
  // the "redirects" key three times (navguard fix applies one such edit a round).
  const site = (api: string, pages = ['index']) => ({
    'docs.json': docsJson(
      {
        groups: [
          { group: 'Start', pages },
          { group: 'API', openapi: 'openapi.json' },
        ],
      },
      { redirects: [{ source: '/home', destination: '/' }] },
    ),
    'index.mdx': '# Home\n',
    'openapi.json': api,
  });
  const before = spec({
    '/vaults': ['Get all vaults', 'Vault data'],
    '/vaults/apy': ['Get vault APY', 'Vault data'],
    '/vaults/price': ['Get share price', 'Vault data'],
    '/users': ['Get user details', 'Account data'],
    '/balances': ['Get account balances', 'Account data'],
    '/keys': ['List keys', 'Keys'],
  });
  const after = spec({
    '/vaults': ['Get all vaults', 'Products'],
    '/vaults/apy': ['Get vault APY', 'Products'],
    '/vaults/price': ['Get share price', 'Products'],
    '/users': ['Get user details', 'Customers'],
    '/balances': ['Get balances', 'Account data'],
    '/keys': ['List keys', 'Keys'],
  });
  const compare = (head: Record<string, string>) =>
    compareSources(memorySource(site(before)), memorySource(head), {
      changed: new Set(['openapi.json']),
    }).findings.filter((f) => f.rule === 'missing-redirect');

  // DiversionCompany/docs 91c03022f6 (fresh set 103): MDX API pages at api-reference/<tag>/<summary> renamed, and a
  // spec no navigation element names left in the repository; its operations' default paths were taken as pages the
  // builder makes, so 37 lost URLs went unsaid. The builder makes pages only of a navigation element's spec.
  it('takes no page as made from a spec that no navigation element names', () => {
    const stub = (op: string) => `---\nopenapi: ${op}\n---\n`;
    const nav = (pages: string[]) => docsJson({ groups: [{ group: 'API', pages: ['index', ...pages] }] });
    const base = {
      'docs.json': nav(['api-reference/vault-data/get-all-vaults']),
      'index.mdx': '# Home\n',
      'openapi.json': before,
      'api-reference/vault-data/get-all-vaults.mdx': stub('get /vaults'),
    };
    const head = {
      ...base,
      'docs.json': nav(['api-reference/vaults/list']),
      'index.mdx': '# Home\n\nSee [vaults](/api-reference/vault-data/get-vault-apy).\n',
      'api-reference/vaults/list.mdx': stub('get /vaults'),
    };
    delete (head as Record<string, string>)['api-reference/vault-data/get-all-vaults.mdx'];
    const changed = new Set(['docs.json', 'index.mdx', 'api-reference/vaults/list.mdx']);
    const c = compareSources(memorySource(base), memorySource(head), { changed });
    expect(c.findings.filter((f) => f.rule === 'missing-redirect').map((f) => f.data.redirects)).toEqual([
      [{ source: '/api-reference/vault-data/get-all-vaults', destination: '/api-reference/vaults/list' }],
    ]);
    // A link to another of its operations' default paths leads nowhere either.
    expect(c.findings.filter((f) => f.rule === 'broken-link').map((f) => f.data.url)).toEqual([
      '/api-reference/vault-data/get-vault-apy',
    ]);
  });

  it('asks one wildcard for a tag renamed whole, and an exact redirect for each other page that moved', () => {
    const found = compare(site(after));
    expect(found.map((f) => [f.status, f.data.redirects])).toEqual([
      ['new', [{ source: '/api-reference/vault-data/:slug*', destination: '/api-reference/products/:slug*' }]],
      [
        'new',
        [
          {
            source: '/api-reference/account-data/get-user-details',
            destination: '/api-reference/customers/get-user-details',
          },
        ],
      ],
      [
        'new',
        [
          {
            source: '/api-reference/account-data/get-account-balances',
            destination: '/api-reference/account-data/get-balances',
          },
        ],
      ],
    ]);
    expect(found[0]!.message).toBe(
      'The API pages of /api-reference/vault-data/ (3: /api-reference/vault-data/get-all-vaults, /api-reference/vault-data/get-vault-apy, /api-reference/vault-data/get-share-price), made from openapi.json, moved to /api-reference/products/ because their tag "Vault data" is now "Products", but docs.json has no redirect for them: bookmarks, search results and links from other sites now get a 404.',
    );
    expect(found[2]!.message).toContain('because its summary "Get account balances" is now "Get balances"');
    // What the change did, so `navguard fix` applies them; applied, nothing is asked any more.
    const head = site(after);
    const trip = fixRoundTrip(
      (p) => head[p as keyof typeof head],
      found,
      (changed) => compare({ ...head, ...Object.fromEntries(changed) }),
    );
    expect(trip).toEqual({ applied: 6, failures: [] });
  });

  it('reads the pages that link to a moved API page, and says the redirect asked for mends those links', () => {
    const body =
      '# Home\n\nSee [vaults](/api-reference/vault-data/get-all-vaults), [user](/api-reference/account-data/get-user-details).\n';
    const linking = { ...site(before), 'index.mdx': body };
    const c = compareSources(memorySource(linking), memorySource({ ...linking, 'openapi.json': after }), {
      changed: new Set(['openapi.json']),
    });
    // Into the folder that moved whole: listed on its finding, as for a folder of pages.
    const folder = c.findings.find((f) => f.rule === 'missing-redirect' && f.data.source.endsWith(':slug*'))!;
    expect(folder.message).toContain('1 link in 1 page of this site leads into it (index.mdx:3)');
    // To a page that moved alone: a new broken link that says what mends it.
    const [link, ...rest] = c.findings.filter((f) => f.rule === 'broken-link');
    expect(rest).toEqual([]);
    expect([link!.status, link!.data.url]).toEqual(['new', '/api-reference/account-data/get-user-details']);
    expect(link!.message).toContain(
      'The page was renamed to /api-reference/customers/get-user-details in this change; the redirect suggested for it (missing-redirect) mends this link too.',
    );
  });

  it('asks nothing where the old URL still answers, nor for pages the element does not make of every operation', () => {
    const kept = site(after);
    kept['docs.json'] = docsJson(
      {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.json' },
        ],
      },
      {
        redirects: [
          { source: '/home', destination: '/' },
          { source: '/api-reference/vault-data/:slug*', destination: '/api-reference/products/:slug*' },
          { source: '/api-reference/account-data/:slug*', destination: '/api-reference/customers/get-user-details' },
        ],
      },
    );
    expect(compare(kept)).toEqual([]);
  });

  // Byzantine-Finance/docs 6cbdd954f9 (fresh set 93): the element went from making every operation's page to
  // listing them, renaming tags on the way: 24 URLs moved.
  it('reads an element that lists its endpoints as making those pages only, under the same paths', () => {
    const listed = (api: string, pages: string[]) => ({
      ...site(api),
      'docs.json': docsJson(
        {
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'API', openapi: 'openapi.json', pages },
          ],
        },
        { redirects: [{ source: '/home', destination: '/' }] },
      ),
    });
    const c = compareSources(memorySource(site(before)), memorySource(listed(after, ['GET /users', 'GET /keys'])), {
      changed: new Set(['openapi.json', 'docs.json']),
    });
    // /users moved with its tag; /keys kept its path; the other operations' pages went, though the spec still holds
    // them (cascade-labs/pmxt e70fae1163, fresh set 108): asked as one finding of the spec, each sent to the page next to
    // it that is still made, as a guess (no renamedTo: fix applies it only when asked).
    const api = rules(c.findings, 'missing-redirect').filter((f) => f.data.api);
    expect(api.map((f) => f.data.redirects)).toEqual([
      [
        {
          source: '/api-reference/account-data/get-user-details',
          destination: '/api-reference/customers/get-user-details',
        },
      ],
      [
        'vault-data/get-all-vaults',
        'vault-data/get-vault-apy',
        'vault-data/get-share-price',
        'account-data/get-account-balances',
      ].map((p) => ({ source: `/api-reference/${p}`, destination: '/api-reference/customers/get-user-details' })),
    ]);
    expect(api[1]!.data.renamedTo).toBeUndefined();
    expect(api[1]!.message).toMatch(
      /^The API pages of 4 operations made from openapi\.json \(\/api-reference\/vault-data\/get-all-vaults, .* and 1 more\) are no longer made: the navigation no longer lists them, though the spec still holds them/,
    );
  });

  // cascade-labs/pmxt e70fae1163 (fresh set 108): two endpoint entries taken out of the sidebar, their operations kept
  // in the spec; their pages went with no redirect, and nothing was said beside the six pages the change moved.
  it('asks a redirect for an API page the navigation no longer lists, while the spec still holds its operation', () => {
    const spec = (paths: string[]) =>
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 'API', version: '1' },
        paths: Object.fromEntries(
          paths.map((p) => [
            p,
            { post: { summary: `Call ${p.slice(1)}`, responses: { '200': { description: 'ok' } } } },
          ]),
        ),
      });
    const api = (entries: string[], paths: string[], redirects: { source: string; destination: string }[] = []) => ({
      'docs.json': docsJson(
        {
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'Markets', openapi: 'openapi.json', pages: entries.map((e) => `POST ${e}`) },
          ],
        },
        { redirects },
      ),
      'index.mdx': '# Home\n',
      'openapi.json': spec(paths),
    });
    const all = ['/markets', '/events', '/filter'];
    const found = (head: Record<string, string>) =>
      compareSources(memorySource(api(all, all)), memorySource(head), {
        changed: new Set(['docs.json', 'openapi.json']),
      }).findings.filter((f) => f.rule === 'missing-redirect');
    const dropped = found(api(['/markets', '/events'], all));
    expect(dropped.map((f) => [f.status, f.data])).toEqual([
      [
        'new',
        {
          source: '/api-reference/call-filter',
          destination: '/api-reference/call-events',
          redirects: [{ source: '/api-reference/call-filter', destination: '/api-reference/call-events' }],
          api: true,
        },
      ],
    ]);
    expect(dropped[0]!.message).toBe(
      '/api-reference/call-filter, the API page of POST /filter made from openapi.json, is no longer made: the navigation no longer lists the operation, which the spec still holds, and docs.json has no redirect for it: bookmarks, search results and links from other sites now get a 404.',
    );
    // The entry become a page of the same operation (mintlify-onboarding/circle-devdocs 13bda43243, fresh set 118:
    // 16 such pages sent to their neighbour): that page is the guess.
    const asPage = api(['/markets', '/events'], all);
    asPage['docs.json'] = asPage['docs.json'].replace('"index"', '"index", "filtering"');
    const become = found({ ...asPage, 'filtering.mdx': '---\nopenapi: openapi.json post /filter/\n---\n' });
    expect(become[0]?.data.destination).toBe('/filtering');
    expect(become[0]?.fix?.message).toMatch(
      /\/filtering is a guess, the page that shows the same operation now \(its `openapi` frontmatter\)\.$/,
    );
    // The operation gone from the spec too: the API no longer has it, so nothing is asked.
    expect(found(api(['/markets', '/events'], ['/markets', '/events']))).toEqual([]);
    // A redirect for it: nothing is asked.
    const kept = [{ source: '/api-reference/call-filter', destination: '/api-reference/call-markets' }];
    expect(found(api(['/markets', '/events'], all, kept))).toEqual([]);
  });

  // screenpipe/screenpipe (fresh set 112): a2a5fe073e restored the spec of two commits before, after two that failed
  // the builder's validation (nothing deployed); 13 redirects were asked from pages of the spec that never built.
  it('asks nothing for API pages of a spec that fails the builder in either state: that state built no site', () => {
    const invalid = (api: string) => {
      const doc = JSON.parse(api) as { paths: Record<string, { get: Record<string, unknown> }> };
      doc.paths['/keys']!.get.parameters = [{ name: 'id', in: 'path', schema: { type: 'string' } }];
      return JSON.stringify(doc);
    };
    const found = (base: string, head: string) =>
      compareSources(memorySource(site(base)), memorySource(site(head)), {
        changed: new Set(['openapi.json']),
      }).findings.map((f) => `${f.rule} ${f.status}`);
    expect(found(before, after)).toContain('missing-redirect new');
    expect(found(invalid(before), after)).toEqual([]);
    expect(found(before, invalid(after))).toEqual(['openapi-invalid new']);
  });

  // screenpipe/screenpipe 0ec2f4f987 (fresh set 112): the tab naming the spec removed, the spec kept in the
  // repository: every API page gone, and nothing was said.
  it('asks for the API pages of a spec no section names any more while the file holds it as it was', () => {
    const head = (files: Record<string, string>): Record<string, string> => ({
      ...files,
      'docs.json': docsJson(
        { groups: [{ group: 'Start', pages: ['index'] }] },
        { redirects: [{ source: '/home', destination: '/' }] },
      ),
    });
    const found = (files: Record<string, string>) =>
      compareSources(memorySource(site(before)), memorySource(files), {
        changed: new Set(['docs.json']),
      }).findings.filter((f) => f.rule === 'missing-redirect');
    const dropped = found(head(site(before)));
    expect(dropped.map((f) => [f.status, f.data.pages?.length])).toEqual([['new', 6]]);
    expect(dropped[0]!.message).toMatch(/^The API pages of 6 operations made from openapi\.json .* are no longer made/);
    // The spec deleted with it: the operations are not known to be the API's any more.
    const { 'openapi.json': _, ...without } = head(site(before));
    expect(found(without)).toEqual([]);
  });

  // The left-alone case of stop 84: the tab removed and the spec edited in the same change asked nothing.
  it('asks for them too when the change also edited the spec: those the edited file still holds', () => {
    const head = docsJson(
      { groups: [{ group: 'Start', pages: ['index'] }] },
      { redirects: [{ source: '/home', destination: '/' }] },
    );
    const edited = spec({
      '/vaults': ['Get all vaults', 'Vault data'],
      '/users': ['Get user details', 'Account data'],
    });
    const dropped = compareSources(memorySource(site(before)), memorySource({ ...site(edited), 'docs.json': head }), {
      changed: new Set(['docs.json', 'openapi.json']),
    }).findings.filter((f) => f.rule === 'missing-redirect');
    expect(dropped.map((f) => [f.status, f.data.source])).toEqual([
      ['new', '/api-reference/vault-data/get-all-vaults'],
      ['new', '/api-reference/account-data/get-user-details'],
    ]);
    expect(dropped[0]!.message).toMatch(/no longer lists the operation, which the spec still holds/);
  });

  // mm-abp-docs c8ccd18158 (fresh set 115): re-tagged, an operation's page would sit where another spec's has its
  // own; it read "the navigation no longer lists the operation", with another page as the guess, and "2 removed".
  it('says where a re-tagged operation’s page went when another operation’s page has that path', () => {
    const one = (path: string, tag: string, summary: string) => ({
      [path]: { get: { tags: [tag], summary, responses: { '200': { description: 'ok' } } } },
    });
    const api = (paths: object) => JSON.stringify({ openapi: '3.0.0', info: { title: 'API', version: '1' }, paths });
    const files = (tag: string) => ({
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'A', openapi: 'a.json' },
          { group: 'B', openapi: 'b.json' },
        ],
      }),
      'index.mdx': '# Home\n',
      'a.json': api(one('/pnl', 'Analytics', 'Get profit and loss')),
      'b.json': api({
        ...one('/api/v1/pnl', tag, 'Get profit and loss'),
        ...one('/api/v1/me', 'Client API', 'Get me'),
      }),
    });
    const c = compareSources(memorySource(files('Client API')), memorySource(files('Analytics')), {
      changed: new Set(['b.json']),
    });
    const [f, ...rest] = c.findings.filter((x) => x.rule === 'missing-redirect');
    expect(rest).toEqual([]);
    expect(f!.message).toContain(
      'is no longer made: its page would now be /api-reference/analytics/get-profit-and-loss, where another operation',
    );
    expect(f!.data).toMatchObject({
      source: '/api-reference/client-api/get-profit-and-loss',
      destination: '/api-reference/analytics/get-profit-and-loss',
    });
    expect(c.apiPages).toMatchObject({ removed: 1 });
  });

  // mm-abp-docs (fresh set 115): each language's section names its own copy of the spec, which make the same pages;
  // the findings named the zh copy, which a writer editing the en spec may not recognise.
  it('names the first section’s spec where two languages’ specs make the same pages', () => {
    const files = (api: string) => ({
      'docs.json': docsJson({
        languages: [
          {
            language: 'en',
            groups: [
              { group: 'Start', pages: ['index'] },
              { group: 'API', openapi: 'api.json' },
            ],
          },
          {
            language: 'zh',
            groups: [
              { group: 'Start', pages: ['zh/index'] },
              { group: 'API', openapi: 'zh/api.json' },
            ],
          },
        ],
      }),
      'index.mdx': '# Home\n',
      'zh/index.mdx': '# Home\n',
      'api.json': api,
      'zh/api.json': api,
    });
    const found = compareSources(memorySource(files(before)), memorySource(files(after)), {
      changed: new Set(['api.json', 'zh/api.json']),
    }).findings.filter((x) => x.rule === 'missing-redirect');
    expect(found.length).toBeGreaterThan(1);
    for (const f of found) expect(f.message).toMatch(/ made from api\.json,/);
  });

  // mcgrphub/mc-markets-doc 26f665bae7 (fresh set 120): the zh spec names the same operations with its own tags and
  // summaries, so the builder makes a second page of each at /api-reference/交易/…; dropping both sections asked
  // redirects for the en pages only, and the outline counted half the pages.
  it('asks for each language’s page of an operation where their specs make it at different paths', () => {
    const spec = (tag: string, summary: string) =>
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 't', version: '1' },
        paths: { '/x': { get: { tags: [tag], summary, responses: { '200': { description: 'ok' } } } } },
      });
    const files = (api: boolean) => ({
      'docs.json': docsJson({
        languages: ['en', 'zh'].map((language) => ({
          language,
          groups: [
            { group: 'Start', pages: [language === 'en' ? 'index' : 'zh/index'] },
            api
              ? { group: 'API', openapi: `${language}.json` }
              : { group: 'API', pages: [language === 'en' ? 'other' : 'zh/other'] },
          ],
        })),
      }),
      'index.mdx': '# Home\n',
      'zh/index.mdx': '# Home\n',
      'other.mdx': '# Other\n',
      'zh/other.mdx': '# Other\n',
      'en.json': spec('Trade', 'Get x'),
      'zh.json': spec('交易', '获取x'),
    });
    const c = compareSources(memorySource(files(true)), memorySource(files(false)), {
      changed: new Set(['docs.json']),
    });
    const found = c.findings.filter((x) => x.rule === 'missing-redirect');
    expect(found.map((f) => f.data.source).sort()).toEqual(['/api-reference/trade/get-x', '/api-reference/交易/获取x']);
    expect(c.apiPages).toMatchObject({ removed: 2 });
    // Put back, both pages are added.
    const back = compareSources(memorySource(files(false)), memorySource(files(true)), {
      changed: new Set(['docs.json']),
    });
    expect(back.apiPages).toMatchObject({ added: 2 });
  });

  it('follows an operation whose path changed by its operationId: its page moved when its tag or name did', () => {
    // omnara-ai/omnara 3f72e57 (fresh set 95): `/api/v1` dropped from all 128 paths; one operation also re-tagged,
    // its page moved and nothing was said. An operation without a summary is named by its method and path.
    const withIds = (ops: [string, string, string | undefined, string][]) =>
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 'API', version: '1' },
        paths: Object.fromEntries(
          ops.map(([path, tag, summary, operationId]) => [
            path,
            {
              get: {
                tags: [tag],
                ...(summary ? { summary } : {}),
                operationId,
                responses: { '200': { description: 'ok' } },
              },
            },
          ]),
        ),
      });
    const base = withIds([
      ['/api/v1/skills', 'Route inventory', 'Get skill archive', 'getSkillArchive'],
      ['/api/v1/users', 'Users', 'List users', 'listUsers'],
      ['/api/v1/keys', 'Keys', undefined, 'listKeys'],
      ['/api/v1/teams', 'Teams', 'List teams', 'shared'],
      ['/api/v1/orgs', 'Teams', 'List orgs', 'shared'],
    ]);
    const head = withIds([
      ['/skills', 'Machine daemon', 'Get skill archive', 'getSkillArchive'],
      ['/users', 'Users', 'List users', 'listUsers'],
      ['/keys', 'Keys', undefined, 'listKeys'],
      ['/teams', 'Groups', 'List teams', 'shared'],
      ['/orgs', 'Groups', 'List orgs', 'shared'],
    ]);
    const found = compareSources(memorySource(site(base)), memorySource(site(head)), {
      changed: new Set(['openapi.json']),
    }).findings.filter((f) => f.rule === 'missing-redirect');
    // The user list keeps its URL; the operationId two operations share names neither.
    expect(found.map((f) => f.data.redirects)).toEqual([
      [
        {
          source: '/api-reference/route-inventory/get-skill-archive',
          destination: '/api-reference/machine-daemon/get-skill-archive',
        },
      ],
      [{ source: '/api-reference/keys/get-apiv1keys', destination: '/api-reference/keys/get-keys' }],
    ]);
    expect(found[0]!.message).toContain(
      'the API page of GET /api/v1/skills (now GET /skills, the same operationId) made from openapi.json, moved to /api-reference/machine-daemon/get-skill-archive because its tag "Route inventory" is now "Machine daemon"',
    );
    expect(found[1]!.message).toContain('because its path GET /api/v1/keys is now GET /keys');
    // An operation the base had under the new key is that one, not the one whose id it took.
    const taken = compareSources(
      memorySource(
        site(
          withIds([
            ['/old', 'Alpha', 'Get old', 'foo'],
            ['/new', 'Beta', 'Get new', 'bar'],
          ]),
        ),
      ),
      memorySource(site(withIds([['/new', 'Gamma', 'Get new', 'foo']]))),
      { changed: new Set(['openapi.json']) },
    ).findings.filter((f) => f.rule === 'missing-redirect');
    expect(taken.map((f) => f.data.redirects)).toEqual([
      [{ source: '/api-reference/beta/get-new', destination: '/api-reference/gamma/get-new' }],
    ]);
  });

  it('asks for MDX pages a spec takes the place of, where its pages sit in tag folders, not for those it serves', () => {
    // JochemBruijninckx/docs 1690df7e05 (fresh set 97): 7 MDX pages removed as a tab went back to its spec; the
    // generated pages sit at api-reference/<tag>/<summary>, and 5 of the old URLs read as answered by them.
    const mdx = {
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', pages: ['api-reference/analyze', 'api-reference/roster/get-job-status'] },
        ],
      }),
      'index.mdx': '# Home\n',
      'api-reference/analyze.mdx': '---\ntitle: Analyze\n---\n',
      'api-reference/roster/get-job-status.mdx': '---\ntitle: Status\n---\n',
    };
    const api = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'API', version: '1' },
      paths: {
        '/analyze': { post: { summary: 'Analyze', tags: ['Analyze'], responses: {} } },
        '/jobs/{id}': { get: { summary: 'Get job status', tags: ['Roster'], responses: {} } },
      },
    });
    const spec = {
      'docs.json': docsJson({
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.json' },
        ],
      }),
      'index.mdx': '# Home\n',
      'openapi.json': api,
    };
    const asked = compareSources(memorySource(mdx), memorySource(spec), { changed: new Set(['docs.json']) })
      .findings.filter((f) => f.rule === 'missing-redirect')
      .map((f) => f.data.source);
    // /api-reference/analyze is served at /api-reference/analyze/analyze now; the status page at its own path.
    expect(asked).toEqual(['/api-reference/analyze']);
  });
});

// rivet-dev/rivetkit 1b531f37bd (fresh set 122): the whole "redirects" list deleted; /changelog/overview, sent to
// the GitHub releases, became a 404 and nothing said so.
describe('a redirect the change took out', () => {
  const site = (redirects: { source: string; destination: string }[], extra: Record<string, string> = {}) => ({
    'docs.json': docsJson({ pages: ['index', 'guide'] }, { redirects }),
    'index.mdx': '# Home\n',
    'guide.mdx': '# Guide\n',
    ...extra,
  });
  const dropped = (head: Record<string, string>) =>
    compareSources(
      memorySource(
        site([
          { source: '/changelog', destination: 'https://github.com/x/y/releases' },
          { source: '/old-guide', destination: '/guide' },
          { source: '/rpc', destination: '/gone-before' },
        ]),
      ),
      memorySource(head),
    ).findings.filter((f) => f.rule === 'missing-redirect');

  it('is asked back where nothing answers its old URL now, with the edit that restores it', () => {
    const found = dropped(site([]));
    expect(found.map((f) => f.data.source)).toEqual(['/changelog', '/old-guide']);
    const [f] = found;
    expect(f).toMatchObject({ severity: 'error', status: 'new', data: { droppedRedirect: true } });
    expect(f!.message).toBe(
      'The redirect from "/changelog" to "https://github.com/x/y/releases" was taken out of docs.json, and nothing answers at /changelog now: bookmarks, search results and links from other sites that still use it get a 404.',
    );
    const fixed = JSON.parse(applyEdits(site([])['docs.json'], f!.fix!.edits!)) as { redirects: unknown[] };
    expect(fixed.redirects).toEqual([{ source: '/changelog', destination: 'https://github.com/x/y/releases' }]);
  });

  it('is not asked where a page, another redirect or a wildcard answers the old URL', () => {
    const answered = site([{ source: '/old-:slug*', destination: '/guide' }], { 'changelog.mdx': '# Changelog\n' });
    expect(dropped(answered)).toEqual([]);
  });

  it('is not asked where the change rewrote its source, to the same destination', () => {
    // langwatch's release bot moves "/ci/cache/busted/<time>" → "/" on every release (10 commits of the corpus).
    const rewritten = site([
      { source: '/changelog-2', destination: 'https://github.com/x/y/releases' },
      { source: '/old-guide', destination: '/guide' },
    ]);
    expect(dropped(rewritten)).toEqual([]);
  });
});
