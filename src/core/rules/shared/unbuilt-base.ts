// What a change removed from a base the site builder would not build: zo-sol/docs 00da9e4712 (fresh set 117)
// removed pages its parent had added in a commit whose docs.json the builder rejects (an unknown key in "colors"),
// and was asked their redirects as errors. No site was built from that parent: the live site was still an earlier
// commit's, which a comparison of two states does not read, so whether readers lose those URLs is not known.
import type { Finding } from '../../base/types.js';
import { builderRejection } from '../schema.js';
import type { FindingSink, PairCheck, PairContext } from '../rule.js';

/**
 * `check` whose findings become warnings that say why, when the base is a state the site builder rejects: what such
 * a base lists may never have been published.
 */
export function unsureOfUnbuiltBase(check: PairCheck): PairCheck {
  return (ctx: PairContext) => {
    const from = ctx.out.findings.length;
    check(ctx);
    if (ctx.out.findings.length === from) return;
    const rejected = builderRejection(ctx.base);
    if (!rejected) return;
    for (let i = from; i < ctx.out.findings.length; i++)
      ctx.out.findings[i] = asUnsure(ctx.out.findings[i]!, rejected, ctx.out);
  };
}

function asUnsure(f: Finding, rejected: Finding, out: FindingSink): Finding {
  const where = `${rejected.file}:${rejected.line}`;
  return {
    ...f,
    severity: f.severity === 'error' ? 'warning' : f.severity,
    message: `${f.message} The base's ${out.configFile} is one the site builder rejects (${where}), so no site was built from it: the live site is an earlier commit's, and readers lose what this asks for only if that commit published it.`,
    data: { ...f.data, unbuiltBase: where },
  } as Finding;
}
