// The /search page's form, and the page as the server renders it (and as the island's first
// browser render repeats it, so hydration matches): a GET form that works without JavaScript.
import {SEARCH} from '../../shared/search-constants.ts';
import {Spinner} from './ui.tsx';

export function SearchPageForm(props: {action: string; query?: string; onChange?: (value: string) => void; busy?: boolean}) {
  return (
    <form className="search-page__form" action={props.action} method="get" role="search" aria-label="Search the documentation" onSubmit={props.onChange ? (event) => event.preventDefault() : undefined}>
      <label htmlFor="search-page-input">{SEARCH.placeholder}</label>
      <div className="search-page__field">
        <input
          id="search-page-input"
          name={SEARCH.queryParam}
          type="search"
          maxLength={SEARCH.maxQueryLength}
          placeholder={SEARCH.placeholder}
          autoComplete="off"
          {...(props.onChange ? {value: props.query ?? '', onChange: (event) => props.onChange!(event.target.value)} : {})}
        />
        {props.busy ? <Spinner label="Loading results" /> : null}
      </div>
    </form>
  );
}

export function StaticSearchPage({action}: {action: string}) {
  return (
    <div className="search-page__live" data-status="idle">
      <SearchPageForm action={action} />
      <div className="search-page__results" aria-live="polite" />
    </div>
  );
}
