// Recent posts (or all success stories) beside a blog page; in the mobile menu below 997 px.
import type {BlogSidebarData} from '../../src/routes/types.ts';

export function BlogSidebar({sidebar, path}: {sidebar: BlogSidebarData; path: string}) {
  return (
    <nav className="blog-sidebar" data-chrome="" aria-labelledby="blog-sidebar-title" data-secondary-menu="">
      <h2 className="blog-sidebar__title" id="blog-sidebar-title">
        {sidebar.title}
      </h2>
      <ul className="blog-sidebar__list">
        {sidebar.items.map((item) => {
          const active = item.href === path;
          return (
            <li key={item.href}>
              <a className={`blog-sidebar__link${active ? ' is-active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
