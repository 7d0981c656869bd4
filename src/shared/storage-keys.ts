// Browser storage keys of the spec (§9), imported by the inline theme script and the client.
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  tab: (group: string) => `docusaurus.tab.${group}`,
  /** '1' when the reader last chose to wrap long lines of code blocks, '0' when they unwrapped. */
  codeWrap: 'sitegen.code.wrap',
} as const;

export const DESKTOP_MIN_WIDTH = 997;
