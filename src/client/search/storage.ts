// Recent searches and favourites, stored per index under DocSearch's keys and with its rules: the
// newest first, no duplicates, 7 recent (4 once there are favourites) and 10 favourites.
import {LOCAL_INDEX_NAME, SEARCH, searchStorageKeys} from '../../shared/search-constants.ts';
import type {SearchClientConfig, SearchHit} from '../../shared/search-types.ts';

/** The index stored searches belong to: the hosted index's name, or the local one's. */
export function indexNameOf(config: SearchClientConfig): string {
  return config.provider === 'algolia' ? config.indexName : LOCAL_INDEX_NAME;
}

/** What is stored: the hit without its highlights (they belong to the query that found it). */
export type StoredHit = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;

function read(key: string): StoredHit[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as StoredHit[]).filter((item) => item && typeof item.url === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, items: StoredHit[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the list just does not persist.
  }
}

export function toStored(hit: SearchHit | StoredHit): StoredHit {
  const {objectID, url, type, hierarchy, content} = hit;
  return {objectID, url, type, hierarchy, content};
}

export interface SavedSearches {
  recent: StoredHit[];
  favourites: StoredHit[];
}

export function createSavedSearches(indexName: string) {
  const keys = searchStorageKeys(indexName);
  const recentLimit = () => (read(keys.favourite).length ? SEARCH.recentSearchesWithFavourites : SEARCH.recentSearches);
  const add = (key: string, item: StoredHit, limit: number) => write(key, [toStored(item), ...read(key).filter((x) => x.objectID !== item.objectID)].slice(0, limit));
  const remove = (key: string, item: StoredHit) => write(key, read(key).filter((x) => x.objectID !== item.objectID));
  return {
    all(): SavedSearches {
      return {recent: read(keys.recent).slice(0, recentLimit()), favourites: read(keys.favourite).slice(0, SEARCH.favouriteSearches)};
    },
    /** An opened hit becomes the newest recent search (unless it is a favourite already). */
    opened(item: StoredHit): void {
      if (read(keys.favourite).some((x) => x.objectID === item.objectID)) return;
      add(keys.recent, item, recentLimit());
    },
    favourite(item: StoredHit): void {
      add(keys.favourite, item, SEARCH.favouriteSearches);
      remove(keys.recent, item);
    },
    removeRecent(item: StoredHit): void {
      remove(keys.recent, item);
    },
    removeFavourite(item: StoredHit): void {
      remove(keys.favourite, item);
    },
  };
}

export type SavedSearchStore = ReturnType<typeof createSavedSearches>;
