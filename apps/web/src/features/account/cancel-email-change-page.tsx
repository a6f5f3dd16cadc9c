import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { useTexts } from '../../lib/locale';
import { cancelEmailChange } from './account-requests';
import { emailChangeTexts } from './email-change-texts';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

/**
 * /cancel-email-change?token=…: the target of the link in the notice mailed to the account's
 * current e-mail when someone asks to change it. It cancels only when the owner presses the
 * button, so a mail scanner that opens links changes nothing; the API then also ends every login
 * of the account.
 */
export function CancelEmailChangePage() {
  const [params] = useSearchParams();
  const t = useTexts(emailChangeTexts);
  const token = params.get('token') ?? '';
  // The refusal shows on the page, where the owner looks after pressing the button.
  const cancel = useMutation({
    mutationFn: () => cancelEmailChange({ token }),
    meta: { silent: true },
  });

  return (
    <AuthCard
      title={t.cancelTitle}
      intro={t.cancelIntro}
      footer={
        <Link to="/forgot-password" className={AUTH_LINK_CLASS}>
          {t.changePassword}
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {t.cancelLinkBroken}
        </p>
      ) : cancel.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {cancel.data.message}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            cancel.mutate();
          }}
          className="space-y-4"
        >
          {cancel.isError && (
            <p role="alert" className="text-sm text-red-700">
              {cancel.error.message}
            </p>
          )}
          <SubmitButton pending={cancel.isPending}>{t.cancel}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
