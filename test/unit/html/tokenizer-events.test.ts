import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlTokenizer} from '../../../src/libraries.ts';
import {tokenizerEvents} from '../../../src/html/tokenizer-events.ts';

test('a reader gets the events it reads, and the Tokenizer may call every other one', () => {
  const names: string[] = [];
  const tokenizer = new (htmlTokenizer())({decodeEntities: true}, tokenizerEvents({onopentagname: (start, end) => names.push(html.slice(start, end))}));
  const html = '<!doctype html><p class="a&amp;b">x &lt; y<!-- c --><?pi?><![CDATA[d]]><br/></p>';
  tokenizer.write(html);
  tokenizer.end();
  assert.deepEqual(names, ['p', 'br']);
});
