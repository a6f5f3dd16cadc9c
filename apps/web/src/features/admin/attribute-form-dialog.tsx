import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { Plus, X } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { ATTRIBUTE_KINDS } from '@shop/contract';
import type { Attribute, AttributeKind, Category } from '@shop/contract';
import { AdminFormDialog, NameFields } from './admin-form-dialog';
import { RoundIconButton } from './admin-table';
import { SubmitButton } from '../../components/ui/submit-button';
import { FIELD_INPUT_CLASS, LabelledField, TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { ATTRIBUTES_KEY } from '../../lib/query-keys';
import { useAdminCategories, useAdminSubCategories, useRefreshCatalog } from './admin-queries';
import { createAttribute, updateAttribute } from './attribute-requests';
import { attributeTexts } from './attribute-texts';
import { ChipSelect } from './chip-select';

interface AttributeFormDialogProps {
  /** The attribute to edit; without it the dialog adds one. */
  attribute?: Attribute;
  onClose: () => void;
}

interface ChoiceRow {
  value: string;
  label: string;
  label_en: string;
}

const CARD_RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Add / edit a specification attribute: its names, kind (with a unit for a number, a list for a
 * choice), whether and where it shows on cards, and the categories and sub-categories using it.
 * The server checks the whole and answers what is wrong, as the other catalogue dialogs.
 */
export function AttributeFormDialog({ attribute, onClose }: AttributeFormDialogProps) {
  const t = useTexts(attributeTexts);
  const queryClient = useQueryClient();
  const refreshCatalog = useRefreshCatalog();
  const { data: categories = [] } = useAdminCategories();
  const { data: subCategories = [] } = useAdminSubCategories();
  const [id, setId] = useState('');
  const [label, setLabel] = useState(attribute?.label ?? '');
  const [labelEn, setLabelEn] = useState(attribute?.label_en ?? '');
  const [kind, setKind] = useState<AttributeKind>(attribute?.kind ?? 'number');
  const [unit, setUnit] = useState(attribute?.unit ?? '');
  const [choices, setChoices] = useState<ChoiceRow[]>(
    attribute?.choices.map((choice) => ({ ...choice, label_en: choice.label_en ?? '' })) ?? [],
  );
  const [cardRank, setCardRank] = useState<number | null>(attribute?.card_rank ?? null);
  const [filterable, setFilterable] = useState(attribute?.filterable ?? true);
  const [position, setPosition] = useState(String(attribute?.position ?? 0));
  const [chosenCategories, setChosenCategories] = useState<string[]>(attribute?.category ?? []);
  const [chosenSubCategories, setChosenSubCategories] = useState<string[]>(
    attribute?.subCategory ?? [],
  );
  const kindName = {
    number: t.kindNumber,
    choice: t.kindChoice,
    boolean: t.kindBoolean,
    text: t.kindText,
  };

  const save = useMutation({
    mutationFn: () => {
      const fields = {
        label,
        label_en: labelEn,
        kind,
        unit: kind === 'number' ? unit : '',
        choices:
          kind === 'choice'
            ? choices.map((choice) => ({
                ...(choice.value.trim() ? { value: choice.value.trim() } : {}),
                label: choice.label,
                ...(choice.label_en.trim() ? { label_en: choice.label_en } : {}),
              }))
            : [],
        card_rank: cardRank,
        filterable,
        position: Number(position) || 0,
        category: chosenCategories,
        subCategory: chosenSubCategories,
      };
      return attribute
        ? updateAttribute({ _id: attribute._id, ...fields })
        : createAttribute({ ...(id.trim() ? { _id: id.trim() } : {}), ...fields });
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
      void queryClient.invalidateQueries({ queryKey: ATTRIBUTES_KEY });
      void refreshCatalog();
    },
  });

  const setChoice = (index: number, change: Partial<ChoiceRow>) => {
    setChoices((current) =>
      current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)),
    );
  };

  return (
    <AdminFormDialog
      title={attribute ? t.edit : t.add}
      onClose={onClose}
      onSubmit={() => {
        save.mutate();
      }}
    >
      <NameFields
        name={{
          label: t.label,
          placeholder: t.labelPlaceholder,
          value: label,
          onChange: setLabel,
        }}
        english={{
          label: t.labelEn,
          placeholder: t.labelEnPlaceholder,
          value: labelEn,
          onChange: setLabelEn,
        }}
      />
      {attribute ? (
        <p className="text-sm text-stone-600">
          {t.key}: <span className="font-mono text-stone-900">{attribute._id}</span>
        </p>
      ) : (
        <TextField
          label={t.key}
          autoComplete="off"
          placeholder={t.keyPlaceholder}
          value={id}
          onChange={(event) => {
            setId(event.target.value);
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField label={t.kind} className="">
          {(control) => (
            <select
              {...control}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as AttributeKind);
              }}
              className={FIELD_INPUT_CLASS}
            >
              {ATTRIBUTE_KINDS.map((option) => (
                <option key={option} value={option}>
                  {kindName[option]}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        {kind === 'number' && (
          <TextField
            label={t.unit}
            autoComplete="off"
            placeholder={t.unitPlaceholder}
            value={unit}
            onChange={(event) => {
              setUnit(event.target.value);
            }}
          />
        )}
      </div>

      {kind === 'choice' && (
        <fieldset className="space-y-2 rounded-xl border border-stone-200 p-3">
          <legend className="px-1 text-sm font-medium text-stone-800">{t.choices}</legend>
          {choices.map((choice, index) => (
            <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <TextField
                label={t.choiceLabel}
                autoComplete="off"
                value={choice.label}
                onChange={(event) => {
                  setChoice(index, { label: event.target.value });
                }}
              />
              <TextField
                label={t.choiceLabelEn}
                autoComplete="off"
                value={choice.label_en}
                onChange={(event) => {
                  setChoice(index, { label_en: event.target.value });
                }}
              />
              <RoundIconButton
                label={t.removeChoice(choice.label)}
                icon={X}
                tone="delete"
                onClick={() => {
                  setChoices((current) => current.filter((_, at) => at !== index));
                }}
                className="mb-0.5"
              />
            </div>
          ))}
          <button
            type="button"
            onClick={() => {
              setChoices((current) => [...current, { value: '', label: '', label_en: '' }]);
            }}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addChoice}
          </button>
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField label={t.cardRank} className="">
          {(control) => (
            <select
              {...control}
              value={cardRank ?? ''}
              onChange={(event) => {
                setCardRank(event.target.value === '' ? null : Number(event.target.value));
              }}
              className={FIELD_INPUT_CLASS}
            >
              <option value="">{t.cardRankNone}</option>
              {CARD_RANKS.map((rank) => (
                <option key={rank} value={rank}>
                  {t.cardRankAt(rank)}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <TextField
          label={t.position}
          inputMode="numeric"
          value={position}
          onChange={(event) => {
            setPosition(event.target.value.replace(/\D/g, ''));
          }}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={filterable}
          onChange={(event) => {
            setFilterable(event.target.checked);
          }}
          className="size-4 accent-brand-700"
        />
        {t.filterable}
      </label>

      <ChosenIdsSelect
        label={t.categories}
        placeholder={t.chooseCategory}
        chosenLabel={t.chosen}
        options={categories}
        ids={chosenCategories}
        setIds={setChosenCategories}
      />
      <ChosenIdsSelect
        label={t.subCategories}
        placeholder={t.chooseSubCategory}
        chosenLabel={t.chosen}
        options={subCategories}
        ids={chosenSubCategories}
        setIds={setChosenSubCategories}
      />
      <SubmitButton ready={Boolean(label.trim())} pending={save.isPending}>
        {t.save}
      </SubmitButton>
    </AdminFormDialog>
  );
}

interface ChosenIdsSelectProps {
  label: string;
  placeholder: string;
  chosenLabel: string;
  options: readonly Category[];
  /** The ids chosen, in order; each at most once. */
  ids: readonly string[];
  setIds: Dispatch<SetStateAction<string[]>>;
}

/** The categories (or sub-categories) an attribute is used in, chosen as chips by their ids. */
function ChosenIdsSelect({ options, ids, setIds, ...texts }: ChosenIdsSelectProps) {
  return (
    <ChipSelect
      {...texts}
      options={options}
      chosen={ids.flatMap((chosenId) => options.filter((entry) => entry._id === chosenId))}
      onAdd={(option) => {
        setIds((current) => (current.includes(option._id) ? current : [...current, option._id]));
      }}
      onRemoveAt={(index) => {
        setIds((current) => current.filter((_, at) => at !== index));
      }}
    />
  );
}
