// Defaults of `npx remotion lambda still`'s flags: the Lambda CLI runs with the flag left out and
// the invocation it sends is read; the output name and size are decided by the function's own code
// from it (lambda-cli-proofs.ts).
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {lambdaProofs, lambdaStill as run, sends, sent} from '../../../../scripts/docs-checks/lambda-cli-proofs.ts';
import {cliQualityLimit} from '../../../../scripts/docs-checks/limit-proofs.ts';

const q = (flag: string, type: string, value: string) => `| \`${flag}\` | ${type} | ${value} |`;

export const claims: PageClaims = {
  page: 'lambda/cli/still.md',
  claims: [
    sends(run, '--frame', q('--frame', '`number`', '`0`'), 'frame', 0),
    sends(run, '--image-format', q('--image-format', '`png` \\| `jpeg`', '`png`'), 'imageFormat', 'png'),
    {kind: 'default', row: '--props', quote: q('--props', 'JSON or path', '`{}`'), prove: () => lambdaProofs.props(run)},
    sends(run, '--privacy', q('--privacy', '`public` \\| `private` \\| `no-acl`', '`public`'), 'privacy', 'public'),
    sends(run, '--max-retries', q('--max-retries', '`number`', '`1`'), 'maxRetries', 1),
    {kind: 'default', row: '--out-name', quote: q('--out-name', '`string`', '`out.<format>`'), prove: () => lambdaProofs.outName('still')},
    sends(run, '--scale', q('--scale', '`number`', '`1`'), 'scale', 1),
    {kind: 'default', row: '--height, --width', quote: '| `--height`, `--width` | `number` | composition size |', prove: () => lambdaProofs.size(run)},
    {kind: 'default', row: '--region', quote: q('--region', '`AwsRegion`', '`us-east-1`'), prove: () => lambdaProofs.region(run)},
    sends(run, '--timeout', q('--timeout', 'ms', '`30000`'), 'timeoutInMilliseconds', 30000),
    cliQualityLimit('--quality', 'JPEG quality, a whole number; `--quality=0` counts as not set', async (q) => (await sent(run('--image-format=jpeg', `--quality=${q}`))).quality),
  ],
};
