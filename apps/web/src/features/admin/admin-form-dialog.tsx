import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';

interface AdminFormDialogProps {
  title: string;
  onClose: () => void;
  /** The form was sent (Enter, or its submit button). */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * An admin's add/edit dialog around its form. The form does not check before sending: the server
 * answers what is wrong.
 */
export function AdminFormDialog({ title, onClose, onSubmit, children }: AdminFormDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="space-y-4"
      >
        {children}
      </form>
    </Dialog>
  );
}

/** One text field of NameFields: its label, placeholder and value. */
export interface NameField {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** An entry's Vietnamese name and its (optional) English one, one field above the other. */
export function NameFields({ name, english }: { name: NameField; english: NameField }) {
  return (
    <>
      {[name, english].map((field) => (
        <TextField
          key={field.label}
          label={field.label}
          autoComplete="off"
          placeholder={field.placeholder}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
          }}
        />
      ))}
    </>
  );
}
