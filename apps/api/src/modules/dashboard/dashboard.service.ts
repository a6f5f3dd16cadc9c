import {
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK_LIMIT,
  DASHBOARD_TOP_PRODUCTS,
  FULFILMENT_STATUSES,
  SHOP_UTC_OFFSET,
  type AdminDashboard,
  type DashboardPeriod,
  type FulfilmentStatus,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { toPublicUrl } from '../files/image-store';
import {
  selectDailySales,
  selectLowStock,
  selectStatusCounts,
  selectTopProducts,
  type DaySalesRow,
} from './dashboard.repo';

export interface DashboardDeps {
  db: Database;
  publicUrl: string;
  /** LOW_STOCK_THRESHOLD: for products without a threshold of their own. */
  lowStockThreshold: number;
}

const DAY_MS = 86_400_000;
const offsetMs = () => {
  const sign = SHOP_UTC_OFFSET.startsWith('-') ? -1 : 1;
  return (
    sign * (Number(SHOP_UTC_OFFSET.slice(1, 3)) * 60 + Number(SHOP_UTC_OFFSET.slice(4, 6))) * 60_000
  );
};

/**
 * The shop-time days of the window ending today: the first day's midnight (as an instant) and
 * each day's `YYYY-MM-DD`. Vietnam has no daylight saving, so every day is 24 hours.
 */
export function dashboardWindow(now: Date, days = DASHBOARD_DAYS): { start: Date; days: string[] } {
  const localNow = now.getTime() + offsetMs();
  const todayLocalMidnight = localNow - (((localNow % DAY_MS) + DAY_MS) % DAY_MS);
  const firstLocalMidnight = todayLocalMidnight - (days - 1) * DAY_MS;
  return {
    start: new Date(firstLocalMidnight - offsetMs()),
    days: Array.from({ length: days }, (_, i) =>
      new Date(firstLocalMidnight + i * DAY_MS).toISOString().slice(0, 10),
    ),
  };
}

function periodOf(rows: readonly DaySalesRow[]): DashboardPeriod {
  const period = {
    orderCount: 0,
    revenue: 0,
    paidOrders: 0,
    paidRevenue: 0,
    pendingOrders: 0,
    pendingRevenue: 0,
    awaitingPaymentOrders: 0,
    awaitingPaymentRevenue: 0,
    depositOrders: 0,
    depositsReceived: 0,
  };
  for (const row of rows) {
    period.paidOrders += row.paidOrders;
    period.paidRevenue += row.paidRevenue;
    period.pendingOrders += row.pendingOrders;
    period.pendingRevenue += row.pendingRevenue;
    period.awaitingPaymentOrders += row.awaitingPaymentOrders;
    period.awaitingPaymentRevenue += row.awaitingPaymentRevenue;
    period.depositOrders += row.depositOrders;
    period.depositsReceived += row.depositsReceived;
  }
  period.orderCount = period.paidOrders + period.pendingOrders;
  period.revenue = period.paidRevenue + period.pendingRevenue;
  return period;
}

/** The admin dashboard's figures as of `now`: four aggregate queries, run side by side. */
export async function dashboardFigures(
  deps: DashboardDeps,
  now: Date = new Date(),
): Promise<AdminDashboard> {
  const window = dashboardWindow(now);
  const [sales, statuses, top, low] = await Promise.all([
    selectDailySales(deps.db, window.start),
    selectStatusCounts(deps.db),
    selectTopProducts(deps.db, window.start, DASHBOARD_TOP_PRODUCTS),
    selectLowStock(deps.db, deps.lowStockThreshold, DASHBOARD_LOW_STOCK_LIMIT),
  ]);
  // Orders placed after `now` (a clock a little ahead elsewhere) fall outside the window.
  const byDay = window.days.map((_, index) => sales.find((row) => row.dayIndex === index));
  const present = (rows: (DaySalesRow | undefined)[]) =>
    rows.filter((row): row is DaySalesRow => row !== undefined);
  const byStatus = Object.fromEntries(FULFILMENT_STATUSES.map((s) => [s, 0])) as Record<
    FulfilmentStatus,
    number
  >;
  for (const row of statuses) byStatus[row.status] = row.count;
  return {
    today: window.days[window.days.length - 1] ?? '',
    periods: {
      today: periodOf(present(byDay.slice(-1))),
      last7Days: periodOf(present(byDay.slice(-7))),
      last30Days: periodOf(present(byDay)),
    },
    byStatus,
    daily: window.days.map((day, index) => {
      const row = byDay[index];
      return {
        day,
        orderCount: row ? row.paidOrders + row.pendingOrders : 0,
        revenue: row ? row.paidRevenue + row.pendingRevenue : 0,
        paidRevenue: row?.paidRevenue ?? 0,
      };
    }),
    topProducts: top.map(({ variantLabel, code, ...row }) =>
      variantLabel === '' ? row : { ...row, variantLabel, code },
    ),
    lowStock: low.rows.map((row) => ({
      _id: row.id,
      name: row.name,
      image: row.image[0] === undefined ? null : toPublicUrl(row.image[0], deps.publicUrl),
      stock: row.stock,
      threshold: row.ownThreshold ?? deps.lowStockThreshold,
      ownThreshold: row.ownThreshold !== null,
    })),
    lowStockCount: low.total,
    lowStockDefault: deps.lowStockThreshold,
  };
}
