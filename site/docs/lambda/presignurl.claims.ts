// The expiresInSeconds limit of presignUrl(), proven at both edges with the validator it calls.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {dist, thrown} from '../../../scripts/docs-checks/proof-kit.ts';

export const claims: PageClaims = {
  page: 'lambda/presignurl.md',
  claims: [
    {
      kind: 'limit',
      row: 'expiresInSeconds',
      quote: 'a whole number from 1 to 604800',
      prove: () => {
        const {validatePresignExpiration} = dist('@remotion/lambda', 'shared/validate-presign-expiration');
        for (const ok of [1, 604800]) assert.equal(thrown(() => validatePresignExpiration(ok)), null);
        for (const bad of [0, 604801, 1.5]) assert.notEqual(thrown(() => validatePresignExpiration(bad)), null);
      },
    },
  ],
};
