/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/ui/submit-button';
import { cancelEmailChange } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

/**
 * /cancel-email-change?token=…: the target of the link in the notice mailed to the account's
 * current e-mail when someone asks to change it. It cancels only when the owner presses the
 * button, so a mail scanner that opens links changes nothing; the API then also ends every login
 * of the account.
 */
export function CancelEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The refusal shows on the page, where the owner looks after pressing the button.
  const cancel = useMutation({
    mutationFn: () => cancelEmailChange({ token }),
    meta: { silent: true },
  });

  return (
    <AuthCard
      title="Huỷ yêu cầu đổi e-mail"
      intro="Nếu bạn không yêu cầu đổi e-mail của tài khoản, hãy huỷ yêu cầu này. Mọi phiên đăng nhập của tài khoản sẽ bị đăng xuất; e-mail hiện tại vẫn được giữ."
      footer={
        <Link to="/forgot-password" className={AUTH_LINK_CLASS}>
          Đổi mật khẩu (Quên mật khẩu)
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          Liên kết không đầy đủ. Hãy mở lại liên kết trong thư báo đổi e-mail.
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
          <SubmitButton pending={cancel.isPending}>Huỷ đổi e-mail</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
