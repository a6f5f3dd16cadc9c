import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useCatalogDeletion } from './admin-queries';

interface ConfirmWording {
  title: string;
  text: string;
  confirmLabel: string;
}

/**
 * An admin list's delete flow: `ask(item)` opens the confirmation, which the page renders as
 * `dialog`; confirming deletes through `deleteItem` (toasts and catalogue refresh included), and
 * `onDeleted` runs after a deletion went through.
 */
export function useConfirmedDeletion<T>(
  deleteItem: (item: T) => Promise<{ message: string }>,
  wording: ConfirmWording,
  onDeleted?: () => void,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useCatalogDeletion(deleteItem, (deleted) => {
    setDeleting(null);
    if (deleted) onDeleted?.();
  });
  const dialog = deleting !== null && (
    <ConfirmDialog
      title={wording.title}
      text={wording.text}
      confirmLabel={wording.confirmLabel}
      pending={remove.isPending}
      onConfirm={() => {
        remove.mutate(deleting);
      }}
      onCancel={() => {
        setDeleting(null);
      }}
    />
  );
  return { ask: setDeleting, dialog };
}
