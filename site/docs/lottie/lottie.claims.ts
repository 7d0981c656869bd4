// <Lottie> defaults: the component runs as in a render (media-run.ts) with lottie-web replaced by a
// recorder of the frame it is told to show; the frame each default yields is compared over a
// 30-frame composition with an animation of 12 frames.
import assert from 'node:assert/strict';
import React from 'react';
import type {Claim, PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {renderInComposition} from '../../../scripts/docs-checks/media-run.ts';
import {dist, distWithDependency, thrown} from '../../../scripts/docs-checks/proof-kit.ts';

async function shownFrames(extra: Record<string, unknown>): Promise<number[]> {
  const shown: number[] = [];
  const lottieWeb = {
    loadAnimation: () => ({totalFrames: 12, currentFrame: 0, goToAndStop: (f: number) => shown.push(f), setDirection: () => undefined, setSpeed: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, destroy: () => undefined}),
  };
  const {Lottie} = distWithDependency('@remotion/lottie', 'Lottie', 'lottie-web', lottieWeb);
  const frames: number[] = [];
  for (const frame of [0, 5, 11, 12, 20, 29]) {
    shown.length = 0;
    await renderInComposition(React.createElement(Lottie, {animationData: {}, ...extra}), frame);
    frames.push(shown[shown.length - 1]);
  }
  return frames;
}

function same(row: string, quote: string, value: unknown, differs: unknown): Claim {
  return {
    kind: 'default',
    row,
    quote,
    prove: async () => {
      const without = await shownFrames({});
      assert.deepEqual(await shownFrames({[row]: value}), without);
      assert.notDeepEqual(await shownFrames({[row]: differs}), without);
    },
  };
}

export const claims: PageClaims = {
  page: 'lottie/lottie.md',
  claims: [
    same('playbackRate', '| `playbackRate` | `number` | `1` |', 1, 2),
    same('direction', "| `direction` | `'forward' \\| 'backward'` | `'forward'` |", 'forward', 'backward'),
    same('loop', '| `loop` | `boolean` | `false` |', false, true),
    {
      kind: 'behaviour',
      row: 'loop',
      quote: 'Without it, the last frame stays visible.',
      prove: async () => assert.deepEqual(await shownFrames({}), [0, 5, 11, 12, 12, 12]),
    },
    {
      kind: 'limit',
      row: 'playbackRate',
      quote: 'Must be a positive number.',
      prove: () => {
        const {validatePlaybackRate} = dist('@remotion/lottie', 'validate-playbackrate');
        assert.equal(thrown(() => validatePlaybackRate(0.01)), null);
        for (const bad of [0, -1, Infinity]) assert.notEqual(thrown(() => validatePlaybackRate(bad)), null);
      },
    },
  ],
};
