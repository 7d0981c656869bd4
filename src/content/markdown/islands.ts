// ::island{name="spring-editor" …props}: a React component rendered on the server at render time
// (it is an island slot of the page's content) and hydrated in the browser when its chunk loads.
import type {MarkdownIt} from 'markdown-it';
import type {DirectiveMeta} from './directives.ts';
import {slotMarker} from './slots.ts';
import {markdownEnv} from './rule-env.ts';


export function islandsPlugin(md: MarkdownIt): void {
  const leaf = md.renderer.rules.directive_leaf!;
  md.renderer.rules.directive_leaf = (tokens, idx, options, rawEnv, self) => {
    const env = markdownEnv(rawEnv);
    const meta = tokens[idx].meta as DirectiveMeta;
    if (meta.name !== 'island') return leaf(tokens, idx, options, rawEnv, self);
    const {name, ...props} = meta.attrs;
    if (!name) {
      env.warnings.push(`${env.file}:${(tokens[idx].map?.[0] ?? 0) + 1 + env.lineOffset}: ::island without a name`);
      return '';
    }
    env.islands.push({name, props});
    return `${slotMarker(env.slots, {slot: 'island', island: env.islands.length - 1})}\n`;
  };
}
