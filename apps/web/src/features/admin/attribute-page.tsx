import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Loaded one step after the route, as the other admin screens (decision 005).
const AttributePanel = lazy(async () => ({
  default: (await import('./attribute-panel')).AttributePanel,
}));

/** /dashboard/specifications (inside the admin guard). */
export function AttributePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <AttributePanel />
    </Suspense>
  );
}
