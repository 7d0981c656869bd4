// `npm run bench:search`: builds the site once, then runs the relevance set (test/search/relevance.json)
// through the local engine (in Node: the browser's code, reading the built index files) and through
// Pagefind indexing the same built pages (their article marked as the body), and prints top-1,
// top-3 and MRR for both, index sizes and per-keystroke times. The local engine's keystrokes are
// timed from a cold start in fresh processes (see scripts/bench-search-keystrokes.ts), `--runs=N`
// times (3 unless told), with its one-time load apart. Never asserts: the regression guard is
// test/site/search-relevance.test.ts. `--misses` lists the queries either engine misses.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {buildCommand} from '../src/commands/build.ts';
import {silentReporter} from '../src/log.ts';
import type {SearchRecord} from '../src/shared/search-types.ts';
import {buildLocalIndex} from '../src/search/local-index.ts';
import {localSearcher, openLocalEngine, relevanceSet, scoreRelevance, type RelevanceFigures, type RelevanceQuery} from '../test/helpers/relevance.ts';
import {keystrokes, LETTERS, timeKeystrokesInBrowser, type KeystrokeRun, type KeystrokeTime} from './bench-search-keystrokes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const median = (values: number[]) => percentile(values, 0.5);
const ms = (n: number) => n.toFixed(2);

/** Pagefind: times each query after a warm-up pass over all of them (index data loaded, caches evicted). */
async function timeQueries(search: (query: string) => Promise<unknown>, warm: string[], timed: string[]): Promise<number[]> {
  for (const query of [...timed, ...warm]) await search(query);
  const times: number[] = [];
  for (const query of timed) {
    const start = performance.now();
    await search(query);
    times.push(performance.now() - start);
  }
  return times;
}

function gzipSize(file: string): number {
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
}

function dirBytes(dir: string, keep: (file: string) => boolean, size: (file: string) => number): number {
  let sum = 0;
  for (const entry of fs.readdirSync(dir, {recursive: true})) {
    const file = path.join(dir, String(entry));
    if (fs.statSync(file).isFile() && keep(file)) sum += size(file);
  }
  return sum;
}

interface EngineFigures {
  relevance: RelevanceFigures;
  lines: Record<string, string>;
  /** Printed after the figures (the local engine's slowest keystrokes). */
  notes?: string[];
}

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));

/** #12's budget for a keystroke, the worst one included. */
const KEYSTROKE_BUDGET_MS = 5;

/** One cold-start keystroke run in a fresh process (scripts/bench-search-keystrokes.ts). */
function keystrokeRun(out: string): KeystrokeRun {
  const json = execFileSync(process.execPath, ['--import', 'tsx', path.join(SCRIPT_DIR, 'bench-search-keystrokes.ts'), out], {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return JSON.parse(json) as KeystrokeRun;
}

function spread(times: KeystrokeTime[], key: 'wall' | 'net' | 'cpu'): string {
  const values = times.map((t) => t[key]);
  return `${ms(Math.max(...values))} / ${ms(percentile(values, 0.99))} / ${ms(median(values))}`;
}

/**
 * Keystroke figures over cold-start runs: the worst keystroke (median over runs, and by each
 * keystroke's fastest run), each run's spread, and the median run's slowest keystrokes, also net
 * of waiting (for a core in Node, for the network in Chromium). `node` runs also have CPU time.
 */
function keystrokeFigures(all: KeystrokeRun[], node: boolean): {lines: Record<string, string>; notes: string[]} {
  const waitingFor = node ? 'a core' : 'the network';
  const runs = all.length;
  const every = (run: KeystrokeRun) => [...run.keystrokes, ...run.letters];
  const worst = (run: KeystrokeRun, key: 'wall' | 'net') => Math.max(...every(run).map((t) => t[key]));
  const middle = (key: 'wall' | 'net') => [...all].sort((a, b) => worst(a, key) - worst(b, key))[Math.floor(runs / 2)];
  const count = all[0].keystrokes.length;
  // Each keystroke's fastest run: one must be slow in every run to count, as a cold start is
  // (it comes at the same place in each) and another process holding the core is not.
  const fastest = every(all[0]).map((t, i) => ({...t, wall: Math.min(...all.map((run) => every(run)[i].wall))}));
  const slowest = (times: KeystrokeTime[]) => times.reduce((a, b) => (b.wall > a.wall ? b : a));
  const describe = (t: KeystrokeTime) => `${ms(t.wall)} ms (#${t.n} '${t.query}')`;
  const fastestNet = every(all[0]).map((t, i) => ({...t, wall: Math.min(...all.map((run) => every(run)[i].net))}));
  const withoutFetch = fastest.filter((t) => !t.fetches);
  const lines: Record<string, string> = {
    [`load, once per page: the core fetched/read and parsed, the engine built (wall${node ? ' / CPU' : ''}, median of ${runs})`]: `${ms(median(all.map((r) => r.load.wall)))}${node ? ` / ${ms(median(all.map((r) => r.load.cpu)))}` : ''} ms`,
    [`worst keystroke incl. one-letter queries, wall: median of ${runs} runs (each run)`]: `${ms(worst(middle('wall'), 'wall'))} ms (${all.map((r) => ms(worst(r, 'wall'))).join(', ')})`,
    [`worst keystroke, net of waiting for ${waitingFor}: median of ${runs} runs (each run)`]: `${ms(worst(middle('net'), 'net'))} ms (${all.map((r) => ms(worst(r, 'net'))).join(', ')})`,
    [`worst keystroke by its fastest of the ${runs} runs (filters other processes' noise)`]: describe(slowest(fastest)),
    [`  the same among keystrokes that fetch no index file (${withoutFetch.length} of ${fastest.length})`]: describe(slowest(withoutFetch)),
    [`  the same, net of waiting for ${waitingFor}`]: describe(slowest(fastestNet)),
    [`  p99 / median of each keystroke's fastest run`]: `${ms(percentile(fastest.map((t) => t.wall), 0.99))} / ${ms(median(fastest.map((t) => t.wall)))} ms`,
  };
  all.forEach((run, i) => {
    lines[`run ${i + 1}: ${count} prefixes typed from a cold start, wall max / p99 / median`] = `${spread(run.keystrokes, 'wall')} ms`;
    lines[`run ${i + 1}:   net of waiting for ${waitingFor} (wall less ${node ? "Linux's run delay" : 'time with a request in flight'})`] = `${spread(run.keystrokes, 'net')} ms`;
    const over = every(run).filter((t) => t.net > KEYSTROKE_BUDGET_MS);
    lines[`run ${i + 1}:   keystrokes over ${KEYSTROKE_BUDGET_MS} ms net, of ${every(run).length} (of them fetching index files)`] = `${over.length} (${over.filter((t) => t.fetches).length})`;
    if (node) lines[`run ${i + 1}:   process CPU time (incl. compiler and GC threads)`] = `${spread(run.keystrokes, 'cpu')} ms`;
    lines[`run ${i + 1}:   one-letter queries a–z, 0–9 after them, wall max / p99 / median`] = `${spread(run.letters, 'wall')} ms`;
  });
  const shown = middle('wall');
  const first = relevanceSet()[0].query.length;
  const notes = [
    `slowest 20 keystrokes of the median run by wall time (wall / net${node ? ' / CPU' : ''} ms, index files fetched, #position typed; the first query is #0–#${first - 1}):`,
    ...every(shown)
      .sort((a, b) => b.wall - a.wall)
      .slice(0, 20)
      .map((t) => `    ${ms(t.wall).padStart(7)} / ${ms(t.net).padStart(6)}${node ? ` / ${ms(t.cpu).padStart(6)}` : ''}  ${String(t.fetches).padStart(2)}f  #${String(t.n).padEnd(5)} '${t.query}'`),
  ];
  return {lines, notes};
}

async function benchLocal(out: string, queries: RelevanceQuery[], runs: number): Promise<EngineFigures> {
  // Keystrokes first, in fresh processes: nothing this process did can warm them.
  const keystrokeLines = keystrokeFigures(Array.from({length: runs}, () => keystrokeRun(out)), true);
  const engine = await openLocalEngine(out);
  const relevance = await scoreRelevance(queries, localSearcher(engine));
  // First query from a cold page: the gzip bytes of every index file it fetches.
  const firstBytes: number[] = [];
  for (const {query} of queries) {
    let bytes = 0;
    const cold = await openLocalEngine(out, (file) => (bytes += gzipSize(file)));
    await cold.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
    firstBytes.push(bytes);
  }
  const records = JSON.parse(fs.readFileSync(path.join(out, 'search/records.json'), 'utf8')) as SearchRecord[];
  buildLocalIndex(records, {dir: 'search', publicPath: '/'});
  const builds: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    buildLocalIndex(records, {dir: 'search', publicPath: '/'});
    const {user, system} = process.cpuUsage(used);
    builds.push(performance.now() - start);
    cpu.push((user + system) / 1000);
  }
  const dir = path.join(out, 'search');
  const gz = (pattern: RegExp) => dirBytes(dir, (f) => pattern.test(path.basename(f)) && !f.includes('version-'), gzipSize);
  return {
    relevance,
    notes: keystrokeLines.notes,
    lines: {
      ...keystrokeLines.lines,
      'index gzip: core / all shards / all fragments': `${kb(gz(/^index\.json$/))} / ${kb(gz(/^shard-.*\.json$/))} / ${kb(gz(/^fragment-.*\.json$/))}`,
      'first query, cold: index gzip fetched (median / max over the set)': `${kb(median(firstBytes))} / ${kb(Math.max(...firstBytes))}`,
      [`index build, ${records.length} records (median of 3): wall / CPU`]: `${median(builds).toFixed(0)} / ${median(cpu).toFixed(0)} ms`,
    },
  };
}

/** Pagefind's browser module in Node: its fetches of index files are answered from disk. */
async function pagefindSearch(bundle: string): Promise<(query: string) => Promise<string[]>> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith('file:')) return new Response(fs.readFileSync(fileURLToPath(url.split('?')[0])));
    return realFetch(input, init);
  };
  const pagefind = (await import(pathToFileURL(path.join(bundle, 'pagefind.js')).href)) as {
    options(o: object): Promise<void>;
    init(): Promise<void>;
    search(q: string): Promise<{results: {data(): Promise<{url: string}>}[]} | null>;
  };
  await pagefind.options({basePath: pathToFileURL(`${bundle}/`).href, baseUrl: '/', excerptLength: 10});
  await pagefind.init();
  // Pagefind debounces nothing here; like the modal, a reader sees the first 20 results.
  return async (query) => {
    const found = await pagefind.search(query);
    return found ? Promise.all(found.results.slice(0, 20).map(async (result) => (await result.data()).url)) : [];
  };
}

async function benchPagefind(out: string, work: string, queries: RelevanceQuery[]): Promise<EngineFigures> {
  const pagefind = await import('pagefind');
  const records = JSON.parse(fs.readFileSync(path.join(out, 'search/records.json'), 'utf8')) as SearchRecord[];
  const pages = [...new Set(records.map((record) => record.url.split('#')[0]))];
  const start = performance.now();
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  // The same pages the local index holds, with the article (not the navbar, sidebar or footer) as body.
  for (const url of pages) {
    const html = fs.readFileSync(path.join(out, `${url.endsWith('/') ? `${url}index` : url}.html`), 'utf8');
    const marked = html.replace(/<article class="(doc__article|post)"/, '<article data-pagefind-body class="$1"');
    if (marked === html) throw new Error(`pagefind: no article in ${url}`);
    const added = await index.addHTMLFile({url, content: marked});
    if (added.errors.length) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`);
  }
  const bundle = path.join(work, 'pagefind');
  await index.writeFiles({outputPath: bundle});
  const buildMs = performance.now() - start;
  await pagefind.close();
  const search = await pagefindSearch(bundle);
  const relevance = await scoreRelevance(queries, search);
  const keystroke = await timeQueries(search, [], keystrokes(queries));
  const letters = await timeQueries(search, keystrokes(queries).slice(0, 200), LETTERS);
  // Pagefind's index and fragment files are gzip already.
  const data = (f: string) => /\.(pf_index|pf_fragment|pf_meta|pagefind)$/.test(f);
  return {
    relevance,
    lines: {
      'ms per keystroke after a warm-up pass over the set, wall (max / p99 / median)': `${ms(Math.max(...keystroke))} / ${ms(percentile(keystroke, 0.99))} / ${ms(median(keystroke))} ms over ${keystroke.length}`,
      'one-letter queries a–z, 0–9, wall (max / median)': `${ms(Math.max(...letters))} / ${ms(median(letters))} ms`,
      'index on disk (gzip, incl. wasm)': kb(dirBytes(bundle, data, (f) => fs.statSync(f).size)),
      [`index build, ${pages.length} pages`]: `${buildMs.toFixed(0)} ms`,
    },
  };
}

function print(name: string, figures: Omit<EngineFigures, 'relevance'> & {relevance?: RelevanceFigures}): void {
  const {relevance: r} = figures;
  console.log(`\n${name}`);
  const rows: Record<string, string> = {
    ...(r ? {[`relevance on ${r.count} queries: top-1 / top-3 / MRR`]: `${r.top1.toFixed(3)} / ${r.top3.toFixed(3)} / ${r.mrr.toFixed(3)}`} : {}),
    ...figures.lines,
  };
  for (const [label, value] of Object.entries(rows)) console.log(`  ${label.padEnd(86)} ${value}`);
  for (const note of figures.notes ?? []) console.log(`  ${note}`);
}

export async function benchSearchRelevance(options: {misses: boolean; runs?: number}): Promise<{local: RelevanceFigures; pagefind?: RelevanceFigures}> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-relevance-'));
  const out = path.join(work, 'dist');
  try {
    await buildCommand({site: path.join(ROOT, 'site'), out, reporter: silentReporter()});
    const queries = relevanceSet();
    const runs = options.runs ?? 3;
    const local = await benchLocal(out, queries, runs);
    print('local engine (Node, the browser code; keystrokes in fresh processes, see scripts/bench-search-keystrokes.ts)', local);
    try {
      const browser = keystrokeFigures(await timeKeystrokesInBrowser(out, runs), false);
      print('local engine in Chromium (a fresh browser per run, the index fetched over HTTP from a local server)', browser);
    } catch (error) {
      console.log(`\nChromium could not run: ${(error as Error).message}`);
    }
    let pagefind: EngineFigures | undefined;
    try {
      pagefind = await benchPagefind(out, work, queries);
      print('Pagefind 1.6 (Node, its browser module over the same built pages)', pagefind);
    } catch (error) {
      console.log(`\nPagefind could not run: ${(error as Error).message}`);
    }
    console.log(`\n  machine load average (1 min): ${os.loadavg()[0].toFixed(1)}`);
    if (options.misses) {
      for (const [name, figures] of [['local', local], ['pagefind', pagefind]] as const) {
        if (!figures) continue;
        console.log(`\n${name} misses (not in top 3):`);
        for (const miss of figures.relevance.misses) console.log(`  ${miss.query.padEnd(44)} want ${miss.want.join(' | ')}  got ${miss.got.join(' ')}`);
      }
    }
    return {local: local.relevance, pagefind: pagefind?.relevance};
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = process.argv.find((arg) => arg.startsWith('--runs='));
  await benchSearchRelevance({misses: process.argv.includes('--misses'), runs: runs ? Number(runs.slice('--runs='.length)) : undefined});
}
