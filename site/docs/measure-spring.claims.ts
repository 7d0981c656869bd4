// measureSpring() defaults, proven by equivalence over several spring configs. `from` and `to` are
// left unproven: the measured length does not change with them for these configs.
import {measureSpring} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAs} from '../../scripts/docs-checks/same-as.ts';

const configs = [{}, {damping: 200}, {mass: 3, stiffness: 50}];
const run = (extra: Record<string, unknown>) => configs.map((config) => measureSpring({fps: 30, config, ...extra}));

export const claims: PageClaims = {
  page: 'measure-spring.md',
  claims: [
    sameAs('threshold', '| `threshold` | `number` | `0.005` |', run, 0.005, 0.1),
  ],
};
