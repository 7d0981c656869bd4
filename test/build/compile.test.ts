// scripts/compile.mjs: which packages the compiled engine carries in its chunks and which it leaves
// to Node, and that the engine so compiled still runs a build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {ROOT, runCli, tempDir} from '../helpers/site.ts';

// A plain script without type declarations: imported by its URL, with the types it exports.
const {BUNDLED_PACKAGES, LIB, compile, inlineClassFields, lazyKatex, ownSource} = (await import(pathToFileURL(path.join(ROOT, 'scripts/compile.mjs')).href)) as {
  BUNDLED_PACKAGES: string[];
  LIB: string;
  compile(): Promise<void>;
  inlineClassFields(code: string): string;
  lazyKatex: import('esbuild').Plugin;
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

test('the parse worker carries no KaTeX: the math plugin\'s own loads from node_modules when first used', async () => {
  const worker = fs.readFileSync(path.join(LIB, 'parse-worker.mjs'), 'utf8');
  assert.match(worker, /markdown-it-katex\/dist\/index\.js/);
  assert.doesNotMatch(worker, /katex\/dist\/katex\.js/);
  // The plugin bundled with the stand-in renders as it does from node_modules, with its own KaTeX.
  const {build} = await import('esbuild');
  const entry = "import MarkdownIt from 'markdown-it'; import katex from '@vscode/markdown-it-katex'; export const html = new MarkdownIt().use(katex.default ?? katex).render('$a^2$ and\\n\\n$$\\\\frac{1}{2}$$\\n');";
  const result = await build({stdin: {contents: entry, resolveDir: ROOT}, bundle: true, write: false, format: 'esm', platform: 'node', external: ['markdown-it'], plugins: [lazyKatex]});
  const code = result.outputFiles[0].text;
  assert.doesNotMatch(code, /katex\/dist\/katex\.js/);
  fs.mkdirSync(path.join(ROOT, 'tmp'), {recursive: true});
  const dir = fs.mkdtempSync(path.join(ROOT, 'tmp', 'compile-'));
  try {
    fs.writeFileSync(path.join(dir, 'bundle.mjs'), code);
    const {html} = (await import(pathToFileURL(path.join(dir, 'bundle.mjs')).href)) as {html: string};
    const {default: MarkdownIt} = await import('markdown-it');
    const plugin = (await import('@vscode/markdown-it-katex')).default as unknown as {default?: unknown};
    const expected = new MarkdownIt().use((plugin.default ?? plugin) as never).render('$a^2$ and\n\n$$\\frac{1}{2}$$\n');
    assert.match(html, /class="katex"/);
    assert.equal(html, expected);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
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
