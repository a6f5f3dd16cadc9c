import { endpoints } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { productVat, setProductVat, type ProductVatDeps } from './product-vat.service';
import { vatTexts } from './vat-texts';

/**
 * The admin's calls on a product's VAT rates (admin only, by the table). The storefront's cached
 * answers carry no rate, so nothing is forgotten: the next checkout reads the rate it taxes at.
 */
export function registerProductVatRoutes(routes: EndpointRouter, deps: ProductVatDeps): void {
  routes.add(endpoints.productVat, async (request) =>
    ok(await productVat(deps, request.body.productId)),
  );
  routes.add(endpoints.setProductVat, async (request) =>
    ok(await setProductVat(deps, request.body), vatTexts.rateSaved[requestLocale(request)]),
  );
}
