// The /search page's form, and the page as the server renders it (and as the island's first
// browser render repeats it, so hydration matches): a GET form that works without JavaScript.
import {SEARCH, SEARCH_TEXTS} from '../../shared/search-constants.ts';
import {Spinner} from './ui.tsx';

/** The form's texts in the page's language: the server passes them to the island, so both render the same. */
export interface SearchFormTexts {
  placeholder: string;
  formLabel: string;
  loading: string;
}

export const ENGLISH_FORM_TEXTS: SearchFormTexts = {placeholder: SEARCH.placeholder, formLabel: SEARCH_TEXTS.formLabel, loading: SEARCH_TEXTS.loading};

export function SearchPageForm(props: {action: string; query?: string; onChange?: (value: string) => void; busy?: boolean; texts?: SearchFormTexts}) {
  const texts = props.texts ?? ENGLISH_FORM_TEXTS;
  return (
    <form className="search-page__form" action={props.action} method="get" role="search" aria-label={texts.formLabel} onSubmit={props.onChange ? (event) => event.preventDefault() : undefined}>
      <label htmlFor="search-page-input">{texts.placeholder}</label>
      <div className="search-page__field">
        <input
          id="search-page-input"
          name={SEARCH.queryParam}
          type="search"
          maxLength={SEARCH.maxQueryLength}
          placeholder={texts.placeholder}
          autoComplete="off"
          {...(props.onChange ? {value: props.query ?? '', onChange: (event) => props.onChange!(event.target.value)} : {})}
        />
        {props.busy ? <Spinner label={texts.loading} /> : null}
      </div>
    </form>
  );
}

export function StaticSearchPage({action, texts}: {action: string; texts?: SearchFormTexts}) {
  return (
    <div className="search-page__live" data-status="idle">
      <SearchPageForm action={action} texts={texts} />
      <div className="search-page__results" aria-live="polite" />
    </div>
  );
}
