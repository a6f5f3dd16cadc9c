/** The shop's own details: name, address, phone, e-mail and tax code (public). */
import type { ShopDetailsResponseSchema } from '../admin-dashboard';
import type { ShopSettingsResponseSchema, ShopSettingsSchema } from '../shop-settings';
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

/** The shop's settings and their audit trail (admin). */
export const adminShopSettings: Endpoint<undefined, typeof ShopSettingsResponseSchema> = {
  method: 'GET',
  path: '/api/admin/shop-settings',
};

/** Saves the shop's settings, effective at once on every process (admin). */
export const adminUpdateShopSettings: Endpoint<
  typeof ShopSettingsSchema,
  typeof ShopSettingsResponseSchema
> = { method: 'PUT', path: '/api/admin/shop-settings' };
