import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('a mermaid block is a figure holding its escaped source, not a highlighted code block', () => {
  const page = parse('```mermaid\ngraph TD\n  A-->B<br>\n```\n');
  assert.equal(
    page.html,
    '<figure class="diagram" data-diagram="mermaid"><div class="diagram__svg" hidden></div><pre class="diagram__source" tabindex="0"><code>graph TD\n  A--&gt;B&lt;br&gt;</code></pre></figure>\n',
  );
  assert.deepEqual(page.warnings, []);
});
