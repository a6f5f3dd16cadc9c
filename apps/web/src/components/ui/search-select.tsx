import { useId, useMemo, useState } from 'react';
import { useTexts } from '../../lib/locale';
import { fieldTexts } from './field-texts';
import { searchOptions, type SearchOption } from './search-options';
import { FIELD_INPUT_CLASS, LabelledField } from './text-field';

export type { SearchOption } from './search-options';

interface SearchSelectProps {
  label: string;
  options: readonly SearchOption[];
  /** The chosen option's value; undefined while none is chosen. */
  value: string | undefined;
  onChange: (option: SearchOption | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  error?: string | undefined;
  className?: string;
}

// Enough to scroll through; typing narrows a longer list.
const SHOWN = 60;

/**
 * A text box that narrows a list as one types, ignoring accents and case ("ba dinh" finds
 * "Phường Ba Đình"), a name typed whole first (`searchOptions`); a choice is made by click or
 * Enter. An ARIA combobox with its listbox.
 */
export function SearchSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  error,
  className = '',
}: SearchSelectProps) {
  const listId = useId();
  const t = useTexts(fieldTexts);
  const chosen = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = useMemo(
    () => searchOptions(options, query ?? '').slice(0, SHOWN),
    [options, query],
  );

  const choose = (option: SearchOption) => {
    onChange(option);
    setQuery(undefined);
    setOpen(false);
  };

  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            autoComplete="off"
            disabled={disabled}
            placeholder={placeholder}
            className={`${FIELD_INPUT_CLASS} disabled:bg-stone-100`}
            value={query ?? chosen?.label ?? ''}
            onFocus={() => {
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              setQuery(undefined);
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
              if (chosen) onChange(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                setOpen(true);
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((index) => Math.min(Math.max(index + step, 0), shown.length - 1));
              } else if (event.key === 'Enter' && open) {
                event.preventDefault();
                const option = shown[active];
                if (option) choose(option);
              } else if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
          />
          {open && (
            <ul
              id={listId}
              role="listbox"
              aria-label={label}
              className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-stone-200 bg-white py-1 text-sm shadow-lg"
            >
              {shown.length === 0 ? (
                <li className="px-3 py-2 text-stone-500">{t.noMatch}</li>
              ) : (
                shown.map((option, index) => (
                  <li
                    key={option.value}
                    role="option"
                    aria-selected={option.value === value}
                    className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-800' : 'text-stone-800'}`}
                    // Before the input's blur closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(option);
                    }}
                  >
                    {option.label}
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
    </LabelledField>
  );
}
