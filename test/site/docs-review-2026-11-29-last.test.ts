// The second review of issue 27, its last reference pages (scripts/docs-checks/review-2026-11-29.md):
// renderer/open-browser, google-fonts/get-info and get-available-fonts. openBrowser() runs with only
// puppeteer's launch() replaced by a recorder; the render functions run on the recording stand-in for
// Chromium (renderer-run.ts). The font modules are loaded with their remotion import as a stand-in.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {COMPOSITION, fakeBrowser, recordLaunch as launched, recordRun, type Recorded} from '../../scripts/docs-checks/renderer-run.ts';
import {transformSync} from 'esbuild';
import {dist, rejected, withStandIn} from '../../scripts/docs-checks/proof-kit.ts';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');

test('open-browser: a headless Chrome; each option reaches the launch; firefox refused', {timeout: 20_000}, async () => {
  const plain = await launched('chrome');
  assert.equal(plain.product, 'chrome');
  assert.equal(plain.executablePath, process.execPath, 'the browser found on the system');
  assert.ok(plain.args.includes('--headless'));
  assert.equal(plain.dumpio, false);
  assert.ok(!plain.args.some((a) => /^--(use-gl|force-device-scale-factor|ignore-certificate-errors|disable-web-security)/.test(a)));
  assert.ok(plain.firstTabClosed, 'handed over without tabs');
  const binary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-review-chrome-')), 'chrome');
  fs.writeFileSync(binary, '');
  assert.equal((await launched('chrome', {browserExecutable: binary})).executablePath, binary);
  const opts = await launched('chrome', {chromiumOptions: {gl: 'swiftshader', headless: false, ignoreCertificateErrors: true, disableWebSecurity: true}, shouldDumpIo: true, forceDeviceScaleFactor: 2});
  assert.ok(!opts.args.includes('--headless'), 'headless: false opens a window');
  for (const flag of ['--use-gl=swiftshader', '--ignore-certificate-errors', '--disable-web-security', '--force-device-scale-factor=2']) assert.ok(opts.args.includes(flag), flag);
  assert.equal(opts.dumpio, true);
  assert.match(String(await rejected(() => launched('firefox'))), /Firefox supported is not yet turned on/);
  assert.match(page('renderer/open-browser.md'), /\| `browser` \| `'chrome'` \| – \| Yes \| Which browser to launch\. Chrome \(or Chromium\) is the supported choice\. \|/);
});

/** A stand-in browser of your own that counts the tabs opened and closed on it and its own closing. */
function yourBrowser() {
  const tabs: Recorded = {injected: {}, screenshots: [], seeks: []};
  const inner = fakeBrowser(tabs);
  const counts = {tabs: 0, tabsClosed: 0, closed: 0};
  const browser = {
    ...inner,
    newPage: async () => {
      counts.tabs++;
      return {...(await inner.newPage()), close: async () => void counts.tabsClosed++};
    },
    close: async () => void counts.closed++,
  };
  return {browser, counts, tabs};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('open-browser: the render functions open their own browser unless given one; in yours they open and close only tabs, concurrency tabs each', {timeout: 20_000}, async () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docs-review-open-'));
  // The renderer refuses a concurrency above the machine's core count.
  const concurrency = Math.min(2, os.cpus().length);
  const calls: [string, (b: unknown) => Promise<unknown>][] = [
    ['getCompositions', (b) => dist('@remotion/renderer', 'get-compositions').getCompositions('http://x/', {puppeteerInstance: b})],
    ['renderStill', (b) => dist('@remotion/renderer', 'render-still').renderStill({composition: COMPOSITION, serveUrl: 'http://x/', output: path.join(tmp(), 'a.png'), puppeteerInstance: b})],
    ['renderFrames', (b) => dist('@remotion/renderer', 'render-frames').renderFrames({config: COMPOSITION, serveUrl: 'http://x/', outputDir: tmp(), inputProps: {}, onStart: () => undefined, onFrameUpdate: () => undefined, imageFormat: 'jpeg', frameRange: [0, 9], concurrency, puppeteerInstance: b})],
  ];
  for (const [name, call] of calls) {
    const own = await recordRun(() => call(undefined));
    assert.ok(own.openBrowser, `${name} without puppeteerInstance opens a browser itself`);
    const {browser, counts, tabs} = yourBrowser();
    const rec = await recordRun(() => call(browser));
    await settle();
    assert.equal(rec.openBrowser, undefined, `${name} with puppeteerInstance starts no browser`);
    assert.ok(rec.viewport === undefined, 'the stand-in of the run is not used');
    assert.equal(counts.closed, 0, `${name} leaves your browser running`);
    assert.equal(counts.tabsClosed, counts.tabs, `${name} closes the tabs it opened`);
    assert.equal(counts.tabs, name === 'renderFrames' ? concurrency : 1);
    // The browser's viewport option matters only where a function leaves the tab's size alone.
    assert.deepEqual(tabs.viewport, name === 'getCompositions' ? undefined : {width: COMPOSITION.width, height: COMPOSITION.height, deviceScaleFactor: 1}, name);
  }
  // renderMedia() hands your browser to its renderFrames(); chromiumOptions then change nothing.
  const {browser, counts} = yourBrowser();
  const {recordRenderMedia} = await import('../../scripts/docs-checks/renderer-run.ts');
  const media = await recordRenderMedia({puppeteerInstance: browser, outputLocation: path.join(tmp(), 'a.mp4'), chromiumOptions: {gl: 'angle', headless: false}});
  await settle();
  assert.equal(media.frames.puppeteerInstance, browser);
  assert.equal(media.page.openBrowser, undefined, 'no browser opened, so the chromiumOptions reach no launch');
  assert.equal(counts.closed, 0);
  const text = page('renderer/open-browser.md');
  assert.match(text, /The render functions close only the tabs they opened in a browser you passed in; the browser itself keeps running\./);
  assert.match(text, /Each render opens up to `concurrency` tabs\./);
  assert.match(text, /`chromiumOptions` given to `renderMedia\(\)` do not change a browser that is already running\./);
  assert.match(text, /`renderStill\(\)`, `renderFrames\(\)` and `renderMedia\(\)` set each tab they open to the composition's size, so the value only affects other tabs\./);
});

// @remotion/google-fonts 3.3.2: one module per font beside index.js and base.js, no dist folder.
const fontsDir = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('@remotion/google-fonts/package.json'));
type FontInfo = {fontFamily: string; importName: string; version: string; url: string; unicodeRanges: Record<string, string>; fonts: Record<string, Record<string, Record<string, string>>>};

/** Runs `fn` with FontFace and fetch replaced by recorders; returns what was requested. */
function network<T>(fn: () => T): {value: T; requests: string[]} {
  const g = globalThis as Record<string, unknown>;
  const saved = [g.FontFace, g.fetch];
  const requests: string[] = [];
  g.FontFace = class {
    constructor(_family: string, src: string, d: {style: string; weight: string}) {
      requests.push(`${d.style}/${d.weight} ${src}`);
    }
    load = () => new Promise(() => undefined);
  };
  g.fetch = (url: string) => (requests.push(url), new Promise(() => undefined));
  try {
    return {value: fn(), requests};
  } finally {
    [g.FontFace, g.fetch] = saved;
  }
}

/** A font module with the package's own base (its remotion import a stand-in that hands out render handles). */
function fontModule(importName: string): {getInfo: () => FontInfo; loadFont: (style?: string, o?: Record<string, unknown>) => unknown} {
  const base = withStandIn('@remotion/google-fonts/base', 'remotion', {delayRender: () => 1, continueRender: () => undefined});
  return withStandIn(`@remotion/google-fonts/${importName}`, './base', base);
}

/** Runs a TypeScript code block of a page with `@remotion/google-fonts` imports resolved, and returns what it logged and exported. */
function runExample(rel: string, title: string): {logs: string[]; exports: Record<string, unknown>} {
  const block = new RegExp('```ts title="' + title + '"[^\\n]*\\n([\\s\\S]*?)```').exec(page(rel))![1];
  const {code} = transformSync(block, {loader: 'ts', format: 'cjs'});
  const logs: string[] = [];
  const module = {exports: {} as Record<string, unknown>};
  const req = (id: string) => (id === '@remotion/google-fonts' ? withStandIn('@remotion/google-fonts', './base', {}) : fontModule(id.split('/').pop()!));
  new Function('require', 'module', 'exports', 'console', code)(req, module, module.exports, {log: (...a: unknown[]) => logs.push(a.map((x) => (Array.isArray(x) ? `[${x.map((v) => `'${v}'`).join(', ')}]` : String(x))).join(' '))});
  return {logs, exports: module.exports};
}

test('get-available-fonts: one entry per font module, family and import name as the module states, no request; imported from the root', {timeout: 60_000}, () => {
  const {value: list, requests} = network(() => withStandIn('@remotion/google-fonts', './base', {}).getAvailableFonts() as {fontFamily: string; importName: string}[]);
  assert.deepEqual(requests, []);
  const modules = fs.readdirSync(fontsDir).filter((f) => f.endsWith('.js') && f !== 'index.js' && f !== 'base.js').map((f) => f.slice(0, -3));
  assert.deepEqual(list.map((f) => f.importName).sort(), modules.sort(), 'every font module listed, nothing else');
  assert.ok(list.length > 1000, `${list.length} fonts`);
  assert.deepEqual(list.find((f) => f.importName === 'AbhayaLibre'), {fontFamily: 'Abhaya Libre', importName: 'AbhayaLibre'});
  // Every font module exports getInfo() (and loadFont), and its family and import name are the list's.
  const mismatched = list.filter((f) => {
    const mod = fontModule(f.importName);
    const info = mod.getInfo();
    return typeof mod.loadFont !== 'function' || info.fontFamily !== f.fontFamily || info.importName !== f.importName || 'getAvailableFonts' in mod;
  });
  assert.deepEqual(mismatched, []);
  assert.deepEqual(Object.keys(withStandIn('@remotion/google-fonts', './base', {})), ['getAvailableFonts']);
  const {exports} = runExample('google-fonts/get-available-fonts.md', 'src/validate-font.ts');
  const findImportName = exports.findImportName as (f: string) => string;
  assert.equal(findImportName('Abhaya Libre'), 'AbhayaLibre', 'the output the example states');
  assert.equal(findImportName('abhaya libre'), 'AbhayaLibre');
  assert.throws(() => findImportName('Comic Sans MS'), /"Comic Sans MS" is not available in @remotion\/google-fonts/);
});

test('get-info: the fields of a font module, no request, exactly the variants loadFont() accepts; the example logs italic first (regression: the page showed normal first)', {timeout: 20_000}, () => {
  const montserrat = fontModule('Montserrat');
  const {value: info, requests} = network(() => montserrat.getInfo());
  assert.deepEqual(requests, [], 'getInfo() requests nothing');
  assert.equal(info.fontFamily, 'Montserrat');
  assert.equal(info.version, 'v25');
  assert.match(info.url, /^https:\/\/fonts\.googleapis\.com\/css2\?family=Montserrat:/);
  assert.deepEqual(Object.keys(info.unicodeRanges).sort(), ['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext', 'vietnamese']);
  assert.match(info.unicodeRanges.latin, /^U\+0000-00FF, /);
  const urls = Object.values(info.fonts).flatMap((w) => Object.values(w).flatMap((s) => Object.values(s)));
  assert.ok(urls.length === 2 * 9 * 5 && urls.every((u) => u.startsWith('https://fonts.gstatic.com/s/montserrat/v25/') && u.endsWith('.woff2')), 'file URLs by style, weight and subset, of the stated version');
  assert.deepEqual(Object.keys(info.fonts.normal['400']).sort(), Object.keys(info.unicodeRanges).sort());
  // loadFont() accepts the keys of getInfo().fonts and nothing else.
  const loaded = network(() => montserrat.loadFont('normal', {weights: ['300', '700']})).requests;
  assert.deepEqual([...new Set(loaded.map((r) => r.split(' ')[0]))].sort(), ['normal/300', 'normal/700']);
  assert.throws(() => network(() => montserrat.loadFont('oblique')), /does not have a style oblique/);
  assert.throws(() => network(() => montserrat.loadFont('normal', {weights: ['950']})), /does not have a weight 950/);
  assert.throws(() => network(() => montserrat.loadFont('normal', {weights: ['400'], subsets: ['greek']})), /subset: greek is not available/);
  // The page's example, run: one line per style, in the order of the module's `fonts` object.
  const {logs} = network(() => runExample('google-fonts/get-info.md', 'src/montserrat-weights.ts')).value;
  const weights = `['100', '200', '300', '400', '500', '600', '700', '800', '900']`;
  assert.deepEqual(logs, [`italic ${weights}`, `normal ${weights}`]);
  const comments = [...page('google-fonts/get-info.md').matchAll(/^\/\/ (\w+) \['100', '200', \.\.\., '900'\]$/gm)].map((m) => m[1]);
  assert.deepEqual(comments, ['italic', 'normal']);
});
