// stitchFramesToVideo()'s codec default, proven from the FFmpeg arguments it builds (renderer-run.ts).
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {argAfter, stitchArgs} from '../../../scripts/docs-checks/renderer-run.ts';
import {sameRecorded} from '../../../scripts/docs-checks/same-recorded.ts';
import {limitEdges, validator} from '../../../scripts/docs-checks/limit-proofs.ts';

export const claims: PageClaims = {
  page: 'renderer/stitch-frames-to-video.md',
  claims: [
    sameRecorded('codec', '| `codec` | `Codec` | `h264` |', (extra) => stitchArgs(extra), (args) => argAfter(args, '-c:v'), 'h264', 'vp8'),
    limitEdges('numberOfGifLoops', '`0` plays once, a positive number repeats that often', validator('@remotion/renderer', 'validate-number-of-gif-loops', 'validateNumberOfGifLoops', 'gif'), [null, 0, 1, 5], [-1, 1.5]),
  ],
};
