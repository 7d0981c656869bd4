// Defaults of the config file's setters: the CLI keeps each setting in a module variable, read here
// from a fresh copy of the module, and the renderer code that turns an unset value into behaviour
// is run for every input that changes it. The precedence of flags over the file is proven by
// running the CLI's own start-up (load the file, then parse the flags) on a throwaway project.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Claim, PageClaims} from '../../scripts/docs-checks/claims.ts';
import {dist, distWithDependency, freshDist, thrown as thrownBy, withExport} from '../../scripts/docs-checks/proof-kit.ts';
import {cliQualityLimit, concurrencyBounds} from '../../scripts/docs-checks/limit-proofs.ts';
import {timeoutLimit} from '../../scripts/docs-checks/same-recorded.ts';

const cli = (file: string) => freshDist('@remotion/cli', `config/${file}`);
const renderer = (file: string) => dist('@remotion/renderer', file);
const initial = (name: string, quote: string, read: () => unknown, value: unknown): Claim => ({
  kind: 'default',
  row: name,
  quote,
  prove: () => assert.deepEqual(read(), value),
});

/** The program a renderer module hands to execa, with execa replaced. */
async function programOf(file: string, call: (mod: Record<string, (...args: unknown[]) => Promise<unknown>>) => Promise<unknown>): Promise<string> {
  let program = '';
  const execa = (bin: string) => {
    program = bin;
    return Object.assign(Promise.resolve({stdout: '', stderr: ''}), {stdout: null, stderr: null});
  };
  await call(distWithDependency('@remotion/renderer', file, 'execa', execa));
  return program;
}

export const claims: PageClaims = {
  page: 'config.md',
  claims: [
    {
      kind: 'default',
      row: 'setCachingEnabled',
      quote: '| `setCachingEnabled` | `boolean` | `true` |',
      prove: () => {
        assert.equal(cli('webpack-caching').getWebpackCaching(), true);
      },
    },
    {
      kind: 'default',
      row: 'setPublicDir',
      quote: '| `setPublicDir` | `string \\| null` | `public` |',
      prove: async () => {
        assert.equal(cli('public-dir').getPublicDir(), null);
        // null reaches the preview server as userPassedPublicDir; it serves <root>/public.
        const routes = dist('@remotion/cli', 'preview-server/routes');
        const serveStatic = dist('@remotion/cli', 'preview-server/serve-static');
        const served = async (userPassedPublicDir: string | null) => {
          let dir = '';
          await withExport(serveStatic, 'serveStatic', (d: string) => {
            dir = d;
          }, () => routes.handleRoutes({hash: '/static-h', hashPrefix: '/static-', request: {url: '/static-h/a.txt', method: 'GET', headers: {host: 'x'}}, response: {}, remotionRoot: '/project', userPassedPublicDir} as never));
          return dir;
        };
        assert.equal(await served(null), '/project/public');
        assert.equal(await served('assets'), '/project/assets');
      },
    },
    {
      kind: 'default',
      row: 'setConcurrency',
      quote: '`null` uses half of the CPU threads, rounded, at least 1 and at most 8.',
      prove: () => {
        assert.equal(cli('concurrency').getConcurrency(), null);
        const {getActualConcurrency} = renderer('get-concurrency');
        for (const threads of [1, 2, 3, 8, 16, 17, 64]) {
          const cpus = Array.from({length: threads}, () => ({}));
          const os_ = os as unknown as {cpus: () => unknown[]};
          const original = os_.cpus;
          os_.cpus = () => cpus;
          try {
            assert.equal(getActualConcurrency(null), Math.min(8, Math.max(1, Math.round(threads / 2))), `${threads} threads`);
          } finally {
            os_.cpus = original;
          }
        }
      },
    },
    {
      kind: 'default',
      row: 'setFrameRange',
      quote: '| `setFrameRange` | `number \\| [number, number] \\| null` | `null` |',
      prove: () => {
        assert.equal(cli('frame-range').getRange(), null);
        assert.deepEqual(renderer('get-frame-to-render').getRealFrameRange(90, null), [0, 89]);
      },
    },
    initial('setScale', '| `setScale` | `number` | `1` |', () => cli('scale').getScale(), 1),
    initial('setEveryNthFrame', '| `setEveryNthFrame` | `number` | `1` |', () => cli('every-nth-frame').getEveryNthFrame(), 1),
    {
      kind: 'default',
      row: 'setNumberOfGifLoops',
      quote: '`null` loops forever, `0` plays once.',
      prove: () => {
        assert.equal(cli('number-of-gif-loops').getNumberOfGifLoops(), null);
        // ffmpeg's gif muxer: -loop 0 repeats forever, -1 plays once, n repeats n more times.
        const {convertNumberOfGifLoopsToFfmpegSyntax: loop} = renderer('convert-number-of-gif-loops-to-ffmpeg');
        assert.deepEqual([loop(null), loop(0), loop(2)], ['0', '-1', '2']);
      },
    },
    initial('setMuted', '| `setMuted` | `boolean` | `false` |', () => cli('muted').getMuted(), false),
    {
      kind: 'default',
      row: 'setDotEnvLocation',
      quote: 'Path of the dotenv file, relative to the project root; without it, `.env` there.',
      prove: async () => {
        assert.equal(cli('env-file').getDotEnvLocation(), null);
        const project = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-env-'));
        fs.writeFileSync(path.join(project, 'package.json'), '{}');
        fs.writeFileSync(path.join(project, '.env'), 'FROM_DOTENV=yes\n');
        const cwd = process.cwd();
        process.chdir(project);
        try {
          const env = await dist('@remotion/cli', 'get-env').getEnvironmentVariables(() => undefined);
          assert.equal(env.FROM_DOTENV, 'yes');
        } finally {
          fs.unwatchFile(path.join(project, '.env'));
          process.chdir(cwd);
        }
      },
    },
    {
      kind: 'default',
      row: 'setFfmpegExecutable',
      quote: '| `setFfmpegExecutable` | `string \\| null` | `null` |',
      prove: async () => {
        assert.equal(cli('ffmpeg-executable').getCustomFfmpegExecutable(), null);
        const run = (ffmpegExecutable: string | null) => programOf('create-silent-audio', (m) => m.createSilentAudio({ffmpegExecutable, numberOfSeconds: 1, outName: 'x.wav'}));
        assert.equal(await run(null), 'ffmpeg');
        assert.equal(await run('/opt/ffmpeg'), '/opt/ffmpeg');
      },
    },
    {
      kind: 'default',
      row: 'setFfprobeExecutable',
      quote: '| `setFfprobeExecutable` | `string \\| null` | `null` |',
      prove: async () => {
        assert.equal(cli('ffmpeg-executable').getCustomFfprobeExecutable(), null);
        const run = (ffprobe: string | null) => programOf('get-video-info', (m) => m.getVideoInfo({isVp9VideoCache: {}}, 'v.webm', ffprobe));
        assert.equal(await run(null), 'ffprobe');
        assert.equal(await run('/opt/ffprobe'), '/opt/ffprobe');
      },
    },
    {
      kind: 'default',
      row: 'setCodec',
      quote: 'Without it, the extension of the output file decides (`.webm` → `vp8`, `.mov` → `prores`, `.gif` → `gif`, …), and `h264` when the extension says nothing.',
      prove: () => {
        const {getFinalOutputCodec} = dist('@remotion/cli', 'get-final-output-codec');
        const codec = (outName: string | null, configFile: string | null = null, cliFlag: string | null = null) => getFinalOutputCodec({cliFlag, configFile, downloadName: null, outName}).codec;
        assert.equal(codec(null), 'h264');
        assert.equal(codec('out/video'), 'h264');
        assert.deepEqual(['a.webm', 'a.mov', 'a.gif', 'a.mkv', 'a.mp3', 'a.mp4'].map((n) => codec(n)), ['vp8', 'prores', 'gif', 'h264-mkv', 'mp3', 'h264']);
        assert.equal(codec('out/video', 'vp9'), 'vp9');
        assert.throws(() => codec('a.webm', 'h264'), /does not align with the codec set in the config file/);
      },
    },
    {
      kind: 'default',
      row: 'setCrf',
      quote: 'Without it: 18 for `h264` and `h264-mkv`, 23 for `h265` and `gif`, 9 for `vp8`, 28 for `vp9`, 0 (none) for `prores` and the audio codecs.',
      prove: () => {
        assert.equal(freshDist('@remotion/cli', 'config/crf').getCrfOrUndefined(), undefined);
        const {getDefaultCrfForCodec} = renderer('crf');
        const codecs = ['h264', 'h264-mkv', 'h265', 'gif', 'vp8', 'vp9', 'prores', 'mp3', 'aac', 'wav'];
        assert.deepEqual(codecs.map(getDefaultCrfForCodec), [18, 18, 23, 23, 9, 28, 0, 0, 0, 0]);
      },
    },
    {
      kind: 'default',
      row: 'setPixelFormat',
      quote: "| `setPixelFormat` | `'yuv420p' \\| 'yuva420p'",
      prove: () => {
        assert.equal(cli('pixel-format').getPixelFormat(), 'yuv420p');
        const {validateSelectedPixelFormatAndCodecCombination: check} = renderer('pixel-format');
        assert.equal(thrownBy(() => check('yuva420p', 'vp8')), null);
        assert.notEqual(thrownBy(() => check('yuva420p', 'h264')), null);
      },
    },
    {
      kind: 'default',
      row: 'setImageSequence',
      quote: 'A single frame in `setFrameRange()` outputs an image too.',
      prove: () => {
        const {getShouldOutputImageSequence} = cli('image-sequence');
        assert.deepEqual([getShouldOutputImageSequence(null), getShouldOutputImageSequence([0, 9]), getShouldOutputImageSequence(20)], [false, false, true]);
      },
    },
    {
      kind: 'default',
      row: 'setOverwriteOutput',
      quote: 'The `remotion lambda` commands default to `false`.',
      prove: () => {
        const {getShouldOverwrite} = cli('overwrite');
        // get-cli-options.js passes defaultValue: !isLambda.
        assert.deepEqual([getShouldOverwrite({defaultValue: true}), getShouldOverwrite({defaultValue: false})], [true, false]);
      },
    },
    {
      kind: 'default',
      row: 'setBrowserExecutable',
      quote: '`null` lets Remotion find one: the path in `PUPPETEER_EXECUTABLE_PATH`, a usual Chrome location, or the browser it downloads.',
      prove: () => {
        assert.equal(cli('browser-executable').getBrowserExecutable(), null);
        const {getLocalBrowserExecutable} = renderer('get-local-browser-executable');
        const saved = process.env.PUPPETEER_EXECUTABLE_PATH;
        process.env.PUPPETEER_EXECUTABLE_PATH = process.execPath;
        try {
          assert.equal(getLocalBrowserExecutable('chrome', null), process.execPath);
          const mine = os.tmpdir();
          assert.equal(getLocalBrowserExecutable('chrome', mine), mine);
        } finally {
          if (saved === undefined) delete process.env.PUPPETEER_EXECUTABLE_PATH;
          else process.env.PUPPETEER_EXECUTABLE_PATH = saved;
        }
      },
    },
    initial('setTimeoutInMilliseconds', '| `setTimeoutInMilliseconds` | `number` | `30000` |', () => cli('timeout').getCurrentPuppeteerTimeout(), 30000),
    initial('setChromiumHeadlessMode', '| `setChromiumHeadlessMode` | `boolean` | `true` |', () => cli('chromium-flags').getChromiumHeadlessMode(), true),
    initial('setChromiumDisableWebSecurity', '| `setChromiumDisableWebSecurity` | `boolean` | `false` |', () => cli('chromium-flags').getChromiumDisableWebSecurity(), false),
    initial('setChromiumIgnoreCertificateErrors', '| `setChromiumIgnoreCertificateErrors` | `boolean` | `false` |', () => cli('chromium-flags').getIgnoreCertificateErrors(), false),
    initial('setLevel', "| `setLevel` | `'verbose' \\| 'info' \\| 'warn' \\| 'error'` | `'info'` |", () => cli('log').getLogLevel(), 'info'),
    {
      kind: 'default',
      row: 'setMaxTimelineTracks',
      quote: '| `setMaxTimelineTracks` | `number` | `15` |',
      prove: () => {
        const mod = cli('max-timeline-tracks');
        assert.equal(mod.getMaxTimelineTracks(), 15);
        assert.equal(thrownBy(() => mod.setMaxTimelineTracks(0)), null);
        for (const bad of [-1, NaN, Infinity, '3']) assert.notEqual(thrownBy(() => mod.setMaxTimelineTracks(bad)), null);
      },
    },
    initial('setKeyboardShortcutsEnabled', '| `setKeyboardShortcutsEnabled` | `boolean` | `true` |', () => cli('keyboard-shortcuts').getKeyboardShortcutsEnabled(), true),
    {
      kind: 'behaviour',
      quote: 'The file is evaluated first, then the flags overwrite what they specify.',
      prove: async () => {
        const project = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-config-'));
        fs.writeFileSync(path.join(project, 'package.json'), '{}');
        fs.writeFileSync(path.join(project, 'tsconfig.json'), '{}');
        fs.writeFileSync(path.join(project, 'remotion.config.ts'), "import {Config} from 'remotion';\nConfig.Rendering.setConcurrency(2);\nConfig.Rendering.setScale(2);\n");
        const {parsedCli} = dist('@remotion/cli', 'parse-command-line');
        const {ConfigInternals} = dist('@remotion/cli', 'config/index');
        const {initializeCli} = dist('@remotion/cli', 'initialize-cli');
        // cli() makes `Config` of 'remotion' the CLI's before it loads the file.
        dist('@remotion/cli', 'index').overrideRemotion();
        const saved = {...parsedCli};
        const cwd = process.cwd();
        process.chdir(project);
        try {
          parsedCli.concurrency = 1;
          await initializeCli(project);
          assert.deepEqual([ConfigInternals.getConcurrency(), ConfigInternals.getScale()], [1, 2]);
          delete parsedCli.concurrency;
          await initializeCli(project);
          assert.equal(ConfigInternals.getConcurrency(), 2);
        } finally {
          process.chdir(cwd);
          for (const key of Object.keys(parsedCli)) delete parsedCli[key];
          Object.assign(parsedCli, saved);
          dist('@remotion/cli', 'config/concurrency').setConcurrency(null);
          dist('@remotion/cli', 'config/scale').setScale(1);
        }
      },
    },
    concurrencyBounds('setConcurrency', '`null` uses half of the CPU threads, rounded, at least 1 and at most 8.'),
    cliQualityLimit('setQuality', "`0` passes the check but counts as not set, so Chromium's default quality is used.", async (q) => {
      const store = cli('quality');
      store.setQuality(q);
      return store.getQuality();
    }),
    {...timeoutLimit, row: 'setTimeoutInMilliseconds'},
  ],
};
