import type { Config } from '../../config';
import type { App } from '../../http/app-instance';
import type { EndpointRouter } from '../../http/endpoint-router';
import type { OrderMails } from '../orders/order-mails';
import type { Database } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import { GhtkAdapter } from './ghtk-client';
import { GhtkStandIn } from './ghtk-standin';
import {
  registerGhtkStandIn,
  registerGhtkWebhook,
  registerShippingRoutes,
} from './shipments.routes';
import { startShipmentPoll, type ShippingDeps } from './shipments.service';

/**
 * Wires the carrier from config: GHTK's adapter (or, on a shop only this machine reaches, the
 * stand-in answering in-process), its webhook and its poll, and the shipping calls.
 * `onParcelReturned` is where a returned parcel enters the return flow (issue 44).
 */
export function shippingFor(
  app: App,
  routes: EndpointRouter,
  config: Pick<Config, 'ghtk' | 'reachableByOthers'>,
  orders: { db: Database; mails: OrderMails; log: FastifyBaseLogger },
  onParcelReturned?: ShippingDeps['onParcelReturned'],
): ShippingDeps {
  const ghtk =
    config.ghtk && !(config.ghtk.standIn && config.reachableByOthers) ? config.ghtk : undefined;
  const standIn = ghtk?.standIn ? new GhtkStandIn(ghtk.token) : undefined;
  const deps: ShippingDeps = {
    db: orders.db,
    mails: orders.mails,
    log: orders.log,
    carrier: ghtk ? new GhtkAdapter(ghtk, standIn?.fetch ?? fetch) : undefined,
    sender: ghtk
      ? `${ghtk.pickup.name}, ${ghtk.pickup.address}, ${ghtk.pickup.ward}, ${ghtk.pickup.district}, ${ghtk.pickup.province}`
      : '',
    onParcelReturned,
  };
  registerShippingRoutes(routes, deps);
  if (ghtk) registerGhtkWebhook(app, deps, ghtk.webhookHash);
  if (ghtk && standIn) registerGhtkStandIn(app, standIn, ghtk.webhookHash);
  if (ghtk && ghtk.pollMs > 0) {
    const poll = startShipmentPoll(deps, ghtk.pollMs);
    app.addHook('onClose', () => {
      poll.stop();
      return Promise.resolve();
    });
  }
  return deps;
}
