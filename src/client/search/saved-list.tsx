// The modal's start screen: favourites and recent searches (opened hits), each with its actions,
// or 'No recent searches'. Arrow keys move between the links; Enter follows one.
import type {KeyboardEvent} from 'react';
import {searchTexts} from './texts.ts';
import type {SavedSearches, StoredHit} from './storage.ts';
import {HitPath, HitTitle} from './ui.tsx';

interface Actions {
  onOpen: (item: StoredHit) => void;
  onFavourite: (item: StoredHit) => void;
  onRemoveRecent: (item: StoredHit) => void;
  onRemoveFavourite: (item: StoredHit) => void;
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const root = event.currentTarget.closest('.search-saved');
  const links = [...(root?.querySelectorAll<HTMLElement>('.search-saved__link') ?? [])];
  const at = links.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const next = at + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) document.getElementById('search-modal-input')?.focus();
  else links[Math.min(next, links.length - 1)].focus();
}

function Item({item, kind, actions}: {item: StoredHit; kind: 'recent' | 'favourite'; actions: Actions}) {
  return (
    <li className="search-saved__item">
      <a className="search-saved__link" href={item.url} onClick={() => actions.onOpen(item)}>
        <span className="search-hit__title">
          <HitTitle hit={item} />
        </span>
        <span className="search-hit__path">
          <HitPath hit={item} />
        </span>
      </a>
      {kind === 'recent' ? (
        <>
          <button type="button" className="search-saved__action" aria-label={searchTexts().saveRecent} title={searchTexts().saveRecent} onClick={() => actions.onFavourite(item)}>
            <span aria-hidden="true">☆</span>
          </button>
          <button type="button" className="search-saved__action" aria-label={searchTexts().removeRecent} title={searchTexts().removeRecent} onClick={() => actions.onRemoveRecent(item)}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : (
        <button type="button" className="search-saved__action" aria-label={searchTexts().removeFavourite} title={searchTexts().removeFavourite} onClick={() => actions.onRemoveFavourite(item)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}

export function SavedList({lists, ...actions}: {lists: SavedSearches} & Actions) {
  if (!lists.recent.length && !lists.favourites.length) {
    return (
      <div className="search-screen" data-screen="start">
        <p className="search-screen__title">{searchTexts().noRecent}</p>
      </div>
    );
  }
  return (
    <div className="search-saved" data-screen="start" onKeyDown={moveFocus}>
      {lists.recent.length ? (
        <section aria-labelledby="search-saved-recent">
          <h2 id="search-saved-recent" className="search-group__title">
            {searchTexts().recentTitle}
          </h2>
          <ul className="search-saved__list">
            {lists.recent.map((item) => (
              <Item key={item.objectID} item={item} kind="recent" actions={actions} />
            ))}
          </ul>
        </section>
      ) : null}
      {lists.favourites.length ? (
        <section aria-labelledby="search-saved-favourite">
          <h2 id="search-saved-favourite" className="search-group__title">
            {searchTexts().favouriteTitle}
          </h2>
          <ul className="search-saved__list">
            {lists.favourites.map((item) => (
              <Item key={item.objectID} item={item} kind="favourite" actions={actions} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
