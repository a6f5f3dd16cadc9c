/**
 * The endpoint table: every call the web app makes, as one row each — method, path, who may call
 * it, and (as types only) its request and response schemas. The API registers its routes from
 * these rows (`apps/api/src/http/endpoint-router.ts`), the web client calls through them
 * (`apps/web/src/lib/api-client.ts`), and the server renderer names its first calls with them.
 *
 * This module holds no zod at run time, so a page that calls one endpoint ships that row's few
 * bytes and nothing else: the rows are separate exports, which the bundler drops when unused, and
 * the schemas are bound to them for the API in `endpoint-schemas.ts`, which the compiler keeps in
 * step with this table.
 */
import type { z } from 'zod';
import type {
  AddressListResponseSchema,
  AddressRemovedResponseSchema,
  AddressResponseSchema,
  CreateAddressRequestSchema,
  DisableAddressRequestSchema,
  UpdateAddressRequestSchema,
} from './addresses';
import type {
  AddToCartRequestSchema,
  CartLineResponseSchema,
  CartListResponseSchema,
  DeleteCartItemRequestSchema,
  UpdateCartQuantityRequestSchema,
} from './cart';
import type {
  AdminProductPageResponseSchema,
  CategoryListResponseSchema,
  ListProductsRequestSchema,
  ListSubCategoriesRequestSchema,
  ProductDetailsRequestSchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  ProductPageResponseSchema,
  ProductsByCategoryAndSubCategoryRequestSchema,
  ProductsByCategoryRequestSchema,
  SearchProductsRequestSchema,
  SubCategoryListResponseSchema,
} from './catalog';
import type {
  AddCategoryRequestSchema,
  CategoryResponseSchema,
  CreateProductRequestSchema,
  CreateSubCategoryRequestSchema,
  DeleteByIdRequestSchema,
  ProductResponseSchema,
  SubCategoryResponseSchema,
  UpdateCategoryRequestSchema,
  UpdateProductRequestSchema,
  UpdateSubCategoryRequestSchema,
  UploadResponseSchema,
} from './catalog-admin';
import type {
  CheckoutResponseSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PlaceOrderRequestSchema,
} from './orders';
import type {
  AvatarResponseSchema,
  ConfirmEmailRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UpdateUserResponseSchema,
  UserResponseSchema,
  VerifyOtpRequestSchema,
} from './users';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiPath = `/api/${string}`;

/** Who may call: anyone, a logged-in user, or an active ADMIN (checked on the server). */
export type AuthLevel = 'public' | 'user' | 'admin';

/** What a request carries: a JSON body of a schema, one file in a multipart form, or nothing. */
export type RequestKind = z.ZodType | { file: string } | undefined;

interface EndpointRow<Request extends RequestKind, Response extends z.ZodType> {
  readonly method: HttpMethod;
  readonly path: ApiPath;
  readonly auth: AuthLevel;
  /** The status of a first success: 201 when the call created something. */
  readonly status: 200 | 201;
  /** Takes an `Idempotency-Key` header; a replay answers with the first answer's status and body. */
  readonly idempotent?: true;
  /** Never set: carries the schemas' types to callers. */
  readonly types?: { request: Request; response: Response };
}

/** One row of the table; an upload's row names the multipart form field of its file. */
export type Endpoint<
  Request extends RequestKind = RequestKind,
  Response extends z.ZodType = z.ZodType,
> = EndpointRow<Request, Response> &
  (Request extends { file: infer Field }
    ? { readonly file: Field }
    : { readonly file?: undefined });

/** The JSON body a caller sends (before the server's defaults), or undefined for none. */
export type RequestBodyOf<E> =
  E extends Endpoint<infer Request>
    ? Request extends z.ZodType
      ? z.input<Request>
      : undefined
    : never;

/** The body the API's handler sees, after the schema's parsing and defaults. */
export type ParsedBodyOf<E> =
  E extends Endpoint<infer Request>
    ? Request extends z.ZodType
      ? z.output<Request>
      : undefined
    : never;

/** The request schema type of a row (a zod schema, the upload's field, or undefined). */
export type RequestSchemaOf<E> = E extends Endpoint<infer Request> ? Request : never;

/** The response schema type of a row. */
export type ResponseSchemaOf<E> =
  E extends Endpoint<RequestKind, infer Response> ? Response : never;

/** The answer a caller receives. */
export type ResponseOf<E> = z.output<ResponseSchemaOf<E>>;

// ---- Account ----

export const register: Endpoint<typeof RegisterRequestSchema, typeof UserResponseSchema> = {
  method: 'POST',
  path: '/api/user/register',
  auth: 'public',
  status: 201,
};
export const login: Endpoint<typeof LoginRequestSchema, typeof LoginResponseSchema> = {
  method: 'POST',
  path: '/api/user/login',
  auth: 'public',
  status: 200,
};
export const refreshToken: Endpoint<undefined, typeof RefreshResponseSchema> = {
  method: 'POST',
  path: '/api/user/refresh-token',
  auth: 'public',
  status: 200,
};
export const logout: Endpoint<undefined, typeof MessageResponseSchema> = {
  method: 'GET',
  path: '/api/user/logout',
  auth: 'public',
  status: 200,
};
/** Logout as a POST, which no other site can trigger by a link or an image. */
export const logoutPost: Endpoint<undefined, typeof MessageResponseSchema> = {
  method: 'POST',
  path: '/api/user/logout',
  auth: 'public',
  status: 200,
};
export const userDetails: Endpoint<undefined, typeof UserResponseSchema> = {
  method: 'GET',
  path: '/api/user/user-details',
  auth: 'user',
  status: 200,
};
export const updateUser: Endpoint<typeof UpdateUserRequestSchema, typeof UpdateUserResponseSchema> =
  { method: 'PUT', path: '/api/user/update-user', auth: 'user', status: 200 };
/** Makes a new account e-mail the account's: public, as the link may be opened on any device. */
export const confirmEmail: Endpoint<
  typeof ConfirmEmailRequestSchema,
  typeof MessageResponseSchema
> = { method: 'POST', path: '/api/user/confirm-email', auth: 'public', status: 200 };
export const uploadAvatar: Endpoint<{ file: 'avatar' }, typeof AvatarResponseSchema> = {
  method: 'PUT',
  path: '/api/user/upload-avatar',
  auth: 'user',
  status: 200,
  file: 'avatar',
};
export const forgotPassword: Endpoint<
  typeof ForgotPasswordRequestSchema,
  typeof MessageResponseSchema
> = { method: 'PUT', path: '/api/user/forgot-password', auth: 'public', status: 200 };
export const verifyForgotPasswordOtp: Endpoint<
  typeof VerifyOtpRequestSchema,
  typeof MessageResponseSchema
> = { method: 'PUT', path: '/api/user/verify-forgot-password-otp', auth: 'public', status: 200 };
export const resetPassword: Endpoint<
  typeof ResetPasswordRequestSchema,
  typeof MessageResponseSchema
> = { method: 'PUT', path: '/api/user/reset-password', auth: 'public', status: 200 };

// ---- Catalogue (storefront) ----

export const listCategories: Endpoint<undefined, typeof CategoryListResponseSchema> = {
  method: 'GET',
  path: '/api/category/get',
  auth: 'public',
  status: 200,
};
export const listSubCategories: Endpoint<
  typeof ListSubCategoriesRequestSchema,
  typeof SubCategoryListResponseSchema
> = { method: 'POST', path: '/api/subcategory/get', auth: 'public', status: 200 };
export const categoryRowProducts: Endpoint<
  typeof ProductsByCategoryRequestSchema,
  typeof ProductListResponseSchema
> = { method: 'POST', path: '/api/product/get-product-by-category', auth: 'public', status: 200 };
/** The path's spelling ("pruduct") is the contract's: existing clients call it so. */
export const listingProducts: Endpoint<
  typeof ProductsByCategoryAndSubCategoryRequestSchema,
  typeof ProductPageResponseSchema
> = {
  method: 'POST',
  path: '/api/product/get-pruduct-by-category-and-subcategory',
  auth: 'public',
  status: 200,
};
export const searchProducts: Endpoint<
  typeof SearchProductsRequestSchema,
  typeof ProductPageResponseSchema
> = { method: 'POST', path: '/api/product/search-product', auth: 'public', status: 200 };
export const productDetails: Endpoint<
  typeof ProductDetailsRequestSchema,
  typeof ProductDetailsResponseSchema
> = { method: 'POST', path: '/api/product/get-product-details', auth: 'public', status: 200 };
/** The admin list's page of products; public, as the contract has always had it. */
export const listProducts: Endpoint<
  typeof ListProductsRequestSchema,
  typeof AdminProductPageResponseSchema
> = { method: 'POST', path: '/api/product/get', auth: 'public', status: 200 };

// ---- Catalogue (admin) ----

export const addCategory: Endpoint<typeof AddCategoryRequestSchema, typeof CategoryResponseSchema> =
  { method: 'POST', path: '/api/category/add-category', auth: 'admin', status: 200 };
export const updateCategory: Endpoint<
  typeof UpdateCategoryRequestSchema,
  typeof CategoryResponseSchema
> = { method: 'PUT', path: '/api/category/update', auth: 'admin', status: 200 };
export const deleteCategory: Endpoint<
  typeof DeleteByIdRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/category/delete', auth: 'admin', status: 200 };
export const createSubCategory: Endpoint<
  typeof CreateSubCategoryRequestSchema,
  typeof SubCategoryResponseSchema
> = { method: 'POST', path: '/api/subcategory/create', auth: 'admin', status: 200 };
export const updateSubCategory: Endpoint<
  typeof UpdateSubCategoryRequestSchema,
  typeof SubCategoryResponseSchema
> = { method: 'PUT', path: '/api/subcategory/update', auth: 'admin', status: 200 };
export const deleteSubCategory: Endpoint<
  typeof DeleteByIdRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/subcategory/delete', auth: 'admin', status: 200 };
export const createProduct: Endpoint<
  typeof CreateProductRequestSchema,
  typeof ProductResponseSchema
> = { method: 'POST', path: '/api/product/create', auth: 'admin', status: 200 };
export const updateProduct: Endpoint<
  typeof UpdateProductRequestSchema,
  typeof ProductResponseSchema
> = { method: 'PUT', path: '/api/product/update-product-details', auth: 'admin', status: 200 };
export const deleteProduct: Endpoint<typeof DeleteByIdRequestSchema, typeof MessageResponseSchema> =
  { method: 'DELETE', path: '/api/product/delete-product', auth: 'admin', status: 200 };
export const uploadImage: Endpoint<{ file: 'image' }, typeof UploadResponseSchema> = {
  method: 'POST',
  path: '/api/file/upload',
  auth: 'admin',
  status: 200,
  file: 'image',
};

// ---- Cart ----

export const addToCart: Endpoint<typeof AddToCartRequestSchema, typeof CartLineResponseSchema> = {
  method: 'POST',
  path: '/api/cart/create',
  auth: 'user',
  status: 201,
};
export const getCart: Endpoint<undefined, typeof CartListResponseSchema> = {
  method: 'GET',
  path: '/api/cart/get',
  auth: 'user',
  status: 200,
};
export const updateCartQuantity: Endpoint<
  typeof UpdateCartQuantityRequestSchema,
  typeof CartLineResponseSchema
> = { method: 'PUT', path: '/api/cart/update-qty', auth: 'user', status: 200 };
export const deleteCartItem: Endpoint<
  typeof DeleteCartItemRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/cart/delete-cart-item', auth: 'user', status: 200 };

// ---- Addresses ----

export const createAddress: Endpoint<
  typeof CreateAddressRequestSchema,
  typeof AddressResponseSchema
> = { method: 'POST', path: '/api/address/create', auth: 'user', status: 201 };
export const updateAddress: Endpoint<
  typeof UpdateAddressRequestSchema,
  typeof AddressResponseSchema
> = { method: 'PUT', path: '/api/address/update', auth: 'user', status: 200 };
export const disableAddress: Endpoint<
  typeof DisableAddressRequestSchema,
  typeof AddressRemovedResponseSchema
> = { method: 'DELETE', path: '/api/address/disable', auth: 'user', status: 200 };
export const listAddresses: Endpoint<undefined, typeof AddressListResponseSchema> = {
  method: 'GET',
  path: '/api/address/get',
  auth: 'user',
  status: 200,
};

// ---- Orders ----

export const cashOnDelivery: Endpoint<typeof PlaceOrderRequestSchema, typeof OrderResponseSchema> =
  {
    method: 'POST',
    path: '/api/order/cash-on-delivery',
    auth: 'user',
    status: 201,
    idempotent: true,
  };
export const checkout: Endpoint<typeof PlaceOrderRequestSchema, typeof CheckoutResponseSchema> = {
  method: 'POST',
  path: '/api/order/checkout',
  auth: 'user',
  status: 201,
  idempotent: true,
};
export const orderList: Endpoint<undefined, typeof OrderListResponseSchema> = {
  method: 'GET',
  path: '/api/order/order-list',
  auth: 'user',
  status: 200,
};
