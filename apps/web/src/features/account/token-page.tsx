import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

/** The `?token=…` of a mailed link ('' when it carries none). */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

/**
 * What the page's button does with the token. Its refusal shows on the page, where the person
 * looks after pressing the button, not in a toast.
 */
export function useTokenAction(send: () => Promise<{ message: string }>) {
  return useMutation({ mutationFn: send, meta: { silent: true } });
}

interface TokenAction {
  isPending: boolean;
  isSuccess: boolean;
  data?: { message: string } | undefined;
  error: Error | null;
  mutate: () => void;
}

interface TokenPageProps {
  title: string;
  intro: string;
  /** The link under the card: its words and where it goes. */
  footer: { to: string; label: string };
  token: string;
  /** Shown instead of the form when the link carries no token. */
  linkBroken: string;
  /** What the token is for, read before the form is shown; its refusal replaces the form. */
  check?: { isPending: boolean; error: Error | null; label: string } | undefined;
  action: TokenAction;
  submitLabel: string;
  /** The form's own fields and words, above the refusal and the button. */
  children?: ReactNode;
}

/**
 * A page a mailed link opens (/confirm-email, /cancel-email-change, /staff-invitation): nothing
 * happens until the person presses its button, so a mail scanner that opens links changes nothing.
 * A link without its token, a token refused when checked, the answer's message once done, or the
 * form with its refusal.
 */
export function TokenPage({
  title,
  intro,
  footer,
  token,
  linkBroken,
  check,
  action,
  submitLabel,
  children,
}: TokenPageProps) {
  return (
    <AuthCard
      title={title}
      intro={intro}
      footer={
        <Link to={footer.to} className={AUTH_LINK_CLASS}>
          {footer.label}
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {linkBroken}
        </p>
      ) : check?.isPending ? (
        <Spinner label={check.label} />
      ) : check?.error ? (
        <p role="alert" className="text-sm text-red-700">
          {check.error.message}
        </p>
      ) : action.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {action.data?.message}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            action.mutate();
          }}
          className="space-y-4"
        >
          {children}
          {action.error && (
            <p role="alert" className="text-sm text-red-700">
              {action.error.message}
            </p>
          )}
          <SubmitButton pending={action.isPending}>{submitLabel}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
