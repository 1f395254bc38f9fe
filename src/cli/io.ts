// What every CLI command shares: where it writes, and the error that means "the command line was wrong"
// (exit 2 with a message). Kept apart from main.ts so that the commands do not import their dispatcher.

export class UsageError extends Error {}

export interface Io {
  out: Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean };
  err: Pick<NodeJS.WriteStream, 'write'>;
}
