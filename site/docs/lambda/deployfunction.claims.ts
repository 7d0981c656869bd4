// deployFunction() defaults and limits: the real function runs with the AWS calls replaced
// (account id, existing functions, create) and the options it creates the function with are read;
// the limits are proven with the validators it runs, at both edges.
import assert from 'node:assert/strict';
import type {Claim, PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {dist, thrown, withExport} from '../../../scripts/docs-checks/proof-kit.ts';

const lambda = (file: string) => dist('@remotion/lambda', file);

async function created(extra: Record<string, unknown>): Promise<Record<string, unknown>> {
  let options: Record<string, unknown> = {};
  await withExport(lambda('shared/get-account-id'), 'getAccountId', async () => '123', () =>
    withExport(lambda('api/get-functions'), 'getFunctions', async () => [], () =>
      withExport(lambda('api/create-function'), 'createFunction', async (o: Record<string, unknown>) => {
        options = o;
        return {FunctionName: String(o.functionName)};
      }, () => lambda('api/deploy-function').deployFunction({region: 'us-east-1', timeoutInSeconds: 120, memorySizeInMb: 2048, createCloudWatchLogGroup: true, architecture: 'arm64', ...extra})),
    ),
  );
  return options;
}

function edges(row: string, quote: string, validator: [string, string], ok: number[], bad: number[]): Claim {
  return {
    kind: 'limit',
    row,
    quote,
    prove: () => {
      const validate = lambda(`shared/${validator[0]}`)[validator[1]];
      for (const v of ok) assert.equal(thrown(() => validate(v)), null, `${row} ${v}`);
      for (const v of bad) assert.notEqual(thrown(() => validate(v)), null, `${row} ${v}`);
    },
  };
}

export const claims: PageClaims = {
  page: 'lambda/deployfunction.md',
  claims: [
    {
      kind: 'default',
      row: 'cloudWatchLogRetentionPeriodInDays',
      quote: '| `cloudWatchLogRetentionPeriodInDays` | `number` | `14` |',
      prove: async () => {
        assert.equal((await created({})).retentionInDays, 14);
        assert.equal((await created({cloudWatchLogRetentionPeriodInDays: 3})).retentionInDays, 3);
      },
    },
    {
      kind: 'default',
      row: 'diskSizeInMb',
      quote: 'When omitted, the package default is used (2048 MB in v3.2.44)',
      prove: async () => {
        const without = await created({});
        assert.equal(without.ephemerealStorageInMb, 2048);
        assert.match(String(without.functionName), /-disk2048mb-/);
        assert.equal((await created({diskSizeInMb: 4096})).ephemerealStorageInMb, 4096);
      },
    },
    edges('timeoutInSeconds', '| `timeoutInSeconds` | `number` (15-900, whole seconds) |', ['validate-timeout', 'validateTimeout'], [15, 900], [14, 901, 30.5]),
    edges('memorySizeInMb', '| `memorySizeInMb` | `number` (512-10240) |', ['validate-memory-size', 'validateMemorySize'], [512, 10240], [511, 10241, 600.5]),
    edges('diskSizeInMb', '| `diskSizeInMb` | `number` (512-10240) |', ['validate-disk-size-in-mb', 'validateDiskSizeInMb'], [512, 10240], [511, 10241]),
    edges('cloudWatchLogRetentionPeriodInDays', 'A whole number of days from 1 to 3650.', ['validate-retention-period', 'validateCloudWatchRetentionPeriod'], [1, 3650], [0, 3651, 1.5]),
  ],
};
