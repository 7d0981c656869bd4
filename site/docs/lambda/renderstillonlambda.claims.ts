// Defaults and rules of renderStillOnLambda(), proven from the payload the real client sends and
// from the validator the function runs.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {ROOT} from '../../../scripts/docs-checks/proof-kit.ts';
import {lambdaPayload} from '../../../scripts/docs-checks/lambda-payload.ts';
import {dist, thrown} from '../../../scripts/docs-checks/proof-kit.ts';
import {COMPOSITION, recordRun} from '../../../scripts/docs-checks/renderer-run.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {lambdaQualityLimit} from '../../../scripts/docs-checks/limit-proofs.ts';

/** Left out, the option is not sent; the function hands the payload's value to renderStill(), which decides. */
const stillInFunction = (extra: Record<string, unknown>) =>
  recordRun(() => dist('@remotion/renderer', 'render-still').renderStill({composition: COMPOSITION, serveUrl: 'http://x/', output: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-')), 'a'), ...extra}));

const sent = () => lambdaPayload('render-still-on-lambda', {privacy: 'public'});
const defaultOf = (row: string, quote: string, field: string, value: unknown) => ({
  kind: 'default' as const,
  row,
  quote,
  prove: async () => assert.deepEqual((await sent())[field], value),
});

export const claims: PageClaims = {
  page: 'lambda/renderstillonlambda.md',
  claims: [
    defaultOf('frame', '| `frame` | `number` | `0` |', 'frame', 0),
    defaultOf('logLevel', "| `logLevel` | `'verbose' \\| 'info' \\| 'warn' \\| 'error'` | `'info'` |", 'logLevel', 'info'),
    defaultOf('maxRetries', '| `maxRetries` | `number` | `1` |', 'maxRetries', 1),
    defaultOf('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', 'timeoutInMilliseconds', 30000),
    {
      kind: 'default',
      row: 'imageFormat',
      quote: "| `imageFormat` | `'png' \\| 'jpeg'` | `png` |",
      prove: async () => {
        assert.equal((await sent()).imageFormat, undefined);
        const still = fs.readFileSync(path.join(ROOT, 'node_modules/@remotion/lambda/dist/functions/still.js'), 'utf8');
        assert.match(still, /imageFormat: lambdaParams\.imageFormat,\n/);
        assert.deepEqual((await stillInFunction({imageFormat: undefined})).screenshots.map((s) => s.imageFormat), ['png']);
      },
    },
    {
      kind: 'default',
      row: 'envVariables',
      quote: '| `envVariables` | `object` | `{}` |',
      prove: async () => {
        assert.equal((await sent()).envVariables, undefined);
        // Not injected into the page at all, which the bundle reads as no variables (render-still.claims.ts).
        assert.equal('remotion_envVariables' in (await stillInFunction({envVariables: undefined})).injected, false);
        assert.equal((await stillInFunction({envVariables: {}})).injected.remotion_envVariables, '{}');
      },
    },
    {
      kind: 'behaviour',
      row: 'privacy',
      quote: 'There is no default: left out, the render fails with "Privacy must be a string"',
      prove: async () => {
        assert.equal((await lambdaPayload('render-still-on-lambda', {})).privacy, undefined);
        const {validatePrivacy} = dist('@remotion/lambda', 'shared/validate-privacy');
        assert.equal(thrown(() => validatePrivacy(undefined)), 'Privacy must be a string');
        assert.notEqual(thrown(() => validatePrivacy('public-read')), null);
      },
    },
    lambdaQualityLimit('quality', 'JPEG quality, a whole number: a fraction fails when the frame is captured.', 'render-still-on-lambda', {'functions/still': 'quality: lambdaParams.quality,'}),
  ],
};
