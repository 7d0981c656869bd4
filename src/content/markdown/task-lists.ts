// GFM task lists: "- [ ] todo" / "- [x] done" become disabled checkboxes.
import type {MarkdownIt} from 'markdown-it';

export function taskListsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task-lists', (state) => {
    const tokens = state.tokens;
    for (let i = 2; i < tokens.length; i++) {
      const inline = tokens[i];
      if (inline.type !== 'inline' || tokens[i - 1].type !== 'paragraph_open' || tokens[i - 2].type !== 'list_item_open') continue;
      const match = /^\[([ xX])\]\s/.exec(inline.content);
      const first = inline.children?.[0];
      if (!match || !first || first.type !== 'text') continue;
      first.content = first.content.slice(match[0].length);
      const box = new state.Token('html_inline', '', 0);
      box.content = `<input type="checkbox" class="task-list-item__checkbox" disabled${match[1] === ' ' ? '' : ' checked'} aria-label="${match[1] === ' ' ? 'Not done' : 'Done'}"> `;
      inline.children!.unshift(box);
      tokens[i - 2].attrJoin('class', 'task-list-item');
    }
  });
}
