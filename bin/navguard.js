#!/usr/bin/env node
// The CLI runs from the compiled lib/ (npm run build).
import '../lib/cli/index.js';
