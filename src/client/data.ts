// The page's build data (island chunk URLs, search settings), embedded as JSON in the head.
import type {SearchClientConfig} from '../shared/search-types.ts';

export interface ClientData {
  islands: Record<string, string>;
  search: SearchClientConfig;
  /** The site's base URL (`/` or `/sub/`). */
  baseUrl?: string;
  /** A page in another language than English: its translations of the browser texts, by id. */
  messages?: Record<string, string>;
}

let cached: ClientData | undefined;

export function readClientData(): ClientData {
  if (!cached) {
    const element = document.getElementById('sitegen-data');
    cached = element ? (JSON.parse(element.textContent || '{}') as ClientData) : {islands: {}, search: {provider: 'local', indexUrl: ''}};
  }
  return cached;
}

/** Client navigation swaps pages; the next read must see the new page's data. */
export function resetClientData(): void {
  cached = undefined;
}
