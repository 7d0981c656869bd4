// What the Lambda client functions send to the function: the payload is where their defaults are
// filled in, so proofs call the real client with callLambda replaced and read the payload.
import {dist, withExport} from './proof-kit.ts';

export async function lambdaPayload(api: 'render-media-on-lambda' | 'render-still-on-lambda', params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const callLambda = dist('@remotion/lambda', 'shared/call-lambda');
  let sent: Record<string, unknown> | undefined;
  await withExport(callLambda, 'callLambda', async ({payload}: {payload: Record<string, unknown>}) => {
    sent = payload;
    return {renderId: 'r', bucketName: 'remotionlambda-x', output: 'u', size: 1, estimatedPrice: {}};
  }, async () => {
    const fn = api === 'render-media-on-lambda' ? 'renderMediaOnLambda' : 'renderStillOnLambda';
    await dist('@remotion/lambda', `api/${api}`)[fn]({functionName: 'f', serveUrl: 'https://example.com/site', inputProps: {}, region: 'us-east-1', composition: 'c', ...params});
  });
  return sent!;
}
