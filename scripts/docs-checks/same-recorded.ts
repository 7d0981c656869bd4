// Proof of a default by equivalence over a recorded run (renderer-run.ts): the value the renderer
// hands on is the same without the option as with the documented value, and another value changes it.
import assert from 'node:assert/strict';
import type {Claim} from './claims.ts';
import {dist, thrown} from './proof-kit.ts';

export function sameRecorded<R>(row: string, quote: string, run: (extra: Record<string, unknown>) => Promise<R>, read: (r: R) => unknown, value: unknown, differs: unknown): Claim {
  return {
    kind: 'default',
    row,
    quote,
    prove: async () => {
      const without = read(await run({}));
      assert.deepEqual(without, read(await run({[row]: value})), `${row}: leaving it out is not the same as ${String(value)}`);
      assert.notDeepEqual(read(await run({[row]: differs})), without, `${row}: the run does not show the option`);
    },
  };
}

/** The renderer's lower limit on timeoutInMilliseconds, at both edges, with the validator every render function runs. */
export const timeoutLimit: Claim = {
  kind: 'limit',
  row: 'timeoutInMilliseconds',
  quote: 'A whole number of at least 7000; smaller values throw.',
  prove: () => {
    const {validatePuppeteerTimeout} = dist('@remotion/renderer', 'validate-puppeteer-timeout');
    for (const ok of [7000, 30000, undefined]) assert.equal(thrown(() => validatePuppeteerTimeout(ok)), null);
    for (const bad of [6999, 7000.5, Infinity]) assert.notEqual(thrown(() => validatePuppeteerTimeout(bad)), null);
  },
};
