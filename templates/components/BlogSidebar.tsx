import type {BlogSidebarData} from '../../src/routes/types.ts';

export function BlogSidebar({sidebar, path}: {sidebar: BlogSidebarData; path: string}) {
  return (
    <nav className="blog-sidebar" aria-label={sidebar.title}>
      <h2 className="blog-sidebar__title">{sidebar.title}</h2>
      <ul>
        {sidebar.items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === path ? 'page' : undefined} className={item.href === path ? 'blog-sidebar__link--active' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
