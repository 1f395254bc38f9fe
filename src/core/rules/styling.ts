// `styling`: `styling.eyebrows` and `interaction.drilldown`, two values the site builder checks strictly.
import { at } from '../json/document.js';
import type { Check, RuleMeta } from './rule.js';
import { typeName } from './shared/location.js';

export const rules = [
  {
    id: 'styling',
    family: 'fields',
    severity: 'error',
    summary: '`styling.eyebrows` or `interaction.drilldown` has a value the builder does not accept.',
    trigger: '`"styling": {"eyebrows": "crumbs"}`, `"interaction": {"drilldown": "yes"}`',
    description: [
      '`styling.eyebrows` is not `"breadcrumbs"` or `"section"`, or `interaction.drilldown` is not a boolean; the site',
      'builder rejects docs.json. A quoted `"true"`/`"false"` gets an edit to the bare value.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails:',
        lang: 'json',
        code: `"styling": { "eyebrows": "crumbs" },
"interaction": { "drilldown": "false" }`,
      },
      {
        passes: true,
        caption: 'Passes:',
        lang: 'json',
        code: `"styling": { "eyebrows": "breadcrumbs" },
"interaction": { "drilldown": false }`,
      },
    ],
  },
] satisfies RuleMeta[];

// Reads the site's structure only (see SiteRuleModule.reads).
export const reads = 'structure';

export const check: Check = ({ site, out }) => {
  const docs = site.docs;
  if (docs?.type !== 'object') return;
  const eyebrows = at(docs, ['styling', 'eyebrows']);
  if (eyebrows && !(eyebrows.type === 'string' && (eyebrows.value === 'breadcrumbs' || eyebrows.value === 'section'))) {
    out.add(
      'styling',
      eyebrows.span,
      `"styling.eyebrows" is ${typeName(eyebrows)}; it must be "breadcrumbs" (show the full navigation path above each page) or "section" (show the section name). The site builder rejects ${out.configFile}.`,
      {
        key: 'eyebrows',
        data: { field: 'styling.eyebrows', replacement: 'breadcrumbs' },
        fix: { message: 'Use "breadcrumbs" or "section".', edits: out.replaceEdit(eyebrows.span, '"breadcrumbs"') },
      },
    );
  }
  const drill = at(docs, ['interaction', 'drilldown']);
  if (drill && drill.type !== 'boolean') {
    const fixed =
      drill.type === 'string' && /^(true|false)$/i.test(String(drill.value))
        ? String(drill.value).toLowerCase()
        : undefined;
    out.add(
      'styling',
      drill.span,
      `"interaction.drilldown" is ${typeName(drill)}; it must be true (opening a group goes to its first page) or false (it only expands); leave it out for the theme's default. The site builder rejects ${out.configFile}.`,
      {
        key: 'drilldown',
        data: { field: 'interaction.drilldown', ...(fixed !== undefined ? { replacement: fixed === 'true' } : {}) },
        fix: fixed
          ? { message: `Write ${fixed} without quotes.`, edits: out.replaceEdit(drill.span, fixed) }
          : { message: 'Use true or false, or remove the field.' },
      },
    );
  }
};
