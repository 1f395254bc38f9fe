// Fragments a site's own scripts handle. The site builder adds every .js file of the docs folder to every page
// (custom JavaScript), and a support widget's launcher may take over links by their fragment: edenai/docs 446dbd8
// added `a[href$="#chat"]` to open its chat, so a link to `#chat` works on every page without a heading of that id.
import type { SiteModel } from './model.js';

/** Past these, the site's .js files are not the custom scripts of a docs site (a code repository's): none is read. */
const MAX_SCRIPTS = 50;
const MAX_BYTES = 2_000_000;

/** The site's script files whose names `kind` takes, with their texts, within the limits above. */
function* scriptTexts(site: SiteModel, kind: RegExp): Generator<[string, string]> {
  const scripts = [...site.index.files].filter((f) => kind.test(f) && !/(^|\/)(node_modules|\.[^/]*)\//.test(f));
  if (scripts.length > MAX_SCRIPTS) return;
  let bytes = 0;
  for (const file of scripts) {
    const text = site.source.read(file);
    if (text === undefined) continue;
    bytes += text.length;
    if (bytes > MAX_BYTES) return;
    yield [file, text];
  }
}

/** The `#fragment`s written as whole quoted strings (or a selector's quoted value) in the site's .js files. */
export function scriptFragments(site: SiteModel): ReadonlySet<string> {
  const found = new Set<string>();
  for (const [, text] of scriptTexts(site, /\.js$/))
    for (const m of text.matchAll(/["'`]#([A-Za-z][\w-]*)["'`]/g)) found.add(m[1]!);
  return found;
}

/**
 * The site's script components (`.js`, `.jsx`, `.ts`, `.tsx`) that give an element a computed id (`id={…}`): a page
 * importing one has ids made in the browser, beyond what navguard reads.
 */
export function computedIdScripts(site: SiteModel): ReadonlySet<string> {
  const found = new Set<string>();
  for (const [file, text] of scriptTexts(site, /\.[jt]sx?$/)) if (/\bid=\{/.test(text)) found.add(file);
  return found;
}
