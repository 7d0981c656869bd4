// The provider client's failure kinds (spec §8): every provider error reaches the UI as one of
// these, so the modal and the page show the same screen whichever provider is active.
import type {SearchErrorKind} from '../../shared/search-types.ts';

export class SearchError extends Error {
  readonly kind: SearchErrorKind;

  constructor(kind: SearchErrorKind, message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'SearchError';
    this.kind = kind;
  }
}

/** Fetches JSON, mapping network failures, HTTP errors and bad JSON to the three kinds. */
export async function fetchJson<T>(url: string, fetcher: typeof fetch = fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url);
  } catch (cause) {
    throw new SearchError('unreachable', `could not fetch ${url}`, {cause});
  }
  if (!response.ok) {
    throw new SearchError(response.status >= 400 && response.status < 500 ? 'api' : 'unreachable', `${url} answered ${response.status}`);
  }
  const text = await response.text().catch((cause: unknown) => {
    throw new SearchError('unreachable', `reading ${url} failed`, {cause});
  });
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new SearchError('deserialization', `${url} is not valid JSON`, {cause});
  }
}
