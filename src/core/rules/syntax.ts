// Findings about reading the files at all: JSON syntax, duplicate keys, limits, $ref, unsafe paths.
import { fewOf } from '../base/plural.js';
import type { Check, CheckContext, ExampleSite, RuleMeta } from './rule.js';
import { basename } from '../base/paths.js';
import type { JsonProblem } from '../json/document.js';

/** The passing `$ref` examples' site: nav.json holds `{"pages": ["a"]}`, and page a exists. */
const NAV_JSON: ExampleSite = { files: { 'nav.json': '{"pages": ["a"]}', 'a.mdx': '' } };

export const rules = [
  {
    id: 'json-syntax',
    // Deleting a comma before a closing bracket reads the file as its author meant it (stop 88's walk on
    // t3gemstone/docs: a hand edit left one in docs.json, and `fix` left it to a person).
    safeFix: { what: 'a trailing comma deleted', when: (data) => data.trailingComma === true },
    family: 'reading',
    severity: 'error',
    summary: 'docs.json (or a $ref file) is not valid JSON, so the site does not build.',
    trigger: '`"pages": ["a",]` — a trailing comma; the build stops',
    description: [
      'docs.json, or a file it pulls in with `$ref`, is not valid JSON (a trailing comma, a comment, single quotes, a',
      'byte-order mark); the site build stops at that point and nothing is deployed. A trailing comma is named as such,',
      "at the closing bracket after it; a merge conflict committed with git's markers in it is one finding, at its first",
      'marker, whatever else the parser stumbles on between them. Past any other mistake (a stray bracket, a pasted',
      "block) the parser's reading is a guess: the lines where it stumbles again are named on that finding, as what",
      'may follow from it, not reported as mistakes of their own.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"navigation": {
  "pages": [
    "a",
  ]
}`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"navigation": {
  "pages": [
    "a"
  ]
}`,
      },
    ],
  },
  {
    id: 'duplicate-key',
    family: 'reading',
    severity: 'warning',
    summary: 'A key appears twice in one object; the later value silently wins.',
    trigger: '`{"group": "A", "pages": ["a"], "pages": ["b"]}` — only `["b"]` survives',
    description: [
      'A key appears twice in one object; JSON readers keep the last value, so the site builder silently ignores the',
      'earlier one (reported at the earlier key).',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (page `b` is not in the navigation of the live site):',
        lang: 'json',
        code: `{ "group": "G", "pages": ["b"], "pages": ["a"] }`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `{ "group": "G", "pages": ["a", "b"] }`,
      },
    ],
  },
  {
    id: 'input-limit',
    family: 'reading',
    severity: 'error',
    summary: 'A file is too large, too deeply nested or not UTF-8 text; navguard did not read it.',
    trigger: 'docs.json nested 10,000 levels deep, a 100 MB page, a Latin-1 file',
    description: [
      'A file is too large, not UTF-8, or nested deeper than 256 levels (JSON, or a YAML OpenAPI spec); navguard did',
      'not read it, so it checked nothing inside it. Real navigation never nests that deep; a 10,000-level file is',
      'refused without a crash. A file of a revision whose blob git does not have (a partial or damaged clone) is',
      'named too, as a notice: unread, it is never taken as checked, but nothing is known to be wrong with it. A',
      'symlink to a path in the docs folder that holds nothing is a warning: nothing is published at its path (a link',
      "or an entry that leads there is its own rule's error). A YAML or JSON file navguard read only looking for",
      'OpenAPI specs, which no page, docs.json or spec reference names, is a notice: nothing the site publishes',
      'depends on it.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (150 groups nested in each other, or any value nested 10,000 levels):',
        lang: 'json',
        code: `"pages": [[[[[[[[[[ … 10,000 levels … ]]]]]]]]]]`,
        site: { expand: (code) => code.replace('[[[[[[[[[[ … 10,000 levels … ]]]]]]]]]]', nested('[', 10_000, ']')) },
      },
      {
        passes: true,
        caption: 'Passes (100 nested groups are read and checked):',
        lang: 'json',
        code: `"groups": [{ "group": "g99", "pages": [{ "group": "g98", "pages": [ … { "group": "leaf", "pages": ["deep"] } … ] }] }]`,
        site: {
          expand: (code) =>
            code.replace(
              '[ … { "group": "leaf", "pages": ["deep"] } … ]',
              nested('[{ "group": "g", "pages": ', 97, '}]', '[{ "group": "leaf", "pages": ["deep"] }]'),
            ),
        },
      },
    ],
  },
  {
    id: 'unsafe-path',
    family: 'reading',
    severity: 'error',
    summary: 'A path or symlink points outside the docs folder; navguard read nothing there.',
    trigger: '`{"$ref": "../../secrets.json"}`, a symlink `page.mdx -> /etc/passwd`',
    description: [
      'A `$ref` (or a symlink) points outside the docs folder; the site builder refuses it and the build fails, and',
      'navguard reads nothing there. Navigation entries such as `../../etc/passwd` are not this rule: the builder',
      'resolves them inside the root (to `etc/passwd`), and so does navguard.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"navigation": { "$ref": "../../etc/passwd" }`,
      },
      {
        passes: true,
        caption: 'Passes (`..` that stays inside the folder):',
        lang: 'json',
        code: `"navigation": { "$ref": "parts/../nav.json" }`,
        site: NAV_JSON,
      },
    ],
  },
  {
    id: 'ref-unresolved',
    family: 'reading',
    severity: 'error',
    summary: 'A `$ref` names a missing, circular, invalid or outside-the-root file.',
    trigger: '`{"$ref": "nav/missing.json"}`, or a.json → b.json → a.json',
    description: [
      'A `$ref` names a file that does not exist, is not valid JSON, is not a string, or refers back to a file that is',
      'being expanded (circular); the site builder stops with an error. Findings inside a `$ref` file are reported at',
      "their position in that file, and sibling keys of a `$ref` object win over the referenced file's keys.",
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (nav.json missing; or nav.json is `{"$ref": "b.json"}` and b.json is `{"$ref": "nav.json"}`):',
        lang: 'json',
        code: `"navigation": { "$ref": "nav.json" }`,
      },
      {
        passes: true,
        caption: 'Passes (nav.json exists and holds `{"pages": ["a"]}`; the same file may be used twice side by side):',
        lang: 'json',
        code: `"navigation": { "$ref": "nav.json" }`,
        site: NAV_JSON,
      },
    ],
  },
] satisfies RuleMeta[];

/** Where the parser stumbled after a mistake, said as what may follow from it, not as mistakes of their own. */
function stumbles(lines: readonly number[] | undefined): string {
  if (!lines?.length) return '';
  const at = `${lines.length === 1 ? 'line' : 'lines'} ${fewOf(lines.map(String))}`;
  return ` A JSON reader stumbles again after it (${at}), which may only follow from this mistake: check again once it is mended.`;
}

/** `inner` inside `n` of `open` … `close` (what input-limit's examples elide). */
function nested(open: string, n: number, close: string, inner = ''): string {
  return open.repeat(n) + inner + close.repeat(n);
}

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  // A mint.json whose mistakes the upgrade read past has them in its own text (site/mint-json.ts).
  const upgraded = site.source.upgradedFrom;
  const files: [string, { problems: readonly JsonProblem[] }][] = [...site.docsJson.files];
  if (upgraded?.syntax) files.push([upgraded.file, { problems: upgraded.syntax }]);
  for (const [file, parsed] of files) {
    // On a site still on mint.json, docs.json is its upgrade: a problem of its text is mint.json's.
    const shown = file === 'docs.json' ? out.configFile : file;
    for (const p of parsed.problems) {
      if (p.kind === 'syntax') {
        const commaEdit = p.trailingComma && out.replaceEdit(p.trailingComma, '');
        out.add(
          'json-syntax',
          p.span,
          `${out.repoPath(shown)} is not valid JSON: ${p.message}. The site build stops at this point and nothing is deployed.${stumbles(p.stumblesAfter)}`,
          {
            // A conflict's lines move with every edit above it: it is known by the file.
            key: p.conflict ? `${shown}|merge-conflict` : `${shown}|${p.message}`,
            data: { file: shown, error: p.message, ...(p.trailingComma && { trailingComma: true as const }) },
            fix: p.trailingComma
              ? {
                  message: 'Delete the comma before the closing bracket.',
                  ...(commaEdit && { edits: commaEdit }),
                }
              : p.conflict
                ? {
                    message:
                      'Resolve the conflict: keep what each side should contribute between the markers, then delete the marker lines (<<<<<<<, ======= and >>>>>>>).',
                  }
                : undefined,
          },
        );
      } else if (p.kind === 'too-deep') {
        out.add(
          'input-limit',
          p.span,
          `${out.repoPath(shown)}: ${p.message}. No real navigation nests this deep; the file was not checked further.`,
          { key: `${file}|too-deep`, data: { file, limit: 'too-deep' } },
        );
      } else {
        out.add(
          'duplicate-key',
          p.span,
          `"${p.message}" appears more than once in this object. JSON readers keep only the last one, so this earlier value is ignored by the site builder.`,
          {
            key: `${file}|${p.message}|${p.ignored ?? ''}`,
            data: { file, key: p.message },
            fix: { message: `Remove one of the "${p.message}" entries, or merge them.` },
          },
        );
      }
    }
  }
  for (const p of site.docsJson.refProblems) {
    const key = `${p.span.file}|${p.kind}|${p.message}`;
    if (p.kind === 'outside')
      out.add('unsafe-path', p.span, p.message, { key, data: { path: p.ref ?? '', via: 'ref' } });
    else
      out.add('ref-unresolved', p.span, p.message, {
        key,
        data: { file: p.span.file, ...(p.ref !== undefined ? { ref: p.ref } : {}), problem: p.kind },
      });
  }
  for (const p of site.source.problems ?? []) {
    const where = { file: p.path, line: 1, column: 1 };
    const key = `${p.path}|${p.kind}`;
    if (p.kind === 'symlink-outside-root')
      out.add('unsafe-path', where, `${out.repoPath(p.path)}: ${p.detail}`, {
        key,
        data: { path: p.path, via: 'symlink' },
      });
    else {
      // A file navguard read only looking for OpenAPI specs, which the site names nowhere: nothing the site publishes
      // depends on it (solidyne/docs 7fee607950, fresh set 125: a Latin-1 glossary of a translation script failed the
      // check; the builder only logs it and builds).
      const unused =
        SPEC_LIKE.test(p.path) &&
        p.kind !== 'missing-object' &&
        p.symlinkTo === undefined &&
        !namedBySite(site, p.path);
      out.add('input-limit', where, `${out.repoPath(p.path)}: ${p.detail}${unused ? UNUSED : ''}`, {
        key,
        data: { file: p.path, limit: p.kind },
        ...(unused ? { severity: 'notice' as const } : {}),
        // The file is in the repository; this clone lacks it (dittofeed's open-api.json in a partial clone). Something
        // was not checked, which is said; nothing is known to be wrong, so nothing blocks the merge.
        ...(p.kind === 'missing-object' ? { severity: 'notice' as const } : {}),
        // A symlink to nothing publishes nothing and breaks no build (expectedparrot/edsl kept 8 for months); a link
        // or an entry that leads to it is that rule's error.
        ...(p.symlinkTo !== undefined ? { severity: 'warning' as const } : {}),
      });
    }
  }
};

/** Files navguard reads looking for OpenAPI specs when a page's frontmatter names an operation of none. */
const SPEC_LIKE = /\.(?:ya?ml|json)$/i;

const UNUSED =
  '. navguard read it looking for OpenAPI specs; no page, snippet, docs.json or spec reference names it, so nothing the site publishes depends on it';

/** Whether the site reads a file as one of its own: a page or snippet, docs.json or a `$ref` of it, or a spec it names. */
function namedBySite(site: CheckContext['site'], path: string): boolean {
  if (site.index.scans.has(path) || site.docsJson.files.has(path)) return true;
  if (site.specRefs.some((r) => !r.isUrl && r.source.replace(/^\/+/, '') === path)) return true;
  const name = basename(path);
  return [...site.index.pages.values()].some((page) => site.index.frontmatter(page).openapi?.includes(name));
}
