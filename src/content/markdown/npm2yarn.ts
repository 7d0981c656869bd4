// ```bash npm2yarn: one npm command shown as npm, Yarn and pnpm tabs (Docusaurus's remark plugin),
// converted by npm-to-yarn and grouped under `npm2yarn` so a reader's choice holds across pages.
import type {MarkdownIt, Token} from 'markdown-it';
import convert from 'npm-to-yarn';
import type {DirectiveMeta} from './directives.ts';

const MANAGERS = [
  {value: 'npm', label: 'npm'},
  {value: 'yarn', label: 'Yarn'},
  {value: 'pnpm', label: 'pnpm'},
] as const;

export function npm2yarnPlugin(md: MarkdownIt): void {
  md.core.ruler.before('tabs', 'npm2yarn', (state) => {
    const out: Token[] = [];
    for (const token of state.tokens) {
      if (token.type !== 'fence' || !/(^|\s)npm2yarn(\s|$)/.test(token.info)) {
        out.push(token);
        continue;
      }
      const info = token.info.replace(/(^|\s)npm2yarn(?=\s|$)/, '').trim();
      const open = new state.Token('directive_open', 'div', 1);
      open.meta = {name: 'tabs', attrs: {groupId: 'npm2yarn'}} satisfies DirectiveMeta;
      open.map = token.map;
      out.push(open);
      for (const manager of MANAGERS) {
        const leaf = new state.Token('directive_leaf', 'div', 0);
        leaf.meta = {name: 'tab', attrs: {value: manager.value, label: manager.label}} satisfies DirectiveMeta;
        const fence = new state.Token('fence', 'code', 0);
        Object.assign(fence, {info, markup: token.markup, map: token.map, block: true});
        fence.content = manager.value === 'npm' ? token.content : `${convert(token.content.replace(/\n$/, ''), manager.value)}\n`;
        out.push(leaf, fence);
      }
      const close = new state.Token('directive_close', 'div', -1);
      close.meta = open.meta;
      out.push(close);
    }
    state.tokens = out;
  });
}
