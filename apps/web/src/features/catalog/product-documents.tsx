import { Download, FileText } from 'lucide-react';
import type { ProductDocument } from '@shop/contract';
import { documentKindTexts, formatFileSize } from '../../lib/document-texts';
import { useLocale, useTexts } from '../../lib/locale';
import { productDocumentsTexts } from './product-documents-texts';

/**
 * The product's documents (datasheets, wiring diagrams, certificates): kind, name and size, each a
 * link that downloads the PDF under its name. Nothing when the product has none.
 */
export function ProductDocuments({
  documents,
}: {
  documents: readonly ProductDocument[] | undefined;
}) {
  const t = useTexts(productDocumentsTexts);
  const kinds = useTexts(documentKindTexts);
  const locale = useLocale();
  if (!documents || documents.length === 0) return null;
  return (
    <section aria-labelledby="product-documents">
      <h2 id="product-documents" className="mb-2 text-lg font-bold text-stone-900">
        {t.documents}
      </h2>
      <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
        {documents.map((document) => {
          const size = formatFileSize(document.size, locale);
          return (
            <li key={document._id}>
              <a
                href={document.url}
                download
                aria-label={t.download(document.name, size)}
                className="flex items-center gap-3 px-3 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-red-50 text-red-700">
                  <FileText aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold tracking-wide text-brand-800 uppercase">
                    {kinds[document.kind]}
                  </span>
                  <span className="block text-sm font-medium break-words text-stone-900">
                    {document.name}
                  </span>
                  <span className="block text-xs text-stone-500">{t.pdfSize(size)}</span>
                </span>
                <Download aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
