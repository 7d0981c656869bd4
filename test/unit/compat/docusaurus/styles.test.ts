import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {collectedCss, compileSass, loadStylesheet} from '../../../../src/compat/docusaurus/styles.ts';
import {StyleError} from '../../../../src/errors.ts';
import {scopedClassName} from '../../../../src/compat/docusaurus/css-modules.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-styles-'));
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
  fs.writeFileSync(path.join(site, name), text);
  return path.join(site, name);
};
const shown = (file: string) => path.relative(site, file);

test('Sass compiles with its partials, and the files it read are recorded', () => {
  write('src/_vars.scss', '$c: red;\n');
  const file = write('src/a.scss', '@use "vars";\n.a { color: vars.$c; }\n');
  const inputs = new Set<string>();
  assert.match(compileSass(file, site, shown, inputs), /\.a \{\s*color: red;\s*\}/);
  assert.ok([...inputs].some((input) => input.endsWith('_vars.scss')));
});

test('a Sass error is a StyleError naming the file and line', () => {
  const file = write('src/bad.scss', '.a {\n  color: $nope;\n}\n');
  assert.throws(() => compileSass(file, site, shown), (error: unknown) => error instanceof StyleError && error.location?.file === 'src/bad.scss' && error.location.line === 2);
});

test('a module stylesheet is scoped by its site path; a plain one is kept as written', () => {
  const module = write('src/pages/x.module.scss', '.hero { .title { margin: 0; } }\n');
  const scoped = loadStylesheet(module, site, shown);
  assert.deepEqual(scoped.classes, {hero: scopedClassName('src/pages/x.module.scss', 'hero'), title: scopedClassName('src/pages/x.module.scss', 'title')});
  const plain = write('src/pages/plain.css', '.hero { margin: 0; }\n');
  assert.deepEqual(loadStylesheet(plain, site, shown), {css: '.hero { margin: 0; }\n', classes: {}});
});

test('the collected CSS is in file order whatever order it was collected in', () => {
  const one = new Map([[path.join(site, 'b.css'), 'b{}'], [path.join(site, 'a.css'), 'a{}']]);
  const two = new Map([[path.join(site, 'a.css'), 'a{}'], [path.join(site, 'b.css'), 'b{}']]);
  assert.equal(collectedCss(one, site), collectedCss(two, site));
  assert.match(collectedCss(one, site), /^\/\* a\.css \*\/\na\{\}\n\n\/\* b\.css \*\/\nb\{\}\n$/);
});
