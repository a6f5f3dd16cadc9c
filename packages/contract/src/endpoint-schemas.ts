/**
 * The API's half of the endpoint table (`endpoints/`): each row's request and response schemas,
 * who may call it, its success status and its documentation. Kept apart from the rows, which
 * carry only what a caller needs (method and path), so the web app's bundle carries no zod;
 * the compiler checks that every row has its schemas here, of exactly the row's types, and that
 * nothing here lacks a row.
 */
import type { z } from 'zod';
import * as addresses from './addresses';
import * as policies from './policies';
import * as cart from './cart';
import * as catalog from './catalog';
import * as catalogAdmin from './catalog-admin';
import * as catalogTransfer from './catalog-transfer';
import * as attributeAdmin from './attribute-admin';
import * as adminOrders from './admin-orders';
import * as mail from './mail';
import * as adminDashboard from './admin-dashboard';
import * as orders from './orders';
import * as users from './users';
import * as shopSettings from './shop-settings';
import * as productDocuments from './product-documents';
import { adminCustomerEndpointSchemas } from './admin-customers-endpoints';
import { staffEndpointSchemas } from './staff-endpoints';
import { stockEndpointSchemas } from './stock-endpoints';
import type { StaffArea } from './staff';
import { staffOrderEndpointSchemas } from './staff-orders-endpoints';
import { shipmentEndpointSchemas } from './shipments-endpoints';
import { eInvoiceEndpointSchemas } from './e-invoice-endpoints';
import { orderReturnEndpointSchemas } from './order-returns-endpoints';
import { heaterRequestEndpointSchemas } from './heater-requests-endpoints';
import { heaterQuoteEndpointSchemas } from './heater-quotes-endpoints';
import * as orderMoney from './order-money';
import * as variantAdmin from './variant-admin';
import * as productVat from './product-vat';
import type * as rows from './endpoints/index';
import type { AuthLevel, RequestSchemaOf, ResponseSchemaOf } from './endpoints/index';

/** The name of a row of the endpoint table. */
export type EndpointName = keyof typeof rows;

export type EndpointTag =
  'account' | 'catalogue' | 'admin' | 'cart' | 'addresses' | 'orders' | 'shop';

/** What the API needs beyond a row's method and path (the web app needs none of it). */
export interface EndpointSchemas<E> {
  /** The JSON body's schema; none for uploads and body-less calls. */
  request: RequestSchemaOf<E> extends z.ZodType ? RequestSchemaOf<E> : undefined;
  response: ResponseSchemaOf<E>;
  /** Who may call: checked on the server before the body is read. */
  auth: AuthLevel;
  /**
   * An admin row's area: the staff roles that may call it are those that may use the area
   * (`STAFF_AREAS_OF` in staff.ts). Every admin row names one (the contract's test says so).
   */
  area?: StaffArea;
  /** The status of a first success: 201 when the call created something. */
  status: 200 | 201;
  /** Takes an `Idempotency-Key` header; a replay answers with the first answer's status and body. */
  idempotent?: true;
  tag: EndpointTag;
  summary: string;
}

export const endpointSchemas = {
  register: {
    auth: 'public',
    status: 201,
    request: users.RegisterRequestSchema,
    response: users.UserResponseSchema,
    tag: 'account',
    summary: 'Create a shopper account',
  },
  login: {
    auth: 'public',
    status: 200,
    request: users.LoginRequestSchema,
    response: users.LoginResponseSchema,
    tag: 'account',
    summary: 'Log in; tokens in data and in HttpOnly cookies',
  },
  refreshToken: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: users.RefreshResponseSchema,
    tag: 'account',
    summary: 'Rotate the refresh token (Bearer or cookie) for a new pair',
  },
  logout: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'End the current login',
  },
  logoutPost: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'End the current login (the same as the GET, safe from other sites)',
  },
  userDetails: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: users.UserResponseSchema,
    tag: 'account',
    summary: 'The logged-in user',
  },
  updateUser: {
    auth: 'user',
    status: 200,
    request: users.UpdateUserRequestSchema,
    response: users.UpdateUserResponseSchema,
    tag: 'account',
    summary:
      'Change name and mobile; a new e-mail needs the current password and waits for its confirmation link',
  },
  confirmEmail: {
    auth: 'public',
    status: 200,
    request: users.ConfirmEmailRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Confirm a new account e-mail with the mailed link’s token',
  },
  cancelEmailChange: {
    auth: 'public',
    status: 200,
    request: users.CancelEmailChangeRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Cancel a pending e-mail change with the link mailed to the old address',
  },
  uploadAvatar: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: users.AvatarResponseSchema,
    tag: 'account',
    summary: 'Upload an avatar (multipart field "avatar")',
  },
  forgotPassword: {
    auth: 'public',
    status: 200,
    request: users.ForgotPasswordRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Mail a one-time code for a password reset',
  },
  verifyForgotPasswordOtp: {
    auth: 'public',
    status: 200,
    request: users.VerifyOtpRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Check the one-time code',
  },
  resetPassword: {
    auth: 'public',
    status: 200,
    request: users.ResetPasswordRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Set a new password after a verified code',
  },
  listCategories: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: catalog.CategoryListResponseSchema,
    tag: 'catalogue',
    summary: 'All categories, sorted by name',
  },
  listSubCategories: {
    auth: 'public',
    status: 200,
    request: catalog.ListSubCategoriesRequestSchema,
    response: catalog.SubCategoryListResponseSchema,
    tag: 'catalogue',
    summary: 'All sub-categories with their categories, sorted by name',
  },
  categoryRowProducts: {
    auth: 'public',
    status: 200,
    request: catalog.ProductsByCategoryRequestSchema,
    response: catalog.ProductListResponseSchema,
    tag: 'catalogue',
    summary: "A category's newest products (the home page row)",
  },
  listingProducts: {
    auth: 'public',
    status: 200,
    request: catalog.ProductsByCategoryAndSubCategoryRequestSchema,
    response: catalog.ProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'A page of the products of a category and sub-category (path spelled as the contract)',
  },
  searchProducts: {
    auth: 'public',
    status: 200,
    request: catalog.SearchProductsRequestSchema,
    response: catalog.ProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'Search products, ignoring case and Vietnamese diacritics, tolerating typos',
  },
  productDetails: {
    auth: 'public',
    status: 200,
    request: catalog.ProductDetailsRequestSchema,
    response: catalog.ProductDetailsResponseSchema,
    tag: 'catalogue',
    summary: 'One product',
  },
  listProducts: {
    auth: 'public',
    status: 200,
    request: catalog.ListProductsRequestSchema,
    response: catalog.AdminProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'A page of products, optionally searched (the admin list)',
  },
  productExport: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: undefined,
    response: catalogTransfer.ProductExportResponseSchema,
    tag: 'admin',
    summary: 'The whole catalogue as CSV (UTF-8 with BOM), one spec:<attribute> column each',
  },
  productImportPlan: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogTransfer.ProductImportRequestSchema,
    response: catalogTransfer.ImportPlanResponseSchema,
    tag: 'admin',
    summary: 'Dry run of a catalogue CSV import: rows to create, update and reject; writes nothing',
  },
  productImportApply: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogTransfer.ProductImportApplyRequestSchema,
    response: catalogTransfer.ImportResultResponseSchema,
    tag: 'admin',
    summary: 'Write a dry-run plan (same hash) all or nothing',
  },
  addCategory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.AddCategoryRequestSchema,
    response: catalogAdmin.CategoryResponseSchema,
    tag: 'admin',
    summary: 'Add a category',
  },
  updateCategory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.UpdateCategoryRequestSchema,
    response: catalogAdmin.CategoryResponseSchema,
    tag: 'admin',
    summary: 'Change a category',
  },
  deleteCategory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.DeleteByIdRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a category no sub-category or product uses',
  },
  createSubCategory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.CreateSubCategoryRequestSchema,
    response: catalogAdmin.SubCategoryResponseSchema,
    tag: 'admin',
    summary: 'Add a sub-category',
  },
  updateSubCategory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.UpdateSubCategoryRequestSchema,
    response: catalogAdmin.SubCategoryResponseSchema,
    tag: 'admin',
    summary: 'Change a sub-category',
  },
  deleteSubCategory: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.DeleteByIdRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a sub-category no product uses',
  },
  createProduct: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.CreateProductRequestSchema,
    response: catalogAdmin.ProductResponseSchema,
    tag: 'admin',
    summary: 'Add a product',
  },
  updateProduct: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.UpdateProductRequestSchema,
    response: catalogAdmin.ProductResponseSchema,
    tag: 'admin',
    summary: 'Change a product',
  },
  deleteProduct: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: catalogAdmin.DeleteByIdRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a product',
  },
  listAttributes: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: attributeAdmin.AttributeListResponseSchema,
    tag: 'catalogue',
    summary: 'All specification attributes, by position then label',
  },
  createAttribute: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: attributeAdmin.CreateAttributeRequestSchema,
    response: attributeAdmin.AttributeResponseSchema,
    tag: 'admin',
    summary: 'Add a specification attribute',
  },
  updateAttribute: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: attributeAdmin.UpdateAttributeRequestSchema,
    response: attributeAdmin.AttributeResponseSchema,
    tag: 'admin',
    summary: 'Change a specification attribute (its id stays)',
  },
  deleteAttribute: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: attributeAdmin.DeleteAttributeRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: "Delete a specification attribute and the products' values of it",
  },
  mailQueue: {
    auth: 'admin',
    area: 'settings',
    status: 200,
    request: undefined,
    response: mail.MailQueueResponseSchema,
    tag: 'admin',
    summary:
      'The mail queue: sent, waiting, failing and expired counts, and the undelivered mails (no text)',
  },
  uploadImage: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: undefined,
    response: catalogAdmin.UploadResponseSchema,
    tag: 'admin',
    summary: 'Upload an image (multipart field "image")',
  },
  addToCart: {
    auth: 'user',
    status: 201,
    request: cart.AddToCartRequestSchema,
    response: cart.CartLineResponseSchema,
    tag: 'cart',
    summary: 'Put one of a product in the cart',
  },
  getCart: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: cart.CartListResponseSchema,
    tag: 'cart',
    summary: "The caller's cart, products populated",
  },
  updateCartQuantity: {
    auth: 'user',
    status: 200,
    request: cart.UpdateCartQuantityRequestSchema,
    response: cart.CartLineResponseSchema,
    tag: 'cart',
    summary: 'Set the quantity of a cart line (1 to the stock)',
  },
  deleteCartItem: {
    auth: 'user',
    status: 200,
    request: cart.DeleteCartItemRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'cart',
    summary: 'Remove a cart line',
  },
  mergeCart: {
    auth: 'user',
    status: 200,
    request: cart.MergeCartRequestSchema,
    response: cart.MergeCartResponseSchema,
    tag: 'cart',
    summary:
      "Fold a guest's cart into the caller's: quantities added, capped by stock and the per-order limit",
  },
  createAddress: {
    auth: 'user',
    status: 201,
    request: addresses.CreateAddressRequestSchema,
    response: addresses.AddressResponseSchema,
    tag: 'addresses',
    summary: 'Save a delivery address',
  },
  updateAddress: {
    auth: 'user',
    status: 200,
    request: addresses.UpdateAddressRequestSchema,
    response: addresses.AddressResponseSchema,
    tag: 'addresses',
    summary: 'Change a saved address (a `userId` in the body is ignored)',
  },
  disableAddress: {
    auth: 'user',
    status: 200,
    request: addresses.DisableAddressRequestSchema,
    response: addresses.AddressRemovedResponseSchema,
    tag: 'addresses',
    summary: 'Remove a saved address (soft: status false)',
  },
  addressProvinces: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: addresses.AdministrativeUnitsResponseSchema,
    tag: 'addresses',
    summary: 'The provinces and centrally run cities (two-level units since 1 July 2025)',
  },
  addressWards: {
    auth: 'public',
    status: 200,
    request: addresses.WardsRequestSchema,
    response: addresses.AdministrativeUnitsResponseSchema,
    tag: 'addresses',
    summary: 'The wards, communes and special zones of one province',
  },
  listAddresses: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: addresses.AddressListResponseSchema,
    tag: 'addresses',
    summary: "The caller's addresses still in use",
  },
  cashOnDelivery: {
    auth: 'user',
    status: 201,
    idempotent: true,
    request: orders.PlaceOrderRequestSchema,
    response: orders.OrderResponseSchema,
    tag: 'orders',
    summary: 'Order the cart, paid in cash on delivery (send Idempotency-Key to retry safely)',
  },
  bankTransfer: {
    auth: 'user',
    status: 201,
    idempotent: true,
    request: orders.PlaceOrderRequestSchema,
    response: orders.OrderResponseSchema,
    tag: 'orders',
    summary:
      'Order the cart, paid by bank transfer to the shop’s account (VietQR); waits for the admin to record the money',
  },
  checkout: {
    auth: 'user',
    status: 201,
    idempotent: true,
    request: orders.PlaceOrderRequestSchema,
    response: orders.CheckoutResponseSchema,
    tag: 'orders',
    summary: 'Order the cart and open a hosted card checkout; `url` is the page to open',
  },
  orderList: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: orders.OrderListResponseSchema,
    tag: 'orders',
    summary: "The caller's orders, newest first",
  },
  myOrders: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: orders.LifecycleOrderListResponseSchema,
    tag: 'orders',
    summary: "The caller's orders with status, payment, timeline and tracking, newest first",
  },
  cancelOrder: {
    auth: 'user',
    status: 200,
    request: orders.CancelOrderRequestSchema,
    response: orders.LifecycleOrderResponseSchema,
    tag: 'orders',
    summary: 'Cancel one of the caller’s orders (pending payment, placed or confirmed)',
  },
  adminOrderList: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: adminOrders.AdminOrderListRequestSchema,
    response: adminOrders.AdminOrderPageResponseSchema,
    tag: 'admin',
    summary: 'Orders: filtered, searched (accent-insensitive), sorted, one page',
  },
  adminOrderDetails: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: adminOrders.AdminOrderIdRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary: 'One order with customer, payments, timeline and the changes allowed now',
  },
  adminOrderTransition: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: adminOrders.AdminOrderTransitionRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary: 'Move an order to another status (409 when the lifecycle refuses)',
  },
  adminOrderPayment: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: adminOrders.AdminOrderPaymentRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary: 'Mark an order paid (cash on delivery, once delivered) or refunded',
  },
  adminOrderNote: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: adminOrders.AdminOrderNoteRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary: 'Save the internal note of an order',
  },
  adminOrderExport: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: adminOrders.AdminOrderFiltersSchema,
    response: adminOrders.AdminOrderExportResponseSchema,
    tag: 'admin',
    summary: 'The filtered orders as CSV (UTF-8 with BOM); filters in the query string',
  },
  adminDashboard: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: undefined,
    response: adminDashboard.AdminDashboardResponseSchema,
    tag: 'admin',
    summary: 'Sales figures (today, 7 and 30 days), orders by status, best sellers, low stock',
  },
  shopDetails: {
    auth: 'public',
    status: 200,
    request: undefined,
    response: adminDashboard.ShopDetailsResponseSchema,
    tag: 'shop',
    summary: 'The shop’s name, address, phone, e-mail and tax code',
  },
  shopPolicy: {
    auth: 'public',
    status: 200,
    request: policies.PolicyRequestSchema,
    response: policies.PolicyResponseSchema,
    tag: 'shop',
    summary: 'One of the shop’s published policies (delivery, returns, payment, privacy)',
  },
  adminShopSettings: {
    auth: 'admin',
    area: 'settings',
    status: 200,
    request: undefined,
    response: shopSettings.ShopSettingsResponseSchema,
    tag: 'admin',
    summary: 'The shop’s settings and the audit trail of their changes',
  },
  adminUpdateShopSettings: {
    auth: 'admin',
    area: 'settings',
    status: 200,
    request: shopSettings.ShopSettingsSchema,
    response: shopSettings.ShopSettingsResponseSchema,
    tag: 'admin',
    summary: 'Saves the shop’s settings; every process uses them at once',
  },
  uploadDocument: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: undefined,
    response: productDocuments.UploadDocumentResponseSchema,
    tag: 'admin',
    summary:
      'Upload a PDF document (multipart field "document"), checked by its bytes, at most 20 MB',
  },
  attachDocument: {
    auth: 'admin',
    area: 'catalogue',
    status: 201,
    request: productDocuments.AttachDocumentRequestSchema,
    response: productDocuments.ProductDocumentsResponseSchema,
    tag: 'admin',
    summary: 'Attach an uploaded document to a product; answers its documents',
  },
  updateDocument: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: productDocuments.UpdateDocumentRequestSchema,
    response: productDocuments.ProductDocumentsResponseSchema,
    tag: 'admin',
    summary: 'Rename a product’s document or change its kind',
  },
  reorderDocuments: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: productDocuments.ReorderDocumentsRequestSchema,
    response: productDocuments.ProductDocumentsResponseSchema,
    tag: 'admin',
    summary: 'Put a product’s documents in a new order (every one of them, once)',
  },
  removeDocument: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: productDocuments.RemoveDocumentRequestSchema,
    response: productDocuments.ProductDocumentsResponseSchema,
    tag: 'admin',
    summary: 'Remove a product’s document (its file goes when nothing else refers to it)',
  },
  ...adminCustomerEndpointSchemas,
  ...staffEndpointSchemas,
  ...staffOrderEndpointSchemas,
  ...stockEndpointSchemas,
  ...shipmentEndpointSchemas,
  ...eInvoiceEndpointSchemas,
  ...orderReturnEndpointSchemas,
  ...heaterRequestEndpointSchemas,
  ...heaterQuoteEndpointSchemas,
  adminRecordOrderPayment: {
    auth: 'admin',
    area: 'payments',
    status: 200,
    request: orderMoney.RecordOrderPaymentRequestSchema,
    response: orderMoney.OrderMoneyResponseSchema,
    tag: 'admin',
    summary: 'Record a payment received for an order (a deposit, the balance); answers its money',
  },
  adminTransferList: {
    auth: 'admin',
    area: 'payments',
    status: 200,
    request: orderMoney.BankTransferListRequestSchema,
    response: orderMoney.BankTransferPageResponseSchema,
    tag: 'admin',
    summary: 'The bank transfers SePay reported: those waiting for the staff, or all',
  },
  adminTransferAttach: {
    auth: 'admin',
    area: 'payments',
    status: 200,
    request: orderMoney.AttachTransferRequestSchema,
    response: orderMoney.BankTransferResponseSchema,
    tag: 'admin',
    summary: 'Attach a short or unmatched transfer to an order, as one of its payments',
  },
  setProductVariants: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: variantAdmin.SetProductVariantsRequestSchema,
    response: variantAdmin.ProductVariantsResponseSchema,
    tag: 'admin',
    summary: 'Set a product’s options and variants (all at once; the first variant is the default)',
  },
  productVat: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: productVat.ProductVatRequestSchema,
    response: productVat.ProductVatResponseSchema,
    tag: 'admin',
    summary: 'A product’s VAT rate, its variants’ and the shop’s default',
  },
  setProductVat: {
    auth: 'admin',
    area: 'catalogue',
    status: 200,
    request: productVat.SetProductVatRequestSchema,
    response: productVat.ProductVatResponseSchema,
    tag: 'admin',
    summary: 'Set the VAT rate of a product or one of its variants (null: the level above)',
  },
} satisfies { [Name in EndpointName]: EndpointSchemas<(typeof rows)[Name]> };
