import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {importedNames, importLine, layerModule, LAYER_MODULES} from '../../../../src/compat/docusaurus/plugin.ts';

test('every module of the layer exists, on both targets', () => {
  for (const specifier of Object.keys(LAYER_MODULES)) {
    for (const target of ['server', 'browser'] as const) {
      const file = layerModule(specifier, target)!;
      assert.ok(fs.existsSync(file), `${specifier} (${target}): ${file}`);
    }
  }
  assert.match(layerModule('@theme/CodeBlock', 'browser')!, /CodeBlock\.browser\.tsx$/);
  assert.equal(layerModule('@docusaurus/Link/index', 'server'), layerModule('@docusaurus/Link', 'server'));
  assert.equal(layerModule('@docusaurus/plugin-ideal-image', 'server'), undefined);
});

test('the names a file imports from a module, and the line it does so on', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-compat-')), 'page.jsx');
  fs.writeFileSync(file, "import x from 'a';\nimport Widget, {Part, Other as O, type T} from 'widget';\nimport {only} from \"widget\";\n");
  assert.deepEqual(importedNames(file, 'widget').sort(), ['Other', 'Part', 'T', 'default', 'only']);
  assert.equal(importLine(file, 'widget'), 2);
  assert.equal(importLine(file, 'nowhere'), 1);
});
