// Shown until dismissed; the inline head script hides it before paint when this id was dismissed.
import type {SiteChrome} from '../../src/routes/types.ts';
import {CloseIcon} from './Icons.tsx';

export function AnnouncementBar({bar}: {bar: NonNullable<SiteChrome['announcementBar']>}) {
  return (
    <div className="announcement" data-announcement-id={bar.id} role="region" aria-label="Announcement">
      <div className="announcement__content" dangerouslySetInnerHTML={{__html: bar.html}} />
      {bar.isCloseable ? (
        <button type="button" className="announcement__close" aria-label="Close">
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
