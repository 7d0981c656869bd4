import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {htmlFileFor, stripChrome} from '../../../src/check/chrome.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-chrome-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));
fs.mkdirSync(path.join(dir, 'dist/docs'), {recursive: true});
fs.mkdirSync(path.join(dir, 'dist-sibling'), {recursive: true});
fs.writeFileSync(path.join(dir, 'dist/docs/a.html'), 'a');
fs.writeFileSync(path.join(dir, 'dist-sibling/secret.html'), 'secret');

test('the crawl server finds pages in the output folder and never outside it (/..%2Fsibling was served)', () => {
  const out = path.join(dir, 'dist');
  assert.equal(htmlFileFor(out, '/docs/a'), path.join(out, 'docs/a.html'));
  assert.equal(htmlFileFor(out, '/..%2Fdist-sibling/secret'), undefined);
  assert.equal(htmlFileFor(out, '/../dist-sibling/secret.html'), undefined);
});

test('chrome regions are cut out by the HTML parser, their links kept for the start page', () => {
  const {html, links} = stripChrome('<header data-chrome=""><nav><a href="/x">x</a></nav></header><main><a href="/y">y</a></main><footer data-chrome><a href="/z">z</a></footer>');
  assert.equal(html, '<main><a href="/y">y</a></main>');
  assert.deepEqual(links, ['/x', '/z']);
});
