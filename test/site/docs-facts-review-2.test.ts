// Regression tests for the errors the second review of issue 27 found (review-2026-11-29.md): each
// runs the pinned package code behind the fact and checks that the page states it, so neither can
// drift without a failing test.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {dist} from '../../scripts/docs-checks/proof-kit.ts';
import {runBundle, tempProject} from '../../scripts/docs-checks/bundle-run.ts';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');

test('config concurrency cap: null is half the threads but at most 8', () => {
  const {getActualConcurrency} = dist('@remotion/renderer', 'get-concurrency');
  const real = os.cpus;
  (os as {cpus: () => unknown[]}).cpus = () => Array.from({length: 32}, () => ({}));
  try {
    assert.equal(getActualConcurrency(null), 8);
  } finally {
    (os as {cpus: typeof real}).cpus = real;
  }
  assert.match(page('config.md'), /half of the CPU threads, rounded, at least 1 and at most 8/);
});

test('config codec default: the output extension decides before h264', () => {
  const {getFinalOutputCodec} = dist('@remotion/cli', 'get-final-output-codec');
  assert.equal(getFinalOutputCodec({cliFlag: null, configFile: null, downloadName: null, outName: 'a.webm'}).codec, 'vp8');
  assert.match(page('config.md'), /Without it, the extension of the output file decides/);
});

test('config overwrite on lambda: the lambda commands default to false', () => {
  const {getShouldOverwrite} = dist('@remotion/cli', 'config/overwrite');
  assert.equal(getShouldOverwrite({defaultValue: false}), false);
  const cliOptions = fs.readFileSync(path.join(ROOT, 'node_modules/@remotion/cli/dist/get-cli-options.js'), 'utf8');
  assert.match(cliOptions, /getShouldOverwrite\(\{\s*defaultValue: !options\.isLambda,?\s*\}\)/);
  assert.match(page('config.md'), /The `remotion lambda` commands default to `false`/);
});

test('bundle rootDir search depth: package.json is looked for in the entry folder and three above, else cwd', async () => {
  const project = tempProject();
  const deep = path.join(project, 'src/a/b/c');
  fs.mkdirSync(deep, {recursive: true});
  fs.writeFileSync(path.join(deep, 'index.ts'), 'export {};\n');
  const run = await runBundle(() => ({entryPoint: path.join(deep, 'index.ts')}), project);
  assert.match(run.indexHtml, new RegExp(`remotion_cwd = ${JSON.stringify(JSON.stringify(process.cwd())).slice(1, -1)}`));
  assert.match(page('bundle.md'), /up to three folders above it is used; with none there, the current working directory/);
});

test('renderMedia overwrite default: an existing file is replaced unless overwrite is false', async () => {
  const {recordRenderMedia} = await import('../../scripts/docs-checks/renderer-run.ts');
  assert.equal((await recordRenderMedia({frameRange: 0})).stitch.force, true);
  assert.match(page('renderer/render-media.md'), /\| `overwrite` \| `boolean` \| `true` \|/);
});

test('timeout lower limit: timeoutInMilliseconds below 7000 throws, and the renderer pages say so', () => {
  const {validatePuppeteerTimeout} = dist('@remotion/renderer', 'validate-puppeteer-timeout');
  assert.throws(() => validatePuppeteerTimeout(6999), /bigger or equal than 7000/);
  for (const doc of ['renderer/render-media.md', 'renderer/render-still.md', 'renderer/render-frames.md', 'renderer/get-compositions.md', 'config.md']) {
    assert.match(page(doc), /A whole number of at least 7000; smaller values throw\./, doc);
  }
});

test('player playbackRate 0: the Player throws for 0, and the page says so', () => {
  const {validatePlaybackRate} = dist('@remotion/player', 'utils/validate-playbackrate');
  assert.throws(() => validatePlaybackRate(0), /A playback rate of 0 is not supported/);
  assert.match(page('player/player.md'), /Negative values play backwards; `0` throws\./);
});

test('deployFunction timeoutInSeconds range: 15 to 900 inclusive, not "<900"', () => {
  const {validateTimeout} = dist('@remotion/lambda', 'shared/validate-timeout');
  assert.doesNotThrow(() => validateTimeout(900));
  assert.throws(() => validateTimeout(14), /between 15 and 900/);
  const doc = page('lambda/deployfunction.md');
  assert.doesNotMatch(doc, /\(<900\)/);
  assert.match(doc, /\| `timeoutInSeconds` \| `number` \(15-900, whole seconds\) \|/);
});

test('prores on lambda: accepted from 3.1.11 (3.1.1 rejects it), not "since v3.2"', () => {
  const doc = page('faq/codecs.md');
  assert.doesNotMatch(doc, /`prores` \(since v3\.2\)/);
  assert.match(doc, /`prores` \(from v3\.1\.11: v3\.1\.1 rejects it/);
  const {validateLambdaCodec} = dist('@remotion/lambda', 'shared/validate-lambda-codec');
  assert.equal(validateLambdaCodec('prores'), 'prores');
});

test('custom layers: no "since v3.1" claim the packages cannot back', () => {
  assert.doesNotMatch(page('lambda/custom-layers.md'), /Since v3\.1 you can swap/);
});
