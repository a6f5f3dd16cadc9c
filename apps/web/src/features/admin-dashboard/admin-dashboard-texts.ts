import { defineTexts, formatDateTime } from '@shop/contract';

/** The admin dashboard's words and its revenue chart's (decision 047: Vietnamese first). */
export const adminDashboardTexts = defineTexts({
  vi: {
    overview: 'Tổng quan',
    today: (day: string) => `Hôm nay: ${day}`,
    loadFailed: 'Không tải được số liệu, vui lòng thử lại.',
    periodToday: 'Hôm nay',
    periodLast7Days: '7 ngày qua',
    periodLast30Days: '30 ngày qua',
    orderCount: (count: number) => `${String(count)} đơn hàng`,
    paid: (count: number) => `Đã thanh toán (${String(count)})`,
    toCollect: (count: number) => `Chưa thu tiền (${String(count)})`,
    awaitingPayment: (count: number) =>
      `Chờ chuyển khoản, thanh toán trực tuyến (${String(count)})`,
    depositsReceived: (count: number) => `Trong đó đã nhận cọc (${String(count)} đơn)`,
    balanceOutstanding: 'Còn phải thu',
    byStatus: 'Đơn hàng theo trạng thái',
    topProducts: 'Top 10 sản phẩm theo doanh thu (30 ngày)',
    noOrders30Days: 'Chưa có đơn hàng nào trong 30 ngày qua.',
    productColumn: 'Sản phẩm',
    quantityColumn: 'SL',
    revenueColumn: 'Doanh thu',
    lowStock: (count: number) => `Sắp hết hàng (${String(count)})`,
    lowStockRule: (shopDefault: number) =>
      `Tồn kho bằng hoặc dưới ngưỡng của sản phẩm (mặc định ${String(shopDefault)}).`,
    noLowStock: 'Không có sản phẩm nào sắp hết hàng.',
    left: 'Còn',
    threshold: (threshold: number) => `· ngưỡng ${String(threshold)}`,
    edit: 'Sửa',
    editNamed: (name: string) => `Sửa ${name}`,
    andMore: (count: number) => `Và ${String(count)} sản phẩm khác.`,
    mail: 'Thư gửi khách',
    mailCounts: (sent: number, waiting: number) =>
      `Đã gửi ${String(sent)} · Đang chờ ${String(waiting)} · `,
    mailFailing: (failing: number) => `Gửi lỗi ${String(failing)}`,
    mailRetryHint:
      'Thư lỗi được gửi lại tự động, thưa dần đến mỗi giờ một lần; hãy kiểm tra máy chủ thư (SMTP_URL).',
    mailAttempts: (attempts: number, nextAt: string) =>
      `${String(attempts)} lần thử · thử lại lúc ${formatDateTime(nextAt, 'vi')}`,
    revenueByDay: 'Doanh thu theo ngày (30 ngày)',
    loadingChart: 'Đang tải biểu đồ…',
    // The chart
    chartLabel: (days: number, total: string) =>
      `Doanh thu ${String(days)} ngày qua, tổng ${total}`,
    dayTitle: (day: string, revenue: string, orders: number, paid: string) =>
      `${day}: ${revenue} (${String(orders)} đơn; đã thanh toán ${paid})`,
    legendPaid: 'Đã thanh toán',
    legendAwaiting: 'Chờ thanh toán',
    billions: 'tỷ',
    millions: 'tr',
    thousands: 'k',
  },
  en: {
    overview: 'Overview',
    today: (day: string) => `Today: ${day}`,
    loadFailed: 'The figures could not be loaded, please try again.',
    periodToday: 'Today',
    periodLast7Days: 'Last 7 days',
    periodLast30Days: 'Last 30 days',
    orderCount: (count: number) => `${String(count)} ${count === 1 ? 'order' : 'orders'}`,
    paid: (count: number) => `Paid (${String(count)})`,
    toCollect: (count: number) => `To collect (${String(count)})`,
    awaitingPayment: (count: number) => `Awaiting transfer or online payment (${String(count)})`,
    depositsReceived: (count: number) =>
      `Of which deposits received (${String(count)} ${count === 1 ? 'order' : 'orders'})`,
    balanceOutstanding: 'Balance still owed',
    byStatus: 'Orders by status',
    topProducts: 'Top 10 products by revenue (30 days)',
    noOrders30Days: 'No orders in the last 30 days.',
    productColumn: 'Product',
    quantityColumn: 'Qty',
    revenueColumn: 'Revenue',
    lowStock: (count: number) => `Low stock (${String(count)})`,
    lowStockRule: (shopDefault: number) =>
      `Stock at or below the product's threshold (default ${String(shopDefault)}).`,
    noLowStock: 'No product is running low.',
    left: 'Left',
    threshold: (threshold: number) => `· threshold ${String(threshold)}`,
    edit: 'Edit',
    editNamed: (name: string) => `Edit ${name}`,
    andMore: (count: number) =>
      `And ${String(count)} more ${count === 1 ? 'product' : 'products'}.`,
    mail: 'Mail to customers',
    mailCounts: (sent: number, waiting: number) =>
      `Sent ${String(sent)} · Waiting ${String(waiting)} · `,
    mailFailing: (failing: number) => `Failing ${String(failing)}`,
    mailRetryHint:
      'Failed mail is sent again automatically, less and less often down to once an hour; check the mail server (SMTP_URL).',
    mailAttempts: (attempts: number, nextAt: string) =>
      `${String(attempts)} ${attempts === 1 ? 'attempt' : 'attempts'} · next try ${formatDateTime(nextAt, 'en')}`,
    revenueByDay: 'Revenue by day (30 days)',
    loadingChart: 'Loading the chart…',
    chartLabel: (days: number, total: string) =>
      `Revenue of the last ${String(days)} days, total ${total}`,
    dayTitle: (day: string, revenue: string, orders: number, paid: string) =>
      `${day}: ${revenue} (${String(orders)} ${orders === 1 ? 'order' : 'orders'}; paid ${paid})`,
    legendPaid: 'Paid',
    legendAwaiting: 'Awaiting payment',
    billions: 'bn',
    millions: 'M',
    thousands: 'k',
  },
});
