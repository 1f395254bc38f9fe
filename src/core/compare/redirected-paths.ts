// What the redirects missing-redirect asks for would serve: the paths of its exact redirects, and the API pages a
// spec change moved (a comparison tells links to them so, and points them at the page's new path).
import { basename } from '../base/paths.js';
import type { Finding } from '../base/types.js';
import { routePath } from '../site/routes.js';
import { compileSource } from '../site/redirect-pattern.js';

/** A redirect source as a route path, when it names one path only (no `:param` or `*`, as the host reads it). */
export function exactSource(source: string): string | undefined {
  return compileSource(routePath(source)).exact;
}

/** The API pages missing-redirect says a spec change moved: old slug → new slug. */
export function movedApiPages(missing: readonly Finding[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of missing) {
    if (f.rule !== 'missing-redirect' || !f.data.api || f.data.renamedTo === undefined) continue;
    const to = f.data.renamedTo;
    if (f.data.pages) for (const p of f.data.pages) out.set(p, `${to}/${basename(p)}`);
    else out.set(f.data.source.replace(/^\//, ''), to);
  }
  return out;
}

/** The old paths (slugs) that the redirects missing-redirect's fixes add would serve, and where each sends readers. */
export function redirectedPaths(missing: readonly Finding[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of missing)
    if (f.rule === 'missing-redirect' && f.fix?.edits?.length)
      for (const r of f.data.redirects) {
        const exact = exactSource(r.source);
        if (exact !== undefined) out.set(exact, r.destination.replace(/^\//, ''));
      }
  return out;
}
