import { Link } from '../../lib/router';
import { ADMIN_CUSTOMER_SORTS, formatVnd, type AdminCustomerSummary } from '@shop/contract';
import {
  AdminListResults,
  AdminSearchBox,
  CsvExportButton,
  useAdminListState,
  type CardTableColumn,
} from '../../components/ui/admin-list';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { adminCustomersTexts } from './admin-customers-texts';
import { downloadCustomersCsv, useAdminCustomerList } from './customer-requests';
import {
  customerFiltersOf,
  customerListRequestOf,
  customerListStateOf,
  customerSearchParamsOf,
} from './customer-list-state';
import { CustomerStatusBadge } from './customer-status-badge';

/** /dashboard/customers: every customer, searched without accents and sorted, and their CSV. */
export function CustomerListPanel() {
  const t = useTexts(adminCustomersTexts);
  const list = useAdminListState(customerListStateOf, customerSearchParamsOf);
  const { state, update } = list;
  const { data, isPending, isFetching } = useAdminCustomerList(customerListRequestOf(state));
  const customers = data?.data ?? [];
  const pageCount = Math.max(1, data?.totalNoPage ?? 1);

  const columns: CardTableColumn<AdminCustomerSummary>[] = [
    {
      header: t.customer,
      className: 'min-w-0 md:max-w-64 md:px-3 md:py-2.5',
      cell: (customer) => (
        <>
          <Link
            to={`/dashboard/customers/${customer._id}`}
            onClick={list.dropPendingSearch}
            className="block truncate font-semibold text-brand-800 hover:underline"
          >
            {customer.name || customer.email}
          </Link>
          <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-stone-500">
            {customer.status !== 'Active' && <CustomerStatusBadge status={customer.status} />}
            <time dateTime={customer.createdAt} className="whitespace-nowrap">
              {t.time(customer.createdAt)}
            </time>
          </span>
        </>
      ),
    },
    {
      header: t.contact,
      className: 'min-w-0 max-md:order-3 max-md:col-span-2 md:max-w-56 md:px-3 md:py-2.5',
      cell: (customer) => (
        <>
          <span className="block truncate text-stone-800">{customer.email}</span>
          <span className="block truncate text-xs text-stone-500">
            {[customer.mobile, customer.tax_code && `${t.taxCode}${customer.tax_code}`]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      ),
    },
    {
      header: t.orderCount,
      right: true,
      className: 'text-stone-700 max-md:order-4 md:px-3 md:py-2.5 md:text-right',
      cell: (customer) => (
        <>
          <span className="md:hidden">{t.ordersWord(customer.order_count)}</span>
          <span className="max-md:hidden">{customer.order_count}</span>
        </>
      ),
    },
    {
      header: t.totalSpent,
      right: true,
      className:
        'text-right font-semibold whitespace-nowrap text-stone-900 max-md:order-2 md:px-3 md:py-2.5',
      cell: (customer) => (
        <>
          <span className="sr-only md:hidden">{t.totalSpent}: </span>
          {formatVnd(customer.total_spent)}
        </>
      ),
    },
    {
      header: t.unpaid,
      right: true,
      className:
        'whitespace-nowrap max-md:order-5 max-md:col-span-2 md:px-3 md:py-2.5 md:text-right',
      cell: (customer) =>
        customer.unpaid_amount > 0 ? (
          <span className="font-semibold text-amber-800">
            <span className="md:hidden">{t.unpaid}: </span>
            {formatVnd(customer.unpaid_amount)}
          </span>
        ) : (
          <span className="text-stone-400 max-md:hidden">{t.none}</span>
        ),
    },
  ];

  return (
    <section>
      <AdminPageHeader title={t.customers}>
        <CsvExportButton
          label={t.exportCsv}
          download={() => downloadCustomersCsv(customerFiltersOf(state))}
          fallbackName="khach-hang"
        />
      </AdminPageHeader>

      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_16rem]">
        <AdminSearchBox
          label={t.searchCustomers}
          placeholder={t.searchPlaceholder}
          value={list.typed}
          onChange={list.setTyped}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <span className="shrink-0">{t.sort}</span>
          <select
            value={state.sort}
            onChange={(event) => {
              update({
                sort: ADMIN_CUSTOMER_SORTS.find((sort) => sort === event.target.value) ?? 'newest',
              });
            }}
            className={`${FIELD_INPUT_CLASS} pr-8`}
          >
            {ADMIN_CUSTOMER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sortLabel(sort)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <AdminListResults
        countText={data && t.customerCount(data.totalCount)}
        refreshing={isFetching && !isPending}
        refreshingLabel={t.loading}
        clear={
          state.search
            ? {
                label: t.clearSearch,
                onClear: () => {
                  list.setTyped('');
                  update({ search: '' });
                },
              }
            : undefined
        }
        rows={isPending ? undefined : customers}
        loadingLabel={t.loadingCustomers}
        noDataText={t.noData}
        rowKey={(customer) => customer._id}
        columns={columns}
        cardRowGap="max-md:gap-y-1.5"
        page={state.page}
        pageCount={pageCount}
        onPage={list.showPage}
      />
    </section>
  );
}
