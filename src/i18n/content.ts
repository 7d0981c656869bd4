// Parsed content is the same in every locale (a page is parsed once for all), so the few theme
// texts markdown puts into it (code block buttons, heading links) are English there; a page in
// another language gets its locale's words here, at render.
import {CODE_BUTTONS, codeButtons} from '../content/markdown/code.ts';
import {HEADING_LINK_LABEL} from '../content/markdown/headings.ts';
import {ENGLISH_MESSAGES, translate, type ThemeMessages} from '../shared/theme-strings.ts';
import {escapeHtml} from '../shared/strings.ts';

const HEADING_LINK = new RegExp(`aria-label="${HEADING_LINK_LABEL}([^"]*)">#</a>`, 'g');

/** `html` with the locale's texts; English messages leave it as it is. */
export function localizeContent(html: string, messages: ThemeMessages): string {
  if (messages === ENGLISH_MESSAGES) return html;
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(messages, id, values);
  const buttons = codeButtons({wrap: t('theme.CodeBlock.wrap'), wrapLabel: t('theme.CodeBlock.wordWrapToggle'), copy: t('theme.CodeBlock.copy'), copyLabel: t('theme.CodeBlock.copyButtonAriaLabel')});
  let out = buttons === CODE_BUTTONS ? html : html.split(CODE_BUTTONS).join(buttons);
  // The heading's text is already escaped in the label; the message's own text is escaped here.
  if (t('theme.common.headingLinkTitle') !== ENGLISH_MESSAGES['theme.common.headingLinkTitle']) {
    out = out.replace(HEADING_LINK, (_all, heading: string) => `aria-label="${escapeHtml(t('theme.common.headingLinkTitle', {heading: '\u0000'})).replace('\u0000', heading)}">#</a>`);
  }
  return out;
}
