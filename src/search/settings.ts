// What a hosted index needs to rank search/records.json the way the local engine does, written
// next to the records as search/settings.json: the index settings (searchable attributes in the
// order of the local field weights, custom ranking, camelCase splitting, typo thresholds, words
// made optional when all of them find nothing, a few records per page, snippets) and the
// synonyms, in the shapes the hosted service's settings and synonyms endpoints take.
import type {SiteConfig} from '../config/schema.ts';
import {FIELD_WEIGHTS, HOSTED_ATTRIBUTES, RECORDS_PER_PAGE, typoDistance} from '../shared/local-index.ts';
import {SEARCH} from '../shared/search-constants.ts';

export interface HostedSettings {
  settings: {
    searchableAttributes: string[];
    attributesForFaceting: string[];
    customRanking: string[];
    ranking: string[];
    camelCaseAttributes: string[];
    minWordSizefor1Typo: number;
    minWordSizefor2Typos: number;
    ignorePlurals: boolean;
    queryLanguages: string[];
    indexLanguages: string[];
    removeWordsIfNoResults: 'allOptional';
    attributeForDistinct: string;
    distinct: number;
    attributesToSnippet: string[];
    attributesToHighlight: string[];
    snippetEllipsisText: string;
    attributesToRetrieve: string[];
  };
  synonyms: {objectID: string; type: 'synonym'; synonyms: string[]}[];
}

/** The shortest word that `typoDistance` allows `typos` typos in. */
function minLengthFor(typos: number): number {
  let length = 1;
  while (typoDistance('x'.repeat(length)) < typos) length++;
  return length;
}

export function hostedSettings(config: Pick<SiteConfig, 'search'>): HostedSettings {
  // Heading levels rank by level; every other group is unordered (position in a title does not count).
  const searchable = [...HOSTED_ATTRIBUTES]
    .sort((a, b) => FIELD_WEIGHTS[b.field] - FIELD_WEIGHTS[a.field])
    .map(({field, attributes}) => (field === 'content' ? attributes : attributes.map((attribute) => `unordered(${attribute})`)))
    .flatMap((group) => (group.length > 1 ? [group.join(',')] : group));
  const textAttributes = HOSTED_ATTRIBUTES.flatMap((entry) => entry.attributes);
  return {
    settings: {
      searchableAttributes: searchable,
      attributesForFaceting: ['filterOnly(language)', 'filterOnly(docusaurus_tag)'],
      customRanking: ['desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      camelCaseAttributes: textAttributes,
      minWordSizefor1Typo: minLengthFor(1),
      minWordSizefor2Typos: minLengthFor(2),
      // The local engine matches words with the same stem; plurals are the hosted equivalent.
      ignorePlurals: true,
      queryLanguages: ['en'],
      indexLanguages: ['en'],
      removeWordsIfNoResults: 'allOptional',
      attributeForDistinct: 'url_without_anchor',
      distinct: RECORDS_PER_PAGE,
      attributesToSnippet: [`content:${SEARCH.snippetWords}`],
      attributesToHighlight: textAttributes.filter((attribute) => attribute !== 'keywords' && attribute !== 'description'),
      snippetEllipsisText: '…',
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    },
    synonyms: config.search.synonyms.map((group, n) => ({objectID: `synonyms-${n}`, type: 'synonym', synonyms: [...group]})),
  };
}
