#!/usr/bin/env node
import { allowScanThread, isScanThread, serveScans } from '../adapters/scan-thread.js';
import { main } from './main.js';

// This module is also the entry of the thread that shares the reading and scanning of a large site's pages.
if (isScanThread()) serveScans();
else {
  // A reader that stops early (`navguard diff --format json | head`) closes the pipe: what is left of the output has
  // nowhere to go, and the run still ends with its exit code, not a crash.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
  });
  allowScanThread(import.meta.url);
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`navguard: internal error: ${String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
