import {test} from 'node:test';
import assert from 'node:assert/strict';
import {zoomLoader} from '../../../src/images/zoom-loader.ts';

test('the inline zoom loader is one valid script that imports the zoom module on demand only', () => {
  const script = zoomLoader('/base/assets/zoom-AB12.js');
  assert.doesNotThrow(() => new Function(script));
  assert.match(script, /import\("\/base\/assets\/zoom-AB12\.js"\)/);
  // The import sits in the event handler: nothing is fetched before a click or Enter.
  assert.ok(script.indexOf('import(') > script.indexOf('function h(e)'));
  assert.doesNotMatch(script, /<\/script/i);
});
