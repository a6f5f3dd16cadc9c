import { z } from 'zod';
import { endpoints } from '@shop/contract';
import type { App } from '../../http/app-instance';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok, okWith } from '../../http/envelope';
import { requireWebhookSecret } from '../../http/webhook-secret';
import { readSepayTransfer, SEPAY_WEBHOOK_PATH, sepayKeyMatches } from '../payments/sepay';
import {
  attachBankTransfer,
  listBankTransfers,
  receiveSepayTransfer,
  recordOrderPayment,
  type MoneyDeps,
} from './order-money.service';

/** The staff's money calls; the table's `admin` level guards each on the server. */
export function registerOrderMoneyRoutes(routes: EndpointRouter, deps: MoneyDeps): void {
  routes.add(endpoints.adminRecordOrderPayment, async (request) =>
    ok(await recordOrderPayment(deps, authOf(request).userId, request.body)),
  );

  routes.add(endpoints.adminTransferList, async (request) => {
    const { data, totalCount, totalNoPage } = await listBankTransfers(deps.db, request.body);
    return okWith(data, {
      totalCount,
      totalNoPage,
      page: request.body.page,
      limit: request.body.limit,
    });
  });

  routes.add(endpoints.adminTransferAttach, async (request) =>
    ok(await attachBankTransfer(deps, authOf(request).userId, request.body)),
  );
}

const SepayAnswerSchema = z.object({ success: z.boolean(), message: z.string().optional() });

/** A notification's body is a few hundred bytes; more is not SePay. */
const SEPAY_BODY_LIMIT = 16 * 1024;

/**
 * SePay's webhook (SEPAY_API_KEY set; without it the route does not exist and transfers are marked
 * received by hand as before). The key is checked before the body is read: anything else is a 401
 * that writes nothing. A recorded transfer, a resend of one and money sent out all answer SePay's
 * `{"success": true}` (so it stops retrying); a body that is not SePay's shape is a 400.
 */
export function registerSepayWebhook(app: App, deps: MoneyDeps & { apiKey: string }): void {
  app.post(
    SEPAY_WEBHOOK_PATH,
    {
      bodyLimit: SEPAY_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'SePay bank-transfer notification (Authorization: Apikey …)',
        response: { 200: SepayAnswerSchema, 400: SepayAnswerSchema, 401: SepayAnswerSchema },
      },
      onRequest: requireWebhookSecret(
        (request) => sepayKeyMatches(request.headers.authorization, deps.apiKey),
        'SePay webhook refused: wrong or missing API key',
      ),
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const transfer = readSepayTransfer(request.body);
      if (!transfer) {
        request.log.warn('SePay webhook refused: not a SePay transfer');
        return reply.code(400).send({ success: false, message: 'Not a SePay transfer' });
      }
      const result = await receiveSepayTransfer(deps, transfer);
      request.log.info({ sepayId: transfer.id, result }, 'SePay transfer received');
      return { success: true };
    },
  );
}
