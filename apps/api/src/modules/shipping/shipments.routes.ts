import { z } from 'zod';
import { COD_STATEMENT_MAX_BYTES, endpoints } from '@shop/contract';
import { AppError } from '../../app-error';
import { readUploadedFile } from '../../http/multipart';
import { codText } from './cod-statement-texts';
import { importCodStatement, readCodStatement } from './cod-statements';
import type { App } from '../../http/app-instance';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { requestLocale } from '../../http/answer-texts';
import { ok } from '../../http/envelope';
import { requireWebhookSecret } from '../../http/webhook-secret';
import {
  GHTK_WEBHOOK_PATH,
  ghtkHashMatches,
  ghtkStatusText,
  ghtkTime,
  readGhtkNotification,
  shipmentStatusOf,
} from './ghtk';
import type { GhtkStandIn } from './ghtk-standin';
import {
  buyerShipmentOf,
  createShipment,
  createShipments,
  orderShipmentOf,
  quoteShipment,
  receiveCarrierStep,
  shipmentLabels,
  type ShippingDeps,
} from './shipments.service';

/** The staff's shipping calls and the buyer's steps; the table's levels guard each. */
export function registerShippingRoutes(routes: EndpointRouter, deps: ShippingDeps): void {
  routes.add(endpoints.adminShipmentQuote, async (request) =>
    ok(await quoteShipment(deps, request.body)),
  );
  routes.add(endpoints.adminShipmentCreate, async (request) =>
    ok(await createShipment(deps, authOf(request).userId, request.body)),
  );
  routes.add(endpoints.adminShipmentBatchCreate, async (request) =>
    ok(await createShipments(deps, authOf(request).userId, request.body, requestLocale(request))),
  );
  routes.add(endpoints.adminCodStatementImport, async (request) => {
    let bytes: Buffer;
    try {
      bytes = await readUploadedFile(
        request,
        endpoints.adminCodStatementImport.file,
        COD_STATEMENT_MAX_BYTES,
      );
    } catch (error) {
      // The reader's own 413 (and the multipart plugin's) say "file too large": say how large.
      if (error instanceof Error && 'statusCode' in error && error.statusCode === 413)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          codText((t) => t.tooLarge),
        );
      throw error;
    }
    const lines = readCodStatement(bytes);
    return ok(
      await importCodStatement(deps, authOf(request).userId, lines, requestLocale(request)),
    );
  });
  routes.add(endpoints.adminOrderShipment, async (request) =>
    ok(await orderShipmentOf(deps.db, request.body.orderId)),
  );
  routes.add(endpoints.adminShipmentLabels, async (request) =>
    ok(await shipmentLabels(deps, request.body.orderIds)),
  );
  routes.add(endpoints.orderShipment, async (request) =>
    ok(await buyerShipmentOf(deps.db, authOf(request).userId, request.body.orderId)),
  );
}

/** A notification is a few hundred bytes; more is not GHTK. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

const formParser = (
  _request: unknown,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) => {
  done(null, Object.fromEntries(new URLSearchParams(String(body))));
};

/**
 * GHTK's status webhook: the secret `hash` of the registered callback URL is checked before the
 * body is read (anything else is a 401 that writes nothing); a body that is not GHTK's fields is a
 * 400. A recorded step, a resent one and a parcel not ours all answer 200, so GHTK stops resending.
 */
export function registerGhtkWebhook(app: App, deps: ShippingDeps, webhookHash: string): void {
  void app.register((scope, _options, registered) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      formParser,
    );
    scope.post(
      GHTK_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['orders'], summary: 'GHTK parcel status notification (?hash=…)' },
        onRequest: requireWebhookSecret(
          (request) => ghtkHashMatches((request.query as { hash?: unknown }).hash, webhookHash),
          'GHTK webhook refused: wrong or missing hash',
        ),
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const notification = readGhtkNotification(request.body);
        if (!notification) {
          request.log.warn('GHTK webhook refused: not a GHTK notification');
          return reply.code(400).send({ success: false, message: 'Not a GHTK notification' });
        }
        const reason = notification.reason ? ` (${notification.reason})` : '';
        const outcome = await receiveCarrierStep(
          deps,
          {
            trackingCode: notification.label_id,
            status: shipmentStatusOf(notification.status_id),
            carrierCode: String(notification.status_id),
            carrierText: `${ghtkStatusText(notification.status_id)}${reason}`,
            at: ghtkTime(notification.action_time, new Date()),
            orderNumber: notification.partner_id,
          },
          'webhook',
        );
        request.log.info({ label: notification.label_id, outcome }, 'GHTK notification');
        // Ours, but naming another order: not GHTK's (its steps carry the order code it was
        // given), so refused. Every other outcome is answered 200, or GHTK sends it again.
        if (outcome === 'other_order')
          return reply
            .code(409)
            .send({ success: false, message: 'The parcel belongs to another order' });
        return { success: true };
      },
    );
    registered();
  });
}

const AdvanceSchema = z.object({
  trackingCode: z.string().min(1).max(64),
  statusId: z.number().int().min(-1).max(1000),
  reason: z.string().max(200).default(''),
});

/**
 * The stand-in's GHTK paths under /dev/ghtk (GHTK_STANDIN, never on a shop others reach), and
 * `POST /dev/ghtk/advance`: moves a parcel to a GHTK status and delivers GHTK's notification to
 * the shop's own webhook, with its secret, as GHTK would.
 */
export function registerGhtkStandIn(app: App, standIn: GhtkStandIn, webhookHash: string): void {
  app.all('/dev/ghtk/services/*', { schema: { hide: true } }, async (request, reply) => {
    const token = request.headers['token'];
    const answer = standIn.handle(
      request.method,
      request.url.replace(/^\/dev\/ghtk/, ''),
      typeof token === 'string' ? token : undefined,
      request.body,
    );
    return reply.code(answer.status).send(answer.body);
  });
  app.post('/dev/ghtk/advance', { schema: { hide: true } }, async (request, reply) => {
    const parsed = AdvanceSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ success: false, message: 'Bad request' });
    const fields = standIn.advance(
      parsed.data.trackingCode,
      parsed.data.statusId,
      parsed.data.reason,
    );
    if (!fields) return reply.code(404).send({ success: false, message: 'No such parcel' });
    const delivered = await app.inject({
      method: 'POST',
      url: `${GHTK_WEBHOOK_PATH}?hash=${encodeURIComponent(webhookHash)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    return reply.code(delivered.statusCode).send(delivered.json());
  });
}
