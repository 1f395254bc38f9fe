#!/usr/bin/env node
import { allowScanThread, isScanThread, serveScans } from '../adapters/scan-thread.js';
import { main } from './main.js';

// This module is also the entry of the thread that shares the reading and scanning of a large site's pages.
if (isScanThread()) serveScans();
else {
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
