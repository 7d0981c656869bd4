import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {componentIslandName, findSiteComponents, isInteractive} from '../../../src/content/mdx-components.ts';

test('a default import written with named ones (import X, {Y} from …) was not bundled though MDX renders it', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-components-'));
  fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src/components'), {recursive: true});
  fs.writeFileSync(path.join(site, 'src/components/Chart.tsx'), 'export default function Chart() { return <b>chart</b>; }\nexport const size = 1;\n');
  fs.writeFileSync(path.join(site, 'docs/Counter.jsx'), "import {useState} from 'react';\nexport default function Counter() { const [n] = useState(0); return n; }\n");
  fs.writeFileSync(path.join(site, 'docs/a.mdx'), "import Chart, {size} from '@site/src/components/Chart';\nimport Counter from './Counter';\nimport {Named} from './Counter';\n\n<Chart />\n\n<Counter />\n");
  assert.deepEqual(findSiteComponents(site, ['docs/a.mdx']), {
    [componentIslandName('src/components/Chart.tsx')]: {file: 'src/components/Chart.tsx', interactive: false},
    [componentIslandName('docs/Counter.jsx')]: {file: 'docs/Counter.jsx', interactive: true},
  });
  assert.equal(componentIslandName('src/components/Chart.tsx'), 'mdx-src-components-chart');
  assert.ok(isInteractive('<button onClick={() => go()} />') && !isInteractive('<b>{label}</b>'));
  fs.rmSync(site, {recursive: true, force: true});
});

test('a theme module the markdown renders itself (ThemedImage) was also bundled as a component; the two lists agree', async () => {
  const {THEME} = await import('../../../src/content/markdown/mdx.ts');
  const {NATIVE_MODULES} = await import('../../../src/content/mdx-components.ts');
  assert.deepEqual([...NATIVE_MODULES].sort(), Object.keys(THEME).sort());
});
