// An interactive site component imported by MDX hydrates and responds, keeping the markdown
// children it was written with; a static one ships no JS; tabs from <Tabs>/<TabItem> switch like
// sitegen's own; the page passes axe.
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
import {Toggle} from './Toggle';
import Badge from '@site/src/components/Badge';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Counter start={2} />

<Toggle label="Details">

Hidden **markdown** until opened.

</Toggle>

<Badge label="static" />

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Use Homebrew.

</TabItem>
<TabItem value="linux" label="Linux">

Use apt.

</TabItem>
</Tabs>
`,
    'docs/Toggle.tsx': "import {useState, type ReactNode} from 'react';\nexport function Toggle({label, children}: {label: string; children?: ReactNode}) {\n  const [open, setOpen] = useState(false);\n  return <div className=\"toggle\"><button type=\"button\" className=\"toggle__button\" aria-expanded={open} onClick={() => setOpen(!open)}>{label}</button>{open ? children : null}</div>;\n}\n",
    'src/components/Badge.tsx': 'export default function Badge({label}: {label: string}) {\n  return <span className="badge">{label}</span>;\n}\n',
    'src/components/Counter.tsx': "import {useState} from 'react';\nexport default function Counter({start}: {start: number}) {\n  const [n, setN] = useState(start);\n  return <button type=\"button\" className=\"counter\" onClick={() => setN(n + 1)}>Clicked {n}</button>;\n}\n",
  }),
);

test('an interactive MDX site component hydrates, and MDX tabs switch', async () => {
  const page = await served.browser.newPage();
  await page.goto(`${served.base}/docs/page`);
  await page.waitForSelector('[data-island="mdx-src-components-counter"][data-hydrated]');
  await page.click('button.counter');
  assert.equal(await page.textContent('button.counter'), 'Clicked 3');
  // Children rendered on the server stay in the page until the component decides (here: hidden once hydrated, closed).
  // Imported by name: it comes from the MDX file's own module, bundled for the browser too.
  await page.waitForSelector('[data-island="mdx-docs-page-mdx--Toggle"][data-hydrated]');
  assert.ok(!(await page.isVisible('text=Hidden')));
  await page.click('button.toggle__button');
  assert.equal(await page.textContent('.toggle strong'), 'markdown');
  // The static component is plain HTML, and no script of it is loaded.
  assert.equal(await page.textContent('span.badge'), 'static');
  assert.equal(await page.locator('[data-island="mdx-src-components-badge"]').count(), 0);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  assert.ok(scripts.some((url) => url.includes('island-mdx-docs-page-mdx--Toggle')));
  assert.ok(!scripts.some((url) => url.includes('badge')));
  await page.click('button.tabs__tab[data-value="linux"]');
  assert.equal(await page.getAttribute('button.tabs__tab[data-value="linux"]', 'aria-selected'), 'true');
  assert.ok(await page.isVisible('text=Use apt.'));
  assert.ok(!(await page.isVisible('text=Use Homebrew.')));
  await page.addScriptTag({path: path.resolve('node_modules/axe-core/axe.min.js')});
  const violations = await page.evaluate(() => (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string}[]}>}}).axe.run(document).then((r) => r.violations.map((v) => v.id)));
  assert.deepEqual(violations, []);
  await page.close();
});
