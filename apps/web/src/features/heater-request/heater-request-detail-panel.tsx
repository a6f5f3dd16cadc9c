import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from '../../lib/router';
import { useQuery } from '@tanstack/react-query';
import { FileText, Phone } from 'lucide-react';
import {
  HEATER_REQUEST_STATUSES,
  HEATER_STAFF_NOTES_MAX,
  formatSpecNumber,
  type HeaterRequestDetail,
} from '@shop/contract';
import {
  ADMIN_ACTION_BUTTON,
  AdminBackLink,
  AdminCard,
  InlineTerm,
} from '../../components/ui/admin-detail';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextAreaField } from '../../components/ui/text-area-field';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';
import { saveBlob } from '../../lib/api-download';
import { formatFileSize } from '../../lib/document-texts';
import { useLocale, useTexts } from '../../lib/locale';
import { heaterRequestTexts } from './heater-request-texts';
import { HeaterStatusBadge } from './heater-status-badge';
import { heaterStatusTexts } from './heater-status-texts';
import { heaterInboxTexts } from './heater-inbox-texts';
import {
  downloadAttachment,
  useHeaterRequest,
  useHeaterRequestChange,
} from './heater-inbox-requests';
import { kindName, specRows } from './heater-spec-rows';
import { HeaterQuoteCard } from './heater-quote-card';

/** /dashboard/heater-requests/:requestId: one request, its specification, files and handling. */
export function HeaterRequestDetailPanel() {
  const t = useTexts(heaterInboxTexts);
  const requestId = useParams()['requestId'] ?? '';
  const { data: request, isPending, isError } = useHeaterRequest(requestId);
  return (
    <section>
      <AdminBackLink to="/dashboard/heater-requests" label={t.requests} />
      {isPending ? (
        <Spinner label={t.loadingRequest} />
      ) : isError ? (
        <p className="font-semibold text-red-700">{t.requestNotLoaded}</p>
      ) : (
        <RequestDetail request={request} />
      )}
    </section>
  );
}

function RequestDetail({ request }: { request: HeaterRequestDetail }) {
  const t = useTexts(heaterInboxTexts);
  const locale = useLocale();
  const form = heaterRequestTexts[locale];
  const rows = specRows(request.heater, locale);
  const density = request.wattDensity;
  return (
    <>
      <AdminPageHeader title={request.number}>
        <HeaterStatusBadge status={request.status} />
      </AdminPageHeader>
      <p className="-mt-3 mb-4 text-sm text-stone-600">
        {kindName(request.heater.kind, locale)} · {t.quantityWord(request.quantity)}
        {request.wantedDate && ` · ${t.wantedOn(request.wantedDate)}`} ·{' '}
        <time dateTime={request.createdAt}>{t.sentAt(t.time(request.createdAt))}</time>
      </p>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* The request as the buyer sent it; its quote, wide enough for a table of lines, under it. */}
        <div className="min-w-0 space-y-4">
          <AdminCard title={t.specification}>
            <p className="mb-2 text-sm font-semibold text-stone-900">
              {kindName(request.heater.kind, locale)}
            </p>
            <table className="w-full text-sm">
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-t border-stone-100 align-top">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal text-stone-600">
                      {row.label}
                    </th>
                    <td className="py-1.5 font-medium break-words whitespace-pre-line text-stone-900">
                      {row.value}
                    </td>
                  </tr>
                ))}
                <tr className="border-t border-stone-100 align-top">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-stone-600">
                    {form.quantity}
                  </th>
                  <td className="py-1.5 font-medium text-stone-900">{request.quantity}</td>
                </tr>
              </tbody>
            </table>
            {density && (
              <dl
                className={`mt-3 rounded-lg px-3 py-2 text-sm ring-1 ${
                  density.tooHigh
                    ? 'bg-amber-50 text-amber-900 ring-amber-200'
                    : 'bg-stone-50 text-stone-800 ring-stone-200'
                }`}
              >
                <InlineTerm term={`${t.wattDensity}: `} className="font-semibold">
                  {t.densityValue(
                    formatSpecNumber(density.wattsPerCm2, locale),
                    formatSpecNumber(density.limit, locale),
                  )}
                </InlineTerm>
                <InlineTerm term={`${t.heatedSurface}: `}>
                  {t.squareCm(formatSpecNumber(density.heatedCm2, locale))}
                </InlineTerm>
                {density.tooHigh && <p className="mt-1 font-semibold">{t.densityTooHigh}</p>}
              </dl>
            )}
          </AdminCard>
          {request.note && (
            <AdminCard title={t.buyerNote}>
              <p className="text-sm break-words whitespace-pre-line text-stone-800">
                {request.note}
              </p>
            </AdminCard>
          )}
          <AttachmentsCard request={request} />
        </div>

        <div className="min-w-0 space-y-4">
          <HandlingCard request={request} />
          <ContactCard request={request} />
          <NotesCard request={request} />
        </div>
      </div>
      <div className="mt-4">
        <HeaterQuoteCard request={request} />
      </div>
    </>
  );
}

/** The status and the staff member who handles the request, each saved as it is chosen. */
function HandlingCard({ request }: { request: HeaterRequestDetail }) {
  const t = useTexts(heaterInboxTexts);
  const statusWords = useTexts(heaterStatusTexts);
  const change = useHeaterRequestChange(request._id);
  const assignedGone =
    request.assignedTo !== null && !request.staff.some((m) => m._id === request.assignedTo);
  return (
    <AdminCard title={t.handling}>
      <div className="space-y-3">
        <label className="block text-sm font-medium text-stone-800">
          {t.changeStatus}
          <select
            value={request.status}
            disabled={change.isPending}
            onChange={(event) => {
              const status = HEATER_REQUEST_STATUSES.find((s) => s === event.target.value);
              if (status) change.mutate({ status });
            }}
            className={`${FIELD_INPUT_CLASS} mt-1 pr-8`}
          >
            {HEATER_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusWords.status(status)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-stone-800">
          {t.assignTo}
          <select
            value={request.assignedTo ?? ''}
            disabled={change.isPending}
            onChange={(event) => {
              change.mutate({ assignedTo: event.target.value === '' ? null : event.target.value });
            }}
            className={`${FIELD_INPUT_CLASS} mt-1 pr-8`}
          >
            <option value="">{t.nobody}</option>
            {assignedGone && request.assignedTo && (
              <option value={request.assignedTo} disabled>
                {request.assignedName}
              </option>
            )}
            {request.staff.map((member) => (
              <option key={member._id} value={member._id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </AdminCard>
  );
}

function ContactCard({ request }: { request: HeaterRequestDetail }) {
  const t = useTexts(heaterInboxTexts);
  const { contact } = request;
  return (
    <AdminCard title={t.contact}>
      <p className="text-sm font-semibold break-words text-stone-900">{contact.name}</p>
      <a
        href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
        aria-label={t.call(contact.phone)}
        className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <Phone aria-hidden="true" className="size-4" />
        {contact.phone}
      </a>
      <dl className="mt-2 space-y-0.5 text-sm break-words text-stone-800">
        {contact.email && <InlineTerm term={`${t.email}: `}>{contact.email}</InlineTerm>}
        {contact.company && <InlineTerm term={`${t.company}: `}>{contact.company}</InlineTerm>}
        {contact.taxCode && <InlineTerm term={`${t.taxCode}: `}>{contact.taxCode}</InlineTerm>}
        <InlineTerm term={`${t.account}: `}>{request.userId ? t.hasAccount : t.guest}</InlineTerm>
        <InlineTerm term={`${t.language}: `}>{t.languageName(request.locale)}</InlineTerm>
      </dl>
    </AdminCard>
  );
}

/** The staff's notes: one text, saved as a whole. */
function NotesCard({ request }: { request: HeaterRequestDetail }) {
  const t = useTexts(heaterInboxTexts);
  const [notes, setNotes] = useState(request.staffNotes);
  const change = useHeaterRequestChange(request._id);
  return (
    <AdminCard title={t.staffNotes}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ staffNotes: notes });
        }}
      >
        <TextAreaField
          label={t.onlyStaffSee}
          value={notes}
          maxLength={HEATER_STAFF_NOTES_MAX}
          onChange={(event) => {
            setNotes(event.target.value);
          }}
        />
        <div className="mt-3 flex justify-end">
          <button
            type="submit"
            disabled={change.isPending || notes === request.staffNotes}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t.saveNotes}
          </button>
        </div>
      </form>
    </AdminCard>
  );
}

/** The buyer's drawings and photos: images as thumbnails, PDFs by name and size. */
function AttachmentsCard({ request }: { request: HeaterRequestDetail }) {
  const t = useTexts(heaterInboxTexts);
  const locale = useLocale();
  if (request.attachments.length === 0)
    return (
      <AdminCard title={t.attachments}>
        <p className="text-sm text-stone-600">{t.noAttachments}</p>
      </AdminCard>
    );
  const images = request.attachments.filter((file) => file.type !== 'pdf');
  const documents = request.attachments.filter((file) => file.type === 'pdf');
  return (
    <AdminCard title={t.attachments}>
      {images.length > 0 && (
        <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((file) => (
            <li key={file._id}>
              <Thumbnail file={file} />
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className="space-y-2">
          {documents.map((file) => (
            <li key={file._id}>
              <OpenFileButton file={file}>
                <FileText aria-hidden="true" className="size-5 shrink-0 text-red-700" />
                <span className="min-w-0 break-all">{file.name}</span>
                <span className="shrink-0 text-xs font-normal text-stone-500">
                  {formatFileSize(file.size, locale)}
                </span>
              </OpenFileButton>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

type Attachment = HeaterRequestDetail['attachments'][number];

/** Fetches a file with the login's token and hands it to the browser under its own name. */
function OpenFileButton({ file, children }: { file: Attachment; children: ReactNode }) {
  const t = useTexts(heaterInboxTexts);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        title={t.open(file.name)}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          downloadAttachment(file.url)
            .then(({ blob }) => {
              saveBlob(blob, file.name);
            })
            .catch(() => {
              setFailed(true);
            })
            .finally(() => {
              setBusy(false);
            });
        }}
        className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm font-semibold text-brand-800 ring-1 ring-stone-200 hover:bg-stone-50 disabled:opacity-60"
      >
        {children}
      </button>
      {failed && (
        <p role="alert" className="mt-1 text-xs font-semibold text-red-700">
          {t.fileNotLoaded}
        </p>
      )}
    </>
  );
}

/** An image attachment, drawn small from its bytes (the path needs the login's token). */
function Thumbnail({ file }: { file: Attachment }) {
  const t = useTexts(heaterInboxTexts);
  const locale = useLocale();
  const { data: blob, isError } = useQuery({
    queryKey: ['admin-heater-requests', 'file', file._id],
    queryFn: async ({ signal }) => (await downloadAttachment(file.url, signal)).blob,
    staleTime: Infinity,
    retry: false,
  });
  const src = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  return (
    <OpenFileButton file={file}>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-md bg-stone-100">
          {src ? (
            <img src={src} alt={file.name} className="size-full object-contain" />
          ) : isError ? (
            <span className="px-2 text-xs font-normal text-red-700">{t.fileNotLoaded}</span>
          ) : null}
        </span>
        <span className="truncate text-xs">{file.name}</span>
        <span className="text-xs font-normal text-stone-500">
          {formatFileSize(file.size, locale)}
        </span>
      </span>
    </OpenFileButton>
  );
}
