import { Clock, Headset, ShieldCheck, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { formatVnd, MADE_TO_ORDER_PATH, priceWithDiscount } from '@shop/contract';
import type { Product } from '@shop/contract';
import { CartControlSlot } from '../../components/ui/cart-control-slot';
import { Skeleton } from '../../components/ui/skeleton';
import { ProductCode } from '../../components/ui/product-code';
import { PricesIncludeVat } from '../../components/ui/prices-include-vat';
import { ApiError } from '../../lib/api-client';
import { useTexts } from '../../lib/locale';
import { SHOP_PHONE } from '../../env';
import { formatPhone } from '../../lib/shop-contact';
import { usePageTitle } from '../../lib/use-page-title';
import { useProductIdFromUrl } from '../../lib/use-product-id';
import { CatalogNotFound } from './catalog-not-found';
import { useProductDetails } from './catalog-queries';
import { ProductDocuments } from './product-documents';
import { catalogTexts } from './catalog-texts';
import { productPageTexts } from './product-page-texts';
import { ProductGallery } from './product-gallery';
import { ProductSpecRows, useFreeDetails } from './product-spec-rows';
import { WARRANTY_MONTHS } from '../../lib/ui-settings';
import { useDisplayNames } from '../../lib/display-names';
import { useStorefrontWords } from '../../lib/storefront-words';
import { productAsVariant } from '../../lib/product-variant';
import { VariantPicker, useChosenVariant } from './variant-picker';

/** `/product/:slug`: gallery, price, stock, after-sales policies, description and specs. */
export function ProductPage() {
  const productId = useProductIdFromUrl();
  return <ProductDetails key={productId} productId={productId} />;
}

function ProductDetails({ productId }: { productId: string }) {
  const { data: product, error, isPending, refetch } = useProductDetails(productId);
  const t = useTexts(productPageTexts);

  if (isPending) return <ProductSkeleton />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <CatalogNotFound what="product" />;
  }
  if (error) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="font-semibold text-stone-800">{error.message}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-4 rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
      </div>
    );
  }
  return <ProductView product={product} />;
}

function ProductView({ product: asListed }: { product: Product }) {
  const { variant, choose } = useChosenVariant(asListed);
  const product = variant ? productAsVariant(asListed, variant) : asListed;
  const { unit, price, discount, stock, more_details: moreDetails } = product;
  const shown = useDisplayNames();
  const name = shown.name(product);
  const description = shown.description(product);
  const finalPrice = priceWithDiscount(price, discount);
  usePageTitle(name);
  const t = useTexts(productPageTexts);
  const specs: [string, string][] = [
    [t.unit, unit],
    ...useFreeDetails(product, Object.entries(moreDetails)),
  ];

  return (
    <article className="mx-auto grid max-w-7xl gap-6 px-4 py-4 lg:grid-cols-2 lg:gap-10 lg:py-8">
      <div className="lg:sticky lg:top-24 lg:self-start">
        <ProductGallery images={product.image} name={name} />
      </div>

      <div className="flex flex-col gap-5">
        <div>
          <DeliveryBadge />
          <h1 className="mt-2 text-2xl leading-snug font-bold text-stone-900 lg:text-3xl">
            {name}
          </h1>
          <ProductCode code={product.code} className="mt-1 text-sm text-stone-600" />
          <p className="mt-1 text-sm text-stone-600">
            {t.unitLabel} <span className="font-medium text-stone-800">{unit}</span>
          </p>
        </div>

        {variant && <VariantPicker product={asListed} current={variant} onChoose={choose} />}

        <PriceBlock price={price} discount={discount} finalPrice={finalPrice} />
        <PricesIncludeVat className="-mt-3 text-sm text-stone-600" />

        <div>
          {stock <= 0 ? (
            <p className="text-lg font-bold text-red-700">{t.outOfStock}</p>
          ) : (
            <CartControlSlot key={product.code} product={product} />
          )}
        </div>

        <p className="text-sm text-stone-700">
          {t.anotherSize}{' '}
          <Link to={MADE_TO_ORDER_PATH} className="font-semibold text-brand-800 hover:underline">
            {t.madeToOrder}
          </Link>
        </p>

        <AfterSalesPolicies warranty={productWarranty(moreDetails)} />

        {description.trim() !== '' && (
          <section aria-labelledby="product-description">
            <h2 id="product-description" className="mb-2 text-lg font-bold text-stone-900">
              {t.description}
            </h2>
            {/* Text, never HTML: the description is written by admins and shown as typed. */}
            <p className="text-sm leading-relaxed whitespace-pre-line text-stone-700">
              {description}
            </p>
          </section>
        )}

        <section aria-labelledby="product-specs">
          <h2 id="product-specs" className="mb-2 text-lg font-bold text-stone-900">
            {t.specifications}
          </h2>
          <table className="w-full overflow-hidden rounded-xl text-sm ring-1 ring-stone-200">
            <tbody>
              <ProductSpecRows product={product} />
              {specs.map(([field, value]) => (
                <tr key={field} className="odd:bg-white even:bg-stone-50">
                  <th
                    scope="row"
                    className="w-2/5 px-3 py-2 text-left align-top font-medium text-stone-600"
                  >
                    {field}
                  </th>
                  <td className="px-3 py-2 whitespace-pre-line text-stone-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <ProductDocuments documents={product.documents} />
      </div>
    </article>
  );
}

interface PriceBlockProps {
  price: number;
  discount: number;
  finalPrice: number;
}

function PriceBlock({ price, discount, finalPrice }: PriceBlockProps) {
  const discounted = discount > 0;
  const t = useTexts(productPageTexts);
  return (
    <section
      aria-label={t.productPrice}
      className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {discounted ? t.salePrice : t.price}
      </p>
      <div className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-extrabold text-brand-800">{formatVnd(finalPrice)}</p>
        {discounted && (
          <span className="rounded-md bg-brand-700 px-2 py-0.5 text-sm font-bold text-white">
            {t.discountPercent(discount)}
          </span>
        )}
      </div>
      {discounted && (
        <p className="mt-1 text-sm text-stone-600">
          {t.originalPrice} <del>{formatVnd(price)}</del>
        </p>
      )}
    </section>
  );
}

/**
 * The months of the product's own warranty from its specification table ("Bảo hành": "6 tháng",
 * written in Vietnamese as the admins enter it), so the policy block never promises other than the
 * table; the shop's usual term when it names none.
 */
function productWarranty(details: Record<string, string>): number {
  const own = /^(\d+) tháng$/.exec(details['Bảo hành']?.trim() ?? '');
  return own ? Number(own[1]) : WARRANTY_MONTHS;
}

function AfterSalesPolicies({ warranty }: { warranty: number }) {
  const t = useTexts(productPageTexts);
  const shared = useTexts(catalogTexts);
  return (
    <section
      aria-labelledby="after-sales"
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="after-sales" className="mb-3 text-base font-bold text-stone-900">
        {t.afterSales}
      </h2>
      <ul className="grid gap-3">
        <Policy
          icon={<ShieldCheck aria-hidden="true" className="size-6" />}
          title={shared.warrantyMonths(warranty)}
        >
          {t.warrantyBody(warranty)}
        </Policy>
        <Policy icon={<Headset aria-hidden="true" className="size-6" />} title={t.careTeam}>
          {t.careTeamBody(formatPhone(SHOP_PHONE))}
        </Policy>
        <Policy icon={<Tags aria-hidden="true" className="size-6" />} title={t.loyalPrices}>
          {t.loyalPricesBody}
        </Policy>
      </ul>
    </section>
  );
}

function Policy({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-stone-900">{title}</p>
        <p className="text-sm text-stone-600">{children}</p>
      </div>
    </li>
  );
}

function ProductSkeleton() {
  return (
    <div
      aria-busy="true"
      className="mx-auto grid max-w-7xl gap-6 px-4 py-4 lg:grid-cols-2 lg:gap-10 lg:py-8"
    >
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** The delivery badge in the page's locale, as the owner set it (shop settings); none when empty. */
function DeliveryBadge() {
  const { pageBadge } = useStorefrontWords();
  if (!pageBadge) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
      <Clock aria-hidden="true" className="size-3.5" />
      {pageBadge}
    </span>
  );
}
