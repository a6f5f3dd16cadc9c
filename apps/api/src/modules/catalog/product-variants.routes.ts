import { endpoints } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import type { CatalogDeps } from './catalog.service';
import { setProductVariants } from './product-variants.service';
import { variantTexts } from './variant-texts';

/**
 * The admin's call on a product's options and variants (issue 43; admin only, by the table). A
 * write forgets the storefront's cached answers once committed, as every catalogue write does
 * (decision record 010): the product's page, cards and price range show it at once.
 */
export function registerVariantRoutes(routes: EndpointRouter, deps: CatalogDeps): void {
  routes.add(endpoints.setProductVariants, async (request) => {
    const answer = await setProductVariants(
      deps.db,
      request.body,
      deps.publicUrl,
      authOf(request).userId,
    );
    deps.cache.catalogueChanged();
    return ok(
      { productId: request.body.productId, ...answer },
      variantTexts.variantsSaved[requestLocale(request)],
    );
  });
}
