// Islands: server-rendered, hydrated on demand with React, crashes contained.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {baseSite, makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const counter = `import {useState} from 'react';
export default function Counter(props: {start?: string}) {
  const [count, setCount] = useState(Number(props.start ?? 0));
  if (count > 5) throw new Error('counted too far');
  return <button type="button" className="counter" onClick={() => setCount(count === 3 ? 10 : count + 1)}>Count {count}</button>;
}
`;
const fixture = makeSite(
  baseSite({
    'sitegen.config.ts': `export default {title: 'Fixture', url: 'https://example.com', islands: {counter: 'islands/Counter.tsx'}, navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}]}};\n`,
    'islands/Counter.tsx': counter,
    'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nA counter:\n\n::island{name="counter" start="2"}\n',
  }),
);
const served = serveFixtureForBrowser(fixture);

test('an island is server-rendered, works after hydration, and loads React only for itself', async () => {
  const noJs = await served.browser.newContext({javaScriptEnabled: false});
  const still = await noJs.newPage();
  await still.goto(`${served.base}/docs/`);
  assert.equal(await still.textContent('.counter'), 'Count 2', 'readable without JavaScript');
  await noJs.close();

  const context = await served.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${served.base}/docs/`);
  await page.waitForSelector('[data-island][data-hydrated]');
  await page.click('.counter');
  assert.equal(await page.textContent('.counter'), 'Count 3');
  assert.ok(scripts.some((url) => /island-counter-/.test(url)), 'the island chunk was fetched');

  await page.goto(`${served.base}/docs/guides/one`);
  const before = scripts.length;
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.slice(before).every((url) => !/island-|chunk-/.test(url)), 'a page without islands loads no island code');
  await context.close();
});

test('a crash inside an island shows "This page crashed." with "Try again"', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  await page.waitForSelector('[data-island][data-hydrated]');
  await page.click('.counter'); // 3
  await page.click('.counter'); // jumps to 10 → throws
  await page.waitForSelector('text=This page crashed.');
  assert.equal(await page.isVisible('button:has-text("Try again")'), true);
  await context.close();
});
