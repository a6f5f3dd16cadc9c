/** The API's half of the made-to-order heater rows (`endpoints/heater-requests.ts`), spread into the table. */
import * as heaterRequests from './heater-requests';

export const heaterRequestEndpointSchemas = {
  uploadHeaterAttachment: {
    auth: 'public',
    status: 201,
    request: undefined,
    response: heaterRequests.HeaterAttachmentResponseSchema,
    tag: 'orders',
    summary:
      'Upload a drawing or photo for a made-to-order heater request (multipart field "file": PDF, PNG, JPEG or WebP, judged by its bytes)',
  },
  submitHeaterRequest: {
    auth: 'public',
    status: 201,
    idempotent: true,
    request: heaterRequests.HeaterRequestSubmitSchema,
    response: heaterRequests.HeaterRequestCreatedResponseSchema,
    tag: 'orders',
    summary:
      'Request a made-to-order heater (guest or logged in): its kind and specification, quantity, wanted date, contact and uploaded attachments; answers the request number',
  },
  adminHeaterRequests: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: heaterRequests.AdminHeaterRequestListRequestSchema,
    response: heaterRequests.AdminHeaterRequestListResponseSchema,
    tag: 'admin',
    summary: 'The made-to-order heater requests, newest first, by status and words of the contact',
  },
  adminHeaterRequest: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: heaterRequests.AdminHeaterRequestIdSchema,
    response: heaterRequests.AdminHeaterRequestDetailResponseSchema,
    tag: 'admin',
    summary: 'One made-to-order heater request: its specification, contact, attachments and notes',
  },
  adminHeaterRequestUpdate: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: heaterRequests.AdminHeaterRequestUpdateSchema,
    response: heaterRequests.AdminHeaterRequestDetailResponseSchema,
    tag: 'admin',
    summary: 'Change a made-to-order request’s status, assigned staff member or staff notes',
  },
  myHeaterRequests: {
    auth: 'user',
    status: 200,
    request: undefined,
    response: heaterRequests.MyHeaterRequestsResponseSchema,
    tag: 'account',
    summary:
      'The logged-in buyer’s own made-to-order heater requests (those sent while logged in), newest first',
  },
} as const;
