// getCompositions() defaults, proven by running it on the recording stand-in for Chromium
// (renderer-run.ts) and by running the renderer's port picker.
import assert from 'node:assert/strict';
import net from 'node:net';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {recordRun} from '../../../scripts/docs-checks/renderer-run.ts';
import {sameRecorded, timeoutLimit} from '../../../scripts/docs-checks/same-recorded.ts';
import {dist} from '../../../scripts/docs-checks/proof-kit.ts';
import {pickedPort} from '../../../scripts/docs-checks/limit-proofs.ts';

const compositions = (extra: Record<string, unknown>) => recordRun(() => dist('@remotion/renderer', 'get-compositions').getCompositions('http://x/', extra));

export const claims: PageClaims = {
  page: 'renderer/get-compositions.md',
  claims: [
    sameRecorded('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', compositions, (r) => [r.defaultTimeout, r.injected.remotion_puppeteerTimeout], 30000, 60000),
    timeoutLimit,
    {
      kind: 'default',
      row: 'port',
      quote: 'Left out or `null`, the first free port from 3000 to 3100 is used',
      prove: async () => {
        assert.equal((await compositions({})).server?.port, null);
        assert.equal((await compositions({port: null})).server?.port, null);
        // serve-static.js turns null into undefined for the picker, with the range 3000-3100.
        const {getDesiredPort} = dist('@remotion/renderer', 'get-port');
        const first: number = await getDesiredPort(undefined, 3000, 3100);
        assert.ok(first >= 3000 && first <= 3100);
        const server = net.createServer();
        await new Promise<void>((resolve) => server.listen(first, '127.0.0.1', resolve));
        try {
          const next: number = await getDesiredPort(undefined, 3000, 3100);
          assert.ok(next > first && next <= 3100);
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      },
    },
    {
      kind: 'limit',
      row: 'port',
      quote: 'the first free port from 3000 to 3100 is used',
      prove: async () => {
        assert.equal(await pickedPort([3000, 3001]), 3000);
        assert.equal(await pickedPort([3100]), 3100);
        assert.equal(await pickedPort([2999, 3101]), 'No available ports found');
      },
    },
  ],
};
