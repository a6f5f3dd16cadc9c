import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { productCodeFieldTexts } from './product-code-field-texts';
import type { ProductFormValues, ProductRequest } from './product-form-values';

interface ProductCodeFieldProps {
  form: Pick<UseFormReturn<ProductFormValues, unknown, ProductRequest>, 'register' | 'formState'>;
  /** The variants table owns the code (a product with options). */
  readOnly?: boolean;
}

/**
 * The product's code (SKU, issue 42), typed in any case (the contract upper-cases it). Empty: a new
 * product is given the next `SP000123`, an edited one keeps its code. A code another product holds
 * is refused by the server (409), whose message the form's toast shows.
 */
export function ProductCodeField({ form, readOnly = false }: ProductCodeFieldProps) {
  const t = useTexts(productCodeFieldTexts);
  const error = form.formState.errors.code;
  return (
    <TextField
      label={t.label}
      placeholder={t.placeholder}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={60}
      readOnly={readOnly}
      className="sm:col-span-2"
      error={error ? t.invalid : undefined}
      {...form.register('code')}
    />
  );
}
