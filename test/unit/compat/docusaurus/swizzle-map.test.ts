import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SWIZZLE_MAP, swizzleCounterpart} from '../../../../src/compat/docusaurus/swizzle-map.ts';
import {LAYER_MODULES} from '../../../../src/compat/docusaurus/plugin.ts';
import {SWIZZLE_PROPS} from '../../../../src/compat/docusaurus/runtime/swizzle-props.ts';
import {THEME_COMPONENTS} from '../../../../src/theme-names.ts';
import {ROOT} from '../../../helpers/site.ts';

test('every counterpart exists: a theme component with a props adapter, or a module of the layer', () => {
  for (const [name, counterpart] of Object.entries(SWIZZLE_MAP)) {
    if ('component' in counterpart) {
      assert.ok((THEME_COMPONENTS as readonly string[]).includes(counterpart.component), `${name} → ${counterpart.component}`);
      assert.ok(SWIZZLE_PROPS[name], `${name} has a props adapter`);
    } else {
      assert.ok(LAYER_MODULES[counterpart.layer], `${name} → ${counterpart.layer}`);
    }
  }
  assert.equal(swizzleCounterpart('DocItem/Footer'), undefined);
  assert.equal(swizzleCounterpart('toString'), undefined, 'only the map’s own names');
});

test('the README documents the whole mapping, as the data says', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const match of readme.matchAll(/^ {2}\| (`[^|]+`) \| `(\w+)`[^|]*\| [^|]+\|$/gm)) {
    for (const name of match[1].split(', ')) rows.set(name.replace(/`/g, ''), match[2]);
  }
  const layer = /^ {2}(`Layout`[^\n]*) are the Docusaurus layer's modules/m.exec(readme)?.[1] ?? '';
  for (const [name, counterpart] of Object.entries(SWIZZLE_MAP)) {
    if ('component' in counterpart) assert.equal(rows.get(name), counterpart.component, name);
    else assert.match(layer, new RegExp(`\`${name}\``), name);
  }
  assert.equal(rows.size, Object.values(SWIZZLE_MAP).filter((counterpart) => 'component' in counterpart).length);
});
