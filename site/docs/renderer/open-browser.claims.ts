// openBrowser() defaults, proven by running it with only puppeteer's launch() recorded (renderer-run.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {recordLaunch} from '../../../scripts/docs-checks/renderer-run.ts';

export const claims: PageClaims = {
  page: 'renderer/open-browser.md',
  claims: [
    {
      kind: 'default',
      row: 'viewport',
      quote: '| `viewport` | `{width: number; height: number; deviceScaleFactor: number}` | `{width: 1280, height: 720, deviceScaleFactor: 1}` |',
      prove: async () => {
        assert.deepEqual((await recordLaunch('chrome')).defaultViewport, {width: 1280, height: 720, deviceScaleFactor: 1});
        const mine = {width: 300, height: 200, deviceScaleFactor: 2};
        assert.deepEqual((await recordLaunch('chrome', {viewport: mine})).defaultViewport, mine);
      },
    },
  ],
};
