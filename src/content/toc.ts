// The table of contents: headings between the min and max level, nested by level.
import type {Heading, TocEntry} from './types.ts';

export function buildToc(headings: Heading[], min = 2, max = 3): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.level < min || heading.level > max) continue;
    const entry: TocEntry = {...heading, children: []};
    while (stack.length && stack[stack.length - 1].level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(entry);
    stack.push(entry);
  }
  return root;
}
