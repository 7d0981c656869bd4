// The markdown-it instance a thread parses with, apart from the parse step (load.ts) so that a
// parse worker loads markdown-it and shiki without the step runner and the config's schema.
import type {MarkdownIt} from 'markdown-it';
import type {SiteConfig} from '../config/schema.ts';

export type MarkdownPluginEntry = SiteConfig['markdown']['plugins'][number];

let markdown: Promise<MarkdownIt> | undefined;
const withPlugins = new WeakMap<MarkdownPluginEntry[], Promise<MarkdownIt>>();

/**
 * markdown-it with every plugin and shiki, loaded on first use (a warm build parses nothing), and
 * the site's own plugins (config `markdown.plugins`) after sitegen's.
 */
export function getMarkdown(plugins: MarkdownPluginEntry[] = [], configFile?: string): Promise<MarkdownIt> {
  const create = () =>
    Promise.all([import('./highlight.ts'), import('./markdown/index.ts')]).then(async ([{getHighlighter}, {createMarkdown}]) =>
      createMarkdown(await getHighlighter(), plugins, configFile),
    );
  if (!plugins.length) return (markdown ??= create());
  let made = withPlugins.get(plugins);
  if (!made) withPlugins.set(plugins, (made = create()));
  return made;
}

/** Loads what every parse needs (markdown-it, its plugins, shiki and its theme) before there is a file to parse. */
export function warmUp(): Promise<unknown> {
  return Promise.all([import('./highlight.ts').then(({getHighlighter}) => getHighlighter()), import('./markdown/index.ts')]);
}

/**
 * warmUp, and a line of code coloured: the first line a thread colours compiles oniguruma's
 * WebAssembly and the grammar's expressions, which costs far more than the line (for watch mode's
 * thread, which colours an edited page's code blocks).
 */
export async function warmUpHighlighting(): Promise<void> {
  await warmUp();
  const {getHighlighter} = await import('./highlight.ts');
  (await getHighlighter()).highlight('const ready = true;', 'javascript');
}
