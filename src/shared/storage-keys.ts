// Browser storage keys of the spec (§9), imported by the inline theme script and the client.
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  tab: (group: string) => `docusaurus.tab.${group}`,
} as const;

export const DESKTOP_MIN_WIDTH = 997;
