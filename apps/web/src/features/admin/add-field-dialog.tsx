import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';

interface AddFieldDialogProps {
  /** Names already in the form: a second field of the same name would overwrite the first. */
  existing: readonly string[];
  onAdd: (name: string) => void;
  onClose: () => void;
}

/** "Add Field" asks for a name; the form then gets a required input of that name. */
export function AddFieldDialog({ existing, onAdd, onClose }: AddFieldDialogProps) {
  const t = useTexts(adminTexts);
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const taken = existing.includes(trimmed);

  return (
    <Dialog title={t.addField} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Rendered in a portal, yet React still bubbles the submit to forms around it.
          event.stopPropagation();
          if (!trimmed || taken) return;
          onAdd(trimmed);
          onClose();
        }}
        className="space-y-4"
      >
        <TextField
          label={t.fieldName}
          autoComplete="off"
          placeholder={t.fieldNamePlaceholder}
          maxLength={100}
          value={name}
          error={taken ? t.fieldNameTaken : undefined}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <SubmitButton disabled={!trimmed || taken}>{t.addField}</SubmitButton>
      </form>
    </Dialog>
  );
}
