import { Link } from '../../lib/router';
import {
  HEATER_ASSIGNEE_FILTERS,
  HEATER_REQUEST_STATUSES,
  type HeaterRequestSummary,
} from '@shop/contract';
import {
  AdminListResults,
  AdminSearchBox,
  useAdminListState,
  type CardTableColumn,
} from '../../components/ui/admin-list';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { useLocale, useTexts } from '../../lib/locale';
import { HeaterStatusBadge } from './heater-status-badge';
import { heaterStatusTexts } from './heater-status-texts';
import { heaterInboxTexts } from './heater-inbox-texts';
import { useHeaterInbox } from './heater-inbox-requests';
import {
  heaterInboxParamsOf,
  heaterInboxRequestOf,
  heaterInboxStateOf,
} from './heater-inbox-state';
import { kindName } from './heater-spec-rows';

const TAB_CLASS =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition';

/** /dashboard/heater-requests: the made-to-order requests, by status and searched. */
export function HeaterInboxListPanel() {
  const t = useTexts(heaterInboxTexts);
  const statusWords = useTexts(heaterStatusTexts);
  const locale = useLocale();
  const list = useAdminListState(heaterInboxStateOf, heaterInboxParamsOf);
  const { state, update } = list;
  const { data, isPending, isFetching } = useHeaterInbox(heaterInboxRequestOf(state));
  const counts = data?.counts ?? {};
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const columns: CardTableColumn<HeaterRequestSummary>[] = [
    {
      header: t.request,
      className: 'min-w-0 md:px-3 md:py-2.5',
      cell: (request) => (
        <>
          <Link
            to={`/dashboard/heater-requests/${request._id}`}
            onClick={list.dropPendingSearch}
            className="block font-semibold whitespace-nowrap text-brand-800 hover:underline"
          >
            {request.number}
          </Link>
          <time
            dateTime={request.createdAt}
            className="block text-xs whitespace-nowrap text-stone-500"
          >
            {t.time(request.createdAt)}
          </time>
        </>
      ),
    },
    {
      header: t.status,
      className: 'max-md:text-right md:px-3 md:py-2.5',
      cell: (request) => <HeaterStatusBadge status={request.status} />,
    },
    {
      header: t.kind,
      className: 'min-w-0 text-stone-800 max-md:col-span-2 md:max-w-48 md:px-3 md:py-2.5',
      cell: (request) => (
        <>
          <span className="block">{kindName(request.kind, locale)}</span>
          {request.attachmentCount > 0 && (
            <span className="block text-xs text-stone-500">
              {t.attachmentsWord(request.attachmentCount)}
            </span>
          )}
        </>
      ),
    },
    {
      header: t.buyer,
      className: 'min-w-0 max-md:col-span-2 md:max-w-56 md:px-3 md:py-2.5',
      cell: (request) => (
        <>
          <span className="block truncate font-medium text-stone-900">{request.contactName}</span>
          <span className="block truncate text-xs text-stone-500">
            {[request.company, request.phone].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      header: t.quantity,
      right: true,
      className: 'text-stone-800 md:px-3 md:py-2.5 md:text-right',
      cell: (request) => (
        <>
          <span className="md:hidden">{t.quantityWord(request.quantity)}</span>
          <span className="max-md:hidden">{request.quantity}</span>
        </>
      ),
    },
    {
      header: t.wanted,
      className: 'whitespace-nowrap text-stone-700 max-md:text-right md:px-3 md:py-2.5',
      cell: (request) =>
        request.wantedDate ? (
          <>
            <span className="md:hidden">{t.wantedOn(request.wantedDate)}</span>
            <span className="max-md:hidden">{t.day(request.wantedDate)}</span>
          </>
        ) : (
          <span className="text-stone-400 max-md:hidden">—</span>
        ),
    },
    {
      header: t.assignee,
      className: 'min-w-0 text-stone-700 max-md:col-span-2 md:max-w-40 md:px-3 md:py-2.5',
      cell: (request) => (
        <span className="block truncate">
          <span className="md:hidden">{t.assignee}: </span>
          {request.assignedName || <span className="text-stone-400">{t.nobody}</span>}
        </span>
      ),
    },
  ];

  const tabs: { value: HeaterInboxTab; label: string; count: number | undefined }[] = [
    { value: '', label: t.all, count: data ? allCount : undefined },
    ...HEATER_REQUEST_STATUSES.map((status) => ({
      value: status,
      label: statusWords.status(status),
      count: counts[status],
    })),
  ];

  return (
    <section>
      <AdminPageHeader title={t.requests} />

      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_16rem]">
        <AdminSearchBox
          label={t.searchRequests}
          placeholder={t.searchPlaceholder}
          value={list.typed}
          onChange={list.setTyped}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <span className="shrink-0">{t.assignee}</span>
          <select
            value={state.assignee}
            onChange={(event) => {
              update({
                assignee: HEATER_ASSIGNEE_FILTERS.find((a) => a === event.target.value) ?? '',
              });
            }}
            className={`${FIELD_INPUT_CLASS} pr-8`}
          >
            {HEATER_ASSIGNEE_FILTERS.map((assignee) => (
              <option key={assignee || 'anyone'} value={assignee}>
                {t.assigneeFilter(assignee)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="group" aria-label={t.statusFilter} className="mt-3 flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = state.status === tab.value;
          return (
            <button
              key={tab.value || 'all'}
              type="button"
              aria-pressed={current}
              onClick={() => {
                update({ status: tab.value });
              }}
              className={`${TAB_CLASS} ${
                current
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-stone-700 ring-stone-200 hover:bg-stone-50'
              }`}
            >
              {tab.label}{' '}
              {tab.count !== undefined && (
                <span
                  className={`rounded-full px-1.5 text-xs font-semibold ${
                    current ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-600'
                  }`}
                >
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <AdminListResults
        countText={data && t.requestCount(data.totalCount)}
        refreshing={isFetching && !isPending}
        refreshingLabel={t.loading}
        clear={
          state.search || state.status || state.assignee
            ? { label: t.clearFilters, onClear: list.reset }
            : undefined
        }
        rows={isPending ? undefined : (data?.requests ?? [])}
        loadingLabel={t.loadingRequests}
        noDataText={t.noData}
        rowKey={(request) => request._id}
        columns={columns}
        cardRowGap="max-md:gap-y-1.5"
        page={state.page}
        pageCount={Math.max(1, data?.totalPage ?? 1)}
        onPage={list.showPage}
      />
    </section>
  );
}

type HeaterInboxTab = (typeof HEATER_REQUEST_STATUSES)[number] | '';
