// A Docusaurus page (src/pages) that needs the browser hydrates whole: its state, BrowserOnly and
// useColorMode work after hydration, its Tabs switch; the page passes axe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const served = serveFixtureForBrowser(
  makeSite({
    'sitegen.config.ts': "export default {title: 'Dino', url: 'https://example.com'};\n",
    'src/pages/index.jsx': `import {useState} from 'react';
import Layout from '@theme/Layout';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {useColorMode} from '@docusaurus/theme-common';
import styles from './index.module.css';

function Mode() {
  const {colorMode, setColorMode} = useColorMode();
  return <button type="button" className="mode" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>Mode {colorMode}</button>;
}

export default function Home() {
  const [n, setN] = useState(0);
  return (
    <Layout title="Home">
      <h1 className={styles.title}>Dino</h1>
      <button type="button" className="counter" onClick={() => setN(n + 1)}>Clicked {n}</button>
      <BrowserOnly fallback={<p className="where">on the server</p>}>{() => <p className="where">in {window.location.pathname}</p>}</BrowserOnly>
      <Mode />
      <Tabs><TabItem value="npm" label="npm"><p>npm install</p></TabItem><TabItem value="yarn" label="Yarn"><p>yarn add</p></TabItem></Tabs>
    </Layout>
  );
}
`,
    'src/pages/index.module.css': '.title { letter-spacing: 2px; }\n',
  }),
);

test('a Docusaurus page hydrates: state, BrowserOnly, useColorMode and Tabs work', async () => {
  const page = await served.browser.newPage();
  await page.goto(`${served.base}/`);
  await page.waitForSelector('[data-island="page-index"][data-hydrated]');
  assert.equal(await page.textContent('.where'), 'in /');
  await page.click('button.counter');
  await page.click('button.counter');
  assert.equal(await page.textContent('button.counter'), 'Clicked 2');
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).letterSpacing), '2px');
  const before = await page.getAttribute('html', 'data-theme');
  await page.click('button.mode');
  const after = await page.getAttribute('html', 'data-theme');
  assert.notEqual(after, before);
  assert.equal(await page.textContent('button.mode'), `Mode ${after}`);
  // sitegen's own toggle changes it too, and the page follows.
  await page.click('header .theme-toggle');
  assert.equal(await page.textContent('button.mode'), `Mode ${before}`);
  await page.click('button.tabs__tab[data-value="yarn"]');
  assert.equal(await page.getAttribute('button.tabs__tab[data-value="yarn"]', 'aria-selected'), 'true');
  assert.ok(await page.isVisible('text=yarn add'));
  assert.ok(!(await page.isVisible('text=npm install')));
  await page.addScriptTag({path: path.resolve('node_modules/axe-core/axe.min.js')});
  const violations = await page.evaluate(() => (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string}[]}>}}).axe.run(document).then((r) => r.violations.map((v) => v.id)));
  assert.deepEqual(violations, []);
  await page.close();
});
