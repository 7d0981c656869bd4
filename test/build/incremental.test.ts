// One cache layer that is always right: after each kind of edit, a warm build and the serve
// --watch rebuild write exactly what a cold build of the same tree writes, byte for byte.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {makeSite, runCli} from '../helpers/site.ts';
import {serveCommand, type ServeHandle} from '../../src/commands/serve.ts';
import {LIVE_RELOAD_SNIPPET} from '../../src/serve/live-reload.ts';

const fixture = makeSite({
  'sitegen.config.ts': `export default {
  title: 'Incremental', tagline: 'Every edit', url: 'https://example.com',
  customCss: ['css/custom.css'], islands: {counter: 'islands/Counter.tsx'},
  navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community'}, {label: 'About', to: '/about'}]},
  docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community', sidebarPath: 'sidebarsCommunity.ts'}],
};
`,
  'sidebarsCommunity.ts': "export default {community: ['index', 'help']};\n",
  'community/index.md': '---\ntitle: Community\nslug: /\n---\n\nPeople. Read the [intro](/docs/).\n',
  'community/help.md': '---\ntitle: Help\n---\n\nAsk here. Back to [the community](./index.md).\n',
  'sidebars.ts': "export default {docs: ['intro', {type: 'category', label: 'Guides', items: ['guides/one', 'guides/two']}]};\n",
  'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nWelcome. See [one](./guides/one.md#usage).\n\n![diagram](./img/diagram.png)\n\n::island{name="counter" start="2"}\n',
  'docs/img/diagram.png': 'PNG-1',
  'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nBack to [intro](../intro.md).\n',
  'docs/guides/two.md': '---\ntitle: Guide two\n---\n\nSecond guide.\n',
  'docs/extra.md': '---\ntitle: Extra\n---\n\nA page in no sidebar.\n',
  'blog/authors.yml': 'team:\n  name: The team\n  title: Writers\n',
  'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello\nauthors: [team]\ntags: [news]\n---\n\nFirst post.\n\n<!--truncate-->\n\nMore.\n',
  'pages/about.tsx': "import {Banner} from '../components/Banner.tsx';\nexport default function About() { return <Banner text=\"About us\" />; }\n",
  'components/Banner.tsx': 'export function Banner({text}: {text: string}) { return <p className="banner">{text}</p>; }\n',
  'islands/Counter.tsx': "import {useState} from 'react';\nexport default function Counter(props: {start?: string}) { const [n, setN] = useState(Number(props.start ?? 0)); return <button type=\"button\" onClick={() => setN(n + 1)}>Count {n}</button>; }\n",
  'css/custom.css': '.banner { color: rebeccapurple; }\n',
  'static/file.txt': 'static one\n',
});
const warmOut = path.join(fixture.dir, 'warm');
const watchOut = path.join(fixture.dir, 'watch');
const coldOut = path.join(fixture.dir, 'cold');
const file = (name: string) => path.join(fixture.site, name);
const edit = (name: string, change: (text: string) => string) => fs.writeFileSync(file(name), change(fs.readFileSync(file(name), 'utf8')));

/** Every file of an output folder with its bytes. */
function snapshot(dir: string, options: {compressed: boolean; stripReload?: boolean}): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory() || (!options.compressed && /\.(gz|br)$/.test(name))) continue;
    let content = fs.readFileSync(full).toString('base64');
    if (options.stripReload && name.endsWith('.html')) content = Buffer.from(fs.readFileSync(full, 'utf8').replace(LIVE_RELOAD_SNIPPET, '')).toString('base64');
    files.set(name, content);
  }
  return files;
}

function assertSame(actual: Map<string, string>, expected: Map<string, string>, what: string): void {
  assert.deepEqual([...actual.keys()], [...expected.keys()], `${what}: the same files`);
  const differing = [...expected.keys()].filter((name) => actual.get(name) !== expected.get(name));
  assert.deepEqual(differing, [], `${what}: the same bytes`);
}

let server: ServeHandle;
before(async () => {
  assert.equal(runCli(['build', '--site', fixture.site, '--out', warmOut]).status, 0);
  server = await serveCommand({site: fixture.site, out: watchOut, port: 0, host: '127.0.0.1', watch: true});
});
after(async () => {
  await server?.close();
  fs.rmSync(fixture.dir, {recursive: true, force: true});
});

const EDITS: [string, () => void][] = [
  ['markdown text', () => edit('docs/intro.md', (t) => t.replace('Welcome.', 'Welcome, reader.'))],
  ['front matter (a title other pages show)', () => edit('docs/guides/one.md', (t) => t.replace('title: Guide one', 'title: Guide number one'))],
  ['image bytes only', () => fs.writeFileSync(file('docs/img/diagram.png'), 'PNG-2')],
  ['island props', () => edit('docs/intro.md', (t) => t.replace('start="2"', 'start="7"'))],
  ['sidebars', () => fs.writeFileSync(file('sidebars.ts'), "export default {docs: [{type: 'category', label: 'Guides', items: ['guides/two', 'guides/one']}, 'intro']};\n")],
  ['site config', () => edit('sitegen.config.ts', (t) => t.replace("tagline: 'Every edit'", "tagline: 'Each edit'"))],
  ['a component a page imports', () => edit('components/Banner.tsx', (t) => t.replace('className="banner"', 'className="banner banner--big"'))],
  ['a React page', () => edit('pages/about.tsx', (t) => t.replace('About us', 'About the team'))],
  ['a CSS file', () => edit('css/custom.css', (t) => t.replace('rebeccapurple', 'teal'))],
  ['authors.yml', () => edit('blog/authors.yml', (t) => t.replace('Writers', 'Editors'))],
  ['a static file', () => fs.writeFileSync(file('static/file.txt'), 'static two\n')],
  ['a deleted page', () => fs.rmSync(file('docs/extra.md'))],
  ['a new page', () => fs.writeFileSync(file('docs/added.md'), '---\ntitle: Added\n---\n\nA new page, linked to [intro](./intro.md).\n')],
  ['markdown text in a second docs instance', () => edit('community/help.md', (t) => t.replace('Ask here.', 'Ask us here.'))],
  ['a second docs instance\'s sidebars', () => fs.writeFileSync(file('sidebarsCommunity.ts'), "export default {community: ['help', 'index']};\n")],
  ['a new page in a second docs instance', () => fs.writeFileSync(file('community/rules.md'), '---\ntitle: Rules\n---\n\nBe kind. See [help](./help.md).\n')],
  ['precompress turned on', () => edit('sitegen.config.ts', (t) => t.replace("url: 'https://example.com',", "url: 'https://example.com', precompress: true,"))],
  ['markdown text, precompressed', () => edit('docs/guides/two.md', (t) => t.replace('Second guide.', 'The second guide.'))],
  ['precompress turned off', () => edit('sitegen.config.ts', (t) => t.replace(' precompress: true,', ''))],
];

for (const [kind, change] of EDITS) {
  test(`after an edit of ${kind}, warm and watch output equal a cold build`, async () => {
    const rebuilt = server.nextRebuild!();
    change();
    const warm = runCli(['build', '--site', fixture.site, '--out', warmOut]);
    assert.equal(warm.status, 0, warm.stderr);
    fs.rmSync(coldOut, {recursive: true, force: true});
    const cold = runCli(['build', '--site', fixture.site, '--out', coldOut, '--no-cache']);
    assert.equal(cold.status, 0, cold.stderr);
    const expected = snapshot(coldOut, {compressed: true});
    const precompressed = fs.readFileSync(file('sitegen.config.ts'), 'utf8').includes('precompress: true');
    assert.equal([...expected.keys()].some((name) => name.endsWith('.html.br')), precompressed, 'compressed copies exactly when the config asks');
    assertSame(snapshot(warmOut, {compressed: true}), expected, 'warm build');
    await rebuilt;
    assertSame(snapshot(watchOut, {compressed: false, stripReload: true}), snapshot(coldOut, {compressed: false}), 'serve --watch');
  });
}
