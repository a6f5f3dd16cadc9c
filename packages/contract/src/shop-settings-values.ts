// Apart from the schemas, so the storefront's search strip and badges carry no zod.
import type { Locale } from './locale';

/** The storefront's own words in one locale, as the owner sets them on the settings screen. */
export interface StorefrontWords {
  /** The search strip's placeholder (the first text it types). */
  searchPlaceholder: string;
  /** The words the search strip suggests after it, one after another. */
  searchSuggestions: string[];
  /** The delivery badge on product cards; empty: no badge. */
  cardBadge: string;
  /** The delivery badge on the product page; empty: no badge. */
  pageBadge: string;
}

/**
 * The storefront's words until the owner changes them: in en the specification's, verbatim; in vi
 * the shop's own trade (heating elements) and a delivery time it can keep.
 */
export const DEFAULT_STOREFRONT_WORDS: Readonly<Record<Locale, StorefrontWords>> = {
  vi: {
    searchPlaceholder: 'Tìm điện trở, thanh nhiệt và nhiều sản phẩm khác',
    searchSuggestions: [
      'điện trở ống',
      'điện trở đun nước',
      'điện trở sấy khô',
      'điện trở vòng',
      'điện trở tấm',
      'điện trở cartridge',
      'thanh nhiệt lò nướng',
      'can nhiệt',
      'bộ điều khiển nhiệt',
    ],
    cardBadge: 'Giao 1–5 ngày',
    pageBadge: 'Giao 1–5 ngày',
  },
  en: {
    searchPlaceholder: 'Search for atta dal and more.',
    searchSuggestions: [
      'milk',
      'bread',
      'sugar',
      'paneer',
      'chocolate',
      'curd',
      'rice',
      'egg',
      'chips',
    ],
    cardBadge: '10 min',
    pageBadge: '10 Min',
  },
};

/** Most suggestions the search strip types (each is one more line it draws). */
export const MAX_SEARCH_SUGGESTIONS = 20;
