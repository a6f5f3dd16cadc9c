import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { LoginRequestSchema } from '@shop/contract';
import type { LoginRequest } from '@shop/contract';
import { PasswordField } from '../../components/ui/password-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { useSession } from '../../lib/session-context';
import { logIn } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const { startSession } = useSession();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const login = useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await logIn(body);
      // SPEC §4: logged in means the tokens are stored and the user's details are loaded.
      await startSession({
        accessToken: answer.data.accesstoken,
        refreshToken: answer.data.refreshToken,
      });
      return answer.message;
    },
    onSuccess: (message) => {
      toast.success(message);
      void navigate('/');
    },
  });

  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Log in to order and track your orders."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={AUTH_LINK_CLASS}>
            Register
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          void handleSubmit((body) => {
            login.mutate(body);
          })(event);
        }}
        className="space-y-4"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Enter your password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-2 text-right">
            <Link to="/forgot-password" className={`text-sm ${AUTH_LINK_CLASS}`}>
              Forgot password
            </Link>
          </div>
        </div>
        <SubmitButton disabled={!email || !password} pending={login.isPending}>
          Login
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
