import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/router';
import { OTP_LENGTH } from '@shop/contract';
import { SubmitButton } from '../../components/ui/submit-button';
import { verifyPasswordOtp } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';
import { OtpInput } from './otp-input';
import { useTexts } from '../../lib/locale';
import { recoveryTexts } from './recovery-texts';
import { readRecoveryState } from './recovery-state';
import type { RecoveryState } from './recovery-state';

/** The code is asked for the e-mail /forgot-password passed; without one, go back there. */
export function VerificationOtpPage() {
  const recovery = readRecoveryState(useLocation().state);
  if (!recovery) return <Navigate to="/forgot-password" replace />;
  return <VerifyOtpForm email={recovery.email} />;
}

function VerifyOtpForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const t = useTexts(recoveryTexts);
  const [digits, setDigits] = useState<string[]>(() =>
    Array.from({ length: OTP_LENGTH }, () => ''),
  );
  const complete = digits.every((digit) => digit !== '');

  const verify = useMutation({
    mutationFn: (otp: string) => verifyPasswordOtp({ email, otp }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void navigate('/reset-password', {
        state: { email, verified: true } satisfies RecoveryState,
      });
    },
  });

  return (
    <AuthCard
      title={t.otpTitle}
      intro={
        <>
          {t.otpSentTo} <strong className="text-stone-900">{email}</strong>. {t.otpValid}
        </>
      }
      footer={
        <>
          {t.noCode}{' '}
          <Link to="/forgot-password" className={AUTH_LINK_CLASS}>
            {t.sendAgain}
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) verify.mutate(digits.join(''));
        }}
        className="space-y-6"
      >
        <OtpInput digits={digits} onChange={setDigits} />
        <SubmitButton disabled={!complete} pending={verify.isPending}>
          {t.verifyOtp}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
