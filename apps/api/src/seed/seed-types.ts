/**
 * The shapes the demo and large catalogues are written in, and the ids their categories were given:
 * apart from the data and the seeding, so either may name them without importing the other.
 */
import type { SpecValues } from '@shop/contract';
import type { ArtworkKind } from './artwork';

export interface SeedSubCategory {
  key: string;
  name: string;
  /** Its English name, shown on the English pages (issue 41); absent: the Vietnamese. */
  nameEn?: string;
}

export interface SeedCategory {
  key: string;
  name: string;
  /** Its English name, shown on the English pages (issue 41). */
  nameEn?: string;
  artwork: ArtworkKind;
  subCategories: SeedSubCategory[];
}

export interface SeedProduct {
  name: string;
  /** Its English name and description (issue 41); absent: the English pages show the Vietnamese. */
  nameEn?: string;
  descriptionEn?: string;
  categoryKey: string;
  /** Keys of sub-categories of that category (usually one). */
  subCategoryKeys: string[];
  unit: string;
  stock: number;
  /** Integer dong. */
  price: number;
  /** Integer percent, 0..100. */
  discount: number;
  description: string;
  moreDetails: Record<string, string>;
  artwork: ArtworkKind;
  /** Colour variant of the drawing, 0..359. */
  hue: number;
  /** Its specification values by attribute id (issue 42); none when absent. */
  specs?: SpecValues;
}

/** The ids the seed gave the categories and sub-categories, by their keys. */
export interface CatalogueIds {
  categoryIds: Map<string, string>;
  subCategoryIds: Map<string, string>;
}
