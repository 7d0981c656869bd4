// interpolate() defaults, proven by equivalence on inputs inside and outside the input range.
import {Easing, interpolate} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAs} from '../../scripts/docs-checks/same-as.ts';

const inputs = [-20, -5, 0, 3, 7, 10, 15, 30];
const run = (options: Record<string, unknown>) => inputs.map((x) => interpolate(x, [0, 10], [100, 200], options));

export const claims: PageClaims = {
  page: 'interpolate.md',
  claims: [
    sameAs('options.easing', '| `options.easing` | `(t: number) => number` | linear |', run, (t: number) => t, Easing.quad),
    sameAs('options.extrapolateLeft', "| `options.extrapolateLeft` | `'extend' \\| 'clamp' \\| 'identity'` | `'extend'` |", run, 'extend', 'clamp'),
    sameAs('options.extrapolateRight', "| `options.extrapolateRight` | `'extend' \\| 'clamp' \\| 'identity'` | `'extend'` |", run, 'extend', 'clamp'),
  ],
};
