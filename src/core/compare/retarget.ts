// Dead links and redirects to a page the change renamed: their exact fix is the page's new path.
import type { Finding } from '../base/types.js';
import { stripPageExt } from '../base/paths.js';
import { servedAt } from '../site/link-path.js';
import { spanEdit } from '../base/edits.js';
import { routePath } from '../site/routes.js';

/**
 * Links and redirects that still point at a renamed page get the exact fix: its new path. A link the redirect
 * suggested for the rename would serve says so, and `fix` adds the redirect rather than edit the page (an old
 * version's snapshot keeps its text; `fix --rule broken-link` still points the links at the new path).
 */
export function retarget(
  findings: Finding[],
  renamed: Map<string, string>,
  redirected: ReadonlyMap<string, string>,
  baseFinal: (path: string) => string | undefined,
): Finding[] {
  if (!renamed.size) return findings;
  // A link is edited as written; a redirect's destination span includes its quotes.
  const pointAt = (f: Finding, url: string, quoted: boolean, target?: string) => {
    // A relative link (`../mcp`) names the page by where it resolves (from its page's folder), not as written; it
    // is pointed at the new page from the root.
    const relative = target !== undefined && !url.trim().startsWith('/');
    const written = relative ? stripPageExt(target) : routePath(url);
    // Or its folder's index page (cudo-compute-docs 05648ce179, fresh set 121: told its folder "had no index page"),
    // or the page the link reached through a redirect of the base.
    const index = `${written}/index`;
    const from = renamed.has(written) ? written : renamed.has(index) ? index : (baseFinal(written) ?? written);
    const to = renamed.get(from);
    if (!to) return undefined;
    // Where the new page is served: an index page at its folder's URL.
    const at = servedAt(to);
    const rest = url.search(/[?#]/);
    const fixed =
      relative || from !== written ? `/${at}${rest < 0 ? '' : url.slice(rest)}` : url.replace(routePath(url), at);
    const newText = quoted ? JSON.stringify(fixed) : fixed;
    const edit = spanEdit(f, newText);
    if (!edit) return undefined;
    // A redirect is pointed at the new page in any case: through the suggested redirect it would be a chain. A link
    // that asks for the page's file (`./agents.md`) is not served by a redirect from `/agents`, as links resolve
    // (CrewForm/crewform, walk 73: the message said the redirect mends it, and fix then edited it in a second round).
    const asked = target ?? routePath(url);
    const viaRedirect =
      !quoted && stripPageExt(asked) === asked && redirected.has(servedAt(from)) ? `/${servedAt(from)}` : undefined;
    return {
      message: `${f.message} ${from === written || from === index ? 'The page' : `The page it led to, /${from},`} was renamed to /${at} in this change${viaRedirect ? '; the redirect suggested for it (missing-redirect) mends this link too.' : '.'}`,
      fix: {
        message: viaRedirect
          ? `Add the redirect from "${viaRedirect}" to "/${at}" that missing-redirect suggests, or point the link at "${fixed}".`
          : `Point it at "${fixed}".`,
        edits: [edit],
      },
      to,
      viaRedirect,
    };
  };
  return findings.map((f): Finding => {
    if (f.rule === 'broken-link') {
      const r = pointAt(f, f.data.url, false, f.data.target);
      if (!r) return f;
      const data = { ...f.data, renamedTo: r.to, ...(r.viaRedirect ? { viaRedirect: r.viaRedirect } : {}) };
      return { ...f, message: r.message, fix: r.fix, data };
    }
    if (f.rule === 'redirect-target-missing') {
      const r = pointAt(f, f.data.destination, true);
      return r ? { ...f, message: r.message, fix: r.fix, data: { ...f.data, renamedTo: r.to } } : f;
    }
    return f;
  });
}
