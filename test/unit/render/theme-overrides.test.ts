import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themeComponentNames} from '../../../src/render/theme-overrides.ts';
import {THEME_COMPONENTS} from '../../../src/theme-names.ts';

test('the theme API names every component the theme ships, and only those', () => {
  assert.deepEqual([...THEME_COMPONENTS], themeComponentNames());
});
