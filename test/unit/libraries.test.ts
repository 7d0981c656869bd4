import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';
import {execFileSync} from 'node:child_process';
import {htmlParser, htmlparser2, jsxParser, json5} from '../../src/libraries.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The packages a module loads when it is imported: its static imports, followed through sitegen's own files. */
async function packagesLoadedBy(entry: string): Promise<Set<string>> {
  const built = await esbuild.build({entryPoints: [path.join(ROOT, entry)], bundle: true, write: false, metafile: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'silent', outdir: 'out', splitting: true});
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of built.metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(path.relative(process.cwd(), path.join(ROOT, entry)).split(path.sep).join('/'));
  return packages;
}

test('the build command does not load the libraries only making something anew needs (a warm build makes nothing)', async () => {
  const loaded = await packagesLoadedBy('src/commands/build.ts');
  assert.ok(loaded.has('fast-glob'), 'the walk follows the imports');
  for (const library of ['zod', 'htmlparser2', 'acorn', 'acorn-jsx', 'json5', 'feed']) assert.ok(!loaded.has(library), `${library} is loaded when the build command is imported`);
});

test('the libraries are loaded once and work', () => {
  assert.equal(htmlparser2(), htmlparser2());
  assert.deepEqual(htmlparser2().parseDocument('<p id="a">x</p>').children.map((node) => ('name' in node ? node.name : '')), ['p']);
  assert.equal(jsxParser().parse('const a = <b c="d" />;', {ecmaVersion: 'latest', sourceType: 'module'}).body.length, 1);
  assert.deepEqual(json5().parse('{a: 1,}'), {a: 1});
});

test('the HTML scans load htmlparser2\'s Parser without its DOM modules, and it is the package\'s own Parser', () => {
  const script = `
    import {createRequire} from 'node:module';
    const {htmlParser} = await import(${JSON.stringify(path.join(ROOT, 'src/libraries.ts'))});
    const ids = [];
    new (htmlParser())({onattribute: (name, value) => name === 'id' && ids.push(value)}).end('<p id="a&amp;b">x</p>');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({ids, dom: loaded.filter((file) => /[\\/](domhandler|domutils|dom-serializer)[\\/]/.test(file)).length}));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'});
  assert.deepEqual(JSON.parse(out), {ids: ['a&b'], dom: 0});
  assert.equal(htmlParser(), htmlparser2().Parser);
});
