import { useState } from 'react';
import { Link, useParams } from '../../lib/router';
import * as endpoints from '@shop/contract/endpoints';
import { CUSTOMER_NOTE_MAX, formatVnd, LIFECYCLE_LABELS } from '@shop/contract';
import type { AdminCustomerDetail } from '@shop/contract';
import {
  ADMIN_ACTION_BUTTON,
  AdminBackLink,
  AdminCard,
  InlineTerm,
} from '../../components/ui/admin-detail';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { FulfilmentBadge, PaymentBadge } from '../../components/ui/order-status-badge';
import { Spinner } from '../../components/ui/spinner';
import { TextAreaField } from '../../components/ui/text-area-field';
import { apiRequest } from '../../lib/api-client';
import { useLocale, useTexts } from '../../lib/locale';
import { adminCustomersTexts } from './admin-customers-texts';
import { useAdminCustomer, useAdminCustomerChange } from './customer-requests';
import { CustomerStatusBadge } from './customer-status-badge';

/** /dashboard/customers/:customerId: one customer, their orders, totals, details and notes. */
export function CustomerDetailPanel() {
  const t = useTexts(adminCustomersTexts);
  const customerId = useParams()['customerId'] ?? '';
  const { data: customer, isPending, isError } = useAdminCustomer(customerId);
  const [confirming, setConfirming] = useState(false);

  return (
    <section>
      <AdminBackLink to="/dashboard/customers" label={t.customers} />
      {isPending ? (
        <Spinner label={t.loadingCustomer} />
      ) : isError ? (
        <p className="font-semibold text-red-700">{t.customerNotLoaded}</p>
      ) : (
        <CustomerDetail
          customer={customer}
          onStatus={() => {
            setConfirming(true);
          }}
        />
      )}
      {confirming && customer && (
        <StatusDialog
          customer={customer}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </section>
  );
}

function CustomerDetail({
  customer,
  onStatus,
}: {
  customer: AdminCustomerDetail;
  onStatus: () => void;
}) {
  const locale = useLocale();
  const labels = LIFECYCLE_LABELS[locale];
  const t = useTexts(adminCustomersTexts);
  const suspended = customer.status === 'Suspended';
  return (
    <>
      <AdminPageHeader title={customer.name || customer.email}>
        <span className="flex flex-wrap items-center gap-2">
          <CustomerStatusBadge status={customer.status} />
          <button
            type="button"
            onClick={onStatus}
            className={`${ADMIN_ACTION_BUTTON} ${
              suspended
                ? 'bg-brand-700 text-white hover:bg-brand-800'
                : 'border border-red-300 text-red-700 hover:bg-red-50'
            }`}
          >
            {suspended ? t.reinstate : t.suspend}
          </button>
        </span>
      </AdminPageHeader>
      {suspended && (
        <p className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          {t.suspendedNotice}
        </p>
      )}

      <dl className="mb-5 grid grid-cols-3 gap-2 sm:gap-3">
        {[
          { label: t.totalSpent, value: formatVnd(customer.total_spent), tone: 'text-stone-900' },
          {
            label: t.unpaid,
            value: formatVnd(customer.unpaid_amount),
            tone: customer.unpaid_amount > 0 ? 'text-amber-800' : 'text-stone-900',
          },
          { label: t.orderCount, value: String(customer.order_count), tone: 'text-stone-900' },
        ].map((figure) => (
          <div key={figure.label} className="min-w-0 rounded-xl bg-stone-50 px-3 py-2.5">
            <dt className="text-xs font-medium text-stone-600">{figure.label}</dt>
            <dd className={`mt-0.5 text-sm font-bold break-words sm:text-lg ${figure.tone}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <AdminCard title={t.orders}>
            {customer.orders.length === 0 ? (
              <p className="text-sm text-stone-600">{t.noOrders}</p>
            ) : (
              <>
                <ul className="divide-y divide-stone-100">
                  {customer.orders.map((order) => (
                    <li
                      key={order._id}
                      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 py-2.5 text-sm"
                    >
                      <span className="min-w-0">
                        <Link
                          to={`/dashboard/orders/${order._id}`}
                          className="font-semibold break-all text-brand-800 hover:underline"
                        >
                          {order.orderId}
                        </Link>
                        <time
                          dateTime={order.createdAt}
                          className="block text-xs whitespace-nowrap text-stone-500"
                        >
                          {t.time(order.createdAt)} · {labels.method[order.payment_method]}
                        </time>
                      </span>
                      <span className="flex flex-wrap items-center gap-1.5">
                        <FulfilmentBadge status={order.order_status} />
                        <PaymentBadge
                          status={order.payment_status}
                          orderStatus={order.order_status}
                        />
                        <span className="ml-1 font-semibold whitespace-nowrap text-stone-900">
                          {formatVnd(order.totalAmt)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
                {customer.order_count > customer.orders.length && (
                  <p className="mt-2 text-sm text-stone-600">
                    {t.latestOrders(customer.orders.length, customer.order_count)} ·{' '}
                    <Link
                      to={`/dashboard/orders?search=${encodeURIComponent(customer.email)}`}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {t.allOrders}
                    </Link>
                  </p>
                )}
              </>
            )}
          </AdminCard>
          <NotesCard customer={customer} />
        </div>

        <div className="min-w-0 space-y-4">
          <AdminCard title={t.contact}>
            <p className="text-sm break-words text-stone-800">{customer.email}</p>
            {customer.mobile && <p className="text-sm text-stone-700">{customer.mobile}</p>}
            <dl className="mt-2 space-y-0.5 text-xs text-stone-600">
              <div>
                <dt className="inline">{t.joined}: </dt>
                <dd className="inline">
                  <time dateTime={customer.createdAt}>{t.time(customer.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt className="inline">{t.lastLogin}: </dt>
                <dd className="inline">
                  {customer.last_login_date ? (
                    <time dateTime={customer.last_login_date}>
                      {t.time(customer.last_login_date)}
                    </time>
                  ) : (
                    t.neverLoggedIn
                  )}
                </dd>
              </div>
            </dl>
          </AdminCard>
          <AdminCard title={t.addresses}>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-stone-600">{t.noAddresses}</p>
            ) : (
              <ul className="space-y-3">
                {customer.addresses.map((address) => (
                  <li key={address._id} className="text-sm break-words text-stone-700">
                    {address.recipient && (
                      <span className="block font-semibold text-stone-900">
                        {address.recipient}
                      </span>
                    )}
                    <span className="block">{address.address_line}</span>
                    <span className="block">
                      {[address.state, address.city].filter(Boolean).join(', ')}
                    </span>
                    <span className="block">{address.mobile}</span>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
          <AdminCard title={t.vatInvoice}>
            {customer.invoices.length === 0 ? (
              <p className="text-sm text-stone-600">{t.noInvoice}</p>
            ) : (
              <ul className="space-y-3">
                {customer.invoices.map((invoice) => (
                  <li
                    key={`${invoice.taxCode} ${invoice.buyerName} ${invoice.address} ${invoice.email}`}
                  >
                    <dl className="space-y-0.5 text-sm break-words text-stone-700">
                      <dt className="sr-only">{t.buyerName}</dt>
                      <dd className="font-semibold text-stone-900">{invoice.buyerName}</dd>
                      <dd className="text-xs text-stone-500">{t.buyerKind(invoice.buyerKind)}</dd>
                      {invoice.taxCode && (
                        <InlineTerm term={t.taxCode}>{invoice.taxCode}</InlineTerm>
                      )}
                      <InlineTerm term={t.address}>{invoice.address}</InlineTerm>
                      <InlineTerm term={t.email}>{invoice.email}</InlineTerm>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
        </div>
      </div>
    </>
  );
}

/** The staff's notes on the customer, newest first, and a form to add one. */
function NotesCard({ customer }: { customer: AdminCustomerDetail }) {
  const t = useTexts(adminCustomersTexts);
  const [note, setNote] = useState('');
  const add = useAdminCustomerChange(
    customer._id,
    (text: string) =>
      apiRequest(endpoints.adminCustomerNote, { body: { customerId: customer._id, note: text } }),
    () => {
      setNote('');
    },
  );
  return (
    <AdminCard title={t.notes}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(note);
        }}
      >
        <TextAreaField
          label={t.onlyStaffSee}
          value={note}
          maxLength={CUSTOMER_NOTE_MAX}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        <div className="mt-3 flex justify-end">
          <button
            type="submit"
            disabled={add.isPending || note.trim() === ''}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t.addNote}
          </button>
        </div>
      </form>
      {customer.notes.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noNotes}</p>
      ) : (
        <ul className="mt-3 space-y-3 border-t border-stone-100 pt-3">
          {customer.notes.map((entry) => (
            <li key={entry._id} className="text-sm">
              <p className="break-words whitespace-pre-line text-stone-800">{entry.note}</p>
              <p className="mt-0.5 text-xs text-stone-500">
                {t.noteBy(entry.byName ?? t.formerStaff, t.time(entry.createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

/** Asks before suspending (or reinstating) the customer; the page shows them as they are after. */
function StatusDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomerDetail;
  onClose: () => void;
}) {
  const t = useTexts(adminCustomersTexts);
  const suspending = customer.status !== 'Suspended';
  const name = customer.name || customer.email;
  const change = useAdminCustomerChange(
    customer._id,
    () =>
      apiRequest(endpoints.adminCustomerStatus, {
        body: { customerId: customer._id, status: suspending ? 'Suspended' : 'Active' },
      }),
    onClose,
  );
  return (
    <ConfirmFormDialog
      title={suspending ? t.suspendTitle : t.reinstateTitle}
      text={suspending ? t.suspendText(name) : t.reinstateText(name)}
      confirmLabel={suspending ? t.suspend : t.reinstate}
      danger={suspending}
      pending={change.isPending}
      onConfirm={() => {
        change.mutate(undefined);
      }}
      onCancel={onClose}
    />
  );
}
