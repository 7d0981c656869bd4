// Runs @remotion/renderer's own renderStill(), renderFrames(), renderMedia() and getCompositions()
// against a recording stand-in for Chromium: the page object notes what the renderer sets on it
// (viewport, timeouts, values injected before the bundle loads), and the steps that need a real
// page or server (starting the server, evaluating in the page, seeking, taking the screenshot) are
// replaced for the length of the call and note the arguments they are given. Everything the
// renderer decides between those steps — the defaults the docs state — runs unchanged.
// recordLaunch() runs openBrowser() itself with only puppeteer's launch() recorded.
import {VERSION} from 'remotion/version';
import {dist, withExport} from './proof-kit.ts';

export interface Recorded {
  viewport?: {width: number; height: number; deviceScaleFactor: number};
  defaultTimeout?: number;
  /** Values injected with evaluateOnNewDocument, by the window key the page function assigns. */
  injected: Record<string, unknown>;
  screenshots: {imageFormat: string; quality?: number; frame?: number}[];
  seeks: number[];
  openBrowser?: {shouldDumpIo?: boolean; forceDeviceScaleFactor?: number};
  server?: {port: number | null};
}

export function fakeBrowser(rec: Recorded) {
  const page = {
    setViewport: async (v: Recorded['viewport']) => {
      rec.viewport = v;
    },
    setDefaultTimeout: (t: number) => {
      rec.defaultTimeout = t;
    },
    setDefaultNavigationTimeout: () => undefined,
    evaluateOnNewDocument: async (fn: (...a: unknown[]) => void, value: unknown) => {
      const key = /window\.(remotion_\w+)/.exec(String(fn))?.[1] ?? String(fn);
      rec.injected[key] = value;
    },
    goto: async () => ({status: () => 200}),
    on: () => undefined,
    off: () => undefined,
    close: async () => undefined,
    isClosed: () => false,
    // getCompositions() waits for the bundle to set window.ready.
    waitForFunction: async () => undefined,
    browser: () => undefined,
  };
  return {newPage: async () => page, close: async () => undefined, pages: async () => [page]};
}

/** What the bundle's page functions would answer, by the window key they read. */
function answer(pageFunction: () => unknown): unknown {
  const src = String(pageFunction);
  if (src.includes('getStaticCompositions()')) return [];
  if (src.includes('getStaticCompositions')) return () => [];
  if (src.includes('siteVersion')) return '4';
  if (src.includes('remotion_version')) return VERSION;
  if (src.includes('remotion_collectAssets')) return [];
  return undefined;
}

const renderer = (file: string) => dist('@remotion/renderer', file);

/** Runs `fn` with the page-side steps replaced by recorders writing into a fresh record. */
export async function recordRun(fn: (rec: Recorded, browser: ReturnType<typeof fakeBrowser>) => Promise<unknown>): Promise<Recorded> {
  const rec: Recorded = {injected: {}, screenshots: [], seeks: []};
  const browser = fakeBrowser(rec);
  const stubs: [Record<string, unknown>, string, unknown][] = [
    [renderer('prepare-server'), 'prepareServer', async (o: {port: number | null}) => {
      rec.server = {port: o.port};
      return {serveUrl: 'http://localhost:1', closeServer: async () => undefined, offthreadPort: 1};
    }],
    [renderer('puppeteer-evaluate'), 'puppeteerEvaluateWithCatch', async ({pageFunction}: {pageFunction: () => unknown}) => answer(pageFunction)],
    [renderer('seek-to-frame'), 'seekToFrame', async ({frame}: {frame: number}) => {
      rec.seeks.push(frame);
    }],
    [renderer('provide-screenshot'), 'provideScreenshot', async (o: {imageFormat: string; quality?: number; options: {frame: number}}) => {
      rec.screenshots.push({imageFormat: o.imageFormat, quality: o.quality, frame: o.options.frame});
      return Buffer.from('');
    }],
    [renderer('error-handling/handle-javascript-exception'), 'handleJavascriptException', () => () => undefined],
    [renderer('open-browser'), 'openBrowser', async (_b: string, o: Recorded['openBrowser']) => {
      rec.openBrowser = o;
      return browser;
    }],
    [renderer('cycle-browser-tabs'), 'cycleBrowserTabs', () => ({stopCycling: () => undefined})],
    [renderer('validate-ffmpeg'), 'validateFfmpeg', async () => undefined],
  ];
  const run = stubs.reduceRight<() => Promise<unknown>>((inner, [mod, name, stub]) => () => withExport(mod, name, stub, inner), () => fn(rec, browser));
  await run();
  return rec;
}

export const COMPOSITION = {id: 'c', width: 100, height: 80, fps: 30, durationInFrames: 10, defaultProps: {}};

export interface MediaRun {
  /** What the fake browser saw while renderMedia()'s own renderFrames() ran. */
  page: Recorded;
  frames: Record<string, unknown>;
  stitch: Record<string, unknown>;
}

/**
 * renderMedia() on the fake browser: its renderFrames() runs (its options noted on the way), and
 * stitchFramesToVideo(), which would start FFmpeg, is replaced by a recorder of its options.
 */
export async function recordRenderMedia(options: Record<string, unknown>): Promise<MediaRun> {
  const out = {frames: {}, stitch: {}} as MediaRun;
  const frames = renderer('render-frames');
  const realRenderFrames = frames.renderFrames as (o: Record<string, unknown>) => Promise<unknown>;
  out.page = await recordRun(() =>
    withExport(frames, 'renderFrames', (o: Record<string, unknown>) => {
      out.frames = o;
      return realRenderFrames(o);
    }, () =>
      withExport(renderer('stitch-frames-to-video'), 'stitchFramesToVideo', async (o: Record<string, unknown>) => {
        out.stitch = o;
        return Buffer.from('');
      }, () => dist('@remotion/renderer', 'render-media').renderMedia({composition: COMPOSITION, serveUrl: 'http://x/', codec: 'h264', disallowParallelEncoding: true, ...options}))),
  );
  return out;
}

/** The FFmpeg arguments stitchFramesToVideo() builds, caught in its ffmpegOverride hook before FFmpeg starts. */
export async function stitchArgs(options: Record<string, unknown>): Promise<string[]> {
  let args: string[] = [];
  const downloadMap = renderer('assets/download-map').makeDownloadMap();
  await recordRun(async () => {
    try {
      await renderer('stitch-frames-to-video').stitchFramesToVideo({
        width: 100,
        height: 80,
        fps: 30,
        force: true,
        assetsInfo: {assets: [], imageSequenceName: 'element-%d.jpeg', firstFrameIndex: 0, downloadMap},
        ffmpegOverride: ({args: built}: {args: string[]}) => {
          args = built;
          throw new Error('captured');
        },
        ...options,
      });
    } catch (err) {
      if ((err as Error).message !== 'captured') throw err;
    }
  });
  renderer('assets/download-map').cleanDownloadMap(downloadMap);
  return args;
}

/** The value after `flag` in FFmpeg arguments. */
export const argAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

export interface Launch {
  executablePath: string;
  product: string;
  dumpio: boolean;
  args: string[];
  defaultViewport: unknown;
}

/** openBrowser(browser, options) with puppeteer's launch() recorded: the launch options and whether the first tab was closed. */
export async function recordLaunch(browser: string, options?: Record<string, unknown>): Promise<Launch & {firstTabClosed: boolean}> {
  const {puppeteer} = dist('@remotion/renderer', 'browser/node');
  let launch: Launch | undefined;
  let firstTabClosed = false;
  const saved = process.env.PUPPETEER_EXECUTABLE_PATH;
  // The browser "found on the system": an existing file named by the variable the lookup reads first.
  process.env.PUPPETEER_EXECUTABLE_PATH = process.execPath;
  try {
    await withExport(puppeteer, 'launch', async (o: Launch) => {
      launch = o;
      return {pages: async () => [{close: async () => void (firstTabClosed = true)}]};
    }, () => dist('@remotion/renderer', 'open-browser').openBrowser(browser, options));
  } finally {
    if (saved === undefined) delete process.env.PUPPETEER_EXECUTABLE_PATH;
    else process.env.PUPPETEER_EXECUTABLE_PATH = saved;
  }
  return {...launch!, firstTabClosed};
}
