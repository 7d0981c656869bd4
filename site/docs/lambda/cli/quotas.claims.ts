// Defaults of `npx remotion lambda quotas`' flags: the command runs with the Service Quotas client
// recorded, by the region it is made for (lambda-admin-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {adminRun} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';

export const claims: PageClaims = {
  page: 'lambda/cli/quotas.md',
  claims: [
    {
      kind: 'default',
      row: '--region',
      quote: '| `--region` | `AwsRegion` | `us-east-1` |',
      prove: async () => assert.deepEqual(Object.keys((await adminRun(['quotas'], 'quotas')).calls), ['quotas:us-east-1']),
    },
    {
      kind: 'default',
      row: '--yes, -y',
      quote: '| `--yes`, `-y` | `boolean` | `false` |',
      prove: async () => {
        // `increase` asks first; with -y it sends the request (a fourth call) without asking.
        assert.equal((await adminRun(['quotas', 'increase'], 'quotas')).calls.yesOrNo?.length, 1);
        const yes = await adminRun(['quotas', 'increase', '-y'], 'quotas');
        assert.equal(yes.calls.yesOrNo, undefined);
        assert.equal(yes.calls['quotas:us-east-1'].length, 4);
      },
    },
  ],
};
