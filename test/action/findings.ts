// Findings made by hand for the action's unit tests.
import type { Finding } from '../../src/core/types.js';

export function finding(over: Partial<Finding> & Pick<Finding, 'file' | 'line'>): Finding {
  return {
    rule: 'broken-link',
    severity: 'error',
    column: 1,
    message: `something is wrong at ${over.file}:${over.line}`,
    key: `${over.rule ?? 'broken-link'}|${over.file}|${over.line}`,
    ...over,
  };
}
