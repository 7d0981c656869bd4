// The announcement bar: shown until dismissed. Dismissal is stored under
// `docusaurus.announcement.dismiss`; a bar with a new `docusaurus.announcement.id` shows again.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageGet, storageSet} from './storage.ts';

export function setupAnnouncementBar(): void {
  const bar = document.querySelector<HTMLElement>('.announcement');
  const id = bar?.dataset.announcementId;
  if (!bar || !id) return;
  if (storageGet(STORAGE_KEYS.announcementId) !== id) {
    storageSet(STORAGE_KEYS.announcementId, id);
    storageSet(STORAGE_KEYS.announcementDismiss, 'false');
    document.documentElement.removeAttribute('data-announcement-dismissed');
  }
  bar.querySelector('.announcement__close')?.addEventListener('click', () => {
    storageSet(STORAGE_KEYS.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  });
}
