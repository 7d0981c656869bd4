// `npx remotion lambda policies validate` without --region simulates against us-east-1: read from
// the call to the policy simulator, which is recorded (lambda-admin-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {adminRun, firstCall} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';

export const claims: PageClaims = {
  page: 'lambda/cli/policies.md',
  claims: [
    {
      kind: 'default',
      row: '--region',
      quote: '| `--region` | `AwsRegion` | `us-east-1` |',
      prove: async () => assert.equal((await firstCall(adminRun(['policies', 'validate'], 'policiesValidate'), 'simulatePermissions')).region, 'us-east-1'),
    },
  ],
};
