import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {reactResolver, siteReactDir, siteReactVersion} from '../../../../src/compat/docusaurus/react.ts';

test("a site without React uses sitegen's; a site with its own uses that copy, on both targets", () => {
  const bare = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-react-')));
  assert.equal(siteReactDir(bare), undefined);
  assert.equal(reactResolver(bare)('react', 'server'), undefined);
  const own = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-react-')));
  for (const name of ['react', 'react-dom']) {
    fs.mkdirSync(path.join(own, 'node_modules', name), {recursive: true});
    fs.writeFileSync(path.join(own, 'node_modules', name, 'package.json'), JSON.stringify({name, version: '99.1.0', main: 'index.js'}));
    fs.writeFileSync(path.join(own, 'node_modules', name, 'index.js'), 'module.exports = {};\n');
    fs.writeFileSync(path.join(own, 'node_modules', name, 'server.js'), 'module.exports = {};\n');
  }
  assert.equal(siteReactDir(own), path.join(own, 'node_modules/react'));
  assert.equal(siteReactVersion(own), '99.1.0');
  const resolve = reactResolver(own);
  assert.deepEqual(resolve('react', 'server'), {path: path.join(own, 'node_modules/react/index.js'), external: true});
  assert.deepEqual(resolve('react-dom/server', 'browser'), {path: path.join(own, 'node_modules/react-dom/server.js')});
  assert.equal(resolve('react-markdown', 'server'), undefined);
});
