import type { Locale } from './locale';

/**
 * Which of a catalogue entry's names a page shows (issue 41). The catalogue answers carry the
 * Vietnamese `name`/`description` always and `name_en`/`description_en` only when the admin gave
 * them, the same in every locale (their caches do not vary by locale: decisions 010, 043, 047); the
 * page picks. English pages show the English text when there is one, the Vietnamese otherwise;
 * Vietnamese pages always show the Vietnamese.
 */
export interface NamedEntity {
  name: string;
  name_en?: string | undefined;
}

export interface DescribedEntity {
  description: string;
  description_en?: string | undefined;
}

function pick(vietnamese: string, english: string | undefined, locale: Locale): string {
  return locale === 'en' && english !== undefined && english.trim() !== '' ? english : vietnamese;
}

/** The name a page in `locale` shows for a category, sub-category or product. */
export function displayName(entity: NamedEntity, locale: Locale): string {
  return pick(entity.name, entity.name_en, locale);
}

/** The description a page in `locale` shows for a product. */
export function displayDescription(entity: DescribedEntity, locale: Locale): string {
  return pick(entity.description, entity.description_en, locale);
}
