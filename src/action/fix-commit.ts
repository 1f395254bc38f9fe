// The `fix: commit` input: the safe fixes of the findings this run reports, made as `navguard fix` makes them
// (rounds of planned edits, each state checked again), become one commit on the pull request's own branch,
// written through GitHub's git data API. Never on a fork's branch, never in reply to navguard's own fix commit
// (its message carries FIX_TRAILER), never forced. The run's verdict still judges the commit it checked.
import { git, gitExec } from '../adapters/git.js';
import { fixInRounds } from '../core/fix/rounds.js';
import { mdCode, mdProse, mdText } from '../core/render/escape.js';
import { plural } from '../core/base/plural.js';
import { ruleCounts } from '../core/render/rule-summary.js';
import type { Finding } from '../core/base/types.js';
import { createClient } from '../github/client.js';
import { commitFiles, type FileWrite } from '../github/commit.js';
import type { Analysed } from './analyse.js';
import type { Request } from './request.js';
import type { Revisions } from './revisions.js';
import type { Runner } from './runner.js';

/** The trailer that marks navguard's fix commits: a run on such a commit makes none. */
export const FIX_TRAILER = 'Navguard-Fix: true';

/** How to make the same fixes by hand: the command for this run's docs roots and the pull request's base branch. */
function localFix({ inputs, refs }: Request): string {
  const base = refs.kind === 'pull_request' && refs.baseRef ? ` --base origin/${refs.baseRef}` : '';
  const roots = inputs.roots.filter((r) => r !== '.' && !/[*?[{]/.test(r));
  const commands = (roots.length && roots.length === inputs.roots.length ? roots : [undefined]).map(
    (r) => `\`navguard fix${r ? ` --root ${r}` : ''}${base}\``,
  );
  return `To apply them, run ${commands.join(', then ')} in a checkout of the branch (\`--dry-run\` shows the edits first), then commit and push.`;
}

/** Where the fix commit goes, or why this run makes none (`note`: a sentence for the reader, when one is due). */
export type FixGate = { go: true; branch: string; token: string } | { go: false; note?: string };

/** Whether this run may commit fixes, from the request alone (pure). */
export function fixGate(request: Request): FixGate {
  const { inputs, refs, eventName } = request;
  if (inputs.fix !== 'commit') return { go: false };
  if (refs.kind !== 'pull_request')
    return { go: false, note: `"fix: commit" commits fixes on pull requests only; this run is a ${eventName} run.` };
  if (refs.fork)
    return {
      go: false,
      note: `This pull request comes from a fork: navguard never commits to a fork's branch, so its fixes are not committed. ${localFix(request)}`,
    };
  if (refs.headAsked)
    return {
      go: false,
      note: `The "head-ref" input names another commit than the pull request's head, so navguard commits no fixes. ${localFix(request)}`,
    };
  const token = inputs.fixToken ?? inputs.token;
  if (!refs.headRef || !token)
    return {
      go: false,
      note: `navguard cannot commit fixes here: ${!token ? 'no token was given' : "the event does not name the pull request's branch"}. ${localFix(request)}`,
    };
  return { go: true, branch: refs.headRef, token };
}

/** Whether a commit is one of navguard's own fix commits (its message carries the trailer). */
export function isFixCommit(message: string): boolean {
  const trailer = FIX_TRAILER.split(':')[0]!;
  return new RegExp(`^${trailer}:\\s*true\\s*$`, 'im').test(message);
}

/** The fix commit's message: what it fixes, rule by rule, and the trailer. */
export function fixMessage(fixed: readonly Finding[]): string {
  const counts = ruleCounts(fixed)
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ');
  return [
    `navguard: fix ${plural(fixed.length, 'finding')} (${counts})`,
    '',
    ...fixed.map((f) => `- ${f.rule} ${f.file}:${f.line}: ${f.fix?.message ?? f.message}`),
    '',
    FIX_TRAILER,
  ].join('\n');
}

export interface FixReport {
  /** Markdown for the comment and the job summary; undefined when there is nothing to say. */
  note?: string;
  /** The fix commit, when one was made. */
  sha?: string;
  fixed: Finding[];
  /** Findings the commit's fixes mend without edits of their own (links the added redirect serves). */
  mended?: Finding[];
}

function fileAt(workspace: string, commit: string, file: string): string | undefined {
  try {
    return git(workspace, ['show', `${commit}:${file}`]).toString('utf8');
  } catch {
    return undefined;
  }
}

function modeAt(workspace: string, commit: string, file: string): FileWrite['mode'] {
  const r = gitExec(workspace, ['ls-tree', commit, '--', file], { allowFailure: true });
  return r.stdout.toString('utf8').startsWith('100755') ? '100755' : '100644';
}

/** What the fix commit's fixes mend besides, as the comment shows it. */
function mendedList(mended: readonly Finding[]): string[] {
  return mended.map((f) => `- ${mdCode(f.rule)} ${mdText(`${f.file}:${f.line}`)}`);
}

/** The list of what a fix commit fixed, as the comment shows it. */
function fixedList(fixed: readonly Finding[]): string[] {
  return fixed.map(
    (f) => `- ${mdCode(f.rule)} ${mdText(`${f.file}:${f.line}`)}: ${mdProse(f.fix?.message ?? '', 300)}`,
  );
}

/**
 * Makes the fix commit when the request allows one. `shown`: the findings this run reports (by key): only
 * those are fixed, in every round.
 */
export async function commitFixes(
  request: Request,
  revisions: Revisions,
  analysed: Analysed,
  shown: readonly Finding[],
  runner: Runner,
): Promise<FixReport> {
  const gate = fixGate(request);
  if (!gate.go) {
    if (gate.note) runner.info(`navguard: ${gate.note}`);
    return { note: gate.note, fixed: [] };
  }
  const { workspace, repo } = request;
  const { head } = revisions;
  const message = gitExec(workspace, ['show', '-s', '--format=%B', head], { allowFailure: true }).stdout.toString();
  if (isFixCommit(message)) {
    runner.info(`navguard: ${head.slice(0, 12)} is navguard's own fix commit (${FIX_TRAILER}): no fix commit on it.`);
    return { fixed: [] };
  }

  const reported = new Set(shown.map((f) => `${f.file}\0${f.key}`));
  const files = new Map<string, string>();
  const fixed: Finding[] = [];
  const mended: Finding[] = [];
  for (const r of analysed.results) {
    const recheck = r.recheck;
    if (!recheck) continue;
    const rounds = await fixInRounds(r.comparison.findings, {
      read: (file) => fileAt(workspace, head, file),
      recheck: async (texts) => (await recheck(texts)).findings,
      keep: (f) => reported.has(`${f.file}\0${f.key}`),
    });
    // Roots are separate folders; a file two roots would both edit is left to the first.
    if (rounds.files.some((c) => files.has(c.file))) continue;
    for (const c of rounds.files) files.set(c.file, c.after);
    fixed.push(...rounds.fixed);
    mended.push(...rounds.mended);
  }
  if (!files.size || !fixed.length) {
    runner.info('navguard: no finding this run reports has a safe fix; no fix commit.');
    return { fixed: [] };
  }

  const gh = createClient({ token: gate.token, baseUrl: request.apiUrl, log: (m) => runner.info(m) });
  const outcome = await commitFiles(gh, gate.token, repo, {
    branch: gate.branch,
    parent: head,
    baseTree: git(workspace, ['rev-parse', `${head}^{tree}`])
      .toString()
      .trim(),
    files: [...files].map(([path, content]) => ({ path, mode: modeAt(workspace, head, path), content })),
    message: fixMessage(fixed),
  });
  const what = plural(fixed.length, 'finding');
  if (!outcome.ok) {
    const why =
      outcome.reason === 'forbidden'
        ? `the token may not write this repository's contents: grant \`permissions: contents: write\` to the job${request.inputs.fixToken ? ' (or give `fix-token` that right)' : ''}`
        : outcome.reason === 'moved'
          ? `${mdText(outcome.detail, 1000)}; the run on the new commit fixes what is left`
          : mdText(outcome.detail, 1000);
    const note = `navguard could not commit its fixes for ${what}: ${why}. ${localFix(request)}`;
    runner.warning(
      `navguard: could not commit the fixes for ${what}: ${outcome.reason === 'forbidden' ? `${outcome.detail}. Grant "permissions: contents: write" to the job.` : outcome.detail}`,
    );
    return { note, fixed: [] };
  }
  const short = outcome.sha.slice(0, 7);
  const link = `${request.serverUrl}/${repo.owner}/${repo.repo}/commit/${outcome.sha}`;
  const rerun = request.inputs.fixToken
    ? 'The fix commit starts its own run.'
    : "A commit made with the workflow's `GITHUB_TOKEN` starts no workflow run: push again to have it checked, or give navguard a `fix-token` so that fix commits start their own run.";
  const note = [
    `🔧 **navguard fixed ${what} in commit [${short}](${link})** on ${mdCode(gate.branch)}:`,
    '',
    ...fixedList(fixed),
    ...(mended.length
      ? [
          '',
          `They also mend ${plural(mended.length, 'more finding')}, with no edit of their own:`,
          '',
          ...mendedList(mended),
        ]
      : []),
    '',
    `This report and the check judge ${head.slice(0, 7)}, the commit before the fix. ${rerun}`,
  ].join('\n');
  runner.info(`navguard: fixed ${what} in commit ${outcome.sha} on ${gate.branch}.`);
  return { note, sha: outcome.sha, fixed, mended };
}
