// missing-redirect on two in-memory states: the fix, the policy of navguard's config, and the fix round trip.
import { describe, it, expect } from '@jest/globals';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';
import { resolveConfig } from '../../src/core/config.js';
import { applyEdits } from '../../src/core/edits.js';
import { docsJson } from '../helpers.js';
import { fixRoundTrip } from '../fix-roundtrip.js';

const base = {
  'docs.json': docsJson(
    { pages: ['index', 'installation'] },
    { redirects: [{ source: '/setup', destination: '/installation#steps' }] },
  ),
  'index.mdx': '# Home\n',
  'installation.mdx': '# Installation\n',
};
/** installation.mdx renamed to install.mdx (same content), the navigation updated, the old redirect kept. */
const head = {
  'docs.json': docsJson(
    { pages: ['index', 'install'] },
    { redirects: [{ source: '/setup', destination: '/installation#steps' }] },
  ),
  'index.mdx': '# Home\n',
  'install.mdx': '# Installation\n',
};

describe('missing-redirect', () => {
  it('adds the redirect and sends redirects to the old path straight to the new one', () => {
    const c = compareSources(memorySource(base), memorySource(head), { links: 'all' });
    const f = c.findings.find((x) => x.rule === 'missing-redirect')!;
    expect(f.data).toEqual({ source: '/installation', destination: '/install', renamedTo: 'install' });
    expect(f.fix?.message).toBe(
      'Add { "source": "/installation", "destination": "/install" } to "redirects". Then send "/setup" straight to "/install": it leads to /installation.',
    );
    const fixed = applyEdits(head['docs.json'], f.fix!.edits!);
    expect((JSON.parse(fixed) as { redirects: unknown }).redirects).toEqual([
      { source: '/setup', destination: '/install#steps' },
      { source: '/installation', destination: '/install' },
    ]);
  });

  it('leaves no finding behind when every fix is applied (the fix round trip)', () => {
    const compare = (files: Record<string, string>) =>
      compareSources(memorySource(base), memorySource(files), { links: 'all' }).findings;
    const findings = compare(head);
    expect(findings.map((x) => x.rule).sort()).toEqual(['missing-redirect', 'redirect-target-missing']);
    const trip = fixRoundTrip(
      (p) => head[p as keyof typeof head],
      findings,
      (changed) => compare({ ...head, ...Object.fromEntries(changed) }),
    );
    expect(trip).toEqual({ applied: 3, failures: [] });
  });

  it("follows the rules and ignore of navguard's config, as every other rule does", () => {
    const off = compareSources(memorySource(base), memorySource(head), {
      config: resolveConfig({ rules: { 'missing-redirect': 'off' } }),
    });
    expect(off.findings.map((x) => x.rule)).not.toContain('missing-redirect');
    const notice = compareSources(memorySource(base), memorySource(head), {
      config: resolveConfig({ rules: { 'missing-redirect': 'notice' } }),
    });
    expect(notice.findings.find((x) => x.rule === 'missing-redirect')?.severity).toBe('notice');
    const ignored = compareSources(memorySource(base), memorySource(head), {
      config: resolveConfig({ ignore: ['docs.json'] }),
    });
    expect(ignored.findings).toEqual([]);
  });
});
