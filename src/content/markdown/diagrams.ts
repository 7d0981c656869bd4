// ```mermaid blocks: the source, readable without JavaScript, in a figure the diagrams script
// (src/client/diagrams.ts, loaded only by pages that have one) turns into an SVG in the page's
// colour mode. Rendering at build time would need a headless browser per build.
import type {MarkdownIt} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import {DIAGRAM_MARKER} from './markers.ts';

export function diagramsPlugin(md: MarkdownIt): void {
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token.info.trim().split(/\s+/)[0]?.toLowerCase() !== 'mermaid') return fence(tokens, idx, options, env, self);
    return `<figure class="diagram" ${DIAGRAM_MARKER}><div class="diagram__svg" hidden></div><pre class="diagram__source" tabindex="0"><code>${escapeHtml(token.content.replace(/\n$/, ''))}</code></pre></figure>\n`;
  };
}
