import {
  ADDRESS_TEXT,
  AddressListResponseSchema,
  AddressRemovedResponseSchema,
  AddressResponseSchema,
  CreateAddressRequestSchema,
  DisableAddressRequestSchema,
  UpdateAddressRequestSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import { authOf, type Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createAddress,
  listAddresses,
  removeAddress,
  updateAddress,
  type AddressesDeps,
} from './addresses.service';

/** The address calls of CONTRACT.md: a shopper sees and changes only their own addresses. */
export function registerAddressRoutes(app: App, deps: AddressesDeps, requireLogin: Guard): void {
  const tags = ['addresses'];

  app.post(
    '/api/address/create',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Save a delivery address',
        body: CreateAddressRequestSchema,
        response: { 201: AddressResponseSchema },
      },
    },
    async (request, reply) => {
      const address = await createAddress(deps, authOf(request).userId, request.body);
      return reply.status(201).send(ok(address, 'Address Created Successfully'));
    },
  );

  app.put(
    '/api/address/update',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Change a saved address (a `userId` in the body is ignored)',
        body: UpdateAddressRequestSchema,
        response: { 200: AddressResponseSchema },
      },
    },
    async (request) => {
      const { _id, ...fields } = request.body;
      return ok(await updateAddress(deps, authOf(request).userId, _id, fields), 'Address Updated');
    },
  );

  app.delete(
    '/api/address/disable',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Remove a saved address (soft: status false)',
        body: DisableAddressRequestSchema,
        response: { 200: AddressRemovedResponseSchema },
      },
    },
    async (request) => {
      await removeAddress(deps, authOf(request).userId, request.body._id);
      return ok(null, ADDRESS_TEXT.removed);
    },
  );

  app.get(
    '/api/address/get',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: "The caller's addresses still in use",
        response: { 200: AddressListResponseSchema },
      },
    },
    async (request) => ok(await listAddresses(deps, authOf(request).userId)),
  );
}
