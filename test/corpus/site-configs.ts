// navguard configuration per corpus site (shared/corpus), as a site owner would write it in .navguard.json.
// Every setting that differs from the defaults carries a one-line reason; anything not listed is default.

/** The raw config (what resolveConfig accepts) and why each non-default value is set. */
export interface SiteConfig {
  raw: Record<string, unknown>;
  reasons: string[];
}

/** Applies to every site: the corpus keeps .md/.mdx/JSON only, so links to images and other assets cannot resolve. */
const COMMON: SiteConfig = {
  raw: { links: { assets: false } },
  reasons: ['links.assets false: images, videos and other assets were not copied into the corpus (see its README).'],
};

const OVERRIDES: Record<string, SiteConfig> = {
  formbricks__formbricks: {
    raw: { basePath: '/docs' },
    reasons: [
      'basePath "/docs": formbricks.com/docs; all 195 redirect destinations are written with the /docs sub-path.',
    ],
  },
  mintlify__docs: {
    raw: { basePath: '/docs' },
    reasons: [
      'basePath "/docs": served at mintlify.com/docs; es/ and fr/index.mdx link "/docs/<lang>/…" (8 links), nothing else starts with /docs.',
    ],
  },
};

export function siteConfig(site: string): SiteConfig {
  const o = OVERRIDES[site];
  if (!o) return COMMON;
  const links = { ...(COMMON.raw.links as object), ...((o.raw.links as object | undefined) ?? {}) };
  return { raw: { ...COMMON.raw, ...o.raw, links }, reasons: [...COMMON.reasons, ...o.reasons] };
}

/** Sites with an override, so the test can check each still exists in the corpus. */
export const OVERRIDDEN_SITES = Object.keys(OVERRIDES);
