// Every rule's examples (docs/rules.md) run as tests: each is put in the site its caption tells of (its
// `site`, see ExampleSite in src/core/rules/rule.ts), the engine runs, and a failing example must report its rule
// while a passing one must not. Every example of every registered rule runs: one that cannot fails here.
import { describe, it, expect } from '@jest/globals';
import { RULES } from '../../src/core/rules/registry.js';
import type { ExampleSite, RuleExample, RuleMeta } from '../../src/core/rules/rule.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { resolveConfig } from '../../src/core/config/config.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { loadSite } from '../../src/core/site/model.js';
import { pageOf, walk } from '../../src/core/site/nav.js';
import { MINTLIFY_FIELDS } from '../../src/core/generated/mintlify-fields.generated.js';
import { basename } from '../../src/core/base/paths.js';
import type { Finding } from '../../src/core/base/types.js';
import { docsJson } from '../helpers.js';

const ROOT_KEYS = new Set<string>(MINTLIFY_FIELDS.rootKeys);
const PAGE_FILE = /\.mdx?$/;
/** The file an example's code is unless its site names another. */
const DEFAULT_FILE: Partial<Record<RuleExample['lang'], string>> = { json: 'docs.json', mdx: 'index.mdx' };

/** The parts of a JSON fragment: members (`"key": value`) or values, split at commas outside brackets and strings. */
function parts(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((p) => p.trim()).filter(Boolean);
}

/**
 * A whole docs.json from the part an example shows: each member where docs.json has its key, an object alone as
 * a group, and (when the part has no navigation) a navigation listing `pages`. Text, not JSON: the part may be
 * invalid (json-syntax) or repeat a key (duplicate-key).
 */
function wholeDocsJson(part: string, pages: readonly string[]): string {
  const top: string[] = [];
  const nav: string[] = [];
  const groups: string[] = [];
  for (const p of parts(part)) {
    const key = /^"([^"\\]*)"\s*:/.exec(p)?.[1];
    if (key === undefined) {
      if (!p.startsWith('{')) throw new Error(`not a member or a group of docs.json: ${p}`);
      groups.push(p);
    } else (ROOT_KEYS.has(key) ? top : nav).push(p);
  }
  if (groups.length) nav.push(`"groups": [${groups.join(', ')}]`);
  const hasNavigation = top.some((p) => p.startsWith('"navigation"'));
  if (hasNavigation && nav.length) throw new Error(`navigation both written and implied by its members: ${part}`);
  if (!hasNavigation)
    top.push(`"navigation": { ${nav.length ? nav.join(',\n') : `"pages": ${JSON.stringify(pages)}`} }`);
  // helpers' docsJson gives the fields every docs.json example leaves out; the part takes its navigation's place.
  return docsJson('§').replace('"navigation": "§"', () => top.join(',\n'));
}

/** The site of one example, as files: the code (or what it was before the change) in its place among the others. */
function siteFiles(site: ExampleSite, lang: RuleExample['lang'], code: string): Map<string, string> {
  const file = site.file ?? DEFAULT_FILE[lang];
  if (!file) throw new Error(`a ${lang} example needs site.file`);
  const files = new Map<string, string>();
  for (const [path, text] of Object.entries(site.files ?? {})) if (text !== undefined) files.set(path, text);
  files.set(file, site.expand ? site.expand(code) : code);
  const pages = [...files.keys()].filter((f) => PAGE_FILE.test(f)).map((f) => f.replace(PAGE_FILE, ''));
  files.set('docs.json', wholeDocsJson(files.get('docs.json') ?? '', pages));
  // With no other files given, every page the navigation names exists.
  if (!site.files) {
    const nav = loadSite(memorySource(files)).nav;
    for (const page of nav ? walk(nav).map(pageOf) : [])
      if (page && !files.has(`${page}.mdx`) && !files.has(`${page}.md`))
        files.set(`${page}.mdx`, `# ${basename(page)}\n`);
  }
  return files;
}

/** The example's site, with its rule's defaults under it. */
function siteOf(rule: RuleMeta, example: RuleExample): ExampleSite {
  const [r, e] = [rule.exampleSite ?? {}, example.site ?? {}];
  const files = r.files || e.files ? { ...r.files, ...e.files } : undefined;
  return { ...r, ...e, ...(files ? { files } : {}) };
}

/** What the engine finds in the example's site: a comparison of the two states for a before/after rule. */
function findingsOf(rule: RuleMeta, example: RuleExample): Finding[] {
  const site = siteOf(rule, example);
  const config = resolveConfig(site.config);
  const head = siteFiles(site, example.lang, example.code);
  // Every link checked: the rules that report only where links are (onlyWhereLinksChecked) need it.
  if (site.before === undefined) return analyze(memorySource(head), { config, links: 'all' }).findings;
  const base = siteFiles(site, example.lang, site.before);
  const paths = new Set([...base.keys(), ...head.keys()]);
  const changed = new Set([...paths].filter((p) => base.get(p) !== head.get(p)));
  // As a pull request compares: links checked where the change could have broken them.
  return compareSources(memorySource(base), memorySource(head), { config, changed, links: 'changed' }).findings;
}

describe.each([...RULES.values()].filter((r) => r.examples.length).map((r) => [r.id, r] as const))('%s', (_, rule) => {
  it.each(rule.examples.map((e, i) => [i + 1, e.caption, e] as const))('example %i: %s', (_i, _caption, example) => {
    const found = findingsOf(rule, example).map((f) => `${f.rule} ${f.file}:${f.line} ${f.message}`);
    const ofRule = new RegExp(`^${rule.id} `);
    if (example.passes) expect(found.filter((f) => ofRule.test(f))).toEqual([]);
    // Shows every finding of the site on failure: what the example did report.
    else expect(found).toContainEqual(expect.stringMatching(ofRule));
  });
});
