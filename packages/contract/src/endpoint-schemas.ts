/**
 * The schemas of the endpoint table (`endpoints.ts`), for the API: each row's request and response
 * schemas and its documentation. Kept apart from the rows so the web app's bundle carries no zod;
 * the compiler checks that every row has its schemas here, of exactly the row's types, and that
 * nothing here lacks a row.
 */
import type { z } from 'zod';
import {
  AddressListResponseSchema,
  AddressRemovedResponseSchema,
  AddressResponseSchema,
  CreateAddressRequestSchema,
  DisableAddressRequestSchema,
  UpdateAddressRequestSchema,
} from './addresses';
import {
  AddToCartRequestSchema,
  CartLineResponseSchema,
  CartListResponseSchema,
  DeleteCartItemRequestSchema,
  UpdateCartQuantityRequestSchema,
} from './cart';
import {
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
import {
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
import {
  CheckoutResponseSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PlaceOrderRequestSchema,
} from './orders';
import {
  AvatarResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
  VerifyOtpRequestSchema,
} from './users';
import type * as rows from './endpoints';
import type { RequestSchemaOf, ResponseSchemaOf } from './endpoints';

/** The name of a row of the endpoint table. */
export type EndpointName = keyof typeof rows;

export type EndpointTag = 'account' | 'catalogue' | 'admin' | 'cart' | 'addresses' | 'orders';

/** One row's schemas: the JSON body's (none for uploads and body-less calls) and the answer's. */
export interface EndpointSchemas<E> {
  request: RequestSchemaOf<E> extends z.ZodType ? RequestSchemaOf<E> : undefined;
  response: ResponseSchemaOf<E>;
  tag: EndpointTag;
  summary: string;
}

export const endpointSchemas = {
  register: {
    request: RegisterRequestSchema,
    response: UserResponseSchema,
    tag: 'account',
    summary: 'Create a shopper account',
  },
  login: {
    request: LoginRequestSchema,
    response: LoginResponseSchema,
    tag: 'account',
    summary: 'Log in; tokens in data and in HttpOnly cookies',
  },
  refreshToken: {
    request: undefined,
    response: RefreshResponseSchema,
    tag: 'account',
    summary: 'Rotate the refresh token (Bearer or cookie) for a new pair',
  },
  logout: {
    request: undefined,
    response: MessageResponseSchema,
    tag: 'account',
    summary: 'End the current login',
  },
  userDetails: {
    request: undefined,
    response: UserResponseSchema,
    tag: 'account',
    summary: 'The logged-in user',
  },
  updateUser: {
    request: UpdateUserRequestSchema,
    response: UserResponseSchema,
    tag: 'account',
    summary: 'Change name, e-mail and mobile',
  },
  uploadAvatar: {
    request: undefined,
    response: AvatarResponseSchema,
    tag: 'account',
    summary: 'Upload an avatar (multipart field "avatar")',
  },
  forgotPassword: {
    request: ForgotPasswordRequestSchema,
    response: MessageResponseSchema,
    tag: 'account',
    summary: 'Mail a one-time code for a password reset',
  },
  verifyForgotPasswordOtp: {
    request: VerifyOtpRequestSchema,
    response: MessageResponseSchema,
    tag: 'account',
    summary: 'Check the one-time code',
  },
  resetPassword: {
    request: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    tag: 'account',
    summary: 'Set a new password after a verified code',
  },
  listCategories: {
    request: undefined,
    response: CategoryListResponseSchema,
    tag: 'catalogue',
    summary: 'All categories, sorted by name',
  },
  listSubCategories: {
    request: ListSubCategoriesRequestSchema,
    response: SubCategoryListResponseSchema,
    tag: 'catalogue',
    summary: 'All sub-categories with their categories, sorted by name',
  },
  categoryRowProducts: {
    request: ProductsByCategoryRequestSchema,
    response: ProductListResponseSchema,
    tag: 'catalogue',
    summary: "A category's newest products (the home page row)",
  },
  listingProducts: {
    request: ProductsByCategoryAndSubCategoryRequestSchema,
    response: ProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'A page of the products of a category and sub-category (path spelled as the contract)',
  },
  searchProducts: {
    request: SearchProductsRequestSchema,
    response: ProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'Search products, ignoring case and Vietnamese diacritics, tolerating typos',
  },
  productDetails: {
    request: ProductDetailsRequestSchema,
    response: ProductDetailsResponseSchema,
    tag: 'catalogue',
    summary: 'One product',
  },
  listProducts: {
    request: ListProductsRequestSchema,
    response: AdminProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'A page of products, optionally searched (the admin list)',
  },
  addCategory: {
    request: AddCategoryRequestSchema,
    response: CategoryResponseSchema,
    tag: 'admin',
    summary: 'Add a category',
  },
  updateCategory: {
    request: UpdateCategoryRequestSchema,
    response: CategoryResponseSchema,
    tag: 'admin',
    summary: 'Change a category',
  },
  deleteCategory: {
    request: DeleteByIdRequestSchema,
    response: MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a category no sub-category or product uses',
  },
  createSubCategory: {
    request: CreateSubCategoryRequestSchema,
    response: SubCategoryResponseSchema,
    tag: 'admin',
    summary: 'Add a sub-category',
  },
  updateSubCategory: {
    request: UpdateSubCategoryRequestSchema,
    response: SubCategoryResponseSchema,
    tag: 'admin',
    summary: 'Change a sub-category',
  },
  deleteSubCategory: {
    request: DeleteByIdRequestSchema,
    response: MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a sub-category no product uses',
  },
  createProduct: {
    request: CreateProductRequestSchema,
    response: ProductResponseSchema,
    tag: 'admin',
    summary: 'Add a product',
  },
  updateProduct: {
    request: UpdateProductRequestSchema,
    response: ProductResponseSchema,
    tag: 'admin',
    summary: 'Change a product',
  },
  deleteProduct: {
    request: DeleteByIdRequestSchema,
    response: MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a product',
  },
  uploadImage: {
    request: undefined,
    response: UploadResponseSchema,
    tag: 'admin',
    summary: 'Upload an image (multipart field "image")',
  },
  addToCart: {
    request: AddToCartRequestSchema,
    response: CartLineResponseSchema,
    tag: 'cart',
    summary: 'Put one of a product in the cart',
  },
  getCart: {
    request: undefined,
    response: CartListResponseSchema,
    tag: 'cart',
    summary: "The caller's cart, products populated",
  },
  updateCartQuantity: {
    request: UpdateCartQuantityRequestSchema,
    response: CartLineResponseSchema,
    tag: 'cart',
    summary: 'Set the quantity of a cart line (1 to the stock)',
  },
  deleteCartItem: {
    request: DeleteCartItemRequestSchema,
    response: MessageResponseSchema,
    tag: 'cart',
    summary: 'Remove a cart line',
  },
  createAddress: {
    request: CreateAddressRequestSchema,
    response: AddressResponseSchema,
    tag: 'addresses',
    summary: 'Save a delivery address',
  },
  updateAddress: {
    request: UpdateAddressRequestSchema,
    response: AddressResponseSchema,
    tag: 'addresses',
    summary: 'Change a saved address (a `userId` in the body is ignored)',
  },
  disableAddress: {
    request: DisableAddressRequestSchema,
    response: AddressRemovedResponseSchema,
    tag: 'addresses',
    summary: 'Remove a saved address (soft: status false)',
  },
  listAddresses: {
    request: undefined,
    response: AddressListResponseSchema,
    tag: 'addresses',
    summary: "The caller's addresses still in use",
  },
  cashOnDelivery: {
    request: PlaceOrderRequestSchema,
    response: OrderResponseSchema,
    tag: 'orders',
    summary: 'Order the cart, paid in cash on delivery (send Idempotency-Key to retry safely)',
  },
  checkout: {
    request: PlaceOrderRequestSchema,
    response: CheckoutResponseSchema,
    tag: 'orders',
    summary: 'Order the cart and open a hosted card checkout; `url` is the page to open',
  },
  orderList: {
    request: undefined,
    response: OrderListResponseSchema,
    tag: 'orders',
    summary: "The caller's orders, newest first",
  },
} satisfies { [Name in EndpointName]: EndpointSchemas<(typeof rows)[Name]> };
