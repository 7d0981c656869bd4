// The second review of issue 27, its Lambda pages (scripts/docs-checks/review-2026-11-29.md): per
// page, the sentences that state what the code does, run against the pinned packages with only the
// AWS, network and browser steps replaced by recorders.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {dist, withExport} from '../../scripts/docs-checks/proof-kit.ts';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');
const io = () => dist('@remotion/lambda', 'functions/helpers/io');
const account = () => dist('@remotion/lambda', 'shared/get-account-id');
const metadata = () => dist('@remotion/lambda', 'functions/helpers/get-render-metadata');

/** Runs `fn` with the bucket answering as a render whose metadata is `meta` (or missing when null). */
async function withRenderBucket<T>(meta: object | null, listings: {Key: string; Size: number}[][], log: string[], fn: () => Promise<T>): Promise<T> {
  const readMeta = async ({renderId}: {renderId: string}) => {
    log.push(`read metadata ${renderId}`);
    if (!meta) throw new Error('NoSuchKey: The specified key does not exist.');
    return meta;
  };
  return withExport(account(), 'getAccountId', async () => '123', () =>
    withExport(metadata(), 'getRenderMetadata', readMeta, () =>
      withExport(io(), 'lambdaDeleteFile', async ({bucketName, key}: {bucketName: string; key: string}) => void log.push(`delete ${bucketName}/${key}`), () =>
        withExport(io(), 'lambdaLs', async ({prefix}: {prefix: string}) => (log.push(`ls ${prefix}`), listings.shift() ?? []), () =>
          withExport(dist('@remotion/lambda', 'api/clean-items'), 'cleanItems', async ({list}: {list: string[]}) => void log.push(`clean ${list.join(',')}`), fn),
        ),
      ),
    ),
  );
}

const videoMeta = {type: 'video', renderId: 'r1', codec: 'h264', outName: undefined, privacy: 'public'};

test('lambda/deleterender: metadata first, then the output file, then the render folder until empty; freedBytes leaves the output out; no metadata rejects', async () => {
  const {deleteRender} = dist('@remotion/lambda', 'api/delete-render');
  const log: string[] = [];
  const listings = [[{Key: 'renders/r1/progress.json', Size: 30}, {Key: 'renders/r1/pre-render-metadata.json', Size: 70}], [{Key: 'renders/r1/late.json', Size: 5}], []];
  const out = await withRenderBucket(videoMeta, listings, log, () => deleteRender({region: 'us-east-1', bucketName: 'remotionlambda-a', renderId: 'r1'}));
  assert.deepEqual(out, {freedBytes: 105});
  assert.deepEqual(log, ['read metadata r1', 'delete remotionlambda-a/renders/r1/out.mp4', 'ls renders/r1', 'clean renders/r1/progress.json,renders/r1/pre-render-metadata.json', 'ls renders/r1', 'clean renders/r1/late.json', 'ls renders/r1']);
  // An output written to another bucket is deleted there.
  const elsewhere: string[] = [];
  await withRenderBucket({...videoMeta, outName: {bucketName: 'archive', key: 'final/a.mp4'}}, [[]], elsewhere, () => deleteRender({region: 'us-east-1', bucketName: 'remotionlambda-a', renderId: 'r1'}));
  assert.equal(elsewhere[1], 'delete archive/final/a.mp4');
  // A second call after the folder was emptied: the metadata is gone and nothing is deleted.
  const again: string[] = [];
  await assert.rejects(withRenderBucket(null, [], again, () => deleteRender({region: 'us-east-1', bucketName: 'remotionlambda-a', renderId: 'r1'})), /NoSuchKey/);
  assert.deepEqual(again, ['read metadata r1']);
  const policy = dist('@remotion/lambda', 'api/iam-validation/suggested-policy').getUserPolicy();
  for (const action of ['s3:DeleteObject', 's3:ListBucket']) assert.ok(policy.includes(`"${action}"`), action);
  assert.match(page('lambda/deleterender.md'), /The output file is deleted first, so it is not part of this number/);
});

test('lambda/downloadmedia: relative outPath resolved against cwd, folders created, absolute path back; progress ends at percent 1; downloadVideo is the same function', async () => {
  const mod = dist('@remotion/lambda', 'api/download-media');
  const read = dist('@remotion/lambda', 'functions/helpers/read-with-progress');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-'));
  const cwd = process.cwd();
  const asked: {bucketName: string; key: string; outputPath: string}[] = [];
  process.chdir(tmp);
  try {
    const out = await withRenderBucket(videoMeta, [], [], () =>
      withExport(read, 'lambdaDownloadFileWithProgress', async (a: {bucketName: string; key: string; outputPath: string}) => (asked.push(a), {sizeInBytes: 42, to: a.outputPath}), () =>
        mod.downloadMedia({region: 'us-east-1', bucketName: 'remotionlambda-a', renderId: 'r1', outPath: 'nested/dir/teaser.mp4'}),
      ),
    );
    assert.deepEqual(out, {outputPath: path.join(process.cwd(), 'nested/dir/teaser.mp4'), sizeInBytes: 42});
    assert.ok(path.isAbsolute(out.outputPath));
    assert.ok(fs.statSync(path.join(tmp, 'nested/dir')).isDirectory(), 'missing folders are created before the download');
    assert.deepEqual([asked[0].bucketName, asked[0].key], ['remotionlambda-a', 'renders/r1/out.mp4']);
  } finally {
    process.chdir(cwd);
  }
  assert.equal(mod.downloadVideo, mod.downloadMedia);
  // The progress numbers: read-with-progress hands them on from the renderer's downloadFile, run here against a local server.
  const http = await import('node:http');
  const body = Buffer.alloc(200_000, 1);
  const server = http.createServer((_req, res) => res.writeHead(200, {'content-length': String(body.length)}).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const seen: {downloaded: number; percent: number; totalSize: number}[] = [];
  try {
    // The renderer copy @remotion/lambda itself loads (it brings its own).
    const {RenderInternals} = createRequire(path.join(ROOT, 'node_modules/@remotion/lambda/package.json'))('@remotion/renderer');
    const r = await RenderInternals.downloadFile({url: `http://127.0.0.1:${(server.address() as {port: number}).port}/`, onProgress: (p: never) => seen.push(p), to: () => path.join(tmp, 'p/x.bin')});
    assert.equal(r.sizeInBytes, body.length);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  assert.ok(seen.every((p) => p.percent >= 0 && p.percent <= 1 && p.totalSize === body.length));
  assert.deepEqual(seen.at(-1), {downloaded: body.length, percent: 1, totalSize: body.length});
  fs.rmSync(tmp, {recursive: true, force: true});
});

test('lambda/simulatepermissions: the user is looked up, every user-policy action simulated and reported one by one; no user rejects; the role is not simulated', async () => {
  const {simulatePermissions} = dist('@remotion/lambda', 'api/iam-validation/simulate');
  const {requiredPermissions} = dist('@remotion/lambda', 'api/iam-validation/user-permissions');
  const sent: string[] = [];
  const client = (user: object | null) => ({
    send: async (c: {constructor: {name: string}; input: {ActionNames?: string[]; PolicySourceArn?: string}}) => {
      sent.push(c.constructor.name);
      if (c.constructor.name === 'GetUserCommand') return user ? {User: user} : {};
      assert.equal(c.input.PolicySourceArn, 'arn:aws:iam::1:user/me');
      return {EvaluationResults: c.input.ActionNames!.map((a) => ({EvalActionName: a, EvalDecision: a === 's3:DeleteObject' ? 'explicitDeny' : a.startsWith('logs:') ? 'implicitDeny' : 'allowed'}))};
    },
  });
  const clients = dist('@remotion/lambda', 'shared/aws-clients');
  const streamed: string[] = [];
  const {results} = await withExport(clients, 'getIamClient', () => client({Arn: 'arn:aws:iam::1:user/me'}), () => simulatePermissions({region: 'us-east-1', onSimulation: (r: {name: string}) => streamed.push(r.name)}));
  const actions = requiredPermissions.flatMap((p: {actions: string[]}) => p.actions);
  assert.deepEqual(results.map((r: {name: string}) => r.name), actions);
  assert.deepEqual(streamed, actions);
  assert.deepEqual(new Set(results.map((r: {decision: string}) => r.decision)), new Set(['allowed', 'explicitDeny', 'implicitDeny']));
  assert.equal(sent[0], 'GetUserCommand');
  const policy = dist('@remotion/lambda', 'api/iam-validation/suggested-policy').getUserPolicy();
  for (const action of ['iam:GetUser', 'iam:SimulatePrincipalPolicy']) assert.ok(actions.includes(action) && policy.includes(`"${action}"`), action);
  // The role's own policy is not simulated: every simulation asks about the user's ARN (asserted in
  // the stand-in client).
  assert.ok(sent.filter((n) => n === 'SimulatePrincipalPolicyCommand').length > 0);
  await assert.rejects(withExport(clients, 'getIamClient', () => client(null), () => simulatePermissions({region: 'us-east-1'})), /No valid AWS user detected/);
});

test('lambda/estimateprice: a pure sum rounded to five decimals; disk above 512 MB costs extra', async () => {
  const {estimatePrice} = dist('@remotion/lambda', 'api/estimate-price');
  const base = {region: 'us-east-1', memorySizeInMb: 2048, durationInMiliseconds: 600000, architecture: 'arm64', lambdasInvoked: 40};
  const at512 = estimatePrice({...base, diskSizeInMb: 512});
  assert.equal(at512, Number(at512.toFixed(5)));
  assert.ok(estimatePrice({...base, diskSizeInMb: 4096}) > at512);
  assert.ok(estimatePrice({...base, diskSizeInMb: 512, architecture: 'x86_64'}) !== at512);
});

test('lambda/getorcreatebucket: two remotionlambda- buckets in a region throw and ask to delete one', async () => {
  const mod = dist('@remotion/lambda', 'api/get-or-create-bucket');
  const buckets = dist('@remotion/lambda', 'api/get-buckets');
  const two = async () => ({remotionBuckets: [{name: 'remotionlambda-a'}, {name: 'remotionlambda-b'}], region: 'us-east-1'});
  await withExport(buckets, 'getRemotionS3Buckets', two, async () => {
    await assert.rejects(mod.getOrCreateBucket({region: 'us-east-1'}), /multiple buckets .* please delete buckets so that you have one maximum/);
  });
});

/** Runs `fn` with the Lambda client answering `functions` and each function's info call as `info` says. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function withFakeLambda<T = any>(functions: {FunctionName: string; MemorySize: number; Timeout: number}[], info: (name: string) => string | Error, fn: () => Promise<T>): Promise<T> {
  const client = {
    send: async (command: {constructor: {name: string}; input: {FunctionName?: string}}) =>
      command.constructor.name === 'ListFunctionsCommand' ? {Functions: functions} : {Configuration: {...functions.find((f) => f.FunctionName === command.input.FunctionName)}},
  };
  return withExport(dist('@remotion/lambda', 'shared/aws-clients'), 'getLambdaClient', () => client, () =>
    withExport(dist('@remotion/lambda', 'shared/call-lambda'), 'callLambda', async ({functionName}: {functionName: string}) => {
      const answer = info(functionName);
      if (answer instanceof Error) throw answer;
      return {version: answer};
    }, fn),
  );
}

test('lambda/getfunctions and getfunctioninfo: prefix filter, exact version match, "n/a" for functions without the info call', async () => {
  const fns = ['remotion-render-new', 'remotion-render-old', 'remotion-render-broken', 'my-other-fn'].map((FunctionName) => ({FunctionName, MemorySize: 2048, Timeout: 120}));
  const {VERSION} = createRequire(path.join(ROOT, 'node_modules/@remotion/lambda/package.json'))('remotion/version') as {VERSION: string};
  const info = (name: string) => (name.endsWith('new') ? VERSION : name.endsWith('old') ? new Error('Command not found') : new Error('boom'));
  const {getFunctions} = dist('@remotion/lambda', 'api/get-functions');
  const all = await withFakeLambda(fns, info, () => getFunctions({region: 'us-east-1', compatibleOnly: false}));
  assert.deepEqual(all.map((f: {functionName: string; version: string | null}) => [f.functionName, f.version]), [['remotion-render-new', VERSION], ['remotion-render-old', 'n/a'], ['remotion-render-broken', null]]);
  const compatible = await withFakeLambda(fns, info, () => getFunctions({region: 'us-east-1', compatibleOnly: true}));
  assert.deepEqual(compatible.map((f: {functionName: string}) => f.functionName), ['remotion-render-new']);
  const {getFunctionInfo} = dist('@remotion/lambda', 'api/get-function-info');
  assert.equal((await withFakeLambda(fns, info, () => getFunctionInfo({region: 'us-east-1', functionName: 'remotion-render-old'}))).version, 'n/a');
  await assert.rejects(withFakeLambda(fns, info, () => getFunctionInfo({region: 'us-east-1', functionName: 'remotion-render-broken'})), /boom/);
  assert.match(page('lambda/getfunctions.md'), /`'n\/a'` for a function too old to report it, `null` if asking it failed for another reason/);
  assert.match(page('lambda/getfunctioninfo.md'), /`'n\/a'` for a function too old to report it; if asking the function fails, the promise rejects/);
});

test('lambda/deletesite and getsites: every file under the site is deleted with a callback each, sizes add up; a stray file in sites/ throws', async () => {
  const listings = [[{Key: 'sites/abc/index.html', Size: 100}, {Key: 'sites/abc/bundle.js', Size: 900}], []];
  const deleted: string[] = [];
  const result = await withExport(account(), 'getAccountId', async () => '1', () =>
    withExport(io(), 'lambdaLs', async () => listings.shift(), () =>
      withExport(dist('@remotion/lambda', 'api/clean-items'), 'cleanItems', async ({list, onAfterItemDeleted}: {list: string[]; onAfterItemDeleted: (i: {itemName: string}) => void}) => {
        for (const itemName of list) onAfterItemDeleted({itemName});
      }, () => dist('@remotion/lambda', 'api/delete-site').deleteSite({bucketName: 'remotionlambda-a', siteName: 'abc', region: 'us-east-1', onAfterItemDeleted: ({itemName}: {itemName: string}) => deleted.push(itemName)})),
    ),
  );
  assert.deepEqual(result, {totalSizeInBytes: 1000});
  assert.deepEqual(deleted, ['sites/abc/index.html', 'sites/abc/bundle.js']);
  const stray = async () =>
    withExport(account(), 'getAccountId', async () => '1', () =>
      withExport(dist('@remotion/lambda', 'api/get-buckets'), 'getRemotionS3Buckets', async () => ({remotionBuckets: [{name: 'remotionlambda-a', region: 'us-east-1'}]}), () =>
        withExport(io(), 'lambdaLs', async () => [{Key: 'sites/notes.txt', Size: 1}], () => dist('@remotion/lambda', 'api/get-sites').getSites({region: 'us-east-1'})),
      ),
    );
  await assert.rejects(stray(), /unexpected folder structure\. Delete this file\./);
});

test('lambda/getawsclient: a client of the chosen service and that service\'s SDK module, whose commands the client accepts', async () => {
  const {getAwsClient} = dist('@remotion/lambda', 'api/get-aws-client');
  // The client factory insists on credentials in the environment; placeholders do (no request is made).
  const keys = ['REMOTION_AWS_ACCESS_KEY_ID', 'REMOTION_AWS_SECRET_ACCESS_KEY'];
  const saved = keys.map((k) => process.env[k]);
  for (const k of keys) process.env[k] = 'EXAMPLE';
  try {
    for (const [service, clientName, command] of [['s3', 'S3Client', 'ListBucketsCommand'], ['lambda', 'LambdaClient', 'ListFunctionsCommand'], ['iam', 'IAMClient', 'GetUserCommand']] as const) {
      const {client, sdk} = getAwsClient({region: 'us-east-1', service});
      assert.equal(client.constructor.name, clientName);
      assert.equal(typeof sdk[command], 'function', `${service}: ${command}`);
      assert.equal(client.constructor, sdk[clientName], `${service}: the client class is the SDK module's`);
    }
  } finally {
    keys.forEach((k, i) => (saved[i] === undefined ? delete process.env[k] : (process.env[k] = saved[i])));
  }
});

test('lambda/deletefunction: one DeleteFunction request for the name, no value back; a refused request rejects', async () => {
  const sent: [string, unknown][] = [];
  const client = (fail: boolean) => ({
    send: async (command: {constructor: {name: string}; input: {FunctionName?: string}}) => {
      sent.push([command.constructor.name, command.input.FunctionName]);
      if (fail) throw new Error('ResourceNotFoundException');
      return {};
    },
  });
  const {deleteFunction} = dist('@remotion/lambda', 'api/delete-function');
  const clients = dist('@remotion/lambda', 'shared/aws-clients');
  assert.equal(await withExport(clients, 'getLambdaClient', () => client(false), () => deleteFunction({region: 'us-east-1', functionName: 'remotion-render-x'})), undefined);
  assert.deepEqual(sent, [['DeleteFunctionCommand', 'remotion-render-x']]);
  await assert.rejects(withExport(clients, 'getLambdaClient', () => client(true), () => deleteFunction({region: 'us-east-1', functionName: 'gone'})), /ResourceNotFoundException/);
});
