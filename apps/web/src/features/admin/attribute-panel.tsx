import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { attributeLabel } from '@shop/contract';
import type { Attribute } from '@shop/contract';
import { AdminPageHeader, HeaderAddButton } from '../../components/ui/admin-page-header';
import { NoData } from '../../components/ui/no-data';
import { Spinner } from '../../components/ui/spinner';
import { attributesQuery } from '../../lib/attributes-query';
import { useLocale, useTexts } from '../../lib/locale';
import { ATTRIBUTES_KEY } from '../../lib/query-keys';
import { useAdminCategories, useAdminSubCategories } from './admin-queries';
import { ADMIN_CARD_CELL, AdminTable, ChipList, RowActions } from './admin-table';
import { AttributeFormDialog } from './attribute-form-dialog';
import { deleteAttribute } from './attribute-requests';
import { attributeTexts } from './attribute-texts';
import { useConfirmedDeletion } from './confirmed-deletion';

type Editing = { mode: 'add' } | { mode: 'edit'; attribute: Attribute } | null;

/** /dashboard/specifications: the specification attributes, with what uses them; add, edit, delete. */
export function AttributePanel() {
  const t = useTexts(attributeTexts);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: attributes, isPending } = useQuery({ ...attributesQuery, staleTime: 0 });
  const { data: categories = [] } = useAdminCategories();
  const { data: subCategories = [] } = useAdminSubCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const names = new Map(
    [...categories, ...subCategories].map((entry) => [entry._id, entry.name] as const),
  );
  const kindName = {
    number: t.kindNumber,
    choice: t.kindChoice,
    boolean: t.kindBoolean,
    text: t.kindText,
  };

  const deletion = useConfirmedDeletion(
    (attribute: Attribute) => deleteAttribute({ _id: attribute._id }),
    { title: t.deleteTitle, text: t.deleteText, confirmLabel: t.confirm },
    () => void queryClient.invalidateQueries({ queryKey: ATTRIBUTES_KEY }),
  );

  return (
    <section>
      <AdminPageHeader title={t.title}>
        <HeaderAddButton
          label={t.add}
          onClick={() => {
            setEditing({ mode: 'add' });
          }}
        />
      </AdminPageHeader>

      {isPending ? (
        <Spinner label={t.loading} />
      ) : !attributes?.length ? (
        <NoData text={t.none} />
      ) : (
        // On phones each row is a card (the same cells, placed in a grid), as in the product and
        // order tables.
        <AdminTable
          cardsOnPhones
          minWidth="md:min-w-[44rem]"
          columns={[
            { label: t.label },
            { label: t.kind },
            { label: t.usedBy },
            { label: t.onCards, width: 'w-20' },
            { label: t.actions, width: 'w-28' },
          ]}
        >
          {attributes.map((attribute) => {
            const label = attributeLabel(attribute, locale);
            const scope = [...attribute.category, ...attribute.subCategory];
            return (
              <tr
                key={attribute._id}
                className="bg-white max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:p-3 md:even:bg-stone-50"
              >
                <td className={`${ADMIN_CARD_CELL} max-md:col-start-1 max-md:row-start-1`}>
                  <p className="font-medium text-stone-900">{label}</p>
                  <p className="font-mono text-xs text-stone-500">{attribute._id}</p>
                </td>
                <td
                  className={`${ADMIN_CARD_CELL} text-stone-700 max-md:order-3 max-md:col-span-2`}
                >
                  {kindName[attribute.kind]}
                  {attribute.unit && ` (${attribute.unit})`}
                  {attribute.kind === 'choice' && (
                    <p className="text-xs text-stone-500">
                      {attribute.choices.map((choice) => choice.label).join(', ')}
                    </p>
                  )}
                </td>
                <td className={`${ADMIN_CARD_CELL} max-md:order-4 max-md:col-span-2`}>
                  <ChipList chips={scope.map((id) => ({ key: id, label: names.get(id) ?? id }))} />
                </td>
                <td
                  className={`${ADMIN_CARD_CELL} text-stone-700 max-md:order-5 max-md:col-span-2 ${(attribute.card_rank ?? null) === null ? 'max-md:hidden' : ''}`}
                >
                  <span className="text-xs text-stone-500 md:hidden">{t.onCards} </span>
                  {attribute.card_rank ?? '—'}
                </td>
                <td
                  className={`${ADMIN_CARD_CELL} max-md:col-start-2 max-md:row-start-1 max-md:self-start`}
                >
                  <RowActions
                    editLabel={t.editNamed(label)}
                    deleteLabel={t.deleteNamed(label)}
                    onEdit={() => {
                      setEditing({ mode: 'edit', attribute });
                    }}
                    onDelete={() => {
                      deletion.ask(attribute);
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}

      {editing && (
        <AttributeFormDialog
          attribute={editing.mode === 'edit' ? editing.attribute : undefined}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
