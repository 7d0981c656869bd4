// The markup of an island, written once: the server wraps each island's rendered HTML in an element
// with these attributes (templates/components/Island.tsx, markdown `::island`, the search page),
// and the browser finds and hydrates islands by them (src/client/islands.ts).
export const ISLAND_SELECTOR = '[data-island]';

export interface IslandAttributes {
  className: string;
  'data-island': string;
  'data-props': string;
}

export function islandAttributes(name: string, props: Record<string, unknown> = {}, className?: string): IslandAttributes {
  return {className: className ? `island ${className}` : 'island', 'data-island': name, 'data-props': JSON.stringify(props)};
}
