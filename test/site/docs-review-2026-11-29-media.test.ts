// The second review of issue 27, its last reference pages (scripts/docs-checks/review-2026-11-29.md):
// the media pages, apart from the Lambda ones because @remotion/lambda loads its own remotion copy and
// these need the site's. Browser steps (fetch, AudioContext, the page's window) are recorders; the GIF
// page downloads real GIFs written byte by byte from a local server.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {resolveObjectURL} from 'node:buffer';
import {dist, nestedRemotion, withExport} from '../../scripts/docs-checks/proof-kit.ts';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');

/** A page-like global scope for @remotion/media-utils: `fetch` and `AudioContext` recorded, `window` at `origin`. */
async function withAudioPage<T>(fn: (fetched: string[], release: () => void) => Promise<T>, manual = false): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const saved = ['window', 'document', 'fetch', 'AudioContext'].map((k) => [k, g[k]] as const);
  const fetched: string[] = [];
  // With `manual`, downloads finish only when the test calls release(): no race against timers.
  let pending: (() => void)[] = [];
  const release = () => {
    for (const r of pending) r();
    pending = [];
  };
  g.window = {location: {origin: 'http://localhost:3000'}};
  g.document = {};
  g.fetch = async (url: string) => {
    fetched.push(url);
    await new Promise<void>((resolve) => (manual ? pending.push(resolve) : setTimeout(resolve, 5)));
    if (url.startsWith('https://no-cors.example')) throw new TypeError('Failed to fetch');
    return {arrayBuffer: async () => new ArrayBuffer(8)};
  };
  g.AudioContext = class {
    sampleRate = 48000;
    decodeAudioData = async () => ({numberOfChannels: 2, duration: 1.5, getChannelData: (c: number) => new Float32Array(4).fill(c / 2)});
  };
  try {
    return await fn(fetched, release);
  } finally {
    for (const [k, v] of saved) (v === undefined ? delete g[k] : (g[k] = v));
  }
}

test('get-audio-data: in Node the promise rejects; isRemote is false only for the page origin and data URLs; the cache serves calls after the first resolved, overlapping calls each download', async () => {
  const {getAudioData} = await import('@remotion/media-utils');
  let result: Promise<unknown> | undefined;
  assert.doesNotThrow(() => (result = getAudioData('/a.mp3')));
  await assert.rejects(result!, /getAudioData\(\) is only available in the browser/);
  const {staticFile} = await import('remotion');
  await withAudioPage(async (fetched) => {
    const data = await getAudioData(staticFile('beat.mp3'));
    assert.deepEqual([data.sampleRate, data.durationInSeconds, data.numberOfChannels, data.channelWaveforms.length], [48000, 1.5, 2, 2]);
    assert.equal(data.isRemote, true, 'a staticFile() path does not start with the origin');
    assert.equal((await getAudioData('http://localhost:3000/beat.mp3')).isRemote, false);
    assert.equal((await getAudioData('data:audio/wav;base64,AAAA')).isRemote, false);
    assert.equal((await getAudioData('https://cdn.example/x.mp3')).isRemote, true);
    assert.equal(await getAudioData(staticFile('beat.mp3')), data, 'a later call: the same object, no new download');
    assert.equal(fetched.filter((u) => u === '/beat.mp3').length, 1);
    const [x, y] = await Promise.all([getAudioData('/overlap.mp3'), getAudioData('/overlap.mp3')]);
    assert.notEqual(x, y);
    assert.equal(fetched.filter((u) => u === '/overlap.mp3').length, 2, 'calls that overlap each download and decode');
    await assert.rejects(getAudioData('https://no-cors.example/x.mp3'), /Failed to read from https:\/\/no-cors\.example\/x\.mp3: Failed to fetch\. Does the resource support CORS\?/);
  });
  const text = page('get-audio-data.md');
  assert.match(text, /in Node\.js the promise rejects/);
  assert.match(text, /a relative path such as the one `staticFile\(\)` returns counts as remote/);
  assert.match(text, /Calls that overlap, before the first one resolved, each download and decode the file/);
});

test('use-audio-data: an empty src throws a TypeError; null first, then the data, with the render held meanwhile; a new src loads again; mounted together, components decode once each', async () => {
  const {useAudioData} = await import('@remotion/media-utils');
  const {renderWithEffects} = await import('../../scripts/docs-checks/effects-render.ts');
  assert.throws(() => (useAudioData as (s: string) => unknown)(''), (e: Error) => e instanceof TypeError && /requires a 'src' parameter/.test(e.message));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const ready = () => (globalThis as {window: {ready?: boolean}}).window.ready;
  await withAudioPage(async (fetched, release) => {
    const seen: (number | null)[] = [];
    const Shows = ({src}: {src: string}) => {
      const data = useAudioData(src);
      seen.push(data ? data.numberOfChannels : null);
      return null;
    };
    const {default: React} = await import('react');
    await renderWithEffects(React.createElement(Shows, {src: '/hook.mp3'}));
    assert.equal(seen[0], null, 'the first render returns null');
    assert.equal(ready(), false, 'the render is held while loading');
    release();
    await settle();
    assert.equal(seen.at(-1), 2);
    assert.equal(ready(), true, 'released once the data is there');
    // A new src: loaded, and the render held again until it is.
    let switchTo = (_src: string) => undefined as void;
    const Switches = () => {
      const [src, setSrc] = React.useState('/first.mp3');
      switchTo = setSrc;
      return React.createElement(Shows, {src});
    };
    await renderWithEffects(React.createElement(Switches));
    release();
    await settle();
    switchTo('/second.mp3');
    await settle();
    assert.equal(ready(), false);
    release();
    await settle();
    assert.deepEqual(fetched.slice(-2), ['/first.mp3', '/second.mp3']);
    assert.equal(ready(), true);
    // Two components mounted together with the same src: each call starts before the cache is filled.
    const before = fetched.length;
    const Two = () => React.createElement(React.Fragment, null, React.createElement(Shows, {src: '/pair.mp3'}), React.createElement(Shows, {src: '/pair.mp3'}));
    await renderWithEffects(React.createElement(Two));
    await settle();
    assert.deepEqual(fetched.slice(before), ['/pair.mp3', '/pair.mp3']);
    release();
    await settle();
  }, true);
  assert.match(page('use-audio-data.md'), /Components that mount at the same time with the same `src` each download and decode it/);
});

/** A 1×1 GIF89a with one frame per entry: its delay in hundredths of a second, or null for a frame without a graphic control extension. */
function gifBytes(delays: (number | null)[]): Buffer {
  const frames = delays.flatMap((d) => [
    ...(d === null ? [] : [0x21, 0xf9, 0x04, 0x00, d & 0xff, d >> 8, 0x00, 0x00]),
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00],
    // LZW, minimum code size 2: clear, colour 0, end of information, packed into two bytes.
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ]);
  return Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, ...frames, 0x3b]);
}

/** Serves `/<name>.gif` from `gifs` (as image/gif, or text/plain for names starting with `text`) and counts requests per path. */
async function withGifServer<T>(gifs: Record<string, Buffer>, fn: (origin: string, hits: Record<string, number>) => Promise<T>): Promise<T> {
  const http = await import('node:http');
  const hits: Record<string, number> = {};
  const server = http.createServer((req, res) => {
    const name = req.url!.slice(1).replace(/\.gif$/, '');
    hits[req.url!] = (hits[req.url!] ?? 0) + 1;
    res.writeHead(200, {'Content-Type': name.startsWith('text') ? 'text/plain' : 'image/gif'}).end(gifs[name] ?? gifBytes([10]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  const g = globalThis as Record<string, unknown>;
  const saved = ['window', 'ImageData', 'Worker'].map((k) => [k, g[k]] as const);
  g.window = {location: {origin, href: `${origin}/`}};
  g.ImageData = class {
    data: Uint8ClampedArray;
    constructor(public width: number, public height: number) {
      this.data = new Uint8ClampedArray(width * height * 4);
    }
  };
  g.Worker = GifWorker;
  try {
    return await fn(origin, hits);
  } finally {
    for (const [k, v] of saved) (v === undefined ? delete g[k] : (g[k] = v));
    server.close();
  }
}

/** A Worker that runs the worker source @remotion/gif ships (from its blob URL) in this thread, with `self` and the real fetch. */
class GifWorker {
  private outside: ((e: {data: unknown}) => void)[] = [];
  private inside: (e: {data: unknown}) => void = () => undefined;
  private loaded: Promise<void>;
  constructor(url: string) {
    const blob = resolveObjectURL(url)!;
    this.loaded = blob.text().then((source) => {
      const self = {addEventListener: (_t: string, fn: (e: {data: unknown}) => void) => (this.inside = fn), postMessage: (data: unknown) => this.outside.forEach((fn) => fn({data}))};
      new Function('self', source)(self);
    });
  }
  addEventListener(_type: string, fn: (e: {data: unknown}) => void) {
    this.outside.push(fn);
  }
  removeEventListener() {}
  postMessage(data: unknown) {
    void this.loaded.then(() => this.inside({data}));
  }
  terminate() {}
}

test('get-gif-duration-in-seconds: the sum of the frame delays of a real GIF, a stored 0 counting as 0.1 s, in the preview and in a render', {timeout: 20_000}, async () => {
  nestedRemotion('@remotion/gif');
  const {getGifDurationInSeconds} = dist('@remotion/gif', 'get-gif-duration-in-seconds');
  const gifs = {three: gifBytes([10, 25, 40]), zero: gifBytes([0, 5]), inherit: gifBytes([20, null, 5]), none: gifBytes([null, null]), worker: gifBytes([7, 8])};
  await withGifServer(gifs, async (origin, hits) => {
    assert.equal(await getGifDurationInSeconds('/three.gif'), 0.75);
    assert.equal(hits['/three.gif'], 1, 'a relative src is fetched from the page origin');
    assert.equal(await getGifDurationInSeconds(`${origin}/zero.gif`), 0.15, 'a stored delay of 0 counts as 10 hundredths');
    assert.equal(await getGifDurationInSeconds('/inherit.gif'), 0.45, 'a frame without its own delay takes the one before it');
    assert.ok(Number.isNaN(await getGifDurationInSeconds('/none.gif')), 'no delays at all: NaN');
    // In a render the same parse runs in the Web Worker the package ships.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      assert.equal(await getGifDurationInSeconds('/worker.gif'), 0.15);
      assert.equal(hits['/worker.gif'], 1);
    } finally {
      process.env.NODE_ENV = env;
    }
    await assert.rejects(getGifDurationInSeconds('/text.gif'), /Wrong content type: "text\/plain"/);
  });
  await assert.rejects(getGifDurationInSeconds('/three.gif'), /window is not defined/, 'it needs the page');
  const text = page('gif/get-gif-duration-in-seconds.md');
  assert.match(text, /the sum of the delays of all GIF frames, in seconds\. A frame whose stored delay is 0 counts as 0\.1 s/);
  assert.match(text, /A frame without a delay of its own takes the delay of the frame before it, and a GIF that states no delay at all gives `NaN`/);
  assert.match(text, /served with a `Content-Type` that contains `image\/gif`/);
});

test('get-gif-duration-in-seconds: 30 GIFs are kept; a later <Gif> downloads the file again (regression: the page said it would not)', {timeout: 20_000}, async () => {
  const R = nestedRemotion('@remotion/gif');
  const {getGifDurationInSeconds} = dist('@remotion/gif', 'get-gif-duration-in-seconds');
  const {GifForRendering} = dist('@remotion/gif', 'GifForRendering');
  const {renderWithEffects} = await import('../../scripts/docs-checks/effects-render.ts');
  const {default: React} = await import('react');
  await withGifServer({}, async (_origin, hits) => {
    await getGifDurationInSeconds('/kept.gif');
    await getGifDurationInSeconds('/kept.gif');
    assert.equal(hits['/kept.gif'], 1, 'measured again after the first call resolved: no download');
    for (let i = 0; i < 30; i++) await getGifDurationInSeconds(`/other-${i}.gif`);
    await getGifDurationInSeconds('/kept.gif');
    assert.equal(hits['/kept.gif'], 2, 'after 30 other GIFs it is downloaded again');
    // A <Gif> (the component a render uses) loads its file in an effect, cached or not.
    const drawn: number[] = [];
    const Canvas = React.forwardRef((props: {frames: unknown[]}, _ref) => (drawn.push(props.frames.length), null));
    const COMPOSITION = {id: 'c', width: 100, height: 100, fps: 30, durationInFrames: 30, component: () => null, defaultProps: {}, nonce: 0, folderName: null, parentFolderName: null};
    const manager = {registerAsset: () => undefined, unregisterAsset: () => undefined, registerSequence: () => undefined, unregisterSequence: () => undefined, compositions: [COMPOSITION], currentComposition: 'c'};
    const mount = (src: string) =>
      withExport(dist('@remotion/gif', 'canvas'), 'Canvas', Canvas, async () => {
        const {unmount} = await renderWithEffects(
          React.createElement(R.Internals.CanUseRemotionHooksProvider, null, React.createElement(R.Internals.CompositionManager.Provider, {value: manager}, React.createElement(GifForRendering, {src}))),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        unmount();
      });
    await mount('/kept.gif');
    assert.equal(drawn[0], 1, 'the cached frames are shown on the first render');
    assert.equal(hits['/kept.gif'], 3, 'and the file is downloaded once more');
    await mount('/by-gif.gif');
    assert.equal(await getGifDurationInSeconds('/by-gif.gif'), 0.1);
    assert.equal(hits['/by-gif.gif'], 1, 'a GIF a <Gif> loaded is measured without a download');
  });
  // <Gif> picks its frame from the time modulo the loop length: it loops for as long as it is shown.
  const {useCurrentGifIndex} = dist('@remotion/gif', 'useCurrentGifIndex');
  const {renderWithOwnRemotion} = await import('../../scripts/docs-checks/nested-run.ts');
  const indexAt = (frame: number) => renderWithOwnRemotion('@remotion/gif', () => React.createElement(() => React.createElement('i', null, useCurrentGifIndex([100, 200]))), frame);
  assert.deepEqual([0, 3, 8, 9, 12, 909].map((f) => /<i>(\d)<\/i>/.exec(indexAt(f))?.[1]), ['0', '1', '1', '0', '1', '0']);
  const text = page('gif/get-gif-duration-in-seconds.md');
  assert.match(text, /A \[`<Gif>`\]\(\.\/index\.md\) loops forever/);
  assert.doesNotMatch(text, /or rendering it with `<Gif>` afterwards, does not download it twice/);
  assert.match(text, /for the 30 most recently used GIFs/);
  assert.match(text, /A `<Gif>` downloads its file whenever it mounts, even if the GIF was measured before/);
});
