// An entry edited in place from one page to another is a rename only when the two name one subject: a rewritten
// section is not a run of renames by position (a rename's redirect and link retargets are applied unasked).
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { planFixes } from '../../src/core/fix/plan.js';
import { docsJson } from '../helpers.js';
import type { Finding } from '../../src/core/base/types.js';

const page = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;

/** One group whose pages the change replaces one for one, each with new text. */
function compare(pairs: [string, string, string, string][]) {
  const base: Record<string, string> = { 'index.mdx': page('Home', 'Start.') };
  const head: Record<string, string> = { 'index.mdx': page('Home', 'Start.') };
  for (const [from, fromTitle, to, toTitle] of pairs) {
    base[`${from}.mdx`] = page(fromTitle, `All about ${fromTitle}, as it was.`);
    head[`${to}.mdx`] = page(toTitle, `Rewritten: ${toTitle} now, with nothing kept.`);
  }
  base['docs.json'] = docsJson({ groups: [{ group: 'Docs', pages: ['index', ...pairs.map((p) => p[0])] }] });
  head['docs.json'] = docsJson({ groups: [{ group: 'Docs', pages: ['index', ...pairs.map((p) => p[2])] }] });
  return compareSources(memorySource(base), memorySource(head), { links: 'all' });
}

describe('pages replaced in place', () => {
  it('are renames when they name one subject: by file name, by title, or a front page for another', () => {
    const c = compare([
      ['docs/what-is-julep', 'What is Julep?', 'docs/what_is_julep', 'Welcome'],
      ['v2/gemini', 'Google Generative AI (Gemini)', 'v2/google-ai', 'Google Generative AI'],
      ['dash/overview', 'Custom dashboards', 'dash/introduction', 'Introduction to dashboards'],
      ['deployment', 'Deploy', 'deployment/introduction', 'Deployments'],
    ]);
    expect([...c.renamed]).toEqual([
      ['docs/what-is-julep', 'docs/what_is_julep'],
      ['v2/gemini', 'v2/google-ai'],
      ['dash/overview', 'dash/introduction'],
      ['deployment', 'deployment/introduction'],
    ]);
  });

  it('are not renames when a rewritten section only puts other pages in their places', () => {
    // lmnr-ai/docs cc6e13de: "configuration" was called renamed to "datasets", and onyx's API reference
    // "upload_file" to "stop_chat_session"; each got a redirect that `navguard fix` would have applied unasked.
    const c = compare([
      ['evaluations/configuration', 'Configuration', 'evaluations/datasets', 'Datasets for evaluations'],
      ['chat/upload_file', 'Upload File', 'chat/stop_chat_session', 'Stop Chat Session'],
      ['hooks/useGetSwapPrices', 'useGetSwapPrices', 'hooks/useGetSwapRoutes', 'useGetSwapRoutes'],
    ]);
    expect([...c.renamed]).toEqual([]);
    const redirects = c.findings.filter((f) => f.rule === 'missing-redirect');
    expect(redirects.map((f) => f.data.renamedTo)).toEqual([undefined, undefined, undefined]);
    expect(planFixes(redirects).applied).toEqual([]);
  });

  it("are not renames by a web editor's placeholder name alone; by title they are", () => {
    // bhollenbachnds/docs 8452a93509 (fresh set 105): "OAuth 2.0 settings" at a/untitled-page "renamed" to the
    // root untitled-page, "Active Directory", with a redirect `navguard fix` would have applied.
    const c = compare([
      ['a/untitled-page', 'OAuth 2.0 settings', 'untitled-page', 'Active Directory'],
      ['b/untitled-page-2', 'Billing', 'untitled-page-3', 'Billing'],
    ]);
    expect([...c.renamed]).toEqual([['b/untitled-page-2', 'untitled-page-3']]);
    const oauth = c.findings.filter(
      (f): f is Extract<Finding, { rule: 'missing-redirect' }> =>
        f.rule === 'missing-redirect' && f.data.source === '/a/untitled-page',
    );
    expect(oauth.map((f) => f.data.renamedTo)).toEqual([undefined]);
    expect(planFixes(oauth).applied).toEqual([]);
  });
});
