// quickYaml (src/core/json/yaml-fast.ts) reads OpenAPI specs with js-yaml where that gives what the `yaml`
// package gives: proven here on every YAML file and every page's frontmatter of the corpus (the pages of the
// proofs' run: test/corpus/corpus.ts) — the same data where it reads a text, and nothing where the `yaml`
// package refuses one.
import fs from 'node:fs';
import path from 'node:path';
import { it, expect } from '@jest/globals';
import { quickYaml } from '../../src/core/json/yaml-fast.js';
import { yamlPackageReads } from '../references.js';
import { MAX_JSON_DEPTH } from '../../src/core/json/document.js';
import { MAX_ALIAS_COUNT } from '../../src/core/openapi/spec.js';
import { splitFrontmatter } from '../../src/core/mdx/scan.js';
import { CORPUS_DIR, corpusSites, describeCorpus, inProofSample } from './corpus.js';
import { describeProof as proofDescribe } from '../proofs.js';

const describeProof = proofDescribe(import.meta.url, describeCorpus);

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

describeProof('js-yaml where it reads as the yaml package does, on the corpus', () => {
  it('gives the same data on every YAML file and frontmatter it reads, and refuses what the yaml package refuses', () => {
    const texts: string[] = [];
    let specs = 0;
    for (const site of corpusSites())
      for (const file of files(path.join(CORPUS_DIR, site))) {
        const text = fs.readFileSync(file, 'utf8');
        if (/\.ya?ml$/i.test(file)) {
          texts.push(text);
          specs++;
        } else if (/\.mdx?$/i.test(file) && inProofSample(site, path.relative(path.join(CORPUS_DIR, site), file))) {
          // The frontmatter as the engine cuts it from the page.
          const { frontmatter } = splitFrontmatter(text);
          if (frontmatter !== undefined) texts.push(frontmatter);
        }
      }
    let quick = 0;
    for (const text of texts) {
      const read = quickYaml(text, MAX_JSON_DEPTH, MAX_ALIAS_COUNT);
      if (!read) continue;
      quick++;
      const ref = yamlPackageReads(text);
      expect({ text: text.slice(0, 200), read: ref === 'refused' ? 'refused' : read }).toEqual({
        text: text.slice(0, 200),
        read: ref,
      });
    }
    // Most texts are plain data: the test reads thousands, specs among them.
    expect(specs).toBeGreaterThanOrEqual(6);
    expect(quick).toBeGreaterThan(texts.length / 2);
  });
});
