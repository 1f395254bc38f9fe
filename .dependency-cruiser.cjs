// The layers of src/, checked by `npm run lint` (dependency-cruiser): docs/architecture.md says what each holds.
// Type-only imports count: a type from a higher layer ties the layers as much as a value does.
// Each folder of src/core with the folders above it; analyze.ts (the engine: it runs the rules) sits between
// rules/ and compare/.
const CORE_ABOVE = {
  json: 'mdx|openapi|site|rules|analyze|compare|render|fix',
  mdx: 'site|rules|analyze|compare|render|fix',
  openapi: 'site|rules|analyze|compare|render|fix',
  site: 'rules|analyze|compare|render|fix',
  rules: 'analyze|compare|render|fix',
  compare: 'render|fix',
  render: 'fix',
};

/** A path pattern for the folders of `above` (and analyze.ts when it is named). */
function coreAbove(above) {
  const folders = above.split('|').filter((f) => f !== 'analyze');
  const engine = above.split('|').includes('analyze') ? '|analyze\\.ts$' : '';
  return `^src/core/(?:(?:${folders.join('|')})/${engine})`;
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes a layer out of everything on it: nothing in it can be read, tested or cached alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'rules-are-leaves',
      comment:
        'Outside src/core/rules, only the contract (rule.ts), the ids (ids.ts) and the registry are imported: what ' +
        'rules share lives in the layer it serves (site/, mdx/, json/), so adding a rule touches no other folder.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/core/rules/' },
      to: { path: '^src/core/rules/', pathNot: '^src/core/rules/(registry|ids|rule)\\.ts$' },
    },
    {
      name: 'core-is-pure',
      comment: 'The core knows nothing of GitHub, the file system or git: the adapters, the CLI and the action do.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(adapters|cli|action|github)/' },
    },
    {
      name: 'core-uses-no-node-modules',
      comment: 'The core runs on what it is given: no fs, child_process, path or worker_threads.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-below-entry-points',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(cli|action|github)/' },
    },
    ...Object.entries(CORE_ABOVE).map(([layer, above]) => ({
      name: `core-${layer}-imports-down`,
      comment: `src/core/${layer} is below ${above.split('|').join(', ')}: it may not import them.`,
      severity: 'error',
      from: { path: `^src/core/${layer}/` },
      to: { path: coreAbove(above) },
    })),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.generated\\.ts$' },
  },
};
