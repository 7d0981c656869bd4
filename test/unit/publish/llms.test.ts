import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteConfigSchema} from '../../../src/config/schema.ts';
import {getMarkdown} from '../../../src/content/load.ts';
import {parseMarkdown} from '../../../src/content/parse.ts';
import {buildLlmsFiles} from '../../../src/publish/llms.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';
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
  const text = (content: string | Uint8Array[]) => (typeof content === 'string' ? content : Buffer.concat(content).toString());
  const files = new Map([...buildLlmsFiles({config, table, parsed: new Map([['docs/intro.md', parsed]])})].map((file) => [file.path, text(file.content)]));
  assert.equal(files.get('/docs/intro.md'), '# Intro\n\nHello *there*.\n\n```js\nconst a = 1;\n```\n');
  assert.match(files.get('/llms-full.txt')!, /Source: https:\/\/example.com\/docs\/intro\n\n# Intro\n\nHello \*there\*\./);
  assert.match(files.get('/llms.txt')!, /- \[Intro\]\(https:\/\/example.com\/docs\/intro.md\): The start/);
});

test('llms-full.txt, encoded in parts, is every page\'s text as UTF-8, byte for byte', () => {
  const config = siteConfigSchema.parse({title: 'Site', url: 'https://example.com'});
  // Long pages too: the file is more than one part.
  const bodies = ['Plain text.', 'A dash — and a check ✅.', 'An emoji 🎬 past the first plane, and é.', `${'Long — 🎬 '.repeat(30_000)}end`, 'é'.repeat(200_000), 'Last.'];
  const routes = bodies.map((_, n) => ({kind: 'doc', path: `/docs/p${n}`, source: `docs/p${n}.md`, title: `Page ${n}`, description: '', doc: {}}));
  const table = {chrome: {url: 'https://example.com', baseUrl: '/'}, routes} as unknown as RouteTable;
  const parsed = new Map(bodies.map((body, n) => [`docs/p${n}.md`, {markdown: `\n${body}\n`, frontMatter: {}} as unknown as ParsedMarkdown]));
  const full = [...buildLlmsFiles({config, table, parsed})].find((file) => file.path === '/llms-full.txt')!.content as Uint8Array[];
  const expected = ['# Site\n\n> Documentation of Site\n', ...bodies.map((body, n) => `\n---\n\nSource: https://example.com/docs/p${n}\n\n# Page ${n}\n\n${body}\n`)].join('');
  assert.ok(Buffer.from(expected).equals(Buffer.concat(full)));
  assert.ok(full.length > 1, 'in parts');
});
