// Proof of a default by equivalence: the package's function gives the same result without the
// option as with the documented value, over a range of inputs where the option matters.
import assert from 'node:assert/strict';
import type React from 'react';
import type {Claim} from './claims.ts';
import {renderInPlayer} from './proof-kit.ts';

export function sameAs(row: string, quote: string, run: (extra: Record<string, unknown>) => unknown, value: unknown, differs: unknown): Claim {
  return {
    kind: 'default',
    row,
    quote,
    prove: () => {
      assert.deepEqual(run({}), run({[row.split('.').pop()!]: value}), `${row}: leaving it out is not the same as ${String(value)}`);
      // The option must matter for these inputs, or the equality above proves nothing.
      assert.notDeepEqual(run({[row.split('.').pop()!]: differs}), run({}), `${row}: the inputs do not exercise the option`);
    },
  };
}

/** sameAs for a component: the server-rendered HTML of a <Player> showing it at `frame`. */
export function sameAsRendered(row: string, quote: string, element: (extra: Record<string, unknown>) => React.ReactElement, value: unknown, differs: unknown, frame: number): Claim {
  const html = async (extra: Record<string, unknown>) => (await renderInPlayer(() => element(extra), {initialFrame: frame})).html;
  return {
    kind: 'default',
    row,
    quote,
    prove: async () => {
      const without = await html({});
      assert.equal(without, await html({[row]: value}), `${row}: leaving it out is not the same as ${String(value)}`);
      assert.notEqual(await html({[row]: differs}), without, `${row}: the frame does not exercise the option`);
    },
  };
}
