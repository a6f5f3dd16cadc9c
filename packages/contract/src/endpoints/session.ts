/**
 * What every page may need: logging in and out, and the signed-in shopper's own data (details,
 * cart, addresses, orders), which the app keeps in step on every page. The calls that change the
 * cart, the addresses or the orders are in their own files, loaded by the pages that make them.
 */
import type { AddressListResponseSchema } from '../addresses';
import type { CartListResponseSchema } from '../cart';
import type { OrderListResponseSchema } from '../orders';
import type {
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  UserResponseSchema,
} from '../users';
import type { Endpoint } from './endpoint';

export const login: Endpoint<typeof LoginRequestSchema, typeof LoginResponseSchema> = {
  method: 'POST',
  path: '/api/user/login',
};

export const refreshToken: Endpoint<undefined, typeof RefreshResponseSchema> = {
  method: 'POST',
  path: '/api/user/refresh-token',
};

export const logout: Endpoint<undefined, typeof MessageResponseSchema> = {
  method: 'GET',
  path: '/api/user/logout',
};

/** Logout as a POST, which no other site can trigger by a link or an image. */
export const logoutPost: Endpoint<undefined, typeof MessageResponseSchema> = {
  method: 'POST',
  path: '/api/user/logout',
};

export const userDetails: Endpoint<undefined, typeof UserResponseSchema> = {
  method: 'GET',
  path: '/api/user/user-details',
};

export const getCart: Endpoint<undefined, typeof CartListResponseSchema> = {
  method: 'GET',
  path: '/api/cart/get',
};

export const listAddresses: Endpoint<undefined, typeof AddressListResponseSchema> = {
  method: 'GET',
  path: '/api/address/get',
};

export const orderList: Endpoint<undefined, typeof OrderListResponseSchema> = {
  method: 'GET',
  path: '/api/order/order-list',
};
