// Previous/next cards at the end of a doc, a post or a blog list page.
import type {Link} from '../../src/routes/types.ts';
import {useT} from './Translate.tsx';

/** Which pager it is: Docusaurus swizzles each apart (DocPaginator, BlogPostPaginator, BlogListPaginator). */
export type PagerKind = 'docs' | 'blog-post' | 'blog-list';

export function Pager(props: {kind?: PagerKind; previous?: Link; next?: Link; label: string; previousLabel?: string; nextLabel?: string}) {
  const t = useT();
  const {previous, next} = props;
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={props.label}>
      {previous ? (
        <a className="pager__link pager__link--prev" href={previous.href} rel="prev">
          <span className="pager__sub">« {props.previousLabel ?? t('theme.docs.paginator.previous')}</span>
          <span className="pager__label">{previous.label}</span>
        </a>
      ) : null}
      {next ? (
        <a className="pager__link pager__link--next" href={next.href} rel="next">
          <span className="pager__sub">{props.nextLabel ?? t('theme.docs.paginator.next')} »</span>
          <span className="pager__label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
