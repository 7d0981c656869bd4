// The expiresInSeconds limit of presignUrl(), proven at both edges with the validator it calls, and
// the checkIfObjectExists default from the real function with an S3 client whose requests are noted
// (presigning itself is local: no request leaves the process).
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import path from 'node:path';
import {dist, ROOT, thrown, withExport} from '../../../scripts/docs-checks/proof-kit.ts';

const lambdaRequire = createRequire(path.join(ROOT, 'node_modules/@remotion/lambda/package.json'));

async function presign(extra: Record<string, unknown>): Promise<{url: string | null; sent: string[]}> {
  const {S3Client} = lambdaRequire('@aws-sdk/client-s3');
  const client = new S3Client({region: 'us-east-1', credentials: {accessKeyId: 'EXAMPLE', secretAccessKey: 'EXAMPLE'}});
  const sent: string[] = [];
  client.send = async (command: {constructor: {name: string}}) => {
    sent.push(command.constructor.name);
    throw Object.assign(new Error('NotFound'), {name: 'NotFound'});
  };
  const url = await withExport(dist('@remotion/lambda', 'shared/aws-clients'), 'getS3Client', () => client, () =>
    dist('@remotion/lambda', 'api/presign-url').presignUrl({region: 'us-east-1', bucketName: 'remotionlambda-abc', objectKey: 'k.mp4', expiresInSeconds: 60, ...extra}),
  );
  return {url, sent};
}

export const claims: PageClaims = {
  page: 'lambda/presignurl.md',
  claims: [
    {
      kind: 'default',
      row: 'checkIfObjectExists',
      quote: '| `checkIfObjectExists` | `boolean` | `false` |',
      prove: async () => {
        for (const extra of [{}, {checkIfObjectExists: false}]) {
          const run = await presign(extra);
          assert.deepEqual(run.sent, []);
          assert.match(run.url ?? '', /^https:\/\/remotionlambda-abc\.s3\.us-east-1\.amazonaws\.com\/k\.mp4\?.*X-Amz-Expires=60/);
        }
        assert.deepEqual(await presign({checkIfObjectExists: true}), {url: null, sent: ['HeadObjectCommand']});
      },
    },
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
