import type { BaseSyntheticEvent, ComponentProps, SyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLocale } from '../../lib/locale';
import { fieldErrorText } from './field-error-text';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

interface FormFieldProps<T extends FieldValues> extends Omit<
  ComponentProps<typeof TextField>,
  'form' | 'name' | 'error' | 'trailing'
> {
  /** The form from `useForm`: the field registers with it and shows its error for `name`. */
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'getFieldState'>;
  name: Path<T>;
  /** A password input with its show/hide button instead of a plain one. */
  password?: boolean;
}

/**
 * A `TextField` (or `PasswordField`) bound to one field of a react-hook-form form; its error is
 * worded with the field's label in the page's locale (`fieldErrorText`).
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  password = false,
  ...fieldProps
}: FormFieldProps<T>) {
  const Field = password ? PasswordField : TextField;
  const { error } = form.getFieldState(name, form.formState);
  const locale = useLocale();
  return (
    <Field
      {...fieldProps}
      error={fieldErrorText(error?.message, name, fieldProps.label, locale)}
      {...form.register(name)}
    />
  );
}

/**
 * A form's `onSubmit`: the schema checks the values, and only a valid body goes to `send` (which
 * gets the body alone, not the submit event).
 */
export function submitWith<B>(
  handleSubmit: (onValid: (body: B) => unknown) => (event?: BaseSyntheticEvent) => Promise<unknown>,
  send: (body: B) => unknown,
): (event: SyntheticEvent<HTMLFormElement>) => void {
  return (event) => {
    void handleSubmit((body) => {
      send(body);
    })(event);
  };
}
