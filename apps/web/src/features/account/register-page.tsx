import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { RegisterRequestSchema } from '@shop/contract';
import type { RegisterRequest } from '@shop/contract';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { safeReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { accountFieldTexts } from './account-field-texts';
import { accountFields } from './account-fields';
import { logIn, registerUser } from './account-requests';
import { signInTexts } from './sign-in-texts';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

export function RegisterPage() {
  const navigate = useNavigate();
  const t = useTexts(signInTexts);
  const f = useTexts(accountFieldTexts);
  const fields = accountFields(f);
  const { startSession } = useSession();
  // Where login should return to afterwards, passed on from the page that sent the shopper here.
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  // Back to the page that sent the shopper here, when it is one of this shop's (as login does).
  const returnTo = safeReturnPath(searchParams.get('next')) ?? '/';
  const form = useForm({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, control, getValues } = form;
  const values = useWatch({ control, name: ['name', 'email', 'password', 'confirmPassword'] });

  const signUp = useMutation({
    mutationFn: async (body: RegisterRequest) => {
      const registered = await registerUser(body);
      // The new account is signed in through the login call itself, with what was just typed:
      // the login keeps every check it has (limits, lockout, account status), and the session
      // starts as any other does, so the guest's cart is merged into the new account (decision
      // 022, addendum). Should that login fail, the account exists all the same: the shopper is
      // sent to log in, as before.
      try {
        const session = await logIn({ email: body.email, password: body.password });
        await startSession({
          accessToken: session.data.accesstoken,
          refreshToken: session.data.refreshToken,
        });
        return { message: registered.message, signedIn: true };
      } catch {
        return { message: registered.message, signedIn: false };
      }
    },
    onSuccess: ({ message, signedIn }) => {
      toast.success(message);
      if (signedIn) void navigate(returnTo, { replace: true });
      else void navigate(`/login${search}`);
    },
  });

  return (
    <AuthCard
      title={t.registerTitle}
      intro={t.registerIntro}
      footer={
        <>
          {t.haveAccount}{' '}
          <Link to={`/login${search}`} className={AUTH_LINK_CLASS}>
            {t.login}
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          const { password, confirmPassword } = getValues();
          // Checked before the schema so the fixed text is what shows, and nothing is sent.
          if (password !== confirmPassword) {
            event.preventDefault();
            toast.error(t.passwordsDiffer);
            return;
          }
          submitWith(handleSubmit, signUp.mutate)(event);
        }}
        className="space-y-4"
      >
        <FormField form={form} name="name" {...fields.name} />
        <FormField form={form} name="email" {...fields.email} />
        <FormField
          form={form}
          name="password"
          password
          autoComplete="new-password"
          {...fields.password}
        />
        <FormField
          form={form}
          name="confirmPassword"
          password
          label={f.confirmPassword}
          autoComplete="new-password"
          placeholder={t.confirmPlaceholder}
        />
        <SubmitButton disabled={values.some((value) => !value)} pending={signUp.isPending}>
          {t.register}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
