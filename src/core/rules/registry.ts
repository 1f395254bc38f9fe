// Every rule navguard knows: its stable id, default severity and a one-line summary (the README's table).
import type { Severity } from '../types.js';

export interface RuleInfo {
  id: string;
  severity: Severity;
  summary: string;
}

const rules: RuleInfo[] = [
  {
    id: 'json-syntax',
    severity: 'error',
    summary: 'docs.json (or a $ref file) is not valid JSON, so the site does not build.',
  },
  {
    id: 'duplicate-key',
    severity: 'warning',
    summary: 'A key appears twice in one object; the later value silently wins.',
  },
  {
    id: 'input-limit',
    severity: 'error',
    summary: 'A file is too large, too deeply nested or not UTF-8 text; navguard did not read it.',
  },
  {
    id: 'unsafe-path',
    severity: 'error',
    summary: 'A path or symlink points outside the docs folder; navguard read nothing there.',
  },
  {
    id: 'ref-unresolved',
    severity: 'error',
    summary: 'A `$ref` names a missing, circular, invalid or outside-the-root file.',
  },
  {
    id: 'schema',
    severity: 'error',
    summary: 'A navigation field has the wrong type, a required field is missing, or a field is unknown.',
  },
  {
    id: 'multiple-roots',
    severity: 'error',
    summary: 'More than one primary key at the navigation root; the builder keeps one and drops the rest.',
  },
  {
    id: 'mixed-children',
    severity: 'error',
    summary: 'An element holds more than one child type; the builder keeps one and drops the rest.',
  },
  {
    id: 'menu-content',
    severity: 'error',
    summary: 'A tab menu item holds something other than groups, pages or an external link.',
  },
  {
    id: 'global-anchor-href',
    severity: 'error',
    summary: 'A global anchor needs `href` with an external http(s) URL.',
  },
  {
    id: 'unknown-language',
    severity: 'error',
    summary: 'A language code the spec does not list (warning when only the platform accepts it).',
  },
  {
    id: 'empty-division',
    severity: 'error',
    summary: 'An empty `tabs`/`groups`/`anchors`/… array (warning where the builder accepts it).',
  },
  {
    id: 'styling',
    severity: 'error',
    summary: '`styling.eyebrows` or `interaction.drilldown` has a value the builder does not accept.',
  },
  { id: 'page-not-found', severity: 'error', summary: 'A navigation entry names a page file that does not exist.' },
  {
    id: 'page-path-format',
    severity: 'error',
    summary: 'A page entry is written in a form the builder will not match (extension, case, folder, `./`).',
  },
  { id: 'duplicate-page', severity: 'warning', summary: 'The same page is listed twice in one navigation section.' },
  { id: 'openapi-not-found', severity: 'error', summary: 'An `openapi` value names a spec file that does not exist.' },
  { id: 'openapi-invalid', severity: 'error', summary: 'An OpenAPI spec file cannot be read as an OpenAPI document.' },
  {
    id: 'endpoint-not-found',
    severity: 'error',
    summary: 'A `METHOD /path` entry or frontmatter `openapi:` names an operation the spec lacks.',
  },
  {
    id: 'endpoint-without-openapi',
    severity: 'error',
    summary: 'A `METHOD /path` entry has no OpenAPI spec in scope.',
  },
  {
    id: 'orphan-page',
    severity: 'warning',
    summary: 'A page file no navigation entry reaches (and not `hidden: true`).',
  },
  { id: 'broken-link', severity: 'error', summary: 'An internal link in a page points at nothing.' },
  {
    id: 'redirect-target-missing',
    severity: 'error',
    summary: 'A redirect destination is not a page, generated page or valid redirect.',
  },
  { id: 'redirect-loop', severity: 'error', summary: 'Redirects lead back to where they started.' },
  {
    id: 'redirect-chain',
    severity: 'warning',
    summary: 'A redirect leads to another redirect; point it at the final page.',
  },
  {
    id: 'redirect-duplicate-source',
    severity: 'error',
    summary: 'Two redirects share a source; the builder rejects docs.json.',
  },
  {
    id: 'missing-redirect',
    severity: 'error',
    summary: 'A published page was removed or renamed without a redirect (before/after only).',
  },
  {
    id: 'empty-site',
    severity: 'error',
    summary: 'docs.json is there, but no page file and no navigation entry: the site publishes nothing.',
  },
  {
    id: 'docs-json-removed',
    severity: 'error',
    summary: 'The change deletes docs.json: the site loses its navigation and no longer builds (before/after only).',
  },
];

export const RULES: ReadonlyMap<string, RuleInfo> = new Map(rules.map((r) => [r.id, r]));
