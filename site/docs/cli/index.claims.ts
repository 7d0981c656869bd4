// Defaults of the flags every CLI command shares, proven on each command that reads them by
// running it with the flag left out (cli-flag-proofs.ts).
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {compositions, flagDefault, preview, proofs, render, still} from '../../../scripts/docs-checks/cli-flag-proofs.ts';

export const claims: PageClaims = {
  page: 'cli/index.md',
  claims: [
    flagDefault('--env-file', '| `--env-file` | path | `.env` |', () => proofs.envFile('render', 'still', 'compositions', 'preview')),
    flagDefault('--log', '| `--log` | `error` \\| `warn` \\| `info` \\| `verbose` | `info` |', async () => {
      for (const run of [render, still, compositions, preview]) await proofs.log(run);
    }),
  ],
};
