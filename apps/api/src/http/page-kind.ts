import type { PolicySlug } from '@shop/contract';

/** What a path of the web app is, as its router sees it (app/router.tsx). */
export type PageKind =
  | { kind: 'home' }
  | { kind: 'search'; query: string; filterQuery?: string }
  | {
      kind: 'product';
      slug: string;
      productId: string;
      /** The variant the page shows (`?v=<code>`, issue 43), when the URL names one. */
      variantCode?: string;
    }
  | {
      kind: 'listing';
      categorySlug: string;
      subCategorySlug: string;
      categoryId: string;
      subCategoryId: string;
      /** The query string, when it may carry filters (issue 42: read with the attributes). */
      filterQuery?: string;
    }
  | { kind: 'private'; title: string }
  | { kind: 'contact' }
  | { kind: 'policy'; slug: PolicySlug; title: string }
  | { kind: 'unknown' };
