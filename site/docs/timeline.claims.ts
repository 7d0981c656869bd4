// Defaults of the preview flags this page lists, proven like cli/preview.md's (cli-flag-proofs.ts).
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {flagDefault, preview, proofs} from '../../scripts/docs-checks/cli-flag-proofs.ts';

export const claims: PageClaims = {
  page: 'timeline.md',
  claims: [
    flagDefault('--port', '| `--port` | number | first free port from 3000 |', proofs.previewPort),
    flagDefault('--env-file', '| `--env-file` | path | `.env` |', () => proofs.envFile('preview')),
    flagDefault('--log', '| `info` | How much the CLI prints. |', () => proofs.log(preview)),
  ],
};
