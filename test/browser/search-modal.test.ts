// The search modal with the local provider, opening and closing: loaded on intent, opened by the
// button and the shortcuts, keys typed before it is ready, the input's limit, focus, and the
// fallback to the search page when its chunk cannot load.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fresh, served} from './search-modal-support.ts';

test('the modal chunk is fetched on intent, not with the page; the button, Ctrl+K and "/" open it', async () => {
  // Wide enough for the navbar to show its search field next to the button.
  const {context, page, scripts} = await fresh({width: 1400});
  await page.waitForLoadState('networkidle');
  assert.ok(!scripts.some((url) => /island-search-modal-|\/search\/index-/.test(url)), 'nothing of search loads with the page');
  await page.hover('[data-search-button]');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /island-search-modal-/.test(e.name)));
  assert.equal(await page.$('.search-modal'), null, 'hovering only fetches');

  await page.click('[data-search-button]');
  await page.waitForSelector('.search-modal [role="dialog"][aria-modal="true"]');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-modal-input');
  assert.equal(await page.getAttribute('#search-modal-input', 'placeholder'), 'Search docs');
  assert.equal(await page.getAttribute('#search-modal-input', 'maxlength'), '64');
  await page.keyboard.press('Escape');
  assert.equal(await page.$('.search-modal'), null);
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.searchButton), '', 'focus returns to the button');

  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-modal');
  await page.keyboard.press('Control+k');
  assert.equal(await page.$('.search-modal'), null, 'Ctrl+K toggles');
  await page.focus('body');
  await page.keyboard.press('/');
  await page.waitForSelector('.search-modal');
  assert.equal(await page.inputValue('#search-modal-input'), '', '"/" is not typed into the query');
  await page.keyboard.press('Escape');

  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<textarea id="notes" aria-label="Notes"></textarea>'));
  await page.focus('#notes');
  await page.keyboard.press('/');
  assert.equal(await page.$('.search-modal'), null, '"/" while typing in a field does not open');
  assert.equal(await page.inputValue('#notes'), '/');
  await page.focus('#navbar-search-input');
  await page.keyboard.type('spring', {delay: 20});
  await page.waitForSelector('.search-modal');
  // Typing in the navbar box carries the text into the modal.
  await page.waitForFunction(() => (document.querySelector('#search-modal-input') as HTMLInputElement | null)?.value === 'spring', undefined, {timeout: 5000});
  assert.equal(await page.inputValue('#navbar-search-input'), '');
  await page.waitForSelector('.search-hit');
  await context.close();
});

test('the input takes at most 64 characters', async () => {
  const {context, page} = await fresh();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-modal-input');
  await page.keyboard.type('r'.repeat(70));
  assert.equal((await page.inputValue('#search-modal-input')).length, 64);
  await context.close();
});

test('Tab stays inside the modal; Escape closes and returns focus', async () => {
  const {context, page} = await fresh({width: 1400});
  await page.focus('#navbar-search-input');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-modal-input');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.search-modal')), `focus left the modal after ${i + 1} Tab`);
  }
  await page.keyboard.press('Shift+Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.search-modal')));
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'navbar-search-input');
  await context.close();
});

test('when the modal chunk cannot load, the navbar search goes to the search page with the query', async () => {
  const {context, page} = await fresh({width: 1400});
  await page.route(/island-search-modal-/, (route) => route.abort('connectionrefused'));
  await page.fill('#navbar-search-input', 'spring config');
  await page.waitForURL(/\/search\/?\?q=spring(\+|%20)config$/);
  assert.equal(new URL(page.url()).searchParams.get('q'), 'spring config');
  await page.waitForSelector('main h1');

  await page.goto(`${served.base}/docs/guides/render-1`);
  await page.keyboard.press('Control+k');
  await page.waitForURL(/\/search\/?\?q=$/);
  await context.close();
});

test('typing right after opening search loses no keys: "render" typed after Ctrl+K or "/" before the modal is ready lands in the field, in order (it held "ender")', async () => {
  for (const opener of ['Control+k', '/']) {
    const {context, page} = await fresh();
    // The modal's chunk is held until the keys are typed: they arrive before the dialog exists.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/island-search-modal-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.focus('body');
    await page.keyboard.press(opener);
    await page.keyboard.type('rendr');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('er');
    assert.equal(await page.$('#search-modal-input'), null, `${opener}: the keys came before the field`);
    release();
    await page.waitForSelector('#search-modal-input');
    await page.keyboard.type('s');
    await page.waitForFunction(() => (document.querySelector('#search-modal-input') as HTMLInputElement).value === 'renders', undefined, {timeout: 5000}).catch(() => {});
    assert.equal(await page.inputValue('#search-modal-input'), 'renders', `${opener}: every key, in order`);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-modal-input');
    await context.close();
  }
});
