import { useParams } from './router';
import { idFromSlug } from '@shop/contract';

/**
 * The product id in `/product/:slug`. A malformed slug gives a malformed id, which the API answers
 * with 400 and the product page shows as not found.
 */
export function useProductIdFromUrl(): string {
  const { slug = '' } = useParams();
  return idFromSlug(slug);
}
