// The second review of issue 27, its last reference pages (scripts/docs-checks/review-2026-11-29.md):
// the media pages, apart from the Lambda ones because @remotion/lambda loads its own remotion copy and
// these need the site's. Browser steps (fetch, AudioContext, the page's window) are recorders.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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
