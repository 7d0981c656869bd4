// Pieces the modal and the /search page share: highlighted text, a hit's title and path, the
// grouping of hits, the spinner, and the no-results and error screens with the spec's texts.
import type {ReactNode} from 'react';
import {SEARCH} from '../../shared/search-constants.ts';
import {searchTexts} from './texts.ts';
import type {HierarchyLevel, SearchHit, Segments} from '../../shared/search-types.ts';
import type {StoredHit} from './storage.ts';

/** Segments as text with <mark> around matches: React escapes every part. */
export function Highlight({segments}: {segments: Segments}) {
  return <>{segments.map((part, n) => (n % 2 ? <mark key={n}>{part}</mark> : part ? <span key={n}>{part}</span> : null))}</>;
}

const LEVELS: HierarchyLevel[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function text(hit: SearchHit | StoredHit, level: HierarchyLevel | 'content'): Segments {
  const highlight = 'highlight' in hit ? hit.highlight[level] : undefined;
  if (highlight) return highlight;
  const plain = level === 'content' ? hit.content : hit.hierarchy[level];
  return plain ? [plain] : [];
}

/** The deepest hierarchy level a hit has (a content hit's own heading). */
function ownLevel(hit: SearchHit | StoredHit): number {
  if (hit.type !== 'content') return Number(hit.type.slice(3));
  let level = 1;
  LEVELS.forEach((l, i) => {
    if (hit.hierarchy[l]) level = i + 1;
  });
  return level;
}

/** What a hit is: its heading, or for body text the snippet around the match. */
export function HitTitle({hit}: {hit: SearchHit | StoredHit}) {
  if (hit.type === 'content') {
    const snippet = 'snippet' in hit && hit.snippet ? hit.snippet : text(hit, 'content');
    return <Highlight segments={snippet} />;
  }
  return <Highlight segments={text(hit, `lvl${ownLevel(hit)}` as HierarchyLevel)} />;
}

/** Where a hit sits: the headings above it, starting from the page title. */
export function HitPath({hit, from = 1}: {hit: SearchHit | StoredHit; from?: number}) {
  const last = hit.type === 'content' ? ownLevel(hit) : ownLevel(hit) - 1;
  const levels = LEVELS.slice(from - 1, last).filter((level) => hit.hierarchy[level]);
  if (!levels.length) return null;
  return (
    <>
      {levels.map((level, n) => (
        <span key={level} className="search-path__part">
          {n ? <span aria-hidden="true"> › </span> : null}
          <Highlight segments={text(hit, level)} />
        </span>
      ))}
    </>
  );
}

export interface HitGroup {
  lvl0: string;
  hits: SearchHit[];
}

/** Hits by lvl0 (in order of their best hit), at most 5 each, clustered by lvl1 within. */
export function groupHits(hits: SearchHit[], perGroup: number = SEARCH.hitsPerGroup): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.hierarchy.lvl0) ?? [];
    if (list.length < perGroup) list.push(hit);
    groups.set(hit.hierarchy.lvl0, list);
  }
  return [...groups].map(([lvl0, list]) => {
    const pages = new Map<string, SearchHit[]>();
    for (const hit of list) pages.set(hit.hierarchy.lvl1, [...(pages.get(hit.hierarchy.lvl1) ?? []), hit]);
    return {lvl0, hits: [...pages.values()].flat()};
  });
}

export function Spinner({label}: {label: string}) {
  return (
    <span className="search-spinner" role="status">
      <span className="search-spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function missingResultsHref(template: string | undefined, query: string): string | undefined {
  return template?.split('{query}').join(encodeURIComponent(query));
}

export function NoResults({query, suggestions, onSuggestion, missingResultsUrl}: {query: string; suggestions: string[]; onSuggestion: (query: string) => void; missingResultsUrl?: string}) {
  const report = missingResultsHref(missingResultsUrl, query);
  return (
    <div className="search-screen search-screen--empty" data-screen="no-results">
      <p className="search-screen__title">{searchTexts().noResults(query)}</p>
      {suggestions.length ? (
        <div className="search-screen__suggestions">
          <p>{searchTexts().trySearching}</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="search-suggestion" onClick={() => onSuggestion(suggestion)}>
                  {`"${suggestion}"`}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="search-screen__help">
        {searchTexts().missingResults}{' '}
        {report ? (
          <a href={report} target="_blank" rel="noopener noreferrer">
            {searchTexts().letUsKnow}
          </a>
        ) : null}
      </p>
    </div>
  );
}

export function ErrorScreen({kind}: {kind?: string}): ReactNode {
  return (
    <div className="search-screen search-screen--error" role="alert" data-screen="error" data-error-kind={kind}>
      <p className="search-screen__title">{searchTexts().errorTitle}</p>
      <p className="search-screen__help">{searchTexts().errorHelp}</p>
    </div>
  );
}
