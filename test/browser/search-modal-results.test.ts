// The search modal with the local provider, searching: grouped and highlighted hits, the ranking,
// keyboard use, recent searches and favourites, the no-results, error and stalled states, safety,
// and axe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MISSING_RESULTS_URL} from '../helpers/search-fixture.ts';
import {axe, fresh, openAndType, typeQuery} from './search-modal-support.ts';

test('hits are grouped by lvl0 then lvl1, at most 5 per group, with highlighted matches and short snippets', async () => {
  const {context, page} = await fresh();
  await openAndType(page, 'render');
  assert.deepEqual(await axe(page), []);
  const groups = await page.$$eval('.search-group', (els) => els.map((g) => ({label: g.getAttribute('aria-label'), hits: g.querySelectorAll('[role="option"]').length, pages: [...g.querySelectorAll('.search-hit')].map((h) => h.getAttribute('href')!.split('#')[0])})));
  assert.ok(groups.some((g) => g.label === 'Guides' && g.hits === 5), `the Guides group is cut at 5: ${JSON.stringify(groups)}`);
  assert.ok(groups.every((g) => g.hits <= 5), JSON.stringify(groups));
  for (const group of groups) {
    const order = group.pages.filter((p, i) => group.pages.indexOf(p) === i);
    assert.deepEqual(group.pages, [...group.pages].sort((a, b) => order.indexOf(a) - order.indexOf(b)), 'hits of one page stay together');
  }
  assert.ok(await page.$('.search-hit mark'), 'matches are marked');
  assert.equal((await page.$$eval('.search-hit mark', (marks) => marks.map((m) => m.textContent!.toLowerCase()))).every((t) => t.startsWith('render')), true);
  const seeAll = await page.$('.search-see-all');
  assert.match((await seeAll!.textContent())!, /^See all \d+ results$/);
  assert.equal(await seeAll!.getAttribute('href'), '/search?q=render');
  await page.fill('#search-modal-input', 'verbose logging');
  await page.waitForSelector('.search-hit--content');
  const snippets = await page.$$eval('.search-hit--content .search-hit__title', (els) => els.map((e) => e.textContent!.replace(/…/g, '').trim().split(/\s+/).length));
  assert.ok(snippets.length && snippets.every((n) => n <= 10) && snippets.some((n) => n > 5), String(snippets));
  await context.close();

  const small = await fresh({width: 700});
  await openAndType(small.page, 'verbose logging');
  const shortSnippets = await small.page.$$eval('.search-hit--content .search-hit__title', (els) => els.map((e) => e.textContent!.replace(/…/g, '').trim().split(/\s+/).length));
  assert.ok(shortSnippets.length && shortSnippets.every((n) => n <= 5), `5 words on small screens: ${shortSnippets}`);
  await small.context.close();
});

test('the ranking: a name in any spelling and a title plus a word from its text put that page first', async () => {
  const {context, page} = await fresh();
  const firstHit = () => page.$eval('.search-hit', (hit) => hit.getAttribute('href'));
  for (const [query, url] of [
    ['use current frame', '/docs/api/use-current-frame'],
    ['usecurrentframe', '/docs/api/use-current-frame'],
    ['useCurrentFrame()', '/docs/api/use-current-frame'],
    ['spring animation', '/docs/api/spring'],
    ['springs', '/docs/api/spring'],
  ]) {
    if (await page.$('#search-modal-input')) await typeQuery(page, query);
    else await openAndType(page, query);
    assert.equal(await firstHit(), url, query);
  }
  assert.match((await page.textContent('.search-hit mark'))!, /^springs?$/i, 'the match is marked');
  await context.close();
});

test('arrow keys move the selection, Enter opens the hit, Ctrl+Enter opens a new tab', async () => {
  const {context, page} = await fresh();
  await openAndType(page, 'interpolate');
  assert.equal(await page.getAttribute('#search-hit-0', 'aria-selected'), 'true', 'the first hit is preselected');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.getAttribute('#search-hit-1', 'aria-selected'), 'true');
  assert.equal(await page.getAttribute('#search-modal-input', 'aria-activedescendant'), 'search-hit-1');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.getAttribute('#search-hit-0', 'aria-selected'), 'true');
  const href = await page.getAttribute('#search-hit-0', 'href');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await popup.waitForLoadState();
  assert.equal(new URL(popup.url()).pathname + new URL(popup.url()).hash, href);
  await popup.close();
  assert.ok(await page.$('.search-modal'), 'the modal stays open after opening a new tab');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === href);
  await page.waitForFunction(() => !document.querySelector('.search-modal'));
  await context.close();
});

test('recent searches and favourites: stored per index, saved, removed, limited to 7 / 4 and 10', async () => {
  const {context, page} = await fresh();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[data-screen="start"]');
  assert.equal(await page.textContent('[data-screen="start"]'), 'No recent searches');
  await page.fill('#search-modal-input', 'spring');
  await page.waitForSelector('.search-hit');
  await page.click('#search-hit-0');
  await page.waitForURL(/\/docs\/api\/spring/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local') ?? '[]'));
  assert.equal(stored[0].url, '/docs/api/spring');

  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-saved__link');
  assert.equal(await page.textContent('#search-saved-recent'), 'Recent');
  assert.match((await page.textContent('.search-saved__link'))!, /spring\(\)/);
  await page.click('button[aria-label="Save this search"]');
  assert.equal(await page.textContent('#search-saved-favourite'), 'Favorite');
  assert.equal(await page.$('#search-saved-recent'), null, 'a saved search moves from recent to favourites');
  assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__local') ?? '[]')))[0].url, '/docs/api/spring');
  await page.click('button[aria-label="Remove this search from favorites"]');
  assert.equal(await page.textContent('[data-screen="start"]'), 'No recent searches');
  await page.keyboard.press('Escape');

  const item = (n: number) => ({objectID: `/docs/x${n}#0`, url: `/docs/guides/render-${(n % 8) + 1}`, type: 'lvl1', hierarchy: {lvl0: 'Guides', lvl1: `Saved ${n}`}, content: null});
  await page.evaluate((items) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(items)), Array.from({length: 9}, (_, n) => item(n)));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-saved__link');
  assert.equal(await page.$$eval('#search-saved-recent ~ ul li', (li) => li.length), 7);
  await page.click('#search-saved-recent ~ ul li:first-child button[aria-label="Remove this search from history"]');
  assert.equal(await page.$$eval('#search-saved-recent ~ ul li', (li) => li.length), 7, 'the next stored one moves up');
  await page.keyboard.press('Escape');
  await page.evaluate((items) => localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', JSON.stringify(items)), Array.from({length: 12}, (_, n) => item(n + 20)));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-saved-favourite');
  assert.equal(await page.$$eval('#search-saved-recent ~ ul li', (li) => li.length), 4, 'four recent searches once favourites exist');
  assert.equal(await page.$$eval('#search-saved-favourite ~ ul li', (li) => li.length), 10);
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-saved__link', 'arrow keys reach the saved searches');
  assert.deepEqual(await axe(page), []);
  await context.close();
});

test('no results: the query, up to 3 suggestions, and "Let us know."', async () => {
  const {context, page} = await fresh();
  await openAndType(page, 'sprnig');
  const screen = (await page.textContent('[data-screen="no-results"]'))!;
  assert.match(screen, /No results for "sprnig"/);
  assert.match(screen, /Try searching for/);
  assert.match(screen, /Believe this query should return results\?/);
  const suggestions = await page.$$eval('.search-suggestion', (b) => b.map((x) => x.textContent));
  assert.ok(suggestions.length >= 1 && suggestions.length <= 3);
  assert.ok(suggestions.includes('"spring"'), String(suggestions));
  const link = await page.$('a:has-text("Let us know.")');
  assert.equal(await link!.getAttribute('href'), MISSING_RESULTS_URL.replace('{query}', 'sprnig'));
  await page.click('.search-suggestion:has-text("spring")');
  await page.waitForSelector('.search-hit');
  assert.equal(await page.inputValue('#search-modal-input'), 'spring');
  await context.close();
});

test('a 64-character query of markup, quotes, punctuation and emoji is shown as text and injects nothing', async () => {
  const {context, page} = await fresh();
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const query = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&;😀🎬`.padEnd(64, '!').slice(0, 64);
  await openAndType(page, query);
  assert.equal(await page.$$eval('.search-modal script, .search-modal img', (els) => els.length), 0);
  assert.equal(dialogs, 0);
  assert.ok((await page.textContent('[data-screen="no-results"]'))!.includes(`No results for "${query}"`));
  await page.fill('#search-modal-input', 'clamping');
  await page.waitForSelector('.search-hit');
  assert.equal(await page.$$eval('.search-modal b', (els) => els.length), 0, 'record text with markup stays text');
  assert.ok((await page.textContent('.search-results'))!.includes('<b>'));
  await context.close();
});

test('status goes loading → stalled (spinner) after 300 ms → idle; a failed index load shows the error screen, and the next query after it comes back lists hits', async () => {
  const {context, page} = await fresh();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\/shard-/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-modal-input');
  await page.fill('#search-modal-input', 'render');
  await page.waitForSelector('.search-modal__panel[data-status="loading"], .search-modal__panel[data-status="stalled"]');
  await page.waitForSelector('.search-modal__panel[data-status="stalled"] .search-spinner');
  assert.ok(await page.isVisible('.search-spinner__circle'));
  release();
  await page.waitForSelector('.search-modal__panel[data-status="idle"] .search-hit');
  assert.equal(await page.$('.search-spinner'), null);
  await context.close();

  const offline = await fresh();
  await offline.page.route(/\/search\//, (route) => route.abort('connectionrefused'));
  await openAndType(offline.page, 'render');
  const screen = (await offline.page.textContent('[data-screen="error"]'))!;
  assert.match(screen, /Unable to fetch results/);
  assert.match(screen, /You might want to check your network connection\./);
  assert.equal(await offline.page.getAttribute('.search-modal__panel', 'data-status'), 'error');
  await offline.page.unroute(/\/search\//);
  await offline.page.fill('#search-modal-input', 'render again');
  // Back online, the next query fetches again and lists hits: the failed fetch is not kept.
  await offline.page.waitForSelector('.search-modal__panel[data-status="idle"] .search-hit', {timeout: 10000});
  assert.equal(await offline.page.$('[data-screen="error"]'), null);
  await offline.context.close();
});

