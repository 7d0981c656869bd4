// `npx remotion benchmark` without --runs renders each configuration three times: counted from
// the renderMedia() calls of the CLI's own command (cli-flag-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {cliRun, flagDefault} from '../../../scripts/docs-checks/cli-flag-proofs.ts';

export const claims: PageClaims = {
  page: 'cli/benchmark.md',
  claims: [
    flagDefault('--runs', '| `--runs` | number | `3` |', async () => {
      assert.equal((await cliRun('benchmark', ['src/index.ts', 'Comp'])).calls.renderMedia, 3);
      assert.equal((await cliRun('benchmark', ['src/index.ts', 'Comp', '--concurrencies=1,2'])).calls.renderMedia, 6);
      assert.equal((await cliRun('benchmark', ['src/index.ts', 'Comp', '--runs=2'])).calls.renderMedia, 2);
    }),
  ],
};
