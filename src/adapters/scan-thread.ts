// Pages read and scanned by two threads at once. On a large site, reading and scanning every page is a third of a
// `check`, and each page is read and scanned on its own: a second thread (a worker running the command line's own
// entry module) takes chunks of the files from a shared counter while the main thread takes others, so neither
// waits for the other to start or to catch up. The main thread stays synchronous: it takes the thread's scans with
// receiveMessageOnPort and waits for the last ones with Atomics.wait.
import os from 'node:os';
import {
  MessageChannel,
  Worker,
  isMainThread,
  receiveMessageOnPort,
  workerData,
  type MessagePort,
} from 'node:worker_threads';
import { scanPage, type ScannedPage } from '../core/mdx/scan.js';
import { listedFile, readText, type Unreadable } from './file-text.js';
import { scanFromStored, storedScan } from './stored-scan.js';

const ROLE = 'navguard-scan-thread';
/** Files a thread takes at a time: small enough to share the end of the work evenly, large enough that messages are few. */
const CHUNK = 32;
/**
 * Fewer pages than this are read by the main thread alone. Two threads scan at ~1.4× the speed of one (measured on
 * 2 cores: the scan is bound by memory more than by the processor), and the second thread's start and the transfer
 * of its scans eat that below ~20,000 pages: a check of the synthetic 10k site was 5% slower with it, the legacy
 * 6k 1–5% slower; the synthetic 30k 11% faster, the versioned 25k and 75k 11% and 14%.
 */
export const THREAD_MIN_FILES = 20_000;
/** A chunk the thread took but has not sent back after this long is read by the main thread instead. */
const STALL_MS = 10_000;

/** Counters shared by both threads, as Int32Array indexes. */
const NEXT = 0; // the next file to take
const SENT = 1; // chunks the second thread has sent back

/** What the second thread found of a file: its scan (as stored), why it has no text, or that reading it failed. */
type ThreadResult = { scan: object } | Unreadable | { failed: true };

interface ThreadData {
  role: typeof ROLE;
  root: string;
  files: readonly string[];
  counters: SharedArrayBuffer;
  port: MessagePort;
}

let entry: string | undefined;

/**
 * Lets scans use a second thread, which runs this entry module (a URL); it must call serveScans when
 * isScanThread() is true instead of doing its own work. Only a bundled or built entry can: tests run sources.
 */
export function allowScanThread(entryUrl: string): void {
  entry = entryUrl;
}

/** Whether this thread was started to scan pages (the entry module then calls serveScans). */
export function isScanThread(): boolean {
  return !isMainThread && (workerData as Partial<ThreadData> | null)?.role === ROLE;
}

/**
 * Whether a second thread would scan `count` files: allowed, and worth it (enough pages, a second core). The
 * environment decides first: NAVGUARD_THREADS=1 never uses one, NAVGUARD_THREADS=2 always does.
 */
export function scanThreadWanted(count: number): boolean {
  const asked = process.env.NAVGUARD_THREADS;
  if (entry === undefined || asked === '1' || count === 0) return false;
  return asked === '2' || (count >= THREAD_MIN_FILES && os.availableParallelism() >= 2);
}

/** The files [from, to) of the next chunk, or undefined once all are taken. */
function takeChunk(counters: Int32Array, total: number): [number, number] | undefined {
  const from = Atomics.add(counters, NEXT, CHUNK);
  return from < total ? [from, Math.min(from + CHUNK, total)] : undefined;
}

/** The second thread's work: chunks of files read and scanned, each sent back as `[from, results]`. */
export function serveScans(): void {
  const { root, files, counters: shared, port } = workerData as ThreadData;
  const counters = new Int32Array(shared);
  for (let chunk = takeChunk(counters, files.length); chunk; chunk = takeChunk(counters, files.length)) {
    const results: ThreadResult[] = [];
    for (let i = chunk[0]; i < chunk[1]; i++) results.push(readAndScan(listedFile(root, files[i]!)));
    port.postMessage([chunk[0], results]);
    Atomics.add(counters, SENT, 1);
    Atomics.notify(counters, SENT);
  }
  port.close();
}

function readAndScan(abs: string): ThreadResult {
  try {
    const text = readText(abs);
    return typeof text === 'string' ? { scan: storedScan(scanPage(text)) } : text;
  } catch {
    // The main thread reads it again, and meets the error as it would have alone.
    return { failed: true };
  }
}

/** What a shared scan leaves the main thread to do with each file. */
export interface ScanWork {
  /** Read and scan file `i` on the main thread. */
  own(i: number): void;
  /** The second thread's scan of file `i`. */
  scanned(i: number, scan: ScannedPage): void;
  /** File `i` has no text (too large, not UTF-8), as the second thread found. */
  unread(i: number, why: Unreadable): void;
}

/**
 * The files under `root` read and scanned by this thread and a second one. A file whose result never comes back
 * (the thread failed on it, or stopped) is left to the caller, who reads it as if there were no second thread.
 * Returns how many files the second thread scanned.
 */
export function scanWithThread(root: string, files: readonly string[], work: ScanWork): number {
  const counters = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const data: ThreadData = {
    role: ROLE,
    root,
    files,
    counters: counters.buffer,
    port: port2,
  };
  const worker = new Worker(new URL(entry!), { workerData: data, transferList: [port2] });
  worker.unref();
  // A thread that fails (even to start) only leaves its files to this one.
  worker.on('error', () => undefined);
  let byThread = 0;
  let received = 0;
  const take = (): void => {
    for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) {
      const [from, results] = m.message as [number, ThreadResult[]];
      received++;
      results.forEach((r, k) => {
        if ('scan' in r) {
          const scan = scanFromStored(r.scan);
          if (scan) {
            work.scanned(from + k, scan);
            byThread++;
          }
        } else if (!('failed' in r)) work.unread(from + k, r);
      });
    }
  };
  let mine = 0;
  for (let chunk = takeChunk(counters, files.length); chunk; chunk = takeChunk(counters, files.length)) {
    for (let i = chunk[0]; i < chunk[1]; i++) work.own(i);
    mine++;
    take();
  }
  // The chunks the second thread took: all the others. Wait for them while it sends them back.
  const theirs = Math.ceil(files.length / CHUNK) - mine;
  let sent = -1;
  let since = 0;
  for (take(); received < theirs; take()) {
    const now = Atomics.load(counters, SENT);
    if (now !== sent) {
      sent = now;
      since = Date.now();
    } else if (Date.now() - since > STALL_MS) break;
    Atomics.wait(counters, SENT, now, 50);
  }
  port1.close();
  void worker.terminate();
  return byThread;
}
