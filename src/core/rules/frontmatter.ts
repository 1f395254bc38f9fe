// frontmatter-syntax: a page whose frontmatter YAML the site builder cannot read. It reads every page's (not only
// those the navigation lists) and stops at the first it cannot: "There is a syntax error in your frontmatter …",
// then "Failed to parse MDX files", and nothing is deployed. wikflow/docs 925a246991 (fresh set 110) wrote
// `'lien d\'invitation'` in a page's keywords; navguard read frontmatter only for the keys its rules use, and said
// nothing. Found by the page scan (mdx/frontmatter-yaml.ts), which reads every page once.
import type { Check, RuleMeta } from './rule.js';

export const rules = [
  {
    id: 'frontmatter-syntax',
    family: 'pages',
    // A warning until the hosted build is known to stop too: the corpus's 0xsequence/docs kept such a page in its
    // navigation for two months (c8863397 to 2c97f538) while it went on publishing changes.
    severity: 'warning',
    summary: "A page's frontmatter is not valid YAML: the site builder's build step stops.",
    trigger: "`keywords: ['lien d\\'invitation']` (a backslash escapes nothing in a single-quoted YAML string)",
    description: [
      "The site builder reads every page's frontmatter (the block between the `---` lines at its top) as YAML, with",
      '`front-matter` and js-yaml, whether or not the navigation lists the page; one it cannot read stops its build',
      'step (`@mintlify/prebuild`: "There is a syntax error in your frontmatter on line …", "Failed to parse MDX',
      'files"). A warning: a site of the test corpus kept such a page for two months while it went on publishing.',
      "Reported at the page's line and column where the reader stopped, with its reason. The usual causes:",
      "a quote inside a single-quoted value (write it twice: `'it''s'`), a `: ` inside a plain value (quote the",
      'value), a tab for indentation, a key written twice.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'mdx',
        code: "---\ntitle: Members\nkeywords: ['members', 'lien d\\'invitation']\n---\n\nInvite your team.",
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'mdx',
        code: "---\ntitle: Members\nkeywords: ['members', \"lien d'invitation\"]\n---\n\nInvite your team.",
      },
    ],
  },
] satisfies RuleMeta[];

// The scans hold the verdict: no page is read again.
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  for (const page of site.index.pages.values()) {
    const problem = page.scan.frontmatterProblem;
    if (!problem) continue;
    out.add(
      'frontmatter-syntax',
      { file: page.path, line: problem.line, column: problem.column },
      `${out.repoPath(page.path)}: its frontmatter is not valid YAML (${problem.reason}). Mintlify's build step (\`mint dev\`, prebuild) reads every page's frontmatter and stops here ("There is a syntax error in your frontmatter"); sites have kept publishing with such a page, which is why this is a warning, but its title and settings cannot be read.`,
      {
        key: page.path,
        data: { reason: problem.reason },
        fix: {
          message:
            "Mend the YAML at this place: inside a single-quoted value write a quote twice ('it''s') or use double quotes; quote a value that holds \": \".",
        },
      },
    );
  }
};
