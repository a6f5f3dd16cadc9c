import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'react-hot-toast';
import type { Address } from '@shop/contract';
import { AddressLines } from '../../components/ui/address-lines';
import { Spinner } from '../../components/ui/spinner';
import { activeAddresses, addressesQuery } from '../../lib/address-query';
import { useTexts } from '../../lib/locale';
import { AddressFormDialog } from './address-form-dialog';
import { disableAddress } from './address-requests';
import { addressTexts } from './address-texts';

/** What the page's one dialog is doing: nothing, adding, or editing one address. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/** /dashboard/address: the saved addresses as cards, each editable and removable. */
export function AddressPage() {
  const { data, isPending } = useQuery(addressesQuery);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const t = useTexts(addressTexts);
  const addresses = activeAddresses(data);
  const openAdd = () => {
    setEditing({ mode: 'add' });
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{t.heading}</h1>
        <button
          type="button"
          onClick={openAdd}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addAddress}
        </button>
      </div>

      {isPending ? (
        <Spinner />
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address._id}
              address={address}
              onEdit={() => {
                setEditing({ mode: 'edit', address });
              }}
            />
          ))}
          <li>
            <button
              type="button"
              onClick={openAdd}
              className="flex h-full min-h-36 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 text-sm font-semibold text-stone-600 transition hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
            >
              <Plus aria-hidden="true" className="size-6" />
              {t.addTile}
            </button>
          </li>
        </ul>
      )}

      {editing.mode !== 'closed' && (
        <AddressFormDialog
          // A new dialog (and form) for each address, so fields never carry over.
          key={editing.mode === 'edit' ? editing.address._id : 'new'}
          address={editing.mode === 'edit' ? editing.address : undefined}
          onClose={() => {
            setEditing({ mode: 'closed' });
          }}
        />
      )}
    </section>
  );
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const t = useTexts(addressTexts);
  const remove = useMutation({
    mutationFn: () => disableAddress({ _id: address._id }),
    onSuccess: async (answer) => {
      // "Address Remove", then the list again.
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
    },
  });

  return (
    <li
      className={`flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs ${
        remove.isPending ? 'opacity-60' : ''
      }`}
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <AddressLines address={address} className="flex-1" />
      <div className="flex shrink-0 flex-col gap-1">
        <button
          type="button"
          aria-label={t.editAddress}
          onClick={onEdit}
          className="grid size-9 place-items-center rounded-full bg-emerald-50 text-emerald-800 hover:bg-emerald-100"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t.removeAddress}
          disabled={remove.isPending}
          onClick={() => {
            remove.mutate();
          }}
          className="grid size-9 place-items-center rounded-full bg-red-50 text-red-700 hover:bg-red-100 disabled:cursor-not-allowed"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
