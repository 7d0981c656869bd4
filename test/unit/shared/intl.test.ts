import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compareIn, formatDateIn} from '../../../src/shared/intl.ts';

test('formatDateIn says what toLocaleDateString says, in any language and calendar, and for an invalid date', () => {
  const options: Intl.DateTimeFormatOptions = {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'};
  for (const [lang, calendar] of [['en-US', 'gregory'], ['fr', 'gregory'], ['ja', 'japanese'], ['ar', 'islamic']]) {
    const date = new Date('2024-03-05T00:00:00Z');
    assert.equal(formatDateIn(date, lang, {...options, calendar}), date.toLocaleDateString(lang, {...options, calendar}));
    assert.equal(formatDateIn(date, lang, {...options, calendar}), formatDateIn(date, lang, {...options, calendar}), 'the kept formatter');
  }
  assert.equal(formatDateIn(new Date('2024-13-45'), 'en-US', options), new Date('2024-13-45').toLocaleDateString('en-US', options));
  assert.notEqual(formatDateIn(new Date('2024-03-05T00:00:00Z'), 'en-US', {...options, month: 'short'}), formatDateIn(new Date('2024-03-05T00:00:00Z'), 'en-US', options), 'options are part of the key');
});

test('compareIn orders as localeCompare with the same locale and options', () => {
  const names = ['item10', 'Item2', 'item1', 'éclair', 'eclair', 'zeta'];
  const compare = compareIn('en', {numeric: true});
  assert.deepEqual([...names].sort(compare), [...names].sort((a, b) => a.localeCompare(b, 'en', {numeric: true})));
  assert.equal(compareIn('en', {numeric: true}), compare, 'one collator per locale and options');
});
