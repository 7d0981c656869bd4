// The English texts browser code shows (spec §8's error texts among them), written once: the
// browser modules show them, the theme catalogue (src/shared/theme-strings.ts) lists them by id
// for translators, and a page in another language carries its translations in its data
// (src/client/texts.ts). Separate constants, so a bundle keeps only the texts it uses.
export const CODE_TEXTS = {
  copy: 'Copy',
  copyLabel: 'Copy code to clipboard',
  copied: 'Copied',
  copiedAnnouncement: 'Copied to clipboard',
  copyFailed: 'Copy failed',
  wrap: 'Wrap',
  wrapLabel: 'Wrap long lines',
} as const;

export const NAVIGATION_TEXTS = {
  loading: 'Loading…',
  loadFailed: 'This content could not be loaded.',
  retry: 'Retry',
} as const;

export const CRASH_TEXTS = {
  title: 'This page crashed.',
  tryAgain: 'Try again',
} as const;

/** The id of a browser text in the theme catalogue (and in a locale's code.json). */
export const clientTextId = (group: 'CodeBlock' | 'Navigation' | 'Crash' | 'SearchModal', key: string) => `theme.${group}.${key}`;
