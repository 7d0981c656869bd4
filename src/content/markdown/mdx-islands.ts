// Where an MDX file's own components go in the parsed HTML: each element of a component the file
// imports or exports becomes an island slot (IslandSlot in src/content/types.ts) that the page
// fills with the component's server HTML (src/render/mdx-elements.ts). An element written with
// children has an open and a close slot; the markdown between them, rendered, is its children. Props with
// data are kept as data; props written as expressions are kept as text, evaluated at render time
// against the file's module (src/content/mdx-modules.ts).
import type {Token} from 'markdown-it';
import {componentIsland} from '../mdx-components.ts';
import {slotMarker} from './slots.ts';
import type {MarkdownEnv} from './env.ts';
import {scanTag, type JsxTag} from './mdx-syntax.ts';

/** The island an element `<name>` renders as, when it is one of the file's own components. */
export function siteIsland(name: string, env: MarkdownEnv): string | undefined {
  if (!name || !/^[A-Z]/.test(name)) return undefined;
  const exists = (file: string) => env.readFile?.(file) !== undefined;
  return componentIsland(name, env.file, env.mdx, exists)?.island;
}

/** Records the element as an island and returns the slot marker that opens it (or stands for it, self-closing). */
export function openIsland(tag: JsxTag, env: MarkdownEnv, line: number): {html: string; index: number} {
  const name = siteIsland(tag.name, env)!;
  const expressions = Object.keys(tag.expressions).length ? {expressions: tag.expressions} : {};
  const spread = tag.dynamic.filter((prop) => !(prop in tag.expressions));
  if (spread.length) env.warnings.push(`${env.file}:${line}: <${tag.name}> {…} spread props need a running page; left out`);
  env.islands.push({name, props: tag.props as Record<string, string>, ...expressions, ...(tag.selfClosing ? {} : {children: true}), at: `${env.file}:${line}`, element: tag.name});
  const index = env.islands.length - 1;
  return {html: slotMarker(env.slots, {slot: 'island', island: index}), index};
}

/** The slot marker where island `index`'s children end. */
export const closeIsland = (env: MarkdownEnv, index: number) => slotMarker(env.slots, {slot: 'island-close', island: index});

/**
 * JSX written inside a paragraph (`press <Kbd>K</Kbd>`) or a raw HTML block
 * (`<table><TableRow …/></table>`): the file's components become island slots, other capitalised
 * tags are dropped (reported by `unknown`) and lowercase HTML is left as it is.
 */
export function islandsInHtml(html: string, env: MarkdownEnv, line: number, unknown: (tag: JsxTag) => void): string {
  if (!/<\/?[A-Z]/.test(html)) return html;
  // Comments and code stay as written (`<!-- "{}"<SPACE> on Windows -->`).
  const literal = [...html.matchAll(/<!--[\s\S]*?-->|<(pre|code)\b[\s\S]*?<\/\1>/gi)].map((m) => [m.index!, m.index! + m[0].length]);
  const open: {name: string; index: number}[] = [];
  let out = '';
  let done = 0;
  const pattern = /<\/?[A-Z]/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (literal.some(([from, to]) => match!.index >= from && match!.index < to)) continue;
    let tag: JsxTag | undefined;
    try {
      tag = scanTag(html, match.index);
    } catch {
      tag = undefined;
    }
    if (!tag) continue;
    const at = line + (html.slice(0, match.index).match(/\n/g)?.length ?? 0);
    let replacement = '';
    if (tag.closing) {
      const found = open.map((o) => o.name).lastIndexOf(tag.name);
      if (found >= 0) replacement = closeIsland(env, open.splice(found)[0].index);
    } else if (siteIsland(tag.name, env)) {
      const opened = openIsland(tag, env, at);
      replacement = opened.html;
      if (!tag.selfClosing) open.push({name: tag.name, index: opened.index});
    } else {
      unknown(tag);
    }
    out += html.slice(done, match.index) + replacement;
    done = tag.end;
    pattern.lastIndex = tag.end;
  }
  for (const unclosed of open) env.warnings.push(`${env.file}:${line}: <${unclosed.name}> is never closed`);
  return out + html.slice(done);
}

/** A paragraph's inline JSX, tag by tag (markdown-it gives each tag its own `html_inline` token). */
export function inlineIslands(tokens: Token[], env: MarkdownEnv, line: number, unknown: (tag: JsxTag) => void): void {
  const open: {name: string; index: number}[] = [];
  for (const child of tokens) {
    if (child.type !== 'html_inline' || !/^<\/?([A-Z]|>)/.test(child.content)) continue;
    let tag: JsxTag | undefined;
    try {
      tag = scanTag(child.content, 0);
    } catch {
      tag = undefined;
    }
    child.type = 'mdx_skip';
    if (!tag || !tag.name) continue;
    if (tag.closing) {
      const found = open.map((o) => o.name).lastIndexOf(tag.name);
      if (found < 0) continue;
      child.type = 'html_inline';
      child.content = closeIsland(env, open.splice(found)[0].index);
    } else if (siteIsland(tag.name, env)) {
      const opened = openIsland(tag, env, line);
      child.type = 'html_inline';
      child.content = opened.html;
      if (!tag.selfClosing) open.push({name: tag.name, index: opened.index});
    } else {
      unknown(tag);
    }
  }
}
