// redirect-target-missing, redirect-loop, redirect-chain, redirect-duplicate-source.
import type { SiteModel } from '../site/model.js';
import { isExternal, routePath, type Routes } from '../site/routes.js';
import type { FindingSink } from './sink.js';

export function checkRedirects(site: SiteModel, routes: Routes, out: FindingSink): void {
  const firstBySource = new Map<string, number>();
  site.redirects.forEach((r, i) => {
    const src = routePath(r.source, routes.basePath);
    const first = firstBySource.get(src);
    if (first !== undefined) {
      out.add('redirect-duplicate-source', r.sourceSpan, `Redirect source "${r.source}" is already used by redirect #${first + 1}; the site builder rejects docs.json when a source appears twice ("Each source path can only be used once").`, {
        key: src,
        fix: { message: 'Remove one of the two redirects.' },
      });
    } else firstBySource.set(src, i);
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
    let outcome: 'loop' | 'chain' | 'missing' = 'missing';
    for (let hop = 0; hop < 20; hop++) {
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
      out.add('redirect-loop', r.destinationSpan, `Redirects go round in a circle: ${shown}. Browsers stop with "too many redirects".`, {
        key: [...trail].sort().join('|'),
        fix: { message: 'Point one of these redirects at a real page.' },
      });
    } else if (outcome === 'chain') {
      const final = trail[trail.length - 1]!;
      const finalText = isExternal(final) ? final : `/${final}`;
      out.add('redirect-chain', r.destinationSpan, `Redirect "${r.source}" leads to another redirect: ${shown}. Each extra hop slows readers and search engines.`, {
        key: `${src}`,
        fix: { message: `Send "${r.source}" straight to "${finalText}".`, edits: out.replaceEdit(r.destinationSpan, JSON.stringify(finalText)) },
      });
    } else {
      const why = direct.kind === 'ignored' ? `"${r.destination}" exists as a file, but ${direct.reason}` : `no page, generated API page or redirect answers at "${r.destination}"`;
      const near = routes.suggest(dest);
      const stripped = dest.includes('/') ? dest.slice(dest.indexOf('/') + 1) : undefined;
      const basePathHint = stripped && routes.resolveDirect(stripped).kind !== 'missing' ? ` If the site is served under "/${dest.split('/')[0]}", set "basePath": "/${dest.split('/')[0]}" in navguard's config.` : '';
      out.add('redirect-target-missing', r.destinationSpan, `Redirect "${r.source}" → "${r.destination}": ${why}. Readers who follow the old URL land on a 404.${basePathHint}`, {
        key: src,
        fix: near ? { message: `Did you mean "/${near}"?`, edits: out.replaceEdit(r.destinationSpan, JSON.stringify(`/${near}`)) } : { message: 'Point the redirect at an existing page.' },
      });
    }
  }
}
