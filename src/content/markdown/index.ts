// The markdown-it instance with every plugin of the Docusaurus dialect (CONTENT.md).
import MarkdownIt from 'markdown-it';
import type {MarkdownIt as MarkdownItType} from 'markdown-it';
import type {CodeHighlighter} from '../highlight.ts';
import type {SiteConfig} from '../../config/schema.ts';
import {ConfigError} from '../../errors.ts';
import {directivesPlugin} from './directives.ts';
import {admonitionsPlugin} from './admonitions.ts';
import {tabsPlugin} from './tabs.ts';
import {islandsPlugin} from './islands.ts';
import {headingsPlugin} from './headings.ts';
import {linksPlugin} from './links.ts';
import {codePlugin} from './code.ts';
import {taskListsPlugin} from './task-lists.ts';
import {mdxPlugin} from './mdx.ts';
import {npm2yarnPlugin} from './npm2yarn.ts';
import {alertsPlugin} from './alerts.ts';
import {footnotesPlugin} from './footnotes.ts';
import {mathPlugin} from './math.ts';
import {diagramsPlugin} from './diagrams.ts';
import {includesPlugin} from './includes.ts';
import {emojiPlugin} from './emoji.ts';

type PluginEntry = SiteConfig['markdown']['plugins'][number];

export function createMarkdown(highlighter: CodeHighlighter, plugins: PluginEntry[] = [], configFile = 'sitegen.config.ts'): MarkdownItType {
  const md = new MarkdownIt({html: true, linkify: true, typographer: false});
  md.use(mdxPlugin)
    .use(directivesPlugin)
    .use(admonitionsPlugin, {sitePlugins: plugins.length > 0})
    .use(tabsPlugin)
    .use(npm2yarnPlugin)
    .use(islandsPlugin)
    .use(headingsPlugin)
    .use(linksPlugin)
    .use(taskListsPlugin)
    .use(alertsPlugin)
    .use(footnotesPlugin)
    .use(mathPlugin)
    .use(emojiPlugin)
    .use((instance: MarkdownItType) => codePlugin(instance, highlighter))
    .use(diagramsPlugin)
    .use(includesPlugin);
  // Wide tables scroll inside the article instead of being cut off; the keyboard can scroll them too.
  md.renderer.rules.table_open = () => '<div class="table-wrapper" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  // The site's plugins come last, so they can build on (or override) everything above.
  plugins.forEach((entry, n) => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    try {
      if (options === undefined) md.use(plugin as never);
      else md.use(plugin as never, options);
    } catch (cause) {
      throw new ConfigError(`markdown.plugins[${n}] (${plugin.name || 'anonymous'}) failed to load: ${(cause as Error).message}`, {location: {file: configFile}, cause});
    }
  });
  return md;
}
