import { endpoints } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { attributeTexts } from './attribute-texts';
import { createAttribute, deleteAttribute, updateAttribute } from './attributes.service';
import type { CatalogDeps } from './catalog.service';

/**
 * The owner's attribute calls (admin only, by the table). The public list is a cached catalogue
 * row (catalog.routes.ts). A change forgets the storefront's cached answers here and, through the
 * change feed, on every other process, so a new label shows on product pages at once.
 */
export function registerAttributeRoutes(routes: EndpointRouter, deps: CatalogDeps): void {
  async function changed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    deps.cache.catalogueChanged();
    return result;
  }

  routes.add(endpoints.createAttribute, async (request) =>
    ok(
      await changed(createAttribute(deps, request.body)),
      attributeTexts.attributeAdded[requestLocale(request)],
    ),
  );
  routes.add(endpoints.updateAttribute, async (request) =>
    ok(
      await changed(updateAttribute(deps, request.body)),
      attributeTexts.attributeUpdated[requestLocale(request)],
    ),
  );
  routes.add(endpoints.deleteAttribute, async (request) => {
    await changed(deleteAttribute(deps, request.body._id));
    return ok(null, attributeTexts.attributeDeleted[requestLocale(request)]);
  });
}
