import { endpoints } from '@shop/contract';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readPolicy, type PoliciesDeps } from './policies.service';

/** The shop's published policies (public). */
export function registerPolicyRoutes(routes: EndpointRouter, deps: PoliciesDeps): void {
  routes.add(endpoints.shopPolicy, async (request, reply) => {
    // Edited files show within minutes; the pages are read far more often than they change.
    void reply.header('cache-control', 'public, max-age=300');
    // Each locale has its own address (`&locale=en`), so caches keep the versions apart.
    return ok(await readPolicy(deps, request.body.slug, request.body.locale));
  });
}
