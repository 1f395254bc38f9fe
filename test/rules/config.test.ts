// navguard's own configuration: severity overrides, "off", ignore globs, validation errors; and the rule
// registry against docs/rules.md.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_CONFIG, resolveConfig } from '../../src/core/config.js';
import { RULES } from '../../src/core/rules/registry.js';
import { analyze } from '../../src/core/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { run, docsJson, rules } from '../helpers.js';
import { jsonPos, one, says } from './util.js';

/** A site with one finding of each of three rules: page-not-found (error), orphan-page and duplicate-page (warnings). */
function site(): Record<string, string> {
  return {
    'docs.json': docsJson({ pages: ['a', 'a', 'missing'] }),
    'a.mdx': '# A\n',
    'drafts/wip.mdx': '# WIP\n',
  };
}

function configError(raw: unknown): ConfigError {
  try {
    resolveConfig(raw, '.navguard.json');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error(`accepted: ${JSON.stringify(raw)}`);
}

describe('config: severities', () => {
  it("uses each rule's default severity without a config", () => {
    const r = run(site());
    expect(r.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['duplicate-page', 'warning'],
      ['page-not-found', 'error'],
      ['orphan-page', 'warning'],
    ]);
    expect(resolveConfig(undefined)).toBe(DEFAULT_CONFIG);
  });

  it('overrides a severity and turns a rule off', () => {
    const r = run(site(), {
      configRaw: { rules: { 'orphan-page': 'error', 'page-not-found': 'notice', 'duplicate-page': 'off' } },
    });
    expect(r.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['page-not-found', 'notice'],
      ['orphan-page', 'error'],
    ]);
    // Positions and messages are untouched by the policy.
    const json = site()['docs.json']!;
    expect(one(r.findings, 'page-not-found')).toMatchObject(jsonPos(json, 'missing'));
  });

  it('drops findings in files matching ignore globs (docs-root-relative, also under a repository prefix)', () => {
    const ignored = run(site(), { configRaw: { ignore: ['drafts/**'] } });
    expect(rules(ignored.findings, 'orphan-page')).toEqual([]);
    expect(rules(ignored.findings, 'page-not-found')).toHaveLength(1);
    const prefixed = analyze(memorySource(site(), 'website/docs'), {
      config: resolveConfig({ ignore: ['drafts/**', 'docs.json'] }),
    });
    expect(prefixed.findings).toEqual([]);
    expect(prefixed.stats.orphans).toBe(0);
  });

  it('strips a trailing slash from basePath', () => {
    expect(resolveConfig({ basePath: '/docs/' }).basePath).toBe('/docs');
    expect(resolveConfig({ links: { assets: false } })).toEqual({
      ...DEFAULT_CONFIG,
      links: { assets: false, ignore: [] },
    });
  });
});

describe('config: validation errors', () => {
  it('names the file, the place and the problem for a bad severity', () => {
    const e = configError({ rules: { 'orphan-page': 'fatal' } });
    says(e.message, '.navguard.json is not a valid navguard configuration:\n  /rules/orphan-page: ');
  });

  it('names an unknown rule and lists the known ones', () => {
    const e = configError({ rules: { 'orphan-pages': 'off' } });
    expect(e.message).toContain(
      '.navguard.json: "rules" names an unknown rule "orphan-pages". Known rules: json-syntax, duplicate-key,',
    );
    for (const id of RULES.keys()) expect(e.message).toContain(id);
  });

  it('names an unknown option and every wrong type at once', () => {
    const e = configError({ orphan: {}, links: { assets: 'no' }, ignore: 'drafts/**' });
    expect(e.message).toContain('(top level): unknown option "orphan"');
    expect(e.message).toContain('/links/assets: must be boolean');
    expect(e.message).toContain('/ignore: must be array');
  });

  it('rejects a basePath that is not a URL path, a config that is not an object, and a pathological glob', () => {
    expect(configError({ basePath: 'docs' }).message).toContain('/basePath: must match pattern');
    expect(configError([]).message).toContain('(top level): must be object');
    const glob = '{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}{s,t}{u,v}';
    says(configError({ ignore: [glob] }).message, `.navguard.json: glob "${glob}" has `, 'brace groups');
  });

  it('accepts a complete valid config', () => {
    const raw = {
      $schema: 'x',
      rules: { 'broken-link': 'warning' },
      orphans: { allow: ['drafts/**'] },
      ignore: ['legacy/**'],
      links: { assets: false, ignore: ['/blog/**'] },
      basePath: '/docs',
    };
    expect(resolveConfig(raw)).toEqual({
      rules: { 'broken-link': 'warning' },
      orphans: { allow: ['drafts/**'] },
      ignore: ['legacy/**'],
      links: { assets: false, ignore: ['/blog/**'] },
      basePath: '/docs',
      basePathGiven: true,
      generatedPages: [],
    });
  });
});

describe('rule registry and docs/rules.md', () => {
  const doc = fs.readFileSync(
    path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'docs', 'rules.md'),
    'utf8',
  );

  it('documents every rule with its anchor, heading and default severity', () => {
    for (const rule of RULES.values()) {
      expect(doc).toContain(`<a id="rule-${rule.id}"></a>`);
      expect(doc).toContain(`### ${rule.id}\n`);
      const section = doc.slice(doc.indexOf(`### ${rule.id}\n`)).split('\n### ')[0]!;
      expect(section).toContain(`Default severity: **${rule.severity}**`);
    }
  });
});
