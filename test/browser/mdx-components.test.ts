// An interactive site component imported by MDX hydrates and responds; tabs from <Tabs>/<TabItem>
// switch like sitegen's own; the page passes axe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const served = serveFixtureForBrowser(
  makeSite({
    'sitegen.config.ts': "export default {title: 'Components', url: 'https://example.com'};\n",
    'docs/page.mdx': `---
title: Components
---
import Counter from '@site/src/components/Counter';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Counter start={2} />

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Use Homebrew.

</TabItem>
<TabItem value="linux" label="Linux">

Use apt.

</TabItem>
</Tabs>
`,
    'src/components/Counter.tsx': "import {useState} from 'react';\nexport default function Counter({start}: {start: number}) {\n  const [n, setN] = useState(start);\n  return <button type=\"button\" className=\"counter\" onClick={() => setN(n + 1)}>Clicked {n}</button>;\n}\n",
  }),
);

test('an interactive MDX site component hydrates, and MDX tabs switch', async () => {
  const page = await served.browser.newPage();
  await page.goto(`${served.base}/docs/page`);
  await page.waitForSelector('[data-island="mdx-src-components-counter"][data-hydrated]');
  await page.click('button.counter');
  assert.equal(await page.textContent('button.counter'), 'Clicked 3');
  await page.click('button.tabs__tab[data-value="linux"]');
  assert.equal(await page.getAttribute('button.tabs__tab[data-value="linux"]', 'aria-selected'), 'true');
  assert.ok(await page.isVisible('text=Use apt.'));
  assert.ok(!(await page.isVisible('text=Use Homebrew.')));
  await page.addScriptTag({path: path.resolve('node_modules/axe-core/axe.min.js')});
  const violations = await page.evaluate(() => (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string}[]}>}}).axe.run(document).then((r) => r.violations.map((v) => v.id)));
  assert.deepEqual(violations, []);
  await page.close();
});
