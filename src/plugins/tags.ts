// What plugins add to every page: `injectHtmlTags` (head tags join the config's `headTags`, body
// tags go at the start and end of <body>) and `getClientModules` (each module bundled for the
// browser into assets/, loaded by every page as a module script or a stylesheet).
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {HeadTag} from '../config/schema.ts';
import {htmlparser2} from '../libraries.ts';
import {PluginError} from '../errors.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';
import {escapeHtml} from '../shared/strings.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {metafileInputs} from '../shared/metafile-inputs.ts';
import {defineReadingStep, type StepRunner} from '../steps/runner.ts';
import type {LoadedPlugin} from './load.ts';
import type {PluginContent} from './run.ts';
import {hook} from './hook.ts';
import type {HtmlTag} from './types.ts';

export interface PluginTags {
  headTags: HeadTag[];
  /** Markup at the start and at the end of every page's <body>. */
  bodyStart: string;
  bodyEnd: string;
  /** Browser files to write: output name → content. */
  files: Map<string, Uint8Array>;
}

const innerHtml = (text: string) => (text ? {innerHTML: text} : {});

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Reads plugins' head tags: loaded only when a plugin injects tags, so a build without such
 * plugins does not load the HTML parser and the config schema.
 */
async function headTagReader(): Promise<(tag: HtmlTag, plugin: LoadedPlugin) => HeadTag[]> {
  const {headTag} = await import('../config/schema.ts');
  const {DomUtils, parseDocument} = htmlparser2();
  /** A tag as data for <head>: checked against the head tags sitegen writes. */
  return (tag, plugin) => {
    const described = typeof tag === 'string'
      ? parseDocument(tag).children.filter(DomUtils.isTag).map((node) => ({tagName: node.name, attributes: node.attribs, ...innerHtml(node.children.map((child) => ('data' in child ? child.data : '')).join(''))}))
      : [tag];
    return described.map((one) => {
      const result = headTag.safeParse({...one, attributes: one.attributes ?? {}});
      if (!result.success) throw new PluginError(`a head tag <${one.tagName}> is not one sitegen writes in <head> (meta, link, script, style, noscript with attributes): ${result.error.issues[0].message}`, plugin.name, 'injectHtmlTags');
      return result.data;
    });
  };
}

function asHtml(tag: HtmlTag): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {}).filter(([, value]) => value !== false).map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`)).join('');
  return `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

export async function pluginTags(args: {plugins: LoadedPlugin[]; content: PluginContent; siteDir: string; baseUrl: string; runner: StepRunner}): Promise<PluginTags> {
  const result: PluginTags = {headTags: [], bodyStart: '', bodyEnd: '', files: new Map()};
  let asHeadTags: Awaited<ReturnType<typeof headTagReader>> | undefined;
  for (const plugin of args.plugins) {
    const inject = plugin.plugin.injectHtmlTags;
    if (inject) {
      asHeadTags ??= await headTagReader();
      const tags = await hook(plugin, 'injectHtmlTags', () => inject.call(plugin.plugin, {content: args.content.contents.get(plugin)}));
      for (const tag of list(tags?.headTags)) result.headTags.push(...asHeadTags(tag, plugin));
      result.bodyStart += list(tags?.preBodyTags).map((tag) => `${asHtml(tag)}\n`).join('');
      result.bodyEnd += list(tags?.postBodyTags).map((tag) => `\n${asHtml(tag)}`).join('');
    }
    const getModules = plugin.plugin.getClientModules;
    if (!getModules) continue;
    const modules = await hook(plugin, 'getClientModules', () => getModules.call(plugin.plugin));
    for (const module of modules ?? []) {
      const file = path.resolve(args.siteDir, module.replace(/^@site\//, './'));
      if (!fs.existsSync(file)) throw new PluginError(`the client module ${module} does not exist`, plugin.name, 'getClientModules');
      const css = file.endsWith(".css");
      const code = fs.readFileSync(await args.runner.reading(clientModuleStep, {file, plugin: plugin.name}));
      const name = `${ASSETS_DIR}/plugin-${createHash('sha1').update(code).digest('hex').slice(0, 10)}.${css ? 'css' : 'js'}`;
      result.files.set(name, code);
      const url = withBaseUrl(args.baseUrl, `/${name}`);
      result.headTags.push(css ? {tagName: 'link', attributes: {rel: 'stylesheet', href: url}} : {tagName: 'script', attributes: {type: 'module', src: url}});
    }
  }
  return result;
}

/** A plugin's client module bundled for the browser with what it imports; reused while those files are unchanged. */
const clientModuleStep = defineReadingStep({
  name: 'plugin-client-modules',
  version: 1,
  config: [],
  /** `plugin`: the plugin's name, for a failure's message. */
  async run(input: {file: string; plugin: string}, tools): Promise<string> {
    const {file} = input;
    const esbuild = await import('esbuild');
    let built;
    try {
      built = await esbuild.build({entryPoints: [file], bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', target: 'es2020', minify: true, jsx: 'automatic', logLevel: 'silent', loader: {'.svg': 'dataurl', '.png': 'dataurl'}});
    } catch (cause) {
      throw new PluginError(`the client module ${file} could not be bundled: ${(cause as Error).message.split('\n')[0]}`, input.plugin, 'getClientModules', {cause});
    }
    const code = built.outputFiles[0].contents;
    tools.dependsOn(metafileInputs(built.metafile));
    return tools.keepFile(`plugin-client-${createHash('sha1').update(code).digest('hex').slice(0, 12)}${path.extname(file) === '.css' ? '.css' : '.js'}`, code);
  },
});
