#!/usr/bin/env node
// The CLI runs from the compiled lib/ (npm run build).
import v8 from 'node:v8';

// A larger young generation: the run allocates many short-lived strings (page texts, scans), and the
// default size spends a fifth of a large run in scavenges. Set before anything else is loaded.
v8.setFlagsFromString('--max-semi-space-size=32');
await import('../lib/cli/index.js');
