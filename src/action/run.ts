// The action, in phases: read the request (inputs, event) → resolve revisions and roots → analyse each root
// → tally and render → publish (check run, comment, suggestions, job summary) → report, outputs and verdict.
// Posting failures are reported, and never change the verdict.
import fs from 'node:fs';
import path from 'node:path';
import { analyseRoots } from './analyse.js';
import { reportContext } from './context.js';
import { post } from './post.js';
import { readRequest } from './request.js';
import { tally } from './render.js';
import { resolveRevisions } from './revisions.js';
import { actionsRunner, type Runner } from './runner.js';
import { actionOutputs, reportDocument, verdict } from './verdict.js';

export async function run(env: NodeJS.ProcessEnv = process.env, runner: Runner = actionsRunner): Promise<void> {
  const request = readRequest(
    env,
    (name) => runner.getInput(name),
    (file) => fs.readFileSync(file, 'utf8'),
    (secret) => runner.setSecret(secret),
  );
  if (!request.ok) return runner.setFailed(`navguard: ${request.message}`);
  const { inputs, workspace } = request.value;

  const revisions = resolveRevisions(workspace, request.value.refs, inputs.roots);
  if (!revisions.ok) return runner.setFailed(`navguard: ${revisions.message}`);

  const analysed = await analyseRoots(workspace, revisions.value, inputs.config, inputs.roots);
  if (!analysed.ok) return runner.setFailed(`navguard: ${analysed.message}`);

  const t = tally(analysed.value, inputs);
  const context = reportContext(env, {
    serverUrl: request.value.serverUrl,
    repo: request.value.repo,
    head: revisions.value.head,
    rulesUrl: inputs.rulesUrl,
    workspace,
  });
  await post(request.value, revisions.value, analysed.value, t, runner, context);

  const reportPath = path.join(request.value.reportDir, 'navguard-report.json');
  try {
    const report = reportDocument(request.value.eventName, revisions.value, analysed.value);
    fs.writeFileSync(reportPath, JSON.stringify(report, null, 2));
  } catch (e) {
    runner.warning(`navguard: could not write ${reportPath}: ${(e as Error).message}`);
  }
  for (const [name, value] of Object.entries(actionOutputs(t, analysed.value, reportPath)))
    runner.setOutput(name, value);
  for (const p of analysed.value.problems) runner.error(p);
  const v = verdict(t, analysed.value, inputs);
  if (v.failed) runner.setFailed(v.message);
  else runner.info(v.message);
}
