import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './markdown/helpers.ts';

test('front matter title and a leading body h1: the title names the page, the h1 is its heading (bug: the h1 was dropped)', () => {
  const page = parse('---\ntitle: Short title\n---\n\n# A longer heading for readers\n\nBody.\n');
  assert.equal(page.title, 'Short title');
  assert.equal(page.heading, 'A longer heading for readers');
  assert.doesNotMatch(page.html, /<h1/);
});

test('only one of title and h1: both name and heading come from it', () => {
  const fromH1 = parse('# From the body\n\nText.\n');
  assert.deepEqual([fromH1.title, fromH1.heading], ['From the body', 'From the body']);
  const fromFront = parse('---\ntitle: From front matter\n---\n\nText.\n');
  assert.deepEqual([fromFront.title, fromFront.heading], ['From front matter', 'From front matter']);
});

test('an h1 further down the body stays in the content', () => {
  const page = parse('---\ntitle: T\n---\n\nIntro.\n\n# Second part\n');
  assert.equal(page.heading, 'T');
  assert.match(page.html, /<h1 id="second-part">Second part<\/h1>/);
});
