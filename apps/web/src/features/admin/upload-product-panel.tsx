/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useRefreshCatalog } from './admin-queries';
import { createProduct } from './admin-requests';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { ProductForm } from './product-form';

/** /dashboard/upload-product: a new product; the form empties after each one is created. */
export function UploadProductPanel() {
  const refreshCatalog = useRefreshCatalog();
  return (
    <section>
      <AdminPageHeader title="Upload Product" />
      <ProductForm
        submitLabel="Submit"
        save={createProduct}
        onSaved={() => {
          void refreshCatalog();
        }}
      />
    </section>
  );
}
