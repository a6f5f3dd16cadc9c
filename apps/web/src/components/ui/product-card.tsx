import { Clock } from 'lucide-react';
import { Link } from '../../lib/router';
import { productPath } from '@shop/contract';
import type { Product } from '@shop/contract';
import { CardPrice } from './card-price';
import { CartControlSlot } from './cart-control-slot';
import { OtherVariantsInStock } from './other-variants-in-stock';
import { ProductImage } from './product-image';
import { ProductCardSpecs } from './product-card-specs';
import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';
import { useDisplayNames } from '../../lib/display-names';
import { useStorefrontWords } from '../../lib/storefront-words';

interface ProductCardProps {
  product: Product;
  /** The first card of a page above the fold: its image is the likely LCP element. */
  priority?: boolean;
  /** How wide the card's image is drawn, for `sizes`. */
  imageSizes?: string;
}

/** Shop card used by the home rows, listing and search; the whole card links to the product. */
export function ProductCard({
  product,
  priority = false,
  imageSizes = '(min-width: 1024px) 220px, 45vw',
}: ProductCardProps) {
  const { unit, price, discount, stock } = product;
  const name = useDisplayNames().name(product);
  // A product with options is in stock while any variant is (issue 43).
  const outOfStock = stock <= 0 && product.in_stock !== true;
  const t = useTexts(uiTexts);

  return (
    <article className="@container group relative flex h-full flex-col rounded-xl border border-stone-200 bg-white p-3 shadow-xs transition hover:border-brand-300 hover:shadow-md focus-within:border-brand-400">
      <div className="relative mb-2 overflow-hidden rounded-lg bg-stone-50">
        <ProductImage
          src={product.image[0]}
          alt={name}
          width={320}
          height={320}
          sizes={imageSizes}
          priority={priority}
          className="aspect-square w-full object-contain p-1 transition duration-300 group-hover:scale-105"
        />
        {discount > 0 && (
          <span className="absolute top-2 left-2 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
            -{discount}%
          </span>
        )}
      </div>

      <DeliveryBadge />

      <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-stone-900">
        {/* The link's ::after covers the card, so the card is clickable without nesting buttons in a link. */}
        <Link
          to={productPath(product)}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
        >
          {name}
        </Link>
      </h3>
      <ProductCardSpecs product={product} />
      <p className="mt-0.5 line-clamp-1 text-xs text-stone-500">{unit}</p>

      {/* Wraps, so a long price and the cart control never overlap on a narrow card. */}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-2">
        <CardPrice price={price} discount={discount} range={product.price_range} />
        {/* Above the card-wide link, so the cart control gets its own clicks. */}
        <div className="relative z-10 ml-auto max-w-full shrink-0">
          {outOfStock ? (
            <p className="text-xs font-semibold text-red-700">{t.outOfStock}</p>
          ) : stock <= 0 ? (
            <OtherVariantsInStock />
          ) : (
            <CartControlSlot product={product} />
          )}
        </div>
      </div>
    </article>
  );
}

/** The delivery badge in the page's locale, as the owner set it (shop settings); none when empty. */
function DeliveryBadge() {
  const { cardBadge } = useStorefrontWords();
  if (!cardBadge) return null;
  return (
    <span className="mb-1.5 inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-semibold text-emerald-800">
      <Clock aria-hidden="true" className="size-3" />
      {cardBadge}
    </span>
  );
}
