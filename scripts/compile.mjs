// Compiles the engine (the CLI and its workers) to plain JavaScript in bin/lib/, so sitegen
// runs without a TypeScript loader. `npm ci` runs it (prepare) and `npm pack` ships its output;
// bin/sitegen.js also runs it when a source file is newer than the compiled files.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIB = path.join(ROOT, 'bin/lib');
export const ENTRIES = {sitegen: 'bin/sitegen.ts', 'card-worker': 'src/publish/cards/worker.ts', 'file-worker': 'src/write/file-worker.ts', 'image-worker': 'src/images/worker.ts'};
/**
 * Workers compiled to one file with the packages they use: every build starts one per core, and
 * each would otherwise resolve, read and compile a few hundred small ES modules of markdown-it and
 * shiki itself. Left out: what loads lazily, file by file (shiki's grammars and themes, and its
 * inlined oniguruma, which highlight.ts replaces by the .wasm file).
 */
/**
 * Packages compiled into the engine's chunks although the engine leaves packages to Node: a cold
 * build loads them before its first page is parsed, and Node would otherwise resolve, read and
 * link each of their many small files (zod's locales, fast-glob's dependencies) on the main thread.
 */
export const BUNDLED_PACKAGES = ['zod', 'fast-glob', 'micromatch'];
/** The banner of a bundle holding CommonJS packages: their code calls require. */
const REQUIRE_BANNER = "import {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);";

/** Whether `file` is sitegen's own source, not a package's: the engine itself may sit in a node_modules folder. */
export function ownSource(file, root = ROOT) {
  const relative = path.relative(root, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.split(path.sep).includes('node_modules');
}

/** Every other package stays external, as `packages: 'external'` would; what a bundled package imports is bundled with it. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({filter: /^[^./]/}, (args) => {
      const bundled = BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      if (bundled || !ownSource(args.importer)) return undefined;
      return {path: args.path, external: true};
    });
  },
};

/**
 * markdown-it's published build defines the class fields of its tokens and parser states through
 * one shared helper (`_defineProperty(this, "map", null)`): every token a parse makes goes through
 * a generic keyed store per field. Compiled back to plain assignments, V8 builds each class's
 * objects with its fast constructor code. Nothing on these classes' prototypes is a setter, so an
 * assignment defines the same own property the helper would.
 */
const MARKDOWN_IT_BUILD = /[\\/]node_modules[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/;

/** `_defineProperty(this, "name", value)` with a literal, a bare name or `new Name()` as value. */
const FIELD_CALL = /_defineProperty\(\s*this,\s*(?:\/\*(?:[^*]|\*(?!\/))*\*\/\s*)?"([A-Za-z_$][\w$]*)",\s*(null|true|false|-?\d+|"[\w ]*"|\[\]|\{\}|new [A-Za-z_$][\w$]*\(\)|[A-Za-z_$][\w$]*)\s*\)/g;

export function inlineClassFields(code) {
  return code.replace(FIELD_CALL, (_call, name, value) => `this.${name} = ${value}`);
}

const classFields = {
  name: 'class-fields',
  setup(build) {
    build.onLoad({filter: MARKDOWN_IT_BUILD}, async (args) => ({contents: inlineClassFields(await fs.promises.readFile(args.path, 'utf8')), loader: 'js'}));
  },
};

/**
 * @vscode/markdown-it-katex requires its own KaTeX when it loads, for renderers that math.ts
 * replaces: bundled, every parse worker would compile and run all of KaTeX at start. Its `katex`
 * is a stand-in instead that requires that same KaTeX, from beside the plugin, when first used.
 */
const LAZY_KATEX = `import {createRequire} from 'node:module';
let katex;
const load = () => (katex ??= createRequire(createRequire(import.meta.url).resolve('@vscode/markdown-it-katex'))('katex'));
export default {renderToString: (...args) => load().renderToString(...args)};
`;

export const lazyKatex = {
  name: 'lazy-katex',
  setup(build) {
    build.onResolve({filter: /^katex$/}, (args) => (/[\\/]@vscode[\\/]markdown-it-katex[\\/]/.test(args.importer) ? {path: 'katex', namespace: 'lazy-katex'} : undefined));
    build.onLoad({filter: /.*/, namespace: 'lazy-katex'}, () => ({contents: LAZY_KATEX, loader: 'js'}));
  },
};

export const SELF_CONTAINED = {'parse-worker': {file: 'src/content/worker.ts', external: ['@shikijs/langs/*', '@shikijs/themes/*', 'shiki/wasm']}};

export async function compile() {
  // Into a fresh folder, then swapped in: no stale chunk survives, and a sitegen starting
  // meanwhile imports either the old engine or the new one, never half of each.
  const next = `${LIB}.next-${process.pid}`;
  const common = {outdir: next, outExtension: {'.js': '.mjs'}, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning'};
  await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
      // Commands load their modules when they run: `sitegen --version` does not load the engine.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [externalPackages],
      banner: {js: REQUIRE_BANNER},
    }),
    ...Object.entries(SELF_CONTAINED).map(([name, {file, external}]) =>
      esbuild.build({
        ...common,
        entryPoints: {[name]: path.join(ROOT, file)},
        external,
        plugins: [classFields, lazyKatex],
        // The CommonJS packages inside call require.
        banner: {js: REQUIRE_BANNER},
      }),
    ),
  ]);
  const old = `${LIB}.old-${process.pid}`;
  if (fs.existsSync(LIB)) fs.renameSync(LIB, old);
  fs.renameSync(next, LIB);
  fs.rmSync(old, {recursive: true, force: true});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compile();
