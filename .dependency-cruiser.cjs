// The layers of src/, checked by `npm run lint` (dependency-cruiser): docs/architecture.md says what each holds.
// Type-only imports count: a type from a higher layer ties the layers as much as a value does.
// Each folder of src/core with the folders above it, bottom first (docs/architecture.md). rules/ids.ts, the rule
// ids and their data, is the vocabulary every layer names findings in: a leaf any layer may import.
const CORE_ABOVE = {
  base: 'json|mdx|openapi|config|site|rules|engine|compare|render|fix',
  json: 'mdx|openapi|config|site|rules|engine|compare|render|fix',
  mdx: 'config|site|rules|engine|compare|render|fix',
  openapi: 'config|site|rules|engine|compare|render|fix',
  config: 'site|rules|engine|compare|render|fix',
  site: 'rules|engine|compare|render|fix',
  rules: 'engine|compare|render|fix',
  engine: 'compare|render|fix',
  compare: 'render|fix',
  render: 'fix',
};

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
      name: 'rule-ids-are-a-leaf',
      comment: 'rules/ids.ts is imported by every layer: it imports nothing.',
      severity: 'error',
      from: { path: '^src/core/rules/ids\\.ts$' },
      to: { path: '^src/' },
    },
    {
      name: 'core-is-pure',
      comment: 'The core knows nothing of GitHub, the file system or git: the adapters, the CLI and the action do.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(adapters|app|cli|action|github)/' },
    },
    {
      name: 'core-uses-no-node-modules',
      comment: 'The core runs on what it is given: no fs, child_process, path or worker_threads.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-below-the-application',
      comment: 'Adapters read and keep (git, files, the run cache); the application layer (src/app) composes them.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(app|cli|action|github)/' },
    },
    {
      name: 'application-below-entry-points',
      comment: 'check, diff, history and fix serve the CLI and the action alike: they know neither.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/(cli|action|github)/' },
    },
    ...Object.entries(CORE_ABOVE).map(([layer, above]) => ({
      name: `core-${layer}-imports-down`,
      comment: `src/core/${layer} is below ${above.split('|').join(', ')}: it may not import them.`,
      severity: 'error',
      from: { path: `^src/core/${layer}/` },
      to: { path: `^src/core/(?:${above})/`, pathNot: '^src/core/rules/ids\\.ts$' },
    })),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.generated\\.ts$' },
  },
};
