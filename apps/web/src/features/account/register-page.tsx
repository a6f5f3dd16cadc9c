import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { RegisterRequestSchema, TEXT } from '@shop/contract';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { EMAIL_FIELD, NAME_FIELD, PASSWORD_FIELD } from './account-fields';
import { registerUser } from './account-requests';
import { AUTH_LINK_CLASS, AuthCard } from './auth-card';

export function RegisterPage() {
  const navigate = useNavigate();
  // Where login should return to afterwards, passed on from the page that sent the shopper here.
  const { search } = useLocation();
  const form = useForm({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, control, getValues } = form;
  const values = useWatch({ control, name: ['name', 'email', 'password', 'confirmPassword'] });

  const signUp = useMutation({
    mutationFn: registerUser,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void navigate(`/login${search}`);
    },
  });

  return (
    <AuthCard
      title="Register"
      intro="Create an account to order, save addresses and follow your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/login${search}`} className={AUTH_LINK_CLASS}>
            Login
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
            toast.error(TEXT.passwordsDiffer);
            return;
          }
          submitWith(handleSubmit, signUp.mutate)(event);
        }}
        className="space-y-4"
      >
        <FormField form={form} name="name" {...NAME_FIELD} />
        <FormField form={form} name="email" {...EMAIL_FIELD} />
        <FormField
          form={form}
          name="password"
          password
          autoComplete="new-password"
          {...PASSWORD_FIELD}
        />
        <FormField
          form={form}
          name="confirmPassword"
          password
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Enter your password again"
        />
        <SubmitButton disabled={values.some((value) => !value)} pending={signUp.isPending}>
          Register
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
