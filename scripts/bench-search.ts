// Search figures on the full site (site/), printed by `npm run bench` (or `tsx scripts/bench-search.ts`):
// gzip bytes of the local index fetched for a first query, ms per keystroke in the browser, the
// modal's chunk sizes, and Ctrl+K → usable modal on a cold page. Never asserts on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {buildCommand} from '../src/commands/build.ts';
import {silentReporter} from '../src/log.ts';
import {createServer, listen} from '../src/serve/server.ts';
import {launch} from '../test/helpers/browser.ts';
import {LOCAL_INDEX_CORE} from '../src/shared/search-index-format.ts';
import {LocalEngine} from '../src/client/search/local-engine.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes a client gets for a file: its .gz copy when the build made one. */
function gzipBytes(out: string, url: string): number {
  const file = path.join(out, decodeURIComponent(new URL(url).pathname));
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
}

/** A chunk and everything it imports statically, gzip-compressed one by one. */
function chunkGraph(out: string, file: string, seen = new Set<string>()): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const code = fs.readFileSync(path.join(out, 'assets', file));
  // Chunks import each other as ./chunk-x.js, or as /assets/chunk-x.js (esbuild's publicPath).
  const imports = [...code.toString().matchAll(/(?:^|;)import\s*(?:[^'"]*from\s*)?["'](?:\.\/|\/(?:[^"']*\/)?assets\/)([^"'/]+)["']/g)].map((m) => m[1]);
  return zlib.gzipSync(code, {level: 9}).length + imports.reduce((sum, next) => sum + chunkGraph(out, next, seen), 0);
}

export async function benchSearch(): Promise<Record<string, string>> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-search-'));
  const out = path.join(work, 'dist');
  try {
    await buildCommand({site: path.join(ROOT, 'site'), out, reporter: silentReporter()});
    const assets = fs.readdirSync(path.join(out, 'assets'));
    const entry = (prefix: string) => assets.find((f) => f.startsWith(prefix) && f.endsWith('.js'))!;
    const server = createServer({outDir: out, host: '127.0.0.1', port: 0});
    const port = await listen(server, '127.0.0.1', 0);
    const browser = await launch();
    const figures: Record<string, string> = {};
    try {
      // First query, cold: bytes of index files fetched, for the query pasted at once and typed.
      for (const [label, typed] of [['pasted', false], ['typed letter by letter', true]] as const) {
        const page = await browser.newPage();
        const fetched: string[] = [];
        page.on('request', (request) => /\/search\/[\w-]+\.json$/.test(request.url()) && fetched.push(request.url()));
        await page.goto(`http://127.0.0.1:${port}/docs/`);
        await page.keyboard.press('Control+k');
        await page.waitForSelector('#search-modal-input');
        if (typed) await page.keyboard.type('interpolate', {delay: 30});
        else await page.fill('#search-modal-input', 'interpolate');
        await page.waitForSelector('.search-modal__panel[data-status="idle"] .search-hit');
        await page.waitForLoadState('networkidle');
        figures[`first query, ${label}: index gzip`] = `${kb(fetched.reduce((sum, url) => sum + gzipBytes(out, url), 0))} in ${fetched.length} files`;
        await page.close();
      }

      // Keystrokes on a warm index: input event → results committed, measured in the page.
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/docs/`);
      await page.keyboard.press('Control+k');
      await page.waitForSelector('#search-modal-input');
      const queries = ['lambda setup', 'interpolate colors', 'render media on lambda', 'spring config'];
      // In-page code as text: tsx would wrap named functions in a helper the page does not have.
      const type = (): Promise<number[]> =>
        page.evaluate(`(async (queries) => {
          const input = document.querySelector('#search-modal-input');
          const panel = document.querySelector('.search-modal__panel');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const times = [];
          for (const query of queries) {
            for (let i = 1; i <= query.length; i++) {
              const start = performance.now();
              const done = new Promise((resolve) => {
                const observer = new MutationObserver(() => {
                  if (panel.getAttribute('data-status') === 'idle') { observer.disconnect(); resolve(); }
                });
                observer.observe(panel, {attributes: true, subtree: true, childList: true, characterData: true});
              });
              setValue.call(input, query.slice(0, i));
              input.dispatchEvent(new Event('input', {bubbles: true}));
              await done;
              times.push(performance.now() - start);
            }
          }
          return times;
        })(${JSON.stringify(queries)})`);
      await type();
      const times = await type();
      figures['ms per keystroke (warm index, median / max)'] = `${median(times).toFixed(2)} / ${Math.max(...times).toFixed(2)} ms over ${times.length} keystrokes`;
      await page.close();

      // Ctrl+K on a cold page → focused input (chunk fetched on the shortcut itself).
      const cold: number[] = [];
      for (let i = 0; i < 5; i++) {
        const fresh = await browser.newPage();
        await fresh.goto(`http://127.0.0.1:${port}/docs/`);
        await fresh.evaluate(`document.addEventListener('keydown', () => { window.benchStart ||= performance.now(); }, true);
          document.addEventListener('focusin', (e) => { if (e.target.id === 'search-modal-input') window.benchEnd = performance.now(); });`);
        await fresh.keyboard.press('Control+k');
        await fresh.waitForSelector('#search-modal-input');
        await fresh.waitForFunction(() => (window as unknown as {benchEnd?: number}).benchEnd);
        cold.push(await fresh.evaluate(() => (window as unknown as {benchEnd: number; benchStart: number}).benchEnd - (window as unknown as {benchStart: number}).benchStart));
        await fresh.close();
      }
      figures['Ctrl+K → modal usable, cold page (median of 5)'] = `${median(cold).toFixed(0)} ms`;
    } finally {
      await browser.close();
      server.close();
    }
    // The engine alone, in Node, on the same keystrokes (shards loaded, no result cache).
    const core = LOCAL_INDEX_CORE;
    const load = async <T,>(url: string) => JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')) as T;
    const warmup = await LocalEngine.open(`/search/${core}`, load);
    const prefixes = ['lambda setup', 'interpolate colors', 'render media on lambda', 'spring config'].flatMap((q) => [...q].map((_c, i) => q.slice(0, i + 1)));
    for (const query of prefixes) await warmup.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
    // A second pass over 65 prefixes misses the engine's 20-query result cache every time.
    const engineTimes: number[] = [];
    for (const query of prefixes) {
      const start = performance.now();
      await warmup.search({query, page: 0, hitsPerPage: 20, snippetWords: 10});
      engineTimes.push(performance.now() - start);
    }
    figures['engine only, Node (median / max)'] = `${median(engineTimes).toFixed(2)} / ${Math.max(...engineTimes).toFixed(2)} ms`;
    figures['machine load average (1 min) during the bench'] = os.loadavg()[0].toFixed(1);
    const localChunk = assets.find((f) => f.endsWith('.js') && fs.readFileSync(path.join(out, 'assets', f), 'utf8').includes('MiniSearch'));
    const algoliaChunk = assets.find((f) => f.endsWith('.js') && fs.readFileSync(path.join(out, 'assets', f), 'utf8').includes('x-algolia-agent'));
    figures['modal chunk (own / with React and shared chunks)'] = `${kb(zlib.gzipSync(fs.readFileSync(path.join(out, 'assets', entry('island-search-modal-'))), {level: 9}).length)} / ${kb(chunkGraph(out, entry('island-search-modal-')))} gzip`;
    figures['/search page chunk (own)'] = `${kb(zlib.gzipSync(fs.readFileSync(path.join(out, 'assets', entry('island-search-page-'))), {level: 9}).length)} gzip`;
    if (localChunk) figures['local provider chunk (MiniSearch + engine)'] = `${kb(chunkGraph(out, localChunk))} gzip`;
    if (algoliaChunk) figures['algolia provider chunk (algoliasearch/lite)'] = `${kb(chunkGraph(out, algoliaChunk))} gzip`;
    const search = fs.readdirSync(path.join(out, 'search'));
    const size = (pattern: RegExp) => search.filter((f) => pattern.test(f)).reduce((sum, f) => sum + fs.statSync(path.join(out, 'search', f)).size, 0);
    figures['local index on disk (gzip): core / all shards / all fragments'] = `${kb(size(/^index\.json\.gz$/))} / ${kb(size(/^shard-.*\.json\.gz$/))} / ${kb(size(/^fragment-.*\.json\.gz$/))}`;
    figures['records.json (gzip)'] = kb(size(/^records\.json\.gz$/));
    return figures;
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await benchSearch();
  console.log('\nsitegen search bench on the full site');
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(62)} ${value}`);
}
