import {test} from 'node:test';
import assert from 'node:assert/strict';
import MarkdownIt, {type Token} from 'markdown-it';
import {full as emoji} from 'markdown-it-emoji';
import {emojiPlugin} from '../../../../src/content/markdown/emoji.ts';

const ours = new MarkdownIt({html: true, linkify: true}).use(emojiPlugin);
/** markdown-it-emoji's own rule, which ours stands for. */
const theirs = new MarkdownIt({html: true, linkify: true}).use(emoji, {shortcuts: {}});

test('shortcodes become emoji in headings, lists, quotes and tables', () => {
  const source = '# Ship it :rocket:\n\n- one :tada:\n- two\n\n> quoted :+1: and :-1: :t-rex:\n\n| a | b |\n|---|---|\n| :x: | y |\n';
  const html = ours.render(source);
  for (const shown of ['🚀', '🎉', '👍', '👎', '🦖', '❌']) assert.ok(html.includes(shown), shown);
  assert.equal(html, theirs.render(source));
});

test('links, code, unknown names, smileys and times stay as written', () => {
  const source = 'See https://example.com/:tada: and <https://example.com/a:tada:b> [x :smile:](https://e.com/:tada:)\n\n`:tada:` :not_an_emoji: (a:) :-) 10:30 :: :::tada: :foo:tada:\n\n```\n:tada:\n```\n';
  const html = ours.render(source);
  assert.equal(html, theirs.render(source));
  assert.match(html, /<code>:tada:<\/code> :not_an_emoji: \(a:\) :-\) 10:30 :: ::🎉 :foo🎉/);
  assert.match(html, /\[?<a href="https:\/\/e.com\/:tada:">x 😄<\/a>/);
});

test('the tokens are those of markdown-it-emoji, on generated text of names, colons and links', () => {
  const parts = [':', 'tada', 'smile', '+1', '-1', 'x', 'constructor', '__proto__', ' ', 'a', '`', '*', 'https://e.com/', '<', '>', '\n', '[l](/u)', '1', 'e-mail'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % parts.length;
  const shape = (tokens: Token[]) => JSON.stringify(tokens.map((t) => [t.type, t.content, t.markup, t.level, (t.children ?? []).map((c) => [c.type, c.content, c.markup, c.level, c.nesting])]));
  for (let n = 0; n < 3000; n++) {
    let source = '';
    for (let length = n % 24; length > 0; length--) source += parts[next()];
    assert.equal(shape(ours.parse(source, {})), shape(theirs.parse(source, {})), JSON.stringify(source));
  }
});
