// Defaults of the easing factories' parameters: the curve made without the argument is the one
// made with the stated value, and a different value makes a different curve.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {dist} from '../../scripts/docs-checks/proof-kit.ts';

const {Easing} = dist('remotion', 'index') as {Easing: Record<string, (v?: number) => (t: number) => number>};
const samples = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1];
const curve = (factory: string, v?: number) => samples.map(v === undefined ? Easing[factory]() : Easing[factory](v));

export const claims: PageClaims = {
  page: 'easing.md',
  claims: ([['elastic', 'bounciness', 1, '`1`'], ['back', 's', 1.70158, '`1.70158`']] as const).map(([factory, param, value, cell]) => ({
    kind: 'default' as const,
    row: `Easing.${factory}(${param})`,
    quote: `| \`Easing.${factory}(${param})\` | \`(${param}?: number) => (t) => number\` | ${cell} |`,
    prove: () => {
      assert.deepEqual(curve(factory), curve(factory, value));
      assert.notDeepEqual(curve(factory), curve(factory, value * 2));
    },
  })),
};
