import { useTexts } from '../../lib/locale';
import { confirmEmail } from './account-requests';
import { emailChangeTexts } from './email-change-texts';
import { TokenPage, useLinkToken, useTokenAction } from './token-page';

/**
 * /confirm-email?token=…: the target of the link mailed to a new account e-mail. It confirms only
 * when the shopper presses the button, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  const t = useTexts(emailChangeTexts);
  const token = useLinkToken();
  const confirm = useTokenAction(() => confirmEmail({ token }));
  return (
    <TokenPage
      title={t.confirmTitle}
      intro={t.confirmIntro}
      footer={{ to: '/login', label: t.login }}
      token={token}
      linkBroken={t.confirmLinkBroken}
      action={confirm}
      submitLabel={t.confirm}
    />
  );
}
