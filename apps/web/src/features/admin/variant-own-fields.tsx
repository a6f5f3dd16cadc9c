import { useQuery } from '@tanstack/react-query';
import { Check, ImageUp } from 'lucide-react';
import { attributeLabel } from '@shop/contract';
import type { Product, SpecValue, SpecValues } from '@shop/contract';
import { OneFileInput } from '../../components/ui/one-file-input';
import { UploadProgress } from '../../components/ui/upload-progress';
import { attributesQuery } from '../../lib/attributes-query';
import { useLocale, useTexts } from '../../lib/locale';
import { useFileUpload } from '../../lib/use-file-upload';
import { uploadImage } from './admin-requests';
import { attributeTexts } from './attribute-texts';
import { attributesInScope, shownSpecValue, SpecInput } from './product-specs-fields';
import type { VariantRow } from './product-variant-rows';
import { variantOwnTexts } from './variant-own-texts';

type Own = NonNullable<VariantRow['own']>;

/** A variant's own values and image with nothing empty left in: undefined when it has none. */
export function ownOf(specs: SpecValues, image: string | undefined): VariantRow['own'] {
  const own: Own = {
    ...(Object.keys(specs).length > 0 ? { specs } : {}),
    ...(image ? { image } : {}),
  };
  return Object.keys(own).length > 0 ? own : undefined;
}

/**
 * A variant's own specification values and image (issue 43), opened from its row of the variants
 * table: the product's attribute inputs, each empty one meaning the product's value (shown as its
 * placeholder), then the image picked from the product's images or uploaded. The product's stored
 * categories decide the attributes, as the server checks them.
 */
export function VariantOwnFields({
  product,
  own,
  label,
  onChange,
}: {
  product: Product;
  own: VariantRow['own'];
  label: string;
  onChange: (own: VariantRow['own']) => void;
}) {
  const t = useTexts(variantOwnTexts);
  const specTexts = useTexts(attributeTexts);
  const locale = useLocale();
  const { data: attributes } = useQuery(attributesQuery);
  const shown = attributesInScope(
    attributes ?? [],
    product.category.map((category) => category._id),
    product.subCategory.map((subCategory) => subCategory._id),
  );
  const specs = own?.specs ?? {};
  const image = own?.image;

  const setSpec = (id: string, value: SpecValue | undefined) => {
    const others = Object.entries(specs).filter(([held]) => held !== id);
    onChange(
      ownOf(Object.fromEntries(value === undefined ? others : [...others, [id, value]]), image),
    );
  };
  const setImage = (url: string | undefined) => {
    onChange(ownOf(specs, url));
  };

  return (
    <div
      role="group"
      aria-label={t.open(label)}
      className="grid gap-4 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 lg:grid-cols-[3fr_2fr]"
    >
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-semibold text-stone-900">{t.specs}</legend>
        {shown.length === 0 ? (
          <p className="text-sm text-stone-600">{t.specsNone}</p>
        ) : (
          <>
            <p className="text-xs text-stone-600">{t.specsHint}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {shown.map((attribute) => {
                const productValue = product.specs?.[attribute._id];
                return (
                  <SpecInput
                    key={attribute._id}
                    attribute={attribute}
                    label={attributeLabel(attribute, locale)}
                    value={specs[attribute._id]}
                    inherited={
                      productValue === undefined
                        ? t.sameAsProductEmpty
                        : t.sameAsProduct(
                            shownSpecValue(attribute, productValue, locale, specTexts),
                          )
                    }
                    onChange={(value) => {
                      setSpec(attribute._id, value);
                    }}
                  />
                );
              })}
            </div>
          </>
        )}
      </fieldset>
      <VariantImagePicker product={product} image={image} label={label} onPick={setImage} />
    </div>
  );
}

function VariantImagePicker({
  product,
  image,
  label,
  onPick,
}: {
  product: Product;
  image: string | undefined;
  label: string;
  onPick: (url: string | undefined) => void;
}) {
  const t = useTexts(variantOwnTexts);
  const { upload, sent } = useFileUpload(uploadImage, (answer) => {
    onPick(answer.data.url);
  });
  const uploadedApart = image !== undefined && !product.image.includes(image);
  const tile = (picked: boolean) =>
    `relative grid size-16 place-items-center overflow-hidden rounded-lg border bg-white ${
      picked ? 'border-brand-600 ring-2 ring-brand-500' : 'border-stone-200 hover:border-brand-400'
    }`;

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-stone-900">{t.image}</legend>
      <p className="text-xs text-stone-600">{t.imageHint}</p>
      <button
        type="button"
        aria-pressed={image === undefined}
        onClick={() => {
          onPick(undefined);
        }}
        className={`inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium ${
          image === undefined
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500'
        }`}
      >
        {image === undefined && <Check aria-hidden="true" className="size-4" />}
        {t.noOwnImage}
      </button>
      {product.image.length > 0 && (
        <ul aria-label={t.productImages} className="flex flex-wrap gap-2">
          {product.image.map((url, index) => (
            <li key={`${url}-${String(index)}`}>
              <button
                type="button"
                aria-pressed={image === url}
                aria-label={t.pickImage(index + 1)}
                onClick={() => {
                  onPick(url);
                }}
                className={tile(image === url)}
              >
                <img src={url} alt="" className="size-full object-contain" />
                {image === url && (
                  <Check
                    aria-hidden="true"
                    className="absolute top-0.5 right-0.5 size-4 rounded-full bg-brand-700 p-0.5 text-white"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploadedApart && (
        <div className="flex items-center gap-2">
          <img
            src={image}
            alt={`${t.uploaded}: ${label}`}
            className="size-16 rounded-lg border border-brand-600 bg-white object-contain ring-2 ring-brand-500"
          />
        </div>
      )}
      <label
        className={`inline-flex h-9 w-fit items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
          upload.isPending
            ? 'cursor-not-allowed border-stone-200 bg-stone-200 text-stone-500'
            : 'cursor-pointer border-brand-300 bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50'
        }`}
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {upload.isPending ? t.uploading : t.upload}
        <OneFileInput accept="image/*" disabled={upload.isPending} onFile={upload.mutate} />
      </label>
      {upload.isPending && <UploadProgress sent={sent} />}
    </fieldset>
  );
}
