import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { RegisterRequestSchema, TEXT } from '@shop/contract';
import { PasswordField } from '../../components/ui/password-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { registerUser } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

export function RegisterPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const values = useWatch({ control, name: ['name', 'email', 'password', 'confirmPassword'] });

  const signUp = useMutation({
    mutationFn: registerUser,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void navigate('/login');
    },
  });

  return (
    <AuthCard
      title="Register"
      intro="Create an account to order, save addresses and follow your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={AUTH_LINK_CLASS}>
            Login
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          const { password, confirmPassword } = getValues();
          // Checked before the schema so SPEC §5's fixed text is what shows, and nothing is sent.
          if (password !== confirmPassword) {
            event.preventDefault();
            toast.error(TEXT.passwordsDiffer);
            return;
          }
          void handleSubmit((body) => {
            signUp.mutate(body);
          })(event);
        }}
        className="space-y-4"
      >
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Enter your name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Enter your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Enter your password again"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton disabled={values.some((value) => !value)} pending={signUp.isPending}>
          Register
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
