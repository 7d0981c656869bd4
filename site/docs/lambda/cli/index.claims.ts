// Defaults of the flags every Lambda command shares, proven by running commands with the flag left
// out (lambda-cli-proofs.ts, lambda-admin-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {adminProofs, adminRun} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';
import {lambdaProofs, lambdaRender} from '../../../../scripts/docs-checks/lambda-cli-proofs.ts';
import {runLambdaCli} from '../../../../scripts/docs-checks/lambda-cli-run.ts';
import {STAND_INS} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';

export const claims: PageClaims = {
  page: 'lambda/cli/index.md',
  claims: [
    {kind: 'default', row: '--region', quote: '| `--region` | `AwsRegion` | `us-east-1` |', prove: () => lambdaProofs.region(lambdaRender)},
    {
      kind: 'default',
      row: '--quiet, -q',
      quote: '| `--quiet`, `-q` | `boolean` | `false` | Print only the essential result',
      prove: async () => {
        await adminProofs.quiet('functions', '--quiet');
        await adminProofs.quiet('sites', '-q');
      },
    },
    {kind: 'default', row: '--yes, -y', quote: '| `--yes`, `-y` | `boolean` | `false` |', prove: () => adminProofs.confirms('--yes')},
    {kind: 'default', row: '--force, -f', quote: '| `--force`, `-f` | `boolean` | `false` |', prove: () => adminProofs.confirms('-f')},
    {
      kind: 'default',
      row: '--help',
      quote: '| `--help` | `boolean` | `false` | Print the Lambda commands and exit. |',
      prove: async () => {
        assert.equal((await adminRun(['functions', 'ls'], 'deploy')).calls.deployFunction, undefined);
        assert.ok((await adminRun(['functions', 'ls'], 'deploy')).logs.some((l) => l.includes('remotion-render-fn')));
        await assert.rejects(runLambdaCli(['functions', 'ls', '--help'], {standIns: STAND_INS.deploy, quiet: false}), /process\.exit\(0\)/);
      },
    },
  ],
};
