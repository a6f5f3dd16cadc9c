import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { attributeLabel } from '@shop/contract';
import type { Attribute, Locale, SpecValue, SpecValues } from '@shop/contract';
import { FIELD_INPUT_CLASS, LabelledField, TextField } from '../../components/ui/text-field';
import { attributesQuery } from '../../lib/attributes-query';
import { useLocale, useTexts } from '../../lib/locale';
import type { ProductFormValues, ProductRequest } from './product-form-values';
import { attributeTexts } from './attribute-texts';

type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductRequest>;

/** The attributes the chosen categories and sub-categories use, in the table's order. */
export function attributesInScope(
  attributes: readonly Attribute[],
  categoryIds: readonly string[],
  subCategoryIds: readonly string[],
): Attribute[] {
  return attributes.filter(
    (attribute) =>
      attribute.category.some((id) => categoryIds.includes(id)) ||
      attribute.subCategory.some((id) => subCategoryIds.includes(id)),
  );
}

/**
 * A number as typed: "1,5" and "1.5" alike; empty is no value; anything else is sent as typed, and
 * the server names the attribute it refuses.
 */
export function typedNumber(text: string): SpecValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * The product form's specification inputs (issue 42): one per attribute its chosen categories and
 * sub-categories use: a number with its unit, a list for a choice, yes/no, text. Values of
 * attributes no longer in scope are dropped, so a changed category never sends one the server
 * would refuse.
 */
export function ProductSpecsFields({ form }: { form: ProductForm }) {
  const t = useTexts(attributeTexts);
  const locale = useLocale();
  const { data: attributes, isSuccess } = useQuery(attributesQuery);
  const [chosenCategories, chosenSubCategories, specs] = useWatch({
    control: form.control,
    name: ['category', 'subCategory', 'specs'],
  });
  const shown = attributesInScope(
    attributes ?? [],
    chosenCategories.map((category) => category._id),
    chosenSubCategories.map((subCategory) => subCategory._id),
  );
  const shownIds = shown.map((attribute) => attribute._id).join(' ');

  useEffect(() => {
    if (!isSuccess) return;
    const kept = new Set(shownIds.split(' '));
    const current = form.getValues('specs') ?? {};
    if (Object.keys(current).some((id) => !kept.has(id)))
      form.setValue(
        'specs',
        Object.fromEntries(Object.entries(current).filter(([id]) => kept.has(id))),
        { shouldDirty: true },
      );
  }, [isSuccess, shownIds, form]);

  const setSpec = (id: string, value: SpecValue | undefined) => {
    const others = Object.entries(form.getValues('specs') ?? {}).filter(([held]) => held !== id);
    const next: SpecValues = Object.fromEntries(
      value === undefined ? others : [...others, [id, value]],
    );
    form.setValue('specs', next, { shouldDirty: true });
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t.productSpecs}</legend>
      {shown.length === 0 ? (
        <p className="text-sm text-stone-600">{t.productSpecsEmpty}</p>
      ) : (
        <>
          <p className="text-xs text-stone-500">{t.productSpecsHint}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {shown.map((attribute) => (
              <SpecInput
                key={attribute._id}
                attribute={attribute}
                label={attributeLabel(attribute, locale)}
                value={specs?.[attribute._id]}
                onChange={(value) => {
                  setSpec(attribute._id, value);
                }}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

/** A value as the admin reads it: a number with its unit, a choice's label, yes or no. */
export function shownSpecValue(
  attribute: Attribute,
  value: SpecValue,
  locale: Locale,
  texts: { yes: string; no: string },
): string {
  switch (attribute.kind) {
    case 'number':
      return attribute.unit ? `${String(value)} ${attribute.unit}` : String(value);
    case 'boolean':
      return value === true ? texts.yes : texts.no;
    case 'choice': {
      const choice = attribute.choices.find((each) => each.value === value);
      if (!choice) return String(value);
      return locale === 'en' && choice.label_en ? choice.label_en : choice.label;
    }
    case 'text':
      return String(value);
  }
}

interface SpecInputProps {
  attribute: Attribute;
  label: string;
  value: SpecValue | undefined;
  onChange: (value: SpecValue | undefined) => void;
  /**
   * What an empty input means, when it is not "no value": a variant's empty input is the
   * product's value (issue 43), shown as the placeholder and as the list's empty choice.
   */
  inherited?: string | undefined;
}

/** One attribute's input: a number with its unit, a list for a choice, yes/no, text. */
export function SpecInput({ attribute, label, value, onChange, inherited }: SpecInputProps) {
  const t = useTexts(attributeTexts);
  const locale = useLocale();
  const [typed, setTyped] = useState(value === undefined ? '' : String(value));
  switch (attribute.kind) {
    case 'number':
      return (
        <TextField
          label={attribute.unit ? `${label} (${attribute.unit})` : label}
          inputMode="decimal"
          autoComplete="off"
          placeholder={inherited}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(typedNumber(event.target.value));
          }}
        />
      );
    case 'text':
      return (
        <TextField
          label={label}
          autoComplete="off"
          maxLength={200}
          placeholder={inherited}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => {
            onChange(event.target.value === '' ? undefined : event.target.value);
          }}
        />
      );
    case 'choice':
    case 'boolean': {
      const options =
        attribute.kind === 'choice'
          ? attribute.choices.map((choice) => ({
              value: choice.value,
              label: locale === 'en' && choice.label_en ? choice.label_en : choice.label,
            }))
          : [
              { value: 'true', label: t.yes },
              { value: 'false', label: t.no },
            ];
      return (
        <LabelledField label={label} className="">
          {(control) => (
            <select
              {...control}
              value={value === undefined ? '' : String(value)}
              onChange={(event) => {
                const picked = event.target.value;
                if (picked === '') onChange(undefined);
                else if (attribute.kind === 'boolean') onChange(picked === 'true');
                else onChange(picked);
              }}
              className={FIELD_INPUT_CLASS}
            >
              <option value="">{inherited ?? t.notSet}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      );
    }
  }
}
