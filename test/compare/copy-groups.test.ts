// One cause, one finding across a site's versions and languages (src/core/compare/copy-groups.ts), in the shape
// of crewAI's docs: languages > versions, each version a folder holding one folder per language, a default version
// marked `default: true`, the same broken `#fragment` link copied into every copy of a page.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { cli } from '../cli/run-cli.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson, run } from '../helpers.js';
import { copyFolders, groupCopies } from '../../src/core/compare/copy-groups.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { loadSite } from '../../src/core/site/model.js';
import { applyEdits } from '../../src/core/base/edits.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import type { Copies } from '../../src/core/base/types.js';

/** A finding as `--format json` writes it, the parts these tests read. */
interface JsonFinding {
  rule: string;
  file: string;
  copies?: Copies;
}
const jsonFindings = (out: string): JsonFinding[] => (JSON.parse(out) as { findings: JsonFinding[] }).findings;
interface SarifResult {
  ruleId: string;
  message: { text: string };
  relatedLocations?: unknown[];
}

const VERSIONS = ['edge', 'v1.1', 'v1.0'];
const LANGUAGES = ['en', 'ko', 'ar'];

/** crewAI's shape: every language holds every version; `flows` links to a section `agents` does not have. */
function versionedSite(broken = (_v: string, _l: string) => true): Record<string, string> {
  const files: Record<string, string> = {};
  const languages = LANGUAGES.map((language) => ({
    language,
    versions: VERSIONS.map((v) => ({
      version: v === 'edge' ? 'Edge' : v,
      ...(v === 'v1.1' ? { default: true } : {}),
      groups: [{ group: 'Concepts', pages: [`${v}/${language}/concepts/agents`, `${v}/${language}/concepts/flows`] }],
    })),
  }));
  files['docs.json'] = docsJson({ languages });
  for (const v of VERSIONS)
    for (const l of LANGUAGES) {
      files[`${v}/${l}/concepts/agents.mdx`] = '---\ntitle: Agents\n---\n\n## Direct interaction\n\nText.\n';
      const link = broken(v, l) ? 'kickoff' : 'direct-interaction';
      files[`${v}/${l}/concepts/flows.mdx`] =
        `---\ntitle: Flows\n---\n\nSee [agents](/${l}/concepts/agents#${link}) and [the default](/${v}/${l}/concepts/agents#${link}).\n`;
    }
  return files;
}

describe('copy folders, from the navigation', () => {
  it('names each version and language folder, and which are the defaults', () => {
    const { site } = run(versionedSite());
    const folders = copyFolders(site);
    expect(Object.fromEntries(folders.names)).toEqual({
      edge: { kind: 'version', canonical: false, depth: 0 },
      'v1.1': { kind: 'version', canonical: true, depth: 0 },
      'v1.0': { kind: 'version', canonical: false, depth: 0 },
      en: { kind: 'language', canonical: true, depth: 1 },
      ko: { kind: 'language', canonical: false, depth: 1 },
      ar: { kind: 'language', canonical: false, depth: 1 },
    });
  });

  it('a default language kept at the top has no folder; the others do, and a deeper shared folder is none', () => {
    const { site } = run({
      'docs.json': docsJson({
        languages: [
          { language: 'en', groups: [{ group: 'G', pages: ['guides/a', 'guides/b'] }] },
          { language: 'fr', groups: [{ group: 'G', pages: ['fr/guides/a', 'fr/guides/b'] }] },
        ],
      }),
      'guides/a.mdx': '# A\n',
      'guides/b.mdx': '# B\n',
      'fr/guides/a.mdx': '# A\n',
      'fr/guides/b.mdx': '# B\n',
    });
    expect(Object.fromEntries(copyFolders(site).names)).toEqual({
      fr: { kind: 'language', canonical: false, depth: 0 },
    });
  });

  it('a language listing pages it shares with another keeps its folder: the one its own pages share', () => {
    // b3-fun/b3 (fresh set 90): the Spanish navigation lists English pages not yet translated beside its es/ ones;
    // es/ was no copy folder, and one mistake copied into five translations was 898 findings.
    const { site } = run({
      'docs.json': docsJson({
        languages: [
          { language: 'en', groups: [{ group: 'G', pages: ['guides/a', 'guides/b', 'data/c'] }] },
          { language: 'es', groups: [{ group: 'G', pages: ['es/guides/a', 'es/guides/b', 'data/c'] }] },
        ],
      }),
      'guides/a.mdx': '# A\n',
      'guides/b.mdx': '# B\n',
      'data/c.mdx': '# C\n',
      'es/guides/a.mdx': '# A\n',
      'es/guides/b.mdx': '# B\n',
    });
    expect(Object.fromEntries(copyFolders(site).names)).toEqual({
      es: { kind: 'language', canonical: false, depth: 0 },
    });
  });

  it('a site without versions or languages has none, and its findings pass through as they are', () => {
    const { site, findings } = run({
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['a', 'b'] }] }),
      'a.mdx': '# A\n\n[b](/b#nowhere)\n',
      'b.mdx': '# B\n\n[a](/a#nowhere)\n',
    });
    expect(copyFolders(site).names.size).toBe(0);
    expect(groupCopies(findings, copyFolders(site))).toEqual(findings);
  });
});

describe('grouping findings across copies', () => {
  it('one broken link in 9 copies of a page is one finding on the default copy, the other 8 places listed', () => {
    const { site, findings } = run(versionedSite());
    // Two links per page, 9 copies: the language-relative one leads nowhere, the versioned one to no section.
    for (const rule of ['broken-link', 'broken-anchor']) {
      const copies = findings.filter((f) => f.rule === rule);
      expect(copies).toHaveLength(9);
      const grouped = groupCopies(findings, copyFolders(site)).filter((f) => f.rule === rule);
      expect(grouped).toHaveLength(1);
      const g = grouped[0]!;
      expect(g.file).toBe('v1.1/en/concepts/flows.mdx');
      expect(g.copies).toMatchObject({ versions: 3, languages: 3 });
      // Every place is one of the ungrouped findings, each once.
      const places = [g, ...g.copies!.places].map((p) => `${p.file}:${p.line}:${p.column}:${p.key}`);
      expect(new Set(places)).toEqual(new Set(copies.map((f) => `${f.file}:${f.line}:${f.column}:${f.key}`)));
      expect(places).toHaveLength(9);
    }
  });

  it('different problems stay apart: another page, another fragment', () => {
    const files = versionedSite((v, l) => !(v === 'edge' && l === 'ko'));
    // edge/ko links to a section that exists: no finding there, and the rest still group.
    files['v1.0/en/concepts/agents.mdx'] =
      '---\ntitle: Agents\n---\n\n## Direct interaction\n\n[x](/v1.0/en/concepts/flows#gone)\n';
    const { site, findings } = run(files);
    const grouped = groupCopies(findings, copyFolders(site)).filter((f) => f.rule === 'broken-anchor');
    const byFile = grouped.map((g) => `${g.file} ${g.data.fragment} ${g.copies?.places.length ?? 0}`).sort();
    expect(byFile).toEqual(['v1.0/en/concepts/agents.mdx gone 0', 'v1.1/en/concepts/flows.mdx kickoff 7']);
  });
});

describe('what is not a copy', () => {
  it('a folder named like a version deeper down (an API version) is no copy of a page outside it', () => {
    // Versions `v2` (at the top) and `v1/`; the API reference has its own `api/v1/` folder in both.
    const v2 = ['index', 'api/users', 'api/v1/users'];
    const files: Record<string, string> = {
      'docs.json': docsJson({
        versions: [
          { version: 'v2', groups: [{ group: 'G', pages: v2 }] },
          { version: 'v1', groups: [{ group: 'G', pages: v2.map((p) => `v1/${p}`) }] },
        ],
      }),
    };
    for (const p of [...v2, ...v2.map((p) => `v1/${p}`)]) files[`${p}.mdx`] = '# Page\n\n[gone](/nowhere)\n';
    const { site, findings } = run(files);
    const folders = copyFolders(site);
    expect(Object.fromEntries(folders.names)).toEqual({ v1: { kind: 'version', canonical: false, depth: 0 } });
    const grouped = groupCopies(findings, folders).filter((f) => f.rule === 'broken-link');
    // Each page with its copy in v1/: api/users and api/v1/users stay two problems.
    expect(grouped.map((g) => [g.file, g.copies?.places.map((p) => p.file)])).toEqual([
      ['api/users.mdx', ['v1/api/users.mdx']],
      ['api/v1/users.mdx', ['v1/api/v1/users.mdx']],
      ['index.mdx', ['v1/index.mdx']],
    ]);
  });

  it('under a docs root in the repository, files are read from the root', async () => {
    const inner = versionedSite();
    const { dir } = initRepo(Object.fromEntries(Object.entries(inner).map(([k, v]) => [`docs/${k}`, v])));
    const json = jsonFindings(
      (await cli(['check', '--root', path.join(dir, 'docs'), '--format', 'json', '--cache', 'off'])).out,
    );
    const anchors = json.filter((f) => f.rule === 'broken-anchor');
    expect(anchors.map((f) => [f.file, f.copies?.places.length])).toEqual([['docs/v1.1/en/concepts/flows.mdx', 8]]);
  });
});

describe('grouped copies in the CLI', () => {
  it('check: the copied link is named on at most 5 lines of text; JSON and SARIF keep every place', async () => {
    const { dir } = initRepo(versionedSite());
    const text = await cli(['check', '--root', dir, '--no-color', '--cache', 'off']);
    expect(text.code).toBe(1);
    const lines = text.out.split('\n');
    const first = lines.findIndex((l) => l.includes('#kickoff') && l.includes('[broken-anchor]'));
    expect(first).toBeGreaterThan(0);
    // The message, the other places and the fix, under the file's name.
    const block = lines.slice(first, first + 3);
    expect(block[1]).toBe(
      '           The same at 8 more places across 3 versions and 3 languages: edge/ar/concepts/flows.mdx:5, edge/en/concepts/flows.mdx:5, edge/ko/concepts/flows.mdx:5 and 5 more.',
    );
    expect(block[2]).toMatch(/^ +fix: Point it at a heading/);
    expect(text.out).toMatch(/✖ 2 errors, 0 warnings in 1 file /);

    const json = jsonFindings((await cli(['check', '--root', dir, '--format', 'json', '--cache', 'off'])).out);
    const anchors = json.filter((f) => f.rule === 'broken-anchor');
    expect(anchors).toHaveLength(1);
    expect(anchors[0]!.copies?.places).toHaveLength(8);

    const sarifText = (await cli(['check', '--root', dir, '--format', 'sarif', '--cache', 'off'])).out;
    const sarif = JSON.parse(sarifText) as { runs: { results: SarifResult[] }[] };
    const results = sarif.runs[0]!.results.filter((r) => r.ruleId === 'broken-anchor');
    expect(results).toHaveLength(1);
    expect(results[0]!.relatedLocations).toHaveLength(8);
    expect(results[0]!.message.text).toContain('The same at 8 more places across 3 versions and 3 languages');
  });

  it('a baseline holds each place: a new version folder copying the mistake is reported, grouped, as its own', async () => {
    const { dir } = initRepo(versionedSite());
    const baseline = path.join(dir, 'baseline.json');
    expect(
      (await cli(['check', '--root', dir, '--baseline', baseline, '--update-baseline', '--cache', 'off'])).code,
    ).toBe(0);
    expect((await cli(['check', '--root', dir, '--baseline', baseline, '--cache', 'off'])).code).toBe(0);
    // A new version, v1.2, copied from v1.1 with its mistake: its three languages are new places.
    const next = versionedSite();
    const docs = JSON.parse(next['docs.json']!) as {
      navigation: { languages: { language: string; versions: unknown[] }[] };
    };
    for (const l of docs.navigation.languages)
      l.versions.unshift({
        version: 'v1.2',
        groups: [
          { group: 'Concepts', pages: [`v1.2/${l.language}/concepts/agents`, `v1.2/${l.language}/concepts/flows`] },
        ],
      });
    const added: Record<string, string> = { 'docs.json': JSON.stringify(docs, null, 2) };
    for (const l of LANGUAGES)
      for (const page of ['agents', 'flows'])
        added[`v1.2/${l}/concepts/${page}.mdx`] = next[`v1.1/${l}/concepts/${page}.mdx`]!.replaceAll(
          '/v1.1/',
          '/v1.2/',
        );
    writeFiles(dir, added);
    commitAll(dir, 'v1.2');
    const after = jsonFindings(
      (await cli(['check', '--root', dir, '--baseline', baseline, '--format', 'json', '--cache', 'off'])).out,
    );
    const anchors = after.filter((f) => f.rule === 'broken-anchor');
    expect(anchors.map((f) => [f.file, ...(f.copies?.places ?? []).map((p) => p.file)].sort())).toEqual([
      ['v1.2/ar/concepts/flows.mdx', 'v1.2/en/concepts/flows.mdx', 'v1.2/ko/concepts/flows.mdx'],
    ]);
  });

  it('diff: a pull request that copies one mistake into every language is one new finding in the comment', async () => {
    const { dir, sha } = initRepo(versionedSite(() => false));
    const next = versionedSite((v) => v === 'v1.1');
    writeFiles(
      dir,
      Object.fromEntries(LANGUAGES.map((l) => [`v1.1/${l}/concepts/flows.mdx`, next[`v1.1/${l}/concepts/flows.mdx`]!])),
    );
    commitAll(dir, 'link a section that is not there');
    const md = await cli([
      'diff',
      '--root',
      dir,
      '--base',
      sha,
      '--head',
      'HEAD',
      '--format',
      'markdown',
      '--cache',
      'off',
    ]);
    expect(md.code).toBe(1);
    // The new link to no section, once; the version-less link was broken before in all 9 copies: one finding too.
    expect(md.out).toContain('## ❌ navguard: 1 new error');
    expect(md.out).toContain('| ❌ errors | 1 | 1 |');
    // The old one is not listed, but counted by its rule.
    expect(md.out).toContain(
      '*1 finding that already existed on the base branch is not listed (`broken-link` 1; set `report: all` to list them).*',
    );
    expect(md.out).toContain(
      '  - The same at 2 more places across 3 languages: `v1.1/ar/concepts/flows.mdx:5`, `v1.1/ko/concepts/flows.mdx:5`.',
    );
    // The fix names the canonical copy's page; the others are mended each in their own language.
    expect(md.out).toContain("  - **Fix (each copy, in its own version's or language's place):**");
    const text = await cli(['diff', '--root', dir, '--base', sha, '--head', 'HEAD', '--no-color', '--cache', 'off']);
    expect(text.out).toContain('✖ 1 error, 0 warnings in 1 file; 1 already on the base branch is not listed');
  });
});

describe('a new copy of a link already dead in another copy of its page', () => {
  it('stays new and says where the same link is dead too, where the diff did not read', async () => {
    // b3-fun/b3 dd6be21dc9 (fresh set 90): a translation job copied an English page's broken link into its Spanish
    // page; the copy was new, and nothing said the English page, unchanged and unread by the diff, had it too.
    const files = {
      'docs.json': docsJson({
        languages: [
          { language: 'en', groups: [{ group: 'G', pages: ['index', 'guides/a'] }] },
          { language: 'es', groups: [{ group: 'G', pages: ['es/index', 'es/guides/a'] }] },
          { language: 'de', groups: [{ group: 'G', pages: ['de/index', 'de/guides/a'] }] },
        ],
      }),
      'index.mdx': '# Home\n',
      'es/index.mdx': '# Inicio\n',
      'guides/a.mdx': '# A\n\nSee [migration](/guides/migration).\n',
      'es/guides/a.mdx': '# A\n\nVer.\n',
      // Another copy holds it too: the original is the one named (INNOQ a535c755e0, fresh set 105).
      'de/index.mdx': '# Start\n',
      'de/guides/a.mdx': '# A\n\nSiehe [Migration](/guides/migration).\n',
    };
    const { dir, sha } = initRepo(files);
    writeFiles(dir, {
      'es/guides/a.mdx': '# A\n\nVer [migración](/guides/migration) y [c](/es/nada).\n',
    });
    commitAll(dir, 'translate');
    const text = await cli(['diff', '--root', dir, '--base', sha, '--head', 'HEAD', '--no-color', '--cache', 'off']);
    expect(text.out).toContain(
      'Link "/guides/migration" is broken: no page, file or redirect answers at "/guides/migration". Readers who follow it get a 404. The same link is broken in guides/a.mdx:3, another language of this page, too: mend it there as well. [broken-link] (new)',
    );
    // A link only the copy has says nothing more.
    expect(text.out).toContain(
      'Link "/es/nada" is broken: no page, file or redirect answers at "/es/nada". Readers who follow it get a 404. [broken-link] (new)',
    );
    expect(text.out).toContain('✖ 2 errors, 0 warnings in 1 file');
  });
});

describe('frozen version folders', () => {
  /** Every copy links a section by a near miss of its id, which the fix can correct exactly. */
  const nearMiss = (): Record<string, string> => {
    const files = versionedSite(() => false);
    for (const v of VERSIONS)
      for (const l of LANGUAGES)
        files[`${v}/${l}/concepts/flows.mdx`] =
          `---\ntitle: Flows\n---\n\nSee [the default](/${v}/${l}/concepts/agents#direct-interactio).\n`;
    return files;
  };

  it('reports a frozen folder’s errors as warnings, apart from the live copies, and its fixes edit no frozen file', () => {
    const configRaw = { frozen: ['v1.0/**', 'edge/ko/**'] };
    const { site, findings } = run(nearMiss(), { configRaw });
    const anchors = findings.filter((f) => f.rule === 'broken-anchor');
    expect(anchors).toHaveLength(9);
    const frozen = (file: string) => file.startsWith('v1.0/') || file.startsWith('edge/ko/');
    for (const f of anchors) {
      expect(f.severity).toBe(frozen(f.file) ? 'warning' : 'error');
      // The words of the fix stay; its edits, only where the file is not frozen.
      expect(f.fix?.message).toMatch(/direct-interaction/);
      expect(f.fix?.edits?.length ?? 0).toBe(frozen(f.file) ? 0 : 1);
    }
    const grouped = groupCopies(anchors, copyFolders(site));
    expect(grouped.map((g) => [g.severity, g.file, g.copies?.places.length])).toEqual([
      ['error', 'v1.1/en/concepts/flows.mdx', 4],
      ['warning', 'v1.0/en/concepts/flows.mdx', 3],
    ]);
    // The live group's fix carries the exact edit of each of its five places.
    expect(grouped[0]!.fix?.edits?.map((e) => e.file).sort()).toEqual(
      ['edge/ar', 'edge/en', 'v1.1/ar', 'v1.1/en', 'v1.1/ko'].map((p) => `${p}/concepts/flows.mdx`),
    );
  });

  it('refuses a glob it cannot read, naming the option', () => {
    expect(() => run(nearMiss(), { configRaw: { frozen: ['*a*a*a*z'] } })).toThrow(
      /`frozen\[0\]` is a glob navguard refuses/,
    );
  });
});

describe('a grouped finding’s edits', () => {
  // banana-slides 25f9a18f8b (fresh set 115): a page and its zh copy removed where docs.json has no "redirects";
  // the one finding's two edits each added the key at the same point, so applied together it was written twice.
  it('add "redirects" once, holding the redirect of every copy', () => {
    const site = (pages: string[]) => ({
      'docs.json': docsJson({
        languages: [
          { language: 'en', groups: [{ group: 'G', pages: pages.filter((p) => !p.startsWith('zh/')) }] },
          { language: 'zh', groups: [{ group: 'G', pages: pages.filter((p) => p.startsWith('zh/')) }] },
        ],
      }),
      ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, `# ${p}\n`])),
    });
    const all = ['index', 'guide/a', 'guide/b', 'zh/index', 'zh/guide/a', 'zh/guide/b'];
    const head = site(all.filter((p) => !p.endsWith('guide/b')));
    const found = compareSources(memorySource(site(all)), memorySource(head), {}).findings;
    const grouped = groupCopies(found, copyFolders(loadSite(memorySource(head)))).filter(
      (f) => f.rule === 'missing-redirect',
    );
    expect(grouped).toHaveLength(1);
    const edits = grouped[0]!.fix!.edits!;
    expect(edits).toHaveLength(1);
    const fixed = JSON.parse(applyEdits(head['docs.json'], edits)) as { redirects: { source: string }[] };
    expect(fixed.redirects.map((r) => r.source)).toEqual(['/guide/b', '/zh/guide/b']);
    // Its data lists what the fix adds, so the report's "Suggested redirects" block holds the zh copy's too
    // (mcgrphub/mc-markets-doc aa33bdbc9f, fresh set 120).
    const g = grouped[0]!;
    if (g.rule !== 'missing-redirect') throw new Error('not a missing-redirect');
    expect(g.data.redirects.map((r) => r.source)).toEqual(['/guide/b', '/zh/guide/b']);
  });
});
