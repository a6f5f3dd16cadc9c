import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { cardSpecValues } from '@shop/contract';
import type { Product } from '@shop/contract';
import { useAttributes } from '../../lib/attributes-query';
import { useLocale } from '../../lib/locale';

interface ProductCardSpecsProps {
  product: Pick<Product, 'specs'>;
}

/**
 * The two or three values that tell a card's product from its neighbours ("220V · 2kW · Inox
 * 304"): the attributes the owner ranked for cards, lowest rank first (issue 42). Nothing when the
 * product holds none, or where no query cache is given (a card drawn on its own).
 */
export function ProductCardSpecs({ product }: ProductCardSpecsProps) {
  const client = useContext(QueryClientContext);
  if (!client || !product.specs || Object.keys(product.specs).length === 0) return null;
  return <CardSpecsLine product={product} />;
}

function CardSpecsLine({ product }: ProductCardSpecsProps) {
  const attributes = useAttributes();
  const locale = useLocale();
  const values = cardSpecValues(attributes, product.specs, locale);
  if (values.length === 0) return null;
  return (
    <p className="mt-1 line-clamp-2 text-xs font-medium text-stone-700" data-testid="card-specs">
      {values.join(' · ')}
    </p>
  );
}
