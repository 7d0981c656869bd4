// Mermaid diagrams: the source reads without JavaScript; with it, an SVG in the page's colour mode.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {baseSite, makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const fixture = makeSite(
  baseSite({
    'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\n## Flow\n\n```mermaid\ngraph LR\n  Start --> Finish\n```\n',
  }),
);
const served = serveFixtureForBrowser(fixture);

test('without JavaScript the diagram source is shown', async () => {
  const context = await served.browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  assert.equal(await page.isVisible('.diagram__source'), true);
  assert.match((await page.textContent('.diagram__source')) ?? '', /Start --> Finish/);
  await context.close();
});

test('mermaid draws an SVG that follows the colour mode', async () => {
  const context = await served.browser.newContext({colorScheme: 'light'});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  await page.waitForSelector('.diagram__svg svg');
  assert.equal(await page.isVisible('.diagram__source'), false);
  assert.match((await page.textContent('.diagram__svg svg')) ?? '', /Start[\s\S]*Finish/);
  const fill = () => page.$eval('.diagram__svg svg .node rect, .diagram__svg svg .node polygon', (el) => getComputedStyle(el).fill);
  const light = await fill();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.waitForFunction((before) => {
    const el = document.querySelector('.diagram__svg svg .node rect, .diagram__svg svg .node polygon');
    return el && getComputedStyle(el).fill !== before;
  }, light);
  assert.notEqual(await fill(), light);
  await context.close();
});
