import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  displayName,
  formatVnd,
  priceWithDiscount,
  type AdminProductSort,
  type Product,
} from '@shop/contract';
import { ProductImage } from '../../components/ui/product-image';
import { useLocale, useTexts } from '../../lib/locale';
import { CardActions } from './card-actions';
import { productTableTexts } from './product-table-texts';
import { StockHistoryLink } from './stock-history-link';

/**
 * The stock at or under which a product without its own threshold shows as low: the shop's
 * default as configured out of the box (LOW_STOCK_THRESHOLD); the dashboard's low-stock list uses
 * the configured one.
 */
const DEFAULT_LOW_STOCK = 5;

type StockState = 'out' | 'low' | 'in';

export function stockStateOf(product: Pick<Product, 'stock' | 'low_stock_threshold'>): StockState {
  if (product.stock <= 0) return 'out';
  return product.stock <= (product.low_stock_threshold ?? DEFAULT_LOW_STOCK) ? 'low' : 'in';
}

const STOCK_BADGE: Record<StockState, string> = {
  out: 'bg-red-50 text-red-700 ring-red-200',
  low: 'bg-amber-50 text-amber-800 ring-amber-200',
  in: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};
const STOCK_NUMBER: Record<StockState, string> = {
  out: 'font-semibold text-red-700',
  low: 'font-semibold text-amber-700',
  in: 'text-stone-700',
};

/** The sortable columns, and the sorts a header's click moves between. */
type SortColumn = 'name' | 'code' | 'price' | 'stock';
const SORTS_OF: Record<SortColumn, [AdminProductSort, AdminProductSort]> = {
  name: ['name_asc', 'name_desc'],
  code: ['code_asc', 'code_desc'],
  price: ['price_asc', 'price_desc'],
  stock: ['stock_asc', 'stock_desc'],
};

interface ProductTableProps {
  products: Product[];
  sort: AdminProductSort | undefined;
  onSort: (sort: AdminProductSort) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * The admin products as a table (issue 42): from tablets up a table whose headers sort; on phones
 * each row is drawn as a compact block (the same cells in a grid), as the orders list does.
 */
export function ProductTable({ products, sort, onSort, onEdit, onDelete }: ProductTableProps) {
  const t = useTexts(productTableTexts);
  const locale = useLocale();

  const header = (column: SortColumn, label: string, alignRight = false) => {
    const [up, down] = SORTS_OF[column];
    const direction = sort === up ? 'ascending' : sort === down ? 'descending' : undefined;
    const Icon =
      direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
    return (
      <th
        scope="col"
        aria-sort={direction ?? 'none'}
        className={`px-3 py-2.5 ${alignRight ? 'text-right' : ''}`}
      >
        <button
          type="button"
          title={t.sortColumn(label)}
          onClick={() => {
            onSort(sort === up ? down : up);
          }}
          className={`inline-flex items-center gap-1 uppercase hover:text-brand-800 ${direction ? 'text-brand-800' : ''}`}
        >
          {label}
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
      </th>
    );
  };

  return (
    <div className="md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[48rem] md:border-collapse">
        <thead className="max-md:sr-only">
          <tr className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <th scope="col" className="w-16 px-3 py-2.5">
              <span className="sr-only">{t.image}</span>
            </th>
            {header('name', t.name)}
            {header('code', t.code)}
            <th scope="col" className="px-3 py-2.5">
              {t.category}
            </th>
            {header('price', t.price, true)}
            {header('stock', t.stock, true)}
            <th scope="col" className="px-3 py-2.5">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {products.map((product, index) => {
            const name = displayName(product, locale);
            const state = stockStateOf(product);
            const stockLabel =
              state === 'out' ? t.outOfStock : state === 'low' ? t.lowStock : t.inStock;
            return (
              <tr
                key={product._id}
                className="border-stone-100 hover:bg-stone-50 max-md:grid max-md:grid-cols-[3.5rem_minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:bg-white max-md:p-3 md:border-b"
              >
                <td className="max-md:row-span-3 md:px-3 md:py-2">
                  <ProductImage
                    src={product.image[0]}
                    alt={product.name}
                    width={56}
                    height={56}
                    sizes="56px"
                    priority={index === 0}
                    className="size-14 max-w-none rounded-lg border border-stone-100 bg-stone-50 object-contain"
                  />
                </td>
                <td className="min-w-0 max-md:col-span-2 md:min-w-44 md:px-3 md:py-2">
                  <button
                    type="button"
                    onClick={() => {
                      onEdit(product);
                    }}
                    className="line-clamp-2 text-left font-semibold text-brand-800 hover:underline"
                  >
                    {name}
                  </button>
                  <span className="block truncate text-xs text-stone-500">{product.unit}</span>
                </td>
                <td className="font-mono text-xs whitespace-nowrap text-stone-700 max-md:col-start-2 md:px-3 md:py-2">
                  {product.code}
                </td>
                <td className="min-w-0 text-stone-700 max-md:hidden md:max-w-40 md:px-3 md:py-2">
                  <span className="line-clamp-2">
                    {product.category.map((category) => displayName(category, locale)).join(', ')}
                  </span>
                </td>
                <td className="text-right whitespace-nowrap max-md:col-start-3 max-md:row-start-2 md:px-3 md:py-2">
                  <span className="block font-semibold text-stone-900">
                    {formatVnd(priceWithDiscount(product.price, product.discount))}
                  </span>
                  {product.discount > 0 && (
                    <span className="block text-xs text-stone-500">
                      <span className="sr-only">{t.listPrice} </span>
                      <s>{formatVnd(product.price)}</s>{' '}
                      <span className="font-semibold text-red-700">
                        {t.discountOff(product.discount)}
                      </span>
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap max-md:col-start-2 md:px-3 md:py-2 md:text-right">
                  <span className={`block tabular-nums max-md:hidden ${STOCK_NUMBER[state]}`}>
                    {product.stock}
                  </span>
                  <span
                    className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STOCK_BADGE[state]}`}
                  >
                    {stockLabel}
                    <span className="ml-1 tabular-nums md:hidden">· {product.stock}</span>
                  </span>
                  <StockHistoryLink productId={product._id} name={name} />
                </td>
                <td className="max-md:col-span-3 md:w-36 md:min-w-36 md:px-2 md:py-2 [&>div]:mt-0">
                  <CardActions
                    name={product.name}
                    onEdit={() => {
                      onEdit(product);
                    }}
                    onDelete={() => {
                      onDelete(product);
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
