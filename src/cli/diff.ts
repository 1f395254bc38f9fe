// Placeholder until the before/after comparison lands.
export async function runDiff(_values: Record<string, unknown>, _root: string, _color: boolean, io: { err: NodeJS.WritableStream }): Promise<number> {
  io.err.write('navguard: diff is not implemented yet\n');
  return 2;
}
