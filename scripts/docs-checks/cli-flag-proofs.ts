// Proofs of the CLI flag tables' defaults, shared by the pages that repeat a flag (cli/render.md and
// render.md, cli/still.md and stills.md): each runs the command with the flag left out (cli-run.ts)
// and checks what it hands on, then, where the command leaves a value unset, runs the renderer or
// bundler code that decides it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Claim} from './claims.ts';
import {runBundle} from './bundle-run.ts';
import {CLI_COMPOSITION, runCli, type CliCommandName, type CliRecord, type CliRunOptions} from './cli-run.ts';
import {dist, distWithDependency, ROOT, withExport} from './proof-kit.ts';
import {argAfter, stitchArgs} from './renderer-run.ts';

const require = createRequire(path.join(ROOT, 'package.json'));
const runs = new Map<string, Promise<CliRecord>>();
/** One run per command line (and files): the proofs of a page share the flagless run. */
export function cliRun(command: CliCommandName, args: string[], options: CliRunOptions = {}): Promise<CliRecord> {
  const key = JSON.stringify([command, args, options]);
  if (!runs.has(key)) runs.set(key, runCli(command, args, options));
  return runs.get(key)!;
}

export const render = (...flags: string[]) => cliRun('render', ['src/index.ts', 'Comp', ...flags]);
export const still = (...flags: string[]) => cliRun('still', ['src/index.ts', 'Comp', ...flags]);
export const preview = (...flags: string[]) => cliRun('preview', ['src/index.ts', ...flags]);
export const compositions = (...flags: string[]) => cliRun('compositions', ['src/index.ts', ...flags]);

/** A command's run with `files` in the project, by the field that shows its environment variables. */
export const ENV_RUNS = {
  render: [(o: CliRunOptions) => cliRun('render', ['src/index.ts', 'Comp'], o), 'renderMedia'],
  still: [(o: CliRunOptions) => cliRun('still', ['src/index.ts', 'Comp'], o), 'renderStill'],
  compositions: [(o: CliRunOptions) => cliRun('compositions', ['src/index.ts'], o), 'getCompositions'],
  preview: [(o: CliRunOptions) => cliRun('preview', ['src/index.ts'], o), 'webpackConfig'],
} as const;

/** A default claim on a flag-table row. */
export const flagDefault = (row: string, quote: string, prove: () => Promise<void>): Claim => ({kind: 'default', row, quote, prove});

/** `remotion render` with the flag left out hands these values to renderMedia(). */
export function renderMediaGets(field: string, value: unknown): () => Promise<void> {
  return async () => assert.deepEqual((await render()).renderMedia?.[field], value);
}

/** `remotion still` with the flag left out hands these values to renderStill(). */
export function renderStillGets(field: string, value: unknown): () => Promise<void> {
  return async () => assert.deepEqual((await still()).renderStill?.[field], value);
}

export const proofs = {
  /** Video codecs capture JPEG frames, an image sequence PNG files, audio codecs none. */
  renderImageFormat: async () => {
    const [video, sequence, audio] = [await render(), await render('--sequence', 'out/frames'), await render('out/a.mp3')];
    assert.equal(video.renderMedia?.imageFormat, 'jpeg');
    assert.equal(sequence.renderFrames?.imageFormat, 'png');
    assert.equal(audio.renderMedia?.imageFormat, 'none');
  },
  renderCodec: async () => {
    const [none, bare] = [await render(), await render('out/video')];
    assert.equal(none.renderMedia?.codec, 'h264');
    assert.equal(path.relative(none.project, String(none.renderMedia?.outputLocation)), path.join('out', 'Comp.mp4'));
    assert.equal(bare.renderMedia?.codec, 'h264');
  },
  /** The CLI passes no bitrate; FFmpeg gets 320k for an audio-only file and 512K beside a video. */
  renderAudioBitrate: async () => {
    assert.equal((await render()).renderMedia?.audioBitrate, undefined);
    assert.equal((await render('out/a.mp3')).renderMedia?.audioBitrate, undefined);
    const merge = dist('@remotion/renderer', 'merge-audio-track');
    await withExport(merge, 'mergeAudioTrack', async () => undefined, async () => {
      const video = await stitchArgs({codec: 'h264', enforceAudioTrack: true, outputLocation: 'out.mp4'});
      assert.equal(argAfter(video, '-b:a'), '512K');
    });
    assert.equal(await audioOnlyBitrate(), '320k');
  },
  renderProResProfile: async () => {
    assert.equal((await render('out/a.mov')).renderMedia?.proResProfile, undefined);
    const profile = async (proResProfile?: string) => argAfter(await stitchArgs({codec: 'prores', proResProfile, outputLocation: 'out.mov'}), '-profile:v');
    assert.equal(await profile(undefined), await profile('hq'));
    assert.notEqual(await profile('proxy'), await profile('hq'));
  },
  /** The project's own .env is read without the flag. */
  envFile: async (...commands: (keyof typeof ENV_RUNS)[]) => {
    for (const command of commands) {
      const [run, field] = ENV_RUNS[command];
      const rec = await run({files: {'.env': 'FROM_DOTENV=yes\n'}});
      assert.equal((rec[field]?.envVariables as Record<string, string>).FROM_DOTENV, 'yes', command);
    }
  },
  bundleCache: async (run: (...flags: string[]) => Promise<CliRecord>) => {
    assert.equal((await run()).bundle?.enableCaching, true);
    assert.equal((await run('--bundle-cache=false')).bundle?.enableCaching, false);
  },
  /** info: the command's info output is printed, its verbose output and the browser's console are not. */
  log: async (run: (...flags: string[]) => Promise<CliRecord>, field?: 'renderMedia' | 'renderStill') => {
    // eslint-disable-next-line no-control-regex
    const plain = (l: string) => l.replace(/\x1b\[[0-9;]*m/g, '');
    const verboseLine = (rec: CliRecord) => rec.logs.some((l) => plain(l).includes('Checking if src/index.ts is the entry file'));
    const rec = await run();
    assert.equal(rec.config.Logging.getLogLevel(), 'info');
    assert.equal(verboseLine(rec), false);
    assert.equal(verboseLine(await run('--log=verbose')), true);
    if (field) {
      assert.ok(rec.logs.some((l) => l.includes('Entry point = src/index.ts')));
      assert.equal(rec[field]?.dumpBrowserLogs, false);
    }
  },
  /** The preview server searches ports 3000 to 3100 and takes the first one nothing answers on. */
  previewPort: async () => {
    assert.deepEqual((await preview()).portSearch, [undefined, 3000, 3100]);
    const {getDesiredPort} = dist('@remotion/renderer', 'get-port');
    const taken = new Set([3000, 3001]);
    const FakeSocket = class {
      handlers: Record<string, () => void> = {};
      on(event: string, fn: () => void) {
        this.handlers[event] = fn;
        return this;
      }
      setTimeout() {}
      destroy() {}
      connect(port: number) {
        setImmediate(() => {
          this.handlers[taken.has(port) ? 'connect' : 'error']?.();
          this.handlers.close?.();
        });
      }
    };
    const net = require('node:net') as {Socket: unknown};
    const saved = net.Socket;
    net.Socket = FakeSocket;
    try {
      assert.equal(await getDesiredPort(undefined, 3000, 3100), 3002);
      taken.clear();
      assert.equal(await getDesiredPort(undefined, 3000, 3100), 3000);
    } finally {
      net.Socket = saved;
    }
  },
  timeout: async (run: () => Promise<CliRecord>, field: 'renderMedia' | 'renderStill') => {
    const rec = await run();
    assert.equal(rec[field]?.timeoutInMilliseconds, 30000);
    assert.equal(rec.getCompositions?.timeoutInMilliseconds, 30000);
  },
  stillImageFormat: async () => {
    const rec = await still();
    assert.equal(rec.renderStill?.imageFormat, 'png');
    assert.equal(path.relative(rec.project, String(rec.renderStill?.output)), path.join('out', 'Comp.png'));
    assert.equal((await still('out/a.jpg')).renderStill?.imageFormat, 'jpeg');
  },
  stillSize: async () => {
    const composition = (await still()).renderStill?.composition as {width: number; height: number};
    assert.deepEqual([composition.width, composition.height], [CLI_COMPOSITION.width, CLI_COMPOSITION.height]);
  },
  /** The command hands publicDir null to bundle(), which then copies <root>/public. */
  publicDir: async (run: () => Promise<CliRecord>) => {
    assert.equal((await run()).bundle?.publicDir, null);
    const bundled = await runBundle(() => ({publicDir: null}));
    assert.deepEqual(fs.readdirSync(path.join(bundled.outDir, 'public')), ['a.txt']);
  },
};

/** FFmpeg's -b:a when stitchFramesToVideo() writes an audio-only file, with FFmpeg replaced. */
async function audioOnlyBitrate(): Promise<string> {
  let args: string[] = [];
  const execa = (_bin: string, a: string[]) => {
    args = a;
    return Object.assign(Promise.resolve({stdout: '', stderr: ''}), {kill: () => undefined});
  };
  const {stitchFramesToVideo} = distWithDependency('@remotion/renderer', 'stitch-frames-to-video', 'execa', execa);
  const downloadMap = dist('@remotion/renderer', 'assets/download-map').makeDownloadMap();
  const renderer = (f: string) => dist('@remotion/renderer', f);
  try {
    await withExport(renderer('merge-audio-track'), 'mergeAudioTrack', async () => undefined, () =>
      withExport(renderer('validate-ffmpeg'), 'validateFfmpeg', async () => undefined, () =>
        stitchFramesToVideo({width: 100, height: 80, fps: 30, force: true, codec: 'mp3', enforceAudioTrack: true, outputLocation: 'out.mp3', assetsInfo: {assets: [], imageSequenceName: 'e-%d.jpeg', firstFrameIndex: 0, downloadMap}}),
      ),
    );
  } finally {
    dist('@remotion/renderer', 'assets/download-map').cleanDownloadMap(downloadMap);
  }
  return argAfter(args, '-b:a');
}
