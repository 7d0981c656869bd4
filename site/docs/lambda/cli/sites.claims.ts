// Defaults of `npx remotion lambda sites`' flags: `sites create` runs with the flag left out and
// what it hands to deploySite() is read; `sites rmall` shows what --yes changes
// (lambda-admin-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {adminProofs, adminRun, firstCall, siteDeployed} from '../../../../scripts/docs-checks/lambda-admin-proofs.ts';
import {claims as deploySiteClaims} from '../deploysite.claims.ts';

export const claims: PageClaims = {
  page: 'lambda/cli/sites.md',
  claims: [
    {
      kind: 'default',
      row: '--site-name',
      quote: '| `--site-name` | `string` | random ID |',
      prove: async () => {
        assert.equal((await siteDeployed()).siteName, undefined);
        // deploySite() without a siteName picks a random one: proven on its own page.
        await deploySiteClaims.claims.find((c) => c.row === 'siteName')!.prove();
      },
    },
    {
      kind: 'default',
      row: '--bundle-cache',
      quote: '| `--bundle-cache` | `true` \\| `false` | `true` |',
      prove: async () => {
        const caching = async (run: Promise<Record<string, unknown>>) => ((await run).options as {enableCaching: boolean}).enableCaching;
        assert.equal(await caching(siteDeployed()), true);
        assert.equal(await caching(firstCall(adminRun(['sites', 'create', 'src/index.ts', '--bundle-cache=false'], 'siteCreate'), 'deploySite')), false);
      },
    },
    {kind: 'default', row: '--region', quote: '| `--region` | `AwsRegion` | `us-east-1` |', prove: async () => assert.equal((await siteDeployed()).region, 'us-east-1')},
    {
      kind: 'default',
      row: '--quiet, -q',
      quote: '| `--quiet`, `-q` | `boolean` | `false` | Shorter output for scripts |',
      prove: () => adminProofs.quiet('sites', '-q'),
    },
    {kind: 'default', row: '--yes, -y', quote: '| `--yes`, `-y` | `boolean` | `false` |', prove: () => adminProofs.confirms('-y')},
  ],
};
