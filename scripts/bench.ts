// `npm run bench`: builds the shared bench corpus and prints figures (never asserts on time):
// cold builds alternating with Hugo, warm builds, edit → reload under `serve --watch`, its second
// start, `sitegen --version`, peak memory, the 3,000-page corpus, the corpus with images, and
// first-load bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import {spawn, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {hugoAvailable, hugoBuild, makeHugoSite} from './bench/hugo.ts';
import {firstLoadFigures} from './first-load.ts';
import {replacedOutputs} from '../src/write/writer.ts';
import {bundleHighlightFloor} from './bench/highlight-floor.ts';
import {DEFAULT_CACHE_DIR} from '../src/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin/sitegen.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-'));
const site = path.join(work, 'site');
const out = path.join(work, 'dist');

spawnSync(process.execPath, [path.join(ROOT, '../shared/bench/make-corpus.mjs'), site], {stdio: 'ignore'});

function build(args: string[], where = site, into = out): {seconds: number; peakMb: number; line: string} {
  const start = performance.now();
  const result = spawnSync(process.execPath, [BIN, 'build', '--site', where, '--out', into, ...args], {encoding: 'utf8', env: {...process.env, CI: 'true'}});
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(result.stderr);
  // The output it replaced is deleted after it exits (see removeLater): not during the next build.
  while (replacedOutputs(into).length) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return {seconds, peakMb: Number(/peak memory (\d+) MB/.exec(line)?.[1] ?? 0), line};
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (runs: {seconds: number}[]) => `${median(runs.map((r) => r.seconds)).toFixed(2)} s`;

// Cold builds, alternating with Hugo on the same corpus when it is installed.
const hugoDir = path.join(work, 'hugo');
const withHugo = hugoAvailable();
if (withHugo) makeHugoSite(site, hugoDir);
// The same corpus with social cards switched off (a config file that only says so), alternating
// with the default build, to show what the cards cost.
const siteNoCards = path.join(work, 'site-no-cards');
fs.cpSync(site, siteNoCards, {recursive: true});
fs.writeFileSync(path.join(siteNoCards, 'sitegen.config.ts'), "export default {title: 'site', url: 'http://localhost', socialCards: false};\n");
// And with `.gz` and `.br` copies of every text file (off by default), to show what they cost.
const sitePrecompressed = path.join(work, 'site-precompressed');
fs.cpSync(site, sitePrecompressed, {recursive: true});
fs.writeFileSync(path.join(sitePrecompressed, 'sitegen.config.ts'), "export default {title: 'site', url: 'http://localhost', precompress: true};\n");
// The floor under the cold build: its highlighting alone, in a process of its own (see
// scripts/bench/highlight-floor.ts), alternating with the builds like Hugo.
const floorScript = await bundleHighlightFloor(DEFAULT_CACHE_DIR);
function highlightFloor(): {seconds: number; cpuSeconds: number; threads: number} {
  const start = performance.now();
  const result = spawnSync(process.execPath, [floorScript, site], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(result.stderr);
  return {seconds: (performance.now() - start) / 1000, ...(JSON.parse(result.stdout) as {cpuSeconds: number; threads: number})};
}
const cold: ReturnType<typeof build>[] = [];
const coldNoCards: ReturnType<typeof build>[] = [];
const coldPrecompressed: ReturnType<typeof build>[] = [];
const hugo: ReturnType<typeof hugoBuild>[] = [];
const floor: ReturnType<typeof highlightFloor>[] = [];
for (let n = 0; n < 3; n++) {
  cold.push(build(['--no-cache']));
  coldNoCards.push(build(['--no-cache'], siteNoCards, path.join(work, 'dist-no-cards')));
  coldPrecompressed.push(build(['--no-cache'], sitePrecompressed, path.join(work, 'dist-precompressed')));
  if (withHugo) hugo.push(hugoBuild(hugoDir));
  floor.push(highlightFloor());
}
build([]); // fills the cache (kept per site folder, so this corpus starts empty)
const warm = [build([]), build([]), build([])];

/** `serve --watch` from start to "serving": its second start of an unchanged site uses the cache. */
function watchStart(): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, ['-e', `
    const {spawn} = require('node:child_process');
    const child = spawn(process.execPath, [${JSON.stringify(BIN)}, 'serve', '--watch', '--site', ${JSON.stringify(site)}, '--out', ${JSON.stringify(path.join(work, 'watch-start'))}, '--port', '0'], {stdio: ['ignore', 'pipe', 'inherit']});
    child.stdout.on('data', (chunk) => { if (String(chunk).includes('serving')) { child.kill(); process.exit(0); } });
  `], {stdio: 'ignore'});
  if (result.status !== 0) throw new Error('serve --watch did not start');
  return (performance.now() - start) / 1000;
}
watchStart();
const watchStarts = [watchStart(), watchStart(), watchStart()];
const versionRuns = Array.from({length: 5}, () => {
  const start = performance.now();
  spawnSync(process.execPath, [BIN, '--version']);
  return (performance.now() - start) / 1000;
});

const corpus = JSON.parse(fs.readFileSync(path.join(site, 'corpus-manifest.json'), 'utf8')) as {docs: {file: string; url: string}[]};
const sample = corpus.docs[1];
const bytes = firstLoadFigures(out, sample.url);

// Edit → reload under `serve --watch`, the server in its own process as for a real browser.
const watchPort = 39000 + Math.floor(Math.random() * 1000);
const watcher = spawn(process.execPath, [BIN, 'serve', '--watch', '--site', site, '--out', path.join(work, 'watch-dist'), '--port', String(watchPort)], {
  env: {...process.env, CI: 'true'},
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  watcher.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve());
  watcher.on('exit', (code) => reject(new Error(`serve --watch exited with ${code}`)));
});
const reloads: number[] = [];
const target = path.join(site, sample.file);
const original = fs.readFileSync(target, 'utf8');
await new Promise<void>((resolve) => {
  let sentAt = 0;
  let round = 0;
  const edit = () => {
    sentAt = performance.now();
    fs.writeFileSync(target, `${original}\n\nEdited paragraph number ${round}.\n`);
  };
  http.get(`http://127.0.0.1:${watchPort}/__sitegen/events`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      if (chunk.includes('connected')) setTimeout(edit, 500);
      if (chunk.includes('event: reload')) {
        reloads.push(performance.now() - sentAt);
        if (++round < 7) setTimeout(edit, 1500);
        else {
          res.destroy();
          resolve();
        }
      }
    });
  });
});
fs.writeFileSync(target, original);
watcher.kill();
await new Promise((resolve) => watcher.once('exit', resolve));

// The 3,000-page corpus: memory must not grow with the square of the page count.
const bigSite = path.join(work, 'site-3000');
const bigOut = path.join(work, 'dist-3000');
spawnSync(process.execPath, [path.join(ROOT, '../shared/bench/make-corpus.mjs'), bigSite, '3000'], {stdio: 'ignore'});
const bigCold = [build(['--no-cache'], bigSite, bigOut), build(['--no-cache'], bigSite, bigOut), build(['--no-cache'], bigSite, bigOut)];
build([], bigSite, bigOut);
const bigWarm = [build([], bigSite, bigOut), build([], bigSite, bigOut), build([], bigSite, bigOut)];

// Versions × locales (issue #16).
const {versionsLocalesFigures} = await import('./bench/versions-locales.ts');
const versionsLocales = versionsLocalesFigures({bin: BIN, corpus: site, work});

// The corpus with screenshots (issue #28).
const {imagesFigures} = await import('./bench/images.ts');
const images = await imagesFigures({bin: BIN, corpus: site, work});

const coldMedian = median(cold.map((r) => r.seconds));
const figures: Record<string, string> = {
  'corpus': `${fs.readdirSync(path.join(site, 'docs'), {recursive: true}).filter((f) => String(f).endsWith('.md')).length} docs + 17 posts`,
  'cold build (median of 3, no cache)': `${coldMedian.toFixed(2)} s`,
  'cold build, social cards off (median of 3)': `${seconds(coldNoCards)} (cards add ${Math.round((coldMedian / median(coldNoCards.map((r) => r.seconds)) - 1) * 100)}%)`,
  'cold build, precompress: true (median of 3)': `${seconds(coldPrecompressed)} (the copies add ${Math.round((median(coldPrecompressed.map((r) => r.seconds)) / coldMedian - 1) * 100)}%)`,
  'Hugo 0.111 cold build, same corpus (median of 3)': withHugo ? `${seconds(hugo)} (peak ${Math.max(...hugo.map((r) => r.peakMb))} MB)` : 'hugo not installed (apt-get install -y hugo)',
  'sitegen / Hugo': withHugo ? `${(coldMedian / median(hugo.map((r) => r.seconds))).toFixed(2)}×` : '-',
  [`floor: highlighting alone, ${floor[0].threads} threads (median of 3)`]: `${seconds(floor)}, ${median(floor.map((r) => r.cpuSeconds)).toFixed(2)} s CPU (cold build without cards ${(median(coldNoCards.map((r) => r.seconds)) / median(floor.map((r) => r.seconds))).toFixed(2)}× it${withHugo ? `, Hugo ${(median(hugo.map((r) => r.seconds)) / median(floor.map((r) => r.seconds))).toFixed(2)}× it` : ''})`,
  'warm build, nothing changed (median of 3)': seconds(warm),
  'edit → reload event (median of 7)': `${Math.round(median(reloads))} ms`,
  'serve --watch second start, unchanged site (median of 3)': `${median(watchStarts).toFixed(2)} s`,
  'sitegen --version (median of 5)': `${median(versionRuns).toFixed(2)} s`,
  'peak memory (cold build)': `${Math.max(...cold.map((r) => r.peakMb))} MB`,
  '3,000-page corpus: cold build (median of 3)': `${seconds(bigCold)} (${(median(bigCold.map((r) => r.seconds)) / coldMedian).toFixed(1)}× the 300-page time)`,
  '3,000-page corpus: peak memory (cold)': `${Math.max(...bigCold.map((r) => r.peakMb))} MB`,
  '3,000-page corpus: warm build (median of 3)': seconds(bigWarm),
  ...versionsLocales,
  ...images,
  'docs page HTML': bytes.html,
  'docs page first-load CSS': bytes.css,
  'docs page first-load JS': bytes.js,
};
console.log('\nsitegen bench on the shared corpus');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(40)} ${value}`);
fs.rmSync(work, {recursive: true, force: true});

// ---- First-load bytes of the real site's home, docs and blog pages --------------------------
const siteOut = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-site-'));
const siteBuild = spawnSync(process.execPath, [BIN, 'build', '--site', path.join(ROOT, 'site'), '--out', siteOut], {encoding: 'utf8', env: {...process.env, CI: 'true'}});
if (siteBuild.status !== 0) throw new Error(siteBuild.stderr);
console.log('\nfirst load of the real site (HTML / CSS / JS, raw and gzip)');
for (const route of ['/', '/docs/', '/docs/interpolate', '/blog', '/blog/3-2']) {
  const page = firstLoadFigures(siteOut, route);
  console.log(`  ${route.padEnd(20)} HTML ${page.html}   CSS ${page.css}   JS ${page.js}`);
}
fs.rmSync(siteOut, {recursive: true, force: true});

// ---- Search (issue 4): figures on the full site, from scripts/bench-search.ts ----------------
const {benchSearch} = await import('./bench-search.ts');
const searchFigures = await benchSearch();
console.log('\nsitegen search bench on the full site');
for (const [name, value] of Object.entries(searchFigures)) console.log(`  ${name.padEnd(62)} ${value}`);
