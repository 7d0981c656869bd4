// `npm run bench`: builds the shared bench corpus and prints figures (never asserts on time):
// cold builds alternating with Hugo and two floors (the engine's highlighting alone, plain
// shiki alone), warm builds, edit → reload under `serve --watch`, its second start, `sitegen
// --version`, peak memory, the 3,000-page corpus, the 15,000-page site, the corpus with images,
// and first-load bytes; each of issue #26's budgets next to its figure. `npm run bench -- --only
// budgets` runs only what those budgets need.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {hugoAvailable, hugoBuild, makeHugoSite} from './bench/hugo.ts';
import {firstLoadFigures} from './first-load.ts';
import {bundleHighlightFloor} from './bench/highlight-floor.ts';
import {bundlePlainShikiFloor} from './bench/plain-shiki-floor.ts';
import {editReloadMs} from './bench/reload.ts';
import {budget, median, medianSeconds, sitegenBuild} from './bench/run.ts';
import {DEFAULT_CACHE_DIR} from '../src/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin/sitegen.js');
const onlyBudgets = process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'budgets';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-'));
const site = path.join(work, 'site');
const out = path.join(work, 'dist');

spawnSync(process.execPath, [path.join(ROOT, '../shared/bench/make-corpus.mjs'), site], {stdio: 'ignore'});

const build = (args: string[], where = site, into = out) => sitegenBuild(BIN, where, into, args);
const seconds = (runs: {seconds: number}[]) => `${medianSeconds(runs).toFixed(2)} s`;

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
// Two floors under the cold build, each in a process of its own and alternating with the builds
// like Hugo: the engine's own highlighting alone (scripts/bench/highlight-floor.ts), and plain
// shiki alone (scripts/bench/plain-shiki-floor.ts), the independent one issue #26 budgets against.
const floorScript = await bundleHighlightFloor(DEFAULT_CACHE_DIR);
const plainScript = await bundlePlainShikiFloor(DEFAULT_CACHE_DIR);
function floorRun(script: string): {seconds: number; cpuSeconds: number; threads: number} {
  const start = performance.now();
  const result = spawnSync(process.execPath, [script, site], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(result.stderr);
  return {seconds: (performance.now() - start) / 1000, ...(JSON.parse(result.stdout) as {cpuSeconds: number; threads: number})};
}
const cold: ReturnType<typeof build>[] = [];
const coldNoCards: ReturnType<typeof build>[] = [];
const coldPrecompressed: ReturnType<typeof build>[] = [];
const hugo: ReturnType<typeof hugoBuild>[] = [];
const floor: ReturnType<typeof floorRun>[] = [];
const plain: ReturnType<typeof floorRun>[] = [];
for (let n = 0; n < 3; n++) {
  cold.push(build(['--no-cache']));
  if (!onlyBudgets) coldNoCards.push(build(['--no-cache'], siteNoCards, path.join(work, 'dist-no-cards')));
  if (!onlyBudgets) coldPrecompressed.push(build(['--no-cache'], sitePrecompressed, path.join(work, 'dist-precompressed')));
  if (withHugo) hugo.push(hugoBuild(hugoDir));
  floor.push(floorRun(floorScript));
  plain.push(floorRun(plainScript));
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
if (!onlyBudgets) watchStart();
const watchStarts = onlyBudgets ? [] : [watchStart(), watchStart(), watchStart()];
const versionRuns = Array.from({length: onlyBudgets ? 0 : 5}, () => {
  const start = performance.now();
  spawnSync(process.execPath, [BIN, '--version']);
  return (performance.now() - start) / 1000;
});

const corpus = JSON.parse(fs.readFileSync(path.join(site, 'corpus-manifest.json'), 'utf8')) as {docs: {file: string; url: string}[]};
const sample = corpus.docs[1];
const bytes = firstLoadFigures(out, sample.url);

// Edit → reload under `serve --watch` (scripts/bench/reload.ts).
const reloads = await editReloadMs({bin: BIN, site, out: path.join(work, 'watch-dist'), file: path.join(site, sample.file)});

// The 3,000-page corpus: memory must not grow with the square of the page count.
const bigSite = path.join(work, 'site-3000');
const bigOut = path.join(work, 'dist-3000');
spawnSync(process.execPath, [path.join(ROOT, '../shared/bench/make-corpus.mjs'), bigSite, '3000'], {stdio: 'ignore'});
const bigCold = [build(['--no-cache'], bigSite, bigOut), build(['--no-cache'], bigSite, bigOut), build(['--no-cache'], bigSite, bigOut)];
if (!onlyBudgets) build([], bigSite, bigOut);
const bigWarm = onlyBudgets ? [] : [build([], bigSite, bigOut), build([], bigSite, bigOut), build([], bigSite, bigOut)];
fs.rmSync(bigOut, {recursive: true, force: true});

const coldMedian = medianSeconds(cold);
// The 15,000-page site: the 3,000-page corpus as 5 docs versions (scripts/bench/versions-15000.ts).
const {versions15000Figures} = await import('./bench/versions-15000.ts');
const versions15000 = versions15000Figures({bin: BIN, corpus3000: bigSite, work, coldSeconds: coldMedian});

// Versions × locales (issue #16) and the corpus with screenshots (issue #28).
const {versionsLocalesFigures} = await import('./bench/versions-locales.ts');
const versionsLocales = onlyBudgets ? {} : versionsLocalesFigures({bin: BIN, corpus: site, work});
const {imagesFigures} = await import('./bench/images.ts');
const images = onlyBudgets ? {} : await imagesFigures({bin: BIN, corpus: site, work});

const ratio = (value: number, base: number, max: number) => `${(value / base).toFixed(2)}× ${budget(value / base, max, '×')}`;
const warmShare = medianSeconds(warm) / coldMedian;
const coldCpu = median(cold.map((run) => run.cpuSeconds));
const cores = os.availableParallelism();
const reloadMs = Math.round(median(reloads));
const bigPeak = Math.max(...bigCold.map((r) => r.peakMb));
const bigRatio = medianSeconds(bigCold) / coldMedian;
const figures: Record<string, string> = {
  'corpus': `${fs.readdirSync(path.join(site, 'docs'), {recursive: true}).filter((f) => String(f).endsWith('.md')).length} docs + 17 posts`,
  'cold build (median of 3, no cache)': `${coldMedian.toFixed(2)} s`,
  ...(Number.isNaN(coldCpu) ? {} : {
    // Wall time cannot go below the CPU spent divided by the cores, however the work overlaps.
    'cold build CPU, all threads (median of 3)': `${coldCpu.toFixed(2)} s; / ${cores} cores = ${(coldCpu / cores).toFixed(2)} s, ${(coldCpu / cores / medianSeconds(plain)).toFixed(2)}× the plain-shiki floor`,
  }),
  ...(onlyBudgets ? {} : {
    'cold build, social cards off (median of 3)': `${seconds(coldNoCards)} (cards add ${Math.round((coldMedian / medianSeconds(coldNoCards) - 1) * 100)}%)`,
    'cold build, precompress: true (median of 3)': `${seconds(coldPrecompressed)} (the copies add ${Math.round((medianSeconds(coldPrecompressed) / coldMedian - 1) * 100)}%)`,
  }),
  'Hugo 0.111 cold build, same corpus (median of 3)': withHugo ? `${seconds(hugo)} (peak ${Math.max(...hugo.map((r) => r.peakMb))} MB)` : 'hugo not installed (apt-get install -y hugo)',
  'cold / Hugo': withHugo ? ratio(coldMedian, medianSeconds(hugo), 2) : '-',
  [`floor: highlighting alone, ${floor[0].threads} threads (median of 3)`]: `${seconds(floor)}, ${median(floor.map((r) => r.cpuSeconds)).toFixed(2)} s CPU (cold build ${(coldMedian / medianSeconds(floor)).toFixed(2)}× it${onlyBudgets ? '' : `, without cards ${(medianSeconds(coldNoCards) / medianSeconds(floor)).toFixed(2)}× it`}${withHugo ? `, Hugo ${(medianSeconds(hugo) / medianSeconds(floor)).toFixed(2)}× it` : ''})`,
  [`plain-shiki floor, ${plain[0].threads} threads (median of 3)`]: `${seconds(plain)}, ${median(plain.map((r) => r.cpuSeconds)).toFixed(2)} s CPU`,
  'cold build / plain-shiki floor': ratio(coldMedian, medianSeconds(plain), 1.5),
  'warm build, nothing changed (median of 3)': `${seconds(warm)}, ${(warmShare * 100).toFixed(1)}% of cold ${budget(warmShare * 100, 8, '%')}`,
  'edit → reload event (median of 7)': `${reloadMs} ms ${budget(reloadMs, 100, ' ms')}`,
  ...(onlyBudgets ? {} : {
    'serve --watch second start, unchanged site (median of 3)': `${median(watchStarts).toFixed(2)} s`,
    'sitegen --version (median of 5)': `${median(versionRuns).toFixed(2)} s`,
  }),
  'peak memory (cold build)': `${Math.max(...cold.map((r) => r.peakMb))} MB`,
  '3,000-page corpus: cold build (median of 3)': `${seconds(bigCold)}, ${bigRatio.toFixed(1)}× the 300-page time ${budget(bigRatio, 6, '×')}`,
  '3,000-page corpus: peak memory (cold)': `${bigPeak} MB ${budget(bigPeak, 900, ' MB')}`,
  ...(onlyBudgets ? {} : {'3,000-page corpus: warm build (median of 3)': seconds(bigWarm)}),
  ...versions15000,
  ...versionsLocales,
  ...images,
  ...(onlyBudgets ? {} : {'docs page HTML': bytes.html, 'docs page first-load CSS': bytes.css, 'docs page first-load JS': bytes.js}),
};
console.log('\nsitegen bench on the shared corpus');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(52)} ${value}`);
fs.rmSync(work, {recursive: true, force: true});
if (onlyBudgets) process.exit(0);

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
