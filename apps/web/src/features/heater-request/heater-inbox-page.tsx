import { Suspense, lazy } from 'react';
import { Route, Routes } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';

// Loaded one step after the route, as the admin's order pages are (decision 005).
const HeaterInboxListPanel = lazy(async () => ({
  default: (await import('./heater-inbox-list-panel')).HeaterInboxListPanel,
}));
const HeaterRequestDetailPanel = lazy(async () => ({
  default: (await import('./heater-request-detail-panel')).HeaterRequestDetailPanel,
}));

/** /dashboard/heater-requests and /dashboard/heater-requests/:requestId (the orders area). */
export function HeaterInboxPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<HeaterInboxListPanel />} />
        <Route path=":requestId" element={<HeaterRequestDetailPanel />} />
      </Routes>
    </Suspense>
  );
}
