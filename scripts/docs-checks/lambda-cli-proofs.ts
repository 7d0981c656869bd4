// Proofs of the Lambda CLI pages' flag defaults: the command runs with the flag left out
// (lambda-cli-run.ts) and the invocation it sends is read; where the payload leaves a value to the
// function (output name, frame range, size, CRF, chunk size), the function's own code decides it
// from that payload here.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Claim} from './claims.ts';
import {CLI_COMPOSITION} from './cli-run.ts';
import {runLambdaCli, type LambdaCliRecord, type LambdaRunOptions} from './lambda-cli-run.ts';
import {dist, distWithStandIn, nestedRemotion, ROOT} from './proof-kit.ts';

const require = createRequire(path.join(ROOT, 'package.json'));

const runs = new Map<string, Promise<LambdaCliRecord>>();
export function lambdaRun(args: string[], options: LambdaRunOptions = {}): Promise<LambdaCliRecord> {
  const key = JSON.stringify([args, options.files, options.quiet, String(options.standIns)]);
  if (!runs.has(key)) runs.set(key, runLambdaCli(args, options));
  return runs.get(key)!;
}

const SITE = 'https://example.com/site';
export const lambdaRender = (...rest: string[]) => lambdaRun(['render', SITE, 'Comp', ...rest]);
export const lambdaStill = (...rest: string[]) => lambdaRun(['still', SITE, 'Comp', ...rest]);

/** The payload of the one invocation a run made. */
export async function sent(run: Promise<LambdaCliRecord>): Promise<Record<string, unknown>> {
  const {invocations} = await run;
  assert.equal(invocations.length, 1);
  return invocations[0].payload;
}

/** A default claim proven by the value the command sends without the flag. */
export function sends(run: () => Promise<LambdaCliRecord>, row: string, quote: string, field: string, value: unknown): Claim {
  return {kind: 'default', row, quote, prove: async () => assert.deepEqual((await sent(run()))[field], value)};
}

/** A module of @remotion/lambda's dist, after its own copy of remotion is in the cache. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lambdaDist(file: string): any {
  nestedRemotion('@remotion/lambda');
  return dist('@remotion/lambda', file);
}

export const lambdaProofs = {
  region: async (run: () => Promise<LambdaCliRecord>) => {
    const {invocations} = await run();
    assert.equal(invocations[0].region, 'us-east-1');
  },
  props: async (run: () => Promise<LambdaCliRecord>) => {
    assert.deepEqual((await sent(run())).inputProps, {type: 'payload', payload: '{}'});
  },
  /** outName null: the function names the file out.<extension of the codec / image format>. */
  outName: async (type: 'video' | 'still') => {
    const payload = await sent(type === 'video' ? lambdaRender() : lambdaStill());
    assert.equal(payload.outName, null);
    const {getExpectedOutName} = lambdaDist('functions/helpers/expected-out-name');
    const metadata = {type, renderId: 'r', codec: payload.codec, imageFormat: payload.imageFormat, outName: payload.outName ?? undefined};
    assert.equal(getExpectedOutName(metadata, 'b', null).key, type === 'video' ? 'renders/r/out.mp4' : 'renders/r/out.png');
  },
  /** frameRange null: the function renders frames 0 to the last one. */
  frames: async () => {
    assert.equal((await sent(lambdaRender())).frameRange, null);
    assert.deepEqual(nestedRenderer('index').RenderInternals.getRealFrameRange(CLI_COMPOSITION.durationInFrames, null), [0, CLI_COMPOSITION.durationInFrames - 1]);
  },
  /** forceHeight/forceWidth null: the function keeps the composition's size. */
  size: async (run: () => Promise<LambdaCliRecord>) => {
    const payload = await sent(run());
    assert.deepEqual([payload.forceHeight, payload.forceWidth], [null, null]);
    nestedRemotion('@remotion/lambda');
    const {validateComposition} = distWithStandIn('@remotion/lambda', 'functions/helpers/validate-composition', '@remotion/renderer', {getCompositions: async () => [CLI_COMPOSITION]});
    const comp = await validateComposition({composition: 'Comp', forceHeight: payload.forceHeight, forceWidth: payload.forceWidth});
    assert.deepEqual([comp.width, comp.height], [CLI_COMPOSITION.width, CLI_COMPOSITION.height]);
  },
  /** No crf is sent: the encoder gets the renderer's default for the codec. */
  crf: async () => {
    assert.equal((await sent(lambdaRender())).crf, undefined);
    const crf = nestedRenderer('crf');
    for (const codec of ['h264', 'vp8', 'h265']) assert.deepEqual(crf.validateQualitySettings({crf: undefined, codec, videoBitrate: null}), ['-crf', String(crf.getDefaultCrfForCodec(codec))]);
  },
  framesPerLambda: async () => {
    assert.equal((await sent(lambdaRender())).framesPerLambda, null);
    const {bestFramesPerLambdaParam} = distWithStandIn('@remotion/lambda', 'functions/helpers/best-frames-per-lambda-param', 'remotion', {interpolate: dist('remotion', 'index').interpolate});
    assert.deepEqual([20, 1000, 18000].map(bestFramesPerLambdaParam), [20, 20, 120]);
  },
  /** Video codecs capture JPEG frames, audio codecs none. */
  imageFormat: async () => {
    assert.equal((await sent(lambdaRender())).imageFormat, 'jpeg');
    assert.equal((await sent(lambdaRender('out.mp3'))).imageFormat, 'none');
  },
  codec: async () => {
    assert.equal((await sent(lambdaRender())).codec, 'h264');
    assert.equal((await sent(lambdaRender('out.webm'))).codec, 'vp8');
    assert.equal((await sent(lambdaRender('--out-name=a.mov'))).codec, 'prores');
    const fromFile = lambdaRun(['render', SITE, 'Comp'], {files: {'remotion.config.ts': "import {Config} from 'remotion';\nConfig.Output.setCodec('vp8');\n"}});
    assert.equal((await sent(fromFile)).codec, 'vp8');
  },
};

/** A module of the @remotion/renderer copy @remotion/lambda ships with (the one its function runs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function nestedRenderer(file: string): any {
  nestedRemotion('@remotion/lambda');
  return createRequire(require.resolve('@remotion/lambda/package.json'))(`@remotion/renderer/dist/${file}.js`);
}
