// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self and inclusive time by function, and by "place"
// (a file of src/, a package of node_modules, node's internals, GC). Profile lib/cli/index.js rather than the
// dist bundle to get places: in the bundle every function sits in one file.
// Usage: node lib-bench/bench/profile.js FILE.cpuprofile [--top 15]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a frame's code lives: `src/core/mdx/scan`, `micromark-core-commonmark`, `node:fs`, `(garbage collector)`. */
export function placeOf(f: CallFrame): string {
  if (!f.url) return f.functionName.startsWith('(') ? f.functionName : '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url);
  if (nm) return nm[1]!;
  const lib = /\/(?:lib|src)\/((?:core|adapters|cli|action|github)\/.*?)\.[jt]s$/.exec(f.url);
  if (lib) return `src/${lib[1]}`;
  if (f.url.startsWith('node:')) return f.url.replace(/^node:internal\//, 'node:');
  return f.url.replace(/^file:\/\/.*\//, '');
}

const frameKey = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${placeOf(f)}:${f.lineNumber + 1}`;

export interface Summary {
  totalMs: number;
  selfByFunction: [string, number][];
  inclusiveByFunction: [string, number][];
  selfByPlace: [string, number][];
  inclusiveByPlace: [string, number][];
}

export function summarise(p: Profile): Summary {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const add = (m: Map<string, number>, k: string, ms: number) => m.set(k, (m.get(k) ?? 0) + ms);
  const selfFn = new Map<string, number>();
  const inclFn = new Map<string, number>();
  const selfPlace = new Map<string, number>();
  const inclPlace = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    // The delta that follows a sample is the time spent in it.
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    total += ms;
    const leaf = byId.get(id)!;
    add(selfFn, frameKey(leaf.callFrame), ms);
    add(selfPlace, placeOf(leaf.callFrame), ms);
    const fns = new Set<string>();
    const places = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      if (f.functionName === '(root)') continue;
      fns.add(frameKey(f));
      places.add(placeOf(f));
    }
    for (const k of fns) add(inclFn, k, ms);
    for (const k of places) add(inclPlace, k, ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: total,
    selfByFunction: sorted(selfFn),
    inclusiveByFunction: sorted(inclFn),
    selfByPlace: sorted(selfPlace),
    inclusiveByPlace: sorted(inclPlace),
  };
}

function table(title: string, rows: [string, number][], top: number, total: number): string {
  const lines = [`| ${title} | ms | % |`, '|---|---:|---:|'];
  for (const [k, ms] of rows.slice(0, top))
    lines.push(`| \`${k.replace(/\|/g, '\\|')}\` | ${Math.round(ms)} | ${((100 * ms) / total).toFixed(1)} |`);
  return lines.join('\n');
}

function cli(): void {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '15' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file) throw new Error('usage: profile FILE.cpuprofile [--top 15]');
  const top = Number(values.top);
  const s = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile);
  const out = [
    `Profile ${file}: ${Math.round(s.totalMs)} ms sampled`,
    '',
    table('self time, by function', s.selfByFunction, top, s.totalMs),
    '',
    table('self time, by place', s.selfByPlace, top, s.totalMs),
    '',
    table('inclusive time, by place', s.inclusiveByPlace, top + 10, s.totalMs),
    '',
    table('inclusive time, by function', s.inclusiveByFunction, top + 15, s.totalMs),
    '',
  ];
  process.stdout.write(out.join('\n'));
}

cli();
