// docs/rules.md and the README's rule table, generated from the rules' metadata (src/core/rules/*.ts). Pure:
// the texts are returned, never written (scripts/generators/rule-docs.ts hands them to `npm run generate`; `npm run generate:check` in CI fails
// when the committed files differ).
import { RULES } from '../src/core/rules/registry.js';
import { ruleAnchor, type RuleFamily, type RuleMeta } from '../src/core/rules/rule.js';

/** The families of docs/rules.md, in order: the heading of their section and their name in the index table. */
const FAMILIES: readonly { id: RuleFamily; heading: string; name: string }[] = [
  { id: 'reading', heading: 'Reading the files', name: 'reading the files' },
  { id: 'fields', heading: 'Fields', name: 'fields' },
  { id: 'structure', heading: 'Structure', name: 'structure' },
  { id: 'pages', heading: 'Pages', name: 'pages' },
  { id: 'openapi', heading: 'OpenAPI', name: 'OpenAPI' },
  { id: 'links', heading: 'Links and redirects', name: 'links and redirects' },
  { id: 'nothing', heading: 'Nothing to check', name: 'nothing to check' },
  { id: 'suppressions', heading: 'Suppressions', name: 'suppressions' },
];

const INTRO = `Every finding names a rule id from this page, a severity, a file, a line and a column. Severities can be
changed, and rules turned off, with \`rules\` in \`.navguard.json\`; findings in some files can be dropped with
\`ignore\` (see the README).

The examples are taken from navguard's own tests (\`test/rules/\`). docs.json examples show only the part that
matters: \`theme\`, \`name\` and \`colors\` are as in any valid docs.json, and every page named in an example exists
unless the example says otherwise.`;

const GENERATED =
  '<!-- Generated from the rule modules (src/core/rules/) by scripts/rule-docs.ts: edit the metadata there, then run `npm run generate`. -->';

/** The markers around the rule table in README.md. */

function section(rule: RuleMeta): string {
  const parts = [
    `<a id="${ruleAnchor(rule.id)}"></a>\n### ${rule.id}`,
    `Default severity: **${rule.severity}**${rule.severityNote ? ` (${rule.severityNote})` : ''}`,
    rule.description.join('\n'),
    ...rule.examples.map((e) => `${e.caption}\n\n\`\`\`${e.lang}\n${e.code}\n\`\`\``),
  ];
  if (rule.afterword) parts.push(rule.afterword);
  return parts.join('\n\n');
}

export function ruleDocs(): { 'docs/rules.md': string; readmeTable: string } {
  const all = [...RULES.values()];
  const link = (r: RuleMeta): string => `[${r.id}](#${ruleAnchor(r.id)})`;
  const index = [
    '| family | rules |',
    '|---|---|',
    ...FAMILIES.map(
      (f) =>
        `| ${f.name} | ${all
          .filter((r) => r.family === f.id)
          .map(link)
          .join(', ')} |`,
    ),
  ].join('\n');
  const sections = FAMILIES.map((f) =>
    [`## ${f.heading}`, ...all.filter((r) => r.family === f.id).map(section)].join('\n\n'),
  );
  const doc = [GENERATED, '# navguard rules', INTRO, index, ...sections].join('\n\n') + '\n';
  const readmeTable = [
    '| rule | default | example that triggers it |',
    '|---|---|---|',
    ...all.map((r) => `| [\`${r.id}\`](docs/rules.md#${ruleAnchor(r.id)}) | ${r.severity} | ${r.trigger} |`),
  ].join('\n');
  return { 'docs/rules.md': doc, readmeTable };
}
