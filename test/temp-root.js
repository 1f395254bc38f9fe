// Jest's globalSetup and globalTeardown: every test's temporary folders (test/git-helpers.ts tempDir) go under one
// folder made for the run and removed after it, so that a run leaves nothing behind in the system's temp folder
// (it left about 600 repositories and runner scratch folders per run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEMP_ROOT_VAR = 'NAVGUARD_TEST_TEMP';

export function setup() {
  // The workers Jest starts after this inherit the variable.
  process.env[TEMP_ROOT_VAR] = fs.mkdtempSync(path.join(os.tmpdir(), 'navguard-tests-'));
}

export function teardown() {
  const dir = process.env[TEMP_ROOT_VAR];
  if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
