import { useState } from 'react';
import { MailPlus, Trash2, X } from 'lucide-react';
import * as endpoints from '@shop/contract/endpoints';
import {
  formatDateTime,
  STAFF_ROLES,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { FIELD_INPUT_CLASS, TextField } from '../../components/ui/text-field';
import { apiRequest } from '../../lib/api-client';
import { useLocale, useTexts } from '../../lib/locale';
import { useSession } from '../../lib/session-context';
import { staffRoleTexts } from '../../lib/staff-role-texts';
import { useStaffChange, useStaffList } from './staff-requests';
import { staffTexts } from './staff-texts';

const roleOf = (value: string): StaffRole => STAFF_ROLES.find((role) => role === value) ?? 'ORDERS';

/** /dashboard/staff: the owner invites staff by e-mail, changes a role or removes a member. */
export function StaffPage() {
  const t = useTexts(staffTexts);
  const { data, isPending } = useStaffList();
  return (
    <section className="space-y-6">
      <AdminPageHeader title={t.staff} />
      <InviteForm />
      {isPending || !data ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <div>
            <h2 className="mb-2 text-lg font-semibold text-stone-900">{t.members}</h2>
            <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {data.members.map((member) => (
                <MemberRow key={member._id} member={member} />
              ))}
            </ul>
          </div>
          <Invitations invitations={data.invitations} />
        </>
      )}
    </section>
  );
}

function InviteForm() {
  const t = useTexts(staffTexts);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const roles = useTexts(staffRoleTexts);
  const [role, setRole] = useState<StaffRole>('ORDERS');
  const invite = useStaffChange(
    (body: { name: string; email: string; role: StaffRole }) =>
      apiRequest(endpoints.adminStaffInvite, { body }),
    () => {
      setName('');
      setEmail('');
    },
  );
  return (
    <form
      aria-label={t.inviteTitle}
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate({ name, email, role });
      }}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <MailPlus aria-hidden="true" className="size-5 text-brand-700" />
        {t.inviteTitle}
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-600">{t.inviteHint}</p>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label={t.name}
          value={name}
          required
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <TextField
          label={t.email}
          type="email"
          value={email}
          required
          autoComplete="off"
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <RoleSelect label={t.role} value={role} onChange={setRole} />
      </div>
      <p className="mt-2 text-sm text-stone-600">{roles.roleScope(role)}</p>
      <SubmitButton pending={invite.isPending} className="mt-3 md:w-auto">
        {t.sendInvitation}
      </SubmitButton>
    </form>
  );
}

function RoleSelect({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
}) {
  const roles = useTexts(staffRoleTexts);
  return (
    <label className="block text-sm font-medium text-stone-800">
      <span className="mb-1.5 block">{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(roleOf(event.target.value));
        }}
        className={`${FIELD_INPUT_CLASS} pr-8 disabled:bg-stone-100`}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {roles.roleName(role)}
          </option>
        ))}
      </select>
    </label>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const t = useTexts(staffTexts);
  const locale = useLocale();
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const isMe = user?._id === member._id;
  const changeRole = useStaffChange((role: StaffRole) =>
    apiRequest(endpoints.adminStaffRole, { body: { userId: member._id, role } }),
  );
  const remove = useStaffChange(
    () => apiRequest(endpoints.adminStaffRemove, { body: { userId: member._id } }),
    () => {
      setConfirming(false);
    },
  );
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_14rem_auto] md:items-end">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {member.name} {isMe && <span className="font-normal text-stone-600">{t.you}</span>}
        </p>
        <p className="truncate text-sm text-stone-700">{member.email}</p>
        <p className="text-xs text-stone-600">
          {member.last_login_date
            ? t.lastLogin(formatDateTime(member.last_login_date, locale))
            : t.neverLoggedIn}
        </p>
      </div>
      <RoleSelect
        label={t.changeRoleOf(member.name)}
        value={member.role}
        disabled={isMe || changeRole.isPending}
        onChange={(role) => {
          changeRole.mutate(role);
        }}
      />
      {isMe ? (
        <span />
      ) : (
        <button
          type="button"
          onClick={() => {
            setConfirming(true);
          }}
          className="inline-flex h-11 items-center justify-center gap-1.5 rounded-full border border-red-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.remove}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.removeTitle}
          text={t.removeText(member.name)}
          confirmLabel={t.remove}
          pending={remove.isPending}
          onConfirm={() => {
            remove.mutate(undefined);
          }}
          onCancel={() => {
            setConfirming(false);
          }}
        />
      )}
    </li>
  );
}

function Invitations({ invitations }: { invitations: StaffInvitation[] }) {
  const t = useTexts(staffTexts);
  const roles = useTexts(staffRoleTexts);
  const locale = useLocale();
  const withdraw = useStaffChange((invitationId: string) =>
    apiRequest(endpoints.adminStaffCancelInvitation, { body: { invitationId } }),
  );
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold text-stone-900">{t.invitations}</h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noInvitations}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {invitations.map((invitation) => (
            <li
              key={invitation._id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {invitation.name} · {roles.roleName(invitation.role)}
                </p>
                <p className="truncate text-sm text-stone-700">{invitation.email}</p>
                <p className="text-xs text-stone-600">
                  {t.invitedBy(invitation.invitedBy, formatDateTime(invitation.expiresAt, locale))}
                </p>
              </div>
              <button
                type="button"
                disabled={withdraw.isPending}
                onClick={() => {
                  withdraw.mutate(invitation._id);
                }}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
                {t.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
