import { foldVietnamese } from '@shop/contract';

/** One choice of a search list: what it is, what it says, and other words that find it. */
export interface SearchOption {
  value: string;
  label: string;
  /** More words that find it anywhere in a query (an English name). */
  alsoMatches?: string;
  /**
   * Its names as people type them whole ("Bình Tân", "hcm", "sài gòn"): typed exactly, they put
   * the option first.
   */
  names?: readonly string[];
}

// The kinds of unit a full name starts with: "Phường Bình Tân" is named "Bình Tân".
const UNIT_KIND = /^(thanh pho|tinh|phuong|xa|dac khu|thi tran|thi xa|quan|huyen) /;

/** Folded, without dots and commas, with the abbreviation people type for "thành phố" spelt out. */
function foldQuery(text: string): string {
  return foldVietnamese(text.replace(/[.,]/g, ' '))
    .split(' ')
    .map((word) => (word === 'tp' ? 'thanh pho' : word))
    .join(' ');
}

/** How well an option answers a query: 0 its name typed whole, 1 a name begun, 2 all words found. */
function rankOf(option: SearchOption, query: string, words: string[]): number | undefined {
  const label = foldQuery(option.label);
  const names = [label, label.replace(UNIT_KIND, ''), ...(option.names ?? []).map(foldQuery)];
  if (names.includes(query)) return 0;
  if (names.some((name) => name.startsWith(query))) return 1;
  const haystack = [...names, foldQuery(option.alsoMatches ?? '')].join(' ');
  return words.every((word) => haystack.includes(word)) ? 2 : undefined;
}

/**
 * The options a query finds, ignoring accents, case and dots ("ba dinh" finds "Phường Ba Đình",
 * "tp. hcm" and "sai gon" find the city by its other names), best first: a name typed whole ("binh
 * tan" puts Phường Bình Tân before Phường Tân Bình), then a name begun, then the rest; within each,
 * the list's own order. An empty query finds them all.
 */
export function searchOptions(
  options: readonly SearchOption[],
  typed: string,
): readonly SearchOption[] {
  const query = foldQuery(typed);
  if (!query) return options;
  const words = query.split(' ');
  const ranked: { option: SearchOption; rank: number }[] = [];
  for (const option of options) {
    const rank = rankOf(option, query, words);
    if (rank !== undefined) ranked.push({ option, rank });
  }
  // Array.prototype.sort is stable: the list's order stays within a rank.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ option }) => option);
}
