import { wordsFor } from '../../http/answer-texts';
import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  createAddress,
  listAddresses,
  listProvinces,
  listWards,
  removeAddress,
  updateAddress,
  type AddressesDeps,
} from './addresses.service';

/** The address calls: a shopper sees and changes only their own addresses. */
export function registerAddressRoutes(routes: EndpointRouter, deps: AddressesDeps): void {
  routes.add(endpoints.createAddress, async (request) =>
    ok(
      await createAddress(deps, authOf(request).userId, request.body),
      wordsFor(request).addressCreated,
    ),
  );

  routes.add(endpoints.updateAddress, async (request) => {
    const { _id, ...fields } = request.body;
    return ok(
      await updateAddress(deps, authOf(request).userId, _id, fields),
      wordsFor(request).addressUpdated,
    );
  });

  routes.add(endpoints.disableAddress, async (request) => {
    await removeAddress(deps, authOf(request).userId, request.body._id);
    return ok(null, wordsFor(request).addressRemoved);
  });

  // The lists change once in years (a new dataset is a new release): browsers and proxies keep
  // them for a day, and may serve a stale copy for a week while they check again.
  const longCache = 'public, max-age=86400, stale-while-revalidate=604800';
  routes.add(endpoints.addressProvinces, (_request, reply) => {
    void reply.header('cache-control', longCache);
    return ok(listProvinces());
  });
  routes.add(endpoints.addressWards, (request, reply) => {
    void reply.header('cache-control', longCache);
    return ok(listWards(request.body.province));
  });
  routes.add(endpoints.listAddresses, async (request) =>
    ok(await listAddresses(deps, authOf(request).userId)),
  );
}
