// Defaults of the still flags this guide lists, proven like cli/still.md's (cli-flag-proofs.ts).
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {flagDefault, proofs, renderStillGets, still} from '../../scripts/docs-checks/cli-flag-proofs.ts';
import {cliQualityLimit} from '../../scripts/docs-checks/limit-proofs.ts';

export const claims: PageClaims = {
  page: 'stills.md',
  claims: [
    flagDefault('--frame', '| `--frame` | number | `0` |', renderStillGets('frame', 0)),
    flagDefault('--image-format', '| `--image-format` | `png` \\| `jpeg` | `png` |', proofs.stillImageFormat),
    flagDefault('--scale', '| `--scale` | number | `1` |', renderStillGets('scale', 1)),
    cliQualityLimit('--quality', '| `--quality` | 1–100 | | JPEG quality; `0` counts as not set. |', async (q) => (await still('--image-format=jpeg', `--quality=${q}`)).renderStill?.quality),
  ],
};
