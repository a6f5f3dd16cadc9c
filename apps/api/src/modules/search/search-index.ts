/** One page of search hits: product ids, best first, and how many products match in all. */
export interface SearchHits {
  ids: string[];
  total: number;
}

/**
 * Product search behind an interface, so another engine could replace Postgres. Matching ignores
 * case and Vietnamese diacritics and tolerates a typo in a word.
 */
export interface SearchIndex {
  search(text: string, page: { offset: number; limit: number }): Promise<SearchHits>;
}
