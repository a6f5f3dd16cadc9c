import { Suspense, lazy } from 'react';
import { Link } from '../../lib/router';
import {
  FULFILMENT_STATUSES,
  formatDay,
  formatVnd,
  type AdminDashboard,
  type DashboardPeriod,
  LIFECYCLE_LABELS,
} from '@shop/contract';
import { NoData } from '../../components/ui/no-data';
import { Spinner } from '../../components/ui/spinner';
import { useTexts, useLocale } from '../../lib/locale';
import { adminDashboardTexts } from './admin-dashboard-texts';
import { useDashboardFigures, useMailQueue } from './dashboard-queries';
import { LineVariant } from '../../components/ui/variant-label';
import { LowStockReceiveLink } from './low-stock-receive-link';

// The chart is drawn by code only this page needs: it comes as its own file once the page is open.
const RevenueChart = lazy(async () => ({
  default: (await import('./revenue-chart')).RevenueChart,
}));

// min-w-0: a grid item is otherwise as wide as its longest unbroken line (the truncated names).
const CARD = 'min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs';
const CARD_TITLE = 'text-base font-bold text-stone-900';

/** Where the admin edits a product: its list, searched for it, with its form open. */
export function productEditPath(product: { _id: string; name: string }): string {
  const query = new URLSearchParams({ search: product.name, edit: product._id });
  return `/dashboard/product?${query.toString()}`;
}

const PERIODS = [
  { key: 'today', label: 'periodToday' },
  { key: 'last7Days', label: 'periodLast7Days' },
  { key: 'last30Days', label: 'periodLast30Days' },
] as const satisfies readonly {
  key: keyof AdminDashboard['periods'];
  label: keyof (typeof adminDashboardTexts)['vi'];
}[];

/**
 * A period's sales: everything ordered, then what was paid, what is still to collect (cash on
 * delivery), and apart, the orders whose money has not come yet (a transfer, an online payment);
 * when some of those still owing paid part (a deposit), what came in and the balance left.
 */
function PeriodCard({ label, period }: { label: string; period: DashboardPeriod }) {
  const t = useTexts(adminDashboardTexts);
  const awaitingOrders = period.awaitingPaymentOrders ?? 0;
  const awaitingRevenue = period.awaitingPaymentRevenue ?? 0;
  const depositOrders = period.depositOrders ?? 0;
  const depositsReceived = period.depositsReceived ?? 0;
  return (
    <section aria-label={label} className={CARD}>
      <h2 className="text-sm font-semibold text-stone-600">{label}</h2>
      <p className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
        {formatVnd(period.revenue)}
      </p>
      <p className="text-sm text-stone-600">{t.orderCount(period.orderCount)}</p>
      <dl className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.paid(period.paidOrders)}</dt>
          <dd className="font-semibold text-green-700 tabular-nums">
            {formatVnd(period.paidRevenue)}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.toCollect(period.pendingOrders - awaitingOrders)}</dt>
          <dd className="font-semibold text-amber-700 tabular-nums">
            {formatVnd(period.pendingRevenue - awaitingRevenue)}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-stone-600">{t.awaitingPayment(awaitingOrders)}</dt>
          <dd className="font-semibold text-stone-600 tabular-nums">
            {formatVnd(awaitingRevenue)}
          </dd>
        </div>
        {depositOrders > 0 && (
          <>
            <div className="flex justify-between gap-2 border-t border-stone-100 pt-1">
              <dt className="text-stone-600">{t.depositsReceived(depositOrders)}</dt>
              <dd className="font-semibold text-green-700 tabular-nums">
                {formatVnd(depositsReceived)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-stone-600">{t.balanceOutstanding}</dt>
              <dd className="font-semibold text-amber-700 tabular-nums">
                {formatVnd(period.pendingRevenue - depositsReceived)}
              </dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}

function StatusCounts({ byStatus }: { byStatus: AdminDashboard['byStatus'] }) {
  const locale = useLocale();
  const labels = LIFECYCLE_LABELS[locale];
  const t = useTexts(adminDashboardTexts);
  return (
    <section aria-labelledby="dashboard-status" className={CARD}>
      <h2 id="dashboard-status" className={CARD_TITLE}>
        {t.byStatus}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {FULFILMENT_STATUSES.map((status) => (
          <li key={status} className="rounded-xl bg-stone-50 px-3 py-2">
            <span className="block text-xs text-stone-600">{labels.fulfilment[status]}</span>
            <span className="text-lg font-bold text-stone-900 tabular-nums">
              {byStatus[status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopProducts({ products }: { products: AdminDashboard['topProducts'] }) {
  const t = useTexts(adminDashboardTexts);
  return (
    <section aria-labelledby="dashboard-top" className={CARD}>
      <h2 id="dashboard-top" className={CARD_TITLE}>
        {t.topProducts}
      </h2>
      {products.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noOrders30Days}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-left text-xs text-stone-600">
              <th scope="col" className="py-2 pr-2 font-semibold">
                #
              </th>
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t.productColumn}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                {t.quantityColumn}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.revenueColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product, index) => (
              <tr
                key={`${product.productId ?? `deleted-${product.name}`}-${product.code ?? ''}`}
                className="border-b border-stone-100 last:border-0"
              >
                <td className="py-2 pr-2 text-stone-500 tabular-nums">{index + 1}</td>
                <td className="py-2 pr-2 break-words text-stone-900">
                  {product.name}
                  <LineVariant label={product.variantLabel} code={product.code} />
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{product.quantity}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatVnd(product.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LowStock({ figures }: { figures: AdminDashboard }) {
  const t = useTexts(adminDashboardTexts);
  const { lowStock, lowStockCount, lowStockDefault } = figures;
  return (
    <section aria-labelledby="dashboard-low-stock" className={CARD}>
      <h2 id="dashboard-low-stock" className={CARD_TITLE}>
        {t.lowStock(lowStockCount)}
      </h2>
      <p className="text-xs text-stone-600">{t.lowStockRule(lowStockDefault)}</p>
      {lowStock.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noLowStock}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {lowStock.map((product) => (
            <li
              key={product._id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 py-2"
            >
              <span className="min-w-0 flex-1 basis-48">
                <span className="block truncate text-sm font-medium text-stone-900">
                  {product.name}
                </span>
                <span className="text-xs text-stone-600">
                  {t.left}{' '}
                  <strong className={product.stock === 0 ? 'text-red-700' : 'text-amber-700'}>
                    {product.stock}
                  </strong>{' '}
                  {t.threshold(product.threshold)}
                </span>
              </span>
              <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
                <LowStockReceiveLink products={[product]} />
                <Link
                  to={productEditPath(product)}
                  aria-label={t.editNamed(product.name)}
                  className="shrink-0 rounded-full border border-brand-300 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t.edit}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
      {lowStockCount > lowStock.length && (
        <p className="mt-2 text-xs text-stone-600">{t.andMore(lowStockCount - lowStock.length)}</p>
      )}
      {lowStock.length > 1 && (
        <p className="mt-3">
          <LowStockReceiveLink products={lowStock} />
        </p>
      )}
    </section>
  );
}

/** How the shop's mail goes: a dead mail server delays mail (none is lost) and shows here. */
export function MailQueueCard() {
  const t = useTexts(adminDashboardTexts);
  const { data } = useMailQueue();
  if (!data) return null;
  const stuck = data.undelivered.filter((mail) => mail.lastError !== null).slice(0, 5);
  return (
    <section aria-labelledby="dashboard-mail" className={CARD}>
      <h2 id="dashboard-mail" className={CARD_TITLE}>
        {t.mail}
      </h2>
      <p className="text-sm text-stone-700">
        {t.mailCounts(data.sent, data.waiting)}
        <span className={data.failing > 0 ? 'font-semibold text-red-700' : undefined}>
          {t.mailFailing(data.failing)}
        </span>
      </p>
      {data.failing > 0 && (
        <>
          <p className="mt-2 text-xs text-stone-600">{t.mailRetryHint}</p>
          <ul className="mt-2 divide-y divide-stone-100">
            {stuck.map((mail) => (
              <li key={mail._id} className="py-2 text-sm">
                <span className="block truncate font-medium text-stone-900">{mail.subject}</span>
                <span className="block truncate text-xs text-stone-600">
                  {mail.to} · {t.mailAttempts(mail.attempts, mail.nextAttemptAt)}
                </span>
                <span className="block truncate text-xs text-red-700">{mail.lastError}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The dashboard's content once its figures are here. */
export function DashboardFigures({ figures }: { figures: AdminDashboard }) {
  const t = useTexts(adminDashboardTexts);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        {PERIODS.map(({ key, label }) => (
          <PeriodCard key={key} label={t[label]} period={figures.periods[key]} />
        ))}
      </div>
      <StatusCounts byStatus={figures.byStatus} />
      <section aria-labelledby="dashboard-chart" className={CARD}>
        <h2 id="dashboard-chart" className={CARD_TITLE}>
          {t.revenueByDay}
        </h2>
        <div className="mt-3 min-h-60">
          <Suspense fallback={<Spinner label={t.loadingChart} />}>
            <RevenueChart days={figures.daily} />
          </Suspense>
        </div>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <TopProducts products={figures.topProducts} />
        <LowStock figures={figures} />
      </div>
      <MailQueueCard />
    </div>
  );
}

/** /dashboard for an admin: the shop's sales at a glance. */
export function AdminDashboardPage() {
  const t = useTexts(adminDashboardTexts);
  const { data, isPending, isError } = useDashboardFigures();
  return (
    <section>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{t.overview}</h1>
        {data && <p className="text-sm text-stone-600">{t.today(formatDay(data.today))}</p>}
      </div>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <NoData text={t.loadFailed} />
      ) : (
        <DashboardFigures figures={data} />
      )}
    </section>
  );
}
