/** Shipping with a carrier (issue 48): the quote, the shipment, its labels; the buyer's steps. */
import type {
  BuyerShipmentResponseSchema,
  ShipmentBatchCreateRequestSchema,
  ShipmentBatchResponseSchema,
  OrderShipmentResponseSchema,
  ShipmentCreateRequestSchema,
  ShipmentLabelsRequestSchema,
  ShipmentLabelsResponseSchema,
  ShipmentOrderRequestSchema,
  ShipmentQuoteRequestSchema,
  ShipmentQuoteResponseSchema,
  ShipmentResponseSchema,
} from '../shipments';
import type { CodStatementResponseSchema } from '../cod-statements';
import type { Endpoint } from './endpoint';

export const adminShipmentQuote: Endpoint<
  typeof ShipmentQuoteRequestSchema,
  typeof ShipmentQuoteResponseSchema
> = { method: 'POST', path: '/api/admin/shipments/quote' };

export const adminShipmentCreate: Endpoint<
  typeof ShipmentCreateRequestSchema,
  typeof ShipmentResponseSchema
> = { method: 'POST', path: '/api/admin/shipments/create' };

export const adminShipmentBatchCreate: Endpoint<
  typeof ShipmentBatchCreateRequestSchema,
  typeof ShipmentBatchResponseSchema
> = { method: 'POST', path: '/api/admin/shipments/create-batch' };

export const adminOrderShipment: Endpoint<
  typeof ShipmentOrderRequestSchema,
  typeof OrderShipmentResponseSchema
> = { method: 'POST', path: '/api/admin/shipments/of-order' };

export const adminShipmentLabels: Endpoint<
  typeof ShipmentLabelsRequestSchema,
  typeof ShipmentLabelsResponseSchema
> = { method: 'POST', path: '/api/admin/shipments/labels' };

export const orderShipment: Endpoint<
  typeof ShipmentOrderRequestSchema,
  typeof BuyerShipmentResponseSchema
> = { method: 'POST', path: '/api/order/shipment' };

/** The carrier's COD payout statement, uploaded as a file (multipart field `statement`). */
export const adminCodStatementImport: Endpoint<
  { file: 'statement' },
  typeof CodStatementResponseSchema
> = { method: 'POST', path: '/api/admin/shipments/cod-statement', file: 'statement' };
