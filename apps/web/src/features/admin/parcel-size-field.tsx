import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type { CategoryParcel, ParcelSize, ParcelSizeInput, ProductParcel } from '@shop/contract';
import { TextField } from '../../components/ui/text-field';
import { useLocale, useTexts } from '../../lib/locale';
import {
  fetchCategoryParcel,
  fetchProductParcel,
  saveCategoryParcel,
  saveProductParcel,
} from './parcel-size-requests';
import { parcelSizeTexts } from './parcel-size-texts';

const productKey = (productId: string) => ['admin', 'product-parcel', productId] as const;
const categoryKey = (categoryId: string) => ['admin', 'category-parcel', categoryId] as const;

const SIDES = ['weight_grams', 'length_cm', 'width_cm', 'height_cm'] as const;
type Side = (typeof SIDES)[number];
type ParcelTexts = Record<Side, string>;

const textsOf = (parcel: ParcelSize): ParcelTexts =>
  Object.fromEntries(
    SIDES.map((side) => [side, parcel[side] === null ? '' : String(parcel[side])]),
  ) as ParcelTexts;

function useGrams() {
  const locale = useLocale();
  return (grams: number) => grams.toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-US');
}

function Notice({ children }: { children: string }) {
  return (
    <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600 ring-1 ring-stone-200">
      {children}
    </p>
  );
}

/**
 * The parcel's weight and size of a product and of each of its variants in the product form
 * (issue 48): what the carrier is told one unit weighs. Each row is saved by its own button; a
 * value left empty follows the level above (the field says which weight that gives).
 */
export function ProductParcelField({
  productId,
  className,
}: {
  productId?: string | undefined;
  className?: string;
}) {
  const t = useTexts(parcelSizeTexts);
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.title}</legend>
      {productId ? (
        <ProductParcelEditor productId={productId} />
      ) : (
        <Notice>{t.productNotSaved}</Notice>
      )}
    </fieldset>
  );
}

function ProductParcelEditor({ productId }: { productId: string }) {
  const t = useTexts(parcelSizeTexts);
  const grams = useGrams();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: productKey(productId),
    queryFn: () => fetchProductParcel(productId),
  });
  const save = useMutation({
    mutationFn: (change: { variantId?: string; parcel: ParcelSizeInput }) =>
      saveProductParcel({ productId, ...change }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ProductParcel>(productKey(productId), answer.data);
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
  if (isError) return <p className="text-sm text-red-700">{t.loadFailed}</p>;
  if (!data) return null;
  const above = data.categoryDefault.weight_grams === null ? t.fromShop : t.fromCategory;
  const sent = (weight: number, own: number | null, follow: string) =>
    own === null ? `${t.sentWeight(grams(weight))} (${follow})` : t.sentWeight(grams(weight));
  return (
    <div className="space-y-4">
      <p className="text-xs text-stone-600">{t.productHint}</p>
      <ParcelRow
        key={JSON.stringify(data.parcel)}
        label={data.variants.length > 0 ? t.product : undefined}
        parcel={data.parcel}
        weightPlaceholder={grams(data.weightGrams)}
        sent={sent(data.weightGrams, data.parcel.weight_grams, above)}
        pending={save.isPending}
        onSave={(parcel) => {
          save.mutate({ parcel });
        }}
      />
      {data.variants.map((variant) => (
        <ParcelRow
          key={`${variant.variantId}:${JSON.stringify(variant.parcel)}`}
          label={t.variant(variant.label, variant.code)}
          parcel={variant.parcel}
          weightPlaceholder={grams(data.weightGrams)}
          sent={sent(variant.weightGrams, variant.parcel.weight_grams, t.fromProduct)}
          pending={save.isPending}
          onSave={(parcel) => {
            save.mutate({ variantId: variant.variantId, parcel });
          }}
        />
      ))}
    </div>
  );
}

/**
 * A category's default parcel in its form (issue 48), saved by its own button; a category not yet
 * saved says to save it first.
 */
export function CategoryParcelField({ categoryId }: { categoryId?: string | undefined }) {
  const t = useTexts(parcelSizeTexts);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.categoryTitle}</legend>
      {categoryId ? (
        <CategoryParcelEditor categoryId={categoryId} />
      ) : (
        <Notice>{t.categoryNotSaved}</Notice>
      )}
    </fieldset>
  );
}

function CategoryParcelEditor({ categoryId }: { categoryId: string }) {
  const t = useTexts(parcelSizeTexts);
  const grams = useGrams();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: categoryKey(categoryId),
    queryFn: () => fetchCategoryParcel(categoryId),
  });
  const save = useMutation({
    mutationFn: (parcel: ParcelSizeInput) => saveCategoryParcel({ categoryId, parcel }),
    onSuccess: (answer) => {
      queryClient.setQueryData<CategoryParcel>(categoryKey(categoryId), answer.data);
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
  if (isError) return <p className="text-sm text-red-700">{t.loadFailed}</p>;
  if (!data) return null;
  return (
    <div className="space-y-3">
      <p className="text-xs text-stone-600">{t.categoryHint}</p>
      <ParcelRow
        key={JSON.stringify(data.parcel)}
        parcel={data.parcel}
        weightPlaceholder={grams(data.defaultWeightGrams)}
        sent={t.shopDefault(grams(data.defaultWeightGrams))}
        pending={save.isPending}
        onSave={(parcel) => {
          save.mutate(parcel);
        }}
      />
    </div>
  );
}

/** One level's four values and its save button; the server says what is wrong with them. */
function ParcelRow({
  label,
  parcel,
  weightPlaceholder,
  sent,
  pending,
  onSave,
}: {
  label?: string | undefined;
  parcel: ParcelSize;
  weightPlaceholder: string;
  sent?: string;
  pending: boolean;
  onSave: (parcel: ParcelSizeInput) => void;
}) {
  const t = useTexts(parcelSizeTexts);
  const [typed, setTyped] = useState<ParcelTexts>(() => textsOf(parcel));
  const labels: Record<Side, string> = {
    weight_grams: t.weight,
    length_cm: t.length,
    width_cm: t.width,
    height_cm: t.height,
  };
  const send = () => {
    onSave(typed);
  };
  return (
    <div className="space-y-2">
      {label && <p className="text-sm text-stone-700">{label}</p>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end">
        {SIDES.map((side) => (
          <TextField
            key={side}
            label={labels[side]}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={typed[side]}
            placeholder={side === 'weight_grams' ? weightPlaceholder : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setTyped((before) => ({ ...before, [side]: value }));
            }}
            onKeyDown={(event) => {
              // Enter saves this row, not the product form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                send();
              }
            }}
          />
        ))}
        <button
          type="button"
          disabled={pending}
          onClick={send}
          className="col-span-2 h-11 rounded-xl bg-stone-900 px-4 text-sm font-medium text-white hover:bg-stone-800 disabled:opacity-60 sm:col-span-1"
        >
          {t.save}
        </button>
      </div>
      {sent && <p className="text-xs text-stone-600">{sent}</p>}
    </div>
  );
}
