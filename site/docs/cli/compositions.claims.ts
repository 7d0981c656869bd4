// Defaults of `npx remotion compositions`' flags, proven by running the CLI's command with the flag
// left out and reading what it hands to bundle() and getCompositions() (cli-flag-proofs.ts).
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {compositions, flagDefault, proofs} from '../../../scripts/docs-checks/cli-flag-proofs.ts';

export const claims: PageClaims = {
  page: 'cli/compositions.md',
  claims: [
    flagDefault('--public-dir', '| `--public-dir` | path | `public` |', () => proofs.publicDir(compositions)),
    flagDefault('--bundle-cache', '| `--bundle-cache` | `true` \\| `false` | `true` |', () => proofs.bundleCache(compositions)),
    flagDefault('--env-file', '| `--env-file` | path | `.env` |', () => proofs.envFile('compositions')),
    flagDefault('--log', '| `--log` | string | `info` |', () => proofs.log(compositions)),
    flagDefault('--timeout', '| `--timeout` | ms | `30000` |', async () => assert.equal((await compositions()).getCompositions?.timeoutInMilliseconds, 30000)),
  ],
};
