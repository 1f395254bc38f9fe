// The README's CLI synopsis, from the option table the command line parses with (src/cli/options.ts), and its
// list of the fixes `navguard fix` makes unasked, from the list the fix planner and `fix --help` read.
import { COMMANDS, synopsis } from '../../src/cli/options.js';
import { SAFE_FIXES } from '../../src/core/fix/plan.js';
import { withRegion, type Generator } from './generator.js';

export const cliGenerators: Generator[] = [
  {
    file: 'README.md',
    generate: (current) =>
      withRegion(
        current ?? '',
        'cli',
        ['```text', ...Object.values(COMMANDS).map((c) => synopsis(c)), '```'].join('\n'),
      ),
  },
  {
    file: 'README.md',
    generate: (current) =>
      withRegion(current ?? '', 'safe-fixes', SAFE_FIXES.map((f) => `- ${f.what} (\`${f.rule}\`)`).join('\n')),
  },
];
