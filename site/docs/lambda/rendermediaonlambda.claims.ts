// Defaults of renderMediaOnLambda(), proven from the payload the real client sends.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {lambdaPayload} from '../../../scripts/docs-checks/lambda-payload.ts';
import {dist, distWithStandIn} from '../../../scripts/docs-checks/proof-kit.ts';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../scripts/docs-checks/proof-kit.ts';
import {lambdaQualityLimit} from '../../../scripts/docs-checks/limit-proofs.ts';

const sent = () => lambdaPayload('render-media-on-lambda', {codec: 'h264'});
const defaultOf = (row: string, quote: string, field: string, value: unknown) => ({
  kind: 'default' as const,
  row,
  quote,
  prove: async () => assert.deepEqual((await sent())[field], value),
});

export const claims: PageClaims = {
  page: 'lambda/rendermediaonlambda.md',
  claims: [
    defaultOf('privacy', "| `privacy` | `'public' \\| 'private' \\| 'no-acl'` | `public` |", 'privacy', 'public'),
    defaultOf('imageFormat', "| `imageFormat` | `'jpeg' \\| 'png' \\| 'none'` | `jpeg` |", 'imageFormat', 'jpeg'),
    defaultOf('logLevel', "| `logLevel` | `'verbose' \\| 'info' \\| 'warn' \\| 'error'` | `'info'` |", 'logLevel', 'info'),
    defaultOf('maxRetries', '| `maxRetries` | `number` | `1` |', 'maxRetries', 1),
    defaultOf('scale', '| `scale` | `number` | `1` |', 'scale', 1),
    defaultOf('timeoutInMilliseconds', '| `timeoutInMilliseconds` | `number` | `30000` |', 'timeoutInMilliseconds', 30000),
    defaultOf('concurrencyPerLambda', '| `concurrencyPerLambda` | `number` | `1` |', 'concurrencyPerLambda', 1),
    defaultOf('overwrite', '| `overwrite` | `boolean` | `false` |', 'overwrite', false),
    {
      kind: 'default',
      row: 'framesPerLambda',
      quote: '| `framesPerLambda` | `number` | depends on length |',
      prove: async () => {
        // Left out, nothing is sent and the function's launch step calls bestFramesPerLambdaParam(),
        // whose results the Concurrency page tabulates.
        assert.equal((await sent()).framesPerLambda ?? null, null);
        // Its only import, remotion's interpolate(), comes from the site's copy: the copy nested
        // under @remotion/lambda refuses to load beside it.
        const {bestFramesPerLambdaParam} = distWithStandIn('@remotion/lambda', 'functions/helpers/best-frames-per-lambda-param', 'remotion', {interpolate: dist('remotion', 'index').interpolate});
        const launch = fs.readFileSync(path.join(ROOT, 'node_modules/@remotion/lambda/dist/functions/launch.js'), 'utf8');
        assert.match(launch, /params\.framesPerLambda\) !== null && _a !== void 0 \? _a : \(0, best_frames_per_lambda_param_1\.bestFramesPerLambdaParam\)\(frameCount\.length\)/);
        const table = fs.readFileSync(path.join(ROOT, 'site/docs/lambda/concurrency.md'), 'utf8');
        const rows = [...table.matchAll(/^\| [^|]+ \| (\d+) \| (\d+) \| (\d+) \|$/gm)].map((m) => m.slice(1).map(Number));
        assert.equal(rows.length, 5);
        for (const [frames, perLambda, functions] of rows) {
          assert.equal(bestFramesPerLambdaParam(frames), perLambda, `${frames} frames`);
          assert.equal(Math.ceil(frames / perLambda), functions, `${frames} frames`);
        }
      },
    },
    {
      kind: 'behaviour',
      row: 'inputProps',
      quote: 'left out, the call throws "Error serializing inputProps" before anything is sent',
      prove: async () => {
        await assert.rejects(lambdaPayload('render-media-on-lambda', {codec: 'h264', inputProps: undefined}), /Error serializing inputProps/);
      },
    },
    {
      kind: 'behaviour',
      row: 'numberOfGifLoops',
      quote: 'Loop count of a GIF.',
      prove: async () => assert.equal((await sent()).numberOfGifLoops, 0),
    },
    lambdaQualityLimit('quality', 'JPEG quality of intermediate frames, a whole number', 'render-media-on-lambda', {
      'functions/launch': 'quality: params.quality,',
      'functions/renderer': 'quality: params.quality,',
    }),
  ],
};
