// The MDX parser's reading of the lines of a page where the quick scan saw suspect links (confirmLinks), kept by
// content and lines asked: a diff's two states and consecutive runs confirm the same pages. The links rule asks.
import { confirmLinks, type ConfirmedLinks } from '../mdx/confirm.js';
import type { SiteModel } from './model.js';

export function confirmKey(site: SiteModel, path: string, lines: readonly number[]): string | undefined {
  const id = site.source.knownContentId?.(path);
  return id === undefined ? undefined : `${id}\0${[...new Set(lines)].sort((a, b) => a - b).join(',')}`;
}

/**
 * The parser's links on (the blocks around) a file's lines, from the memo under `key` (confirmKey) if any; with the
 * file's text when it was read for them.
 */
export function confirmed(
  site: SiteModel,
  path: string,
  lines: number[],
  key: string | undefined,
): { links: ConfirmedLinks; text?: string } {
  const memo = site.memos.confirm;
  const known = key === undefined ? undefined : memo.confirmed.get(key);
  if (key !== undefined) memo.used.add(key);
  if (known) return { links: known };
  const text = site.source.read(path);
  const got = confirmLinks(text ?? '', lines, site.memos.mdx);
  if (key !== undefined && text !== undefined) memo.confirmed.set(key, got);
  return { links: got, text };
}
