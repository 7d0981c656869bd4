import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lineOfKey, plainData} from '../../../../src/config/docusaurus/notes.ts';
import {standIn} from '../../../../src/config/docusaurus/stand-ins.ts';

test('the line of a key path is found segment after segment', () => {
  const source = "module.exports = {\n  prism: {},\n  themeConfig: {\n    navbar: {},\n    'prism': {theme: x},\n  },\n};\n";
  assert.equal(lineOfKey(source, 'themeConfig.prism'), 5, 'the prism inside themeConfig, not the top-level one');
  assert.equal(lineOfKey(source, 'prism'), 2);
  assert.equal(lineOfKey(source, 'themeConfig.navbar.items[2]'), 4, 'the deepest segment found');
  assert.equal(lineOfKey(source, 'nowhere'), undefined);
});

test('plain data keeps JSON values and names what it leaves out', () => {
  const dropped: {key: string; why: string}[] = [];
  const value = plainData({a: 1, b: [standIn('yaml'), 'x'], c: () => 1, d: new Date(0)}, 'customFields', dropped);
  assert.deepEqual(value, {a: 1, b: [null, 'x'], d: '1970-01-01T00:00:00.000Z'});
  assert.deepEqual(dropped, [{key: 'customFields.b[0]', why: 'comes from the absent package yaml'}, {key: 'customFields.c', why: 'is a function'}]);
});
