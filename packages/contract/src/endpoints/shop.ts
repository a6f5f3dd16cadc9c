/** The shop's own details: name, address, phone, e-mail and tax code (public). */
import type { ShopDetailsResponseSchema } from '../admin-dashboard';
import type { PolicyRequestSchema, PolicyResponseSchema } from '../policies';
import type { Endpoint } from './endpoint';

export const shopDetails: Endpoint<undefined, typeof ShopDetailsResponseSchema> = {
  method: 'GET',
  path: '/api/shop/details',
};

/** One policy page (`?slug=giao-hang`), as blocks of text the page draws (public). */
export const shopPolicy: Endpoint<typeof PolicyRequestSchema, typeof PolicyResponseSchema> = {
  method: 'GET',
  path: '/api/shop/policy',
};
