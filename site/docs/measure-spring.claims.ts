// measureSpring() defaults, proven by equivalence over several spring configs. The length is
// measured relative to the distance from `from` to `to`, so only `from` equal to `to` (no distance:
// length 0) changes it; that is the input that shows the defaults are 0 and 1.
import assert from 'node:assert/strict';
import {measureSpring} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAs} from '../../scripts/docs-checks/same-as.ts';

const configs = [{}, {damping: 200}, {mass: 3, stiffness: 50}];
const run = (extra: Record<string, unknown>) => configs.map((config) => measureSpring({fps: 30, config, ...extra}));

export const claims: PageClaims = {
  page: 'measure-spring.md',
  claims: [
    sameAs('threshold', '| `threshold` | `number` | `0.005` |', run, 0.005, 0.1),
    sameAs('from', '| `from` | `number` | `0` |', run, 0, 1),
    sameAs('to', '| `to` | `number` | `1` |', run, 1, 0),
    {
      kind: 'behaviour',
      row: 'from',
      quote: 'The result depends only on whether `from` and `to` differ: the length is measured relative to the distance between them.',
      prove: () => {
        const lengths = [{from: 0, to: 1}, {from: 0, to: 100}, {from: 5, to: -3}].map((range) => run(range));
        for (const l of lengths) assert.deepEqual(l, lengths[0]);
        assert.deepEqual(run({from: 2, to: 2}), [0, 0, 0]);
      },
    },
  ],
};
