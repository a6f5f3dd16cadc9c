import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Plus, X } from 'lucide-react';
import { DEFAULT_MAX_PER_ORDER } from '@shop/contract';
import type { Envelope, Product } from '@shop/contract';
import { fieldErrorText } from '../../components/ui/field-error-text';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { useLocale, useTexts } from '../../lib/locale';
import { useAdminCategories, useAdminSubCategories } from './admin-queries';
import { adminTexts } from './admin-texts';
import { AddFieldDialog } from './add-field-dialog';
import { ChipSelect } from './chip-select';
import { ProductImagesField, useImageUploads } from './product-images-field';
import { ProductDocumentsField } from './product-documents-field';
import { ProductVariantsField } from './product-variants-field';
import { ProductVatField } from './product-vat-field';
import { ProductParcelField } from './parcel-size-field';
import { subCategoryChoices } from './sub-category-choices';
import { emptyProductFormValues, productFormResolver } from './product-form-values';
import type { ProductFormValues, ProductRequest } from './product-form-values';
import { englishNamesTexts } from './english-names-texts';
import { ProductCodeField } from './product-code-field';
import { ProductSpecsFields } from './product-specs-fields';
import { useNumbersOwnedByVariants, VariantOwnedNote } from './variant-owned-numbers';

// The whole-number fields (stock, price, discount) and the discount's percentage.
const NUMBER_FIELD = {
  type: 'number',
  inputMode: 'numeric',
  min: 0,
  step: 1,
  required: true,
} as const;
const PERCENT_FIELD = { ...NUMBER_FIELD, max: 100 } as const;

interface ProductFormProps {
  /** The values to start from (a product being edited); empty for a new product. */
  initialValues?: ProductFormValues;
  submitLabel: string;
  save: (body: ProductRequest) => Promise<Envelope<Product>>;
  /** After a successful save and its toast, when the form has been emptied again. */
  onSaved?: () => void;
  /** The product being edited: its documents are changed in the form (none for a new one). */
  productId?: string;
}

/** The product form of Upload Product and of the product list's edit dialog. */
export function ProductForm({
  initialValues,
  submitLabel,
  save: saveProduct,
  onSaved,
  productId,
}: ProductFormProps) {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const { data: categories = [] } = useAdminCategories();
  const { data: subCategories = [] } = useAdminSubCategories();
  const [addingField, setAddingField] = useState(false);
  const english = useTexts(englishNamesTexts);
  // Every sub-category, not only those of the chosen categories: on purpose, by the admin.
  const [allSubCategories, setAllSubCategories] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductRequest>({
    resolver: productFormResolver,
    defaultValues: initialValues ?? emptyProductFormValues(),
  });
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    reset,
    formState: { errors },
  } = form;
  const details = useFieldArray({ control, name: 'details' });
  const variantNumbers = useNumbersOwnedByVariants(setValue);
  const [name, images, chosenCategories, chosenSubCategories] = useWatch({
    control,
    name: ['name', 'image', 'category', 'subCategory'],
  });

  const subCategoryOptions = subCategoryChoices(
    subCategories,
    chosenCategories,
    chosenSubCategories,
    allSubCategories,
  );

  // Reads the list when each upload ends, so uploads finishing together all stay.
  const addImage = useCallback(
    (url: string) => {
      setValue('image', [...getValues('image'), url], { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const { uploads, start: startUploads } = useImageUploads(addImage);

  const save = useMutation({
    mutationFn: saveProduct,
    onSuccess: (answer) => {
      toast.success(answer.message);
      reset(emptyProductFormValues());
      onSaved?.();
    },
  });

  return (
    <>
      <form
        noValidate
        onSubmit={submitWith(handleSubmit, save.mutate)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          form={form}
          name="name"
          label={t.name}
          autoComplete="off"
          required
          placeholder={t.productNamePlaceholder}
          className="sm:col-span-2"
        />
        <FormField
          form={form}
          name="name_en"
          label={english.englishName}
          autoComplete="off"
          placeholder={english.englishNamePlaceholder}
          className="sm:col-span-2"
        />
        <ProductCodeField form={form} readOnly={variantNumbers.owned} />
        <TextAreaField
          label={t.description}
          required
          placeholder={t.descriptionPlaceholder}
          error={fieldErrorText(errors.description?.message, 'description', t.description, locale)}
          className="sm:col-span-2"
          {...register('description')}
        />
        <TextAreaField
          label={english.englishDescription}
          placeholder={english.englishDescriptionPlaceholder}
          error={fieldErrorText(
            errors.description_en?.message,
            'description_en',
            english.englishDescription,
            locale,
          )}
          className="sm:col-span-2"
          {...register('description_en')}
        />
        <div className="sm:col-span-2">
          <ProductImagesField
            images={images}
            uploads={uploads}
            alt={name}
            onChoose={startUploads}
            onRemoveAt={(index) => {
              setValue(
                'image',
                getValues('image').filter((_, at) => at !== index),
                { shouldDirty: true },
              );
            }}
          />
          {errors.image?.message && (
            <p className="mt-1.5 text-sm text-red-700">{errors.image.message}</p>
          )}
        </div>
        <ProductDocumentsField productId={productId} className="sm:col-span-2" />
        <ProductVariantsField
          productId={productId}
          className="sm:col-span-2"
          onDefaultVariant={variantNumbers.take}
        />
        <ProductVatField productId={productId} className="sm:col-span-2" />
        <ProductParcelField productId={productId} className="sm:col-span-2" />
        <ChipSelect
          label={t.category}
          placeholder={t.selectCategory}
          chosenLabel={t.chosenCategories}
          options={categories}
          chosen={chosenCategories}
          error={errors.category?.message}
          onAdd={(category) => {
            setValue('category', [...getValues('category'), category], { shouldDirty: true });
          }}
          onRemoveAt={(index) => {
            setValue(
              'category',
              getValues('category').filter((_, at) => at !== index),
              { shouldDirty: true },
            );
          }}
        />
        <div>
          <ChipSelect
            label={t.subCategory}
            placeholder={t.chooseSubCategory}
            chosenLabel={t.chosenSubCategories}
            options={subCategoryOptions.options}
            chosen={chosenSubCategories}
            error={errors.subCategory?.message}
            onAdd={(subCategory) => {
              setValue('subCategory', [...getValues('subCategory'), subCategory], {
                shouldDirty: true,
              });
            }}
            onRemoveAt={(index) => {
              setValue(
                'subCategory',
                getValues('subCategory').filter((_, at) => at !== index),
                { shouldDirty: true },
              );
            }}
          />
          {!allSubCategories && subCategoryOptions.options.length === 0 && (
            <p className="mt-1.5 text-sm text-stone-600">
              {chosenCategories.length === 0
                ? t.chooseCategoriesFirst
                : t.noSubCategoriesUnderChosen}
            </p>
          )}
          {subCategoryOptions.outside.length > 0 && (
            <p role="alert" className="mt-1.5 text-sm text-amber-800">
              {t.outsideChosen(
                subCategoryOptions.outside.map((subCategory) => subCategory.name).join(', '),
              )}
            </p>
          )}
          {(allSubCategories || subCategoryOptions.hidden > 0) && (
            <label className="mt-2 flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                checked={allSubCategories}
                onChange={(event) => {
                  setAllSubCategories(event.target.checked);
                }}
                className="size-4 accent-brand-700"
              />
              {t.showAllSubCategories}
              {subCategoryOptions.hidden > 0 && t.moreHidden(subCategoryOptions.hidden)}
            </label>
          )}
        </div>
        <FormField
          form={form}
          name="unit"
          label={t.unit}
          autoComplete="off"
          required
          placeholder={t.unitPlaceholder}
        />
        <FormField
          form={form}
          name="stock"
          label={t.stock}
          placeholder={t.stockPlaceholder}
          {...NUMBER_FIELD}
          readOnly={variantNumbers.owned}
        />
        <FormField
          form={form}
          name="price"
          label={t.price}
          placeholder={t.pricePlaceholder}
          {...NUMBER_FIELD}
          readOnly={variantNumbers.owned}
        />
        <FormField
          form={form}
          name="discount"
          label={t.discount}
          placeholder={t.discountPlaceholder}
          {...PERCENT_FIELD}
          readOnly={variantNumbers.owned}
        />
        <VariantOwnedNote owned={variantNumbers.owned} />
        <FormField
          form={form}
          name="max_per_order"
          label={t.maxPerOrder}
          placeholder={t.maxPerOrderPlaceholder(DEFAULT_MAX_PER_ORDER)}
          {...NUMBER_FIELD}
          min={1}
          required={false}
        />
        <FormField
          form={form}
          name="low_stock_threshold"
          label={t.lowStockThreshold}
          placeholder={t.lowStockPlaceholder}
          {...NUMBER_FIELD}
          min={0}
          required={false}
        />

        <ProductSpecsFields form={form} />

        {details.fields.map((field, index) => (
          <TextField
            key={field.id}
            label={field.name}
            autoComplete="off"
            required
            error={fieldErrorText(
              errors.details?.[index]?.value?.message,
              field.name,
              field.name,
              locale,
            )}
            trailing={
              <button
                type="button"
                aria-label={t.removeField(field.name)}
                onClick={() => {
                  details.remove(index);
                }}
                className="grid size-10 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            }
            {...register(`details.${index}.value`)}
          />
        ))}

        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            onClick={() => {
              setAddingField(true);
            }}
            className="inline-flex h-11 w-fit items-center gap-1.5 rounded-xl border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addField}
          </button>
          {/* Held while an image is still uploading, or the product would be saved without it. */}
          <SubmitButton
            disabled={uploads.length > 0}
            pending={save.isPending}
            className="sm:w-auto sm:min-w-44"
          >
            {submitLabel}
          </SubmitButton>
        </div>
      </form>

      {addingField && (
        <AddFieldDialog
          existing={details.fields.map((field) => field.name)}
          onAdd={(fieldName) => {
            // A custom field starts empty, and must be filled before saving.
            details.append({ name: fieldName, value: '' });
          }}
          onClose={() => {
            setAddingField(false);
          }}
        />
      )}
    </>
  );
}
