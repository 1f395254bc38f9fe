// `navguard check`: one state of a docs site on disk → findings as text, JSON or SARIF.
import { writeJson, renderSarif, renderText } from '../core/render/findings.js';
import { baselineJson, noneShownWords, renderRuleSummary } from '../core/render/rule-summary.js';
import { check, type CheckRequest } from '../app/check.js';
import { exitCode, settleCheck, updateBaseline, type AdoptionOptions } from '../app/adoption.js';
import { sayOn, UsageError, type Io } from './io.js';

export interface CheckOptions extends AdoptionOptions, CheckRequest {
  format: 'text' | 'json' | 'sarif';
  color: boolean;
  /** Write every finding to the --baseline file instead of reporting them. */
  updateBaseline?: boolean;
}

export async function runCheck(opts: CheckOptions, io: Io): Promise<number> {
  const say = sayOn(io);
  const checked = check(opts, say);
  if (opts.updateBaseline) {
    if (opts.baseline === undefined) throw new UsageError('--update-baseline needs --baseline FILE to write');
    const { written: n, keptLinks } = updateBaseline(checked, opts.baseline, opts.links);
    io.err.write(`navguard: wrote ${n} ${n === 1 ? 'finding' : 'findings'} to ${opts.baseline}\n`);
    if (keptLinks)
      io.err.write(
        `navguard: ${keptLinks} of them are link findings kept from the old baseline: links were not checked (--links none)\n`,
      );
    return 0;
  }
  const settled = await settleCheck(checked, opts, say);
  const { shown, extras } = settled;
  const { source, analysis: result } = checked;
  if (opts.format === 'json')
    writeJson((piece) => io.out.write(piece), source.rootPrefix || '.', shown, result.stats, baselineJson(extras));
  else if (opts.format === 'sarif') io.out.write(renderSarif(shown));
  else {
    const none = noneShownWords(extras, false);
    io.out.write(renderText(shown, result.stats, opts.color, { noneShown: none }) + renderRuleSummary(shown, extras));
  }
  return exitCode(settled, opts);
}
