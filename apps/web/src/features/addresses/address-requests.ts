import * as endpoints from '@shop/contract/endpoints';
import type {
  CreateAddressRequest,
  DisableAddressRequest,
  UpdateAddressRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

export function createAddress(body: CreateAddressRequest) {
  return apiRequest(endpoints.createAddress, { body });
}

export function updateAddress(body: UpdateAddressRequest) {
  return apiRequest(endpoints.updateAddress, { body });
}

/** Soft removal: the address keeps existing for past orders, with status false. */
export function disableAddress(body: DisableAddressRequest) {
  return apiRequest(endpoints.disableAddress, { body });
}
