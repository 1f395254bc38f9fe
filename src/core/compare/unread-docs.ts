// A head whose docs.json is not valid JSON has no navigation to read: no redirects, no API pages made from its
// specs. The build stops there and the deployed site stays as the base left it, so a link those answered in the
// base is not one the change broke; it is checked again once docs.json reads. Celedon-Solutions/davinci-docs
// 4d2986a426 (fresh set 93): a merge that left a comma out of docs.json had two unchanged links to generated API
// pages called new 404s.
import type { Finding } from '../base/types.js';
import type { Routes } from '../site/routes.js';

/** `findings` without the new broken links that only the base's docs.json answered (a redirect, a generated page). */
export function withoutDocsAnswered(findings: Finding[], baseRoutes: Routes): Finding[] {
  return findings.filter((f) => {
    if (f.rule !== 'broken-link' || f.status !== 'new') return true;
    const target = f.data.target;
    if (target === undefined) return true;
    const kind = baseRoutes.resolve(target).kind;
    return kind !== 'redirect' && kind !== 'generated' && kind !== 'unknowable';
  });
}
