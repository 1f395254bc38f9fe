// Entry point of the bundled action (dist/index.js): nothing runs at import time except this call.
import * as core from '@actions/core';
import v8 from 'node:v8';
import { run } from './run.js';

// See bin/navguard.js: a larger young generation makes large sites about a fifth faster.
v8.setFlagsFromString('--max-semi-space-size=32');

run().catch((e: unknown) => {
  core.setFailed(`navguard: internal error: ${e instanceof Error ? e.message : String(e)}`);
});
