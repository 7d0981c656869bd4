// Extension points on fixture sites: the site's markdown-it plugins (on the main thread and on
// parse workers), head tags and scripts from the config and from front matter.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function build(files: Record<string, string>, cache = false) {
  const fixture = makeSite(files);
  made.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, ...(cache ? [] : ['--no-cache'])]);
  return {...fixture, ...result, read: (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8')};
}

const pluginConfig = (options: string) => `import mark from 'markdown-it-mark';
const badge = (md, options) => {
  md.core.ruler.push('badge', (state) => {
    for (const token of state.tokens) if (token.type === 'inline') for (const child of token.children) if (child.type === 'text') child.content = child.content.replace('[new]', options.text);
  });
};
export default {title: 'T', url: 'https://e.com', markdown: {plugins: [mark, [badge, ${options}]]}};
`;

test('markdown.plugins: an npm plugin and a local one with options apply on every page, parsed on workers too', () => {
  const docs: Record<string, string> = {};
  // Enough files for the parse to run on worker threads.
  for (let n = 0; n < 45; n++) docs[`docs/many/p${n}.md`] = `---\ntitle: P${n}\n---\n\nA ==highlight== [new]\n`;
  const site = build(baseSite({'sitegen.config.ts': pluginConfig("{text: 'NEW'}"), ...docs}));
  assert.equal(site.status, 0, site.stderr);
  assert.match(site.stdout + site.stderr, /parse/);
  for (const n of [0, 44]) assert.match(site.read(`docs/many/p${n}.html`), /<p>A <mark>highlight<\/mark> NEW<\/p>/);
});

test('markdown.plugins: a change of plugin options re-parses cached pages', () => {
  const fixture = makeSite(baseSite({'sitegen.config.ts': pluginConfig("{text: 'one'}"), 'docs/guides/one.md': '---\ntitle: G\n---\n\n## Usage\n\nBadge [new]\n'}));
  made.push(fixture.dir);
  const run = () => runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.equal(run().status, 0);
  fs.writeFileSync(path.join(fixture.site, 'sitegen.config.ts'), pluginConfig("{text: 'two'}"));
  const second = run();
  assert.equal(second.status, 0, second.stderr);
  assert.match(fs.readFileSync(path.join(fixture.out, 'docs/guides/one.html'), 'utf8'), /Badge two/);
});

test('markdown.plugins: something that is not a plugin is a config error', () => {
  const site = build(baseSite({'sitegen.config.ts': "export default {title: 'T', url: 'https://e.com', markdown: {plugins: ['markdown-it-mark']}};\n"}));
  assert.equal(site.status, 1);
  assert.match(site.stderr, /markdown\.plugins\.0: expected a markdown-it plugin \(a function\) or \[plugin, options\]/);
});

test('head: config headTags and scripts on every page, front matter head_tags on its page only', () => {
  const config = `export default {
  title: 'T', url: 'https://e.com',
  headTags: [{tagName: 'meta', attributes: {name: 'google-site-verification', content: 'abc"123'}}, {tagName: 'script', innerHTML: 'window.dataLayer = [];'}],
  scripts: ['https://analytics.example.com/a.js', {src: '/stats.js', defer: true, async: false, 'data-domain': 'e.com'}],
};
`;
  const site = build(
    baseSite({
      'sitegen.config.ts': config,
      'docs/guides/one.md': "---\ntitle: G\nhead_tags:\n  - tagName: link\n    attributes: {rel: preconnect, href: 'https://cdn.example.com'}\n---\n\n## Usage\n",
      'blog/2024-01-02-hello.md': "---\nslug: hello\ntitle: Hello\nhead_tags:\n  - tagName: meta\n    attributes: {name: robots, content: noarchive}\n---\n\nPost.\n",
    }),
  );
  assert.equal(site.status, 0, site.stderr);
  for (const page of ['docs/guides/one.html', 'docs/index.html', 'blog/hello.html']) {
    const html = site.read(page);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<meta name="google-site-verification" content="abc&quot;123">/, page);
    assert.match(head, /<script>window\.dataLayer = \[\];<\/script>/, page);
    assert.match(head, /<script src="https:\/\/analytics\.example\.com\/a\.js"><\/script>/, page);
    assert.match(head, /<script src="\/stats\.js" defer data-domain="e\.com"><\/script>/, page);
  }
  assert.match(site.read('docs/guides/one.html'), /<link rel="preconnect" href="https:\/\/cdn\.example\.com">[\s\S]*<\/head>/);
  assert.doesNotMatch(site.read('docs/index.html'), /preconnect" href="https:\/\/cdn/);
  assert.match(site.read('blog/hello.html'), /<meta name="robots" content="noarchive">/);
});

test('head: a front matter head tag of an unknown kind is an error with file and line', () => {
  const site = build(baseSite({'docs/guides/one.md': '---\ntitle: G\nhead_tags:\n  - tagName: body\n---\n\n## Usage\n'}));
  assert.equal(site.status, 1);
  assert.match(site.stderr, /docs\/guides\/one\.md:3: front matter `head_tags\.0\.tagName`/);
});

const footerOverride = `import * as Original from '@theme-original/Footer';
import type {FooterProps} from 'sitegen/theme';
export * from '@theme-original/Footer';
export function Footer(props: FooterProps) {
  return (
    <>
      <p className="site-notice">{\`Wrapped footer of \${props.site.title}\`}</p>
      <Original.Footer {...props} />
    </>
  );
}
`;
const withFooter = `export default {title: 'T', url: 'https://e.com', footer: {links: [], copyright: 'Copyright T'}};\n`;

test('theme overrides: site/theme/Footer.tsx replaces the theme footer and can wrap the original; adding one rebuilds cached pages', () => {
  const fixture = makeSite(baseSite({'sitegen.config.ts': withFooter}));
  made.push(fixture.dir);
  const run = () => runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  const read = () => fs.readFileSync(path.join(fixture.out, 'docs/guides/one.html'), 'utf8');
  assert.equal(run().status, 0);
  assert.doesNotMatch(read(), /site-notice/);
  fs.mkdirSync(path.join(fixture.site, 'theme'));
  fs.writeFileSync(path.join(fixture.site, 'theme/Footer.tsx'), footerOverride);
  const second = run();
  assert.equal(second.status, 0, second.stderr);
  const html = read();
  assert.match(html, /<p class="site-notice">Wrapped footer of T<\/p>/);
  assert.match(html, /Copyright T/, 'the original footer is still there');
  assert.equal(html.match(/site-notice/g)?.length, 1);
});

test('theme overrides: a DocSidebar override that wraps the original keeps a large sidebar lazy (its fragment file, folded categories)', () => {
  const docs: Record<string, string> = {};
  for (const part of ['a', 'b']) for (let n = 0; n < 30; n++) docs[`docs/parts/${part}/page-${n}.md`] = `---\ntitle: ${part} ${n}\n---\n\nText.\n`;
  const override = `import * as Original from '@theme-original/DocSidebar';
import type {DocSidebarProps} from 'sitegen/theme';
export * from '@theme-original/DocSidebar';
export function DocSidebar(props: DocSidebarProps) {
  return <div className="sidebar-wrap"><Original.DocSidebar {...props} /></div>;
}
`;
  const site = build({...baseSite({'sidebars.ts': "export default {docs: ['intro', {type: 'autogenerated', dirName: 'parts'}]};\n"}), ...docs, 'theme/DocSidebar.tsx': override});
  assert.equal(site.status, 0, site.stderr);
  const html = site.read('docs/parts/a/page-1.html');
  assert.match(html, /<div class="sidebar-wrap"><nav class="sidebar"/);
  const source = html.match(/data-sidebar-source="([^"]+)"/)?.[1];
  assert.ok(source, 'the wrapped sidebar points at its fragment file');
  assert.ok(fs.existsSync(path.join(site.out, source)), 'the fragment file, made with the override\'s re-exported sidebarFragment');
  assert.match(html, /data-sidebar-lazy="2"/, 'the other part is folded');
  assert.ok(!html.includes('href="/docs/parts/b/page-5"'), "the folded part's links are not in the page");
});

test('theme overrides: a file naming no theme component is one warning listing the components, and the build succeeds', () => {
  const site = build(baseSite({'theme/Fotter.tsx': 'export function Fotter() { return null; }\n'}));
  assert.equal(site.status, 0, site.stderr);
  assert.equal(site.stderr.match(/theme\/Fotter\.tsx: overrides no theme component, so it is not used \(the theme has: AnnouncementBar, .*Footer, /g)?.length, 1);
  assert.match(site.read('docs/guides/one.html'), /<title>Guide one \| Fixture<\/title>/);
});

test('theme overrides: a syntax error in an override fails the build naming its file and line', () => {
  const site = build(baseSite({'theme/Footer.tsx': 'export function Footer() {\n  return 1 +;\n}\n'}));
  assert.equal(site.status, 1);
  assert.match(site.stderr, /theme\/Footer\.tsx:2/);
});

test('theme API: site pages import components and types from sitegen/theme', () => {
  const page = `import {CodeBlock, Island, type SiteChrome} from 'sitegen/theme';
export default function About({site}: {site: SiteChrome}) {
  return <main><h1>{site.title}</h1><CodeBlock code={'const a = 1; // [!code ++]'} lang="ts" title="a.ts" /></main>;
}
`;
  const site = build(baseSite({'pages/about.tsx': page}));
  assert.equal(site.status, 0, site.stderr);
  const html = site.read('about.html');
  assert.match(html, /<div class="code-block" data-lang="ts" role="group" aria-label="a\.ts">/);
  assert.match(html, /<span class="line line--added"><span style="color:#F97583">const<\/span>/);
});

test('theme API in the browser: an island imports sitegen/theme and hydrates from the same components', () => {
  const island = `import {Html} from 'sitegen/theme';\nexport default function Note(props: {text?: string}) { return <Html html={'<b>' + (props.text ?? '') + '</b>'} />; }\n`;
  const site = build(
    baseSite({
      'sitegen.config.ts': "export default {title: 'T', url: 'https://e.com', islands: {note: 'islands/Note.tsx'}};\n",
      'islands/Note.tsx': island,
      'docs/guides/one.md': '---\ntitle: G\n---\n\n## Usage\n\n::island{name="note" text="hi"}\n',
    }),
  );
  assert.equal(site.status, 0, site.stderr);
  assert.match(site.read('docs/guides/one.html'), /data-island="note"[^>]*><div[^>]*><b>hi<\/b><\/div><\/div>/);
  const chunk = fs.readdirSync(path.join(site.out, 'assets')).find((name) => /^island-note-\w+\.js$/.test(name));
  assert.ok(chunk, 'the island chunk is built');
  assert.doesNotMatch(site.read(`assets/${chunk}`), /shiki|codeToHast/, 'no highlighter in the browser');
});
