import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import * as endpoints from '@shop/contract/endpoints';
import { PasswordField } from '../../components/ui/password-field';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { apiRequest } from '../../lib/api-client';
import { useTexts } from '../../lib/locale';
import { staffRoleTexts } from '../../lib/staff-role-texts';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';
import { staffInvitationTexts } from './staff-invitation-texts';

/**
 * /staff-invitation?token=…: the link the owner's invitation mails. It shows who is invited as
 * what, and the invited person sets the password of their staff account (the link works once).
 */
export function StaffInvitationPage() {
  const [params] = useSearchParams();
  const t = useTexts(staffInvitationTexts);
  const roles = useTexts(staffRoleTexts);
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const details = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.staffInvitationDetails, { body: { token }, signal })).data,
    enabled: token !== '',
    retry: false,
    meta: { silent: true },
  });
  // The refusal shows on the page, where the invited person looks after pressing the button.
  const accept = useMutation({
    mutationFn: () =>
      apiRequest(endpoints.acceptStaffInvitation, { body: { token, password, confirmPassword } }),
    meta: { silent: true },
  });

  return (
    <AuthCard
      title={t.title}
      intro={t.intro}
      footer={
        <Link to="/login" className={AUTH_LINK_CLASS}>
          {t.login}
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {t.linkBroken}
        </p>
      ) : details.isPending ? (
        <Spinner label={t.checking} />
      ) : details.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {details.error.message}
        </p>
      ) : accept.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {accept.data.message}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            accept.mutate();
          }}
          className="space-y-4"
        >
          <p className="text-sm text-stone-800">
            {t.invitationFor(
              details.data.name,
              details.data.email,
              roles.roleName(details.data.role),
            )}
          </p>
          <PasswordField
            label={t.password}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          <PasswordField
            label={t.confirmPassword}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
            }}
          />
          {accept.isError && (
            <p role="alert" className="text-sm text-red-700">
              {accept.error.message}
            </p>
          )}
          <SubmitButton pending={accept.isPending}>{t.accept}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
