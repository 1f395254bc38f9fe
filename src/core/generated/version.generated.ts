// GENERATED from package.json by scripts/generators/version.ts: do not edit.
// Regenerate with `npm run generate`; CI fails when this file is out of date.
export const VERSION = "0.1.0";
