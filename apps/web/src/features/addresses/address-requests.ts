import type {
  Address,
  CreateAddressRequest,
  DisableAddressRequest,
  Envelope,
  UpdateAddressRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

export function createAddress(body: CreateAddressRequest) {
  return apiRequest<Envelope<Address>>('/api/address/create', { method: 'POST', body });
}

export function updateAddress(body: UpdateAddressRequest) {
  return apiRequest<Envelope<Address>>('/api/address/update', { method: 'PUT', body });
}

/** Soft removal: the address keeps existing for past orders, with status false. */
export function disableAddress(body: DisableAddressRequest) {
  return apiRequest<Envelope<null>>('/api/address/disable', { method: 'DELETE', body });
}
