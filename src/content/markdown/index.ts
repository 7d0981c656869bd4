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
import {alertsPlugin} from './alerts.ts';
import {footnotesPlugin} from './footnotes.ts';
import {mathPlugin} from './math.ts';
import {diagramsPlugin} from './diagrams.ts';
import {includesPlugin} from './includes.ts';
import {full as emojiPlugin} from 'markdown-it-emoji';

export function createMarkdown(highlighter: CodeHighlighter): MarkdownItType {
  const md = new MarkdownIt({html: true, linkify: true, typographer: false});
  md.use(directivesPlugin)
    .use(admonitionsPlugin)
    .use(tabsPlugin)
    .use(islandsPlugin)
    .use(headingsPlugin)
    .use(linksPlugin)
    .use(taskListsPlugin)
    .use(alertsPlugin)
    .use(footnotesPlugin)
    .use(mathPlugin)
    // Shortcodes only (`:tada:`): the text smileys would turn code-like prose such as `(a:)` into emoji.
    .use(emojiPlugin, {shortcuts: {}})
    .use((instance: MarkdownItType) => codePlugin(instance, highlighter))
    .use(diagramsPlugin)
    .use(includesPlugin);
  // Wide tables scroll inside the article instead of being cut off; the keyboard can scroll them too.
  md.renderer.rules.table_open = () => '<div class="table-wrapper" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}
