import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CONFIG_KEYS} from '../../../src/config/keys.ts';
import {siteConfigSchema} from '../../../src/config/schema.ts';

test('the config keys are the schema keys, in the schema order', () => {
  assert.deepEqual(CONFIG_KEYS, Object.keys(siteConfigSchema.shape));
});
