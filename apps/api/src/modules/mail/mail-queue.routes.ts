import { endpoints } from '@shop/contract';
import type { Database } from '../../db/client';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readMailQueue } from './mail-queue.service';

/** The admin's view of the mail queue (ADMIN only, from the table's auth level). */
export function registerMailQueueRoutes(routes: EndpointRouter, deps: { db: Database }): void {
  routes.add(endpoints.mailQueue, async () => ok(await readMailQueue(deps.db)));
}
