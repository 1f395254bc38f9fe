// What every CLI command shares: where it writes, and the error that means "the command line was wrong"
// (exit 2 with a message). Kept apart from main.ts so that the commands do not import their dispatcher.
import type { Say } from '../app/request.js';
export { UsageError } from '../app/request.js';

export interface Io {
  out: Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean };
  err: Pick<NodeJS.WriteStream, 'write'>;
}

/** Notes the application says, as the command line writes them: one line each on stderr. */
export function sayOn(io: Io): Say {
  return (note) => void io.err.write(`navguard: ${note}\n`);
}
