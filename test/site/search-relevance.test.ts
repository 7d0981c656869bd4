// Regression guard for search quality: the relevance set (test/search/relevance.json) through the
// local engine over the real site's index must stay at or above the figures reached when the
// ranking was last tuned. Not timed; `npm run bench:search` prints the figures with Pagefind's.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {realSite} from '../helpers/real-site.ts';
import {localSearcher, openLocalEngine, relevanceSet, scoreRelevance} from '../helpers/relevance.ts';

/** The floor: what the engine reached on this set with the site's current pages (top-1 0.881, top-3 0.970), less one query's worth. */
const FLOOR = {top1: 0.877, top3: 0.966};

test('the relevance set: top-1 and top-3 stay at or above the floor reached', async () => {
  const {out} = await realSite();
  const queries = relevanceSet();
  assert.ok(queries.length >= 150, `${queries.length} queries`);
  const figures = await scoreRelevance(queries, localSearcher(await openLocalEngine(out)));
  const misses = figures.misses.map((m) => `${m.query} → ${m.got.join(' ')}`).join('\n');
  assert.ok(figures.top1 >= FLOOR.top1, `top-1 ${figures.top1.toFixed(3)} < ${FLOOR.top1}\n${misses}`);
  assert.ok(figures.top3 >= FLOOR.top3, `top-3 ${figures.top3.toFixed(3)} < ${FLOOR.top3}\n${misses}`);
});

test('every wanted page of the relevance set is a page of the site', async () => {
  const {routes} = await realSite();
  const paths = new Set(routes.map((route) => route.path));
  const missing = relevanceSet().flatMap((q) => q.want.filter((page) => !paths.has(page)).map((page) => `${q.query}: ${page}`));
  assert.deepEqual(missing, []);
});
