import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SharedStrings} from '../../../src/steps/shared-strings.ts';

test('sharing strings leaves every value as it was: nested records and arrays, short strings, frozen and class values', () => {
  const long = (c: string) => c.repeat(100);
  const strings = new SharedStrings();
  class Kept {
    text = long('k');
  }
  const frozen = Object.freeze({text: long('f')});
  const value = {file: 'a.md', html: [long('a'), {slot: 'code-buttons'}, long('b')], deep: {list: [[long('c')]], n: 3, none: null, missing: undefined}, kept: new Kept(), frozen};
  const copy = structuredClone({...value, kept: undefined, frozen: undefined});
  const shared = strings.share(value);
  assert.equal(shared, value, 'changed in place');
  assert.deepEqual({...shared, kept: undefined, frozen: undefined}, copy);
  assert.ok(shared.kept instanceof Kept);
  assert.equal(shared.frozen, frozen);
  assert.equal(strings.share(long('z')), long('z'));
  strings.clear();
  assert.deepEqual(strings.share([long('a')]), [long('a')]);
});
