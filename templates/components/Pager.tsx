import type {Link} from '../../src/routes/types.ts';

export function Pager({previous, next, label}: {previous?: Link; next?: Link; label: string}) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous ? (
        <a className="pager__link pager__link--prev" href={previous.href}>
          <span className="pager__sub">Previous</span>
          <span className="pager__label">{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager__link pager__link--next" href={next.href}>
          <span className="pager__sub">Next</span>
          <span className="pager__label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
