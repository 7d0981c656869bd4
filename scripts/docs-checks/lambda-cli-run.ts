// Runs a command of the pinned @remotion/lambda CLI (`npx remotion lambda render …`) the way its
// cli() does — the CLI start-up of the @remotion/cli copy it ships with (config file, then flags),
// then the command — with the network replaced: the function invocation (callLambda) records what
// it is sent, and the function lookup answers with one deployed function of this version. A render
// stops after the invocation (what follows is polling S3); a still finishes.
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {inProject, loadFresh, makeProject} from './cli-run.ts';
import {nestedRemotion, ROOT} from './proof-kit.ts';

const require = createRequire(path.join(ROOT, 'package.json'));
const STOP = 'docs-claims: the invocation was recorded';

export interface Invocation {
  functionName: string;
  type: string;
  region: string;
  payload: Record<string, unknown>;
}

export interface LambdaCliRecord {
  invocations: Invocation[];
  /** Arguments of each call to a stand-in made with `record()`, by its name. */
  calls: Record<string, unknown[][]>;
  logs: string[];
  /** The config store of the @remotion/cli copy the Lambda CLI uses (`ConfigInternals`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  config: any;
}

/** Environment the run sets (credentials the CLI checks for) and clears (a region it would read). */
const ENV: Record<string, string | undefined> = {
  AWS_ACCESS_KEY_ID: 'docs-claims',
  AWS_SECRET_ACCESS_KEY: 'docs-claims',
  REMOTION_AWS_ACCESS_KEY_ID: undefined,
  REMOTION_AWS_SECRET_ACCESS_KEY: undefined,
  AWS_REGION: undefined,
  REMOTION_AWS_REGION: undefined,
};

export interface LambdaRunOptions {
  files?: Record<string, string>;
  /** Modules of @remotion/lambda's dist (relative paths) replaced for the run, made from the record. */
  standIns?: (record: (name: string, answer?: unknown) => (...args: unknown[]) => Promise<unknown>) => Record<string, unknown>;
  /** Adds --quiet, which hides progress bars (and, for some commands, more); on unless false. */
  quiet?: boolean;
}

export async function runLambdaCli(args: string[], options: LambdaRunOptions = {}): Promise<LambdaCliRecord> {
  const lambdaDist = path.dirname(require.resolve('@remotion/lambda/dist/index.js'));
  const local = createRequire(path.join(lambdaDist, 'index.js'));
  const cliDist = path.dirname(local.resolve('@remotion/cli/dist/index.js'));
  // Its own copy of remotion, loaded once beside the site's; later requires find it in the cache.
  nestedRemotion('@remotion/lambda');
  const renderer = local('@remotion/renderer') as Record<string, unknown> & {RenderInternals: Record<string, unknown>};
  const version = (local('remotion/version') as {VERSION: string}).VERSION;
  const rec: LambdaCliRecord = {invocations: [], calls: {}, logs: [], config: null};
  const record = (name: string, answer?: unknown) => async (...callArgs: unknown[]) => {
    (rec.calls[name] ??= []).push(callArgs);
    return answer;
  };
  const extra = Object.entries(options.standIns?.(record) ?? {}).map(([file, standIn]) => [path.join(lambdaDist, file), standIn]);
  const standIns = {
    [local.resolve('@remotion/renderer')]: {...renderer, RenderInternals: {...renderer.RenderInternals, ensureLocalBrowser: async () => undefined}},
    [path.join(lambdaDist, 'shared/call-lambda.js')]: {
      callLambda: async (invocation: Invocation) => {
        rec.invocations.push(invocation);
        if (invocation.type !== 'still') throw new Error(STOP);
        return {type: 'success', output: 'https://s3/out', size: 1, bucketName: 'remotionlambda-x', estimatedPrice: {}, renderId: 'r', outKey: 'k'};
      },
    },
    [path.join(lambdaDist, 'api/get-functions.js')]: {
      getFunctions: async () => [{functionName: 'remotion-render-fn', version, memorySizeInMb: 2048, diskSizeInMb: 2048, timeoutInSeconds: 120}],
    },
    ...Object.fromEntries(extra),
  };
  const [lambda, config] = loadFresh([lambdaDist, cliDist], [path.join(lambdaDist, 'cli/index.js'), path.join(cliDist, 'config/index.js')], [...args, ...(options.quiet === false ? [] : ['--quiet'])], standIns);
  rec.config = config.ConfigInternals;
  // `npx remotion lambda` starts in the main CLI, whose start-up makes remotion's Config this one.
  config.overrideRemotion();
  const project = makeProject(options.files);
  const savedEnv = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(ENV)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  try {
    await inProject(project, rec.logs, () => lambda.cli());
  } catch (err) {
    if (!rec.logs.some((l) => l.includes(STOP))) throw err;
  } finally {
    for (const [k, v] of Object.entries(savedEnv)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    fs.unwatchFile(path.join(project, '.env'));
    fs.rmSync(project, {recursive: true, force: true});
  }
  return rec;
}
