// spring() defaults, proven by equivalence over the first 60 frames at 30 fps.
import assert from 'node:assert/strict';
import {spring} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAs} from '../../scripts/docs-checks/same-as.ts';

const frames = Array.from({length: 60}, (_, i) => i);
const withConfig = (config: Record<string, unknown>) => frames.map((frame) => spring({frame, fps: 30, config}));
const withTop = (extra: Record<string, unknown>) => frames.map((frame) => spring({frame, fps: 30, ...extra}));
const withDuration = (extra: Record<string, unknown>) => frames.map((frame) => spring({frame, fps: 30, durationInFrames: 40, ...extra}));

export const claims: PageClaims = {
  page: 'spring.md',
  claims: [
    sameAs('config.damping', '| `config.damping` | `number` | `10` |', withConfig, 10, 200),
    sameAs('config.mass', '| `config.mass` | `number` | `1` |', withConfig, 1, 3),
    sameAs('config.stiffness', '| `config.stiffness` | `number` | `100` |', withConfig, 100, 20),
    sameAs('config.overshootClamping', '| `config.overshootClamping` | `boolean` | `false` |', withConfig, false, true),
    sameAs('from', '| `from` | `number` | `0` |', withTop, 0, 0.5),
    sameAs('to', '| `to` | `number` | `1` |', withTop, 1, 2),
    sameAs('durationRestThreshold', '| `durationRestThreshold` | `number` | `0.005` |', withDuration, 0.005, 0.2),
    {
      kind: 'limit',
      row: 'frame',
      quote: 'Values below 0 return `from`.',
      prove: () => {
        const at = (frame: number, extra: Record<string, unknown> = {}) => spring({frame, fps: 30, from: 2, to: -1, ...extra});
        for (const frame of [0, -0.5, -1, -100]) {
          assert.equal(at(frame), 2, `frame ${frame}`);
          assert.equal(at(frame, {durationInFrames: 40}), 2, `frame ${frame}, durationInFrames 40`);
          assert.equal(spring({frame, fps: 30}), 0, `frame ${frame}, default from`);
        }
        assert.ok(at(0.5) < 2 && at(1) < at(0.5));
      },
    },
  ],
};
