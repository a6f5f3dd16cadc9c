import { ADDRESS_TEXT, endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  createAddress,
  listAddresses,
  removeAddress,
  updateAddress,
  type AddressesDeps,
} from './addresses.service';

/** The address calls: a shopper sees and changes only their own addresses. */
export function registerAddressRoutes(routes: EndpointRouter, deps: AddressesDeps): void {
  routes.add(endpoints.createAddress, async (request) =>
    ok(
      await createAddress(deps, authOf(request).userId, request.body),
      'Address Created Successfully',
    ),
  );

  routes.add(endpoints.updateAddress, async (request) => {
    const { _id, ...fields } = request.body;
    return ok(await updateAddress(deps, authOf(request).userId, _id, fields), 'Address Updated');
  });

  routes.add(endpoints.disableAddress, async (request) => {
    await removeAddress(deps, authOf(request).userId, request.body._id);
    return ok(null, ADDRESS_TEXT.removed);
  });

  routes.add(endpoints.listAddresses, async (request) =>
    ok(await listAddresses(deps, authOf(request).userId)),
  );
}
