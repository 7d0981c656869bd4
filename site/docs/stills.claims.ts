// Defaults of the still flags this guide lists, proven like cli/still.md's (cli-flag-proofs.ts).
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {flagDefault, proofs, renderStillGets} from '../../scripts/docs-checks/cli-flag-proofs.ts';

export const claims: PageClaims = {
  page: 'stills.md',
  claims: [
    flagDefault('--frame', '| `--frame` | number | `0` |', renderStillGets('frame', 0)),
    flagDefault('--image-format', '| `--image-format` | `png` \\| `jpeg` | `png` |', proofs.stillImageFormat),
    flagDefault('--scale', '| `--scale` | number | `1` |', renderStillGets('scale', 1)),
  ],
};
