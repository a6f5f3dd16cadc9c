import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from '../../lib/router';
import { ForgotPasswordRequestSchema } from '@shop/contract';
import type { ForgotPasswordRequest } from '@shop/contract';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { useTexts } from '../../lib/locale';
import { accountFieldTexts } from './account-field-texts';
import { accountFields } from './account-fields';
import { recoveryTexts } from './recovery-texts';
import { sendPasswordOtp } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';
import type { RecoveryState } from './recovery-state';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const t = useTexts(recoveryTexts);
  const fields = accountFields(useTexts(accountFieldTexts));
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
      title={t.forgotTitle}
      intro={t.forgotIntro}
      footer={
        <>
          {t.remembered}{' '}
          <Link to="/login" className={AUTH_LINK_CLASS}>
            {t.login}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submitWith(handleSubmit, sendOtp.mutate)} className="space-y-4">
        <FormField form={form} name="email" {...fields.email} />
        <SubmitButton disabled={!email} pending={sendOtp.isPending}>
          {t.sendOtp}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
