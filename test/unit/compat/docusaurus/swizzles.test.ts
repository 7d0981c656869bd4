import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {interactiveSwizzles, siteSwizzles, swizzleIslandName, unusedSwizzleMessage} from '../../../../src/compat/docusaurus/swizzles.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-swizzles-'));
process.on('exit', () => fs.rmSync(site, {recursive: true, force: true}));
const write = (name: string, text = 'export default () => null;\n') => {
  fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
  fs.writeFileSync(path.join(site, name), text);
};

test('every component module under src/theme is the swizzle of its path; tests, typings and stylesheets are not', () => {
  assert.deepEqual(siteSwizzles(site), [], 'no src/theme: no swizzles');
  write('src/theme/Footer/index.js', "import {useState} from 'react';\nexport default () => { useState(0); return null; };\n");
  write('src/theme/Footer/styles.module.css', '.a {}');
  write('src/theme/Footer/Links.tsx');
  write('src/theme/Logo.jsx');
  write('src/theme/DocItem/Footer/index.tsx');
  write('src/theme/NavbarItem/index.test.js');
  write('src/theme/NavbarItem/__tests__/a.js');
  write('src/theme/types.d.ts', 'export {};\n');
  write('src/theme/TOC.js');
  write('src/theme/TOC/index.js');
  const found = siteSwizzles(site);
  assert.deepEqual(
    found.map(({name, file}) => [name, file]),
    [
      ['DocItem/Footer', 'src/theme/DocItem/Footer/index.tsx'],
      ['Footer', 'src/theme/Footer/index.js'],
      ['Footer/Links', 'src/theme/Footer/Links.tsx'],
      ['Logo', 'src/theme/Logo.jsx'],
      ['TOC', 'src/theme/TOC.js'],
    ],
  );
  assert.deepEqual(found.find((swizzle) => swizzle.name === 'Logo')?.counterpart, {component: 'Brand', part: 'the logo and title link of the navbar'});
  assert.equal(found.find((swizzle) => swizzle.name === 'DocItem/Footer')?.counterpart, undefined);
  assert.match(unusedSwizzleMessage(found[0]), /^src\/theme\/DocItem\/Footer\/index\.tsx: swizzles Docusaurus's theme component DocItem\/Footer, which sitegen has no counterpart for/);
  assert.deepEqual(interactiveSwizzles(site, found).map((swizzle) => swizzle.name), ['Footer'], 'only a swizzle with a counterpart and browser code hydrates');
  assert.equal(swizzleIslandName(found[2]), 'swizzle-footer-links');
});
