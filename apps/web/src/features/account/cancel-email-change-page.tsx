import { useTexts } from '../../lib/locale';
import { cancelEmailChange } from './account-requests';
import { emailChangeTexts } from './email-change-texts';
import { TokenPage, useLinkToken, useTokenAction } from './token-page';

/**
 * /cancel-email-change?token=…: the target of the link in the notice mailed to the account's
 * current e-mail when someone asks to change it. It cancels only when the owner presses the
 * button, so a mail scanner that opens links changes nothing; the API then also ends every login
 * of the account.
 */
export function CancelEmailChangePage() {
  const t = useTexts(emailChangeTexts);
  const token = useLinkToken();
  const cancel = useTokenAction(() => cancelEmailChange({ token }));
  return (
    <TokenPage
      title={t.cancelTitle}
      intro={t.cancelIntro}
      footer={{ to: '/forgot-password', label: t.changePassword }}
      token={token}
      linkBroken={t.cancelLinkBroken}
      action={cancel}
      submitLabel={t.cancel}
    />
  );
}
