// <Series.Sequence> defaults, proven by equivalence of the server-rendered Player: two scenes of 5
// frames, the option on the second, seen at frame 6.
import React from 'react';
import {Series, useCurrentFrame} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAsRendered} from '../../scripts/docs-checks/same-as.ts';
import {limitEdges, rendered} from '../../scripts/docs-checks/limit-proofs.ts';

const Shows = ({label}: {label: string}) => React.createElement('p', null, `${label} ${useCurrentFrame()}`);
const series = (extra: Record<string, unknown>) =>
  React.createElement(
    Series,
    null,
    React.createElement(Series.Sequence, {durationInFrames: 5, children: React.createElement(Shows, {label: 'a'})}),
    React.createElement(Series.Sequence, {durationInFrames: 5, ...extra, children: React.createElement(Shows, {label: 'b'})} as never),
  );

export const claims: PageClaims = {
  page: 'series.md',
  claims: [
    sameAsRendered('offset', '| `offset` | `number` | `0` |', series, 0, 2, 6),
    sameAsRendered('layout', "| `layout` | `'absolute-fill' \\| 'none'` | `'absolute-fill'` |", series, 'absolute-fill', 'none', 6),
    limitEdges('durationInFrames', 'Length of this scene. A positive integer.', rendered((d) => series({durationInFrames: d})), [1, 5], [0, -1, 1.5]),
    limitEdges('offset', 'An integer.', rendered((offset) => series({offset})), [-2, 0, 3], [0.5, -1.5]),
  ],
};
