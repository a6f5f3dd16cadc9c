import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useSearchParams } from '../../lib/router';
import type { AdminProductSort, Product } from '@shop/contract';
import { Dialog } from '../../components/ui/dialog';
import { NoData } from '../../components/ui/no-data';
import { ProductImage } from '../../components/ui/product-image';
import { Spinner } from '../../components/ui/spinner';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { deleteProduct, updateProduct } from './admin-requests';
import { useAdminProducts, useRefreshCatalog } from './admin-queries';
import { useConfirmedDeletion } from './confirmed-deletion';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { Pager } from '../../components/ui/pager';
import { CardActions } from './card-actions';
import { ProductForm } from './product-form';
import { productFormValuesOf } from './product-form-values';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';
import { CatalogTransferButtons } from './catalog-transfer';
import { ProductListControls, useProductListView } from './product-list-controls';
import { ProductTable } from './product-table';

/** /dashboard/product: the products, 12 a page, searchable, each editable and deletable. */
export function ProductListPanel() {
  const t = useTexts(adminTexts);
  // Other pages link here as `?search=<name>&edit=<id>`: the list searched, that product's form open.
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('search') ?? '');
  const [search, setSearch] = useState(() => params.get('search')?.trim() ?? '');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Product | null>(null);
  const [view, setView] = useProductListView();
  const [sort, setSort] = useState<AdminProductSort | undefined>(undefined);
  const { data, isPending } = useAdminProducts(page, search, sort);
  const refreshCatalog = useRefreshCatalog();
  const products = data?.data ?? [];
  const pageCount = Math.max(1, data?.totalNoPage ?? 1);

  // The product a link asked for, once its page of the list is here; then what the admin picks.
  const editId = params.get('edit');
  const linked = editId ? products.find((product) => product._id === editId) : undefined;
  const editing = chosen ?? linked ?? null;
  const setEditing = (product: Product | null) => {
    setChosen(product);
    // Closing the linked product's form must not open it again.
    if (editId) setParams({}, { replace: true });
  };

  // The search runs once typing has paused, from the first page.
  useEffect(() => {
    const wanted = typed.trim();
    // Nothing new to search (the first render, or typing undone): the page stays where it is.
    if (wanted === search) return;
    const timer = setTimeout(() => {
      setSearch(wanted);
      setPage(1);
    }, ADMIN_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, search]);

  const deletion = useConfirmedDeletion(
    (product: Product) => deleteProduct({ _id: product._id }),
    { title: t.deleteTitle, text: t.productDeleteText, confirmLabel: t.delete },
    () => {
      // The last card of the last page is gone: show the page before it.
      if (products.length === 1 && page > 1) setPage(page - 1);
    },
  );

  return (
    <section>
      <AdminPageHeader title={t.product}>
        <CatalogTransferButtons onImported={() => void refreshCatalog()} />
        <label className="relative w-full sm:w-72">
          <span className="sr-only">{t.searchProduct}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            placeholder={t.searchProductPlaceholder}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            className={`${FIELD_INPUT_CLASS} pl-9`}
          />
        </label>
      </AdminPageHeader>

      <ProductListControls
        view={view}
        onView={setView}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
      />

      {isPending ? (
        <Spinner label={t.loadingProducts} />
      ) : products.length === 0 ? (
        <NoData text={t.noData} />
      ) : view === 'table' ? (
        <ProductTable
          products={products}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          onEdit={setEditing}
          onDelete={deletion.ask}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {products.map((product, index) => (
            <li
              key={product._id}
              className="flex flex-col rounded-xl border border-stone-200 bg-white p-2 shadow-xs"
            >
              <ProductImage
                src={product.image[0]}
                alt={product.name}
                width={160}
                height={160}
                sizes="(min-width: 1024px) 130px, (min-width: 768px) 22vw, 45vw"
                priority={index === 0}
                className="aspect-square w-full rounded-lg bg-stone-50 object-contain"
              />
              <p className="mt-2 line-clamp-2 min-h-10 text-sm leading-5 font-medium text-stone-900">
                {product.name}
              </p>
              <p className="line-clamp-1 text-xs text-stone-500">{product.unit}</p>
              <div className="mt-auto">
                <CardActions
                  name={product.name}
                  onEdit={() => {
                    setEditing(product);
                  }}
                  onDelete={() => {
                    deletion.ask(product);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Pager page={page} pageCount={pageCount} onPage={setPage} />

      {editing && (
        <Dialog
          title={t.editProduct}
          size="lg"
          onClose={() => {
            setEditing(null);
          }}
        >
          <ProductForm
            initialValues={productFormValuesOf(editing)}
            productId={editing._id}
            submitLabel={t.updateProduct}
            // An emptied threshold field means the shop default again, so it is cleared.
            // Left empty, the English texts (sent only when typed) are removed.
            save={(body) =>
              updateProduct({
                _id: editing._id,
                low_stock_threshold: null,
                name_en: '',
                description_en: '',
                ...body,
              })
            }
            onSaved={() => {
              setEditing(null);
              void refreshCatalog();
            }}
          />
        </Dialog>
      )}
      {deletion.dialog}
    </section>
  );
}
