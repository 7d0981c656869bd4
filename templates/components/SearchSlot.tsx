// The navbar's search slot. Without JavaScript it is a form that opens the /search page; with it,
// the button, the form, Ctrl/Cmd+K and '/' open the search modal (src/client/search/trigger.ts).
import {SEARCH} from '../../src/shared/search-constants.ts';
import {useT} from './Translate.tsx';

export function SearchSlot({action}: {action: string}) {
  const t = useT();
  return (
    <form className="navbar__search" action={action} method="get" role="search">
      <label className="visually-hidden" htmlFor="navbar-search-input">
        {t('theme.SearchBar.placeholder')}
      </label>
      <input id="navbar-search-input" name={SEARCH.queryParam} type="search" placeholder={t('theme.SearchBar.placeholder')} maxLength={SEARCH.maxQueryLength} autoComplete="off" />
      <button type="submit" className="navbar__search-button" data-search-button="" aria-keyshortcuts="Control+K Meta+K /">
        <span>{t('theme.SearchBar.label')}</span>
        <kbd className="navbar__search-keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
    </form>
  );
}
