import { Route, Routes } from '../../lib/router';
import { GoodsReceivedPanel } from './goods-received-panel';
import { StockHistoryPanel } from './stock-history-panel';

/** /dashboard/stock/*: goods received, and a product's stock history (catalogue staff, issue 45). */
export function StockPage() {
  return (
    <Routes>
      <Route index element={<GoodsReceivedPanel />} />
      <Route path=":productId" element={<StockHistoryPanel />} />
    </Routes>
  );
}
