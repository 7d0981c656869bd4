// remark and rehype plugins cannot run on markdown-it: init lists each one a Docusaurus config
// names (site `markdown`, docs, blog and pages options) with the nearest markdown-it equivalent,
// built into sitegen or a package to add under `markdown.plugins`.
import {standInOf} from './stand-ins.ts';
import type {Notes} from './notes.ts';

/** What sitegen does itself. */
const BUILT_IN: [RegExp, string][] = [
  [/^(remark-math|rehype-katex|rehype-mathjax)$/, "sitegen's built-in math ($…$ and $$…$$, drawn with KaTeX): nothing to add"],
  [/^remark-gfm$/, 'built in: sitegen reads GitHub-flavoured markdown (tables, strikethrough, task lists, autolinks)'],
  [/^(remark-emoji|remark-gemoji)$/, 'built in: sitegen turns :shortcodes: into emoji (markdown-it-emoji)'],
  [/^remark-footnotes$/, 'built in: sitegen renders footnotes (markdown-it-footnote)'],
  [/npm2yarn/, 'built in: sitegen shows ```bash npm2yarn blocks as npm / Yarn / pnpm tabs'],
  [/^(rehype-slug|remark-slug|rehype-autolink-headings|remark-autolink-headings|remark-heading-id)$/, 'built in: sitegen gives every heading an id and an anchor link ({#custom-id} too)'],
  [/^(remark-directive|remark-admonitions)$/, 'built in: sitegen renders :::note and the other admonitions'],
  [/^(remark-mermaid|remark-mermaidjs|rehype-mermaid)$/, 'built in: sitegen draws ```mermaid blocks'],
  [/^(remark-code-import|remark-code-snippets)$/, 'nearest: sitegen\'s includes of partial files (MDX imports of .md/.mdx files); code files are not imported into fences'],
];
/** markdown-it packages to add under `markdown.plugins`. */
const PACKAGES: [RegExp, string][] = [
  [/^remark-abbr$/, 'markdown-it-abbr'],
  [/^remark-sub(-super)?$|^remark-supersub$/, 'markdown-it-sub and markdown-it-sup'],
  [/^remark-deflist$/, 'markdown-it-deflist'],
  [/^(remark-mark|remark-mark-plus|remark-highlight-mark)$/, 'markdown-it-mark'],
  [/^(remark-toc|remark-toc-headings)$/, 'markdown-it-toc-done-right'],
  [/^(rehype-external-links|remark-external-links)$/, 'markdown-it-link-attributes'],
  [/^remark-breaks$/, "markdown-it's own `breaks` option (a small plugin setting md.options.breaks = true)"],
  [/^remark-ins$/, 'markdown-it-ins'],
  [/^remark-attr$/, 'markdown-it-attrs'],
  [/^remark-container$/, 'markdown-it-container'],
];

/** `remarkMath` → `remark-math`. */
function packageNameOf(plugin: unknown): string | undefined {
  const target = Array.isArray(plugin) ? plugin[0] : plugin;
  const standIn = standInOf(target);
  if (standIn) return standIn;
  if (typeof target === 'string') return target;
  if (typeof target !== 'function' || !target.name) return undefined;
  return target.name.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase().replace(/^(remark|rehype)-?plugin-?/, '$1-');
}

/** The nearest markdown-it equivalent of a remark/rehype package, or why there is none. */
export function remarkEquivalent(name: string | undefined): string {
  if (!name) return 'a remark/rehype plugin written in the config: it does not run in sitegen (write it as a markdown-it plugin under `markdown.plugins`)';
  for (const [pattern, text] of BUILT_IN) if (pattern.test(name)) return `${name}: ${text}`;
  for (const [pattern, text] of PACKAGES) if (pattern.test(name)) return `${name}: remark plugins do not run in sitegen; nearest: ${text} under \`markdown.plugins\``;
  return `${name}: remark/rehype plugins do not run in sitegen and it has no markdown-it equivalent sitegen knows (write one under \`markdown.plugins\`)`;
}

/** Lists each entry of a `remarkPlugins` / `rehypePlugins` / `beforeDefaultRemarkPlugins` option. */
export function noteRemarkPlugins(value: unknown, key: string, notes: Notes): void {
  const list = Array.isArray(value) ? value : [value];
  if (!list.length) return;
  list.forEach((plugin, n) => notes.skip(`${key}[${n}]`, remarkEquivalent(packageNameOf(plugin))));
}
