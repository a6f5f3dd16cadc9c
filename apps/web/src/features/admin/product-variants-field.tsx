import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { ChevronDown, Plus, X } from 'lucide-react';
import * as endpoints from '@shop/contract/endpoints';
import { MAX_PRODUCT_OPTIONS, productDetailsBody, variantLabel } from '@shop/contract';
import type { Product, ProductVariant } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { useTexts } from '../../lib/locale';
import { combinations, generatedRows, rowsOf, variantsRequest } from './product-variant-rows';
import type { OptionDraft, VariantRow } from './product-variant-rows';
import { productVariantsTexts } from './product-variants-texts';
import { VariantOwnFields } from './variant-own-fields';
import { variantOwnTexts } from './variant-own-texts';

const variantsKey = (productId: string) => ['admin', 'product-variants', productId] as const;

const inputClass =
  'h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2.5 text-sm text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/**
 * A product's options and variants in the product form (issue 43): the options (at most 3, their
 * values comma-separated), "Generate combinations", then a row per variant (code, price, discount,
 * stock), saved at once through `PUT /api/product/variants`. A product not yet saved has none.
 */
export function ProductVariantsField({
  productId,
  className,
  onDefaultVariant,
}: {
  productId?: string | undefined;
  className?: string;
  /**
   * Told the default variant each time the variants are read (after a save too), or undefined when
   * the product has no options: the product form then knows who owns its numbers.
   */
  onDefaultVariant?: ((variant: ProductVariant | undefined) => void) | undefined;
}) {
  const t = useTexts(productVariantsTexts);
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t.variants}</legend>
      {productId ? (
        <VariantsLoader productId={productId} onDefaultVariant={onDefaultVariant} />
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600 ring-1 ring-stone-200">
          {t.saveFirst}
        </p>
      )}
    </fieldset>
  );
}

function VariantsLoader({
  productId,
  onDefaultVariant,
}: {
  productId: string;
  onDefaultVariant?: ((variant: ProductVariant | undefined) => void) | undefined;
}) {
  const t = useTexts(productVariantsTexts);
  const query = useQuery({
    queryKey: variantsKey(productId),
    queryFn: async () =>
      (await apiRequest(endpoints.productDetails, { body: productDetailsBody(productId) })).data,
    staleTime: 0,
  });
  const product = query.data;
  useEffect(() => {
    if (product) onDefaultVariant?.(product.options?.length ? product.variants?.[0] : undefined);
  }, [product, onDefaultVariant]);
  if (query.isPending) return null;
  if (query.isError) return <p className="text-sm text-red-700">{t.loadFailed}</p>;
  return <VariantsEditor key={query.dataUpdatedAt} product={query.data} />;
}

function VariantsEditor({ product }: { product: Product }) {
  const t = useTexts(productVariantsTexts);
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<OptionDraft[]>(
    (product.options ?? []).map((option) => ({
      name: option.name,
      name_en: option.name_en ?? '',
      values: option.values.join(', '),
    })),
  );
  const [rows, setRows] = useState<VariantRow[]>(rowsOf(product.variants ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      apiRequest(endpoints.setProductVariants, {
        body: variantsRequest(product._id, options, rows),
      }),
    meta: { silent: true },
    onMutate: () => {
      setProblem(null);
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: variantsKey(product._id) });
    },
    onError: (error) => {
      setProblem(error.message);
    },
  });

  const changeOption = (index: number, change: Partial<OptionDraft>) => {
    setOptions((all) => all.map((each, at) => (at === index ? { ...each, ...change } : each)));
  };
  const changeRow = (index: number, change: Partial<VariantRow>) => {
    setRows((all) => all.map((each, at) => (at === index ? { ...each, ...change } : each)));
  };
  const generate = () => {
    setRows((current) =>
      // A product without variants yet: its own code, price and stock become the first combination's.
      generatedRows(
        options,
        current.length > 0
          ? current
          : [{ ...ownRow(product), values: combinations(options)[0] ?? [] }],
        {
          code: product.code ?? '',
          price: product.price,
          discount: product.discount,
        },
      ),
    );
  };

  return (
    // Enter in a field here is not the product form's submit: the variants have their own save.
    <div
      className="grid gap-3"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
        }
      }}
    >
      <p className="text-xs text-stone-600">{t.hint}</p>
      {options.map((option, index) => (
        <div
          key={index}
          className="grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        >
          <label className="grid gap-1 text-xs font-medium text-stone-700">
            {t.optionName(index + 1)}
            <input
              className={inputClass}
              value={option.name}
              onChange={(event) => {
                changeOption(index, { name: event.target.value });
              }}
            />
          </label>
          <label className="grid gap-1 text-xs font-medium text-stone-700">
            {t.optionNameEn(index + 1)}
            <input
              className={inputClass}
              value={option.name_en}
              onChange={(event) => {
                changeOption(index, { name_en: event.target.value });
              }}
            />
          </label>
          <label className="grid gap-1 text-xs font-medium text-stone-700">
            {t.optionValues(index + 1)}
            <input
              className={inputClass}
              value={option.values}
              placeholder={t.valuesPlaceholder}
              onChange={(event) => {
                changeOption(index, { values: event.target.value });
              }}
            />
          </label>
          <button
            type="button"
            aria-label={t.removeOption(index + 1)}
            onClick={() => {
              setOptions((all) => all.filter((_, at) => at !== index));
            }}
            className="grid size-10 place-items-center justify-self-end rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-700"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {options.length < MAX_PRODUCT_OPTIONS && (
          <button
            type="button"
            onClick={() => {
              setOptions((all) => [...all, { name: '', name_en: '', values: '' }]);
            }}
            className="inline-flex h-10 items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:border-brand-500 hover:bg-brand-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addOption}
          </button>
        )}
        <button
          type="button"
          onClick={generate}
          className="inline-flex h-10 items-center rounded-xl border border-brand-700 bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-700 hover:text-white"
        >
          {t.generate}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noVariants}</p>
      ) : (
        <VariantTable product={product} rows={rows} onChange={changeRow} />
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div>
        <button
          type="button"
          disabled={save.isPending || rows.length === 0}
          onClick={() => {
            save.mutate();
          }}
          className="inline-flex h-11 items-center rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </div>
  );
}

/** The product's own fields as the default row, for a product that has no variants yet. */
function ownRow(product: Product): VariantRow {
  return {
    _id: product._id,
    values: [],
    code: product.code ?? '',
    price: String(product.price),
    discount: String(product.discount),
    stock: String(product.stock),
  };
}

interface VariantTableProps {
  product: Product;
  rows: readonly VariantRow[];
  onChange: (index: number, change: Partial<VariantRow>) => void;
}

/**
 * The variants, a row each: a table from 640 px, a card per variant on a phone. A row other than
 * the default opens its own specification values and image below it.
 */
function VariantTable({ product, rows, onChange }: VariantTableProps) {
  const t = useTexts(productVariantsTexts);
  const ownTexts = useTexts(variantOwnTexts);
  const [opened, setOpened] = useState<string | null>(null);
  const fields = [
    ['code', t.code],
    ['price', t.price],
    ['discount', t.discount],
    ['stock', t.stock],
  ] as const;
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-stone-200">
      <div className="hidden grid-cols-[1.2fr_1.4fr_1fr_0.7fr_0.7fr] gap-2 bg-stone-50 px-3 py-2 text-xs font-semibold text-stone-600 sm:grid">
        <span>{t.combination}</span>
        {fields.map(([field, label]) => (
          <span key={field}>{label}</span>
        ))}
      </div>
      <ul className="divide-y divide-stone-100">
        {rows.map((row, index) => {
          const label = variantLabel(row.values) || row.code;
          const rowKey = row.values.join('\u0000');
          const open = opened === rowKey && index > 0;
          const ownCount = Object.keys(row.own?.specs ?? {}).length;
          return (
            <li
              key={rowKey}
              className="grid gap-2 px-3 py-2.5 sm:grid-cols-[1.2fr_1.4fr_1fr_0.7fr_0.7fr] sm:items-center"
              data-variant-row={row.code}
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-stone-900">
                  {label}
                  {index === 0 && (
                    <span className="ml-2 rounded-md bg-emerald-50 px-1.5 py-0.5 text-[11px] font-semibold text-emerald-800">
                      {t.isDefault}
                    </span>
                  )}
                </p>
                {index > 0 && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-label={ownTexts.open(label)}
                    onClick={() => {
                      setOpened(open ? null : rowKey);
                    }}
                    className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-800 hover:underline"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-3.5 transition ${open ? 'rotate-180' : ''}`}
                    />
                    {open ? ownTexts.close : ownTexts.openShort}
                  </button>
                )}
                {(ownCount > 0 || row.own?.image) && (
                  <p className="mt-0.5 text-[11px] text-stone-600">
                    {[
                      ownCount > 0 ? ownTexts.ownCount(ownCount) : '',
                      row.own?.image ? ownTexts.ownImage : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </div>
              {fields.map(([field, fieldLabel]) => (
                <label
                  key={field}
                  className="grid grid-cols-[6rem_1fr] items-center gap-2 sm:block"
                >
                  <span className="text-xs text-stone-600 sm:sr-only">{fieldLabel}</span>
                  <input
                    aria-label={t.fieldOf(fieldLabel, label)}
                    className={`${inputClass} ${field === 'code' ? 'font-mono uppercase' : 'tabular-nums'}`}
                    inputMode={field === 'code' ? 'text' : 'numeric'}
                    value={row[field]}
                    onChange={(event) => {
                      onChange(index, {
                        [field]:
                          field === 'code' ? event.target.value.toUpperCase() : event.target.value,
                      });
                    }}
                  />
                </label>
              ))}
              {open && (
                <div className="sm:col-span-5">
                  <VariantOwnFields
                    product={product}
                    own={row.own}
                    label={label}
                    onChange={(own) => {
                      onChange(index, { own });
                    }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
