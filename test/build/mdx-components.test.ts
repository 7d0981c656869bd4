// A site's own components in MDX: rendered on the server with their props and children; hydrated
// in the browser only when they are interactive. One fixture mini-site per pattern real
// Docusaurus docs use: named and default exports, the file's own exports, value imports, npm
// packages, components using the Docusaurus layer, JSX in raw HTML, and what cannot be bundled.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite, makeSite, runCli} from '../helpers/site.ts';

const PAGE = `---
title: Components
---
import Badge from '@site/src/components/Badge';
import Counter from './Counter';

<Badge label="New" count={3} />

<Counter start={2} />

<Badge label="wrapped">

Children *shown*.

</Badge>

<Counter start={5}>

Inside a **counter**.

</Counter>

Inline <Badge label="in">text</Badge> here.
`;

test('site components imported by MDX render on the server with their children; only interactive ones get an island chunk', () => {
  const site = makeSite({
    'sitegen.config.ts': "export default {title: 'Components', url: 'https://example.com'};\n",
    'docs/page.mdx': PAGE,
    'src/components/Badge.tsx': 'import type {ReactNode} from "react";\nexport default function Badge({label, count, children}: {label: string; count?: number; children?: ReactNode}) {\n  return <span className="badge">{label}{count ? ` (${count})` : null}{children}</span>;\n}\n',
    'docs/Counter.tsx': "import {useState, type ReactNode} from 'react';\nexport default function Counter({start, children}: {start: number; children?: ReactNode}) {\n  const [n, setN] = useState(start);\n  return <><button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n}</button>{children}</>;\n}\n",
  });
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(result.status, 0, result.stderr);
  const html = fs.readFileSync(path.join(site.out, 'docs/page.html'), 'utf8');
  assert.match(html, /<span class="badge">New \(3\)<\/span>/, 'static: plain server HTML');
  assert.doesNotMatch(html, /data-island="mdx-src-components-badge"/);
  assert.match(html, /<div class="island" data-island="mdx-docs-counter" data-props="\{&quot;start&quot;:2\}"><button type="button">Clicked <!-- -->2<\/button><\/div>/);
  const assets = fs.readdirSync(path.join(site.out, 'assets'));
  assert.ok(assets.some((file) => file.startsWith('island-mdx-docs-counter')), 'the interactive one ships to the browser');
  assert.ok(!assets.some((file) => file.startsWith('island-mdx-src-components-badge')), 'the static one does not');
  // Children: the markdown inside, rendered, in the component; an interactive one gets it back unchanged when it hydrates.
  assert.match(html, /<span class="badge">wrapped\n<p>Children <em>shown<\/em>.<\/p>\n<\/span>/);
  assert.match(html, /data-props="\{&quot;start&quot;:5\}"><button type="button">Clicked <!-- -->5<\/button><div data-mdx-children="" style="display:contents">\n<p>Inside a <strong>counter<\/strong>.<\/p>\n<\/div><\/div>/);
  assert.match(html, /<p>Inline <span class="badge">intext<\/span> here.<\/p>/);
  assert.doesNotMatch(result.stderr, /not rendered|has children/);
});

test('a site component imported by name (not the default export) was rendered as the default export; it renders the named export', () => {
  const site = makeSite({
    'sitegen.config.ts': "export default {title: 'Components', url: 'https://example.com'};\n",
    'docs/page.mdx': "---\ntitle: Named\n---\nimport {Chart} from '@site/src/components/Charts';\n\n<Chart />\n\nText.\n",
    'src/components/Charts.tsx': 'export function Chart() {\n  return <b>chart</b>;\n}\nexport default function Other() {\n  return <i>other</i>;\n}\n',
  });
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(result.status, 0, result.stderr);
  const html = fs.readFileSync(path.join(site.out, 'docs/page.html'), 'utf8');
  assert.doesNotMatch(html, /<i>other<\/i>/);
  assert.match(html, /<b>chart<\/b>/);
  assert.equal(result.stderr, '');
});

const CONFIG = "export default {title: 'Components', url: 'https://example.com'};\n";
const markdownOf = (html: string) => /<div class="markdown">([\s\S]*?)<\/div><\/article>/.exec(html)?.[1] ?? '';

test('a component the MDX file exports itself (export const DetailedExplanation = ({children, title}) => …) only warned; it renders with its children', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Exports\n---\nexport const DetailedExplanation = ({children, title}) => <details className=\"explain\"><summary>{title}</summary>{children}</details>;\n\n<DetailedExplanation title=\"Why\">\n\nBecause **reasons**.\n\n</DetailedExplanation>\n",
  });
  assert.equal(built.status, 0, built.stderr);
  assert.equal(built.stderr, '');
  assert.match(markdownOf(built.read('docs/page.html')), /^<details class="explain"><summary>Why<\/summary>\n<p>Because <strong>reasons<\/strong>.<\/p>\n<\/details>/);
  assert.ok(!fs.readdirSync(path.join(built.site.out, 'assets')).some((file) => file.includes('DetailedExplanation')), 'static: no JS');
});

test('a value import (import constants from \'@site/core/TabsConstants\') failed the build naming a cache file; values and JSON feed props', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Values\n---\nimport constants from '@site/core/TabsConstants';\nimport data from './data.json';\nimport Pills from '@site/src/components/Pills';\n\n<Pills values={constants.values} count={data.items.length} />\n",
    'docs/data.json': '{"items": [1, 2, 3]}',
    'core/TabsConstants.js': "const values = [{label: 'npm', value: 'npm'}, {label: 'Yarn', value: 'yarn'}];\nexport default {values};\n",
    'src/components/Pills.tsx': 'export default function Pills({values, count}: {values: {label: string}[]; count: number}) {\n  return <ul className="pills">{values.map((v) => <li key={v.label}>{v.label}</li>)}<li>{count}</li></ul>;\n}\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.equal(built.stderr, '');
  assert.match(built.read('docs/page.html'), /<ul class="pills"><li>npm<\/li><li>Yarn<\/li><li>3<\/li><\/ul>/);
});

test("an npm component (react-lite-youtube-embed) was never rendered; it comes from the site's node_modules and hydrates", () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Npm\n---\nimport LiteEmbed from 'lite-embed';\n\n<LiteEmbed id=\"abc\" title=\"Watch\" />\n",
    'node_modules/lite-embed/package.json': '{"name": "lite-embed", "version": "1.0.0", "main": "index.js"}',
    // CommonJS requiring react, as most packages are published.
    'node_modules/lite-embed/index.js': "const React = require('react');\nfunction LiteEmbed({id, title}) {\n  const [on, setOn] = React.useState(false);\n  return React.createElement('button', {className: 'lite-embed', 'data-id': id, onClick: () => setOn(true)}, on ? 'playing' : title);\n}\nmodule.exports = LiteEmbed;\n",
  });
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.read('docs/page.html'), /<div class="island" data-island="mdx-docs-page-mdx--LiteEmbed" data-props="\{&quot;id&quot;:&quot;abc&quot;,&quot;title&quot;:&quot;Watch&quot;\}"><button class="lite-embed" data-id="abc">Watch<\/button><\/div>/);
  assert.ok(fs.readdirSync(path.join(built.site.out, 'assets')).some((file) => file.startsWith('island-mdx-docs-page-mdx--LiteEmbed')));
});

test('a site component importing @theme/CodeBlock, @theme/MDXComponents/A, a CSS module or a .md file failed the whole build; it renders, with a warning per import it cannot serve', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Layer\n---\nimport Fancy from '@site/src/components/Fancy';\nimport Nope from '@site/src/components/Nope';\nimport {Tweet} from 'react-tweet';\n\n<Fancy />\n\n<Nope />\n\n<Tweet id=\"1\" />\n",
    'src/components/Fancy.tsx': "import CodeBlock from '@theme/CodeBlock';\nimport A from '@theme/MDXComponents/A';\nimport styles from './Fancy.module.css';\nimport Notes from './notes.md';\nexport default function Fancy() {\n  return <div className={styles.box}><CodeBlock language=\"js\">let x = 1;</CodeBlock><A href=\"/docs/page\">self</A><Notes /></div>;\n}\n",
    'src/components/Fancy.module.css': '.box { border: 1px solid red; }\n',
    'src/components/notes.md': '# Notes\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stderr, /docs\/page\.mdx:5: imports @site\/src\/components\/Nope, which cannot be found; it renders as a placeholder/);
  // A package imported by name that is not installed (the prettier blog's react-tweet) failed the build: "No matching export".
  assert.match(built.stderr, /docs\/page\.mdx:6: imports react-tweet, which is not installed/);
  assert.match(built.stderr, /src\/components\/Fancy\.tsx:4: imports \.\/notes\.md, a markdown file/);
  const html = markdownOf(built.read('docs/page.html'));
  assert.match(html, /^<div class="box_\w+"><div class="code-block" data-lang="js"/);
  assert.match(html, /<a href="\/docs\/page">self<\/a>/);
  assert.doesNotMatch(built.stderr, /MDXComponents/);
  assert.match(html, /data-missing="@site\/src\/components\/Nope"/);
  assert.match(html, /data-missing="react-tweet"/);
});

test('JSX inside a raw HTML block (<table><TableRow …/></table>) was left as unknown elements; the components render in place', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Table\n---\nimport TableRow from '@site/src/components/TableRow';\n\n<table>\n<TableRow name=\"alpha\" />\n<TableRow name=\"beta\" />\n</table>\n\n<!--\nA comment's `\"{}\"<SPACE>` stays a comment.\n-->\n",
    'src/components/TableRow.tsx': 'export default function TableRow({name}: {name: string}) {\n  return <tr><td>{name}</td></tr>;\n}\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.match(markdownOf(built.read('docs/page.html')), /^<table>\n<tr><td>alpha<\/td><\/tr>\n<tr><td>beta<\/td><\/tr>\n<\/table>/);
  // The prettier docs' comment with `<SPACE>` in it was reported as an unknown component.
  assert.equal(built.stderr, '');
  assert.match(built.read('docs/page.html'), /"\{\}"<SPACE>` stays a comment/);
});

test('a component that does not compile fails the build naming its own file and line, every error listed and none hidden behind "..."', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Broken\n---\nimport Broken from '@site/src/components/Broken';\nimport Other from '@site/src/components/Other';\n\nexport const Local = () => <b>{</b>;\n\n<Broken />\n\n<Other />\n",
    'src/components/Broken.tsx': 'export default function Broken() {\n  return <div>;\n}\n',
    'src/components/Other.tsx': 'export default function Other() {\n  return <span>;\n}\n',
  });
  assert.equal(built.status, 1);
  assert.match(built.stderr, /docs\/page\.mdx:7: could not parse this import\/export/);
  assert.match(built.stderr, /src\/components\/Broken\.tsx:3: The character "}" is not valid inside a JSX element/);
  assert.match(built.stderr, /src\/components\/Other\.tsx:4: Unexpected end of file/);
  assert.doesNotMatch(built.stderr, /sitegen-esm|\.mjs|\.\.\.$/m);
});

test("an edit of a component the MDX file exports was missed by the next build (its bundle was reused); it is picked up", () => {
  const site = makeSite({
    'sitegen.config.ts': CONFIG,
    'docs/page.mdx': "---\ntitle: Edit\n---\nexport const Note = ({children}) => <aside className=\"before\">{children}</aside>;\n\n<Note>Text.</Note>\n",
  });
  assert.equal(runCli(['build', '--site', site.site, '--out', site.out]).status, 0);
  assert.match(fs.readFileSync(path.join(site.out, 'docs/page.html'), 'utf8'), /<aside class="before">/);
  fs.writeFileSync(path.join(site.site, 'docs/page.mdx'), "---\ntitle: Edit\n---\nexport const Note = ({children}) => <aside className=\"after\">{children}</aside>;\n\n<Note>Text.</Note>\n");
  const warm = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(warm.status, 0, warm.stderr);
  assert.match(fs.readFileSync(path.join(site.out, 'docs/page.html'), 'utf8'), /<aside class="after">/);
});
