// The files and pages docs.json names outside its navigation, and the icons it gives as files: the frame every
// page is shown in (logo, favicon, background image, the navbar's and footer's links, icons in the navigation) and
// what link previews show (thumbnails, og:image). A walk as a new user (ChargilyDev/mintlify-docs, stop 74) deleted
// the logo's two files and the og:image: navguard said nothing, and the live site showed no logo on any page.
import { get, type JNode } from '../json/document.js';
import { walk, type NavNode } from './nav.js';

export interface FrameLink {
  /** The string node (its value is the path or URL as written). */
  node: JNode;
  /** A file shown in place (an image), or a link readers follow. */
  kind: 'src' | 'href';
  /** For a file: what it is, and what readers meet when it is missing. */
  said?: { name: string; outcome: string };
}

/** Keys whose value is an image file: a path, or `{ light, dark }` paths (the builder's schema, docs.json v2). */
const IMAGE_PATHS: readonly { path: readonly string[]; name: string; outcome: string }[] = [
  { path: ['logo'], name: 'The logo', outcome: 'Every page shows a broken logo in its header' },
  { path: ['favicon'], name: 'The favicon', outcome: "Browser tabs and bookmarks show no icon for the site's pages" },
  { path: ['background', 'image'], name: 'The background image', outcome: 'Every page shows no background image' },
  {
    path: ['thumbnails', 'background'],
    name: 'The thumbnail background',
    outcome: "The pages' link previews are made without it",
  },
];

/** Every file or page docs.json names outside the navigation, with the string that names it. */
export function frameLinks(docs: JNode | undefined): FrameLink[] {
  if (docs?.type !== 'object') return [];
  const out: FrameLink[] = [];
  const modes = shownModes(docs);
  for (const { path, ...said } of IMAGE_PATHS) {
    let node: JNode | undefined = docs;
    for (const key of path) node = get(node, key);
    if (node?.type === 'string') out.push({ node, kind: 'src', said });
    for (const mode of modes)
      if (get(node, mode)?.type === 'string') out.push({ node: get(node, mode)!, kind: 'src', said });
  }
  // Link previews: `og:image`, `twitter:image` and the like, as site-wide metatags.
  for (const p of get(get(docs, 'seo'), 'metatags')?.props ?? [])
    if (/(^|:)image$/i.test(p.key) && p.value.type === 'string')
      out.push({
        node: p.value,
        kind: 'src',
        said: {
          name: `The "${p.key}" metatag's image`,
          outcome: 'Link previews of the pages in chats and on social sites show no image',
        },
      });
  // Links of the frame: every `href` outside the navigation (the logo's, the navbar's, the footer's, the banner's)
  // (the navigation's are docsJsonLinks'); and icons given as files anywhere (a tab's, a group's, a global anchor's,
  // a navbar link's), not as a library's icon names.
  const hrefs: FrameLink[] = [];
  const icons: FrameLink[] = [];
  const visit = (node: JNode, inNavigation: boolean): void => {
    for (const p of node.props ?? []) {
      const icon = p.key === 'icon' ? (p.value.type === 'object' ? get(p.value, 'name') : p.value) : undefined;
      if (icon?.type === 'string' && iconFile(icon.value as string))
        icons.push({ node: icon, kind: 'src', said: ICON });
      else if (p.key === 'href' && p.value.type === 'string') {
        if (!inNavigation) hrefs.push({ node: p.value, kind: 'href' });
      } else visit(p.value, inNavigation);
    }
    for (const item of node.items ?? []) visit(item, inNavigation);
  };
  for (const p of docs.props ?? []) if (p.key !== 'redirects') visit(p.value, p.key === 'navigation');
  return [...out, ...hrefs, ...icons];
}

/**
 * An icon written as an image file of the site (`/icons/brand.svg`, `images/x.png`) rather than a Font Awesome,
 * Lucide or Tabler name, a URL or SVG code: the builder takes "a path to an icon file in your project" for any
 * icon (AgentlyHQ/aixyz's global anchor `"icon": "/icons/use-agently.svg"`, walk 75, whose deletion passed).
 */
function iconFile(value: string): boolean {
  return !/[\s{}<>]|^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(value) && /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i.test(value);
}

const ICON = { name: 'The icon', outcome: 'Readers see a broken icon where it stands in the navigation' };

/**
 * The colour modes readers can see: both, unless `appearance` fixes one and hides the toggle (`"default": "dark",
 * "strict": true`; mint.json's `modeToggle` `isHidden`, upgraded so). A light logo is then never shown, and its
 * file is not wanted (pezzolabs/pezzo 426e10bc13, fresh set 84: its dark-only site had no light logo).
 */
function shownModes(docs: JNode): ('light' | 'dark')[] {
  const appearance = get(docs, 'appearance');
  const only = get(appearance, 'default')?.value;
  if (get(appearance, 'strict')?.value === true && (only === 'light' || only === 'dark')) return [only];
  return ['light', 'dark'];
}

/** Every link docs.json holds: the navigation's hrefs (a tab or anchor that is a link), then the frame's. */
export function docsJsonLinks(docs: JNode | undefined, nav: NavNode | undefined): FrameLink[] {
  const out: FrameLink[] = [];
  for (const n of nav ? walk(nav) : []) {
    const node = n.href !== undefined ? get(n.json, 'href') : undefined;
    if (node?.type === 'string') out.push({ node, kind: 'href' });
  }
  return [...out, ...frameLinks(docs)];
}
