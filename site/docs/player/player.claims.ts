// <Player> defaults: the Player is rendered on the server with its inner PlayerUI replaced by a
// recorder, so each proof reads the value the Player decided and hands on; the shared audio tags
// are read from the provider the Player renders, the initial frame from the rendered composition.
import assert from 'node:assert/strict';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {useCurrentFrame} from 'remotion';
import type {Claim, PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {dist, renderInPlayer, thrown, withExport} from '../../../scripts/docs-checks/proof-kit.ts';
import {limitEdges} from '../../../scripts/docs-checks/limit-proofs.ts';

const BASE = {component: () => null, durationInFrames: 10, fps: 30, compositionWidth: 100, compositionHeight: 100};

/** The props <Player> gives PlayerUI, rendered with `extra` props. */
async function uiProps(extra: Record<string, unknown>): Promise<Record<string, unknown>> {
  const {Player} = dist('@remotion/player', 'Player');
  let seen: Record<string, unknown> = {};
  const Recorder = React.forwardRef((props: Record<string, unknown>, _ref) => {
    seen = props;
    return null;
  });
  await withExport(dist('@remotion/player', 'PlayerUI'), 'default', Recorder, () => renderToString(React.createElement(Player, {...BASE, ...extra})));
  return seen;
}

function uiDefault(row: string, quote: string, value: unknown, differs: unknown, expected = value): Claim {
  return {
    kind: 'default',
    row,
    quote,
    prove: async () => {
      const without = (await uiProps({}))[row];
      assert.deepEqual(without, expected);
      assert.deepEqual((await uiProps({[row]: value}))[row], without);
      assert.notDeepEqual((await uiProps({[row]: differs}))[row], without);
    },
  };
}

export const claims: PageClaims = {
  page: 'player/player.md',
  claims: [
    uiDefault('loop', '| `loop` | `boolean` | `false` |', false, true),
    uiDefault('autoPlay', '| `autoPlay` | `boolean` | `false` |', false, true),
    uiDefault('controls', '| `controls` | `boolean` | `false` |', false, true),
    uiDefault('showVolumeControls', '| `showVolumeControls` | `boolean` | `true` |', true, false),
    uiDefault('allowFullscreen', '| `allowFullscreen` | `boolean` | `true` |', true, false),
    {
      kind: 'default',
      row: 'clickToPlay',
      quote: '| `clickToPlay` | `boolean` | `true` if controls |',
      prove: async () => {
        assert.equal((await uiProps({})).clickToPlay, false);
        assert.equal((await uiProps({controls: true})).clickToPlay, true);
        assert.equal((await uiProps({controls: true, clickToPlay: false})).clickToPlay, false);
        assert.equal((await uiProps({clickToPlay: true})).clickToPlay, true);
      },
    },
    uiDefault('doubleClickToFullscreen', '| `doubleClickToFullscreen` | `boolean` | `false` |', false, true),
    uiDefault('spaceKeyToPlayOrPause', '| `spaceKeyToPlayOrPause` | `boolean` | `true` |', true, false),
    uiDefault('moveToBeginningWhenEnded', '| `moveToBeginningWhenEnded` | `boolean` | `true` |', true, false),
    uiDefault('playbackRate', '| `playbackRate` | `number` (-4..4) | `1` |', 1, 2),
    {
      kind: 'limit',
      row: 'playbackRate',
      quote: 'Negative values play backwards; `0` throws.',
      prove: () => {
        const {validatePlaybackRate} = dist('@remotion/player', 'utils/validate-playbackrate');
        for (const ok of [-4, -0.5, 4]) assert.equal(thrown(() => validatePlaybackRate(ok)), null);
        for (const bad of [-4.01, 0, 4.01]) assert.notEqual(thrown(() => validatePlaybackRate(bad)), null);
      },
    },
    uiDefault('showPosterWhenUnplayed', '| `showPosterWhenUnplayed` | `boolean` | `false` |', false, true),
    uiDefault('showPosterWhenPaused', '| `showPosterWhenPaused` | `boolean` | `false` |', false, true),
    uiDefault('showPosterWhenEnded', '| `showPosterWhenEnded` | `boolean` | `false` |', false, true),
    uiDefault('initiallyShowControls', '| `initiallyShowControls` | `number \\| boolean` | `true` |', true, 500),
    {
      kind: 'default',
      row: 'numberOfSharedAudioTags',
      quote: '| `numberOfSharedAudioTags` | `number` | `5` |',
      prove: async () => {
        const {Internals} = dist('remotion', 'internals');
        const tags = async (extra: Record<string, unknown>) => {
          let seen: unknown;
          const Real = Internals.SharedAudioContextProvider;
          await withExport(Internals, 'SharedAudioContextProvider', (props: {numberOfAudioTags: number; children: React.ReactNode}) => {
            seen = props.numberOfAudioTags;
            return React.createElement(Real, props);
          }, () => renderToString(React.createElement(dist('@remotion/player', 'Player').Player, {...BASE, ...extra})));
          return seen;
        };
        assert.equal(await tags({}), 5);
        assert.equal(await tags({numberOfSharedAudioTags: 2}), 2);
      },
    },
    {
      kind: 'default',
      row: 'initialFrame',
      quote: '| `initialFrame` | `number` | `0` |',
      prove: async () => {
        const Frame = () => React.createElement('b', null, `frame ${useCurrentFrame()}`);
        const shown = async (extra: Record<string, unknown>) => /frame (\d+)/.exec((await renderInPlayer(Frame, extra)).html)?.[1];
        assert.equal(await shown({}), '0');
        assert.equal(await shown({initialFrame: 0}), '0');
        assert.equal(await shown({initialFrame: 4}), '4');
      },
    },
    limitEdges(
      'initiallyShowControls',
      'a positive integer for that many milliseconds',
      async (v) => (await renderInPlayer(() => null, {controls: true, initiallyShowControls: v})).errors[0] ?? null,
      [1, 2000, true, false],
      [0, -1, 1.5],
    ),
  ],
};
