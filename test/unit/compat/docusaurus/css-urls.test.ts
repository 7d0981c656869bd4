import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hasRelativeUrls, rebaseCssUrls} from '../../../../src/compat/docusaurus/css-urls.ts';
import {StyleError} from '../../../../src/errors.ts';

test('only a relative url() needs rewriting: absolute, remote, data and fragment URLs and comments do not', () => {
  for (const css of ['a{b:url(/x.png)}', "a{b:url('https://x/y.png')}", 'a{b:url("data:image/png;base64,AA")}', 'a{b:url(#f)}', '/* url(./x.png) */a{}']) {
    assert.equal(hasRelativeUrls(css), false, css);
  }
  for (const css of ['a{b:url(./x.png)}', "a{b:url( '../x.png')}", 'a{b:url(x.png)}']) assert.equal(hasRelativeUrls(css), true, css);
});

test('a stylesheet without relative URLs comes back byte for byte', async () => {
  const css = '.a   {color:red}\n';
  assert.equal(await rebaseCssUrls(css, '/nowhere/a.css', {shown: (f) => f}), css);
});

test('relative URLs point at content-named copies beside the stylesheet; the sources are recorded', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-css-urls-'));
  fs.mkdirSync(path.join(dir, 'img'));
  fs.writeFileSync(path.join(dir, 'img/a.png'), 'a');
  const assets = new Map<string, string>();
  const inputs = new Set<string>();
  const css = await rebaseCssUrls('.x { background: url(img/a.png?v=2); }\n', path.join(dir, 'x.css'), {shown: (f) => f, assets, inputs});
  const [name, source] = [...assets][0];
  assert.match(name, /^assets\/a-[A-Z0-9]+\.png$/);
  assert.equal(source, path.join(dir, 'img/a.png'));
  assert.ok(css.includes(`url("./${path.basename(name)}?v=2")`), css);
  assert.doesNotMatch(css, /^\/\*/, 'no heading comment of esbuild\'s');
  assert.deepEqual([...inputs], [source]);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a URL naming no file is a StyleError with the file and line', async () => {
  await assert.rejects(
    rebaseCssUrls('.x {\n  background: url(./gone.png);\n}\n', '/nowhere/x.css', {shown: () => 'src/x.css'}),
    (error: unknown) => error instanceof StyleError && error.location?.file === 'src/x.css' && error.location.line === 2,
  );
});
