import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { VAT_RATES, type ProductVat, type VatRate } from '@shop/contract';
import { vatTexts } from '../../components/ui/vat-texts';
import { useTexts } from '../../lib/locale';
import { fetchProductVat, saveProductVat } from './product-vat-requests';
import { productVatTexts } from './product-vat-texts';

const vatKey = (productId: string) => ['admin', 'product-vat', productId] as const;

const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/**
 * The VAT rate of a product and of each of its variants in the product form (issue 47): chosen
 * from 10, 8, 5, 0 % and KCT, or left to the level above. Each choice is saved at once; a product
 * not yet saved takes the shop's default (the field says so).
 */
export function ProductVatField({
  productId,
  className,
}: {
  productId?: string | undefined;
  className?: string;
}) {
  const t = useTexts(productVatTexts);
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.title}</legend>
      {productId ? (
        <VatEditor productId={productId} />
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600 ring-1 ring-stone-200">
          {t.notSaved}
        </p>
      )}
    </fieldset>
  );
}

function VatEditor({ productId }: { productId: string }) {
  const t = useTexts(productVatTexts);
  const rates = useTexts(vatTexts);
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: vatKey(productId),
    queryFn: () => fetchProductVat(productId),
  });
  const save = useMutation({
    mutationFn: (change: { variantId?: string; rate: VatRate | null }) =>
      saveProductVat({ productId, ...change }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ProductVat>(vatKey(productId), answer.data);
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
  if (isError) return <p className="text-sm text-red-700">{t.loadFailed}</p>;
  if (!data) return null;
  const productRate = data.rate ?? data.defaultRate;
  return (
    <div className="space-y-3">
      <p className="text-xs text-stone-600">{t.hint}</p>
      <RateSelect
        label={data.variants.length > 0 ? t.product : t.title}
        value={data.rate}
        followLabel={t.shopDefault(rates.rateName(data.defaultRate))}
        disabled={save.isPending}
        onChange={(rate) => {
          save.mutate({ rate });
        }}
      />
      {data.variants.map((variant) => (
        <RateSelect
          key={variant.variantId}
          label={t.variant(variant.label, variant.code)}
          value={variant.rate}
          followLabel={`${t.asProduct} (${rates.rateName(productRate)})`}
          disabled={save.isPending}
          onChange={(rate) => {
            save.mutate({ variantId: variant.variantId, rate });
          }}
        />
      ))}
    </div>
  );
}

const FOLLOW = '';

function RateSelect({
  label,
  value,
  followLabel,
  disabled,
  onChange,
}: {
  label: string;
  value: VatRate | null;
  followLabel: string;
  disabled: boolean;
  onChange: (rate: VatRate | null) => void;
}) {
  const id = useId();
  const rates = useTexts(vatTexts);
  return (
    <div className="grid gap-1 sm:grid-cols-[1fr_16rem] sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value={value ?? FOLLOW}
        disabled={disabled}
        onChange={(event) => {
          const chosen = VAT_RATES.find((rate) => rate === event.target.value);
          onChange(chosen ?? null);
        }}
        className={selectClass}
      >
        <option value={FOLLOW}>{followLabel}</option>
        {VAT_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rates.rateName(rate)}
          </option>
        ))}
      </select>
    </div>
  );
}
