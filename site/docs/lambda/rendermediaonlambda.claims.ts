// Defaults of renderMediaOnLambda(), proven from the payload the real client sends.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {lambdaPayload} from '../../../scripts/docs-checks/lambda-payload.ts';

const sent = () => lambdaPayload('render-media-on-lambda', {codec: 'h264'});
const defaultOf = (row: string, quote: string, field: string, value: unknown) => ({
  kind: 'default' as const,
  row,
  quote,
  prove: async () => assert.deepEqual((await sent())[field], value),
});

export const claims: PageClaims = {
  page: 'lambda/rendermediaonlambda.md',
  claims: [
    defaultOf('privacy', "| `privacy` | `'public' \\| 'private' \\| 'no-acl'` | `public` |", 'privacy', 'public'),
    defaultOf('imageFormat', "| `imageFormat` | `'jpeg' \\| 'png' \\| 'none'` | `jpeg` |", 'imageFormat', 'jpeg'),
    defaultOf('logLevel', "| `logLevel` | `'verbose' \\| 'info' \\| 'warn' \\| 'error'` | `'info'` |", 'logLevel', 'info'),
    defaultOf('maxRetries', '| `maxRetries` | `number` | `1` |', 'maxRetries', 1),
    defaultOf('scale', '| `scale` | `number` | `1` |', 'scale', 1),
    defaultOf('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', 'timeoutInMilliseconds', 30000),
    defaultOf('concurrencyPerLambda', '| `concurrencyPerLambda` | `number` | `1` |', 'concurrencyPerLambda', 1),
    defaultOf('overwrite', '| `overwrite` | `boolean` | `false` |', 'overwrite', false),
    {
      kind: 'behaviour',
      row: 'inputProps',
      quote: 'left out, the call throws "Error serializing inputProps" before anything is sent',
      prove: async () => {
        await assert.rejects(lambdaPayload('render-media-on-lambda', {codec: 'h264', inputProps: undefined}), /Error serializing inputProps/);
      },
    },
    {
      kind: 'behaviour',
      row: 'numberOfGifLoops',
      quote: 'Loop count of a GIF.',
      prove: async () => assert.equal((await sent()).numberOfGifLoops, 0),
    },
  ],
};
