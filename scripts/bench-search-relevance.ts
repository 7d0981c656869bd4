// `npm run bench:search`: builds the site once, then runs the relevance set (test/search/relevance.json)
// through the local engine (in Node: the browser's code, reading the built index files) and through
// Pagefind indexing the same built pages (their article marked as the body), and prints top-1,
// top-3 and MRR for both, index sizes and per-keystroke times. Never asserts: the regression guard
// is test/site/search-relevance.test.ts. `--misses` lists the queries either engine misses.
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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const median = (values: number[]) => percentile(values, 0.5);
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** Every prefix of every query, as typed letter by letter. */
function keystrokes(queries: RelevanceQuery[]): string[] {
  return queries.flatMap(({query}) => [...query].map((_c, i) => query.slice(0, i + 1)).filter((q) => q.trim()));
}

/** Times each query after a warm-up pass over all of them (index data loaded, caches evicted). */
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

/**
 * The slowest keystrokes again, each seven times between other queries (so no result cache
 * answers), keeping the fastest run: on a shared machine a slow run is often another process
 * holding the CPU or a garbage collection, and the fastest run is what the query itself costs.
 */
async function retimeSlowest(search: (query: string) => Promise<unknown>, queries: string[], times: number[], filler: string[]): Promise<{query: string; ms: number}[]> {
  const slowest = times.map((ms, i) => [ms, queries[i]] as const).sort((a, b) => b[0] - a[0]).slice(0, 10).map(([, query]) => query);
  return Promise.all(
    slowest.map(async (query) => {
      const runs: number[] = [];
      for (let i = 0; i < 7; i++) {
        for (const other of filler) await search(other);
        const start = performance.now();
        await search(query);
        runs.push(performance.now() - start);
      }
      return {query, ms: Math.min(...runs)};
    }),
  ).then((rows) => rows.sort((a, b) => b.ms - a.ms));
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
  keystroke: number[];
  letters: number[];
  retimed: {query: string; ms: number}[];
  lines: Record<string, string>;
}

async function benchLocal(out: string, queries: RelevanceQuery[]): Promise<EngineFigures> {
  const engine = await openLocalEngine(out);
  const relevance = await scoreRelevance(queries, localSearcher(engine));
  // The modal asks for 20 hits with snippets per keystroke.
  const search = (query: string) => engine.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
  const keystroke = await timeQueries(search, [], keystrokes(queries));
  const letters = await timeQueries(search, keystrokes(queries).slice(0, 200), LETTERS);
  const retimed = await retimeSlowest(search, [...keystrokes(queries), ...LETTERS], [...keystroke, ...letters], keystrokes(queries).slice(0, 25));
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
    keystroke,
    letters,
    retimed,
    lines: {
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
  const retimed = await retimeSlowest(search, [...keystrokes(queries), ...LETTERS], [...keystroke, ...letters], keystrokes(queries).slice(0, 25));
  // Pagefind's index and fragment files are gzip already.
  const data = (f: string) => /\.(pf_index|pf_fragment|pf_meta|pagefind)$/.test(f);
  return {
    relevance,
    keystroke,
    letters,
    retimed,
    lines: {
      'index on disk (gzip, incl. wasm)': kb(dirBytes(bundle, data, (f) => fs.statSync(f).size)),
      [`index build, ${pages.length} pages`]: `${buildMs.toFixed(0)} ms`,
    },
  };
}

function print(name: string, figures: EngineFigures): void {
  const {relevance: r} = figures;
  console.log(`\n${name}`);
  const rows: Record<string, string> = {
    [`relevance on ${r.count} queries: top-1 / top-3 / MRR`]: `${r.top1.toFixed(3)} / ${r.top3.toFixed(3)} / ${r.mrr.toFixed(3)}`,
    'ms per keystroke, every prefix of the set (median / p99 / max)': `${median(figures.keystroke).toFixed(2)} / ${percentile(figures.keystroke, 0.99).toFixed(2)} / ${Math.max(...figures.keystroke).toFixed(2)} ms over ${figures.keystroke.length}`,
    'ms for one-letter queries a–z, 0–9 (median / max)': `${median(figures.letters).toFixed(2)} / ${Math.max(...figures.letters).toFixed(2)} ms (worst '${LETTERS[figures.letters.indexOf(Math.max(...figures.letters))]}')`,
    'slowest 10 keystrokes re-timed (fastest of 7 runs each): max': `${figures.retimed[0].ms.toFixed(2)} ms ('${figures.retimed[0].query}')`,
    ...figures.lines,
  };
  for (const [label, value] of Object.entries(rows)) console.log(`  ${label.padEnd(66)} ${value}`);
}

export async function benchSearchRelevance(options: {misses: boolean}): Promise<{local: RelevanceFigures; pagefind?: RelevanceFigures}> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-relevance-'));
  const out = path.join(work, 'dist');
  try {
    await buildCommand({site: path.join(ROOT, 'site'), out, reporter: silentReporter()});
    const queries = relevanceSet();
    const local = await benchLocal(out, queries);
    print('local engine (Node, the browser code)', local);
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
  await benchSearchRelevance({misses: process.argv.includes('--misses')});
}
