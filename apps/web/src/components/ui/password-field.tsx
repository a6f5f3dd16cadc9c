import { useState } from 'react';
import type { ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { fieldTexts } from './field-texts';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const t = useTexts(fieldTexts);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={visible ? t.hide(props.label) : t.show(props.label)}
          aria-pressed={visible}
          onClick={() => {
            setVisible((shown) => !shown);
          }}
          className="grid size-10 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
