// The action, in phases: read the request (context, inputs, event) → resolve revisions and roots → analyse
// each root → filter, tally and render → publish (check run, comment, suggestions, job summary) → report,
// outputs and verdict. Posting failures are reported, and never change the verdict.
import fs from 'node:fs';
import path from 'node:path';
import { analyseRoots, copyFoldersOf, groupedCopies } from './analyse.js';
import { holdBaselined } from './baseline.js';
import { workflowContext } from './context.js';
import { commitFixes } from './fix-commit.js';
import { changedPlaces, filterAnalysed } from './filter.js';
import { reportContext } from './report-context.js';
import { linesInDiff, planPosts, post } from './post.js';
import { readRequest, runnerPaths, type Step, type WorkflowContext } from './request.js';
import { tally } from './render.js';
import { resolveRevisions } from './revisions.js';
import { actionsRunner, type Runner } from './runner.js';
import { actionOutputs, reportDocument, rootsOutput, verdict } from './verdict.js';
import { plural } from '../core/base/plural.js';

export async function run(
  env: NodeJS.ProcessEnv = process.env,
  runner: Runner = actionsRunner,
  context: () => Promise<Step<WorkflowContext>> = workflowContext,
): Promise<void> {
  const ctx = await context();
  if (!ctx.ok) return runner.setFailed(`navguard: ${ctx.message}`);
  const request = readRequest(
    ctx.value,
    runnerPaths(env),
    (name) => runner.getInput(name),
    (secret) => runner.setSecret(secret),
  );
  if (!request.ok) return runner.setFailed(`navguard: ${request.message}`);
  const { workspace } = request.value;
  let { inputs } = request.value;

  const revisions = resolveRevisions(workspace, request.value.refs, inputs.roots);
  if (!revisions.ok) return runner.setFailed(`navguard: ${revisions.message}`);
  const { base, head, roots, notes = [] } = revisions.value;
  if (inputs.listRoots) {
    runner.setOutput('roots', rootsOutput(roots));
    return runner.info(`navguard: ${roots.length} docs root(s): ${roots.join(', ')}`);
  }
  for (const n of notes) runner.warning(`navguard: ${n}`);

  // git tells the PR's touched lines meanwhile (post ranks findings by them).
  const touched = planPosts(request.value, revisions.value).diff ? linesInDiff(workspace, revisions.value) : undefined;
  const cacheDir = inputs.cache && path.resolve(workspace, inputs.cache);
  const analysed = await analyseRoots(workspace, revisions.value, inputs.config, inputs.roots, cacheDir);
  if (!analysed.ok) return runner.setFailed(`navguard: ${analysed.message}`);
  for (const n of analysed.value.notes ?? []) runner.warning(`navguard: ${n}`);
  let baselineNote: string | undefined;
  if (inputs.baseline) {
    try {
      const file = path.join(workspace, inputs.baseline);
      const held = holdBaselined(analysed.value, fs.readFileSync(file, 'utf8'), inputs.baseline);
      analysed.value = held.analysed;
      runner.info(`navguard: ${plural(held.held, 'known finding')} held by the baseline ${inputs.baseline}.`);
      if (held.held)
        baselineNote = `${held.held === 1 ? '1 known finding is' : `${held.held} known findings are`} held by the baseline ${inputs.baseline}: not counted, listed or failed on.`;
    } catch (e) {
      return runner.setFailed(`navguard: the baseline ${inputs.baseline} cannot be used: ${(e as Error).message}`);
    }
  }

  let shown = analysed.value;
  const scopeNotes = [...notes, ...(baselineNote ? [baselineNote] : [])];
  if (!base && inputs.report === 'new') {
    // An audit has nothing a finding could be new against: "new" would hide everything.
    inputs = { ...inputs, report: 'all' };
    scopeNotes.push('There is no earlier commit to compare with, so every finding of this commit is reported.');
  }
  if (inputs.filter !== 'all') {
    if (base) shown = filterAnalysed(shown, inputs.filter, changedPlaces(workspace, base, head, roots, inputs.filter));
    else
      scopeNotes.push(
        `The "filter: ${inputs.filter}" input needs a change to look at; this run checks one commit, so every finding is shown.`,
      );
  }

  const folders = copyFoldersOf(analysed.value);
  shown = groupedCopies(shown, folders);
  const t = tally(shown, inputs);
  const fix = await commitFixes(request.value, revisions.value, shown, t.shown, runner);
  const links = reportContext(env, {
    serverUrl: request.value.serverUrl,
    repo: request.value.repo,
    head: revisions.value.head,
    runUrl: request.value.runUrl,
    rulesUrl: inputs.rulesUrl,
    workspace,
  });
  const { commentContent } = await post(
    { ...request.value, inputs },
    revisions.value,
    shown,
    t,
    runner,
    scopeNotes,
    links,
    fix,
    touched,
  );

  const reportPath = path.join(request.value.reportDir, 'navguard-report.json');
  try {
    const report = reportDocument(request.value.eventName, revisions.value, groupedCopies(analysed.value, folders));
    fs.writeFileSync(reportPath, JSON.stringify(report, null, 2));
  } catch (e) {
    runner.warning(`navguard: could not write ${reportPath}: ${(e as Error).message}`);
  }
  for (const [name, value] of Object.entries(actionOutputs(t, shown, reportPath, { roots, commentContent })))
    runner.setOutput(name, value);
  for (const p of shown.problems) runner.error(p);
  const v = verdict(t, shown, inputs);
  if (v.failed) runner.setFailed(v.message);
  else runner.info(v.message);
}
