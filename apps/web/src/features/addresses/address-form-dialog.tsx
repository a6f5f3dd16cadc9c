import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { toast } from 'react-hot-toast';
import { AddressFieldsSchema } from '@shop/contract';
import type { Address, AddressFields } from '@shop/contract';
import { Dialog } from '../../components/ui/dialog';
import { fieldErrorText } from '../../components/ui/field-error-text';
import { SearchSelect, type SearchOption } from '../../components/ui/search-select';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { addressesQuery } from '../../lib/address-query';
import { useLocale, useTexts } from '../../lib/locale';
import { createAddress, updateAddress } from './address-requests';
import { addressTexts } from './address-texts';
import { useProvinceOptions, useWardOptions } from './address-units';
import { postalCodeAfterPick } from './province-postal-codes';

interface AddressFormDialogProps {
  /** The address to edit (the form starts filled with it); none to add a new one. */
  address?: Address;
  onClose: () => void;
  /** Called with the saved address before the dialog closes (checkout selects a new one). */
  onSaved?: (address: Address) => void;
}

/** The schema names fields as the API does (`address_line is required`); people read the label. */
// The dialog always picks the units from the lists (older clients may still send free text).
// Nothing picked is an empty code, which must read as missing too; the dialog words any problem of
// a code as "choose it from the list", in the page's locale.
const DialogSchema = AddressFieldsSchema.extend({
  province_code: z.string().min(1),
  ward_code: z.string().min(1),
});
type DialogFields = z.input<typeof DialogSchema>;

const EMPTY: DialogFields = {
  recipient: '',
  address_line: '',
  city: '',
  state: '',
  country: 'Việt Nam',
  pincode: '',
  mobile: '',
  province_code: '',
  ward_code: '',
};

/** The form's start: the address's own fields, its units only when it was picked from the lists. */
function startOf(address: Address | undefined): DialogFields {
  if (!address) return EMPTY;
  const picked = address.province_code !== undefined && address.ward_code !== undefined;
  return {
    recipient: address.recipient ?? '',
    address_line: address.address_line,
    city: picked ? address.city : '',
    state: picked ? address.state : '',
    country: address.country,
    pincode: address.pincode,
    mobile: address.mobile,
    province_code: address.province_code ?? '',
    ward_code: address.ward_code ?? '',
  };
}

/** The option already chosen, shown before its list has loaded. */
const chosenOption = (value: string, label: string): SearchOption[] =>
  value ? [{ value, label }] : [];

/**
 * Add Address / Edit Address: the recipient (optional) and mobile, the province (State), then its
 * ward (City) picked from searchable lists, then the street line, the postal code (filled from the
 * province, correctable), and the country, checked with the contract's schema as the API checks
 * them. An older free-text address shows what it said and is picked again. On success the dialog
 * closes and the address list reloads.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const queryClient = useQueryClient();
  const t = useTexts(addressTexts);
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(DialogSchema),
    defaultValues: startOf(address),
  });
  const [provinceCode, wardCode, stateName, cityName] = useWatch({
    control,
    name: ['province_code', 'ward_code', 'state', 'city'],
  });
  const provinces = useProvinceOptions();
  const wards = useWardOptions(provinceCode || undefined);
  const legacy = address !== undefined && address.province_code === undefined;
  const pick = (
    codeField: 'province_code' | 'ward_code',
    nameField: 'state' | 'city',
    option: SearchOption | undefined,
  ) => {
    const touched = { shouldValidate: Object.keys(errors).length > 0 };
    setValue(codeField, option?.value ?? '', touched);
    setValue(nameField, option?.label ?? '');
  };
  /** The field's error in the page's words, its label named once. */
  const labels = {
    recipient: t.recipient,
    address_line: t.addressLine,
    pincode: t.pincode,
    country: t.country,
    mobile: t.mobile,
  };
  const problem = (field: keyof typeof labels) =>
    fieldErrorText(errors[field]?.message, field, labels[field], locale);

  const save = useMutation({
    mutationFn: (fields: AddressFields) =>
      address ? updateAddress({ _id: address._id, ...fields }) : createAddress(fields),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
      onSaved?.(answer.data);
      onClose();
    },
  });

  return (
    <Dialog title={address ? t.editTitle : t.addTitle} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          void handleSubmit((fields) => {
            save.mutate(fields);
          })(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {legacy && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
            {t.legacy([address.city, address.state].join(', '))}
          </p>
        )}
        <TextField
          label={t.recipient}
          placeholder={t.recipientPlaceholder}
          autoComplete="shipping name"
          error={problem('recipient')}
          {...register('recipient')}
        />
        <TextField
          label={t.mobile}
          type="tel"
          autoComplete="tel"
          required
          error={problem('mobile')}
          {...register('mobile')}
        />
        <SearchSelect
          label={t.state}
          placeholder={t.statePlaceholder}
          options={provinces.data ?? chosenOption(provinceCode, stateName)}
          value={provinceCode || undefined}
          onChange={(option) => {
            pick('province_code', 'state', option);
            pick('ward_code', 'city', undefined);
            setValue('pincode', postalCodeAfterPick(getValues('pincode'), option?.value));
          }}
          error={errors.province_code && t.pickProvince}
        />
        <SearchSelect
          label={t.city}
          placeholder={provinceCode ? t.cityPlaceholder : t.cityWaits}
          options={wards.data ?? chosenOption(wardCode, cityName)}
          value={wardCode || undefined}
          disabled={!provinceCode}
          onChange={(option) => {
            pick('ward_code', 'city', option);
          }}
          error={errors.ward_code && t.pickWard}
        />
        <TextField
          label={t.addressLine}
          placeholder={t.addressLinePlaceholder}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          error={problem('address_line')}
          {...register('address_line')}
        />
        <div>
          <TextField
            label={t.pincode}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            error={problem('pincode')}
            {...register('pincode')}
          />
          <p className="mt-1 text-xs text-stone-500">{t.pincodeHint}</p>
        </div>
        <TextField
          label={t.country}
          autoComplete="country-name"
          required
          error={problem('country')}
          {...register('country')}
        />
        <SubmitButton pending={save.isPending} className="sm:col-span-2">
          {t.submit}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
