// Shown until dismissed; the inline head script hides it before paint when this id was dismissed.
import type {SiteChrome} from '../../src/routes/types.ts';
import {CloseIcon} from './Icons.tsx';
import {useT} from './Translate.tsx';

export function AnnouncementBar({bar}: {bar: NonNullable<SiteChrome['announcementBar']>}) {
  const t = useT();
  return (
    <div className="announcement" data-announcement-id={bar.id} role="region" aria-label={t('theme.AnnouncementBar.ariaLabel')}>
      <div className="announcement__content" dangerouslySetInnerHTML={{__html: bar.html}} />
      {bar.isCloseable ? (
        <button type="button" className="announcement__close" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
