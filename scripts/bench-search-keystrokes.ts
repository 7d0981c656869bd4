// Per-keystroke times of the local engine as a reader meets them, run by `npm run bench:search` in
// a fresh Node process per run (`tsx scripts/bench-search-keystrokes.ts <dist>` prints JSON): the
// process does what a page does on its first search and nothing else, so the first keystrokes run
// on cold code (no JIT warm-up from earlier work) and cold data (no shard fetched or decoded yet).
//
// - load: opening the engine, i.e. reading and parsing the core index and building the engine's
//   tables (in the browser: the core's fetch, then the same work), timed once and reported apart.
// - keystrokes: right after the load, every query of the relevance set typed letter by letter, in
//   the set's order, each prefix one search (20 hits with snippets, as the modal asks), timed from
//   the call to the resolved results, including shard reads, postings decoding and garbage
//   collection. Nothing is discarded or warmed up first. Of each: wall time; `wait`, the time the
//   main thread was ready to run but waited for a core other processes held (Linux's run delay in
//   /proc/<pid>/task/<pid>/schedstat, exact to the nanosecond at each switch; 0 elsewhere): the
//   noise of a shared machine, in the wall time but none of the engine's doing; `net`, wall less
//   wait, what the keystroke takes on a machine of its own; and the process CPU time, which also
//   counts the compiler's and the garbage collector's helper threads.
// - letters: then each one-letter query a–z, 0–9.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {openLocalEngine, relevanceSet, type RelevanceQuery} from '../test/helpers/relevance.ts';

export interface KeystrokeTime {
  query: string;
  /** Position in the typed sequence, from 0. */
  n: number;
  wall: number;
  wait: number;
  net: number;
  cpu: number;
}

export interface KeystrokeRun {
  load: {wall: number; cpu: number};
  keystrokes: KeystrokeTime[];
  letters: KeystrokeTime[];
}

export const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** Every prefix of every query, as typed letter by letter (a prefix of spaces only is no search). */
export function keystrokes(queries: RelevanceQuery[]): string[] {
  return queries.flatMap(({query}) => [...query].map((_c, i) => query.slice(0, i + 1)).filter((q) => q.trim()));
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const {user, system} = process.cpuUsage(since);
  return (user + system) / 1000;
};

const SCHEDSTAT = `/proc/${process.pid}/task/${process.pid}/schedstat`;
const hasSchedstat = fs.existsSync(SCHEDSTAT);

/** The main thread's total wait for a core so far, in ms (0 where Linux's figures are missing). */
function waited(): number {
  return hasSchedstat ? Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[1]) / 1e6 : 0;
}

export async function timeKeystrokes(out: string): Promise<KeystrokeRun> {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const engine = await openLocalEngine(out);
  const load = {wall: performance.now() - start, cpu: cpuMs(cpu0)};
  const time = async (queries: string[], from: number): Promise<KeystrokeTime[]> => {
    const times: KeystrokeTime[] = [];
    for (const [i, query] of queries.entries()) {
      const cpu = process.cpuUsage();
      const waitedBefore = waited();
      const begin = performance.now();
      await engine.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
      const wall = performance.now() - begin;
      const wait = Math.min(wall, waited() - waitedBefore);
      times.push({query, n: from + i, wall, wait, net: wall - wait, cpu: cpuMs(cpu)});
    }
    return times;
  };
  const typed = await time(keystrokes(relevanceSet()), 0);
  const letters = await time(LETTERS, typed.length);
  return {load, keystrokes: typed, letters};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await timeKeystrokes(process.argv[2])));
}
