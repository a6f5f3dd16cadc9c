/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
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
import { createAddress, updateAddress } from './address-requests';
import { useProvinceOptions, useWardOptions } from './address-units';

interface AddressFormDialogProps {
  /** The address to edit (the form starts filled with it); none to add a new one. */
  address?: Address;
  onClose: () => void;
  /** Called with the saved address before the dialog closes (checkout selects a new one). */
  onSaved?: (address: Address) => void;
}

/** The schema names fields as the API does (`address_line is required`); people read the label. */
// The dialog always picks the units from the lists (older clients may still send free text).
// Nothing picked is an empty code, which must read as missing too.
const PICK_PROVINCE = 'Chọn tỉnh / thành phố trong danh sách';
const PICK_WARD = 'Chọn phường / xã trong danh sách';
const DialogSchema = AddressFieldsSchema.extend({
  province_code: z.string({ error: PICK_PROVINCE }).min(1, PICK_PROVINCE),
  ward_code: z.string({ error: PICK_WARD }).min(1, PICK_WARD),
});
type DialogFields = z.input<typeof DialogSchema>;

const EMPTY: DialogFields = {
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
 * Add Address / Edit Address: the province (State), then its ward (City) picked from searchable
 * lists, then the street line, pincode, country and mobile, checked with the contract's schema as
 * the API checks them. An older free-text address shows what it said and is picked again.
 * On success the dialog closes and the address list reloads.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setValue,
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
    <Dialog title={address ? 'Edit Address' : 'Add Address'} onClose={onClose}>
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
            Địa chỉ cũ: {[address.city, address.state].join(', ')}. Vui lòng chọn lại tỉnh / thành
            phố và phường / xã theo danh mục hành chính mới.
          </p>
        )}
        <SearchSelect
          label="State"
          placeholder="Tìm tỉnh / thành phố (vd: ha noi)"
          options={provinces.data ?? chosenOption(provinceCode, stateName)}
          value={provinceCode || undefined}
          onChange={(option) => {
            pick('province_code', 'state', option);
            pick('ward_code', 'city', undefined);
          }}
          error={errors.province_code?.message}
        />
        <SearchSelect
          label="City"
          placeholder={
            provinceCode ? 'Tìm phường / xã (vd: ba dinh)' : 'Chọn tỉnh / thành phố trước'
          }
          options={wards.data ?? chosenOption(wardCode, cityName)}
          value={wardCode || undefined}
          disabled={!provinceCode}
          onChange={(option) => {
            pick('ward_code', 'city', option);
          }}
          error={errors.ward_code?.message}
        />
        <TextField
          label="Address Line"
          placeholder="Số nhà, tên đường"
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          error={fieldErrorText(errors.address_line?.message, 'address_line', 'Address Line')}
          {...register('address_line')}
        />
        <TextField
          label="Pincode"
          autoComplete="postal-code"
          required
          error={fieldErrorText(errors.pincode?.message, 'pincode', 'Pincode')}
          {...register('pincode')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          required
          error={fieldErrorText(errors.country?.message, 'country', 'Country')}
          {...register('country')}
        />
        <TextField
          label="Mobile No."
          type="tel"
          autoComplete="tel"
          required
          className="sm:col-span-2"
          error={fieldErrorText(errors.mobile?.message, 'mobile', 'Mobile No.')}
          {...register('mobile')}
        />
        <SubmitButton pending={save.isPending} className="sm:col-span-2">
          Submit
        </SubmitButton>
      </form>
    </Dialog>
  );
}
