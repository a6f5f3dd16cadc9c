import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField, submitWith } from './form-field';

interface SignIn {
  email: string;
  secret: string;
}

const requireEmail: Resolver<SignIn> = (values): ResolverResult<SignIn> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: 'Email is required' } } };
};

function SignInForm({ send }: { send: (body: SignIn) => void }) {
  const form = useForm({ resolver: requireEmail, defaultValues: { email: '', secret: '' } });
  return (
    <form noValidate onSubmit={submitWith(form.handleSubmit, send)}>
      <FormField form={form} name="email" label="Email" />
      <FormField form={form} name="secret" label="Secret" password />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField', () => {
  it('shows the field error under its input and sends only a valid body', async () => {
    const send = vi.fn();
    render(<SignInForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(email, 'a@b.vn');
    await userEvent.type(screen.getByLabelText('Secret'), 'hunter2');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(send).toHaveBeenCalledWith({ email: 'a@b.vn', secret: 'hunter2' });
    expect(send.mock.calls[0]).toHaveLength(1);
  });

  it('gives a password field its show/hide button', async () => {
    render(<SignInForm send={vi.fn()} />);
    expect(screen.getByLabelText('Secret').getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show secret' }));
    expect(screen.getByLabelText('Secret').getAttribute('type')).toBe('text');
  });
});
