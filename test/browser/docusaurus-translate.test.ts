// A translated Docusaurus page keeps its locale's texts once hydrated (the server and the browser
// render the same), and client code sees the page's locale.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';
import {TRANSLATED_SITE} from '../helpers/docusaurus-translated-site.ts';

const served = serveFixtureForBrowser(makeSite(TRANSLATED_SITE));

test('a French page hydrates with its French texts and locale; state works', async () => {
  const page = await served.browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${served.base}/fr/`);
  await page.waitForSelector('[data-island="page-index"][data-hydrated]');
  await page.click('#count');
  assert.equal(await page.textContent('#count'), '1', 'the page is live');
  assert.equal(await page.textContent('#greet'), 'Bonjour Ada');
  assert.equal(await page.textContent('#bye'), 'Au revoir');
  assert.equal(await page.textContent('#locale'), 'fr');
  assert.deepEqual(errors.filter((text) => /hydrat/i.test(text)), [], 'no hydration mismatch');
  await page.goto(`${served.base}/`);
  await page.waitForSelector('[data-island="page-index"][data-hydrated]');
  assert.equal(await page.textContent('#greet'), 'Hello Ada');
  assert.equal(await page.textContent('#locale'), 'en');
  await page.close();
});
