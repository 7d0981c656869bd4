// renderStill() defaults, proven by running it on the recording stand-in for Chromium (renderer-run.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {COMPOSITION, recordRun} from '../../../scripts/docs-checks/renderer-run.ts';
import {sameRecorded, timeoutLimit} from '../../../scripts/docs-checks/same-recorded.ts';
import {dist, rejected} from '../../../scripts/docs-checks/proof-kit.ts';
import {limitEdges, nodeQualityLimit, validator} from '../../../scripts/docs-checks/limit-proofs.ts';

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-still-'));
const still = (extra: Record<string, unknown>) => recordRun(() => dist('@remotion/renderer', 'render-still').renderStill({composition: COMPOSITION, serveUrl: 'http://x/', output: path.join(dir(), 'a.png'), ...extra}));

/** What process.env holds in the page after the bundle's setupEnvVariables() reads the injected value. */
function pageEnv(injected: unknown): Record<string, string> {
  const g = globalThis as {window?: unknown};
  const savedWindow = g.window;
  const savedEnv = process.env.NODE_ENV;
  const win: {remotion_envVariables?: unknown; process?: {env: Record<string, string>}} = {remotion_envVariables: injected};
  g.window = win;
  process.env.NODE_ENV = 'production';
  try {
    dist('remotion', 'setup-env-variables').setupEnvVariables();
    const {NODE_ENV: _bundled, ...env} = win.process!.env;
    return env;
  } finally {
    g.window = savedWindow;
    process.env.NODE_ENV = savedEnv;
  }
}

export const claims: PageClaims = {
  page: 'renderer/render-still.md',
  claims: [
    sameRecorded('frame', '| `frame` | `number` | `0` |', still, (r) => r.seeks, 0, 3),
    sameRecorded('imageFormat', "| `imageFormat` | `'png' \\| 'jpeg'` | `png` |", still, (r) => r.screenshots.map((s) => s.imageFormat), 'png', 'jpeg'),
    sameRecorded('scale', '| `scale` | `number` | `1` |', still, (r) => [r.viewport?.deviceScaleFactor, r.openBrowser?.forceDeviceScaleFactor], 1, 2),
    sameRecorded('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', still, (r) => [r.defaultTimeout, r.injected.remotion_puppeteerTimeout], 30000, 60000),
    sameRecorded('dumpBrowserLogs', '| `dumpBrowserLogs` | `boolean` | `false` |', still, (r) => Boolean(r.openBrowser?.shouldDumpIo), false, true),
    {
      kind: 'default',
      row: 'envVariables',
      quote: '| `envVariables` | `Record<string,string>` | `{}` |',
      prove: async () => {
        const injected = async (extra: Record<string, unknown>) => (await still(extra)).injected.remotion_envVariables;
        assert.deepEqual(pageEnv(await injected({})), pageEnv(await injected({envVariables: {}})));
        assert.deepEqual(pageEnv(await injected({})), {});
        assert.deepEqual(pageEnv(await injected({envVariables: {A: '1'}})), {A: '1'});
      },
    },
    {
      kind: 'default',
      row: 'overwrite',
      quote: '| `overwrite` | `boolean` | `true` |',
      prove: async () => {
        const output = path.join(dir(), 'taken.png');
        fs.writeFileSync(output, '');
        const render = (extra: Record<string, unknown>) => rejected(() => recordRun(() => dist('@remotion/renderer', 'render-still').renderStill({composition: COMPOSITION, serveUrl: 'http://x/', output, ...extra})));
        assert.equal(await render({}), null);
        assert.equal(await render({overwrite: true}), null);
        assert.match((await render({overwrite: false})) ?? '', /"overwrite" option was set to false/);
      },
    },
    timeoutLimit,
    limitEdges('frame', 'validation lets values down to `-durationInFrames` through', validator('@remotion/renderer', 'validate-frame', 'validateFrame', 150), [-150, 0, 149], [-151, 150, 1.5]),
    nodeQualityLimit('quality', 'JPEG quality, a whole number: a fraction fails when the frame is captured.'),
  ],
};
