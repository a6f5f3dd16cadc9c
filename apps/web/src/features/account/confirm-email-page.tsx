import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { useTexts } from '../../lib/locale';
import { confirmEmail } from './account-requests';
import { emailChangeTexts } from './email-change-texts';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

/**
 * /confirm-email?token=…: the target of the link mailed to a new account e-mail. It confirms only
 * when the shopper presses the button, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const t = useTexts(emailChangeTexts);
  const token = params.get('token') ?? '';
  // The refusal shows on the page, where the shopper looks after pressing the button.
  const confirm = useMutation({
    mutationFn: () => confirmEmail({ token }),
    meta: { silent: true },
  });

  return (
    <AuthCard
      title={t.confirmTitle}
      intro={t.confirmIntro}
      footer={
        <Link to="/login" className={AUTH_LINK_CLASS}>
          {t.login}
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {t.confirmLinkBroken}
        </p>
      ) : confirm.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {confirm.data.message}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate();
          }}
          className="space-y-4"
        >
          {confirm.isError && (
            <p role="alert" className="text-sm text-red-700">
              {confirm.error.message}
            </p>
          )}
          <SubmitButton pending={confirm.isPending}>{t.confirm}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
