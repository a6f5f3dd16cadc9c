import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from '../../lib/router';
import { ResetPasswordRequestSchema } from '@shop/contract';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { useTexts } from '../../lib/locale';
import { accountFieldTexts } from './account-field-texts';
import { resetPassword } from './account-requests';
import { recoveryTexts } from './recovery-texts';
import { AuthCard } from './auth-card';
import { readRecoveryState } from './recovery-state';

/** Only reachable right after /verification-otp accepted the code. */
export function ResetPasswordPage() {
  const recovery = readRecoveryState(useLocation().state);
  if (!recovery?.verified) return <Navigate to="/" replace />;
  return <ResetPasswordForm email={recovery.email} />;
}

function ResetPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const t = useTexts(recoveryTexts);
  const f = useTexts(accountFieldTexts);
  const form = useForm({
    resolver: zodResolver(ResetPasswordRequestSchema),
    // The e-mail is not a field: it comes from the verified step and is sent with the form.
    defaultValues: { email, newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, control, getValues } = form;
  const [newPassword, confirmPassword] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void navigate('/login', { replace: true });
    },
  });

  return (
    <AuthCard
      title={t.resetTitle}
      intro={
        <>
          {t.resetIntro} <strong className="text-stone-900">{email}</strong>.
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          const values = getValues();
          // Checked before the schema so the fixed text is what shows, and nothing is sent.
          if (values.newPassword !== values.confirmPassword) {
            event.preventDefault();
            toast.error(t.newPasswordsDiffer);
            return;
          }
          submitWith(handleSubmit, reset.mutate)(event);
        }}
        className="space-y-4"
      >
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          form={form}
          name="newPassword"
          password
          label={f.newPassword}
          autoComplete="new-password"
          placeholder={t.newPasswordPlaceholder}
        />
        <FormField
          form={form}
          name="confirmPassword"
          password
          label={f.confirmPassword}
          autoComplete="new-password"
          placeholder={t.confirmNewPlaceholder}
        />
        <SubmitButton disabled={!newPassword || !confirmPassword} pending={reset.isPending}>
          {t.changePassword}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
