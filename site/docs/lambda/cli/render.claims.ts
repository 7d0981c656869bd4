// Defaults of `npx remotion lambda render`'s flags: the Lambda CLI runs with the flag left out and
// the invocation it sends is read; values it leaves to the function are decided by the function's
// own code (lambda-cli-proofs.ts).
import type {PageClaims} from '../../../../scripts/docs-checks/claims.ts';
import {lambdaProofs, lambdaRender as run, sends, sent} from '../../../../scripts/docs-checks/lambda-cli-proofs.ts';
import {cliQualityLimit} from '../../../../scripts/docs-checks/limit-proofs.ts';

const q = (flag: string, type: string, value: string) => `| \`${flag}\` | ${type} | ${value} |`;

export const claims: PageClaims = {
  page: 'lambda/cli/render.md',
  claims: [
    {kind: 'default', row: '--props', quote: q('--props', 'JSON or path', '`{}`'), prove: () => lambdaProofs.props(run)},
    {kind: 'default', row: '--codec', quote: q('--codec', '`string`', 'from the file extension or config file, else `h264`'), prove: lambdaProofs.codec},
    {kind: 'default', row: '--frames-per-lambda', quote: q('--frames-per-lambda', '`number`', 'depends on length'), prove: lambdaProofs.framesPerLambda},
    sends(run, '--privacy', q('--privacy', '`public` \\| `private` \\| `no-acl`', '`public`'), 'privacy', 'public'),
    sends(run, '--max-retries', q('--max-retries', '`number`', '`1`'), 'maxRetries', 1),
    sends(run, '--concurrency-per-lambda', q('--concurrency-per-lambda', '`number`', '`1`'), 'concurrencyPerLambda', 1),
    {kind: 'default', row: '--out-name', quote: q('--out-name', '`string`', '`out.<extension>`'), prove: () => lambdaProofs.outName('video')},
    {kind: 'default', row: '--frames', quote: q('--frames', 'range', 'whole composition'), prove: lambdaProofs.frames},
    sends(run, '--every-nth-frame', q('--every-nth-frame', '`number`', '`1`'), 'everyNthFrame', 1),
    sends(run, '--scale', q('--scale', '`number`', '`1`'), 'scale', 1),
    sends(run, '--timeout', q('--timeout', 'ms', '`30000`'), 'timeoutInMilliseconds', 30000),
    sends(run, '--log', q('--log', '`string`', '`info`'), 'logLevel', 'info'),
    sends(run, '--number-of-gif-loops', q('--number-of-gif-loops', '`number`', '`0`'), 'numberOfGifLoops', 0),
    sends(run, '--muted', q('--muted', '`boolean`', '`false`'), 'muted', false),
    sends(run, '--overwrite', q('--overwrite', '`boolean`', '`false`'), 'overwrite', false),
    {kind: 'default', row: '--height, --width', quote: '| `--height`, `--width` | `number` | composition size |', prove: () => lambdaProofs.size(run)},
    {kind: 'default', row: '--region', quote: q('--region', '`AwsRegion`', '`us-east-1`'), prove: () => lambdaProofs.region(run)},
    {kind: 'default', row: '--crf', quote: q('--crf', '`number`', 'codec default'), prove: lambdaProofs.crf},
    sends(run, '--pixel-format', q('--pixel-format', '`string`', '`yuv420p`'), 'pixelFormat', 'yuv420p'),
    {kind: 'default', row: '--image-format', quote: q('--image-format', '`jpeg` \\| `png` \\| `none`', '`jpeg` for videos'), prove: lambdaProofs.imageFormat},
    cliQualityLimit('--quality', 'JPEG quality of those frames, a whole number; `--quality=0` counts as not set', async (q) => (await sent(run('--image-format=jpeg', `--quality=${q}`))).quality),
  ],
};
