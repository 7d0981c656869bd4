import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {MarkdownIt} from 'markdown-it';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {parse, parseContent} from './helpers.ts';
import {resolveLink, type LinkTargets} from '../../../../src/check/links.ts';

test('pathname:/// links are recorded unchecked and get the base URL, not a new tab', () => {
  const page = parseContent('[PDF](pathname:///files/guide.pdf#page=2) and [app](pathname:///app/)\n');
  assert.deepEqual(page.links.map((l) => [l.kind, l.target, l.anchor]), [['pathname', '/files/guide.pdf', 'page=2'], ['pathname', '/app/', undefined]]);
  // Their hrefs are the page's to write.
  const href = {name: 'href', quote: '"'};
  assert.deepEqual(page.html, ['<p><a', {slot: 'link', link: 0, attribute: href}, '>PDF</a> and <a', {slot: 'link', link: 1, attribute: href}, '>app</a></p>\n']);
  const targets: LinkTargets = {baseUrl: '/base/', routes: new Map(), anchors: new Map(), fileToPath: new Map(), files: new Set(), fileUrls: new Map(), contentRoots: ['docs']};
  assert.deepEqual(resolveLink(page.links[0], {route: '/base/docs/page'}, targets), {href: '/base/files/guide.pdf#page=2'});
  assert.deepEqual(resolveLink(page.links[1], {route: '/base/docs/page'}, targets), {href: '/base/app/'});
});

test('a heading link is recorded as any link written in HTML is, also when a site plugin changed its markup', async () => {
  const source = '## First part\n\nText\n\n## Second {#custom}\n';
  const page = parseContent(source);
  assert.deepEqual(page.links.map((l) => [l.kind, l.target, l.anchor, l.line, l.raw]), [['anchor', '', 'first-part', 1, '#first-part'], ['anchor', '', 'custom', 5, '#custom']]);
  // An anchor of the page itself stays as written.
  assert.deepEqual(page.html.filter((part) => typeof part === 'string').join('').match(/href="[^"]*"/g), ['href="#first-part"', 'href="#custom"']);
  const tagged = (md: MarkdownIt) => md.core.ruler.before('links', 'tag', (state) => {
    for (const token of state.tokens) for (const child of token.children ?? []) if (child.type === 'html_inline') child.content = child.content.replace('<a ', '<a data-x="1" ');
  });
  const changed = parseMarkdown(await getMarkdown([tagged]), {file: 'docs/page.md', source, kind: 'doc'});
  assert.deepEqual(changed.links, page.links);
  assert.match(changed.html.filter((part) => typeof part === 'string').join(''), /<a data-x="1" class="hash-link" href="#first-part"/);
});
