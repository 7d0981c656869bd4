// <CameraMotionBlur> defaults, proven by equivalence of its server-rendered output at frame 5 with
// its own copy of remotion (nested-run.ts), and its limits with the validation the component runs.
import assert from 'node:assert/strict';
import React from 'react';
import type {Claim, PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {renderWithOwnRemotion} from '../../../scripts/docs-checks/nested-run.ts';
import {dist, thrown} from '../../../scripts/docs-checks/proof-kit.ts';

const html = (extra: Record<string, unknown>) =>
  renderWithOwnRemotion(
    '@remotion/motion-blur',
    (R) => {
      const Moving = () => React.createElement('i', {style: {left: R.useCurrentFrame() * 10}}, 'x');
      return React.createElement(dist('@remotion/motion-blur', 'index').CameraMotionBlur, extra, React.createElement(Moving));
    },
    5,
  );

const same = (row: string, quote: string, value: unknown, differs: unknown): Claim => ({
  kind: 'default',
  row,
  quote,
  prove: () => {
    assert.equal(html({}), html({[row]: value}));
    assert.notEqual(html({[row]: differs}), html({}));
  },
});

export const claims: PageClaims = {
  page: 'motion-blur/camera-motion-blur.md',
  claims: [
    same('shutterAngle', '| `shutterAngle` | `number` (degrees) | `180` |', 180, 360),
    same('samples', '| `samples` | `number` | `10` |', 10, 3),
    {
      kind: 'limit',
      row: 'shutterAngle',
      quote: 'Must be between 0 and 360.',
      prove: () => {
        for (const bad of [-1, 361]) assert.match(thrown(() => html({shutterAngle: bad})) ?? '', /"shutterAngle" must be between 0 and 360/);
        for (const ok of [0, 360]) assert.equal(thrown(() => html({shutterAngle: ok})), null);
      },
    },
    {
      kind: 'limit',
      row: 'samples',
      quote: 'Must be a non-negative integer.',
      prove: () => {
        for (const bad of [-1, 1.5]) assert.match(thrown(() => html({samples: bad})) ?? '', /"samples" must be/);
        assert.equal(thrown(() => html({samples: 0})), null);
      },
    },
  ],
};
