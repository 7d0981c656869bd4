// The docs sidebar: categories are <details> so they fold without JavaScript; the one holding
// the current page starts open, and opening one never folds another.
import type {Sidebar, SidebarNode} from '../../src/routes/types.ts';

function contains(node: SidebarNode, path: string): boolean {
  if (node.href === path) return true;
  return node.type === 'category' && node.items.some((child) => contains(child, path));
}

function Node({node, path}: {node: SidebarNode; path: string}) {
  if (node.type === 'link') {
    const active = node.href === path;
    return (
      <li className="sidebar__item">
        <a
          className={`sidebar__link${active ? ' sidebar__link--active' : ''}`}
          href={node.href}
          aria-current={active ? 'page' : undefined}
          {...(node.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
        >
          {node.label}
        </a>
      </li>
    );
  }
  const open = contains(node, path);
  const active = node.href === path;
  return (
    <li className="sidebar__item sidebar__item--category">
      <details open={open}>
        <summary className="sidebar__category">
          {node.href ? (
            <a className={`sidebar__link${active ? ' sidebar__link--active' : ''}`} href={node.href} aria-current={active ? 'page' : undefined}>
              {node.label}
            </a>
          ) : (
            <span>{node.label}</span>
          )}
        </summary>
        <ul className="sidebar__list">
          {node.items.map((child, n) => (
            <Node key={n} node={child} path={path} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function DocSidebar({sidebar, path}: {sidebar: Sidebar; path: string}) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar" id="docs-sidebar">
      <ul className="sidebar__list">
        {sidebar.items.map((node, n) => (
          <Node key={n} node={node} path={path} />
        ))}
      </ul>
    </nav>
  );
}
