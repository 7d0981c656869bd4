// Defaults of the render flags this guide lists, proven like cli/render.md's (cli-flag-proofs.ts).
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {flagDefault, proofs, render, renderMediaGets} from '../../scripts/docs-checks/cli-flag-proofs.ts';
import {concurrencyBounds} from '../../scripts/docs-checks/limit-proofs.ts';

export const claims: PageClaims = {
  page: 'render.md',
  claims: [
    flagDefault('--codec', '| `h264` | Output codec. |', proofs.renderCodec),
    flagDefault('--scale', '| `--scale` | number | `1` |', renderMediaGets('scale', 1)),
    flagDefault('--image-format', '| `--image-format` | `jpeg` \\| `png` | `jpeg`, `png` with `--sequence` |', proofs.renderImageFormat),
    flagDefault('--timeout', '| `--timeout` | ms | `30000` |', () => proofs.timeout(render, 'renderMedia')),
    flagDefault('--log', '| `info` | Amount of output.', () => proofs.log(render, 'renderMedia')),
    concurrencyBounds('--concurrency', 'Remotion uses half of the CPU threads (at most 8).'),
  ],
};
