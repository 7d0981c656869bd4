import type {Link} from '../../src/routes/types.ts';
import {useT} from './Translate.tsx';

export function Breadcrumbs({home, crumbs, current}: {home: string; crumbs: Link[]; current: string}) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
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
