// The markdown-it instance with every plugin of the Docusaurus dialect (CONTENT.md).
import MarkdownIt from 'markdown-it';
import type {MarkdownIt as MarkdownItType} from 'markdown-it';
import type {CodeHighlighter} from '../highlight.ts';
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

export function createMarkdown(highlighter: CodeHighlighter): MarkdownItType {
  const md = new MarkdownIt({html: true, linkify: true, typographer: false});
  md.use(mdxPlugin)
    .use(directivesPlugin)
    .use(admonitionsPlugin)
    .use(tabsPlugin)
    .use(npm2yarnPlugin)
    .use(islandsPlugin)
    .use(headingsPlugin)
    .use(linksPlugin)
    .use(taskListsPlugin)
    .use((instance: MarkdownItType) => codePlugin(instance, highlighter));
  // Wide tables scroll inside the article instead of being cut off; the keyboard can scroll them too.
  md.renderer.rules.table_open = () => '<div class="table-wrapper" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}
