// A site held in memory: for tests, and for states read from git in one batch.
import type { LoadProblem, SiteSource } from '../core/site/source.js';

export function memorySource(
  files: Record<string, string> | Map<string, string>,
  rootPrefix = '',
  problems: LoadProblem[] = [],
): SiteSource {
  const map = files instanceof Map ? files : new Map(Object.entries(files));
  return {
    files: [...map.keys()].sort(),
    read: (p) => map.get(p),
    rootPrefix,
    problems,
  };
}
