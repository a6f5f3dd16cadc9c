import { useRefreshCatalog } from './admin-queries';
import { createProduct } from './admin-requests';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';
import { ProductForm } from './product-form';

/** /dashboard/upload-product: a new product; the form empties after each one is created. */
export function UploadProductPanel() {
  const t = useTexts(adminTexts);
  const refreshCatalog = useRefreshCatalog();
  return (
    <section>
      <AdminPageHeader title={t.uploadProduct} />
      <ProductForm
        submitLabel={t.submit}
        save={createProduct}
        onSaved={() => {
          void refreshCatalog();
        }}
      />
    </section>
  );
}
