/**
 * The schemas of the endpoint table (`endpoints.ts`), for the API: each row's request and response
 * schemas and its documentation. Kept apart from the rows so the web app's bundle carries no zod;
 * the compiler checks that every row has its schemas here, of exactly the row's types, and that
 * nothing here lacks a row.
 */
import type { z } from 'zod';
import * as addresses from './addresses';
import * as cart from './cart';
import * as catalog from './catalog';
import * as catalogAdmin from './catalog-admin';
import * as orders from './orders';
import * as users from './users';
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
    request: users.RegisterRequestSchema,
    response: users.UserResponseSchema,
    tag: 'account',
    summary: 'Create a shopper account',
  },
  login: {
    request: users.LoginRequestSchema,
    response: users.LoginResponseSchema,
    tag: 'account',
    summary: 'Log in; tokens in data and in HttpOnly cookies',
  },
  refreshToken: {
    request: undefined,
    response: users.RefreshResponseSchema,
    tag: 'account',
    summary: 'Rotate the refresh token (Bearer or cookie) for a new pair',
  },
  logout: {
    request: undefined,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'End the current login',
  },
  logoutPost: {
    request: undefined,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'End the current login (the same as the GET, safe from other sites)',
  },
  userDetails: {
    request: undefined,
    response: users.UserResponseSchema,
    tag: 'account',
    summary: 'The logged-in user',
  },
  updateUser: {
    request: users.UpdateUserRequestSchema,
    response: users.UpdateUserResponseSchema,
    tag: 'account',
    summary: 'Change name and mobile; a new e-mail waits for its confirmation link',
  },
  confirmEmail: {
    request: users.ConfirmEmailRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Confirm a new account e-mail with the mailed link’s token',
  },
  uploadAvatar: {
    request: undefined,
    response: users.AvatarResponseSchema,
    tag: 'account',
    summary: 'Upload an avatar (multipart field "avatar")',
  },
  forgotPassword: {
    request: users.ForgotPasswordRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Mail a one-time code for a password reset',
  },
  verifyForgotPasswordOtp: {
    request: users.VerifyOtpRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Check the one-time code',
  },
  resetPassword: {
    request: users.ResetPasswordRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'account',
    summary: 'Set a new password after a verified code',
  },
  listCategories: {
    request: undefined,
    response: catalog.CategoryListResponseSchema,
    tag: 'catalogue',
    summary: 'All categories, sorted by name',
  },
  listSubCategories: {
    request: catalog.ListSubCategoriesRequestSchema,
    response: catalog.SubCategoryListResponseSchema,
    tag: 'catalogue',
    summary: 'All sub-categories with their categories, sorted by name',
  },
  categoryRowProducts: {
    request: catalog.ProductsByCategoryRequestSchema,
    response: catalog.ProductListResponseSchema,
    tag: 'catalogue',
    summary: "A category's newest products (the home page row)",
  },
  listingProducts: {
    request: catalog.ProductsByCategoryAndSubCategoryRequestSchema,
    response: catalog.ProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'A page of the products of a category and sub-category (path spelled as the contract)',
  },
  searchProducts: {
    request: catalog.SearchProductsRequestSchema,
    response: catalog.ProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'Search products, ignoring case and Vietnamese diacritics, tolerating typos',
  },
  productDetails: {
    request: catalog.ProductDetailsRequestSchema,
    response: catalog.ProductDetailsResponseSchema,
    tag: 'catalogue',
    summary: 'One product',
  },
  listProducts: {
    request: catalog.ListProductsRequestSchema,
    response: catalog.AdminProductPageResponseSchema,
    tag: 'catalogue',
    summary: 'A page of products, optionally searched (the admin list)',
  },
  addCategory: {
    request: catalogAdmin.AddCategoryRequestSchema,
    response: catalogAdmin.CategoryResponseSchema,
    tag: 'admin',
    summary: 'Add a category',
  },
  updateCategory: {
    request: catalogAdmin.UpdateCategoryRequestSchema,
    response: catalogAdmin.CategoryResponseSchema,
    tag: 'admin',
    summary: 'Change a category',
  },
  deleteCategory: {
    request: catalogAdmin.DeleteByIdRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a category no sub-category or product uses',
  },
  createSubCategory: {
    request: catalogAdmin.CreateSubCategoryRequestSchema,
    response: catalogAdmin.SubCategoryResponseSchema,
    tag: 'admin',
    summary: 'Add a sub-category',
  },
  updateSubCategory: {
    request: catalogAdmin.UpdateSubCategoryRequestSchema,
    response: catalogAdmin.SubCategoryResponseSchema,
    tag: 'admin',
    summary: 'Change a sub-category',
  },
  deleteSubCategory: {
    request: catalogAdmin.DeleteByIdRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a sub-category no product uses',
  },
  createProduct: {
    request: catalogAdmin.CreateProductRequestSchema,
    response: catalogAdmin.ProductResponseSchema,
    tag: 'admin',
    summary: 'Add a product',
  },
  updateProduct: {
    request: catalogAdmin.UpdateProductRequestSchema,
    response: catalogAdmin.ProductResponseSchema,
    tag: 'admin',
    summary: 'Change a product',
  },
  deleteProduct: {
    request: catalogAdmin.DeleteByIdRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'admin',
    summary: 'Delete a product',
  },
  uploadImage: {
    request: undefined,
    response: catalogAdmin.UploadResponseSchema,
    tag: 'admin',
    summary: 'Upload an image (multipart field "image")',
  },
  addToCart: {
    request: cart.AddToCartRequestSchema,
    response: cart.CartLineResponseSchema,
    tag: 'cart',
    summary: 'Put one of a product in the cart',
  },
  getCart: {
    request: undefined,
    response: cart.CartListResponseSchema,
    tag: 'cart',
    summary: "The caller's cart, products populated",
  },
  updateCartQuantity: {
    request: cart.UpdateCartQuantityRequestSchema,
    response: cart.CartLineResponseSchema,
    tag: 'cart',
    summary: 'Set the quantity of a cart line (1 to the stock)',
  },
  deleteCartItem: {
    request: cart.DeleteCartItemRequestSchema,
    response: users.MessageResponseSchema,
    tag: 'cart',
    summary: 'Remove a cart line',
  },
  createAddress: {
    request: addresses.CreateAddressRequestSchema,
    response: addresses.AddressResponseSchema,
    tag: 'addresses',
    summary: 'Save a delivery address',
  },
  updateAddress: {
    request: addresses.UpdateAddressRequestSchema,
    response: addresses.AddressResponseSchema,
    tag: 'addresses',
    summary: 'Change a saved address (a `userId` in the body is ignored)',
  },
  disableAddress: {
    request: addresses.DisableAddressRequestSchema,
    response: addresses.AddressRemovedResponseSchema,
    tag: 'addresses',
    summary: 'Remove a saved address (soft: status false)',
  },
  listAddresses: {
    request: undefined,
    response: addresses.AddressListResponseSchema,
    tag: 'addresses',
    summary: "The caller's addresses still in use",
  },
  cashOnDelivery: {
    request: orders.PlaceOrderRequestSchema,
    response: orders.OrderResponseSchema,
    tag: 'orders',
    summary: 'Order the cart, paid in cash on delivery (send Idempotency-Key to retry safely)',
  },
  checkout: {
    request: orders.PlaceOrderRequestSchema,
    response: orders.CheckoutResponseSchema,
    tag: 'orders',
    summary: 'Order the cart and open a hosted card checkout; `url` is the page to open',
  },
  orderList: {
    request: undefined,
    response: orders.OrderListResponseSchema,
    tag: 'orders',
    summary: "The caller's orders, newest first",
  },
} satisfies { [Name in EndpointName]: EndpointSchemas<(typeof rows)[Name]> };
