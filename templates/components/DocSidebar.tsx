// The docs sidebar: categories are <details> so they fold without JavaScript; the one holding the
// current page starts open, and opening one never folds another. The sidebar itself cannot be
// hidden. Below 997 px the client moves it into the mobile menu's secondary pane.
//
// A folded category's items are not in the page (as in Docusaurus): each page would otherwise
// carry the whole sidebar, and a site's output would grow with the square of its page count.
// The page holds the category's first link (so it works without JavaScript); unfolding it fills
// the list from the sidebar's fragment file (SidebarFragment), rendered once per sidebar.
import type {ReactElement} from 'react';
import type {Sidebar, SidebarNode} from '../../src/routes/types.ts';
import {SIDEBAR_LAZY_ATTRIBUTE, SIDEBAR_SOURCE_ATTRIBUTE} from '../../src/shared/sidebar.ts';
import type {LazySidebar} from '../../src/render/components.ts';
import {ChevronIcon, ExternalIcon} from './Icons.tsx';
import {MessagesContext, useT} from './Translate.tsx';
import {ENGLISH_MESSAGES, type ThemeMessages} from '../../src/shared/theme-strings.ts';

type CategoryNode = Extract<SidebarNode, {type: 'category'}>;
type LinkNode = Extract<SidebarNode, {type: 'link'}>;

function contains(node: SidebarNode, path: string): boolean {
  if (node.type === 'html') return false;
  if (node.href === path) return true;
  return node.type === 'category' && node.items.some((child) => contains(child, path));
}

function firstLink(nodes: SidebarNode[]): LinkNode | undefined {
  for (const node of nodes) {
    if (node.type === 'link') return node;
    if (node.type === 'category') {
      const found = firstLink(node.items);
      if (found) return found;
    }
  }
  return undefined;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * `lazy`: folded categories hold only a placeholder; without it every item is rendered.
 * `folded`: the sidebar's folded categories already rendered, by position (see foldedCategories).
 */
interface Rendering {
  path: string;
  lazy: boolean;
  folded?: Record<string, string>;
}

function Link({node, path}: {node: LinkNode; path: string}) {
  const active = node.href === path;
  return (
    <li className={classes('sidebar__item', node.className)}>
      <a
        className={`sidebar__link${active ? ' is-active' : ''}`}
        href={node.href}
        aria-current={active ? 'page' : undefined}
        {...(node.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
      >
        {node.label}
        {node.external ? <ExternalIcon /> : null}
      </a>
    </li>
  );
}

/** The items of a category (or of the sidebar's root); `at` numbers each category by its position. */
export function Items({nodes, at, depth, rendering}: {nodes: SidebarNode[]; at: string; depth: number; rendering: Rendering}) {
  return (
    <>
      {nodes.map((node, n) =>
        node.type === 'link' ? (
          <Link key={n} node={node} path={rendering.path} />
        ) : node.type === 'html' ? (
          <li key={n} className={classes('sidebar__item sidebar__item--html', node.className)} dangerouslySetInnerHTML={{__html: node.html}} />
        ) : (
          <Category key={n} node={node} at={at ? `${at}.${n}` : String(n)} depth={depth} rendering={rendering} />
        ),
      )}
    </>
  );
}

/** The category's `<li>` class: its list's state, its own class. */
function categoryClasses(node: CategoryNode, depth: number, inTrail: boolean): string {
  const item = classes('sidebar__item sidebar__item--category', `sidebar__item--depth-${Math.min(depth, 2)}`, inTrail && 'is-trail', node.className);
  if (node.collapsible === false) return classes(item, 'sidebar__item--static');
  return node.href ? classes(item, 'sidebar__item--linked') : item;
}

function Category({node, at, depth, rendering}: {node: CategoryNode; at: string; depth: number; rendering: Rendering}) {
  const inTrail = contains(node, rendering.path);
  // Docusaurus: a category starts folded unless it holds the page or says `collapsed: false`;
  // `collapsible: false` never folds.
  const open = inTrail || node.collapsed === false || node.collapsible === false;
  const folded = rendering.lazy && !open;
  // A folded category does not hold the page, so it is the same on every page of the sidebar.
  const html = folded ? rendering.folded?.[at] : undefined;
  if (html !== undefined) return <li className={categoryClasses(node, depth, inTrail)} dangerouslySetInnerHTML={{__html: html}} />;
  return (
    <li className={categoryClasses(node, depth, inTrail)}>
      <CategoryBody node={node} at={at} depth={depth} rendering={rendering} open={open} folded={folded} />
    </li>
  );
}

/** What a category's `<li>` holds: its label (or link) and its list, folded or not. */
function CategoryBody({node, at, depth, rendering, open, folded}: {node: CategoryNode; at: string; depth: number; rendering: Rendering; open: boolean; folded: boolean}) {
  const t = useT();
  const active = node.href === rendering.path;
  const placeholder = node.href ? undefined : firstLink(node.items);
  const list = folded ? (
    <ul className="sidebar__list">{placeholder ? <Link node={placeholder} path={rendering.path} /> : null}</ul>
  ) : (
    <ul className="sidebar__list">
      <Items nodes={node.items} at={at} depth={depth + 1} rendering={rendering} />
    </ul>
  );
  const lazy = folded ? {[SIDEBAR_LAZY_ATTRIBUTE]: at} : {};
  if (node.collapsible === false) {
    return (
      <>
        {node.href ? (
          <a className={classes('sidebar__link sidebar__category-label', active && 'is-active')} href={node.href} aria-current={active ? 'page' : undefined}>
            {node.label}
          </a>
        ) : (
          <span className="sidebar__label sidebar__category-label">{node.label}</span>
        )}
        {list}
      </>
    );
  }
  if (!node.href) {
    return (
      <details open={open} {...lazy}>
        <summary className="sidebar__category">
          <span className="sidebar__label">{node.label}</span>
          <ChevronIcon className="sidebar__caret" />
        </summary>
        {list}
      </details>
    );
  }
  // A link may not sit inside <summary>: the link comes first and lies over the summary's row,
  // which keeps only the caret. A hidden copy of the label gives the row the link's height.
  return (
    <>
      <a className={`sidebar__link sidebar__category-link${active ? ' is-active' : ''}`} href={node.href} aria-current={active ? 'page' : undefined}>
        {node.label}
      </a>
      <details open={open} {...lazy}>
        <summary className="sidebar__category" aria-label={t('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', {label: node.label})}>
          <span className="sidebar__link sidebar__ghost" aria-hidden="true">
            {node.label}
          </span>
          <ChevronIcon className="sidebar__caret" />
        </summary>
        {list}
      </details>
    </>
  );
}

/** `lazy`: a large sidebar's fragment file and folded categories; without it every item is in the page. */
export function DocSidebar({sidebar, path, lazy}: {sidebar: Sidebar; path: string; lazy?: LazySidebar}) {
  const t = useT();
  const source = lazy ? {[SIDEBAR_SOURCE_ATTRIBUTE]: lazy.fragment} : {};
  return (
    <nav className="sidebar" data-chrome="" aria-label={t('theme.docs.sidebar.navAriaLabel')} id="docs-sidebar" data-secondary-menu="" {...source}>
      <ul className="sidebar__list sidebar__list--root">
        <Items nodes={sidebar.items} at="" depth={0} rendering={{path, lazy: Boolean(lazy), folded: lazy?.folded}} />
      </ul>
    </nav>
  );
}

/** Calls `visit` for each category of `nodes` and the categories inside it, parents first, with its position ("0.2.1") and depth. */
function eachCategory(nodes: SidebarNode[], visit: (node: CategoryNode, path: string, depth: number) => void, at = '', depth = 0): void {
  nodes.forEach((node, n) => {
    if (node.type !== 'category') return;
    const path = at ? `${at}.${n}` : String(n);
    visit(node, path, depth);
    eachCategory(node.items, visit, path, depth + 1);
  });
}

/**
 * Every category's items, in full, by its position: what unfolding a category fills in. Each
 * entry is rendered with the same components as the page, through `render`.
 */
export function sidebarFragment(sidebar: Sidebar, render: (element: ReactElement) => string, messages: ThemeMessages = ENGLISH_MESSAGES, lang = 'en'): Record<string, string> {
  const fragment: Record<string, string> = {};
  eachCategory(sidebar.items, (node, path, depth) => {
    fragment[path] = render(
      <MessagesContext.Provider value={{messages, lang}}>
        <Items nodes={node.items} at={path} depth={depth + 1} rendering={{path: '', lazy: false}} />
      </MessagesContext.Provider>,
    );
  });
  return fragment;
}

/**
 * What each category that can fold holds when folded, by position: the same on every page it is
 * folded on (a folded category does not hold the page), so a page writes it as it is rather than
 * rendering it again. `render` must be the page's renderer (renderToString), so the HTML is the page's.
 */
export function foldedCategories(sidebar: Sidebar, render: (element: ReactElement) => string, messages: ThemeMessages = ENGLISH_MESSAGES, lang = 'en'): Record<string, string> {
  const folded: Record<string, string> = {};
  eachCategory(sidebar.items, (node, path, depth) => {
    if (node.collapsed === false || node.collapsible === false) return;
    folded[path] = render(
      <MessagesContext.Provider value={{messages, lang}}>
        <CategoryBody node={node} at={path} depth={depth} rendering={{path: '', lazy: true}} open={false} folded />
      </MessagesContext.Provider>,
    );
  });
  return folded;
}
