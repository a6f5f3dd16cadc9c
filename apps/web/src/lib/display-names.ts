import { displayDescription, displayName } from '@shop/contract';
import type { DescribedEntity, NamedEntity } from '@shop/contract';
import { useLocale } from './locale';

export { displayDescription, displayName };

/**
 * The names and descriptions of products and categories as the page's locale shows them (issue
 * 41): on an English page the English ones when the admin gave them, the Vietnamese otherwise; on
 * a Vietnamese page always the Vietnamese. The catalogue's answers carry both, whatever the locale.
 */
export function useDisplayNames(): {
  name: (entity: NamedEntity) => string;
  description: (entity: DescribedEntity) => string;
} {
  const locale = useLocale();
  return {
    name: (entity) => displayName(entity, locale),
    description: (entity) => displayDescription(entity, locale),
  };
}
