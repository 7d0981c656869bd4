import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {englishHtml} from '../../../helpers/content-html.ts';

const md = await getMarkdown();

test('a code fence with npm2yarn was one npm block; it is npm, Yarn and pnpm tabs sharing the npm2yarn group', () => {
  const page = parseMarkdown(md, {file: 'docs/a.md', kind: 'doc', source: '```bash npm2yarn title="Install"\nnpm install --save-dev prettier\nnpm run build\n```\n'});
  const text = englishHtml(page.html).replace(/<span[^>]*>|<\/span>/g, '');
  assert.match(text, /<div class="tabs" data-group-id="npm2yarn">/);
  assert.deepEqual([...text.matchAll(/data-value="(\w+)">(\w+)<\/button>/g)].map((m) => m[2]), ['npm', 'Yarn', 'pnpm']);
  assert.match(text, /<code>npm install --save-dev prettier\nnpm run build<\/code>/);
  assert.match(text, /<code>yarn add --dev prettier\nyarn build<\/code>/);
  assert.match(text, /<code>pnpm add --save-dev prettier\npnpm run build<\/code>|<code>pnpm add --save-dev prettier\npnpm build<\/code>/);
  assert.equal([...text.matchAll(/aria-label="Install"/g)].length, 3, 'the title stays on each block');
  assert.equal([...text.matchAll(/data-lang="bash"/g)].length, 3, 'the meta word is not part of the language');
});
