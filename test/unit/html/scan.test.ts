import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rewriteUrls, scanHtml, withoutChrome} from '../../../src/html/scan.ts';

const PAGE = `<nav data-chrome><a href="/a">A</a><div><a href='/b'>b</a></div></nav>
<main><h2 id="x">X</h2><a href=/c?x=1&amp;y=2>c</a><img src="/i.png" srcset="/i.png 1x, /j.png 2x">
<li id="li">item</li><script>var s = "<a href='/not-a-link' id='not-an-id'>";</script><h4 id=raw>r</h4><a name="old"></a></main>
<footer data-chrome><a href="/f">f</a></footer>`;

test('ids of every element count, raw HTML included: <li id>, unquoted <h4 id>, <a name>', () => {
  assert.deepEqual(scanHtml(PAGE).ids, ['x', 'li', 'raw', 'old']);
});

test('URLs come with their line, whether they sit in chrome, and entities decoded; script text is not HTML', () => {
  const urls = scanHtml(PAGE).urls.map((u) => [u.tag, u.attribute, u.value, u.line, u.chrome]);
  assert.deepEqual(urls, [
    ['a', 'href', '/a', 1, true],
    ['a', 'href', '/b', 1, true],
    ['a', 'href', '/c?x=1&y=2', 2, false],
    ['img', 'src', '/i.png', 2, false],
    ['img', 'srcset', '/i.png', 2, false],
    ['img', 'srcset', '/j.png', 2, false],
    ['a', 'href', '/f', 4, true],
  ]);
});

test('rewriting changes only URL values, keeping quotes and the rest byte for byte', () => {
  const scan = scanHtml(PAGE);
  const out = rewriteUrls(PAGE, scan.urls, (url) => `/sub${url.value}`);
  const expected = `<nav data-chrome><a href="/sub/a">A</a><div><a href='/sub/b'>b</a></div></nav>
<main><h2 id="x">X</h2><a href=/sub/c?x=1&amp;y=2>c</a><img src="/sub/i.png" srcset="/sub/i.png 1x, /sub/j.png 2x">
<li id="li">item</li><script>var s = "<a href='/not-a-link' id='not-an-id'>";</script><h4 id=raw>r</h4><a name="old"></a></main>
<footer data-chrome><a href="/sub/f">f</a></footer>`;
  assert.equal(out, expected);
  assert.ok(out.includes(`<script>var s = "<a href='/not-a-link'`));
});

test('chrome regions are cut out whole, nested elements included', () => {
  const out = withoutChrome(PAGE);
  assert.ok(!out.includes('/a"') && !out.includes('/f"') && !out.includes('<nav'));
  assert.ok(out.includes('<main>') && out.includes('</main>'));
});
