// search/records.json is encoded in parts (src/search/build.ts): its bytes must be those of
// JSON.stringify over all records, at every part boundary and with text past Latin-1.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {recordsJson} from '../../../src/search/build.ts';
import type {SearchRecord} from '../../../src/shared/search-types.ts';

const record = (n: number) =>
  ({
    objectID: `/docs/a#${n}`,
    content: n % 3 ? `Renders — frame ${n} ✅ "quoted"\n` : null,
    hierarchy: {lvl0: 'Docs', lvl1: 'A', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    weight: {level: 0, position: n},
  }) as unknown as SearchRecord;

test('records.json in parts is JSON.stringify of the records, byte for byte', () => {
  for (const count of [0, 1, 499, 500, 501, 1000, 1234]) {
    const records = Array.from({length: count}, (_, n) => record(n));
    assert.ok(Buffer.from(JSON.stringify(records)).equals(Buffer.from(recordsJson(records))), `${count} records`);
  }
});
