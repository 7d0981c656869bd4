// <MotionBlur>'s layers limit, proven at both edges by server-rendering it with its own copy of
// remotion (nested-run.ts): it hands layers to <Trail>, whose validation runs inside the component.
import React from 'react';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {renderWithOwnRemotion} from '../../../scripts/docs-checks/nested-run.ts';
import {dist, thrown} from '../../../scripts/docs-checks/proof-kit.ts';
import {limitEdges} from '../../../scripts/docs-checks/limit-proofs.ts';

const motionBlur = (layers: unknown) =>
  thrown(() =>
    renderWithOwnRemotion(
      '@remotion/motion-blur',
      () => React.createElement(dist('@remotion/motion-blur', 'MotionBlur').MotionBlur, {layers, lagInFrames: 0.1, blurOpacity: 1}, React.createElement('p', null, 'child')),
      5,
    ),
  );

export const claims: PageClaims = {
  page: 'motion-blur/motion-blur.md',
  claims: [limitEdges('layers', '| `layers` | `integer` |', motionBlur, [0, 3], [1.5, -1])],
};
