import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
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
import { AttributeFormDialog } from './attribute-form-dialog';
import { deleteAttribute } from './attribute-requests';
import { attributeTexts } from './attribute-texts';
import { useConfirmedDeletion } from './confirmed-deletion';

type Editing = { mode: 'add' } | { mode: 'edit'; attribute: Attribute } | null;

const CELL = 'min-w-0 align-middle md:border-b md:border-stone-200 md:px-3 md:py-2';

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
        // From tablets up a table; on phones each row is drawn as a card (the same cells, placed
        // in a grid), so nothing scrolls sideways, as in the product and order tables.
        <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200">
          <table className="w-full text-left text-sm max-md:block md:min-w-[44rem] md:border-collapse">
            <thead className="bg-stone-800 text-white max-md:sr-only">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.label}
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.kind}
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t.usedBy}
                </th>
                <th scope="col" className="w-20 px-3 py-2.5 font-semibold">
                  {t.onCards}
                </th>
                <th scope="col" className="w-28 px-3 py-2.5 font-semibold">
                  {t.actions}
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block max-md:space-y-3">
              {attributes.map((attribute) => {
                const label = attributeLabel(attribute, locale);
                const scope = [...attribute.category, ...attribute.subCategory];
                return (
                  <tr
                    key={attribute._id}
                    className="bg-white max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:p-3 md:even:bg-stone-50"
                  >
                    <td className={`${CELL} max-md:col-start-1 max-md:row-start-1`}>
                      <p className="font-medium text-stone-900">{label}</p>
                      <p className="font-mono text-xs text-stone-500">{attribute._id}</p>
                    </td>
                    <td className={`${CELL} text-stone-700 max-md:order-3 max-md:col-span-2`}>
                      {kindName[attribute.kind]}
                      {attribute.unit && ` (${attribute.unit})`}
                      {attribute.kind === 'choice' && (
                        <p className="text-xs text-stone-500">
                          {attribute.choices.map((choice) => choice.label).join(', ')}
                        </p>
                      )}
                    </td>
                    <td className={`${CELL} max-md:order-4 max-md:col-span-2`}>
                      <ul className="flex flex-wrap gap-1.5">
                        {scope.map((id) => (
                          <li
                            key={id}
                            className="rounded-full border border-stone-200 bg-stone-100 px-2.5 py-0.5 text-xs text-stone-800"
                          >
                            {names.get(id) ?? id}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td
                      className={`${CELL} text-stone-700 max-md:order-5 max-md:col-span-2 ${(attribute.card_rank ?? null) === null ? 'max-md:hidden' : ''}`}
                    >
                      <span className="text-xs text-stone-500 md:hidden">{t.onCards} </span>
                      {attribute.card_rank ?? '—'}
                    </td>
                    <td
                      className={`${CELL} max-md:col-start-2 max-md:row-start-1 max-md:self-start`}
                    >
                      <div className="flex gap-2">
                        <button
                          type="button"
                          aria-label={t.editNamed(label)}
                          onClick={() => {
                            setEditing({ mode: 'edit', attribute });
                          }}
                          className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-800 hover:bg-emerald-100"
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          aria-label={t.deleteNamed(label)}
                          onClick={() => {
                            deletion.ask(attribute);
                          }}
                          className="grid size-10 place-items-center rounded-full bg-red-50 text-red-700 hover:bg-red-100"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
