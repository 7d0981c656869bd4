// deploySite() defaults: the real function runs with S3 and the bundler replaced by recorders
// (bucket check, account id, delete, bundle, upload, website), and the site name and bundle options
// it decides are read. The bundling module is a stand-in that is never loaded: it would load the
// copy of remotion nested under @remotion/lambda, which refuses to run beside the site's.
import assert from 'node:assert/strict';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {dist, distWithStandIn, withExport} from '../../../scripts/docs-checks/proof-kit.ts';

const lambda = (file: string) => dist('@remotion/lambda', file);

async function deploy(extra: Record<string, unknown>): Promise<{siteName: string; bundle: Record<string, unknown>}> {
  let bundle: Record<string, unknown> = {};
  const bundleSite = {
    bundleSite: async (_entry: string, _progress: unknown, options: Record<string, unknown>) => {
      bundle = options;
      return '/nowhere';
    },
  };
  const {deploySite} = distWithStandIn('@remotion/lambda', 'api/deploy-site', '../shared/bundle-site', bundleSite);
  const stubs: [string, string, unknown][] = [
    ['api/bucket-exists', 'bucketExistsInRegion', async () => true],
    ['shared/get-account-id', 'getAccountId', async () => '123'],
    ['api/delete-site', 'deleteSite', async () => ({totalSizeInBytes: 0})],
    ['api/upload-dir', 'uploadDir', async () => undefined],
    ['api/enable-s3-website', 'enableS3Website', async () => undefined],
  ];
  const run = stubs.reduceRight<() => Promise<{siteName: string}>>((inner, [file, name, stub]) => () => withExport(lambda(file), name, stub, inner), () =>
    deploySite({bucketName: 'remotionlambda-abc', entryPoint: '/p/src/index.ts', region: 'us-east-1', ...extra}),
  );
  const {siteName} = await run();
  return {siteName, bundle};
}

export const claims: PageClaims = {
  page: 'lambda/deploysite.md',
  claims: [
    {
      kind: 'default',
      row: 'siteName',
      quote: '| `siteName` | `string` | random id |',
      prove: async () => {
        const [a, b] = [(await deploy({})).siteName, (await deploy({})).siteName];
        assert.notEqual(a, b);
        for (const name of [a, b]) assert.match(name, /^[a-z0-9]{10}$/);
        assert.equal((await deploy({siteName: 'my-site'})).siteName, 'my-site');
      },
    },
    {
      kind: 'default',
      row: 'options.enableCaching',
      quote: '| `options.enableCaching` | `boolean` | `true` |',
      prove: async () => {
        assert.equal((await deploy({})).bundle.enableCaching, true);
        assert.equal((await deploy({options: {enableCaching: true}})).bundle.enableCaching, true);
        assert.equal((await deploy({options: {enableCaching: false}})).bundle.enableCaching, false);
      },
    },
  ],
};
