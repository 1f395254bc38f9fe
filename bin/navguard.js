#!/usr/bin/env node
// The CLI runs from its bundle, dist/cli (`npm run package`, or `npm start`): one bundle loads ~0.1 s
// faster than the hundred-odd ES modules of lib/, which matters when a check should take a second.
import '../dist/cli/index.js';
