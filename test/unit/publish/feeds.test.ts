import {test} from 'node:test';
import assert from 'node:assert/strict';
import {absoluteHtml} from '../../../src/publish/feeds.ts';
import {markdownPath} from '../../../src/publish/llms.ts';

test('feed content: every URL absolute against the post, no truncate marker', () => {
  const html = '<p><a href="/docs/x#a">x</a> <a href="#top">top</a> <a href="other">o</a> <img src="/assets/a.png"> <a href="https://e.org/">e</a></p>\n<!--truncate-->\n';
  assert.equal(
    absoluteHtml(html, 'https://example.com/sub/blog/post'),
    '<p><a href="https://example.com/docs/x#a">x</a> <a href="https://example.com/sub/blog/post#top">top</a> <a href="https://example.com/sub/blog/other">o</a> <img src="https://example.com/assets/a.png"> <a href="https://e.org/">e</a></p>\n',
  );
});

test("a docs page's markdown is at its URL with .md appended", () => {
  assert.equal(markdownPath('/docs/interpolate', '/'), '/docs/interpolate.md');
  assert.equal(markdownPath('/docs/', '/'), '/docs.md');
  assert.equal(markdownPath('/sub/', '/sub/'), '/sub/index.md');
  assert.equal(markdownPath('/', '/'), '/index.md');
});
