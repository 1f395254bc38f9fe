// The base path a site is served under, read from its own links, agrees with what a reviewer configured by hand.
import { expect, it } from '@jest/globals';
import path from 'node:path';
import { directorySource } from '../../src/adapters/fs-source.js';
import { loadSite } from '../../src/core/site/model.js';
import { inferBasePath } from '../../src/core/site/base-path.js';
import { Routes } from '../../src/core/site/routes.js';
import { CORPUS_DIR, corpusSites, describeCorpus } from './corpus.js';
import { siteConfig } from './site-configs.js';

describeCorpus('base path inferred from the corpus sites', () => {
  it('matches the hand-written basePath of every corpus site, and infers none elsewhere', () => {
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const site of corpusSites()) {
      const root = path.join(CORPUS_DIR, site);
      const model = loadSite(directorySource(root, root));
      got[site] = inferBasePath(model, new Routes(model, ''))?.basePath ?? '';
      want[site] = (siteConfig(site).raw.basePath as string | undefined) ?? '';
    }
    expect(got).toEqual(want);
    expect(Object.values(want).filter(Boolean)).toHaveLength(2);
  });
});
