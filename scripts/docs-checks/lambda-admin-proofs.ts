// Proofs of the flag defaults of the Lambda CLI's account commands (functions, sites, quotas,
// policies): each command runs with the flag left out (lambda-cli-run.ts) and the AWS-facing API
// it calls is a recorder, so what it would deploy, ask or print is read directly.
import assert from 'node:assert/strict';
import {runLambdaCli, type LambdaCliRecord, type LambdaRunOptions} from './lambda-cli-run.ts';

type StandIns = NonNullable<LambdaRunOptions['standIns']>;

const deploy: StandIns = (record) => ({'api/deploy-function.js': {deployFunction: record('deployFunction', {functionName: 'remotion-render-fn', alreadyExisted: false})}});
const siteCreate: StandIns = (record) => ({
  'api/get-or-create-bucket.js': {getOrCreateBucket: record('getOrCreateBucket', {bucketName: 'remotionlambda-x'})},
  'api/deploy-site.js': {deploySite: record('deploySite', {serveUrl: 'https://x/sites/s/index.html', siteName: 's'})},
});
const sitesRmall: StandIns = (record) => ({
  'api/get-sites.js': {getSites: record('getSites', {sites: [{id: 's', bucketName: 'remotionlambda-x', sizeInBytes: 1}], buckets: []})},
  'api/get-buckets.js': {getRemotionS3Buckets: record('getRemotionS3Buckets', {remotionBuckets: [{name: 'remotionlambda-x'}]})},
  'api/delete-site.js': {deleteSite: record('deleteSite', {totalSizeInBytes: 1})},
  'cli/helpers/yes-or-no.js': {yesOrNo: record('yesOrNo', true)},
});
/** The Service Quotas client: every request answers with a quota of 1000 and no open requests. */
const quotas: StandIns = (record) => ({
  'shared/aws-clients.js': {
    getServiceQuotasClient: (region: string) => ({send: record(`quotas:${region}`, {Quota: {Value: 1000}, RequestedQuotas: []})}),
  },
  'cli/helpers/yes-or-no.js': {yesOrNo: record('yesOrNo', true)},
});
const policiesValidate: StandIns = (record) => ({'api/iam-validation/simulate.js': {simulatePermissions: record('simulatePermissions', {results: []})}});

export const STAND_INS = {deploy, siteCreate, sitesRmall, quotas, policiesValidate};

const runs = new Map<string, Promise<LambdaCliRecord>>();
export function adminRun(args: string[], standIns: keyof typeof STAND_INS, quiet = false): Promise<LambdaCliRecord> {
  const key = JSON.stringify([args, standIns, quiet]);
  if (!runs.has(key)) runs.set(key, runLambdaCli(args, {standIns: STAND_INS[standIns], quiet}));
  return runs.get(key)!;
}

/** The first argument of the first call to a recorder. */
export async function firstCall(run: Promise<LambdaCliRecord>, name: string): Promise<Record<string, unknown>> {
  const calls = (await run).calls[name];
  assert.ok(calls?.length, `${name} was not called`);
  return calls[0][0] as Record<string, unknown>;
}

export const deployed = () => firstCall(adminRun(['functions', 'deploy'], 'deploy'), 'deployFunction');
export const siteDeployed = () => firstCall(adminRun(['sites', 'create', 'src/index.ts'], 'siteCreate'), 'deploySite');

export const adminProofs = {
  /** Without --yes, rmall asks before deleting each site; with it, it does not ask. */
  confirms: async (yesFlag: string) => {
    assert.equal((await adminRun(['sites', 'rmall'], 'sitesRmall')).calls.yesOrNo?.length, 1);
    assert.equal((await adminRun(['sites', 'rmall', yesFlag], 'sitesRmall')).calls.yesOrNo, undefined);
    assert.equal((await adminRun(['sites', 'rmall', yesFlag], 'sitesRmall')).calls.deleteSite?.length, 1);
  },
  /** Without --quiet, `functions ls` and `sites ls` print a table; with it, only the names. */
  quiet: async (command: 'functions' | 'sites', flag: string) => {
    // eslint-disable-next-line no-control-regex
    const plain = (rec: LambdaCliRecord) => rec.logs.map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim()).filter(Boolean);
    const [standIns, header, name] = command === 'functions' ? (['deploy', 'Name', 'remotion-render-fn'] as const) : (['sitesRmall', 'Site Name', 's'] as const);
    const normal = plain(await adminRun([command, 'ls'], standIns));
    assert.ok(normal.some((l) => l.startsWith(header)), `${command} ls prints its table`);
    assert.deepEqual(plain(await adminRun([command, 'ls', flag], standIns)), [name]);
  },
};
