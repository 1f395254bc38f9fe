// empty-site and docs-json-removed: a state with nothing to publish, so that checking nothing never passes.
import { walk } from '../site/nav.js';
import { DOCS_JSON, type SiteModel } from '../site/model.js';
import type { Span } from '../json/document.js';
import type { Check, Loc, RemovedCheck, RuleMeta } from './rule.js';

export const rules = [
  {
    id: 'empty-site',
    family: 'nothing',
    severity: 'error',
    summary: 'docs.json is there, but no page file and no navigation entry: the site publishes nothing.',
    trigger: 'a docs.json whose folder has no page and whose navigation names none (`"pages": []`)',
    description: [
      'navguard never passes a site it could not check: this rule and the next make "nothing was checked" a failure',
      'with a message. (A `--root` without docs.json is a usage error instead: `check` and `diff` exit 2 naming the',
      'folder, and the action fails the step.)',
      '',
      'docs.json is there, but the docs folder has no page (no `.md`/`.mdx` file outside snippets and the folders the',
      'site builder skips) and the navigation names no page, group root, endpoint or OpenAPI spec: the live site would',
      'be empty and nothing was checked. Often the docs root points at the wrong folder. In a before/after comparison it',
      'is reported on every change, even when the site was already empty before.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (and no page file in the folder):',
        lang: 'json',
        code: '"navigation": { "pages": [] }',
      },
      { passes: true, caption: 'Passes:', lang: 'json', code: '"navigation": { "pages": ["index"] }' },
    ],
  },
  {
    id: 'docs-json-removed',
    family: 'nothing',
    severity: 'error',
    summary: 'The change deletes docs.json: the site loses its navigation and no longer builds (before/after only).',
    trigger: '`diff` only: the change deletes docs.json',
    description: [
      'Only in before/after comparisons (`navguard diff`, the pull-request check): the change deletes docs.json, so the',
      'site loses its navigation and the builder no longer builds it. Reported once, on the deleted file. If the docs',
      'moved to another folder, check that folder instead; if the site is retired on purpose, turn the rule off.',
    ],
    examples: [],
    afterword:
      'Fails: `git rm docs.json`.\n\nPasses: docs.json kept (or moved with the pages and the new folder checked).',
  },
] satisfies RuleMeta[];

function navigationKey(site: SiteModel): Span | undefined {
  if (site.docs?.type !== 'object') return undefined;
  return site.docs.props?.find((p) => p.key === 'navigation')?.keySpan ?? site.docs.span;
}

/** docs.json parses, yet there is no page file and the navigation names no page, endpoint or OpenAPI spec. */
// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  const at = navigationKey(site);
  if (!at || site.index.pages.size > 0 || site.specRefs.length > 0) return;
  if (
    site.nav &&
    walk(site.nav).some((n) => n.kind === 'page' || n.kind === 'endpoint' || (n.kind === 'group' && n.root))
  )
    return;
  const folder = site.source.rootPrefix ? ` "${site.source.rootPrefix}"` : '';
  out.add(
    'empty-site',
    at,
    `The docs folder${folder} has docs.json but nothing to publish: no .mdx or .md page (outside snippets and the folders the site builder skips) and no page, endpoint or OpenAPI spec in the navigation. The live site would be empty, and navguard had nothing to check.`,
    {
      key: DOCS_JSON,
      data: { folder: site.source.rootPrefix },
      fix: {
        message:
          'Add pages and list them in "navigation"; if the site lives in another folder, point navguard at the folder that holds both docs.json and the pages (--root, or the action\'s "root" input).',
      },
    },
  );
};

/** The change deletes docs.json: one finding on the deleted file, in the base's terms. */
export const checkRemoved: RemovedCheck = ({ base, out }) => {
  // A site on mint.json loses that file (its docs.json was the builder's upgrade of it).
  const file = out.configFile;
  const at: Loc = { file, line: 1, column: 1 };
  const pages = base.index.pages.size;
  out.add(
    'docs-json-removed',
    at,
    `This change deletes ${out.repoPath(file)}, so the site loses its navigation: the site builder needs docs.json (or mint.json) to build, and the ${pages} page${pages === 1 ? '' : 's'} published before would no longer be deployed. navguard has nothing left to check here.`,
    {
      key: DOCS_JSON,
      data: { pages },
      fix: {
        message: `Restore ${file}. If the docs moved to another folder, check that folder instead (--root, or the action's "root" input); if the site is retired on purpose, turn this rule off in .navguard.json.`,
      },
    },
  );
};
