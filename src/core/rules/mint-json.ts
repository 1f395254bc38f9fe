// legacy-mint-json, mint-json-invalid and mint-json-ignored: sites on the format before docs.json, and leftovers of it.
import { mintJsonProblems } from '../site/mint-json.js';
import type { Check, PairCheck, RuleMeta } from './rule.js';

export const rules = [
  {
    id: 'legacy-mint-json',
    family: 'reading',
    severity: 'notice',
    summary: 'The site is on mint.json: checked as the builder upgrades it to docs.json.',
    trigger: 'a docs folder with mint.json and no docs.json',
    description: [
      'The docs folder has mint.json, the format before docs.json, and no docs.json. The site builder still builds it:',
      'it upgrades mint.json to docs.json on the fly (groups under tabs by URL prefix, `openapi` under `api`). navguard',
      'checks the same upgrade, so every rule applies, and places findings in mint.json where the value came from.',
      'Mintlify no longer documents mint.json and `mint dev` writes docs.json when it finds only mint.json; migrating',
      'keeps the site on the format the builder and its docs move forward with.',
    ],
    examples: [],
    afterword:
      'Notice: a folder with only mint.json.\n\nPasses: docs.json (run `mint dev` once, which writes it from mint.json; review it, commit it and delete mint.json).',
  },
  {
    id: 'mint-json-invalid',
    family: 'reading',
    severity: 'error',
    summary:
      "A mint.json the builder validates is invalid (the site's own, or one left beside docs.json): the build fails.",
    trigger: 'a mint.json without `"favicon"`: the site\'s own, or a leftover beside docs.json',
    description: [
      'The site builder validates mint.json before it builds: a site still on mint.json, and a docs folder with',
      'docs.json that keeps an old mint.json. An invalid one fails the build ("Invalid mint.json"). navguard checks',
      'the fields the builder requires: valid JSON, `name`, `favicon`, a hex `colors.primary`, a non-empty',
      "`navigation`, and that every group's `version` is listed in `versions`.",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (docs.json is there too):',
        lang: 'json',
        code: '{ "name": "Old docs", "navigation": [] }',
        site: { file: 'mint.json' },
      },
    ],
    afterword:
      'Passes: a mint.json with those fields; beside docs.json, delete mint.json once docs.json is in place (or keep it valid).',
  },
  {
    id: 'mint-json-ignored',
    family: 'reading',
    severity: 'warning',
    summary:
      'A change edits the mint.json left beside docs.json: the site is built from docs.json, so nothing changes.',
    trigger: 'a pull request that edits or adds mint.json in a docs folder that has docs.json',
    description: [
      'Where a docs folder has docs.json, the site builder builds the site from it and reads mint.json only to',
      'validate it (`mint-json-invalid`). A change to mint.json there reaches no reader: its pages, groups and',
      'redirects are not on the live site. Reported on a pull request (`diff`) that edits or adds mint.json beside',
      "docs.json, unless the base was still on mint.json (a migration's last edits). RuvikGroup/docs-pixelpatrol-mintlify",
      'edited only mint.json for a commit while docs.json was in place.',
    ],
    examples: [],
    afterword: 'Passes: the same change made in docs.json, and mint.json deleted once nothing needs it.',
  },
] satisfies RuleMeta[];

/** What makes each of mint.json's problems (by mintJsonProblems' path) go away. */
const REPAIR: Readonly<Record<string, string>> = {
  name: 'add "name"',
  favicon: 'add "favicon", the path of the site\'s icon',
  'colors.primary': 'set "colors.primary" to a hex colour such as "#0D9373"',
  navigation: 'list the site\'s groups in "navigation"',
  versions: 'add each version the groups name to "versions", or take it off the groups',
  theme:
    'set "theme" to "venus", "quill" or "prism", or remove it (or move the site to docs.json, whose themes "mint" is one of)',
};

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  const { source } = site;
  if (source.upgradedFrom) {
    const file = source.upgradedFrom.file;
    // Its own problems: the builder validates mint.json before it upgrades it. Not JSON, or no object: the syntax
    // and schema checks report that where it is.
    const text = source.read(file);
    const problems = text === undefined ? [] : mintJsonProblems(text).filter((p) => p.path !== '');
    if (problems.length)
      out.add(
        'mint-json-invalid',
        { file, line: 1, column: 1 },
        `${out.repoPath(file)} is invalid (${problems.map((p) => p.problem).join('; ')}). The site builder validates it before it upgrades it to docs.json, and fails the build ("Invalid mint.json").`,
        {
          key: file,
          data: { file, problems: problems.map((p) => p.problem) },
          fix: { message: `In ${file}: ${[...new Set(problems.map((p) => REPAIR[p.path] ?? p.path))].join('; ')}.` },
        },
      );
    out.add(
      'legacy-mint-json',
      { file, line: 1, column: 1 },
      `This site is on ${out.repoPath(file)}, the format before docs.json. The site builder upgrades it to docs.json on the fly, and navguard checks that upgrade; findings are placed in ${file}.`,
      {
        key: file,
        data: { file },
        fix: {
          message:
            'Migrate: run `mint dev` once in the docs folder (it writes docs.json from mint.json), review and commit docs.json, and delete mint.json.',
        },
      },
    );
    return;
  }
  if (!source.files.includes('mint.json') || !source.files.includes('docs.json')) return;
  const text = source.read('mint.json');
  if (text === undefined) return;
  const problems = mintJsonProblems(text).map((p) => p.problem);
  if (!problems.length) return;
  out.add(
    'mint-json-invalid',
    { file: 'mint.json', line: 1, column: 1 },
    `${out.repoPath('mint.json')} is left beside docs.json and is invalid: ${problems.join('; ')}. The site builder still validates mint.json and fails the build ("Invalid mint.json").`,
    {
      key: 'mint.json',
      data: { file: 'mint.json', problems },
      fix: { message: 'Delete mint.json: docs.json replaces it.' },
    },
  );
};

/** A change to a mint.json the builder does not build from: docs.json is beside it (fresh set 85). */
export const checkPair: PairCheck = ({ base, head, out }) => {
  const { source } = head;
  if (source.upgradedFrom || base.source.upgradedFrom) return;
  if (!source.files.includes('mint.json') || !source.files.includes('docs.json')) return;
  const after = source.read('mint.json');
  const before = base.source.files.includes('mint.json') ? base.source.read('mint.json') : undefined;
  if (after === undefined || after === before) return;
  out.add(
    'mint-json-ignored',
    { file: 'mint.json', line: 1, column: 1 },
    `This change ${before === undefined ? 'adds' : 'edits'} ${out.repoPath('mint.json')}, but the site builder builds this site from docs.json and reads mint.json only to validate it: the ${before === undefined ? 'file' : 'edit'} changes nothing on the live site.`,
    {
      key: 'mint.json',
      data: { file: 'mint.json' },
      fix: { message: 'Make the change in docs.json, and delete mint.json once nothing needs it.' },
    },
  );
};
