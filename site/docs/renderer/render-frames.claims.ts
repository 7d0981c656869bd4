// renderFrames() defaults, proven by running it on the recording stand-in for Chromium (renderer-run.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {COMPOSITION, recordRun} from '../../../scripts/docs-checks/renderer-run.ts';
import {sameRecorded, timeoutLimit} from '../../../scripts/docs-checks/same-recorded.ts';
import {dist} from '../../../scripts/docs-checks/proof-kit.ts';
import {nodeQualityLimit} from '../../../scripts/docs-checks/limit-proofs.ts';

const frames = (extra: Record<string, unknown>) =>
  recordRun(() =>
    dist('@remotion/renderer', 'render-frames').renderFrames({
      config: COMPOSITION,
      serveUrl: 'http://x/',
      outputDir: fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-frames-')),
      inputProps: {},
      onStart: () => undefined,
      onFrameUpdate: () => undefined,
      imageFormat: 'jpeg',
      frameRange: 0,
      concurrency: 1,
      ...extra,
    }),
  );

export const claims: PageClaims = {
  page: 'renderer/render-frames.md',
  claims: [
    sameRecorded('scale', '| `scale` | `number` | `1` |', frames, (r) => [r.viewport?.deviceScaleFactor, r.openBrowser?.forceDeviceScaleFactor], 1, 2),
    sameRecorded('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', frames, (r) => [r.defaultTimeout, r.injected.remotion_puppeteerTimeout], 30000, 60000),
    timeoutLimit,
    nodeQualityLimit('quality', 'JPEG quality, a whole number from 0 to 100 (a fraction passes the first check but fails when a frame is captured).'),
  ],
};
