// A place in docs.json named by what is there, not by array index: moving a group must not make the findings
// about it, or about anything after it, look new.
import { get, type JNode } from './document.js';
import { LABELLED } from '../base/divisions.js';

/** Fields that name a navigation element; the first one present labels it. */
const LABEL_KEYS = LABELLED.map((l) => l.nameKey);
/** Fields that name other list items by what they are about (a redirect by its source, an entry by itself). */
const OTHER_NAME_KEYS = ['source', 'href', 'name', 'title'];

function itemName(item: JNode | undefined): string | undefined {
  if (!item) return undefined;
  if (item.type === 'string') return `"${String(item.value)}"`;
  if (item.type !== 'object') return undefined;
  for (const k of LABEL_KEYS) {
    const v = get(item, k);
    if (v?.type === 'string') return `${k}:${String(v.value)}`;
  }
  for (const k of OTHER_NAME_KEYS) {
    const v = get(item, k);
    if (v?.type === 'string') return `${k}:${String(v.value)}`;
  }
  return undefined;
}

/**
 * `navigation/tabs/tab:Guides/groups/group:Auth/collapsed` for `navigation/tabs/0/groups/3/collapsed`. An item
 * with no name keeps its index; one whose name a sibling shares gets `#n`, its rank among those namesakes.
 */
export function placeOf(docs: JNode | undefined, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let cur: JNode | undefined = docs;
  for (const seg of path) {
    if (typeof seg === 'number' && cur?.type === 'array') {
      const items = cur.items ?? [];
      const name = itemName(items[seg]);
      if (name === undefined) parts.push(String(seg));
      else {
        let rank = 0;
        for (let i = 0; i < seg; i++) if (itemName(items[i]) === name) rank++;
        parts.push(rank ? `${name}#${rank + 1}` : name);
      }
      cur = items[seg];
      continue;
    }
    parts.push(String(seg));
    cur = typeof seg === 'number' ? cur?.items?.[seg] : get(cur, seg);
  }
  return parts.join('/');
}
