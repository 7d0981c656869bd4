import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {importedImageUrl, svgModule} from '../../../../src/compat/docusaurus/assets.ts';

test('an image of static/ is served where it is; another is hashed into assets/ and recorded', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-assets-'));
  fs.mkdirSync(path.join(site, 'static/img'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src'), {recursive: true});
  fs.writeFileSync(path.join(site, 'static/img/a.png'), 'a');
  fs.writeFileSync(path.join(site, 'src/b.png'), 'b');
  const assets = new Map<string, string>();
  assert.equal(importedImageUrl(site, path.join(site, 'static/img/a.png'), assets), '/img/a.png');
  const url = importedImageUrl(site, path.join(site, 'src/b.png'), assets);
  assert.match(url, /^\/assets\/b-[0-9a-f]{8}\.png$/);
  assert.deepEqual([...assets], [[url.slice(1), path.join(site, 'src/b.png')]]);
});

test('an SVG module keeps its root attributes in React form and its inner markup', () => {
  const module = svgModule('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="x" viewBox="0 0 1 1" fill-rule="evenodd"><path d="M0 0"/></svg>', '/img/a.svg');
  assert.match(module, /\{"xmlns":"http:\/\/www.w3.org\/2000\/svg","className":"x","viewBox":"0 0 1 1","fillRule":"evenodd"\}/);
  assert.match(module, /"<path d=\\"M0 0\\"\/>"/);
  assert.match(module, /export const url = "\/img\/a.svg";/);
});
