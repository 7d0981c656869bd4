// renderMedia() defaults, proven by running it on the recording stand-in for Chromium, with its
// own renderFrames() and the FFmpeg step recorded (renderer-run.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {recordRenderMedia} from '../../../scripts/docs-checks/renderer-run.ts';
import {sameRecorded, timeoutLimit} from '../../../scripts/docs-checks/same-recorded.ts';
import {limitEdges, nodeQualityLimit, validator} from '../../../scripts/docs-checks/limit-proofs.ts';

const media = (extra: Record<string, unknown>) => recordRenderMedia({frameRange: 0, ...extra});

export const claims: PageClaims = {
  page: 'renderer/render-media.md',
  claims: [
    sameRecorded('imageFormat', "| `imageFormat` | `'jpeg' \\| 'png' \\| 'none'` | `jpeg` |", media, (r) => r.page.screenshots.map((s) => s.imageFormat), 'jpeg', 'png'),
    {
      kind: 'behaviour',
      quote: 'Audio codecs always use `none`.',
      prove: async () => {
        for (const codec of ['mp3', 'aac', 'wav']) {
          const run = await recordRenderMedia({codec, imageFormat: 'png', enforceAudioTrack: true});
          assert.equal(run.frames.imageFormat, 'none');
          assert.deepEqual(run.page.screenshots, []);
        }
      },
    },
    sameRecorded('scale', '| `scale` | `number` | `1` |', media, (r) => [r.page.viewport?.deviceScaleFactor, r.stitch.width, r.stitch.height], 1, 2),
    sameRecorded('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', media, (r) => [r.page.defaultTimeout, r.page.injected.remotion_puppeteerTimeout], 30000, 60000),
    sameRecorded('dumpBrowserLogs', '| `dumpBrowserLogs` | `boolean` | `false` |', media, (r) => Boolean(r.page.openBrowser?.shouldDumpIo), false, true),
    sameRecorded('overwrite', '| `overwrite` | `boolean` | `true` |', media, (r) => r.stitch.force, true, false),
    timeoutLimit,
    limitEdges('numberOfGifLoops', '`0` plays once, a positive number repeats that often', validator('@remotion/renderer', 'validate-number-of-gif-loops', 'validateNumberOfGifLoops', 'gif'), [null, 0, 1, 5], [-1, 1.5]),
    nodeQualityLimit('quality', 'JPEG quality of the intermediate frames, a whole number: a fraction fails when the first frame is captured.'),
  ],
};
