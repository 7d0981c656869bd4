// <Trail> limits, proven at both edges by server-rendering it with its own copy of remotion
// (nested-run.ts): its validation runs inside the component.
import React from 'react';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {renderWithOwnRemotion} from '../../../scripts/docs-checks/nested-run.ts';
import {dist, thrown} from '../../../scripts/docs-checks/proof-kit.ts';
import {limitEdges} from '../../../scripts/docs-checks/limit-proofs.ts';

const trail = (layers: unknown) =>
  thrown(() =>
    renderWithOwnRemotion(
      '@remotion/motion-blur',
      () => React.createElement(dist('@remotion/motion-blur', 'Trail').Trail, {layers, lagInFrames: 0.1, trailOpacity: 1}, React.createElement('p', null, 'child')),
      5,
    ),
  );

export const claims: PageClaims = {
  page: 'motion-blur/trail.md',
  claims: [limitEdges('layers', 'Must be a non-negative integer.', trail, [0, 3], [-1, 1.5])],
};
