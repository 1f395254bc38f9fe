// openapi-not-found, openapi-invalid, endpoint-not-found, endpoint-without-openapi; where specs are in scope.
import { describe, it, expect, jest } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { renderText } from '../../src/core/render/findings.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { ids, jsonPos, one, posOf, says, spanOf, strictSource } from './util.js';

// Every operation answers something: the OpenAPI 3.0 schema the site builder checks a spec against asks it.
const OK = { '200': { description: 'OK' } };
const USERS = JSON.stringify(
  {
    openapi: '3.0.0',
    info: { title: 'Users', version: '1' },
    paths: {
      '/users': {
        get: { summary: 'List users', tags: ['Users'], responses: OK },
        post: { summary: 'Create user', tags: ['Users'], responses: OK },
      },
      '/users/{id}': { get: { summary: 'Get user', responses: OK } },
    },
  },
  null,
  2,
);
const PETS =
  'openapi: 3.1.0\ninfo:\n  title: Pets\n  version: "1"\npaths:\n  /pets:\n    get:\n      summary: List pets\n      tags: [Pets]\n';

describe('openapi-not-found', () => {
  it.each([
    ['a tab', { tabs: [{ tab: 'API', openapi: 'openapi.jsn', pages: ['GET /users'] }] }],
    ['a group', { groups: [{ group: 'API', openapi: 'openapi.jsn', pages: ['GET /users'] }] }],
    [
      'an anchor (array form)',
      { anchors: [{ anchor: 'API', openapi: ['pets.yaml', 'openapi.jsn'], pages: ['GET /users'] }] },
    ],
    [
      'a tab (object form)',
      { tabs: [{ tab: 'API', openapi: { source: 'openapi.jsn', directory: 'api' }, pages: ['GET /users'] }] },
    ],
  ])('reports a missing spec on %s at the value, with an edit to the near spec file', (_where, navigation) => {
    const json = docsJson(navigation);
    const r = run({ 'docs.json': json, 'openapi.json': USERS, 'pets.yaml': PETS });
    const f = one(r.findings, 'openapi-not-found');
    const at = spanOf(json, '"openapi.jsn"');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: at.line, column: at.column });
    says(
      f.message,
      'The OpenAPI spec "openapi.jsn" does not exist',
      // mm-abp-docs dab35a985f (fresh set 115): prebuild throws "Openapi file … does not exist" and deploys nothing.
      'the build fails and nothing of this change deploys',
    );
    expect(f.fix).toEqual({
      message: 'Did you mean "openapi.json"?',
      edits: [{ file: 'docs.json', ...at, newText: '"openapi.json"' }],
    });
    // The endpoint below a missing spec is not also called unknown: it cannot be checked.
    expect(rules(r.findings, 'endpoint-not-found')).toEqual([]);
  });

  it('offers no spec of the same name in a folder named otherwise: that is another API', () => {
    const json = docsJson({ groups: [{ group: 'Scraping', openapi: 'scraping-api/openapi.json' }] });
    const f = one(run({ 'docs.json': json, 'abp-api/openapi.json': USERS }).findings, 'openapi-not-found');
    says(f.fix?.message, 'Add the spec file at that path, or correct the path');
    const typo = docsJson({ groups: [{ group: 'API', openapi: 'abp-apj/openapi.json' }] });
    expect(
      one(run({ 'docs.json': typo, 'abp-api/openapi.json': USERS }).findings, 'openapi-not-found').fix?.message,
    ).toBe('Did you mean "abp-api/openapi.json"?');
  });

  it('passes the same navigation with the spec file present', () => {
    const json = docsJson({
      tabs: [{ tab: 'API', openapi: { source: '/openapi.json', directory: 'api' }, pages: ['GET /users'] }],
    });
    expect(run({ 'docs.json': json, 'openapi.json': USERS }).findings).toEqual([]);
  });

  it('checks api.openapi too, in each of its forms', () => {
    for (const openapi of [
      'specs/missing.yaml',
      { source: 'specs/missing.yaml', directory: 'api' },
      ['openapi.json', { source: 'specs/missing.yaml' }],
    ]) {
      const json = docsJson({ pages: ['index'] }, { api: { openapi } });
      const f = one(
        run({ 'docs.json': json, 'index.mdx': '#\n', 'openapi.json': USERS }).findings,
        'openapi-not-found',
      );
      expect(f).toMatchObject(jsonPos(json, 'specs/missing.yaml'));
      says(f.message, 'API pages it should generate are missing from the live site');
      says(f.fix?.message, 'Add the spec file at that path, or correct the path');
    }
    expect(
      run({
        'docs.json': docsJson({ pages: ['index'] }, { api: { openapi: ['openapi.json', { source: 'pets.yaml' }] } }),
        'index.mdx': '#\n',
        'openapi.json': USERS,
        'pets.yaml': PETS,
      }).findings,
    ).toEqual([]);
  });

  it('for a spec named in an entry, the edit changes only the spec part, and never suggests docs.json', () => {
    const json = docsJson({ groups: [{ group: 'API', pages: ['openapi.jsn GET /users', 'docs.jsn GET /users'] }] });
    const found = rules(run({ 'docs.json': json, 'openapi.json': USERS }).findings, 'openapi-not-found');
    const at = spanOf(json, '"openapi.jsn GET /users"');
    expect(found[0]).toMatchObject({ line: at.line, column: at.column });
    expect(found[0]!.fix).toEqual({
      message: 'Did you mean "openapi.json"?',
      edits: [{ file: 'docs.json', ...at, newText: '"openapi.json GET /users"' }],
    });
    expect(found[1]).toMatchObject(jsonPos(json, 'docs.jsn GET /users'));
    expect(JSON.stringify(found[1]!.fix)).not.toContain('docs.json');
  });

  it('reports a frontmatter spec name that does not exist, at the value', () => {
    const page = '---\ntitle: Get user\nopenapi: specs/users.json GET /users\n---\n';
    const f = one(
      run({ 'docs.json': docsJson({ pages: ['get-user'] }), 'get-user.mdx': page, 'openapi.json': USERS }).findings,
      'openapi-not-found',
    );
    expect(f).toMatchObject({ file: 'get-user.mdx', ...posOf(page, 'specs/users.json GET') });
    expect(f.message).toContain(
      'names the OpenAPI spec "specs/users.json" in its frontmatter, but no such file exists',
    );
  });

  it('names the spec a frontmatter path most likely means: the file of that name elsewhere, or one a typo away', () => {
    // Firma-esign/firma-docs 66f3fce (fresh set, seed 76): 104 pages of v01.34.00 named
    // /api-reference/v01.33.00/openapi-v01.34.00.json, which is in api-reference/v01.34.00/; each fix said only
    // "Correct the spec path".
    const page = (spec: string) => `---\ntitle: Get user\nopenapi: ${spec} GET /users\n---\n`;
    const files = {
      'docs.json': docsJson({ pages: ['get-user'] }),
      'api/v2/openapi-v2.json': USERS,
      'api/v1/openapi-v1.json': USERS,
    };
    const fixOf = (spec: string) =>
      one(run({ ...files, 'get-user.mdx': page(spec) }).findings, 'openapi-not-found') as {
        fix?: { message: string };
        data: { suggestion?: string };
      };
    const moved = fixOf('/api/v1/openapi-v2.json');
    expect(moved.data.suggestion).toBe('/api/v2/openapi-v2.json');
    expect(moved.fix?.message).toBe(
      'Did you mean "/api/v2/openapi-v2.json"? Correct the spec path (relative to the docs folder or this page).',
    );
    expect(fixOf('api/v2/openapi-v3.json').data.suggestion).toBe('api/v2/openapi-v2.json');
    // Nothing like it: no guess.
    const far = fixOf('specs/billing.yaml');
    expect(far.data.suggestion).toBeUndefined();
    expect(far.fix?.message).toBe('Correct the spec path (relative to the docs folder or this page).');
  });

  // auth0/docs-v2 in a clone without the blob of its 3 MB spec: hundreds of pages say `openapi: management-api-oas
  // delete /keys/{id}`, and each was "no such file", while main/docs/oas/management/v2/management-api-oas.json is there.
  it('does not call a spec missing when a file of that name is there but could not be read', () => {
    const page = '---\ntitle: Get user\nopenapi: users-api-oas GET /users\n---\n';
    const files = { 'docs.json': docsJson({ pages: ['api/get-user'] }), 'api/get-user.mdx': page };
    const unread = { ...memorySource({ ...files, 'oas/v2/users-api-oas.json': USERS }) };
    const source = {
      ...unread,
      read: (p: string) => (p.endsWith('.json') && p !== 'docs.json' ? undefined : unread.read(p)),
    };
    expect(rules(analyze(source).findings, 'openapi-not-found')).toEqual([]);
    // A name no file has is still missing.
    expect(rules(run({ ...files, 'oas/v2/other.json': USERS }).findings, 'openapi-not-found')).toHaveLength(1);
  });

  it('does not fetch or report specs given by URL', () => {
    const json = docsJson({
      groups: [
        { group: 'API', openapi: 'https://api.example.com/openapi.json', pages: ['GET /anything', 'POST /whatever'] },
      ],
    });
    const page = '---\nopenapi: GET /also-unknown\n---\n';
    const source = strictSource({ 'docs.json': json, 'page.mdx': page });
    const r = analyze(source);
    expect(ids(r.findings)).toEqual(['orphan-page']);
    // The frontmatter endpoint counts as one too: three endpoints, none of them checked.
    expect(r.stats).toMatchObject({ endpoints: 3, endpointsUnchecked: 3, specs: 0 });
    expect(source.reads.filter((p) => p !== 'docs.json' && p !== 'page.mdx')).toEqual([]);
  });
});

describe('openapi-invalid', () => {
  // 1club-ai/docs 171fd3954c (fresh set 109): a response object broken by a YAML-to-JSON conversion; the builder's
  // OpenAPI schema check stopped every deploy until a later commit mended it.
  it("holds a navigation's spec to the OpenAPI schema the builder checks, not one only frontmatter names", () => {
    const broken = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Platform', version: '1' },
      paths: {
        '/checkins': {
          post: { responses: { '400': { description: 'Not confirmed', 'has an unpaid balance': null } } },
        },
      },
    });
    const json = docsJson({ tabs: [{ tab: 'API', openapi: 'platform.json' }] });
    const f = one(run({ 'docs.json': json, 'platform.json': broken }).findings, 'openapi-invalid');
    expect(f).toMatchObject({
      severity: 'error',
      key: 'openapi-invalid|platform.json|schema',
      ...jsonPos(json, 'platform.json'),
    });
    says(
      f.message,
      'The OpenAPI spec "platform.json" does not pass the OpenAPI schema the site builder checks',
      '/checkins/post/responses/400: must NOT have additional properties',
      'so nothing is deployed',
    );
    // The builder gives an info without a version one; 3.1 asks no responses.
    const lenient = JSON.stringify({ openapi: '3.1.0', info: { title: 'P' }, paths: { '/checkins': { post: {} } } });
    expect(run({ 'docs.json': json, 'platform.json': lenient }).findings).toEqual([]);
    // A spec only pages' frontmatter names fails no build (0xsequence's analytics-api.json, in the corpus).
    const page = '---\nopenapi: platform.json POST /checkins\n---\n';
    const viaPage = run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page, 'platform.json': broken });
    expect(rules(viaPage.findings, 'openapi-invalid')).toEqual([]);
  });

  it('reports a spec that is not valid JSON at the reference', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users'] }] });
    const f = one(run({ 'docs.json': json, 'openapi.json': '{"openapi": "3.0.0",' }).findings, 'openapi-invalid');
    expect(f).toMatchObject({ severity: 'error', ...jsonPos(json, 'openapi.json') });
    expect(f.message).toMatch(
      /^The OpenAPI spec "openapi\.json" cannot be used: it is not valid JSON: .*The site builder cannot generate its API pages\.$/,
    );
  });

  it('reads a JSON spec with trailing commas as the builder does (its YAML parser takes them)', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users', 'GET /gone'] }] });
    const spec =
      '{\n  "openapi": "3.1.0",\n  "info": { "title": "T", "version": "1" },\n  "paths": {\n    "/users": { "get": {} },\n  },\n}\n';
    const r = run({ 'docs.json': json, 'openapi.json': spec });
    expect(ids(r.findings)).toEqual(['endpoint-not-found']);
    expect(r.findings[0]!.message).toContain('GET /gone');
  });

  it("names YAML's reason where JSON's is only a trailing comma the builder's YAML parser takes", () => {
    // aryn-ai/docs ee8a039 duplicated a key in a spec with an old trailing comma: the message named the comma.
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users'] }] });
    const spec = '{\n  "openapi": "3.0.0",\n  "tags": ["a",],\n  "openapi": "3.1.0"\n}\n';
    const f = one(run({ 'docs.json': json, 'openapi.json': spec }).findings, 'openapi-invalid');
    expect(f.message).toMatch(/it is not valid YAML: Map keys must be unique at line 4, column \d+\. The site builder/);
  });

  it('reports a YAML file without an openapi/swagger version', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'pets.yaml', pages: ['GET /pets'] }] });
    const f = one(
      run({ 'docs.json': json, 'pets.yaml': PETS.replace('openapi: 3.1.0\n', '') }).findings,
      'openapi-invalid',
    );
    expect(f).toMatchObject(jsonPos(json, 'pets.yaml'));
    expect(f.message).toContain('it has no `openapi` (or `swagger`) version field');
    expect(f.fix?.message).toContain('declares `openapi: 3.x`');
  });

  // AI-Front-Desk/docs 8f838ea (fresh set 87): a duplicate key made openapi.yml unparsable; five frontmatter
  // endpoints were "not found" in openapi-backup.json, and nothing said openapi.yml no longer parsed.
  it('reports a spec no openapi value names, at its line, when frontmatter endpoints are in no other spec', () => {
    const json = docsJson({ groups: [{ group: 'API', pages: ['get-pets', 'get-users', 'named', 'nowhere'] }] });
    const page = (endpoint: string) => `---\ntitle: X\nopenapi: ${endpoint}\n---\n`;
    const broken = PETS.replace('    get:\n', '    get:\n      summary: a\n');
    const files = {
      'docs.json': json,
      'api/pets.yaml': broken,
      'api/backup.json': USERS,
      'get-pets.mdx': page('GET /pets'),
      'get-users.mdx': page('GET /users'),
      'named.mdx': page('api/pets.yaml GET /pets'),
      'nowhere.mdx': page('GET /nowhere'),
    };
    const r = run(files);
    expect(ids(r.findings)).toEqual(['openapi-invalid']);
    const f = r.findings[0]!;
    expect(f).toMatchObject({ file: 'api/pets.yaml', line: 9, severity: 'error', data: { spec: 'api/pets.yaml' } });
    expect(f.message).toBe(
      'The OpenAPI spec "api/pets.yaml" cannot be used: it is not valid YAML: Map keys must be unique at line 9, column 7. 3 pages name endpoints in frontmatter that no other spec has (get-pets.mdx, named.mdx, nowhere.mdx): they render without API reference and playground.',
    );
    // Parsing again, every endpoint is checked: the one no spec has is reported.
    const fixed = run({ ...files, 'api/pets.yaml': PETS });
    expect(ids(fixed.findings)).toEqual(['endpoint-not-found']);
    expect(fixed.findings[0]!.file).toBe('nowhere.mdx');
  });

  it('passes the same YAML spec with its version', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'pets.yaml', pages: ['GET /pets'] }] });
    expect(run({ 'docs.json': json, 'pets.yaml': PETS }).findings).toEqual([]);
  });
});

describe('endpoint-not-found', () => {
  it('reports an unknown path under a spec in scope, with an edit to the nearest operation', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users', 'GET /user'] }] });
    const f = one(run({ 'docs.json': json, 'openapi.json': USERS }).findings, 'endpoint-not-found');
    const at = spanOf(json, '"GET /user"');
    expect(f).toMatchObject({ severity: 'error', file: 'docs.json', line: at.line, column: at.column });
    says(
      f.message,
      '"GET /user" in group "API"',
      'openapi.json has no operation GET /user',
      'The site builder stops with an error',
    );
    expect(f.fix).toEqual({
      message: 'Did you mean "GET /users"?',
      edits: [{ file: 'docs.json', ...at, newText: '"GET /users"' }],
    });
  });

  // AI-Stats (walk 68): "Did you mean POST /images/generations?" for POST /video/generation, and "GET /files" for
  // GET /api-keys: the nearest operation is offered only when it is near enough to be what was meant.
  it('offers no operation that is merely the least far; near ones, another method on the same path and parameter names still', () => {
    const spec = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'API', version: '1' },
      paths: {
        '/images/generations': { post: {} },
        '/videos': { post: {} },
        '/files': { get: {} },
        '/users/{user_id}': { get: {} },
        '/teams': { post: {} },
        '/o/{org}/projects/{project}/suspend': { post: {} },
      },
    });
    // versori/user-docs (fresh set seed 71): ".../systems" was offered ".../suspend", the whole segment different.
    const entries = [
      'POST /video/generation',
      'GET /api-keys',
      'GET /users/{id}',
      'GET /teams',
      'POST /file',
      'GET /o/{org}/projects/{project}/systems',
      'POST /users/{member_id}',
    ];
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: entries }] });
    const found = rules(run({ 'docs.json': json, 'openapi.json': spec }).findings, 'endpoint-not-found');
    expect(found.map((f) => `${f.data.method} ${f.data.path} → ${f.fix?.message}`)).toEqual([
      'POST /video/generation → Add the operation to the spec, or remove the entry.',
      'GET /api-keys → Add the operation to the spec, or remove the entry.',
      'GET /users/{id} → Did you mean "GET /users/{user_id}"?',
      'GET /teams → Did you mean "POST /teams"?',
      // Another method on another path is another operation (ThomasBnf/Conquest e67e78d9e3, fresh set 124).
      'POST /file → Add the operation to the spec, or remove the entry.',
      'GET /o/{org}/projects/{project}/systems → Add the operation to the spec, or remove the entry.',
      'POST /users/{member_id} → Add the operation to the spec, or remove the entry.',
    ]);
  });

  // versori/user-docs: "none of the 5 OpenAPI specs (a, b, …)" never named the spec the operation had left.
  it('names first, of many specs, those holding paths most like the missing one', () => {
    const spec = (path: string): string =>
      JSON.stringify({ openapi: '3.0.0', info: { title: 'API', version: '1' }, paths: { [path]: { get: {} } } });
    const files = {
      'a.json': spec('/alpha'),
      'b.json': spec('/beta'),
      'c.json': spec('/gamma'),
      'platform.json': spec('/o/{org}/projects/{project}/suspend'),
    };
    const json = docsJson({
      groups: [
        {
          group: 'API',
          openapi: ['a.json', 'b.json', 'c.json', 'platform.json'],
          pages: ['GET /alpha', 'GET /o/{org}/projects/{project}/systems'],
        },
      ],
    });
    const f = one(run({ 'docs.json': json, ...files }).findings, 'endpoint-not-found');
    says(f.message, 'none of the 4 OpenAPI specs (platform.json, a.json, …) has the operation');
  });

  // The fresh history: an entry `GET /users/` for a spec's `/users` reported missing, where the builder's
  // findOpenApiPath falls back to the path without its trailing slash and builds the page.
  it('finds an operation written with a trailing slash the spec has without one, in docs.json and frontmatter', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users/', 'list'] }] });
    const list = '---\ntitle: List\nopenapi: openapi.json POST /users/\n---\n';
    const found = run({ 'docs.json': json, 'openapi.json': USERS, 'list.mdx': list }).findings;
    expect(rules(found, 'endpoint-not-found')).toEqual([]);
    // Not the other way round, and not a different path.
    const other = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /user/'] }] });
    expect(rules(run({ 'docs.json': other, 'openapi.json': USERS }).findings, 'endpoint-not-found')).toHaveLength(1);
  });

  it('says which methods the path does have', () => {
    const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['DELETE /users'] }] });
    const f = one(run({ 'docs.json': json, 'openapi.json': USERS }).findings, 'endpoint-not-found');
    expect(f.message).toContain('openapi.json has /users only with GET, POST');
  });

  it('checks a named spec anywhere (`spec.json GET /x`), keeping the spec in the edit', () => {
    const json = docsJson({ pages: ['openapi.json GET /users/{id}', 'openapi.json GET /users/{uid}'] });
    const f = one(run({ 'docs.json': json, 'openapi.json': USERS }).findings, 'endpoint-not-found');
    expect(f).toMatchObject(jsonPos(json, 'openapi.json GET /users/{uid}'));
    expect(f.fix?.edits?.[0]?.newText).toBe('"openapi.json GET /users/{id}"');
  });

  it('uses the nearest own spec: a group overrides its tab; arrays answer with any of their specs', () => {
    const json = docsJson({
      tabs: [
        {
          tab: 'API',
          openapi: 'openapi.json',
          groups: [
            { group: 'Users', pages: ['GET /users'] },
            { group: 'Pets', openapi: 'pets.yaml', pages: ['GET /pets', 'GET /users'] },
          ],
        },
        { tab: 'Both', openapi: ['openapi.json', 'pets.yaml'], pages: ['GET /pets', 'POST /users'] },
      ],
    });
    const f = one(run({ 'docs.json': json, 'openapi.json': USERS, 'pets.yaml': PETS }).findings, 'endpoint-not-found');
    expect(f).toMatchObject(jsonPos(json, 'GET /users', 1));
    says(f.message, '"GET /users" in tab "API" › group "Pets"', 'pets.yaml has no operation GET /users');
  });

  it('checks frontmatter `openapi:` against every local spec, reporting at the value', () => {
    const bad = '---\ntitle: Nope\nopenapi: "GET /nope"\n---\n';
    const r = run({
      'docs.json': docsJson({ pages: ['ok', 'named', 'bad'] }, { api: { openapi: 'openapi.json' } }),
      'openapi.json': USERS,
      'pets.yaml': PETS,
      'ok.mdx': '---\nopenapi: GET /pets\n---\n',
      'named.mdx': '---\nopenapi: openapi.json POST /users\n---\n',
      'bad.mdx': bad,
    });
    const f = one(r.findings, 'endpoint-not-found');
    expect(f).toMatchObject({ severity: 'error', file: 'bad.mdx', ...posOf(bad, '"GET /nope"') });
    expect(f.message).toContain('bad.mdx frontmatter `openapi: GET /nope`');
    expect(f.message).toContain('The page renders without its API reference and playground');
  });

  it('passes endpoints the spec declares', () => {
    const json = docsJson({
      groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users', 'POST /users', 'GET /users/{id}'] }],
    });
    expect(run({ 'docs.json': json, 'openapi.json': USERS }).findings).toEqual([]);
  });
});

describe('a YAML spec the library warns about', () => {
  it('is read without a word on stderr: its tags are standard, and warnings are no findings', () => {
    // semgrep/semgrep-docs: `maximum: !!float 10000` printed a YAMLWarning block per value, on every run.
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const spec =
        'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths:\n  /users:\n    get:\n      summary: List\n      parameters:\n        - name: n\n          in: query\n          schema: { type: number, maximum: !!float 10000 }\n';
      const json = docsJson({ groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['GET /users'] }] });
      expect(ids(run({ 'docs.json': json, 'openapi.yaml': spec }).findings)).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('endpoint-without-openapi', () => {
  it('reports `GET /x` with no spec on it or above it', () => {
    const json = docsJson({ groups: [{ group: 'API', pages: ['GET /users'] }] });
    const f = one(run({ 'docs.json': json, 'openapi.json': USERS }).findings, 'endpoint-without-openapi');
    expect(f).toMatchObject({ severity: 'error', ...jsonPos(json, 'GET /users') });
    says(
      f.message,
      '"GET /users" in group "API" is an endpoint entry',
      'no OpenAPI spec is set on it or on any element above it',
      'reads it as a page path',
    );
    expect(f.fix?.message).toContain('name the spec in the entry: "openapi.json GET /users"');
  });

  // bithuman-product/bithuman-sdk-public e36e46e85a (fresh set 107): the writer had set the spec at docs.json's top.
  it("says that a spec at docs.json's top is not read, and names it in the fix", () => {
    const json = JSON.stringify({
      ...(JSON.parse(docsJson({ groups: [{ group: 'API', pages: ['POST /v1/tts'] }] })) as object),
      openapi: 'api-reference/openapi.yaml',
    });
    const f = one(run({ 'docs.json': json }).findings, 'endpoint-without-openapi');
    says(
      f.message,
      `(docs.json's top-level "openapi" is a key of the older mint.json format, which docs.json builds ignore)`,
    );
    expect(f.fix?.message).toBe(
      'Add "openapi": "api-reference/openapi.yaml" to the group or tab that holds it, or name the spec in the entry: "api-reference/openapi.yaml POST /v1/tts".',
    );
  });

  it('passes once a parent sets openapi, or the entry names the spec', () => {
    const inherited = docsJson({
      tabs: [{ tab: 'API', openapi: 'openapi.json', groups: [{ group: 'Users', pages: ['GET /users'] }] }],
    });
    expect(run({ 'docs.json': inherited, 'openapi.json': USERS }).findings).toEqual([]);
    const named = docsJson({ groups: [{ group: 'API', pages: ['openapi.json GET /users'] }] });
    expect(run({ 'docs.json': named, 'openapi.json': USERS }).findings).toEqual([]);
  });

  it('warns when a frontmatter `openapi:` has no spec anywhere to come from', () => {
    const page = '---\nopenapi: GET /users\n---\n';
    const f = one(run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page }).findings, 'endpoint-without-openapi');
    expect(f).toMatchObject({ severity: 'warning', file: 'a.mdx', ...posOf(page, 'GET /users') });
    // A spec anywhere in the folder is found even if docs.json does not name it.
    expect(run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page, 'specs/users.json': USERS }).findings).toEqual(
      [],
    );
  });

  it('finds a spec written on one line, its "openapi" key after the opening brace or another key', () => {
    // FrigadeHQ/trench's swagger-spec.json is minified: {"openapi":"3.0.0",…}; six endpoint pages were reported.
    const page = '---\nopenapi: GET /users\n---\n';
    const minified = JSON.stringify(JSON.parse(USERS));
    const later = JSON.stringify({ 'x-generator': 'nest', ...(JSON.parse(USERS) as object) });
    for (const spec of [minified, later])
      expect(
        ids(run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page, 'swagger-spec.json': spec }).findings),
      ).toEqual([]);
  });

  it('finds a spec whose keys are sorted, its "openapi" key far past the start; not a key deeper down', () => {
    // 2632202-Alberta-Inc/docs (fresh set 91): openapi.json with sorted keys holds "openapi" after "components",
    // at byte 450,035: 74 frontmatter endpoints were "without a spec".
    const page = '---\nopenapi: GET /users\n---\n';
    const users = JSON.parse(USERS) as Record<string, unknown>;
    const padding = { components: { schemas: { Big: { description: 'x'.repeat(6000) } } } };
    const sorted = JSON.stringify({ ...padding, ...users }, null, 2);
    const yaml = `components:\n  description: ${'x'.repeat(6000)}\ninfo:\n  title: Users\n  version: "1"\nopenapi: 3.0.0\npaths:\n  /users:\n    get:\n      summary: List users\n`;
    for (const [name, spec] of [
      ['openapi.json', sorted],
      ['openapi.yaml', yaml],
    ] as const)
      expect(ids(run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page, [name]: spec }).findings)).toEqual([]);
    // A JSON file that only holds a spec further in is no spec.
    const nested = JSON.stringify({ ...padding, examples: { spec: users } }, null, 2);
    expect(
      ids(run({ 'docs.json': docsJson({ pages: ['a'] }), 'a.mdx': page, 'data.json': nested }).findings),
    ).toContain('endpoint-without-openapi');
  });
});

describe('OpenAPI-generated pages', () => {
  it('generates pages for a spec on an element without pages, under its directory (<dir>/<first tag>/<summary>)', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API', openapi: { source: 'openapi.json', directory: 'reference' } },
      ],
    });
    // "Get user" has no tag, so its page sits directly under the directory.
    const page =
      '[list](/reference/users/list-users) [get](/reference/get-user) [nope](/reference/users/delete-user)\n';
    const r = run({ 'docs.json': json, 'openapi.json': USERS, 'index.mdx': page });
    expect(one(r.findings, 'broken-link')).toMatchObject(posOf(page, '/reference/users/delete-user'));
  });

  // mintlify-onboarding/circle-devdocs 881cfcd203 and be5ec47263 (fresh set 118): endpoint entries taken out while
  // another entry of their spec stayed; the links to their pages read as answered until the last entry went, and
  // were then called new, on a commit that touched neither the links nor those pages.
  it('makes pages of the operations endpoint entries list only, in the base as in the head', () => {
    const nav = (api: string[]) =>
      docsJson({
        groups: [
          { group: 'Guides', pages: ['index'] },
          { group: 'API', pages: api },
        ],
      });
    const page = '[list](/api-reference/users/list-users) [create](/api-reference/users/create-user)\n';
    const base = { 'docs.json': nav(['openapi.json GET /users']), 'openapi.json': USERS, 'index.mdx': page };
    // Only the listed operation has a page: a link to another's is broken (the builder's routes hold none).
    const [unlisted, ...others] = rules(run(base).findings, 'broken-link');
    expect([unlisted!.data.url, others]).toEqual(['/api-reference/users/create-user', []]);
    says(
      unlisted!.message,
      'it would be the API page of POST /users of openapi.json, but the navigation lists other operations of that spec as entries, and the builder makes pages of the listed ones only',
    );
    // The last entry becomes an MDX page of the same operation: the link to the other was broken before, not new.
    const head = {
      ...base,
      'docs.json': nav(['list-users']),
      'list-users.mdx': '---\nopenapi: openapi.json GET /users\n---\n',
    };
    const c = compareSources(memorySource(base), memorySource(head));
    const links = c.findings.filter((f) => f.rule === 'broken-link');
    expect(links.map((f) => [f.data.url, f.status])).toEqual([
      ['/api-reference/users/list-users', 'new'],
      ['/api-reference/users/create-user', 'existing'],
    ]);
  });
});

describe('a spec the source could not read', () => {
  it('is said to be unread, not missing (amp-labs/docs 24af5b8f: a 4 MB spec a partial clone did not hold)', () => {
    const files = {
      'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index'] }] }),
      'index.mdx': '# Home\n',
      'openapi.json': USERS,
    };
    const listed = memorySource(files, '', [
      { path: 'openapi.json', kind: 'missing-object', detail: 'git has no object 68dc12e8d71b for this file' },
    ]);
    const findings = analyze({ ...listed, read: (p) => (p === 'openapi.json' ? undefined : listed.read(p)) }).findings;
    expect(findings.filter((f) => f.rule === 'openapi-not-found')).toEqual([]);
    expect(findings.filter((f) => f.file === 'openapi.json').map((f) => f.message)).toEqual([
      expect.stringContaining('git has no object 68dc12e8d71b'),
    ]);
  });
});

describe('one spec under several directories', () => {
  it('answers under each: a web spec read by two languages, one in the default folder (Factory-AI/factory)', () => {
    // The English tab takes the default folder (api-reference/), the Japanese one jp/api-reference/: a link into
    // either is not called broken, since the pages come from a spec navguard does not fetch.
    const spec = 'https://api.example.com/openapi.json';
    const json = docsJson({
      languages: [
        {
          language: 'en',
          tabs: [
            { tab: 'Guides', pages: ['index'] },
            { tab: 'API', openapi: spec },
          ],
        },
        {
          language: 'jp',
          tabs: [
            { tab: 'Guides', pages: ['jp/index'] },
            { tab: 'API', openapi: { source: spec, directory: 'jp/api-reference' } },
          ],
        },
      ],
    });
    const page = '[en](/api-reference/list-users) [jp](/jp/api-reference/list-users) [nope](/reference/list-users)\n';
    const r = run({ 'docs.json': json, 'index.mdx': page, 'jp/index.mdx': 'Hi.\n' });
    expect(one(r.findings, 'broken-link')).toMatchObject(posOf(page, '/reference/list-users'));
  });

  it('counts the links it could not check, and says so', () => {
    const json = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API', openapi: 'https://api.example.com/openapi.json' },
      ],
    });
    const page = '[a](/api-reference/list-users) [b](/api-reference/users/get) [c](/index)\n';
    const r = analyze(memorySource({ 'docs.json': json, 'index.mdx': page }));
    expect(r.stats.linksUnknowable).toBe(2);
    expect(renderText(r.findings, r.stats, false)).toContain(
      '2 links into a folder of API pages were not checked: the navigation makes those pages from an OpenAPI spec given as a URL',
    );
  });

  it('is no folder of pages when the spec is named only in api.openapi, which makes no pages', () => {
    // openchatai/copilot (fresh set 90): mint.json's `"openapi": "https://api.open.cx/api-json"` (api.openapi once
    // upgraded) left every link and removal under api-reference/ unchecked; the site makes pages from a navigation
    // element's `openapi` only, so /api-reference/phone/buy, deleted, answers 404.
    const json = docsJson(
      { pages: ['index', 'api-reference/phone/list'] },
      { api: { openapi: 'https://x.example/api-json' } },
    );
    const page = '[buy](/api-reference/phone/buy) [list](/api-reference/phone/list)\n';
    const r = analyze(
      memorySource({
        'docs.json': json,
        'index.mdx': page,
        'api-reference/phone/list.mdx': '---\nopenapi: get /phone\n---\n',
      }),
    );
    expect(r.findings.filter((f) => f.rule === 'broken-link').map((f) => f.data)).toEqual([
      expect.objectContaining({ url: '/api-reference/phone/buy' }),
    ]);
    expect(r.stats.linksUnknowable).toBeUndefined();
  });

  it("generates a local spec's pages under every directory it is given, not the last one only", () => {
    const json = docsJson({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'V1', openapi: { source: 'openapi.json', directory: 'v1/reference' } },
        { tab: 'V2', openapi: { source: 'openapi.json', directory: 'v2/reference' } },
      ],
    });
    const page = '[v1](/v1/reference/get-user) [v2](/v2/reference/get-user) [nope](/v3/reference/get-user)\n';
    const r = run({ 'docs.json': json, 'openapi.json': USERS, 'index.mdx': page });
    expect(one(r.findings, 'broken-link')).toMatchObject(posOf(page, '/v3/reference/get-user'));
  });
});

describe('a spec copied into several folders', () => {
  it('is read once per content, and each copy answers under its own name', () => {
    // Versioned sites keep the same spec in every version folder (crewAI: 132 specs, 6 contents).
    const json = docsJson({
      groups: [
        { group: 'V1', openapi: 'v1/openapi.json', pages: ['GET /users', 'GET /user'] },
        { group: 'V2', openapi: 'v2/openapi.json', pages: ['GET /users', 'GET /user'] },
      ],
    });
    const files = { 'docs.json': json, 'v1/openapi.json': USERS, 'v2/openapi.json': USERS };
    const source = strictSource(files);
    const ids = new Map([
      ['v1/openapi.json', 'copied-spec-blob'],
      ['v2/openapi.json', 'copied-spec-blob'],
    ]);
    const findings = analyze({ ...source, contentId: (p) => ids.get(p) }).findings;
    expect(source.reads.filter((p) => p.endsWith('openapi.json'))).toEqual(['v1/openapi.json']);
    const missing = findings.filter((f) => f.rule === 'endpoint-not-found').map((f) => f.message);
    expect(missing).toHaveLength(2);
    expect(missing[0]).toContain('v1/openapi.json has no operation GET /user');
    expect(missing[1]).toContain('v2/openapi.json has no operation GET /user');
  });
});
