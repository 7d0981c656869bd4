// Defaults and rules of renderStillOnLambda(), proven from the payload the real client sends and
// from the validator the function runs.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {lambdaPayload} from '../../../scripts/docs-checks/lambda-payload.ts';
import {dist, thrown} from '../../../scripts/docs-checks/proof-kit.ts';

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
  ],
};
