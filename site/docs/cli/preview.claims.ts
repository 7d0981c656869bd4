// Defaults of `npx remotion preview`'s flags: the CLI's command runs with the flag left out until
// the preview server searches for a port (cli-flag-proofs.ts).
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {flagDefault, preview, proofs} from '../../../scripts/docs-checks/cli-flag-proofs.ts';

export const claims: PageClaims = {
  page: 'cli/preview.md',
  claims: [
    flagDefault('--env-file', '| `--env-file` | path | `.env` |', () => proofs.envFile('preview')),
    flagDefault('--log', '| `info` | Amount of output in the terminal. |', () => proofs.log(preview)),
    {kind: 'behaviour', row: '--port', quote: 'Without it, Remotion picks a free port, starting its search at 3000.', prove: proofs.previewPort},
  ],
};
