import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { AddressFieldsSchema } from '@shop/contract';
import type { Address, AddressFields } from '@shop/contract';
import { Dialog } from '../../components/ui/dialog';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { addressesQuery } from '../../lib/address-query';
import { createAddress, updateAddress } from './address-requests';

interface AddressFormDialogProps {
  /** The address to edit (the form starts filled with it); none to add a new one. */
  address?: Address;
  onClose: () => void;
  /** Called with the saved address before the dialog closes (checkout selects a new one). */
  onSaved?: (address: Address) => void;
}

/** The schema names fields as the API does (`address_line is required`); people read the label. */
function labelled(message: string | undefined, field: keyof AddressFields, label: string) {
  return message?.replace(field, label);
}

const EMPTY: AddressFields = {
  address_line: '',
  city: '',
  state: '',
  country: '',
  pincode: '',
  mobile: '',
};

/**
 * Add Address / Edit Address: six required fields checked with the contract's schema, the
 * same one the API validates with. On success the dialog closes and the address list reloads.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AddressFieldsSchema),
    defaultValues: address
      ? {
          address_line: address.address_line,
          city: address.city,
          state: address.state,
          country: address.country,
          pincode: address.pincode,
          mobile: address.mobile,
        }
      : EMPTY,
  });

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
        <TextField
          label="Address Line"
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          error={labelled(errors.address_line?.message, 'address_line', 'Address Line')}
          {...register('address_line')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={labelled(errors.city?.message, 'city', 'City')}
          {...register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          required
          error={labelled(errors.state?.message, 'state', 'State')}
          {...register('state')}
        />
        <TextField
          label="Pincode"
          autoComplete="postal-code"
          required
          error={labelled(errors.pincode?.message, 'pincode', 'Pincode')}
          {...register('pincode')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          required
          error={labelled(errors.country?.message, 'country', 'Country')}
          {...register('country')}
        />
        <TextField
          label="Mobile No."
          type="tel"
          autoComplete="tel"
          required
          className="sm:col-span-2"
          error={labelled(errors.mobile?.message, 'mobile', 'Mobile No.')}
          {...register('mobile')}
        />
        <SubmitButton pending={save.isPending} className="sm:col-span-2">
          Submit
        </SubmitButton>
      </form>
    </Dialog>
  );
}
