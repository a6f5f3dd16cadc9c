/**
 * The endpoint table: every call the web app makes, as one row each — its method and path, and (as
 * types only) its request and response schemas; who may call it and its schemas at run time are in
 * `../endpoint-schemas.ts`. The API registers its routes from
 * these rows (`apps/api/src/http/endpoint-router.ts`), the web client calls through them
 * (`apps/web/src/lib/api-client.ts`), and the server renderer names its first calls with them.
 *
 * The rows hold no zod at run time, and they sit in one file per domain: a bundler places a whole
 * module in one chunk, so this way a page ships the rows of the domains it calls and no others.
 * The schemas are bound to the rows for the API in `../endpoint-schemas.ts`, which the compiler
 * keeps in step with this table.
 */
export * from './session';
export * from './account';
export * from './catalogue';
export * from './admin';
export * from './catalog-transfer';
export * from './attributes';
export * from './cart';
export * from './addresses';
export * from './orders';
export * from './admin-orders';
export * from './admin-customers';
export * from './admin-dashboard';
export * from './shop';
export type * from './endpoint';
export * from './product-documents';
export * from './order-money';
export * from './order-returns';
export * from './product-variants';
export * from './staff';
export * from './staff-orders';
export * from './product-vat';
export * from './parcel-sizes';
export * from './stock';
export * from './shipments';
export * from './e-invoice';
export * from './heater-requests';
export * from './heater-quotes';
