/** The shop's own details: name, address, phone, e-mail and tax code (public). */
import type { ShopDetailsResponseSchema } from '../admin-dashboard';
import type { Endpoint } from './endpoint';

export const shopDetails: Endpoint<undefined, typeof ShopDetailsResponseSchema> = {
  method: 'GET',
  path: '/api/shop/details',
};
