// Defaults of `npx remotion lambda functions`' flags: `functions deploy` runs with the flag left out
// and what it hands to deployFunction() is read; `functions ls` shows what --quiet changes
// (lambda-admin-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {adminProofs, deployed} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';

const deploys = (row: string, cell: string, field: string, value: unknown) => ({
  kind: 'default' as const,
  row,
  quote: `| \`${row}\` | ${cell}`,
  prove: async () => assert.deepEqual((await deployed())[field], value),
});

export const claims: PageClaims = {
  page: 'lambda/cli/functions.md',
  claims: [
    deploys('--memory', 'MB | `2048`', 'memorySizeInMb', 2048),
    deploys('--timeout', 'seconds | `120`', 'timeoutInSeconds', 120),
    // The pinned 3.2.44; the earlier default is not in this package (see the report).
    deploys('--disk', 'MB | `2048` in 3.2.44', 'diskSizeInMb', 2048),
    deploys('--architecture', '`arm64` \\| `x86_64` | `arm64`', 'architecture', 'arm64'),
    deploys('--disable-cloudwatch', '`boolean` | `false`', 'createCloudWatchLogGroup', true),
    deploys('--retention-period', 'days | `14`', 'cloudWatchLogRetentionPeriodInDays', 14),
    deploys('--region', '`AwsRegion` | `us-east-1`', 'region', 'us-east-1'),
    {kind: 'default', row: '--quiet, -q', quote: '| `--quiet`, `-q` | `boolean` | `false` | Print only the function name. |', prove: () => adminProofs.quiet('functions', '-q')},
  ],
};
