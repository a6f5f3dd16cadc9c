import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordRequestSchema, OTP_LENGTH } from '@shop/contract';
import type { ForgotPasswordRequest } from '@shop/contract';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { sendPasswordOtp } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';
import type { RecoveryState } from './recovery-state';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const sendOtp = useMutation({
    mutationFn: (body: ForgotPasswordRequest) => sendPasswordOtp(body),
    onSuccess: (answer, body) => {
      toast.success(answer.message);
      void navigate('/verification-otp', { state: { email: body.email } satisfies RecoveryState });
    },
  });

  return (
    <AuthCard
      title="Forgot Password"
      intro={`Enter your account's email and we will send you a ${OTP_LENGTH}-digit code.`}
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={AUTH_LINK_CLASS}>
            Login
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          void handleSubmit((body) => {
            sendOtp.mutate(body);
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
        <SubmitButton disabled={!email} pending={sendOtp.isPending}>
          Send Otp
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
