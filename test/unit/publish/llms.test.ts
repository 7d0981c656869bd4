import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteConfigSchema} from '../../../src/config/schema.ts';
import {getMarkdown} from '../../../src/content/load.ts';
import {parseMarkdown} from '../../../src/content/parse.ts';
import {buildLlmsFiles} from '../../../src/publish/llms.ts';
import type {RouteTable} from '../../../src/routes/types.ts';

test('llms files re-read no sources: each page is the markdown its parse result kept (no file of it exists here)', async () => {
  const md = await getMarkdown();
  const source = '---\ntitle: Intro\ndescription: The start\n---\n\nHello *there*.\n\n```js\nconst a = 1;\n```\n';
  const parsed = parseMarkdown(md, {file: 'docs/intro.md', kind: 'doc', source, siteDir: '/nonexistent-site'});
  assert.equal(parsed.markdown, '\nHello *there*.\n\n```js\nconst a = 1;\n```\n');
  const config = siteConfigSchema.parse({title: 'Site', url: 'https://example.com', llms: {markdownPages: true}});
  // The route table's fields llms reads: the site's URL and the docs routes.
  const table = {
    chrome: {url: 'https://example.com', baseUrl: '/'},
    routes: [{kind: 'doc', path: '/docs/intro', source: 'docs/intro.md', title: 'Intro', description: 'The start', doc: {}}],
  } as unknown as RouteTable;
  const files = new Map([...buildLlmsFiles({config, table, parsed: new Map([['docs/intro.md', parsed]])})].map((file) => [file.path, String(file.content)]));
  assert.equal(files.get('/docs/intro.md'), '# Intro\n\nHello *there*.\n\n```js\nconst a = 1;\n```\n');
  assert.match(files.get('/llms-full.txt')!, /Source: https:\/\/example.com\/docs\/intro\n\n# Intro\n\nHello \*there\*\./);
  assert.match(files.get('/llms.txt')!, /- \[Intro\]\(https:\/\/example.com\/docs\/intro.md\): The start/);
});
