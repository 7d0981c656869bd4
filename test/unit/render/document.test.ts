import {test} from 'node:test';
import assert from 'node:assert/strict';
import {bodyIncludes, documentParts} from '../../../src/render/document.ts';
import type {ClientAssets} from '../../../src/bundle/types.ts';

const assets = {css: '/assets/theme.css', boot: '/assets/boot.js'} as ClientAssets;

test('documentParts: the body sits at `body` in the whole, and `top` ends where extraHead begins', () => {
  const args = {lang: 'en', dir: 'ltr', head: '<title>t</title>', themeScript: '<script></script>', assets, body: '<main>body</main>', extraHead: '\n<script id="data">{}</script>', bodyStart: '<div>start</div>', bodyEnd: '<div>end</div>'};
  const {top, rest, body} = documentParts(args);
  const html = top + rest;
  assert.equal(html.slice(body, body + args.body.length), args.body);
  assert.ok(rest.startsWith(args.extraHead));
  assert.ok(top.endsWith('<script type="module" src="/assets/boot.js"></script>'));
  assert.equal(html.slice(body - args.bodyStart.length, body), args.bodyStart);
  assert.equal(html.slice(body + args.body.length), '<div>end</div>\n</body>\n</html>\n');
  assert.ok(html.startsWith('<!DOCTYPE html>\n<html lang="en" dir="ltr" data-theme="light">\n<head>\n'));
});

test('bodyIncludes finds text in the body alone: not in the head, the markup around the body, or across its end', () => {
  const args = {lang: 'en', dir: 'ltr', head: '<title>class="katex"</title>', themeScript: '', assets, body: '<p>a</p><span class="katex">x</span><p>class="ka', extraHead: '', bodyStart: '<i>data-diagram</i>', bodyEnd: 'tex"<b>data-diagram="mermaid"</b>'};
  const {top, rest, body} = documentParts(args);
  const html = top + rest;
  const at = {at: body, length: args.body.length};
  assert.equal(bodyIncludes(html, at, 'class="katex"'), true);
  assert.equal(bodyIncludes(html, at, 'data-diagram="mermaid"'), false);
  assert.equal(bodyIncludes(html, at, '<title>'), false);
  // The body's last words run on into bodyEnd: `class="katex"` across the end is not the body's.
  const tail = {...args, body: '<p>class="ka'};
  const parts = documentParts(tail);
  assert.equal(bodyIncludes(parts.top + parts.rest, {at: parts.body, length: tail.body.length}, 'class="katex"'), false);
  assert.equal((parts.top + parts.rest).includes('class="katex"'), true);
});
