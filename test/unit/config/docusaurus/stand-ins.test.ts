import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {packageName, siteRequire, standIn, standInModule, standInOf} from '../../../../src/config/docusaurus/stand-ins.ts';
import {usedNames} from '../../../../src/config/docusaurus/load.ts';

test('a stand-in is callable, constructible, iterable, not a promise, and says which package it stands in for', async () => {
  const value = standIn('some-theme') as any;
  assert.equal(standInOf(value.themes.github), 'some-theme');
  assert.equal(standInOf(value.load('x').filter(Boolean)), 'some-theme');
  assert.equal(standInOf(new value.Plugin()), 'some-theme');
  assert.deepEqual([...value.list], []);
  assert.equal(`${value}`, '');
  assert.equal(await Promise.resolve(value), value, 'not thenable');
  assert.equal(JSON.stringify({value}), '{}');
});

test("Meta's internal docs helpers stand in as their public behaviour", () => {
  const {fbContent, fbInternalOnly} = standInModule('docusaurus-plugin-internaldocs-fb/internal') as any;
  assert.equal(fbContent({internal: 'a', external: 'b'}), 'b');
  assert.deepEqual(fbInternalOnly(['x']), []);
});

test('the names a module takes from a package: named imports, and the members read from a namespace import', () => {
  const source = "import {a, b as c, type T} from 'pkg';\nimport * as ns from 'other';\nconst x = ns.load(y) + ns.dump;\nfoo.ns.nope;\n";
  assert.deepEqual(usedNames(source, 'pkg'), ['a', 'b', 'T']);
  assert.deepEqual(usedNames(source, 'other'), ['load', 'dump']);
  assert.equal(packageName('@scope/name/sub/file.css'), '@scope/name');
  assert.equal(packageName('plain/sub'), 'plain');
});

test("the config's require finds .ts files, and an absent package resolves to its name and loads as a stand-in", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-require-'));
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), 'export default {};\n');
  const record = {absent: new Set<string>(), lent: new Set<string>()};
  const require = siteRequire(path.join(dir, 'docusaurus.config.js'), record);
  assert.equal(require.resolve('./sidebars'), path.join(dir, 'sidebars.ts'));
  assert.equal(require.resolve('sitegen-absent-pkg/preset'), 'sitegen-absent-pkg/preset');
  assert.equal(standInOf(require('sitegen-absent-other')), 'sitegen-absent-other');
  assert.deepEqual([...record.absent], ['sitegen-absent-pkg', 'sitegen-absent-other']);
  assert.equal(typeof require('yaml').parse, 'function', "sitegen's own package is lent");
  assert.deepEqual([...record.lent], ['yaml']);
  assert.throws(() => require.resolve('./missing'), /Cannot find module/);
  fs.rmSync(dir, {recursive: true, force: true});
});
