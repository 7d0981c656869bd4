// Runs a Docusaurus project's docusaurus.config.{ts,mjs,js,cjs} where it lives, as Docusaurus does:
// the config and the site files it imports are bundled (TypeScript, JSX) into a file beside it,
// which is imported and removed. Relative imports, `require.resolve`, `__dirname`,
// `import.meta.url` and `path.resolve` (the working folder is the site while it runs) mean what
// they mean in Docusaurus. Installed packages load from the site's node_modules; absent ones are
// stand-ins (stand-ins.ts). A failure names the config (or site file), its line and the package.
import fs from 'node:fs';
import path from 'node:path';
import {isBuiltin} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';
import type * as esbuild from 'esbuild';
import {ConfigError} from '../../errors.ts';
import {installedPackage, isBare, lentFile, packageName, siteRequire, standInModule, type SiteRequireRecord} from './stand-ins.ts';

export const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.cjs'];

export type Json = Record<string, unknown>;

export interface LoadedDocusaurusConfig {
  file: string;
  /** The config file's text, for the lines of the settings init lists. */
  source: string;
  config: Json;
  /** Packages the config uses that the site has not installed (stand-ins), and where. */
  absent: Map<string, {file: string; line?: number}>;
  /** Packages sitegen lent to the config because the site lacks them. */
  lent: Set<string>;
}

/** What the bundle reaches at run time (set while the config runs). */
interface Runtime {
  require: NodeJS.Require;
  /** `createRequire` of node:module, giving the same `require` for any site file. */
  createRequire: (from: string | URL) => NodeJS.Require;
  standIn: (specifier: string) => unknown;
}
const RUNTIME = '__sitegenDocusaurusConfig';

export function findDocusaurusConfig(projectDir: string): string {
  const name = DOCUSAURUS_CONFIGS.find((candidate) => fs.existsSync(path.join(projectDir, candidate)));
  if (!name) throw new ConfigError(`no Docusaurus config in ${projectDir} (looked for ${DOCUSAURUS_CONFIGS.join(', ')})`);
  return path.join(projectDir, name);
}

const lineOf = (text: string, index: number) => (index < 0 ? undefined : text.slice(0, index).split('\n').length);

/** Loads the Docusaurus config of `projectDir` as a value (a config function is called). */
export async function loadDocusaurusConfig(projectDir: string): Promise<LoadedDocusaurusConfig> {
  const file = findDocusaurusConfig(path.resolve(projectDir));
  const dir = path.dirname(file);
  const source = fs.readFileSync(file, 'utf8');
  const absent = new Map<string, {file: string; line?: number}>();
  const record: SiteRequireRecord = {absent: new Set(), lent: new Set()};
  // Beside the config, so what the bundle leaves to Node resolves from the site's folder.
  const bundled = path.join(dir, `.sitegen-docusaurus-config-${process.pid}-${Date.now()}.mjs`);
  const code = await bundle(file, bundled, absent, record);
  const runtime: Runtime = {
    require: siteRequire(file, record),
    createRequire: (from) => siteRequire(from instanceof URL || String(from).startsWith('file:') ? fileURLToPath(from) : String(from), record),
    standIn: standInModule,
  };
  const cwd = process.cwd();
  const nodeEnv = process.env.NODE_ENV;
  const sourceMaps = process.sourceMapsEnabled;
  try {
    fs.writeFileSync(bundled, code, {flag: 'wx'});
    Reflect.set(globalThis, RUNTIME, runtime);
    // Docusaurus runs the config in the site folder, for a production build.
    process.chdir(dir);
    process.env.NODE_ENV ??= 'production';
    process.setSourceMapsEnabled(true);
    const module = (await import(pathToFileURL(bundled).href)) as {default?: unknown};
    let value: unknown = module.default ?? module;
    if (typeof value === 'function') value = await (value as (...args: unknown[]) => unknown)({});
    if (!value || typeof value !== 'object') throw new ConfigError('the Docusaurus config does not export an object or a function returning one', {location: {file}});
    for (const name of record.absent) if (!absent.has(name)) absent.set(name, {file, line: lineOf(source, source.indexOf(name))});
    return {file, source, config: value as Json, absent, lent: record.lent};
  } catch (cause) {
    if (cause instanceof ConfigError) throw cause;
    throw runFailure(cause, file, bundled);
  } finally {
    fs.rmSync(bundled, {force: true});
    process.chdir(cwd);
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    process.setSourceMapsEnabled(sourceMaps);
    Reflect.deleteProperty(globalThis, RUNTIME);
  }
}

/** The config and its site files as one ES module; packages stay imports or become stand-ins. */
async function bundle(file: string, outfile: string, absent: LoadedDocusaurusConfig['absent'], record: SiteRequireRecord): Promise<string> {
  const {build} = await import('esbuild');
  let result: esbuild.BuildResult<{write: false}>;
  try {
    result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      // Source map paths are relative to it: errors name the site's files.
      outfile,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      sourcemap: 'inline',
      sourcesContent: false,
      banner: {js: `const require = globalThis.${RUNTIME}.require;`},
      plugins: [sitePackages(file, absent, record), fileLocals()],
    });
  } catch (cause) {
    const first = (cause as esbuild.BuildFailure).errors?.[0];
    const where = first?.location ? {file: path.resolve(first.location.file), line: first.location.line} : {file};
    throw new ConfigError(`${first ? first.text : 'could not read the Docusaurus config'}`, {location: where, cause});
  }
  return result.outputFiles[0].text;
}

/** Bare imports: installed → left to Node; sitegen's → lent; otherwise a stand-in naming the package. */
function sitePackages(configFile: string, absent: LoadedDocusaurusConfig['absent'], record: SiteRequireRecord): esbuild.Plugin {
  return {
    name: 'site-packages',
    setup(build) {
      build.onResolve({filter: /^[^./]/}, (args) => {
        if (!isBare(args.path)) return undefined;
        // The config's createRequire(import.meta.url) gives the site's require (stand-ins, .ts files).
        if ((args.path === 'module' || args.path === 'node:module') && args.namespace !== 'node-module') return {path: 'node:module', namespace: 'node-module'};
        if (args.path.startsWith('node:') || isBuiltin(args.path)) return {path: args.path, external: true};
        if (installedPackage(args.path, path.dirname(args.importer || configFile))) return {path: args.path, external: true};
        const lent = lentFile(args.path);
        if (lent) {
          record.lent.add(packageName(args.path));
          return {path: args.kind === 'require-call' ? lent : pathToFileURL(lent).href, external: true};
        }
        const text = args.importer ? fs.readFileSync(args.importer, 'utf8') : '';
        const name = packageName(args.path);
        if (!absent.has(name)) absent.set(name, {file: args.importer || configFile, line: lineOf(text, text.indexOf(args.path))});
        return {path: args.path, namespace: 'stand-in', pluginData: {kind: args.kind, names: usedNames(text, args.path)}};
      });
      build.onLoad({filter: /.*/, namespace: 'node-module'}, () => ({
        contents: `import * as nodeModule from 'node:module';\nexport * from 'node:module';\nexport const createRequire = (from) => globalThis.${RUNTIME}.createRequire(from);\nexport default {...nodeModule, createRequire};\n`,
        loader: 'js',
      }));
      build.onLoad({filter: /.*/, namespace: 'stand-in'}, (args) => {
        const {kind, names} = args.pluginData as {kind: string; names: string[]};
        const value = `globalThis.${RUNTIME}.standIn(${JSON.stringify(args.path)})`;
        if (kind !== 'import-statement') return {contents: `module.exports = ${value};`, loader: 'js'};
        const named = names.map((name) => `export const ${name} = standIn[${JSON.stringify(name)}];`).join('\n');
        return {contents: `const standIn = ${value};\nexport default standIn;\n${named}\n`, loader: 'js'};
      });
    },
  };
}

const RESERVED = new Set(['default', 'function', 'class', 'const', 'let', 'var', 'new', 'delete', 'typeof', 'void', 'in', 'if', 'else', 'for', 'while', 'do', 'return', 'import', 'export', 'this', 'null', 'true', 'false']);

/**
 * The names a module takes from `specifier`: `import {a, b as c}`, and for `import * as ns` every
 * `ns.member` it reads, so each is a real export of the stand-in (esbuild makes a missing export
 * of a namespace `void 0`).
 */
export function usedNames(source: string, specifier: string): string[] {
  const names = new Set<string>();
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const from = `\\s*from\\s*['"]${quoted}['"]`;
  for (const match of source.matchAll(new RegExp(`import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}${from}`, 'g'))) {
    for (const part of match[1].split(',')) names.add(part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
  }
  for (const match of source.matchAll(new RegExp(`import\\s+(?:[\\w$]+\\s*,\\s*)?\\*\\s*as\\s+([\\w$]+)${from}`, 'g'))) {
    for (const member of source.matchAll(new RegExp(`(?<![\\w$.])${match[1].replace(/\$/g, '\\$')}\\s*\\.\\s*([\\w$]+)`, 'g'))) names.add(member[1]);
  }
  return [...names].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name));
}

/**
 * Each site file keeps its own `import.meta.url`, `__dirname` and `__filename` once bundled (the
 * bundle's would be the temporary file's).
 */
function fileLocals(): esbuild.Plugin {
  return {
    name: 'file-locals',
    setup(build) {
      build.onLoad({filter: /\.[cm]?[jt]sx?$/}, (args) => {
        if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
        let text = fs.readFileSync(args.path, 'utf8');
        const url = pathToFileURL(args.path).href;
        text = text
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(url))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
        const locals = [['__dirname', path.dirname(args.path)], ['__filename', args.path]]
          .filter(([name]) => new RegExp(`\\b${name}\\b`).test(text) && !new RegExp(`\\b(const|let|var)\\s+${name}\\b`).test(text))
          .map(([name, value]) => `var ${name} = ${JSON.stringify(value)};`);
        // Kept on the first line, so the file's lines stay its own in error messages.
        if (locals.length) text = `${locals.join(' ')} ${text}`;
        const ext = path.extname(args.path).slice(1);
        const loader = ext === 'ts' || ext === 'mts' || ext === 'cts' ? 'ts' : ext === 'tsx' ? 'tsx' : ext === 'jsx' ? 'jsx' : 'js';
        return {contents: text, loader};
      });
    },
  };
}

/** An error thrown while the config ran, naming the site file and line and the package involved. */
function runFailure(cause: unknown, configFile: string, bundled: string): ConfigError {
  const error = cause as Error & {code?: string};
  const message = error?.message ?? String(cause);
  const frames = String(error?.stack ?? '')
    .split('\n')
    .map((line) => /(?:^|[\s(])((?:file:\/\/)?\/[^():\s]+):(\d+):\d+\)?$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => !!match)
    .map((match) => ({file: match[1].startsWith('file:') ? fileURLToPath(match[1]) : match[1], line: Number(match[2])}))
    .filter((frame) => frame.file !== bundled);
  // The package the error was thrown in: the innermost frame's, if it is one's.
  const inPackage = frames[0]?.file.includes(`${path.sep}node_modules${path.sep}`) ? frames[0] : undefined;
  const missing = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
  const pkg = missing && isBare(missing) ? packageName(missing) : inPackage ? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inPackage.file)?.[1] : undefined;
  const site = frames.find((frame) => !frame.file.includes(`${path.sep}node_modules${path.sep}`) && !frame.file.startsWith('node:'));
  const location = site ?? {file: configFile};
  const about = pkg ? ` (package ${pkg})` : '';
  return new ConfigError(`the Docusaurus config failed when run${about}: ${message.split('\n')[0]}`, {location, cause});
}
