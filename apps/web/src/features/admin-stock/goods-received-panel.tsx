import { useEffect, useRef, useState } from 'react';
import { History, PackagePlus, X } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Link, useSearchParams } from '../../lib/router';
import { IdSchema, type StockItem } from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { FIELD_INPUT_CLASS, TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { StockItemName, StockNoteField, stockItemKey, stockItemTitle } from './stock-item-name';
import { useReceiveStock, useStockItems } from './stock-requests';
import { stockTexts } from './stock-texts';

interface Line {
  item: StockItem;
  /** As typed; an empty line is skipped. */
  quantity: string;
}

const isId = (value: string) => IdSchema.safeParse(value).success;

/**
 * /dashboard/stock: goods received for several products and variants at once. `?product=<id>`
 * (the low-stock list's link, repeatable) starts the delivery with those products' lines.
 */
export function GoodsReceivedPanel() {
  const t = useTexts(stockTexts);
  const [params] = useSearchParams();
  const preset = params.getAll('product').filter(isId);
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [recorded, setRecorded] = useState<StockItem[]>([]);

  const add = (items: readonly StockItem[]) => {
    setLines((current) => {
      const have = new Set(current.map((line) => stockItemKey(line.item)));
      return [
        ...current,
        ...items
          .filter((item) => !have.has(stockItemKey(item)))
          .map((item) => ({ item, quantity: '' })),
      ];
    });
  };

  // The low-stock list's products, once.
  const presetItems = useStockItems('', preset);
  const presetDone = useRef('');
  const presetKey = preset.join(',');
  useEffect(() => {
    if (presetItems.data && presetDone.current !== presetKey) {
      presetDone.current = presetKey;
      add(presetItems.data);
    }
  }, [presetItems.data, presetKey]);

  const receive = useReceiveStock((items) => {
    setRecorded(items);
    setLines([]);
    setNote('');
  });

  const submit = () => {
    const filled = lines.filter((line) => line.quantity.trim() !== '');
    if (filled.length === 0) {
      toast.error(t.nothingToRecord);
      return;
    }
    receive.mutate({
      lines: filled.map((line) => ({
        productId: line.item.productId,
        variantId: line.item.variantId,
        quantity: Number(line.quantity),
      })),
      note,
    });
  };

  return (
    <section className="space-y-5">
      <AdminPageHeader title={t.receiveTitle} />
      <p className="text-sm text-stone-600">{t.receiveHint}</p>
      <ItemSearch
        added={new Set(lines.map((line) => stockItemKey(line.item)))}
        onAdd={(item) => {
          add([item]);
        }}
      />
      <form
        aria-label={t.lines}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="rounded-2xl border border-stone-200 bg-white p-4"
      >
        <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
          <PackagePlus aria-hidden="true" className="size-5 text-brand-700" />
          {t.lines}
        </h2>
        {lines.length === 0 ? (
          <p className="text-sm text-stone-600">{t.noLines}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {lines.map((line, index) => (
              <li
                key={stockItemKey(line.item)}
                className="flex flex-wrap items-center justify-between gap-3 py-2.5"
              >
                <span className="min-w-0 flex-1 basis-56">
                  <StockItemName item={line.item} />
                  <span className="text-xs text-stone-600">
                    {t.inStockNow}: <strong className="tabular-nums">{line.item.stock}</strong>
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={line.quantity}
                    placeholder={t.quantityReceived}
                    aria-label={t.quantityOf(stockItemTitle(line.item))}
                    onChange={(event) => {
                      const quantity = event.target.value;
                      setLines((current) =>
                        current.map((each, at) => (at === index ? { ...each, quantity } : each)),
                      );
                    }}
                    className={`${FIELD_INPUT_CLASS} w-36 tabular-nums`}
                  />
                  <button
                    type="button"
                    aria-label={t.removeLine(stockItemTitle(line.item))}
                    onClick={() => {
                      setLines((current) => current.filter((_, at) => at !== index));
                    }}
                    className="inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-red-700"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <StockNoteField value={note} onChange={setNote} className="mt-4" />
        <SubmitButton
          pending={receive.isPending}
          ready={lines.length > 0}
          className="mt-4 md:w-auto"
        >
          {t.record}
        </SubmitButton>
      </form>
      {recorded.length > 0 && <Recorded items={recorded} />}
    </section>
  );
}

/** The search that adds products and variants to the delivery. */
function ItemSearch({
  added,
  onAdd,
}: {
  added: ReadonlySet<string>;
  onAdd: (item: StockItem) => void;
}) {
  const t = useTexts(stockTexts);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(typed.trim());
    }, ADMIN_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);
  const found = useStockItems(query, []);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <TextField
        label={t.search}
        type="search"
        value={typed}
        autoComplete="off"
        onChange={(event) => {
          setTyped(event.target.value);
        }}
      />
      {query !== '' &&
        (found.isPending ? (
          <Spinner label={t.searching} />
        ) : (found.data ?? []).length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t.noneFound}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100" aria-label={t.search}>
            {(found.data ?? []).map((item) => {
              const isAdded = added.has(stockItemKey(item));
              return (
                <li
                  key={stockItemKey(item)}
                  className="flex items-center justify-between gap-3 py-2"
                >
                  <span className="min-w-0">
                    <StockItemName item={item} />
                    <span className="text-xs text-stone-600">
                      {t.inStockNow}: <span className="tabular-nums">{item.stock}</span>
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={isAdded}
                    aria-label={isAdded ? undefined : t.addNamed(stockItemTitle(item))}
                    onClick={() => {
                      onAdd(item);
                    }}
                    className="shrink-0 rounded-full border border-brand-300 px-3 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 disabled:border-stone-200 disabled:text-stone-500 disabled:hover:bg-transparent"
                  >
                    {isAdded ? t.added : t.add}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}

/** What the last delivery left in stock, each with its history. */
function Recorded({ items }: { items: StockItem[] }) {
  const t = useTexts(stockTexts);
  return (
    <section
      aria-labelledby="stock-recorded"
      className="rounded-2xl border border-green-200 bg-green-50 p-4"
    >
      <h2 id="stock-recorded" className="mb-2 text-base font-semibold text-green-900">
        {t.recorded}
      </h2>
      <ul className="divide-y divide-green-100">
        {items.map((item) => (
          <li key={stockItemKey(item)} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <StockItemName item={item} />
              <span className="text-xs text-stone-700">
                {t.inStockNow}: <strong className="tabular-nums">{item.stock}</strong>
              </span>
            </span>
            <Link
              to={`/dashboard/stock/${item.productId}`}
              aria-label={t.historyOf(stockItemTitle(item))}
              className="inline-flex shrink-0 items-center gap-1 rounded-full border border-brand-300 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
            >
              <History aria-hidden="true" className="size-3.5" />
              {t.history}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
