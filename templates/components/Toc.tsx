// "On this page": h2–h3 of the content. The client marks the heading being read (is-active) in the
// sidebar version; narrower screens get a collapsible copy above the content instead.
import type {TocEntry} from '../../src/content/types.ts';
import {useT} from './Translate.tsx';

function Entries({entries, nested}: {entries: TocEntry[]; nested?: boolean}) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="toc__link">
            {entry.text}
          </a>
          {entry.children.length ? <Entries entries={entry.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

export function Toc({toc}: {toc: TocEntry[]}) {
  const t = useT();
  if (!toc.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" data-toc="">
      <p className="toc__title" id="toc-title">
        {t('theme.TOCCollapsible.toggleButtonLabel')}
      </p>
      <Entries entries={toc} />
    </nav>
  );
}

export function TocMobile({toc}: {toc: TocEntry[]}) {
  const t = useT();
  if (!toc.length) return null;
  return (
    <details className="toc-mobile">
      <summary>{t('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <Entries entries={toc} />
    </details>
  );
}
