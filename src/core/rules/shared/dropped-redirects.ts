// missing-redirect for a redirect the change took out while nothing else answers its old URL now: rivet-dev/rivetkit
// 1b531f37bd (fresh set 122) deleted its whole "redirects" list, and /changelog/overview, sent to the GitHub
// releases, became a 404 unsaid. Not a redirect to a page the same change removed: that page's finding names it
// (droppedRedirectsAs), nor one whose source a page, another redirect or a wildcard answers now.
import type { JNode, Span } from '../../json/document.js';
import { isExternal, routePath } from '../../site/routes.js';
import { redirectJson } from '../../json/redirect-json.js';
import type { FindingSink, PairContext } from '../rule.js';
import { insertRedirects } from './insert-redirects.js';
import { redirectsTakenOut } from './redirects-to.js';

export function reportDroppedRedirects(
  base: PairContext['base'],
  head: PairContext['head'],
  routes: PairContext['headRoutes'],
  where: { docs: JNode; redirectsNode: JNode | undefined; anchor: Span },
  out: FindingSink,
): void {
  // A redirect whose source the change rewrote, to the same destination, was edited, not taken out: langwatch's
  // release bot moves "/ci/cache/busted/<time>" → "/" on every release (10 commits of the corpus).
  const had = new Set(base.redirects.map((r) => r.source));
  const rewritten = new Set(head.redirects.filter((r) => !had.has(r.source)).map((r) => r.destination));
  for (const r of redirectsTakenOut(base, head)) {
    if (rewritten.has(r.destination)) continue;
    if (routes.resolve(routePath(r.source, routes.basePath)).kind !== 'missing') continue;
    // Its destination went too: the removed page's finding asks for both (droppedRedirectsAs).
    const external = isExternal(r.destination);
    if (!external && routes.resolve(routePath(r.destination, routes.basePath)).kind === 'missing') continue;
    const redirect = { source: r.source, destination: r.destination };
    out.add(
      'missing-redirect',
      where.anchor,
      `The redirect from "${r.source}" to "${r.destination}" was taken out of ${out.configFile}, and nothing answers at ${r.source} now: bookmarks, search results and links from other sites that still use it get ${routes.notFound}.`,
      {
        key: `redirect|${r.source}`,
        data: { source: r.source, destination: r.destination, redirects: [redirect], droppedRedirect: true },
        fix: {
          message: `Add ${redirectJson(r.source, r.destination)} back to "redirects", or send "${r.source}" to the page that replaces ${external ? 'that link' : r.destination}.`,
          edits: insertRedirects(out, where.docs, where.redirectsNode, [redirect]),
        },
      },
    );
  }
}
