// <Sequence> defaults, proven by equivalence of the server-rendered Player (10 frames).
import React from 'react';
import {Sequence} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAsRendered} from '../../scripts/docs-checks/same-as.ts';

const seq = (extra: Record<string, unknown>) => React.createElement(Sequence, {...extra, children: React.createElement('p', null, 'child')} as never);

export const claims: PageClaims = {
  page: 'sequence.md',
  claims: [
    sameAsRendered('from', '| `from` | `number` | `0` |', seq, 0, 3, 1),
    sameAsRendered('durationInFrames', '| `durationInFrames` | `number` | `Infinity` |', seq, Infinity, 2, 5),
    sameAsRendered('layout', "| `layout` | `'absolute-fill' \\| 'none'` | `'absolute-fill'` |", seq, 'absolute-fill', 'none', 0),
  ],
};
