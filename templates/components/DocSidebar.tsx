// The docs sidebar: categories are <details> so they fold without JavaScript; the one holding the
// current page starts open, and opening one never folds another. The sidebar itself cannot be
// hidden. Below 997 px the client moves it into the mobile menu's secondary pane.
import type {Sidebar, SidebarNode} from '../../src/routes/types.ts';
import {ChevronIcon, ExternalIcon} from './Icons.tsx';

function contains(node: SidebarNode, path: string): boolean {
  if (node.href === path) return true;
  return node.type === 'category' && node.items.some((child) => contains(child, path));
}

function Node({node, path, depth}: {node: SidebarNode; path: string; depth: number}) {
  if (node.type === 'link') {
    const active = node.href === path;
    return (
      <li className="sidebar__item">
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
  const inTrail = contains(node, path);
  const active = node.href === path;
  const classes = `sidebar__item sidebar__item--category sidebar__item--depth-${Math.min(depth, 2)}${inTrail ? ' is-trail' : ''}`;
  const list = (
    <ul className="sidebar__list">
      {node.items.map((child, n) => (
        <Node key={n} node={child} path={path} depth={depth + 1} />
      ))}
    </ul>
  );
  if (!node.href) {
    return (
      <li className={classes}>
        <details open={inTrail}>
          <summary className="sidebar__category">
            <span className="sidebar__label">{node.label}</span>
            <ChevronIcon className="sidebar__caret" />
          </summary>
          {list}
        </details>
      </li>
    );
  }
  // A link may not sit inside <summary>: the link comes first and lies over the summary's row,
  // which keeps only the caret. A hidden copy of the label gives the row the link's height.
  return (
    <li className={`${classes} sidebar__item--linked`}>
      <a className={`sidebar__link sidebar__category-link${active ? ' is-active' : ''}`} href={node.href} aria-current={active ? 'page' : undefined}>
        {node.label}
      </a>
      <details open={inTrail}>
        <summary className="sidebar__category" aria-label={`Toggle the category ${node.label}`}>
          <span className="sidebar__link sidebar__ghost" aria-hidden="true">
            {node.label}
          </span>
          <ChevronIcon className="sidebar__caret" />
        </summary>
        {list}
      </details>
    </li>
  );
}

export function DocSidebar({sidebar, path}: {sidebar: Sidebar; path: string}) {
  return (
    <nav className="sidebar" data-chrome="" aria-label="Docs sidebar" id="docs-sidebar" data-secondary-menu="">
      <ul className="sidebar__list sidebar__list--root">
        {sidebar.items.map((node, n) => (
          <Node key={n} node={node} path={path} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
