// <Loop> defaults, proven by equivalence of the server-rendered Player (10 frames, loops of 3).
import React from 'react';
import {Loop} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAsRendered} from '../../scripts/docs-checks/same-as.ts';
import {limitEdges, rendered} from '../../scripts/docs-checks/limit-proofs.ts';

const loop = (extra: Record<string, unknown>) => React.createElement(Loop, {durationInFrames: 3, ...extra, children: React.createElement('p', null, 'child')} as never);

export const claims: PageClaims = {
  page: 'loop.md',
  claims: [
    sameAsRendered('times', '| `times` | `number` | `Infinity` |', loop, Infinity, 1, 5),
    sameAsRendered('layout', "| `layout` | `'absolute-fill' \\| 'none'` | `'absolute-fill'` |", loop, 'absolute-fill', 'none', 0),
    limitEdges('durationInFrames', 'Length of one iteration in frames. A positive integer.', rendered((d) => loop({durationInFrames: d})), [1, 3], [0, -1, 1.5]),
    limitEdges('times', 'A non-negative integer or `Infinity`.', rendered((times) => loop({times})), [0, 2, Infinity], [-1, 1.5]),
  ],
};
