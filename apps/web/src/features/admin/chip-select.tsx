import { useId } from 'react';
import { RemovableChip } from '../../components/ui/removable-chip';
import { FIELD_INPUT_CLASS } from '../../components/ui/text-field';

interface Named {
  _id: string;
  name: string;
}

interface ChipSelectProps<T extends Named> {
  label: string;
  /** The text of the empty first option. */
  placeholder: string;
  /** Names the list of chips, e.g. "Chosen categories". */
  chosenLabel: string;
  options: readonly T[];
  chosen: readonly T[];
  /** Choosing adds the option again even when it is chosen already. */
  onAdd: (option: T) => void;
  /** Removes the chip at this position (the same option may be chosen twice). */
  onRemoveAt: (index: number) => void;
  error?: string | undefined;
}

/** A dropdown that adds each choice as a removable chip below it. */
export function ChipSelect<T extends Named>({
  label,
  placeholder,
  chosenLabel,
  options,
  chosen,
  onAdd,
  onRemoveAt,
  error,
}: ChipSelectProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        // Always back on the placeholder: the select is an "add" action, not the chosen value.
        value=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const option = options.find((candidate) => candidate._id === event.target.value);
          if (option) onAdd(option);
        }}
        className={FIELD_INPUT_CLASS}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option._id} value={option._id}>
            {option.name}
          </option>
        ))}
      </select>
      {chosen.length > 0 && (
        <ul aria-label={chosenLabel} className="mt-2 flex flex-wrap gap-2">
          {chosen.map((option, index) => (
            // Index in the key: the same option may appear twice.
            <li key={`${option._id}-${String(index)}`} className="max-w-full">
              <RemovableChip
                label={option.name}
                onRemove={() => {
                  onRemoveAt(index);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
