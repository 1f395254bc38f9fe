// The action: inputs → event refs → compare each docs root → annotations, check run, summary comment,
// review suggestions, job summary, outputs → exit status by policy. Posting failures are reported, and
// never change the verdict.
import * as core from '@actions/core';
import fs from 'node:fs';
import path from 'node:path';
import micromatch from 'micromatch';
import { analyzeSite } from '../core/analyze.js';
import { compareSources, type Comparison } from '../core/compare/compare.js';
import { diffNavigation } from '../core/compare/navdiff.js';
import { loadSite } from '../core/site/model.js';
import type { ScanCache } from '../core/site/pages.js';
import { publicFinding } from '../core/render/findings.js';
import { mdText } from '../core/render/escape.js';
import { fails, renderReportMarkdown, reported } from '../core/render/report.js';
import type { Finding } from '../core/types.js';
import { loadConfigFile } from '../adapters/config-file.js';
import { git, gitChanges, mergeBase, resolveCommit } from '../adapters/git.js';
import type { BlobCache } from '../adapters/git-source.js';
import { docsAt } from '../adapters/states.js';
import { createClient } from '../github/client.js';
import { publishCheck, publishSuggestions, upsertComment, type Outcome, type Repo } from '../github/publish.js';
import { refsFromEvent, type EventRefs } from './event.js';
import { readInputs, unmatchedRoots, type Inputs } from './inputs.js';
import { checkAnnotation, commandAnnotations, diffLines, planSuggestions, rankFindings } from './plan.js';

const MARKER = '<!-- navguard:summary -->';
const SUMMARY_LIMIT = 1_000_000;

interface RootResult {
  root: string;
  comparison: Comparison;
}

/** Folders (repo-relative) holding docs.json in either commit, filtered by the `root` input's paths or globs. */
function findRoots(repo: string, commits: string[], wanted: string[]): string[] {
  const found = new Set<string>();
  for (const c of commits) {
    const names = git(repo, ['ls-tree', '-r', '--name-only', '-z', c]).toString('utf8').split('\0');
    for (const n of names)
      if (n === 'docs.json' || n.endsWith('/docs.json'))
        if (!n.split('/').some((s) => s === 'node_modules' || s.startsWith('.')))
          found.add(n === 'docs.json' ? '.' : n.slice(0, -'/docs.json'.length));
  }
  if (!wanted.length) return [...found].sort();
  const out = new Set<string>();
  for (const w of wanted) {
    const clean = w.replace(/^\.\/+/, '').replace(/\/+$/, '') || '.';
    if (micromatch.scan(clean).isGlob)
      for (const f of found) if (micromatch.isMatch(f, clean, { dot: true })) out.add(f);
    if (!micromatch.scan(clean).isGlob) out.add(clean);
  }
  return [...out].sort();
}

function writeCommand(f: Finding): void {
  const props = {
    title: `navguard: ${f.rule}`,
    file: f.file,
    startLine: f.line,
    startColumn: f.column,
    ...(f.endLine === f.line && f.endColumn ? { endColumn: f.endColumn } : {}),
  };
  const message = f.fix ? `${f.message} Fix: ${f.fix.message}` : f.message;
  if (f.severity === 'error') core.error(message, props);
  else if (f.severity === 'warning') core.warning(message, props);
  else core.notice(message, props);
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let inputs: Inputs;
  try {
    inputs = readInputs((n) => core.getInput(n));
  } catch (e) {
    core.setFailed(`navguard: ${(e as Error).message}`);
    return;
  }
  if (inputs.token) core.setSecret(inputs.token);
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  let payload: unknown = {};
  try {
    if (env.GITHUB_EVENT_PATH) payload = JSON.parse(fs.readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
  } catch (e) {
    core.setFailed(`navguard: cannot read the event payload at GITHUB_EVENT_PATH: ${(e as Error).message}`);
    return;
  }
  const refsR = refsFromEvent(eventName, payload, env.GITHUB_SHA);
  if (!refsR.ok) {
    core.setFailed(`navguard: ${refsR.message}.`);
    return;
  }
  const refs = refsR.refs;
  const repoDir = env.GITHUB_WORKSPACE ?? process.cwd();
  const [owner, name] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const repo: Repo = { owner: owner ?? '', repo: name ?? '' };

  let head: string;
  let base: string | undefined;
  try {
    head = resolveCommit(repoDir, refs.head);
    if (refs.kind !== 'push') {
      const b = resolveCommit(repoDir, refs.base);
      base = mergeBase(repoDir, b, head) ?? b;
    }
  } catch (e) {
    core.setFailed(`navguard: ${(e as Error).message}`);
    return;
  }

  const roots = findRoots(repoDir, base ? [base, head] : [head], inputs.roots);
  if (!roots.length) {
    core.setFailed(
      `navguard: no docs.json found in this repository${inputs.roots.length ? ` under ${inputs.roots.join(', ')}` : ''}. Set the "root" input to the folder that holds docs.json.`,
    );
    return;
  }

  const results: RootResult[] = [];
  const problems = unmatchedRoots(inputs.roots, roots).map(
    (w) => `${w}: the "root" input matches no folder with a docs.json.`,
  );
  const blobs: BlobCache = new Map();
  const scans: ScanCache = new Map();
  for (const root of roots) {
    const prefix = root === '.' ? '' : root;
    let config;
    try {
      config = loadConfigFile(inputs.config ? path.join(repoDir, inputs.config) : undefined, [
        path.join(repoDir, prefix),
        repoDir,
      ]).config;
    } catch (e) {
      core.setFailed(`navguard: ${(e as Error).message}`);
      return;
    }
    const [[headSource, baseSource], changes] = await Promise.all([
      docsAt(repoDir, base ? [head, base] : [head], prefix, blobs, scans),
      base ? gitChanges(repoDir, base, head, prefix) : undefined,
    ]);
    if (!base || !changes) {
      if (!headSource) {
        problems.push(`${root}: there is no docs.json at ${head.slice(0, 12)}.`);
        continue;
      }
      const a = analyzeSite(loadSite(headSource, scans), { config, links: 'all' });
      const nav = diffNavigation(a.site.nav, a.site.nav, new Map());
      results.push({
        root,
        comparison: {
          head: a,
          changes: [],
          outline: nav.outline,
          findings: a.findings.map((f) => ({ ...f, status: 'existing' })),
          fixed: [],
          renamed: new Map(),
        },
      });
      continue;
    }
    if (!headSource && !baseSource) {
      problems.push(
        `${root}: no docs.json in this folder at either commit. Set the "root" input to the folder that holds docs.json.`,
      );
      continue;
    }
    const comparison = compareSources(baseSource, headSource, {
      config,
      renames: changes.renames,
      changed: new Set(changes.changed),
      scans,
    });
    results.push({ root, comparison });
  }

  const all = results.flatMap((r) => r.comparison.findings);
  const shown = reported(all, inputs.report);
  const failed = fails(shown, inputs.failOn) || problems.length > 0;

  // Lines the PR touched, for ranking and for review suggestions.
  let inDiff = new Map<string, Set<number>>();
  if (base && refs.kind === 'pull_request') {
    try {
      inDiff = diffLines(
        git(repoDir, ['diff', '--no-color', '--no-ext-diff', '-U3', base, head, '--', ...roots]).toString('utf8'),
      );
    } catch {
      // Without the diff, suggestions are skipped and ranking ignores it.
    }
  }
  const ranked = rankFindings(shown, (f) => !!inDiff.get(f.file)?.has(f.line));

  const readOnly = refs.kind === 'pull_request' && refs.fork && eventName === 'pull_request';
  const gh =
    inputs.token && !readOnly
      ? createClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => core.info(m) })
      : undefined;
  const log: string[] = [];
  const note = (o: Outcome): void => {
    log.push(o.detail);
    if (o.ok) core.info(o.detail);
    else core.warning(`navguard: ${o.detail}. Findings are still in the job summary and the step's status.`);
  };
  if (readOnly)
    log.push(
      'This pull request comes from a fork, so the token is read-only: navguard shows annotations and the job summary and skips the comment, check run and suggestions.',
    );
  else if (!inputs.token) log.push('No token was given: navguard shows annotations and the job summary only.');

  // Annotations: a check run when we can write, else workflow commands (GitHub shows 10 per level per step).
  let useCommands = inputs.annotations === 'commands' || (inputs.annotations === 'check' && !gh);
  if (inputs.annotations === 'check' && gh) {
    const checkSummary = results
      .map(
        (r) =>
          renderReportMarkdown(r.comparison, {
            report: inputs.report,
            failOn: inputs.failOn,
            budget: Math.floor(60000 / results.length),
            title: results.length > 1 ? r.root : undefined,
          }).text,
      )
      .join('\n\n');
    const o = await publishCheck(gh, inputs.token, repo, {
      name: 'navguard',
      headSha: head,
      conclusion: failed ? 'failure' : 'success',
      title: `${shown.filter((f) => f.severity === 'error').length} error(s), ${shown.filter((f) => f.severity === 'warning').length} warning(s)`,
      summary: checkSummary.slice(0, 65000),
      annotations: ranked.map(checkAnnotation),
    });
    note(o);
    if (!o.ok) useCommands = true;
  }
  let hiddenNote: string | undefined;
  if (useCommands) {
    const { shown: cmd, hidden } = commandAnnotations(ranked);
    cmd.forEach(writeCommand);
    const more = hidden.error + hidden.warning + hidden.notice;
    if (more)
      hiddenNote = `*GitHub shows at most 10 annotations of each level per step: ${more} more finding(s) are listed only here.*`;
  }

  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const link = (file: string, line: number): string =>
    `${serverUrl}/${repo.owner}/${repo.repo}/blob/${head}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}`;
  const renderAll = (budget: number, notes: string[]): string =>
    [
      MARKER,
      ...problems.map((p) => `> ❌ ${mdText(p)}`),
      ...results.map(
        (r) =>
          renderReportMarkdown(r.comparison, {
            report: inputs.report,
            failOn: inputs.failOn,
            budget: Math.floor(budget / Math.max(1, results.length)) - 200,
            link,
            title: results.length > 1 ? r.root : undefined,
            notes,
          }).text,
      ),
    ].join('\n\n');

  if (refs.kind === 'pull_request' && gh && inputs.comment !== 'never') {
    const anything = shown.length > 0 || results.some((r) => r.comparison.changes.length > 0) || problems.length > 0;
    const body =
      inputs.comment === 'always' || anything
        ? renderAll(
            65000,
            log.filter((l) => /fork|token/.test(l)),
          )
        : undefined;
    note(
      await upsertComment(gh, inputs.token, repo, {
        issue: refs.number,
        marker: MARKER,
        body,
        resolvedBody: `${MARKER}\n## ✅ navguard: navigation OK\n\nEverything this comment reported earlier is resolved.`,
      }),
    );
  }
  if (refs.kind === 'pull_request' && gh && base) {
    const headText = new Map<string, string[] | undefined>();
    const lineText = (file: string, line: number): string | undefined => {
      if (!headText.has(file)) {
        try {
          headText.set(
            file,
            git(repoDir, ['show', `${head}:${file}`])
              .toString('utf8')
              .split('\n'),
          );
        } catch {
          headText.set(file, undefined);
        }
      }
      return headText.get(file)?.[line - 1]?.replace(/\r$/, '');
    };
    const suggestions = planSuggestions(
      ranked.filter((f) => f.status === 'new'),
      inDiff,
      lineText,
    );
    if (suggestions.length) note(await publishSuggestions(gh, inputs.token, repo, refs.number, head, suggestions));
  }

  // Job summary: the whole report, with room for every finding.
  if (env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary
        .addRaw(
          renderAll(SUMMARY_LIMIT, [
            ...(hiddenNote ? [hiddenNote] : []),
            ...log.map((l) => `<sub>${mdText(l, 1000)}</sub>`),
          ]),
        )
        .write();
    } catch (e) {
      core.warning(`navguard: could not write the job summary: ${(e as Error).message}`);
    }
  }

  const reportPath = path.join(env.RUNNER_TEMP ?? repoDir, 'navguard-report.json');
  try {
    fs.writeFileSync(
      reportPath,
      JSON.stringify(
        {
          version: 1,
          event: eventName,
          base,
          head,
          roots: results.map((r) => ({
            root: r.root,
            stats: r.comparison.head?.stats,
            changes: r.comparison.changes.map(({ span: _s, ...c }) => c),
            findings: r.comparison.findings.map(publicFinding),
          })),
          problems,
        },
        null,
        2,
      ),
    );
  } catch (e) {
    core.warning(`navguard: could not write ${reportPath}: ${(e as Error).message}`);
  }
  core.setOutput('errors', String(shown.filter((f) => f.severity === 'error').length));
  core.setOutput('warnings', String(shown.filter((f) => f.severity === 'warning').length));
  core.setOutput('orphans', String(shown.filter((f) => f.rule === 'orphan-page').length));
  core.setOutput(
    'dangling',
    String(
      shown.filter(
        (f) =>
          f.rule === 'page-not-found' ||
          f.rule === 'endpoint-not-found' ||
          f.rule === 'broken-link' ||
          f.rule === 'redirect-target-missing',
      ).length,
    ),
  );
  core.setOutput('outline-changed', String(results.some((r) => r.comparison.changes.length > 0)));
  core.setOutput('report-json', reportPath);

  for (const p of problems) core.error(p);
  if (failed) {
    const errs = shown.filter((f) => f.severity === 'error').length;
    core.setFailed(
      `navguard: ${problems.length ? problems.join(' ') + ' ' : ''}${errs} error(s) and ${shown.length - errs} other finding(s)${inputs.report === 'new' ? ' introduced by this change' : ''} (fail-on: ${inputs.failOn}).`,
    );
  } else
    core.info(
      `navguard: ${shown.length} finding(s)${inputs.report === 'new' ? ' introduced by this change' : ''}; nothing at or above fail-on "${inputs.failOn}".`,
    );
}

export type { EventRefs };
