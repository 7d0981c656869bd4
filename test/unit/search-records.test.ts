// Record extraction on fixture pages (DocSearch shape), the local index's wire format, and the
// text helpers that make highlights and snippets safe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getMarkdown} from '../../src/content/load.ts';
import {parseMarkdown} from '../../src/content/parse.ts';
import type {Route} from '../../src/routes/types.ts';
import {chunks, recordsForRoute} from '../../src/search/records.ts';
import {buildLocalIndex} from '../../src/search/local-index.ts';
import {LocalEngine} from '../../src/client/search/local-engine.ts';
import {decodeNumbers, decodePostings, decodeTerms, documentTerms, encodeNumbers, encodePostings, encodeTerms, toDocument} from '../../src/shared/local-index.ts';
import {rangeOf, recordMetas, type LocalIndexCore, type LocalIndexShard} from '../../src/shared/search-index-format.ts';
import {highlightText, segmentsFromMarked, segmentsToHtml, snippetText} from '../../src/shared/search-text.ts';

const md = await getMarkdown();
const source = `---
title: interpolate()
---

Maps a **value** from one range to another.

## Parameters

The \`input\` number.

### Extrapolation {#extrapolate}

${'Word '.repeat(130).trim()}.

## Example

Text.
`;
const parsed = parseMarkdown(md, {file: 'docs/interpolate.md', source, kind: 'doc'});
const docRoute = {
  kind: 'doc',
  path: '/docs/interpolate',
  source: 'docs/interpolate.md',
  title: 'interpolate()',
  description: '',
  doc: {breadcrumbs: [{label: 'API', href: '/docs/api'}, {label: 'remotion', href: ''}]},
} as unknown as Route;

test('one record for the page, one per heading section and one per paragraph group, DocSearch-shaped', () => {
  const records = recordsForRoute(docRoute, parsed);
  assert.deepEqual(
    records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content?.slice(0, 12) ?? null]),
    [
      ['lvl1', '/docs/interpolate', null, null, null],
      ['content', '/docs/interpolate', null, null, 'Maps a value'],
      ['lvl2', '/docs/interpolate#parameters', 'Parameters', null, null],
      ['content', '/docs/interpolate#parameters', 'Parameters', null, 'The input nu'],
      ['lvl3', '/docs/interpolate#extrapolate', 'Parameters', 'Extrapolation', null],
      ['content', '/docs/interpolate#extrapolate', 'Parameters', 'Extrapolation', 'Word Word Wo'],
      ['content', '/docs/interpolate#extrapolate', 'Parameters', 'Extrapolation', 'Word Word Wo'],
      ['content', '/docs/interpolate#extrapolate', 'Parameters', 'Extrapolation', 'Word Word Wo'],
      ['lvl2', '/docs/interpolate#example', 'Example', null, null],
      ['content', '/docs/interpolate#example', 'Example', null, 'Text.'],
    ],
  );
  const first = records[0];
  assert.deepEqual(first.hierarchy, {lvl0: 'remotion', lvl1: 'interpolate()', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  assert.equal(first.language, 'en');
  assert.deepEqual(first.docusaurus_tag, ['default', 'docs-default-current']);
  assert.deepEqual(records.map((r) => r.objectID).slice(0, 3), ['/docs/interpolate#0', '/docs/interpolate#1', '/docs/interpolate#2']);
});

test('blog posts have records with the blog as lvl0 and the blog tags', () => {
  const post = {kind: 'blog-post', path: '/blog/hello', source: 'blog/hello.md', title: 'Hello', description: '', blog: {id: 'blog', title: 'Blog'}} as unknown as Route;
  const records = recordsForRoute(post, parseMarkdown(md, {file: 'blog/hello.md', source: '---\ntitle: Hello\n---\n\nFirst post.\n', kind: 'post'}));
  assert.deepEqual(records.map((r) => [r.type, r.hierarchy.lvl0, r.content]), [['lvl1', 'Blog', null], ['content', 'Blog', 'First post.']]);
  assert.deepEqual(records[0].docusaurus_tag, ['default', 'blog-blog']);
  assert.deepEqual(recordsForRoute({...post, kind: 'page'} as Route, parsed), [], 'React pages have no records');
});

test('long text splits into equal chunks of at most 60 words', () => {
  assert.deepEqual(chunks(Array.from({length: 130}, (_, i) => `w${i}`).join(' ')).map((c) => c.split(' ').length), [44, 44, 42]);
  assert.deepEqual(chunks('  '), []);
});

test('the wire format round-trips postings, numbers and the vocabulary', () => {
  const numbers = [0, 1, 31, 32, 1023, 1024, 123456789];
  assert.deepEqual(decodeNumbers(encodeNumbers(numbers)), numbers);
  const postings = {'0': {'3': 1, '17': 2}, '2': {'0': 5, '40000': 1}};
  assert.deepEqual(decodePostings(encodePostings(postings)), postings);
  const terms = ['a', 'ab', 'abc', 'b', 'interpolate', 'interpolatecolors', 'émoji'];
  assert.deepEqual(decodeTerms(encodeTerms(terms)), terms);
});

test('the built index lists every term of every record under the field it came from, and the engine finds each record', async () => {
  const records = recordsForRoute(docRoute, parsed);
  const {files, coreUrl} = buildLocalIndex(records, {dir: 'search', publicPath: '/'});
  const engine = await LocalEngine.open(coreUrl, async (url) => JSON.parse(files.get(url.slice(1))!));
  const core = JSON.parse(files.get(coreUrl.slice(1))!) as LocalIndexCore;
  assert.deepEqual(recordMetas(core).map((m) => [m.objectID, m.url, m.type, m.hierarchy.lvl3 ?? null]), records.map((r) => [r.objectID, r.url, r.type, r.hierarchy.lvl3]));
  const terms = decodeTerms(core.terms);
  const postingsOf = (term: string) => {
    const n = terms.indexOf(term);
    const [first, url] = core.shards[rangeOf(core.shards, n)];
    return decodePostings((JSON.parse(files.get(url.slice(1))!) as LocalIndexShard).postings[n - first]);
  };
  records.forEach((record, id) => {
    documentTerms(toDocument(record)).forEach((fieldTerms, field) => {
      for (const term of fieldTerms) assert.equal(postingsOf(term)[field]?.[id], fieldTerms.filter((t) => t === term).length, `${record.objectID} ${term}`);
    });
  });
  assert.deepEqual(decodeNumbers(core.stats.contentLength), records.map((r) => documentTerms(toDocument(r))[2].length));
  for (const [query, objectID] of [['value', '/docs/interpolate#1'], ['extrapolation', '/docs/interpolate#4'], ['paramters', '/docs/interpolate#2']]) {
    const {hits} = await engine.search({query, page: 0, hitsPerPage: 50, snippetWords: 10});
    assert.ok(hits.some((hit) => hit.objectID === objectID), `${query}: ${hits.map((h) => h.objectID).join(' ')}`);
  }
});

test('highlights and snippets are segments; HTML comes out escaped with only <mark> added', () => {
  const matched = new Set(['range']);
  assert.deepEqual(highlightText('A <b>range</b> & more', matched), ['A <b>', 'range', '</b> & more']);
  assert.equal(segmentsToHtml(highlightText('<script>alert(1)</script> range', matched)), '&lt;script&gt;alert(1)&lt;/script&gt; <mark>range</mark>');
  assert.deepEqual(snippetText('one two three four five six seven range eight nine ten eleven twelve', matched, 5), ['… six seven ', 'range', ' eight nine …']);
  assert.deepEqual(snippetText('range is first here', matched, 10), ['', 'range', ' is first here']);
  assert.deepEqual(segmentsFromMarked('a __sitegen-mark__<i>b</i>__/sitegen-mark__ c'), ['a ', '<i>b</i>', ' c']);
  assert.deepEqual(segmentsFromMarked('stray __sitegen-mark__ open'), ['stray  open']);
});

test('a list of links ("See also") is not indexed as run-together prose; list items with text are', () => {
  const source = '---\ntitle: spring()\n---\n\nIntro.\n\n- A list item with [a link](./x.md) inside text.\n\n## See also\n\n- [`measureSpring()`](./measure-spring.md)\n- [interpolate()](./interpolate.md)\n';
  const records = recordsForRoute({...docRoute, path: '/docs/spring', title: 'spring()'} as Route, parseMarkdown(md, {file: 'docs/spring.md', source, kind: 'doc'}));
  assert.deepEqual(
    records.map((r) => [r.type, r.content]),
    [
      ['lvl1', null],
      ['content', 'Intro. A list item with a link inside text.'],
      ['lvl2', null],
    ],
  );
});
