// spring() defaults, proven by equivalence over the first 60 frames at 30 fps.
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
  ],
};
