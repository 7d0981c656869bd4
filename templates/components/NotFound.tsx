// What the 404 page says, inside the page frame: where the reader can go from here.
import type {SiteChrome} from '../../src/routes/types.ts';
import {translator} from './Translate.tsx';

export function NotFound({site}: {site: SiteChrome}) {
  const t = translator(site.messages, site.locale.lang);
  return (
    <>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('theme.NotFound.title')}</h1>
      <p className="not-found__lead">{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
      <ul className="not-found__links">
        <li>
          <a className="button button--primary" href={site.docsHome}>
            {t('theme.NotFound.docsLink')}
          </a>
        </li>
        <li>
          <a className="button" href={site.searchPage}>
            {t('theme.NotFound.searchLink')}
          </a>
        </li>
        <li>
          <a className="button" href={site.home}>
            {t('theme.NotFound.homeLink')}
          </a>
        </li>
      </ul>
    </>
  );
}
