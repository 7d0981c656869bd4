// Defaults of `npx remotion still`'s flags, proven by running the CLI's own start-up and still
// command with the flag left out and reading what it hands to renderStill() and bundle()
// (cli-flag-proofs.ts).
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {flagDefault, proofs, renderStillGets, still} from '../../../scripts/docs-checks/cli-flag-proofs.ts';
import {cliQualityLimit} from '../../../scripts/docs-checks/limit-proofs.ts';

export const claims: PageClaims = {
  page: 'cli/still.md',
  claims: [
    flagDefault('--frame', '| `--frame` | number | `0` |', renderStillGets('frame', 0)),
    flagDefault('--image-format', '| `--image-format` | `png` \\| `jpeg` | `png` |', proofs.stillImageFormat),
    flagDefault('--scale', '| `--scale` | number | `1` |', renderStillGets('scale', 1)),
    flagDefault('--timeout', '| `--timeout` | ms | `30000` |', () => proofs.timeout(still, 'renderStill')),
    flagDefault('--height, --width', '| `--height`, `--width` | number | composition size |', proofs.stillSize),
    flagDefault('--public-dir', '| `--public-dir` | path | `public` |', () => proofs.publicDir(still)),
    flagDefault('--bundle-cache', '| `--bundle-cache` | `true` \\| `false` | `true` |', () => proofs.bundleCache(still)),
    flagDefault('--env-file', '| `--env-file` | path | `.env` |', () => proofs.envFile('still')),
    flagDefault('--log', '| `--log` | string | `info` |', () => proofs.log(still, 'renderStill')),
    cliQualityLimit('--quality', 'JPEG quality, a whole number; `--quality=0` counts as not set', async (q) => (await still('--image-format=jpeg', `--quality=${q}`)).renderStill?.quality),
  ],
};
