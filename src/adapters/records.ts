// A byte stream cut into records at a separator byte (git's NUL-terminated listings, a file's lines), read chunk by
// chunk: a record may span chunks, and its parts are joined once it ends.

/**
 * A consumer of chunks that hands on each record whole, without its separator, before it returns (so the caller
 * may reuse a chunk's memory afterwards); `end` hands on what follows the last separator, if anything does.
 */
export function splitRecords(
  separator: number,
  record: (rec: Buffer, complete: boolean) => void,
): ((chunk: Buffer) => void) & { end: () => void } {
  let carry: Buffer[] = [];
  const consume = (chunk: Buffer): void => {
    let start = 0;
    for (let at = chunk.indexOf(separator); at >= 0; at = chunk.indexOf(separator, start)) {
      const part = chunk.subarray(start, at);
      if (carry.length) {
        carry.push(part);
        record(Buffer.concat(carry), true);
        carry = [];
      } else record(part, true);
      start = at + 1;
    }
    // Copied: the chunk's memory may be reused once this returns.
    if (start < chunk.length) carry.push(Buffer.from(chunk.subarray(start)));
  };
  const end = (): void => {
    if (carry.length) record(Buffer.concat(carry), false);
    carry = [];
  };
  return Object.assign(consume, { end });
}
