/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { confirmEmail } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

/**
 * /confirm-email?token=…: the target of the link mailed to a new account e-mail. It confirms only
 * when the shopper presses the button, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The refusal shows on the page, where the shopper looks after pressing the button.
  const confirm = useMutation({
    mutationFn: () => confirmEmail({ token }),
    meta: { silent: true },
  });

  return (
    <AuthCard
      title="Xác nhận e-mail mới"
      intro="Xác nhận để dùng địa chỉ e-mail này cho tài khoản của bạn."
      footer={
        <Link to="/login" className={AUTH_LINK_CLASS}>
          Đăng nhập
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          Liên kết không đầy đủ. Hãy mở lại liên kết trong thư xác nhận.
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
          <SubmitButton pending={confirm.isPending}>Xác nhận e-mail</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
