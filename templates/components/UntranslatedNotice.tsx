// A page the reader's language has no translation of is shown in the default language, and says so.
import type {SiteChrome} from '../../src/routes/types.ts';
import {useT} from './Translate.tsx';

export function UntranslatedNotice({site}: {site: SiteChrome}) {
  const t = useT();
  return (
    <p className="untranslated-notice" role="note" lang={site.locale.lang}>
      {t('theme.i18n.untranslated', {language: site.locale.label, defaultLanguage: site.locale.defaultLabel})}
    </p>
  );
}
