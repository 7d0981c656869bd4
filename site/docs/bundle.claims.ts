// bundle() defaults, proven by running the real bundle() with webpack stubbed (bundle-run.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {runBundle, tempProject} from '../../scripts/docs-checks/bundle-run.ts';

const staticBase = (html: string) => /remotion_staticBase = "([^"]*)"/.exec(html)?.[1];

export const claims: PageClaims = {
  page: 'bundle.md',
  claims: [
    {
      kind: 'default',
      row: 'outDir',
      quote: 'If you leave it out, a fresh temporary directory is created for each call.',
      prove: async () => {
        const project = tempProject();
        const [a, b] = [await runBundle(() => ({}), project), await runBundle(() => ({}), project)];
        assert.notEqual(a.outDir, b.outDir);
        for (const run of [a, b]) assert.equal(path.dirname(run.outDir), os.tmpdir());
        const mine = path.join(project, 'out');
        assert.equal((await runBundle(() => ({outDir: mine}), project)).outDir, mine);
      },
    },
    {
      kind: 'default',
      row: 'enableCaching',
      quote: '| `enableCaching` | `boolean` | `true` |',
      prove: async () => {
        const project = tempProject();
        const cache = async (extra: Record<string, unknown>) => (await runBundle(() => extra, project)).config.cache;
        assert.deepEqual(await cache({}), await cache({enableCaching: true}));
        assert.equal((await cache({})) !== false, true);
        assert.equal(await cache({enableCaching: false}), false);
      },
    },
    {
      kind: 'default',
      row: 'publicPath',
      quote: '| `publicPath` | `string` | `/` |',
      prove: async () => {
        const base = async (extra: Record<string, unknown>) => staticBase((await runBundle(() => extra)).indexHtml);
        assert.equal(await base({}), await base({publicPath: '/'}));
        assert.equal(await base({publicPath: '/sub/'}), '/sub/public');
      },
    },
    {
      kind: 'behaviour',
      row: 'publicDir',
      quote: 'When omitted, the `public` folder inside the root directory is used.',
      prove: async () => {
        const files = async (extra: Record<string, unknown>) => fs.readdirSync(path.join((await runBundle(() => extra)).outDir, 'public'));
        assert.deepEqual(await files({}), ['a.txt']);
        assert.deepEqual(await files({publicDir: 'static'}), ['b.txt']);
      },
    },
    {
      kind: 'behaviour',
      row: 'rootDir',
      quote: 'the folder of the closest `package.json` in the folder of `entryPoint` or up to three folders above it is used; with none there, the current working directory',
      prove: async () => {
        const project = tempProject();
        const entryAt = (depth: number) => {
          const dir = path.join(project, 'src', ...Array.from({length: depth}, (_, i) => `d${i}`));
          fs.mkdirSync(dir, {recursive: true});
          fs.writeFileSync(path.join(dir, 'index.ts'), 'export {};\n');
          return path.join(dir, 'index.ts');
        };
        // The root shows in index.html as window.remotion_cwd.
        const root = async (entryPoint: string) => /remotion_cwd = "([^"]*)"/.exec((await runBundle(() => ({entryPoint}), project)).indexHtml)?.[1];
        assert.equal(await root(entryAt(2)), project);
        assert.equal(await root(entryAt(3)), process.cwd());
      },
    },
  ],
};
