import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { PasswordField } from '../../components/ui/password-field';
import { apiRequest } from '../../lib/api-client';
import { useTexts } from '../../lib/locale';
import { staffRoleTexts } from '../../lib/staff-role-texts';
import { staffInvitationTexts } from './staff-invitation-texts';
import { TokenPage, useLinkToken, useTokenAction } from './token-page';

/**
 * /staff-invitation?token=…: the link the owner's invitation mails. It shows who is invited as
 * what, and the invited person sets the password of their staff account (the link works once).
 */
export function StaffInvitationPage() {
  const t = useTexts(staffInvitationTexts);
  const roles = useTexts(staffRoleTexts);
  const token = useLinkToken();
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
  const accept = useTokenAction(() =>
    apiRequest(endpoints.acceptStaffInvitation, { body: { token, password, confirmPassword } }),
  );
  return (
    <TokenPage
      title={t.title}
      intro={t.intro}
      footer={{ to: '/login', label: t.login }}
      token={token}
      linkBroken={t.linkBroken}
      check={{ isPending: details.isPending, error: details.error, label: t.checking }}
      action={accept}
      submitLabel={t.accept}
    >
      {details.data && (
        <p className="text-sm text-stone-800">
          {t.invitationFor(
            details.data.name,
            details.data.email,
            roles.roleName(details.data.role),
          )}
        </p>
      )}
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
    </TokenPage>
  );
}
