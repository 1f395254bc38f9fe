// The ids of every page of the corpus (src/core/mdx/anchors.ts): computed without crashing, equal from the reduced
// parse and the whole page parsed, and a handful checked by hand against the page texts with the builder's rules.
import fs from 'node:fs';
import path from 'node:path';
import { it, expect } from '@jest/globals';
import { pageAnchors } from '../../src/core/mdx/anchors.js';
import {
  completeIds,
  plainAnchorIds,
  plainAnchors,
  plainHeadingIds,
  plainIdsComplete,
  snippetPageAnchors,
} from '../../src/core/mdx/anchor-quick-look.js';
import { plainHeadingIdsByLine, plainIdsCompleteByLine } from '../core/quick-look-reference.js';
import { slugifyMany } from '../../src/core/mdx/anchor-slugs.js';
import { MdxMemos } from '../../src/core/mdx/memos.js';
import librarySlugify from '@sindresorhus/slugify';
import { resolveImport } from '../../src/core/site/pages.js';
import {
  CORPUS_DIR,
  PROOF_SCOPE,
  atLeast,
  corpusPages,
  corpusSites,
  describeCorpus,
  inProofSample,
  proofLog,
} from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

/** Pages whose body the corpus reduced to headings and links: their components are gone. */
const REDUCED = 'navguard corpus: body reduced';
/** Pages of the corpus told whole by the quick look with repeated heading slugs (those it once left to the parser). */
const REPEATS_AT_LEAST = 40;
/** Pages of the corpus told whole by the quick look with Tabs (those it once left to the parser). */
const TABS_AT_LEAST = 100;
/** Pages of the corpus told whole by the quick look with parameter fields (3 in the sample in 2026-12). */
const PARAMS_AT_LEAST = 70;
const PARAMS_IN_SAMPLE_AT_LEAST = 2;
/** Pages of the corpus that import snippets, told with them by the quick look. */
const SNIPPETS_AT_LEAST = 60;

function allFiles(root: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string, rel: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else out.add(r);
    }
  };
  walk(root, '');
  return out;
}

/** An imported snippet of a corpus site, as the parser and the quick look read it. */
function snippetReader(site: string, files: ReadonlySet<string>) {
  const root = path.join(CORPUS_DIR, site);
  return (source: string, from: string): { path: string; text: string } | undefined => {
    const p = resolveImport(from, source, files);
    return p === undefined ? undefined : { path: p, text: fs.readFileSync(path.join(root, p), 'utf8') };
  };
}

/** A page's anchors as the engine computes them (the reduced parse), or the whole page parsed. */
function anchorsOf(
  site: string,
  page: string,
  files = allFiles(path.join(CORPUS_DIR, site)),
  wholePage = false,
  memos = new MdxMemos(),
) {
  const options = { path: page, readImport: snippetReader(site, files), ...(wholePage ? { wholePage } : {}) };
  return pageAnchors(fs.readFileSync(path.join(CORPUS_DIR, site, page), 'utf8'), options, memos);
}

function idsOf(site: string, page: string): ReadonlySet<string> {
  const a = anchorsOf(site, page);
  if (!a.known) throw new Error(`${site}/${page}: ${a.reason}`);
  return a.ids;
}

describeProof('page anchors on the corpus', () => {
  // One pass computes each page's anchors once, for every check below (the parse is most of a proof's time).
  it('computes the ids of every page of every site; the reduced parse gives what the whole page parsed gives', () => {
    let reducedVsWhole = 0;
    const counts: string[] = [];
    let allRepeats = 0;
    let allTabs = 0;
    let allParams = 0;
    let allSnippets = 0;
    for (const site of corpusSites()) {
      const root = path.join(CORPUS_DIR, site);
      const files = allFiles(root);
      let known = 0;
      let ids = 0;
      let complete = 0;
      // Pages told whole whose heading slugs repeat (numbered in page order): plainHeadingIds alone lacks those ids.
      let repeats = 0;
      // ...and pages told whole with Tabs, whose titles make ids.
      let tabs = 0;
      // ...and pages told whole with parameter fields (ParamField, ResponseField), whose names make ids.
      let params = 0;
      // ...and pages that import snippets, told with them.
      let snippets = 0;
      let pagesSeen = 0;
      const readSnippet = snippetReader(site, files);
      // One per site, as a run has: its pages share snippets and titles.
      const memos = new MdxMemos();
      const unknown: Record<string, number> = {};
      for (const page of [...files].filter((f) => /\.mdx?$/.test(f) && inProofSample(site, f)).sort()) {
        const text = fs.readFileSync(path.join(root, page), 'utf8');
        // pageAnchors parses a page with its prose and code blanked ("parsing less"): the same ids, lines, kinds
        // and known/reason as the whole page parsed, on every page, those the corpus reduced included.
        const a = anchorsOf(site, page, files, false, memos);
        expect({ page: `${site}/${page}`, anchors: a }).toEqual({
          page: `${site}/${page}`,
          anchors: anchorsOf(site, page, files, true, memos),
        });
        reducedVsWhole++;
        if (text.includes(REDUCED)) continue;
        pagesSeen++;
        // Walked by offsets exactly as reading each line in turn.
        expect({ page, complete: plainIdsComplete(text, memos) }).toEqual({
          page,
          complete: plainIdsCompleteByLine(text, memos),
        });
        // The ids the quick look tells from that one reading (or a second) are plainAnchorIds', in page order.
        const told = completeIds(text, memos);
        expect({ page, ids: told && [...told] }).toEqual({
          page,
          ids: plainIdsComplete(text, memos) ? [...plainAnchorIds(text, memos)] : undefined,
        });
        // Where the quick look says it holds every id, it holds exactly the parser's.
        if (plainIdsComplete(text, memos)) {
          complete++;
          expect({ page: `${site}/${page}`, ids: a.known ? [...a.ids].sort() : a.reason }).toEqual({
            page: `${site}/${page}`,
            ids: [...plainAnchorIds(text, memos)].sort(),
          });
          const plain = plainAnchors(text, memos);
          if (new Set(plain.map((x) => x.id)).size > plainHeadingIds(text, memos).size) repeats++;
          if (plain.some((x) => x.kind === 'tab')) tabs++;
          if (plain.some((x) => x.kind === 'param')) params++;
          // ...and its anchors as the parser gives them: ids, kinds, lines, in page order.
          expect({ page: `${site}/${page}`, anchors: plain }).toEqual({
            page: `${site}/${page}`,
            anchors: a.known ? a.anchors : a.reason,
          });
        }
        // Where the quick look tells a page with the snippets it renders, it gives the parser's anchors.
        const withSnippets = snippetPageAnchors(text, (source) => readSnippet(source, page), memos);
        if (withSnippets) {
          snippets++;
          expect({ page: `${site}/${page}`, anchors: withSnippets }).toEqual({
            page: `${site}/${page}`,
            anchors: a.known ? a.anchors : a.reason,
          });
        }
        if (a.known) {
          known++;
          ids += a.ids.size;
          for (const id of a.ids) expect(id).not.toBe('');
          // The quick look before parsing never claims an id the page does not have.
          const plain = [...plainHeadingIds(text, memos)];
          const extra = plain.filter((id) => !a.ids.has(id));
          expect({ page: `${site}/${page}`, extra }).toEqual({ page: `${site}/${page}`, extra: [] });
          // ...and reads them by offsets exactly as reading each line in turn.
          expect({ page, plain }).toEqual({ page, plain: [...plainHeadingIdsByLine(text, memos)] });
        } else unknown[a.reason] = (unknown[a.reason] ?? 0) + 1;
      }
      counts.push(
        `${site}: ${known} pages, ${ids} ids; not told: ${JSON.stringify(unknown)}; ${complete} told by the quick look alone (${repeats} with repeated headings, ${tabs} with Tabs, ${params} with parameter fields); ${snippets} with the snippets they import`,
      );
      // A site's sample can be a page or two that the parser cannot tell; the whole corpus tells some of every site.
      if (pagesSeen >= 8) expect(known).toBeGreaterThan(0);
      allRepeats += repeats;
      allTabs += tabs;
      allParams += params;
      allSnippets += snippets;
    }
    proofLog(`${counts.join('\n')}\nreduced and whole parse compared on ${reducedVsWhole} pages, ${PROOF_SCOPE}`);
    expect(reducedVsWhole).toBeGreaterThan(atLeast(1000));
    expect(allRepeats).toBeGreaterThan(atLeast(REPEATS_AT_LEAST));
    expect(allTabs).toBeGreaterThan(atLeast(TABS_AT_LEAST));
    expect(allParams).toBeGreaterThan(atLeast(PARAMS_AT_LEAST, PARAMS_IN_SAMPLE_AT_LEAST));
    expect(allSnippets).toBeGreaterThan(atLeast(SNIPPETS_AT_LEAST));
  });

  it.each([
    [
      'formbricks__formbricks',
      'surveys/website-app-surveys/survey-display-logic.mdx',
      'level-4-—-interaction-based-segments',
      'level-4-interaction-based-segments',
    ],
    [
      'formbricks__formbricks',
      'self-hosting/advanced/license.mdx',
      'what-features-are-free',
      'what-features-are-free?',
    ],
    [
      'langwatch__langwatch',
      'integration/python/reference.mdx',
      '@langwatch-trace--langwatch-trace',
      '@langwatch-trace-/-langwatch-trace',
    ],
    ['langwatch__langwatch', 'concepts.mdx', 'traces-one-task-end-to-end', 'traces'],
    ['mintlify__docs', 'organize/settings-appearance.mdx', 'icons', 'param-icons'],
    ['mintlify__docs', 'organize/settings-appearance.mdx', 'param-icons-library', 'param-icons-library-1'],
    [
      'mintlify__docs',
      'optimize/seo.mdx',
      'custom-sitemaps-and-robots-txt-files',
      'custom-sitemaps-and-robotstxt-files',
    ],
    // A {#config} written inside a code fence is no id.
    ['mintlify__docs', 'guides/linking.mdx', 'custom-anchor-ids', 'config'],
    ['triggerdotdev__trigger.dev', 'ai-chat/reference.mdx', 'chat-withclientdata', 'withclientdata'],
    [
      'triggerdotdev__trigger.dev',
      'ai-chat/lifecycle-hooks.mdx',
      'onchatsuspend-/-onchatresume',
      'onchatsuspend--onchatresume',
    ],
    [
      '0xsequence__docs',
      'api-references/indexer/examples/webhook-listener.mdx',
      'on-chain-token-event-types',
      'event-object',
    ],
    [
      '0xsequence__docs',
      'solutions/builder/getting-started.mdx',
      'sign-up-for-sequence-builder',
      'claim-an-api-access-key',
    ],
    ['supermemoryai__supermemory', 'integrations/claude-code.mdx', 'macos-%2F-linux-zsh', 'macos-/-linux-zsh'],
    [
      'unkeyed__unkey',
      'platform/gateway/principal/overview.mdx',
      'param-identity-external-id',
      'param-identity-externalid',
    ],
  ])('%s %s has #%s, not #%s', (site, page, present, absent) => {
    const ids = idsOf(site, page);
    expect(ids.has(present)).toBe(true);
    expect(ids.has(absent)).toBe(false);
  });
});

/** Every non-ASCII text of a page that could become a slug: quoted attribute values and heading lines. */
function slugCandidates(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/=\s*\{?\s*"([^"\n]*)"|^ {0,3}#{1,6}[ \t]+(.+)$/gm)) {
    const t = (m[1] ?? m[2] ?? '').trim();
    if (/[^\t\n\r -~]/.test(t)) out.add(t);
  }
  return [...out];
}

describeProof('slugs of non-ASCII titles on the corpus', () => {
  it("gives each page's titles, transliterated in one call, what the library gives each alone", () => {
    const options = [{ decamelize: false }, { decamelize: true, separator: '-' }];
    let pages = 0;
    let texts = 0;
    for (const { site, file, text } of corpusPages()) {
      const titles = slugCandidates(text);
      if (titles.length < 2) continue;
      pages++;
      texts += titles.length;
      for (const o of options)
        expect({ page: `${site}/${file}`, slugs: slugifyMany(titles, o) }).toEqual({
          page: `${site}/${file}`,
          slugs: titles.map((t) => librarySlugify(t, o)),
        });
    }
    // The corpus's translated and decorated pages (emoji, arrows, CJK, accents): 444 pages, 2,517 texts.
    expect(pages).toBeGreaterThanOrEqual(atLeast(400));
    expect(texts).toBeGreaterThanOrEqual(atLeast(2500));
  });
});
