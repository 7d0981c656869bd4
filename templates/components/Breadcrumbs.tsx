import type {Link} from '../../src/routes/types.ts';

export function Breadcrumbs({home, crumbs, current}: {home: string; crumbs: Link[]; current: string}) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={home} className="breadcrumbs__home">
            Docs
          </a>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
