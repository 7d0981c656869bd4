// The real Docusaurus sets of ../shared/port build unchanged: every page, at Docusaurus's URL,
// with no MDX shown to readers and every tab labelled (figures: `npm run port-report`).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildPortSet, leaks, PORT_SETS} from '../helpers/port.ts';

for (const set of PORT_SETS) {
  test(`the ${set} docs build unchanged, every page at its Docusaurus URL, with no MDX syntax leaked`, () => {
    const figures = buildPortSet(set);
    assert.equal(figures.status, 0, figures.stderr);
    assert.ok(figures.sourcePages > 10);
    assert.equal(figures.builtPages, figures.sourcePages);
    assert.deepEqual(figures.missingUrls, []);
    assert.deepEqual(figures.leakedPages, []);
    assert.equal(figures.tabsLabelled, figures.tabs);
  });
}

test('the leak check itself sees ESM lines, raw JSX and JSX comments, and not prose or code', () => {
  assert.ok(leaks('<main><p>import Tabs from "@theme/Tabs";</p></main>'));
  assert.ok(leaks('<main><Tabs groupId="x"></Tabs></main>'));
  assert.ok(leaks('<main><p>{/* truncate */}</p></main>'));
  assert.ok(leaks('<main><p>&lt;TabItem value="a"&gt;</p></main>'));
  assert.ok(!leaks('<main><p>Add --flag={auto,off} and import attributes</p><pre><code>import x from "y";</code></pre></main>'));
});
