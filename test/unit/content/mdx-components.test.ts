import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {componentIslandName, findSiteComponents, isInteractive} from '../../../src/content/mdx-components.ts';
import {CacheStore} from '../../../src/cache/store.ts';
import {FileHashes} from '../../../src/cache/files.ts';

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

test('with a cache (what each file imports, by content hash), the components found are the same, and an edited file is read again', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-components-'));
  fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src'), {recursive: true});
  fs.writeFileSync(path.join(site, 'src/Chart.tsx'), 'export default function Chart() { return <b>chart</b>; }\n');
  fs.writeFileSync(path.join(site, 'src/Table.tsx'), 'export default function Table() { return <i>table</i>; }\n');
  fs.writeFileSync(path.join(site, 'docs/a.mdx'), "import Chart from '@site/src/Chart';\n\n<Chart />\n");
  fs.writeFileSync(path.join(site, 'docs/b.md'), 'No imports.\n');
  const store = new CacheStore(path.join(site, 'cache'), false);
  const cache = {hashes: new FileHashes(store.entries('file-hashes')), imports: store.entries<string[]>('content-imports')};
  const cold = findSiteComponents(site, ['docs/a.mdx', 'docs/b.md']);
  assert.deepEqual(findSiteComponents(site, ['docs/a.mdx', 'docs/b.md'], cache), cold);
  assert.deepEqual(Object.keys(findSiteComponents(site, ['docs/a.mdx', 'docs/b.md'], cache)), ['mdx-src-chart'], 'from the cache');
  // An edit (another size): read again, its new import found.
  fs.writeFileSync(path.join(site, 'docs/b.md'), "import Table from '../src/Table';\n\n<Table />\n");
  assert.deepEqual(Object.keys(findSiteComponents(site, ['docs/a.mdx', 'docs/b.md'], cache)).sort(), ['mdx-src-chart', 'mdx-src-table']);
  fs.rmSync(site, {recursive: true, force: true});
});

test("a file edited after its hash was taken has its imports kept under the hash of the text read (the old text, come back, had the newer text's imports)", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-components-'));
  fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src'), {recursive: true});
  fs.writeFileSync(path.join(site, 'src/Chart.tsx'), 'export default function Chart() { return <b>chart</b>; }\n');
  const full = path.join(site, 'docs/a.mdx');
  const before = 'No imports here, and a longer text.\n';
  fs.writeFileSync(full, "import Chart from '@site/src/Chart';\n\n<Chart />\n");
  const store = new CacheStore(path.join(site, 'cache'), false);
  // The hash was taken while the file held the text without imports; the import was saved before the read.
  const stat = fs.statSync(full);
  store.entries<[number, number, string]>('file-hashes').set(full, [stat.size, stat.mtimeMs, createHash('sha1').update(before).digest('base64url')]);
  const cache = {hashes: new FileHashes(store.entries('file-hashes')), imports: store.entries<string[]>('content-imports')};
  assert.deepEqual(Object.keys(findSiteComponents(site, ['docs/a.mdx'], cache)), ['mdx-src-chart']);
  fs.writeFileSync(full, before);
  assert.deepEqual(findSiteComponents(site, ['docs/a.mdx'], cache), {}, 'the text without imports, come back: no components');
  fs.rmSync(site, {recursive: true, force: true});
});

test('a theme module the markdown renders itself (ThemedImage) was also bundled as a component; the two lists agree', async () => {
  const {THEME} = await import('../../../src/content/markdown/mdx.ts');
  const {NATIVE_MODULES} = await import('../../../src/content/mdx-components.ts');
  assert.deepEqual([...NATIVE_MODULES].sort(), Object.keys(THEME).sort());
});
