// A Docusaurus site's own plugins (files of the site, not packages) are carried over as they are:
// sitegen runs them through its plugin API (src/plugins/), which has Docusaurus's hooks. A plugin
// given as a path (`'./plugins/x'`, `require.resolve(…)`) keeps its path; a plugin function the
// config imports is found by the import that brought it. A plugin written inside the config, or
// options that are not plain data, are listed.
import fs from 'node:fs';
import path from 'node:path';
import {plainData, type Notes} from './notes.ts';
import type {Json} from './load.ts';
import type {PluginEntry} from './plugins.ts';
import {standInOf} from './stand-ins.ts';

const EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '/index.js', '/index.ts'];

function resolveFile(base: string): string | undefined {
  return EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Local imports of the config: the name each binds → the file (`import x from './a'`, `const x = require('./a')`). */
function localImports(source: string, dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/g, /(?:const|let|var)\s+(\w+)\s*=\s*require\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const file = resolveFile(path.resolve(dir, match[2]));
      if (file) found.set(match[1], file);
    }
  }
  return found;
}

/** The site file a plugin entry names, if it is the site's own plugin. */
function pluginFile(plugin: PluginEntry, notes: Notes): string | undefined {
  const {target} = plugin;
  if (typeof target === 'string') {
    if (!target.startsWith('.') && !path.isAbsolute(target)) return undefined;
    const file = resolveFile(path.resolve(notes.projectDir, target));
    return file && !file.includes(`${path.sep}node_modules${path.sep}`) ? file : undefined;
  }
  if (typeof target !== 'function' || standInOf(target)) return undefined;
  const imports = localImports(notes.source, notes.projectDir);
  // By the name it was imported as, else by the name of the function the file defines.
  const byName = [...imports].find(([name]) => name === target.name)?.[1];
  if (byName) return byName;
  if (!target.name) return undefined;
  const pattern = new RegExp(`function\\s+${target.name}\\b|(const|let|var)\\s+${target.name}\\s*=`);
  return [...imports.values()].find((file) => pattern.test(fs.readFileSync(file, 'utf8')));
}

/**
 * The entry for sitegen's `plugins` (a path relative to the site, with its options), or undefined
 * when the plugin is not one of the site's files. A plugin function written in the config is listed.
 */
export function carryLocalPlugin(plugin: PluginEntry, notes: Notes): unknown {
  const file = pluginFile(plugin, notes);
  if (!file) {
    if (typeof plugin.target === 'function' && !standInOf(plugin.target)) {
      notes.skip(plugin.key, `the plugin function ${plugin.name} is written inside the Docusaurus config: move it to a file (plugins/${plugin.name}.js) and list that file under \`plugins\``);
      return null;
    }
    return undefined;
  }
  let relative = path.relative(notes.projectDir, file).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const dropped: {key: string; why: string}[] = [];
  const options = Object.keys(plugin.options).length ? (plainData(plugin.options, `${plugin.key}.options`, dropped) as Json) : undefined;
  for (const {key, why} of dropped) notes.skip(key, `${why}: set it in sitegen.config.ts`);
  return options && Object.keys(options).length ? [relative, options] : relative;
}

/** A carried plugin that writes llms.txt itself: sitegen's own files for AI tools are turned off, as both would write them. */
export function writesLlmsTxt(file: string, projectDir: string): boolean {
  try {
    return /llms(-full)?\.txt/.test(fs.readFileSync(path.resolve(projectDir, file), 'utf8'));
  } catch {
    return false;
  }
}
