// The runner's side of a run, as @actions/core offers it: inputs, log lines, workflow-command annotations,
// the job summary, outputs and the step's status. The phases talk to this interface, so that tests can
// run them with a recording stand-in.
import * as core from '@actions/core';
import type { Finding } from '../core/base/types.js';
import { fullMessage } from '../core/render/group.js';

export interface Runner {
  getInput(name: string): string;
  setSecret(secret: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** One finding as a workflow-command annotation (`::error file=…`). */
  annotate(f: Finding): void;
  writeSummary(markdown: string): Promise<void>;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
}

function writeCommand(f: Finding): void {
  const props = {
    title: `navguard: ${f.rule}`,
    file: f.file,
    startLine: f.line,
    startColumn: f.column,
    ...(f.endLine === f.line && f.endColumn ? { endColumn: f.endColumn } : {}),
  };
  const message = fullMessage(f, ' ');
  if (f.severity === 'error') core.error(message, props);
  else if (f.severity === 'warning') core.warning(message, props);
  else core.notice(message, props);
}

export const actionsRunner: Runner = {
  getInput: (name) => core.getInput(name),
  setSecret: (secret) => core.setSecret(secret),
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  error: (message) => core.error(message),
  annotate: writeCommand,
  writeSummary: async (markdown) => {
    await core.summary.addRaw(markdown).write();
  },
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(message),
};
