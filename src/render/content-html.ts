// Parsed content as a page shows it: its markup, with each theme text slot (src/content/types.ts)
// written in the page's language. Content is parsed once for every locale; its words are chosen here.
import type {ContentHtml, ContentSlot} from '../content/types.ts';
import {translate, type ThemeMessages} from '../shared/theme-strings.ts';
import {escapeHtml} from '../shared/strings.ts';

/** A code block's buttons, wired up by the client (src/client/copy.ts); hidden without JavaScript. */
export function codeButtons(messages: ThemeMessages): string {
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(messages, id));
  return `<div class="code-block__buttons"><button type="button" class="wrap-button" aria-pressed="false" aria-label="${t('theme.CodeBlock.wordWrapToggle')}">${t('theme.CodeBlock.wrap')}</button><button type="button" class="copy-button" aria-label="${t('theme.CodeBlock.copyButtonAriaLabel')}">${t('theme.CodeBlock.copy')}</button></div>`;
}

function slotHtml(slot: ContentSlot, messages: ThemeMessages): string {
  switch (slot.slot) {
    case 'code-buttons':
      return codeButtons(messages);
    case 'heading-link':
      return escapeHtml(translate(messages, 'theme.common.headingLinkTitle', {heading: slot.heading}));
  }
}

/** `html` with its slots filled in from `messages`. */
export function contentHtml(html: ContentHtml, messages: ThemeMessages): string {
  let out = '';
  for (const part of html) out += typeof part === 'string' ? part : slotHtml(part, messages);
  return out;
}
