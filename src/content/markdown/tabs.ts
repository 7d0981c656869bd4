// The tabs container (:::tabs{groupId="…"} with ::tab{label value} leaves). Without JavaScript
// every panel shows under its label; the client turns it into a real tablist.
import type {MarkdownIt} from 'markdown-it';
import type {Token} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import type {DirectiveMeta} from './directives.ts';
import {markdownEnv} from './rule-env.ts';

interface TabInfo {
  label: string;
  value: string;
  id: string;
}

function collectTabs(tokens: Token[], openIndex: number): Token[] {
  const found: Token[] = [];
  let level = 0;
  for (let i = openIndex + 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'directive_close' && level === 0) break;
    if (token.nesting === 1) level++;
    if (token.nesting === -1) level--;
    if (level === 0 && token.type === 'directive_leaf' && token.meta?.name === 'tab') found.push(token);
  }
  return found;
}

export function tabsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('tabs', (state) => {
    const env = markdownEnv(state.env);
    state.tokens.forEach((token, index) => {
      if (token.type !== 'directive_open' || token.meta?.name !== 'tabs') return;
      const group = ++env.tabsCount;
      const leaves = collectTabs(state.tokens, index);
      // The tab shown first: `default` on a tab, or the container's defaultValue (Docusaurus's props).
      const defaultValue = (token.meta as {defaultValue?: string}).defaultValue;
      const chosen = Math.max(0, leaves.findIndex((leafToken) => {
        const attrs = (leafToken.meta as DirectiveMeta).attrs;
        return defaultValue !== undefined ? attrs.value === defaultValue : attrs.default !== undefined;
      }));
      const tabs: TabInfo[] = leaves.map((leafToken, n) => {
        const attrs = (leafToken.meta as DirectiveMeta).attrs;
        const value = attrs.value || attrs.label || String(n);
        const info = {label: attrs.label || value, value, id: `tabs-${group}-${n}`};
        leafToken.meta = {...leafToken.meta, tab: info, first: n === 0, selected: n === chosen};
        return info;
      });
      token.meta = {...token.meta, tabs, selected: chosen};
    });
  });

  const open = md.renderer.rules.directive_open!;
  const close = md.renderer.rules.directive_close!;
  const leaf = md.renderer.rules.directive_leaf!;
  md.renderer.rules.directive_open = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as DirectiveMeta & {tabs?: TabInfo[]; selected?: number};
    if (meta.name !== 'tabs') return open(tokens, idx, options, env, self);
    const group = meta.attrs.groupId ? ` data-group-id="${escapeHtml(meta.attrs.groupId)}"` : '';
    const buttons = (meta.tabs ?? [])
      .map(
        (tab, n) =>
          `<button type="button" role="tab" class="tabs__tab" id="${tab.id}-tab" aria-controls="${tab.id}" aria-selected="${n === (meta.selected ?? 0)}" tabindex="${n === (meta.selected ?? 0) ? 0 : -1}" data-value="${escapeHtml(tab.value)}">${escapeHtml(tab.label)}</button>`,
      )
      .join('');
    return `<div class="tabs"${group}><div class="tabs__list" role="tablist">${buttons}</div>\n`;
  };
  md.renderer.rules.directive_leaf = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as DirectiveMeta & {tab?: TabInfo; first?: boolean; selected?: boolean};
    if (meta.name !== 'tab' || !meta.tab) return leaf(tokens, idx, options, env, self);
    const {tab} = meta;
    return `${meta.first ? '' : '</div>\n'}<div class="tabs__panel" role="tabpanel" id="${tab.id}" aria-labelledby="${tab.id}-tab" data-value="${escapeHtml(tab.value)}"${meta.selected === false ? ' data-inactive' : ''}><p class="tabs__label">${escapeHtml(tab.label)}</p>\n`;
  };
  md.renderer.rules.directive_close = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as DirectiveMeta;
    return meta.name === 'tabs' ? '</div>\n</div>\n' : close(tokens, idx, options, env, self);
  };
}
