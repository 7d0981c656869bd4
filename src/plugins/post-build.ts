// `postBuild`: each plugin writes into a folder of its own (its `outDir`), whose files join the
// output when the hook has returned. The output being made is never written into directly: a
// build that fails leaves the previous output as it was, and a file kept from the previous output
// (a hard link) is never changed in place. A file sitegen or another plugin made is not replaced:
// that is an error naming both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PluginError} from '../errors.ts';
import type {SiteConfig} from '../config/schema.ts';
import type {OutputWriter} from '../write/writer.ts';
import {outputFile} from '../routes/paths.ts';
import type {RouteTable} from '../routes/types.ts';
import type {LoadedPlugin} from './load.ts';
import type {PluginContent} from './run.ts';
import {hook} from './hook.ts';
import type {BuiltRoute} from './types.ts';

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : entry.isFile() ? [`${prefix}${entry.name}`] : []));
}

export async function runPostBuild(args: {
  plugins: LoadedPlugin[];
  content: PluginContent;
  table: RouteTable;
  config: SiteConfig;
  writer: OutputWriter;
  /** Names the build wrote (the plugins' files may not replace them). */
  written: Set<string>;
}): Promise<void> {
  const routes: BuiltRoute[] = args.table.routes.map((route) => ({path: route.path, kind: route.kind, title: route.title, file: outputFile(route.path, args.table.urls.baseUrl)}));
  const owners = new Map<string, string>();
  for (const plugin of args.plugins) {
    const postBuild = plugin.plugin.postBuild;
    if (!postBuild) continue;
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-post-build-'));
    try {
      await hook(plugin, 'postBuild', () => postBuild.call(plugin.plugin, {outDir, routes, routesPaths: routes.map((route) => route.path), siteConfig: args.config, content: args.content.contents.get(plugin)}));
      addFiles(outDir, args.writer, (name) => {
        const owner = owners.get(name);
        if (owner) throw new PluginError(`wrote ${name}, which the plugin "${owner}" wrote too`, plugin.name, 'postBuild');
        if (args.written.has(name)) throw new PluginError(`wrote ${name}, which sitegen makes too: turn one of them off (for llms.txt: \`llms: false\` in the config)`, plugin.name, 'postBuild');
        owners.set(name, plugin.name);
      });
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  }
}

/** The files a plugin wrote into its folder, added to the output (after `check` allowed each). */
function addFiles(outDir: string, writer: OutputWriter, check: (name: string) => void): void {
  for (const name of filesUnder(outDir).sort()) {
    check(name);
    writer.add(name, fs.readFileSync(path.join(outDir, name)));
  }
}

/** A writer noting every name written, copied or kept through it. */
export function namingWriter(writer: OutputWriter): OutputWriter & {names: Set<string>} {
  const names = new Set<string>();
  return {
    outDir: writer.outDir,
    names,
    has: (name, hash) => writer.has(name, hash),
    add: (name, content) => (names.add(name), writer.add(name, content)),
    keep: (name) => (names.add(name), writer.keep(name)),
    copy: (name, from) => (names.add(name), writer.copy(name, from)),
    commit: (options) => writer.commit(options),
    abort: () => writer.abort(),
    ready: () => writer.ready(),
    ...(writer.precompress ? {precompress: (on: boolean) => writer.precompress!(on)} : {}),
  };
}
