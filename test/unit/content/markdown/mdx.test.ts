import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {englishHtml, englishPage} from '../../../helpers/content-html.ts';
import {rewriteHtmlJsx} from '../../../../src/content/markdown/mdx.ts';

const md = await getMarkdown();
const parse = (source: string, options: {file?: string; siteDir?: string} = {}) => englishPage(parseMarkdown(md, {file: options.file ?? 'docs/page.mdx', source, kind: 'doc', siteDir: options.siteDir}));
const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Install

<Tabs groupId="pm" values={[{label: 'npm', value: 'npm'}, {label: 'Yarn', value: 'yarn'}]} defaultValue="yarn">
  <TabItem value="npm">

  \`\`\`bash
  npm i x
  \`\`\`

  </TabItem>
  <TabItem value="yarn">

  Use **yarn**.

  </TabItem>
</Tabs>
`;

test('import lines were shown to readers as text; now they are read and left out, and the h1 after them is the title', () => {
  const page = parse(TABS);
  assert.equal(page.title, 'Install');
  assert.doesNotMatch(page.html, /import|@theme/);
  assert.deepEqual(page.warnings, []);
  assert.deepEqual(page.unknownComponents, []);
});

test('<Tabs>/<TabItem> were stacked without labels; now they are sitegen tabs with labels from values and the default chosen', () => {
  const page = parse(TABS);
  assert.match(page.html, /<div class="tabs" data-group-id="pm">/);
  assert.match(page.html, /aria-selected="false"[^>]*data-value="npm">npm<\/button><button[^>]*aria-selected="true"[^>]*data-value="yarn">Yarn<\/button>/);
  assert.match(page.html, /data-value="npm" data-inactive><p class="tabs__label">npm<\/p>/);
  assert.match(page.html, /<strong>yarn<\/strong>/, 'markdown inside JSX children stays markdown');
  assert.doesNotMatch(page.html, /TabItem|<Tabs/);
});

test('a tab without a label falls back to its value, as Docusaurus does', () => {
  const page = parse("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"mac\" default>\n\nMac.\n\n</TabItem>\n</Tabs>\n");
  assert.match(page.html, /data-value="mac">mac<\/button>/);
});

test('theme components map to sitegen features: Admonition, Details, CodeBlock, TOCInline', () => {
  const page = parse(`import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TOCInline from '@theme/TOCInline';

<TOCInline toc={toc} />

## First part

<Admonition type="warning" title="Careful">Mind the **gap**.</Admonition>

<Details summary="More">

Hidden *text*.

</Details>

<CodeBlock language="ts" title="a.ts">
  const answer = 42;
</CodeBlock>

<CodeBlock language="js">{\`let x = 1;\`}</CodeBlock>
`);
  assert.match(page.html, /<nav class="toc-inline" aria-label="On this page"><ul><li><a href="#first-part">First part<\/a><\/li><\/ul><\/nav>/);
  assert.match(page.html, /<div class="admonition admonition--warning"><p class="admonition__title">Careful<\/p>\n<p>Mind the <strong>gap<\/strong>.<\/p>/);
  assert.match(page.html, /<details class="details"><summary>More<\/summary>\n<p>Hidden <em>text<\/em>.<\/p>\n<\/details>/);
  assert.match(page.html, /data-lang="ts"[^>]*aria-label="a.ts"/);
  assert.match(page.html, /answer/);
  assert.match(page.html, /let/);
  assert.doesNotMatch(page.html, /CodeBlock|const answer = 42;\n<\/CodeBlock/);
  assert.deepEqual(page.warnings, []);
});

test('a component the file imports (a package, a site file) was reported and only its children shown; it is an island slot holding its children, and an unknown one is still reported', () => {
  const source = "import {Tweet} from 'react-tweet';\nimport Chart from '@site/src/components/Chart';\n\nText.\n\n<Tweet id=\"1\" />\n\n<Chart>\n\nThe chart's *caption*.\n\n</Chart>\n\n<Nowhere />\n";
  const page = parse(source, {file: 'docs/x.mdx'});
  assert.deepEqual(page.unknownComponents, ['docs/x.mdx:14: <Nowhere> is not imported and not a component sitegen knows; its children are shown']);
  assert.deepEqual(page.islands, [
    {name: 'mdx-docs-x-mdx--Tweet', props: {id: '1'}, at: 'docs/x.mdx:6', element: 'Tweet'},
    {name: 'mdx-docs-x-mdx--Chart', props: {}, children: true, at: 'docs/x.mdx:8', element: 'Chart'},
  ]);
  const slots = parseMarkdown(md, {file: 'docs/x.mdx', source, kind: 'doc'}).html.filter((part) => typeof part !== 'string');
  assert.equal(slots.length, 2);
  assert.deepEqual(slots[0], {slot: 'island', island: 0});
  assert.equal(slots[1].slot === 'island' && slots[1].island, 1);
  assert.match(slots[1].slot === 'island' ? englishHtml(slots[1].children!) : '', /^\n<p>The chart(’|')s <em>caption<\/em>.<\/p>\n$/);
  assert.doesNotMatch(page.html, /Tweet|Chart|Nowhere/);
});

test('JSX comments and static expressions: comments vanish, {/* truncate */} marks the excerpt, literals are text', () => {
  const page = parse("Intro {/* not shown */} text.\n\n{/* truncate */}\n\n{'A literal'}\n\n{/*\n  a long\n  comment\n*/}\n\nEnd.\n", {file: 'blog/2024-01-01-a.mdx'});
  assert.match(page.html, /<p>Intro  text.<\/p>/);
  assert.match(page.html, /<!--truncate-->/);
  assert.match(page.html, /<p>A literal<\/p>/);
  assert.doesNotMatch(page.html, /long|\{/);
  assert.ok(page.excerptHtml?.includes('Intro'));
});

test('an expression that needs a running page is reported, not shown', () => {
  const page = parse('Before.\n\n{props.name}\n\nAfter.\n', {file: 'docs/e.mdx'});
  assert.equal(page.unknownComponents.length, 1);
  assert.match(page.unknownComponents[0], /^docs\/e\.mdx:3: the expression \{props\.name\} needs a running page/);
  assert.doesNotMatch(page.html, /props/);
});

test('a JSX tag that is never closed warns with its line and still renders its children', () => {
  const page = parse("import Admonition from '@theme/Admonition';\n\n<Admonition type=\"tip\">\n\nOpen.\n", {file: 'docs/u.mdx'});
  assert.deepEqual(page.warnings, ['docs/u.mdx:3: <Admonition> is never closed']);
  assert.match(page.html, /<p>Open.<\/p>/);
});

test('HTML with JSX props (style objects, className) becomes plain HTML; code keeps them as written', () => {
  assert.equal(rewriteHtmlJsx('<span style={{color: "#5af78e", marginTop: 4}}>cat</span> `<b style={{x: 1}}>`'), '<span style="color:#5af78e;margin-top:4px">cat</span> `<b style={{x: 1}}>`');
  assert.equal(rewriteHtmlJsx('```jsx\n<div style={{a: 1}} />\n```'), '```jsx\n<div style={{a: 1}} />\n```');
  const page = parse('<div className="note" style={{fontWeight: 700}}>\n\nBold.\n\n</div>\n');
  assert.match(page.html, /<div class="note" style="font-weight:700">/);
});

test('prose that starts with "import" stays prose; a broken import line warns and is left out', () => {
  assert.match(parse('import your files, then render.\n').html, /<p>import your files, then render.<\/p>/);
  const page = parse("import {a from 'b';\n\nText.\n", {file: 'docs/b.mdx'});
  assert.match(page.warnings[0], /^docs\/b\.mdx:1: could not parse this import\/export/);
  assert.doesNotMatch(page.html, /import/);
});

test('a markdown partial imported in the same ESM block as theme components is included by the includes plugin', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-partial-'));
  fs.mkdirSync(path.join(site, 'docs/shared'), {recursive: true});
  fs.writeFileSync(path.join(site, 'docs/shared/_intro.md'), '---\nunused: true\n---\n\n## From the partial\n\nSee [the guide](./guide.md).\n');
  const page = parse("import Tabs from '@theme/Tabs';\nimport Intro from './shared/_intro.md';\n\n# Page\n\n<Intro />\n\nAfter.\n", {file: 'docs/page.mdx', siteDir: site});
  assert.match(page.html, /<h2 id="from-the-partial">From the partial/);
  assert.deepEqual(page.includes, ['docs/shared/_intro.md']);
  assert.deepEqual(page.links.filter((l) => l.kind === 'markdown').map((l) => [l.target, l.file, l.line]), [['docs/shared/guide.md', 'docs/shared/_intro.md', 7]]);
  assert.deepEqual(page.unknownComponents, []);
  fs.rmSync(site, {recursive: true, force: true});
});
