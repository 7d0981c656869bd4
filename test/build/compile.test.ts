// scripts/compile.mjs: which packages the compiled engine carries in its chunks and which it leaves
// to Node, and that the engine so compiled still runs a build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {ROOT, runCli, tempDir} from '../helpers/site.ts';

// A plain script without type declarations: imported by its URL, with the types it exports.
const {BUNDLED_PACKAGES, LIB, compile, inlineClassFields, ownSource} = (await import(pathToFileURL(path.join(ROOT, 'scripts/compile.mjs')).href)) as {
  BUNDLED_PACKAGES: string[];
  LIB: string;
  compile(): Promise<void>;
  inlineClassFields(code: string): string;
  ownSource(file: string, root?: string): boolean;
};

const importsOf = (code: string) => new Set([...code.matchAll(/(?:from |import\(|require\()"([^"]+)"/g)].map((m) => m[1]));

test('the engine carries zod, fast-glob and micromatch in its chunks and imports other packages from node_modules', async () => {
  await compile();
  const files = (fs.readdirSync(LIB, {recursive: true}) as string[]).filter((file) => file.endsWith('.mjs'));
  const imported = new Set(files.flatMap((file) => [...importsOf(fs.readFileSync(path.join(LIB, file), 'utf8'))]));
  for (const name of BUNDLED_PACKAGES) {
    assert.ok(![...imported].some((spec) => spec === name || spec.startsWith(`${name}/`)), `${name} is not imported`);
  }
  for (const name of ['react', 'esbuild', 'commander']) assert.ok(imported.has(name), `${name} is imported`);
});

test('the parse worker sets markdown-it\'s class fields by assignment, not through the define helper', () => {
  const worker = fs.readFileSync(path.join(LIB, 'parse-worker.mjs'), 'utf8');
  assert.ok(worker.includes('Token = class'), 'markdown-it is bundled');
  assert.equal(worker.match(/_defineProperty\(\s*this,\s*"/g), null);
  assert.match(worker, /this\.children = null;/);
});

test('inlineClassFields rewrites field definitions with simple values and leaves other calls alone', () => {
  const code = '_defineProperty(\n\tthis,\n\t/**\n\t* Source map info.\n\t*/\n\t"map",\n\tnull\n);\n_defineProperty(this, "parentType", "root");\n_defineProperty(this, "Token", Token);\n_defineProperty(this, "ruler", new Ruler());\n_defineProperty(this, "rules", { ...default_rules });\n_defineProperty(MarkdownIt, "Token", Token);';
  assert.equal(
    inlineClassFields(code),
    'this.map = null;\nthis.parentType = "root";\nthis.Token = Token;\nthis.ruler = new Ruler();\n_defineProperty(this, "rules", { ...default_rules });\n_defineProperty(MarkdownIt, "Token", Token);',
  );
});

test('the compiled engine validates a config and globs the content (zod and fast-glob bundled)', () => {
  const site = tempDir();
  fs.mkdirSync(path.join(site, 'docs'));
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
  const out = path.join(tempDir(), 'dist');
  const result = runCli(['build', '--site', site, '--out', out, '--no-cache']);
  assert.equal(result.status, 0, result.stderr);
  assert.ok(fs.existsSync(path.join(out, 'docs/intro.html')));
});

test('bug: an engine installed in a node_modules folder bundled every package its sources import (init failed on url-parse)', () => {
  const installed = path.join(path.sep, 'app', 'node_modules', 'sitegen');
  assert.equal(ownSource(path.join(installed, 'src/commands/build.ts'), installed), true, 'the engine\'s own sources, inside node_modules');
  assert.equal(ownSource(path.join(installed, 'node_modules/zod/index.js'), installed), false, 'a package nested in the engine');
  assert.equal(ownSource(path.join(path.sep, 'app', 'node_modules', 'zod', 'index.js'), installed), false, 'a package beside it');
});
