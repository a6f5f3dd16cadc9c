import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { LoginRequestSchema } from '@shop/contract';
import type { LoginRequest } from '@shop/contract';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { safeReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { accountFieldTexts } from './account-field-texts';
import { accountFields } from './account-fields';
import { logIn } from './account-requests';
import { signInTexts } from './sign-in-texts';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const t = useTexts(signInTexts);
  const fields = accountFields(useTexts(accountFieldTexts));
  const { startSession } = useSession();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  // Back to the page that sent the shopper here, when it is one of this shop's.
  const returnTo = safeReturnPath(searchParams.get('next')) ?? '/';
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, control } = form;
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const login = useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await logIn(body);
      // Logged in means the tokens are stored and the user's details are loaded.
      await startSession({
        accessToken: answer.data.accesstoken,
        refreshToken: answer.data.refreshToken,
      });
      return answer.message;
    },
    onSuccess: (message) => {
      toast.success(message);
      void navigate(returnTo, { replace: true });
    },
  });

  return (
    <AuthCard
      title={t.loginTitle}
      intro={t.loginIntro}
      footer={
        <>
          {t.noAccount}{' '}
          <Link to={`/register${search}`} className={AUTH_LINK_CLASS}>
            {t.register}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submitWith(handleSubmit, login.mutate)} className="space-y-4">
        <FormField form={form} name="email" {...fields.email} />
        <div>
          <FormField
            form={form}
            name="password"
            password
            autoComplete="current-password"
            {...fields.password}
          />
          <div className="mt-2 text-right">
            <Link to="/forgot-password" className={`text-sm ${AUTH_LINK_CLASS}`}>
              {t.forgotPassword}
            </Link>
          </div>
        </div>
        <SubmitButton disabled={!email || !password} pending={login.isPending}>
          {t.login}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
