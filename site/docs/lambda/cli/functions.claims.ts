// Defaults of `npx remotion lambda functions`' flags: `functions deploy` runs with the flag left out
// and what it hands to deployFunction() is read; `functions ls` shows what --quiet changes
// (lambda-admin-proofs.ts). The --disk default of earlier releases is read from their published
// packages (version-history.ts caches them).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {adminProofs, deployed} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';
import {ROOT} from '../../../../scripts/docs-checks/proof-kit.ts';
import {PackageHistory} from '../../../../scripts/docs-checks/version-history.ts';
import {limitEdges, validator} from '../../../../scripts/docs-checks/limit-proofs.ts';

const deploys = (row: string, cell: string, field: string, value: unknown) => ({
  kind: 'default' as const,
  row,
  quote: `| \`${row}\` | ${cell}`,
  prove: async () => assert.deepEqual((await deployed())[field], value),
});

/** The default `functions deploy` of a published @remotion/lambda uses when --disk is left out. */
function publishedDiskDefault(version: string): number {
  const dir = path.join(new PackageHistory(ROOT).unpacked('@remotion/lambda', version), 'dist');
  const deploy = fs.readFileSync(path.join(dir, 'cli/commands/functions/deploy.js'), 'utf8');
  assert.match(deploy, /parsedLambdaCli\.disk\) !== null && _\w !== void 0 \? _\w : constants_1\.DEFAULT_EPHEMERAL_STORAGE_IN_MB/, version);
  return (createRequire(dir + path.sep)('./shared/constants.js') as {DEFAULT_EPHEMERAL_STORAGE_IN_MB: number}).DEFAULT_EPHEMERAL_STORAGE_IN_MB;
}

export const claims: PageClaims = {
  page: 'lambda/cli/functions.md',
  claims: [
    deploys('--memory', 'MB | `2048`', 'memorySizeInMb', 2048),
    deploys('--timeout', 'seconds | `120`', 'timeoutInSeconds', 120),
    {
      kind: 'default',
      row: '--disk',
      quote: '| `--disk` | MB | `2048` (from 3.1.11; `512` in 3.1.1) |',
      prove: async () => {
        assert.equal((await deployed()).diskSizeInMb, 2048);
        assert.deepEqual(Object.fromEntries(['3.1.1', '3.1.11', '3.2.0', '3.2.33'].map((v) => [v, publishedDiskDefault(v)])), {'3.1.1': 512, '3.1.11': 2048, '3.2.0': 2048, '3.2.33': 2048});
        // The registry has no 3.1.2 to 3.1.10, so which of them changed it is left open; if they
        // appear, this fails and the note can name the release.
        assert.deepEqual(new PackageHistory(ROOT).published('@remotion/lambda').filter((v) => /^3\.1\.([2-9]|10)$/.test(v)), []);
      },
    },
    deploys('--architecture', '`arm64` \\| `x86_64` | `arm64`', 'architecture', 'arm64'),
    deploys('--disable-cloudwatch', '`boolean` | `false`', 'createCloudWatchLogGroup', true),
    deploys('--retention-period', 'days | `14`', 'cloudWatchLogRetentionPeriodInDays', 14),
    deploys('--region', '`AwsRegion` | `us-east-1`', 'region', 'us-east-1'),
    {kind: 'default', row: '--quiet, -q', quote: '| `--quiet`, `-q` | `boolean` | `false` | Print only the function name. |', prove: () => adminProofs.quiet('functions', '-q')},
    limitEdges('--memory', 'Memory of the function, between 512 and 10240.', validator('@remotion/lambda', 'shared/validate-memory-size', 'validateMemorySize'), [512, 10240], [511, 10241]),
    limitEdges('--timeout', 'Maximum run time of each invocation, between 15 and 900.', validator('@remotion/lambda', 'shared/validate-timeout', 'validateTimeout'), [15, 900], [14, 901]),
    limitEdges('--disk', 'Ephemeral storage, between 512 and 10240.', validator('@remotion/lambda', 'shared/validate-disk-size-in-mb', 'validateDiskSizeInMb'), [512, 10240], [511, 10241]),
  ],
};
