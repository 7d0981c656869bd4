// The volume, playbackRate and muted defaults shared by <Audio>, <Video> and <OffthreadVideo>,
// proven from the asset each registers for the render's audio mix (media-run.ts), and the
// playbackRate limit from the validator all three run.
import assert from 'node:assert/strict';
import type {Claim} from './claims.ts';
import {renderMedia, type MediaComponent} from './media-run.ts';
import {dist, thrown} from './proof-kit.ts';

const asset = async (component: MediaComponent, extra: Record<string, unknown>) => (await renderMedia(component, {src: 'http://localhost/a.mp4', ...extra})).assets;

function sameAsset(component: MediaComponent, row: string, quote: string, value: unknown, differs: unknown): Claim {
  return {
    kind: 'default',
    row,
    quote,
    prove: async () => {
      const without = await asset(component, {});
      assert.equal(without.length, 1);
      assert.deepEqual(without.map((a) => a[row]), (await asset(component, {[row]: value})).map((a) => a[row]));
      assert.notDeepEqual((await asset(component, {[row]: differs})).map((a) => a[row]), without.map((a) => a[row]));
    },
  };
}

export function mediaDefaults(component: MediaComponent, quotes: {volume: string; playbackRate: string; muted: string; rateLimit: string}): Claim[] {
  return [
    sameAsset(component, 'volume', quotes.volume, 1, 0.5),
    sameAsset(component, 'playbackRate', quotes.playbackRate, 1, 2),
    {
      kind: 'default',
      row: 'muted',
      quote: quotes.muted,
      prove: async () => {
        assert.equal((await asset(component, {})).length, 1);
        assert.equal((await asset(component, {muted: false})).length, 1);
        assert.equal((await asset(component, {muted: true})).length, 0);
      },
    },
    {
      kind: 'limit',
      row: 'playbackRate',
      quote: quotes.rateLimit,
      prove: () => {
        const {validateMediaProps} = dist('remotion', 'validate-media-props');
        for (const ok of [0.01, 1, 16]) assert.equal(thrown(() => validateMediaProps({playbackRate: ok}, 'Audio')), null);
        for (const bad of [0, -1, NaN, Infinity]) assert.notEqual(thrown(() => validateMediaProps({playbackRate: bad}, 'Audio')), null);
      },
    },
  ];
}
