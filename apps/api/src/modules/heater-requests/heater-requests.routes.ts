import { z } from 'zod';
import {
  endpoints,
  HEATER_ATTACHMENT_MAX_BYTES,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { namedLocale, requestLocale } from '../../http/answer-texts';
import type { App } from '../../http/app-instance';
import { ACCESS_COOKIE, authOf, tokenFrom, type Guard, type SessionCheck } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readNamedUpload } from '../../http/multipart';
import { readStoredFile } from '../files/image-store';
import type { AccessTokens } from '../users/tokens';
import { CONTENT_TYPE, storeAttachment, type AttachmentDeps } from './heater-attachments';
import { heaterRequestTexts, heaterText } from './heater-request-texts';
import {
  attachmentPath,
  claimedAttachment,
  heaterRequestDetail,
  listHeaterRequests,
  myHeaterRequests,
  submitHeaterRequest,
  updateHeaterRequest,
  type HeaterRequestDeps,
} from './heater-requests.service';
import { contentDisposition } from '../documents/download-name';

// Loose: the other headers (authorization, cookies) must reach the handler untouched.
const SubmitHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

/**
 * Public writes per address, counted for the whole shop (every process spends one budget): far
 * more than a buyer sends, few enough that a script cannot fill the inbox or the disk. A factory
 * office shares one address, hence not fewer.
 */
const SUBMITS = { rateLimit: { max: 10, timeWindow: '10 minutes', sharedAs: 'heater-requests' } };
const UPLOADS = {
  rateLimit: { max: 30, timeWindow: '10 minutes', sharedAs: 'heater-attachments' },
};

const ATTACHMENT_ID = /^[0-9a-f]{24}$/;

export interface HeaterRequestRouteDeps extends HeaterRequestDeps, AttachmentDeps {
  tokens: AccessTokens;
  isLive: SessionCheck;
  /** The orders area's staff guard: who may download an attachment. */
  staffGuard: Guard;
}

/**
 * The buyer's account when the request carries a live login; a guest otherwise (a stale or
 * foreign token makes a guest's request, not a refusal: the form works logged out too).
 */
async function viewerOf(
  request: FastifyRequest,
  deps: Pick<HeaterRequestRouteDeps, 'tokens' | 'isLive'>,
): Promise<string | undefined> {
  const token = tokenFrom(request, ACCESS_COOKIE);
  if (!token) return undefined;
  try {
    const claims = await deps.tokens.verify(token);
    return (await deps.isLive(claims)) === 'live' ? claims.userId : undefined;
  } catch {
    return undefined;
  }
}

/** The made-to-order heater calls (issue 46): the public form's two, the buyer's own list, the staff inbox's three. */
export function registerHeaterRequestRoutes(
  routes: EndpointRouter,
  app: App,
  deps: HeaterRequestRouteDeps,
  limited = true,
): void {
  const words = (request: FastifyRequest) => heaterRequestTexts[requestLocale(request)];

  routes.add(
    endpoints.uploadHeaterAttachment,
    async (request) => {
      let upload: { bytes: Buffer; fileName: string };
      try {
        upload = await readNamedUpload(
          request,
          endpoints.uploadHeaterAttachment.file,
          HEATER_ATTACHMENT_MAX_BYTES,
        );
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error && error.statusCode === 413)
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            heaterText((t) => t.attachmentTooLarge),
          );
        throw error;
      }
      return ok(
        await storeAttachment(deps, upload.bytes, upload.fileName),
        words(request).attachmentUploaded,
      );
    },
    limited ? { config: UPLOADS } : {},
  );

  routes.add(
    endpoints.submitHeaterRequest,
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const locale = request.body.locale ?? namedLocale(request) ?? requestLocale(request);
      const answer = await submitHeaterRequest(deps, request.body, {
        userId: await viewerOf(request, deps),
        key: typeof key === 'string' ? key : undefined,
        locale,
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .status(answer.replayed ? 200 : 201)
        .send(
          ok(
            { number: answer.number, status: answer.status },
            words(request).submitted(answer.number),
          ),
        );
    },
    { headers: SubmitHeadersSchema, ...(limited ? { config: SUBMITS } : {}) },
  );

  // The buyer's own requests, in their account: the login's, never another's.
  routes.add(endpoints.myHeaterRequests, async (request) =>
    ok({ requests: await myHeaterRequests(deps.db, authOf(request).userId) }),
  );

  routes.add(endpoints.adminHeaterRequests, async (request) =>
    ok(await listHeaterRequests(deps.db, request.body, authOf(request).userId)),
  );
  routes.add(endpoints.adminHeaterRequest, async (request) =>
    ok(await heaterRequestDetail(deps.db, deps.publicUrl, request.body.requestId)),
  );
  routes.add(endpoints.adminHeaterRequestUpdate, async (request) =>
    ok(await updateHeaterRequest(deps.db, deps.publicUrl, request.body), words(request).updated),
  );

  // An attachment's bytes, to the staff who work on orders only; never cached by anyone else.
  app.get<{ Params: { id: string } }>(
    attachmentPath(':id'),
    { schema: { hide: true }, preValidation: deps.staffGuard },
    async (request, reply) => {
      const { id } = request.params;
      const attachment = ATTACHMENT_ID.test(id) ? await claimedAttachment(deps.db, id) : undefined;
      const bytes = attachment && (await readStoredFile(deps.store, attachment.file));
      if (!attachment || !bytes)
        throw new AppError(
          'NOT_FOUND',
          heaterText((t) => t.notFound),
        );
      const extension = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp' }[attachment.type];
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-type', CONTENT_TYPE[attachment.type])
        .header('content-disposition', contentDisposition(attachment.name, 'attachment', extension))
        .send(bytes);
    },
  );
}
