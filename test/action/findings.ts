// Findings made by hand for the action's unit tests.
import type { Finding } from '../../src/core/base/types.js';

export function finding(over: Partial<Finding> & Pick<Finding, 'file' | 'line'>): Finding {
  // Only the fields the action reads matter here; data is a broken link's unless a test sets its own.
  return {
    rule: 'broken-link',
    data: { url: '/x', kind: 'markdown' },
    severity: 'error',
    column: 1,
    message: `something is wrong at ${over.file}:${over.line}`,
    key: `${over.rule ?? 'broken-link'}|${over.file}|${over.line}`,
    ...over,
  } as Finding;
}
