import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('emoji shortcodes render as emoji; smiley shortcuts and code stay as written', () => {
  const page = parse('Done :tada: :white_check_mark: :not_an_emoji: (a:) :-) `:tada:`\n');
  assert.equal(page.html, '<p>Done 🎉 ✅ :not_an_emoji: (a:) :-) <code>:tada:</code></p>\n');
});
