// redirect-target-missing, redirect-loop, redirect-chain, redirect-duplicate-source.
import type { SiteModel } from '../site/model.js';
import { isExternal, routePath, type Routes } from '../site/routes.js';
import type { FindingSink } from './sink.js';

export function checkRedirects(site: SiteModel, routes: Routes, out: FindingSink): void {
  const firstBySource = new Map<string, number>();
  const firstByText = new Map<string, number>();
  site.redirects.forEach((r, i) => {
    const src = routePath(r.source, routes.basePath);
    const first = firstBySource.get(src);
    const identical = firstByText.get(r.source);
    if (!firstByText.has(r.source)) firstByText.set(r.source, i);
    if (first === undefined) {
      firstBySource.set(src, i);
      return;
    }
    const earlier = site.redirects[first]!;
    if (identical !== undefined) {
      out.add(
        'redirect-duplicate-source',
        r.sourceSpan,
        `Redirect source "${r.source}" is already used by redirect #${identical + 1}; the site builder rejects docs.json when a source appears twice ("Each source path can only be used once").`,
        {
          key: src,
          fix: { message: 'Remove one of the two redirects.' },
        },
      );
      return;
    }
    // Written differently (a trailing slash, the base path, a query): the builder accepts both, but they
    // answer the same URL path, so only one of them can ever apply.
    const same =
      routePath(earlier.destination, routes.basePath) === routePath(r.destination, routes.basePath) ||
      earlier.destination === r.destination;
    out.add(
      'redirect-duplicate-source',
      r.sourceSpan,
      `Redirect source "${r.source}" is the same URL path as the source "${earlier.source}" of redirect #${first + 1}, written differently; only one of them can apply${same ? ', and both lead to the same place, so this one is redundant' : `, so readers may never be sent to "${r.destination}"`}. The site builder accepts this, since the two sources are not identical.`,
      {
        key: src,
        severity: 'warning',
        fix: {
          message: same ? 'Remove this redirect.' : 'Keep one redirect for this path, with the destination you want.',
        },
      },
    );
  });

  for (const r of site.redirects) {
    if (isExternal(r.destination) || /[:*]/.test(r.destination)) continue;
    const dest = routePath(r.destination, routes.basePath);
    const src = routePath(r.source, routes.basePath);
    const direct = routes.resolveDirect(dest);
    if (direct.kind !== 'missing' && direct.kind !== 'ignored') continue;
    // Follow the chain by hand to tell loops from chains from dead ends.
    const trail = [src, dest];
    let cur = dest;
    // A redirect to its own source is a loop of one.
    let outcome: 'loop' | 'chain' | 'missing' = dest === src ? 'loop' : 'missing';
    for (let hop = 0; outcome === 'missing' && hop < 20; hop++) {
      const next = routes.redirectFor(cur);
      if (!next) break;
      if (isExternal(next.destination)) {
        outcome = 'chain';
        trail.push(next.destination);
        break;
      }
      const n = routePath(next.destination, routes.basePath);
      if (trail.includes(n)) {
        trail.push(n);
        outcome = 'loop';
        break;
      }
      trail.push(n);
      const t = routes.resolveDirect(n);
      if (t.kind !== 'missing' && t.kind !== 'ignored') {
        outcome = 'chain';
        break;
      }
      cur = n;
    }
    const shown = trail.map((p) => (isExternal(p) ? p : `/${p}`)).join(' → ');
    if (outcome === 'loop') {
      out.add(
        'redirect-loop',
        r.destinationSpan,
        `Redirects go round in a circle: ${shown}. Browsers stop with "too many redirects".`,
        {
          key: [...trail].sort().join('|'),
          fix: { message: 'Point one of these redirects at a real page.' },
        },
      );
    } else if (outcome === 'chain') {
      const final = trail[trail.length - 1]!;
      const finalText = isExternal(final) ? final : `/${final}`;
      out.add(
        'redirect-chain',
        r.destinationSpan,
        `Redirect "${r.source}" leads to another redirect: ${shown}. Each extra hop slows readers and search engines.`,
        {
          key: `${src}`,
          fix: {
            message: `Send "${r.source}" straight to "${finalText}".`,
            edits: out.replaceEdit(r.destinationSpan, JSON.stringify(finalText)),
          },
        },
      );
    } else {
      // The destination may itself be redirected (e.g. by a wildcard) to somewhere that does not exist.
      const last = trail[trail.length - 1]!;
      const hops = trail.length > 2;
      const why =
        direct.kind === 'ignored'
          ? `"${r.destination}" exists as a file, but ${direct.reason}`
          : hops
            ? `"${r.destination}" is itself redirected (${shown}), and no page, generated API page or redirect answers at "/${last}"`
            : `no page, generated API page or redirect answers at "${r.destination}"`;
      const near = routes.suggest(hops ? last : dest);
      const stripped = dest.includes('/') ? dest.slice(dest.indexOf('/') + 1) : undefined;
      const basePathHint =
        !hops && stripped && routes.resolveDirect(stripped).kind !== 'missing'
          ? ` If the site is served under "/${dest.split('/')[0]}", set "basePath": "/${dest.split('/')[0]}" in navguard's config.`
          : '';
      out.add(
        'redirect-target-missing',
        r.destinationSpan,
        `Redirect "${r.source}" → "${r.destination}": ${why}. Readers who follow the old URL land on a 404.${basePathHint}`,
        {
          key: src,
          fix: near
            ? {
                message: `Did you mean "/${near}"?`,
                edits: out.replaceEdit(r.destinationSpan, JSON.stringify(`/${near}`)),
              }
            : { message: 'Point the redirect at an existing page.' },
        },
      );
    }
  }
}
