/** The API's half of the shipping rows (`endpoints/shipments.ts`), spread into the table. */
import * as codStatements from './cod-statements';
import * as shipments from './shipments';

export const shipmentEndpointSchemas = {
  adminShipmentQuote: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: shipments.ShipmentQuoteRequestSchema,
    response: shipments.ShipmentQuoteResponseSchema,
    tag: 'admin',
    summary:
      'The carrier’s quote for an order’s parcel: service, fee, expected delivery, the COD it would collect',
  },
  adminShipmentCreate: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: shipments.ShipmentCreateRequestSchema,
    response: shipments.ShipmentResponseSchema,
    tag: 'admin',
    summary:
      'Hand a confirmed order’s parcel to the carrier, once however often pressed: its tracking code stored, the buyer mailed',
  },
  adminShipmentBatchCreate: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: shipments.ShipmentBatchCreateRequestSchema,
    response: shipments.ShipmentBatchResponseSchema,
    tag: 'admin',
    summary:
      'Hand several confirmed orders’ parcels to the carrier in one batch, each once; each failure named without stopping the others',
  },
  adminCodStatementImport: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: undefined,
    response: codStatements.CodStatementResponseSchema,
    tag: 'admin',
    summary:
      'Import the carrier’s COD payout statement (multipart field "statement", CSV, at most 2 MB): each line matched by tracking code, differences flagged, the COD recorded once per line',
  },
  adminOrderShipment: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: shipments.ShipmentOrderRequestSchema,
    response: shipments.OrderShipmentResponseSchema,
    tag: 'admin',
    summary: 'An order’s shipment and the carrier’s steps (null: none yet)',
  },
  adminShipmentLabels: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: shipments.ShipmentLabelsRequestSchema,
    response: shipments.ShipmentLabelsResponseSchema,
    tag: 'admin',
    summary: 'The printable labels of orders handed to the carrier (one or a batch)',
  },
  orderShipment: {
    auth: 'user',
    status: 200,
    request: shipments.ShipmentOrderRequestSchema,
    response: shipments.BuyerShipmentResponseSchema,
    tag: 'orders',
    summary: 'The carrier’s steps of one of the caller’s orders (null: not handed over yet)',
  },
} as const;
