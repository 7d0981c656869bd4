// Runs a command of the pinned @remotion/cli (`render`, `still`, `compositions`) the way
// `npx remotion <command> <args>` does — start-up (config file, then flags), then the command
// itself — on a throwaway project, with only the steps that need a browser, webpack or FFmpeg
// replaced by recorders. What the command hands to renderMedia(), renderStill(), bundle() and
// getCompositions() is what it decided, flags and defaults alike, so table defaults are proven by
// running it with the flag left out.
//
// The CLI keeps parsed flags and settings in module state (minimist runs when parse-command-line.js
// loads), so each run loads a fresh copy of the whole CLI with process.argv set to its arguments.
import {createRequire} from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './proof-kit.ts';

const require = createRequire(path.join(ROOT, 'package.json'));

export type CliCommandName = 'render' | 'still' | 'compositions' | 'benchmark' | 'preview';

export const CLI_COMPOSITION = {id: 'Comp', width: 1280, height: 720, fps: 30, durationInFrames: 60, defaultProps: {}};

export interface CliRecord {
  /** Options renderMedia(), renderStill(), renderFrames(), getCompositions() and bundle() were called with. */
  renderMedia?: Record<string, unknown>;
  renderStill?: Record<string, unknown>;
  renderFrames?: Record<string, unknown>;
  getCompositions?: Record<string, unknown>;
  bundle?: Record<string, unknown>;
  /** What the preview server hands to webpackConfig(), and the port search it asks for. */
  webpackConfig?: Record<string, unknown>;
  portSearch?: unknown[];
  /** How often each recorded function was called. */
  calls: Record<string, number>;
  /** What the command printed, one entry per console call. */
  logs: string[];
  /** The fresh copy's config store after the run (`ConfigInternals`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  config: any;
  /** The directory of the throwaway project the command ran in. */
  project: string;
}

export interface CliRunOptions {
  /** Files to write into the project before the run, by relative path. */
  files?: Record<string, string>;
  /** The compositions the bundle would report. */
  compositions?: Record<string, unknown>[];
}

/** Thrown by a recorder where a command would go on forever (the preview server's port search). */
export const STOP = 'docs-claims: recorded, the command stops here';
const PREVIEW_MIDDLEWARE = {'preview-server/dev-middleware/index.js': {wdm: () => () => undefined}, 'preview-server/hot-middleware/index.js': {webpackHotMiddleware: () => () => undefined}};

/** The modules of one package's dist folder currently loaded, so a run can put them back. */
function takeModules(dir: string): Map<string, NodeJS.Module> {
  const taken = new Map<string, NodeJS.Module>();
  for (const key of Object.keys(require.cache)) {
    if (key.startsWith(dir + path.sep)) {
      taken.set(key, require.cache[key]!);
      delete require.cache[key];
    }
  }
  return taken;
}

/**
 * Loads fresh copies of the modules `entries` (absolute paths) and of everything they require from
 * the folders `dirs`, while argv is `argv` and the modules at the absolute paths in `standIns` are
 * the given objects; the fresh modules keep pointing at each other and at the stand-ins after the
 * cache is put back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadFresh(dirs: string[], entries: string[], argv: string[], standIns: Record<string, unknown>): any[] {
  const taken = dirs.map(takeModules);
  const replaced = new Map<string, NodeJS.Module | undefined>();
  for (const [resolved, standIn] of Object.entries(standIns)) {
    replaced.set(resolved, require.cache[resolved]);
    require.cache[resolved] = {id: resolved, filename: resolved, loaded: true, exports: standIn} as unknown as NodeJS.Module;
  }
  const savedArgv = process.argv;
  process.argv = [savedArgv[0], 'remotion', ...argv];
  try {
    return entries.map((e) => require(e));
  } finally {
    process.argv = savedArgv;
    dirs.forEach(takeModules);
    for (const modules of taken) for (const [key, mod] of modules) require.cache[key] = mod;
    for (const [key, mod] of replaced) {
      if (mod) require.cache[key] = mod;
      else delete require.cache[key];
    }
  }
}

/** Replaces console output, TMPDIR, the working directory and process.exit while `fn` runs. */
export async function inProject<T>(project: string, logs: string[], fn: () => Promise<T>): Promise<T> {
  const saved = {log: console.log, warn: console.warn, error: console.error, exit: process.exit, cwd: process.cwd(), tmp: process.env.TMPDIR};
  const note = (...args: unknown[]) => {
    logs.push(args.map(String).join(' '));
  };
  console.log = note;
  console.warn = note;
  console.error = note;
  process.exit = ((code?: number) => {
    throw new Error(`process.exit(${code}) after: ${logs.slice(-3).join(' | ')}`);
  }) as typeof process.exit;
  fs.mkdirSync(path.join(project, 'tmp'), {recursive: true});
  process.env.TMPDIR = path.join(project, 'tmp');
  process.chdir(project);
  try {
    return await fn();
  } finally {
    process.chdir(saved.cwd);
    if (saved.tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved.tmp;
    Object.assign(console, {log: saved.log, warn: saved.warn, error: saved.error});
    process.exit = saved.exit;
  }
}

/** A throwaway project: package.json, tsconfig.json (loading a config file needs one), src/index.ts and `files`. */
export function makeProject(files: Record<string, string> = {}): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-cli-'));
  for (const [rel, text] of Object.entries({'package.json': '{}', 'tsconfig.json': '{}', 'src/index.ts': '', ...files})) {
    fs.mkdirSync(path.dirname(path.join(project, rel)), {recursive: true});
    fs.writeFileSync(path.join(project, rel), text);
  }
  return project;
}

/** Runs `npx remotion <command> <args>` (the CLI's own cli()) in a throwaway project (makeProject). */
export async function runCli(command: CliCommandName, args: string[], options: CliRunOptions = {}): Promise<CliRecord> {
  const cliDist = path.dirname(require.resolve('@remotion/cli/dist/index.js'));
  const project = makeProject(options.files);
  const rec: CliRecord = {logs: [], calls: {}, config: null, project};
  const called = (name: string) => void (rec.calls[name] = (rec.calls[name] ?? 0) + 1);
  const renderer = require('@remotion/renderer') as Record<string, unknown> & {RenderInternals: Record<string, unknown>};
  const bundler = require('@remotion/bundler') as {BundlerInternals: {esbuild: unknown}};
  const compositions = options.compositions ?? [CLI_COMPOSITION];
  const standIns = {
    '@remotion/renderer': {
      ...renderer,
      openBrowser: async () => ({close: async () => undefined}),
      getCompositions: async (_url: string, o: Record<string, unknown>) => {
        called('getCompositions');
        rec.getCompositions = o;
        return compositions;
      },
      renderMedia: async (o: Record<string, unknown>) => {
        called('renderMedia');
        rec.renderMedia = o;
      },
      renderStill: async (o: Record<string, unknown>) => {
        called('renderStill');
        rec.renderStill = o;
      },
      renderFrames: async (o: Record<string, unknown>) => {
        called('renderFrames');
        rec.renderFrames = o;
      },
      RenderInternals: {
        ...renderer.RenderInternals,
        ensureLocalBrowser: async () => undefined,
        validateFfmpeg: async () => undefined,
        getFfmpegVersion: async () => null,
        ffmpegHasFeature: async () => true,
        getDesiredPort: async (...search: unknown[]) => {
          rec.portSearch = search;
          throw new Error(STOP);
        },
      },
    },
    '@remotion/bundler': {
      // esbuild stays: the CLI compiles a remotion.config.ts with it.
      BundlerInternals: {
        getConfig: () => ['hash'],
        cacheExists: () => 'does-not-exist',
        clearCache: async () => undefined,
        esbuild: bundler.BundlerInternals.esbuild,
        webpackConfig: (o: Record<string, unknown>) => {
          rec.webpackConfig = o;
          return ['hash', {}];
        },
      },
      webpack: () => ({}),
      bundle: async (o: Record<string, unknown>) => {
        called('bundle');
        rec.bundle = o;
        const out = path.join(project, 'tmp', 'bundle');
        fs.mkdirSync(out, {recursive: true});
        return out;
      },
    },
  };
  // --quiet only turns off the progress bars, which write to stdout past console.log.
  const resolve = createRequire(path.join(cliDist, 'index.js')).resolve;
  const [index, config] = loadFresh(
    [cliDist],
    [path.join(cliDist, 'index.js'), path.join(cliDist, 'config/index.js')],
    [command, ...args, '--quiet'],
    {
      ...Object.fromEntries(Object.entries(standIns).map(([name, standIn]) => [resolve(name), standIn])),
      // The preview server's webpack middlewares, which would hook into a real compiler.
      ...Object.fromEntries(Object.entries(PREVIEW_MIDDLEWARE).map(([file, standIn]) => [path.join(cliDist, file), standIn])),
    },
  );
  rec.config = config.ConfigInternals;
  try {
    await inProject(project, rec.logs, () => index.cli());
  } catch (err) {
    if (!rec.logs.some((l) => l.includes(STOP))) throw err;
  } finally {
    fs.unwatchFile(path.join(project, '.env'));
    fs.rmSync(project, {recursive: true, force: true});
  }
  return rec;
}
