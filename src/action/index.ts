// Entry point of the bundled action (dist/index.js): nothing runs at import time except this call.
import * as core from '@actions/core';
import { run } from './run.js';

run().catch((e: unknown) => {
  core.setFailed(`navguard: internal error: ${e instanceof Error ? e.message : String(e)}`);
});
