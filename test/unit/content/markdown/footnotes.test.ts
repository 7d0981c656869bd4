import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('GFM footnotes: numbered references, a labelled list and a back-link per reference', () => {
  const page = parse('A[^first] and B[^b] and A again[^first].\n\n[^first]: The *first* note.\n[^b]: Second.\n');
  assert.match(page.html, /<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref aria-describedby="footnote-label">1<\/a><\/sup>/);
  assert.match(page.html, /<a href="#fn-2" id="fnref-2"[^>]*>2<\/a>/);
  // The second use of a note gets its own id, and its own way back.
  assert.match(page.html, /<a href="#fn-1" id="fnref-1-2"/);
  assert.match(page.html, /<section class="footnotes" data-footnotes>\n<h2 id="footnote-label" class="visually-hidden">Footnotes<\/h2>/);
  assert.match(page.html, /<li id="fn-1"><p>The <em>first<\/em> note\. <a href="#fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to reference 1">/);
  assert.match(page.html, /href="#fnref-1-2"[^>]*aria-label="Back to reference 1 \(2\)"/);
  assert.doesNotMatch(page.html, /\[\^first\]/);
  // Every fragment link has its target, so the link check passes.
  for (const id of ['fn-1', 'fn-2', 'fnref-1', 'fnref-1-2', 'fnref-2', 'footnote-label']) assert.ok(page.anchors.includes(id), id);
});

test('footnotes stay out of admonition titles (bug: the list was rendered inside every title)', () => {
  const page = parse('Text[^1].\n\n:::tip[Title]\nBody\n:::\n\n[^1]: Note.\n');
  assert.match(page.html, /<p class="admonition__title">Title<\/p>/);
  assert.equal(page.html.match(/data-footnotes/g)?.length, 1);
});
