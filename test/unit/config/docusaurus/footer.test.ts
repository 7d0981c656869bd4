import {test} from 'node:test';
import assert from 'node:assert/strict';
import {translateFooter} from '../../../../src/config/docusaurus/footer.ts';
import {Notes} from '../../../../src/config/docusaurus/notes.ts';

test("footer.style 'dark' and 'light' are carried over; another value is listed", () => {
  for (const style of ['dark', 'light'] as const) {
    const notes = new Notes('', '/site');
    assert.equal(translateFooter({style, links: [{label: 'Blog', to: '/blog'}]}, notes).style, style);
    assert.deepEqual(notes.skipped, []);
  }
  const notes = new Notes('', '/site');
  assert.equal(translateFooter({style: 'sepia', links: []}, notes).style, undefined);
  assert.deepEqual(notes.skipped.map((entry) => entry.key), ['themeConfig.footer.style']);
});
