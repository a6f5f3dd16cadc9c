import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import * as endpoints from '@shop/contract/endpoints';
import type { MyHeaterRequest } from '@shop/contract';
import { NoData } from '../../components/ui/no-data';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api-client';
import { useLocale, useTexts } from '../../lib/locale';
import { ORDERS_KEY } from '../../lib/query-keys';
import { heaterRequestTexts } from './heater-request-texts';
import { HeaterStatusBadge } from './heater-status-badge';
import { myHeaterRequestsTexts } from './my-heater-requests-texts';

/** GET /api/heater-requests/mine; under ORDERS_KEY, so a change of login drops it. */
const MY_REQUESTS_KEY = [...ORDERS_KEY, 'heater-requests'] as const;

/** /dashboard/myrequests: the buyer's made-to-order requests, newest first, with their status. */
export function MyHeaterRequestsPage() {
  const t = useTexts(myHeaterRequestsTexts);
  const locale = useLocale();
  const kinds = heaterRequestTexts[locale];
  const { data, isPending, isError } = useQuery({
    queryKey: MY_REQUESTS_KEY,
    queryFn: async ({ signal }): Promise<MyHeaterRequest[]> =>
      (await apiRequest(endpoints.myHeaterRequests, { signal })).data.requests,
  });
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{t.heading}</h1>
        <Link
          to="/dat-theo-yeu-cau"
          className="inline-flex h-10 items-center rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
        >
          {t.newRequest}
        </Link>
      </div>
      <p className="mt-3 text-sm text-stone-600">{t.intro}</p>
      {isPending ? (
        <Spinner label={t.loading} />
      ) : isError ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {t.notLoaded}
        </p>
      ) : data.length === 0 ? (
        <NoData text={t.noData} />
      ) : (
        <ul className="mt-4 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {data.map((request) => (
            <li
              key={request._id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1.5 px-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-stone-900">
                  <span className="sr-only">{t.number}: </span>
                  {request.number}
                </p>
                <p className="text-stone-700">
                  <span className="sr-only">{t.kind}: </span>
                  {kinds[`kind_${request.kind}`]} · {t.quantityWord(request.quantity)}
                </p>
                <p className="text-xs text-stone-500">
                  <span className="sr-only">{t.sentAt}: </span>
                  <time dateTime={request.createdAt}>{t.time(request.createdAt)}</time>
                  {request.wantedDate && ` · ${t.wantedOn(request.wantedDate)}`}
                </p>
              </div>
              <span>
                <span className="sr-only">{t.status}: </span>
                <HeaterStatusBadge status={request.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
