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
//   collection. Nothing is discarded or warmed up first. Each keystroke is its own task, as a key's
//   input event is: between two the event loop turns once, with no idle time added (a reader leaves
//   60 ms or more), which is where the JavaScript engine runs the collections and compiles it
//   schedules as tasks (typed as one unbroken chain of promises, most of a run's collections would
//   land inside keystrokes; with the turn, hardly any do). Of each: wall time; `wait`, the time the
//   main thread was ready to run but waited for a core other processes held (Linux's run delay in
//   /proc/<pid>/task/<pid>/schedstat, exact to the nanosecond at each switch; 0 elsewhere): the
//   noise of a shared machine, in the wall time but none of the engine's doing; `net`, wall less
//   wait, what the keystroke takes on a machine of its own; and the process CPU time, which also
//   counts the compiler's and the garbage collector's helper threads.
// - letters: then each one-letter query a–z, 0–9.
//
// timeKeystrokesInBrowser does the same in Chromium (a fresh browser per run, so a fresh renderer
// and JavaScript engine with the tiers a reader's browser has), on the minified engine fetching the
// index over HTTP from a local server, measured in the page: wall time, and `wait` is the time with
// an index file requested and its body not all received (the local server's and the network's
// time; parsing it is the engine's), so `net` is the engine's part. No CPU time.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {createServer, listen} from '../src/serve/server.ts';
import {launch} from '../test/helpers/browser.ts';
import {openLocalEngine, relevanceSet, type RelevanceQuery} from '../test/helpers/relevance.ts';

export interface KeystrokeTime {
  query: string;
  /** Position in the typed sequence, from 0. */
  n: number;
  wall: number;
  /** Time the engine could not be running: waiting for a core (Node), for the network (Chromium). */
  wait: number;
  net: number;
  cpu: number;
  /** Index files (shards, fragments) the keystroke had to fetch or read first. */
  fetches: number;
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
  let fetches = 0;
  const engine = await openLocalEngine(out, () => fetches++);
  const load = {wall: performance.now() - start, cpu: cpuMs(cpu0)};
  const time = async (queries: string[], from: number): Promise<KeystrokeTime[]> => {
    const times: KeystrokeTime[] = [];
    for (const [i, query] of queries.entries()) {
      await new Promise((resolve) => setImmediate(resolve));
      fetches = 0;
      const cpu = process.cpuUsage();
      const waitedBefore = waited();
      const begin = performance.now();
      await engine.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
      const wall = performance.now() - begin;
      const wait = Math.min(wall, waited() - waitedBefore);
      times.push({query, n: from + i, wall, wait, net: wall - wait, cpu: cpuMs(cpu), fetches});
    }
    return times;
  };
  const typed = await time(keystrokes(relevanceSet()), 0);
  const letters = await time(LETTERS, typed.length);
  return {load, keystrokes: typed, letters};
}

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The page's side: open the engine over fetch, then type, as timeKeystrokes does. */
const PAGE_ENTRY = `
import {LocalEngine} from '../src/client/search/local-engine.ts';
globalThis.typeKeystrokes = async (typed, letters) => {
  let fetches = 0;
  // Time with a request in flight (sent, body not yet all here): the network's, not the engine's.
  let inFlight = 0;
  let since = 0;
  let network = 0;
  const loader = (url) => {
    fetches++;
    if (!inFlight++) since = performance.now();
    return fetch(url)
      .then((response) => response.text())
      .finally(() => {
        if (!--inFlight) network += performance.now() - since;
      })
      .then((text) => JSON.parse(text));
  };
  const loadStart = performance.now();
  const engine = await LocalEngine.open('/search/index.json', loader);
  const load = {wall: performance.now() - loadStart, cpu: NaN};
  // One task turn, as between two input events (a message, not a timer: nested timers wait 4 ms).
  const channel = new MessageChannel();
  const turn = () => new Promise((resolve) => {
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });
  const time = async (queries, from) => {
    const times = [];
    for (const [i, query] of queries.entries()) {
      await turn();
      fetches = 0;
      network = 0;
      const begin = performance.now();
      await engine.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
      const wall = performance.now() - begin;
      const wait = Math.min(wall, network);
      times.push({query, n: from + i, wall, wait, net: wall - wait, cpu: NaN, fetches});
    }
    return times;
  };
  const keystrokes = await time(typed, 0);
  return {load, keystrokes, letters: await time(letters, keystrokes.length)};
};
`;

export async function timeKeystrokesInBrowser(out: string, runs: number): Promise<KeystrokeRun[]> {
  const bundle = await build({stdin: {contents: PAGE_ENTRY, resolveDir: SCRIPT_DIR, loader: 'ts'}, bundle: true, write: false, minify: true, format: 'iife', platform: 'browser', target: ['es2020'], logLevel: 'silent'});
  const server = createServer({outDir: out, host: '127.0.0.1', port: 0});
  const port = await listen(server, '127.0.0.1', 0);
  const typed = keystrokes(relevanceSet());
  const results: KeystrokeRun[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const browser = await launch();
      try {
        const page = await browser.newPage();
        // A page of the site's origin that runs none of the site's scripts.
        await page.goto(`http://127.0.0.1:${port}/robots.txt`);
        await page.addScriptTag({content: bundle.outputFiles[0].text});
        results.push((await page.evaluate(`typeKeystrokes(${JSON.stringify(typed)}, ${JSON.stringify(LETTERS)})`)) as KeystrokeRun);
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await timeKeystrokes(process.argv[2])));
}
