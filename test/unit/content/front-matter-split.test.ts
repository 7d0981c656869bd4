import {test} from 'node:test';
import assert from 'node:assert/strict';
import {splitFrontMatter} from '../../../src/content/front-matter-split.ts';
import {checkFrontMatter, FRONT_MATTER_KEYS} from '../../../src/content/front-matter.ts';
import {FrontMatterError} from '../../../src/errors.ts';

test('the block is split from the body and read as written, unchecked, with its keys\' lines for the check', () => {
  const split = splitFrontMatter('---\ntitle: A\n\nsidebar_position: first\nkeywords: one\n---\n\nText.\n', 'docs/a.md', FRONT_MATTER_KEYS);
  assert.equal(split.body, '\nText.\n');
  assert.equal(split.bodyLineOffset, 6);
  assert.deepEqual(split.block?.raw, {title: 'A', sidebar_position: 'first', keywords: 'one'});
  assert.deepEqual([...split.block!.keyLines], [['title', 2], ['sidebar_position', 4], ['keywords', 5]]);
  assert.deepEqual(split.warnings, []);
  // The check, on a thread with the schema, finds the problem at the key's line.
  assert.throws(() => checkFrontMatter(split.block!), (error: FrontMatterError) => error.location?.line === 4 && /front matter `sidebar_position`/.test(error.message));
});

test('unknown keys are warnings against the keys it is given, with their lines', () => {
  const split = splitFrontMatter('---\ntitle: A\nsidebar_lable: typo\n---\n', 'docs/a.md', new Set(['title']));
  assert.deepEqual(split.warnings, ['docs/a.md:3: unknown front matter key `sidebar_lable`']);
});

test('a file without front matter has no block; malformed YAML and a block that is not a mapping are errors at their line', () => {
  assert.deepEqual(splitFrontMatter('# Title\n', 'docs/a.md', FRONT_MATTER_KEYS), {body: '# Title\n', bodyLineOffset: 0, warnings: []});
  assert.throws(() => splitFrontMatter('---\ntitle: A\nfoo bar\nslug: /\n---\n', 'docs/a.md', FRONT_MATTER_KEYS), (error: FrontMatterError) => error.location?.line === 3);
  assert.throws(() => splitFrontMatter('---\n- a\n- b\n---\n', 'docs/a.md', FRONT_MATTER_KEYS), /front matter must be a YAML mapping/);
});
