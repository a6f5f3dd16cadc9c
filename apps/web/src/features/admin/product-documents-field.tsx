import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, FileText, FileUp, X } from 'lucide-react';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  type DocumentKind,
  type ProductDocument,
} from '@shop/contract';
import { UploadProgress } from '../../components/ui/upload-progress';
import { documentKindTexts, formatFileSize } from '../../lib/document-texts';
import { useLocale, useTexts } from '../../lib/locale';
import {
  attachDocument,
  fetchProductDocuments,
  removeDocument,
  reorderDocuments,
  updateDocument,
  uploadDocument,
} from './product-documents-requests';
import { productDocumentsFieldTexts } from './product-documents-texts';
import { UploadTile } from './upload-tile';

const documentsKey = (productId: string) => ['admin', 'product-documents', productId] as const;

/** The name a chosen file starts with: its file name without `.pdf`, within the limit. */
export function defaultDocumentName(fileName: string): string {
  return fileName
    .replace(/\.pdf$/i, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, DOCUMENT_NAME_MAX);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const inputClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/**
 * A product's PDF documents in the product form: upload one (named from its file, of a kind),
 * rename, change the kind, reorder, remove. Each change is saved at once; a product not yet
 * saved has none (the field says so).
 */
export function ProductDocumentsField({
  productId,
  className,
}: {
  productId?: string | undefined;
  className?: string;
}) {
  const t = useTexts(productDocumentsFieldTexts);
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.documents}</legend>
      {productId ? (
        <DocumentsEditor productId={productId} />
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600 ring-1 ring-stone-200">
          {t.saveFirst}
        </p>
      )}
    </fieldset>
  );
}

interface Draft {
  file: File;
  name: string;
  kind: DocumentKind;
}

function DocumentsEditor({ productId }: { productId: string }) {
  const t = useTexts(productDocumentsFieldTexts);
  const kinds = useTexts(documentKindTexts);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: documentsKey(productId),
    queryFn: () => fetchProductDocuments(productId),
    staleTime: 0,
  });
  const documents = query.data ?? [];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (run: () => Promise<{ data: ProductDocument[] }>) => run(),
    onMutate: () => {
      setProblem(null);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(documentsKey(productId), answer.data);
    },
    onError: (error) => {
      setProblem(errorText(error));
      void queryClient.invalidateQueries({ queryKey: documentsKey(productId) });
    },
  });

  const add = useMutation({
    mutationFn: async (chosen: Draft) => {
      setSent(0);
      const uploaded = await uploadDocument(chosen.file, setSent);
      return attachDocument({
        productId,
        file: uploaded.data.file,
        name: chosen.name,
        kind: chosen.kind,
      });
    },
    onMutate: () => {
      setProblem(null);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(documentsKey(productId), answer.data);
      setDraft(null);
    },
    onError: (error) => {
      setProblem(errorText(error));
    },
    onSettled: () => {
      setSent(null);
    },
  });

  function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    // Checked here for a quick answer; the shop checks the bytes again.
    if (file.size > DOCUMENT_MAX_BYTES) {
      setProblem(t.tooLarge(file.name));
      return;
    }
    if (file.type !== '' && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      setProblem(t.notPdf(file.name));
      return;
    }
    setDraft({ file, name: defaultDocumentName(file.name), kind: 'datasheet' });
  }

  function move(index: number, by: -1 | 1) {
    const ids = documents.map((document) => document._id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    change.mutate(() => reorderDocuments({ productId, documentIds: ids }));
  }

  return (
    <div className="space-y-3">
      <UploadTile
        icon={FileUp}
        label={t.choosePdf}
        hint={t.hint}
        accept="application/pdf,.pdf"
        disabled={add.isPending}
        padding="py-5"
        onChoose={(files) => {
          choose(files[0]);
        }}
      />

      {problem && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          {problem}
        </p>
      )}

      {draft && (
        <div className="grid gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:grid-cols-[1fr_12rem]">
          <p className="flex items-center gap-2 text-sm text-stone-700 sm:col-span-2">
            <FileText aria-hidden="true" className="size-4 text-red-700" />
            <span className="truncate">{draft.file.name}</span>
            <span className="text-stone-500">{formatFileSize(draft.file.size, locale)}</span>
          </p>
          <label className="text-sm font-medium text-stone-800">
            {t.documentName}
            <input
              value={draft.name}
              maxLength={DOCUMENT_NAME_MAX}
              onChange={(event) => {
                setDraft({ ...draft, name: event.target.value });
              }}
              // Enter adds the document; it must not submit the product form around it.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              className={`mt-1 ${inputClass}`}
            />
          </label>
          <label className="text-sm font-medium text-stone-800">
            {t.kind}
            <select
              value={draft.kind}
              onChange={(event) => {
                setDraft({ ...draft, kind: event.target.value as DocumentKind });
              }}
              className={`mt-1 ${inputClass}`}
            >
              {DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kinds[kind]}
                </option>
              ))}
            </select>
          </label>
          {sent !== null && (
            <div className="sm:col-span-2">
              <UploadProgress sent={sent} label={t.uploading(draft.file.name)} />
            </div>
          )}
          <div className="flex gap-2 sm:col-span-2">
            <button
              type="button"
              disabled={add.isPending}
              onClick={() => {
                if (draft.name.trim() === '') {
                  setProblem(t.nameNeeded);
                  return;
                }
                add.mutate({ ...draft, name: draft.name.trim() });
              }}
              className="inline-flex h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t.add}
            </button>
            <button
              type="button"
              disabled={add.isPending}
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
              className="inline-flex h-11 items-center rounded-xl border border-stone-300 px-4 text-sm font-semibold text-stone-700 hover:bg-stone-100"
            >
              {t.cancel}
            </button>
          </div>
        </div>
      )}

      {query.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t.loadFailed}
        </p>
      )}
      {query.isSuccess && documents.length === 0 && (
        <p className="text-sm text-stone-500">{t.none}</p>
      )}
      {documents.length > 0 && (
        <ol aria-label={t.documents} className="space-y-2">
          {documents.map((document, index) => (
            <DocumentRow
              key={`${document._id}-${document.name}-${document.kind}`}
              document={document}
              first={index === 0}
              last={index === documents.length - 1}
              busy={change.isPending}
              onRename={(name) => {
                change.mutate(() => updateDocument({ productId, documentId: document._id, name }));
              }}
              onKind={(kind) => {
                change.mutate(() => updateDocument({ productId, documentId: document._id, kind }));
              }}
              onMove={(by) => {
                move(index, by);
              }}
              onRemove={() => {
                change.mutate(() => removeDocument({ productId, documentId: document._id }));
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface DocumentRowProps {
  document: ProductDocument;
  first: boolean;
  last: boolean;
  busy: boolean;
  onRename: (name: string) => void;
  onKind: (kind: DocumentKind) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function DocumentRow({
  document,
  first,
  last,
  busy,
  onRename,
  onKind,
  onMove,
  onRemove,
}: DocumentRowProps) {
  const t = useTexts(productDocumentsFieldTexts);
  const kinds = useTexts(documentKindTexts);
  const locale = useLocale();
  const [name, setName] = useState(document.name);
  const iconButton =
    'grid size-10 shrink-0 place-items-center rounded-lg text-stone-600 hover:bg-stone-100 disabled:opacity-40';
  return (
    <li className="grid gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:grid-cols-[1fr_11rem_auto] sm:items-center">
      <div className="flex min-w-0 items-center gap-2">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        <input
          aria-label={t.nameOf(document.name)}
          value={name}
          maxLength={DOCUMENT_NAME_MAX}
          onChange={(event) => {
            setName(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter saves the name (on blur), never the product form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
          onBlur={() => {
            const trimmed = name.trim();
            if (trimmed === '') setName(document.name);
            else if (trimmed !== document.name) onRename(trimmed);
          }}
          className={inputClass}
        />
        <a
          href={document.url}
          className="shrink-0 text-xs whitespace-nowrap text-brand-800 underline"
        >
          {formatFileSize(document.size, locale)}
        </a>
      </div>
      <select
        aria-label={t.kindOf(document.name)}
        value={document.kind}
        disabled={busy}
        onChange={(event) => {
          onKind(event.target.value as DocumentKind);
        }}
        className={inputClass}
      >
        {DOCUMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kinds[kind]}
          </option>
        ))}
      </select>
      <div className="flex justify-end gap-1">
        <button
          type="button"
          aria-label={t.moveUp(document.name)}
          disabled={busy || first}
          onClick={() => {
            onMove(-1);
          }}
          className={iconButton}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t.moveDown(document.name)}
          disabled={busy || last}
          onClick={() => {
            onMove(1);
          }}
          className={iconButton}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t.remove(document.name)}
          disabled={busy}
          onClick={onRemove}
          className="grid size-10 shrink-0 place-items-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-40"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
