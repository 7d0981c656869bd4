// The open search modal: input, start screen (recent searches and favourites), grouped hits,
// 'See all … results', the no-results and error screens, keyboard navigation and a focus trap.
import {memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent} from 'react';
import {SEARCH, searchPageHref} from '../../shared/search-constants.ts';
import {placeholderText, searchTexts} from './texts.ts';
import type {SearchHit} from '../../shared/search-types.ts';
import {readSearchConfig} from './client-config.ts';
import {createSavedSearches, indexNameOf, type SavedSearches, type StoredHit} from './storage.ts';
import {ErrorScreen, groupHits, HitPath, HitTitle, NoResults, Spinner, type HitGroup} from './ui.tsx';
import {useSearch} from './use-search.ts';
import {SavedList} from './saved-list.tsx';

/** On <body> while the modal is open: the page behind it stops scrolling (search.css). */
const SEARCH_OPEN_CLASS = 'search-modal-open';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SearchModal({initialQuery, source, readyEvent, onClose}: {initialQuery: string; source?: string; readyEvent?: string; onClose: (options?: {navigating?: boolean}) => void}) {
  const config = useMemo(readSearchConfig, []);
  const saved = useMemo(() => createSavedSearches(indexNameOf(config)), [config]);
  const [lists, setLists] = useState<SavedSearches>(() => saved.all());
  const [query, setQuery] = useState(initialQuery.slice(0, SEARCH.maxQueryLength));
  const placeholder = placeholderText();
  // The selection belongs to one list of hits: a new list starts again at its first hit.
  const [selection, setSelection] = useState<{list: SearchHit[]; index: number}>({list: [], index: 0});
  const {state, search} = useSearch(config);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.body.classList.add(SEARCH_OPEN_CLASS);
    // Text typed into the navbar box while the modal was loading moves here, then focus follows.
    const box = source ? (document.getElementById(source) as HTMLInputElement | null) : null;
    // Keys typed on the page since the opening was asked for (the trigger kept them), in order.
    let early = '';
    if (readyEvent) window.dispatchEvent(new CustomEvent(readyEvent, {detail: {take: (text: string) => (early = text)}}));
    const first = ((box?.value || query) + early).slice(0, SEARCH.maxQueryLength);
    if (box) box.value = '';
    if (first !== query) setQuery(first);
    // Value, focus and caret are set in this same task, so keys typed next land after the text
    // instead of racing a re-render that moves the caret.
    const field = input.current;
    if (field) {
      field.value = first;
      field.focus();
      field.setSelectionRange(first.length, first.length);
    }
    if (first) void search(first);
    return () => document.body.classList.remove(SEARCH_OPEN_CLASS);
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groups = useMemo(() => groupHits(state.hits), [state.hits]);
  const flat = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const active = selection.list === flat ? selection.index : 0;
  const setActive = useCallback((index: number) => setSelection({list: flat, index}), [flat]);
  const onPick = useCallback(
    (hit: SearchHit, newTab: boolean) => {
      saved.opened(hit);
      setLists(saved.all());
      // A plain click leaves the page: close; a new-tab click keeps the modal.
      if (!newTab) close.current({navigating: true});
    },
    [saved],
  );

  const update = (value: string) => {
    const next = value.slice(0, SEARCH.maxQueryLength);
    setQuery(next);
    void search(next);
  };
  const refresh = () => setLists(saved.all());
  const opened = (item: StoredHit) => {
    saved.opened(item);
    refresh();
  };
  const openHit = (hit: SearchHit, newTab: boolean) => {
    if (newTab) {
      opened(hit);
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    // A click on the link itself (recorded by its onClick) lets the shell's navigation handle it.
    document.getElementById(`search-hit-${flat.indexOf(hit)}`)?.click();
  };

  const showResults = query.trim() !== '' && state.query === query && state.status !== 'error' && state.results !== null;
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!query.trim()) {
        const links = dialog.current?.querySelectorAll<HTMLElement>('.search-saved__link');
        if (links?.length) links[event.key === 'ArrowDown' ? 0 : links.length - 1].focus();
        return;
      }
      if (!flat.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + flat.length) % flat.length;
      setActive(next);
      document.getElementById(`search-hit-${next}`)?.scrollIntoView({block: 'nearest'});
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showResults && flat[active]) openHit(flat[active], event.ctrlKey || event.metaKey);
    }
  };

  // Escape, Ctrl/Cmd+K and Tab are handled for the whole window while the modal is open (and
  // before the trigger's own shortcut listener), so they work wherever focus happens to be.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey))) {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      // The focus trap: Tab and Shift+Tab cycle through the modal's own controls.
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const at = items.indexOf(document.activeElement as HTMLElement);
      if (at < 0 || (event.shiftKey && at === 0) || (!event.shiftKey && at === items.length - 1)) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  /** After an action removes the focused control, focus goes back to the input. */
  const keepFocus = () => requestAnimationFrame(() => {
    if (!dialog.current?.contains(document.activeElement)) input.current?.focus();
  });

  const stalled = state.status === 'stalled';
  let body;
  if (!query.trim()) {
    body = (
      <SavedList
        lists={lists}
        onOpen={(item) => {
          opened(item);
          onClose({navigating: true});
        }}
        onFavourite={(item) => {
          saved.favourite(item);
          refresh();
          keepFocus();
        }}
        onRemoveRecent={(item) => {
          saved.removeRecent(item);
          refresh();
          keepFocus();
        }}
        onRemoveFavourite={(item) => {
          saved.removeFavourite(item);
          refresh();
          keepFocus();
        }}
      />
    );
  } else if (state.status === 'error' && state.query === query) {
    body = <ErrorScreen kind={state.error?.kind} />;
  } else if (showResults && state.results!.nbHits === 0) {
    body = <NoResults query={query} suggestions={state.suggestions} onSuggestion={update} missingResultsUrl={config.missingResultsUrl} />;
  } else if (state.hits.length) {
    body = (
      <>
        <ResultList groups={groups} flat={flat} active={active} onHover={setActive} onPick={onPick} />
        {state.results ? (
          <a className="search-see-all" href={searchPageHref(config.searchPage, state.query)} onClick={() => onClose({navigating: true})}>
            {searchTexts().seeAll(state.results.nbHits)}
          </a>
        ) : null}
      </>
    );
  }

  return (
    <div
      className="search-modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="search-modal__panel" role="dialog" aria-modal="true" aria-label={searchTexts().dialogLabel} data-status={state.status}>
        <div className="search-modal__bar">
          <form className="search-modal__form" onSubmit={(event) => event.preventDefault()}>
            <label className="search-modal__label" htmlFor="search-modal-input">
              <span className="visually-hidden">{placeholder}</span>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M14.4 12.9l4 4-1.4 1.4-4-4a7.5 7.5 0 1 1 1.4-1.4zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z" fill="currentColor" />
              </svg>
            </label>
            <input
              ref={input}
              id="search-modal-input"
              className="search-modal__input"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showResults && flat.length > 0}
              aria-controls="search-modal-list"
              aria-activedescendant={showResults && flat.length ? `search-hit-${active}` : undefined}
              placeholder={placeholder}
              maxLength={SEARCH.maxQueryLength}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              value={query}
              onChange={(event) => update(event.target.value)}
              onKeyDown={onInputKey}
            />
            {stalled ? <Spinner label={searchTexts().loading} /> : null}
          </form>
          <button type="button" className="search-modal__cancel" onClick={() => onClose()}>
            Cancel
          </button>
        </div>
        <div className="search-modal__body">{body}</div>
        <p className="visually-hidden" aria-live="polite">
          {showResults ? (state.results!.nbHits ? searchTexts().resultCount(state.results!.nbHits) : searchTexts().noResults(query)) : ''}
        </p>
        <footer className="search-modal__footer" aria-hidden="true">
          <span>
            <kbd>↵</kbd> to select
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate
          </span>
          <span>
            <kbd>esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>
  );
}

/** The hits as a listbox; memoised so a keystroke's 'loading' render does not redraw them. */
const ResultList = memo(function ResultList(props: {groups: HitGroup[]; flat: SearchHit[]; active: number; onHover: (index: number) => void; onPick: (hit: SearchHit, newTab: boolean) => void}) {
  const {groups, flat, active} = props;
  return (
    <div id="search-modal-list" role="listbox" aria-label={searchTexts().resultsLabel} className="search-results">
      {groups.map((group) => (
        <div key={group.lvl0} role="group" aria-label={group.lvl0} className="search-group">
          <div className="search-group__title" aria-hidden="true">
            {group.lvl0}
          </div>
          {group.hits.map((hit, n) => {
            const index = flat.indexOf(hit);
            const child = n > 0 && group.hits[n - 1].hierarchy.lvl1 === hit.hierarchy.lvl1;
            return (
              <a
                key={hit.objectID}
                id={`search-hit-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                href={hit.url}
                className={`search-hit search-hit--${hit.type === 'lvl1' ? 'page' : hit.type === 'content' ? 'content' : 'heading'}${child ? ' search-hit--child' : ''}`}
                onMouseMove={() => index !== active && props.onHover(index)}
                onClick={(event) => props.onPick(hit, event.ctrlKey || event.metaKey || event.shiftKey)}
              >
                <span className="search-hit__title">
                  <HitTitle hit={hit} />
                </span>
                <span className="search-hit__path">
                  <HitPath hit={hit} />
                </span>
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
});
