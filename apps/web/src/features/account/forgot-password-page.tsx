/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordRequestSchema, OTP_LENGTH } from '@shop/contract';
import type { ForgotPasswordRequest } from '@shop/contract';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { EMAIL_FIELD } from './account-fields';
import { sendPasswordOtp } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';
import type { RecoveryState } from './recovery-state';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { handleSubmit, control } = form;
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
      <form noValidate onSubmit={submitWith(handleSubmit, sendOtp.mutate)} className="space-y-4">
        <FormField form={form} name="email" {...EMAIL_FIELD} />
        <SubmitButton disabled={!email} pending={sendOtp.isPending}>
          Send Otp
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
