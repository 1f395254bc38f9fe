// The CLI run in-process, as a test sees it: exit code and everything it printed.
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';

export async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    out: { write: (s: string | Uint8Array) => ((out += String(s)), true) },
    err: { write: (s: string | Uint8Array) => ((err += String(s)), true) },
  };
  const code = await main(args, io);
  return { code, out, err };
}
