// <Sequence> defaults, proven by equivalence of the server-rendered Player (10 frames).
import assert from 'node:assert/strict';
import React from 'react';
import {Sequence} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAsRendered} from '../../scripts/docs-checks/same-as.ts';
import {renderInComposition} from '../../scripts/docs-checks/media-run.ts';
import {limitEdges, rendered} from '../../scripts/docs-checks/limit-proofs.ts';

const seq = (extra: Record<string, unknown>) => React.createElement(Sequence, {...extra, children: React.createElement('p', null, 'child')} as never);

export const claims: PageClaims = {
  page: 'sequence.md',
  claims: [
    sameAsRendered('from', '| `from` | `number` | `0` |', seq, 0, 3, 1),
    sameAsRendered('durationInFrames', '| `durationInFrames` | `number` | `Infinity` |', seq, Infinity, 2, 5),
    {
      kind: 'default',
      row: 'showInTimeline',
      quote: '| `showInTimeline` | `boolean` | `true` |',
      prove: async () => {
        // In the preview each sequence registers a timeline track; the flag travels with it.
        const registered = async (extra: Record<string, unknown>) =>
          (await renderInComposition(seq({name: 'mine', ...extra}), 0, 'preview')).sequences.filter((s) => s.displayName === 'mine').map((s) => s.showInTimeline);
        assert.deepEqual(await registered({}), [true]);
        assert.deepEqual(await registered({showInTimeline: true}), [true]);
        assert.deepEqual(await registered({showInTimeline: false}), [false]);
        // A render registers no tracks at all: "Rendering is not affected".
        assert.deepEqual((await renderInComposition(seq({showInTimeline: false}), 0, 'rendering')).sequences, []);
      },
    },
    sameAsRendered('layout', "| `layout` | `'absolute-fill' \\| 'none'` | `'absolute-fill'` |", seq, 'absolute-fill', 'none', 0),
    limitEdges('from', 'An integer; negative values are allowed', rendered((from) => seq({from})), [-3, 0, 4], [0.5, -1.5]),
    limitEdges('durationInFrames', 'A positive integer, or `Infinity` to stay until the end.', rendered((d) => seq({durationInFrames: d})), [1, Infinity], [0, -1, 1.5]),
  ],
};
