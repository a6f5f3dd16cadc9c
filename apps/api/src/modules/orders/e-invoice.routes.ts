import { endpoints } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  issueEInvoiceNow,
  orderEInvoices,
  replaceEInvoice,
  resendEInvoiceMail,
  type EInvoiceDeps,
} from './e-invoice.service';
import { eInvoiceTexts } from './e-invoice-texts';

/** The staff's calls on an order's e-invoice (the orders area, by the table). */
export function registerEInvoiceRoutes(routes: EndpointRouter, deps: EInvoiceDeps): void {
  routes.add(endpoints.adminOrderEInvoices, async (request) =>
    ok(await orderEInvoices(deps, request.body.orderId)),
  );
  routes.add(endpoints.adminIssueEInvoice, async (request) =>
    ok(
      await issueEInvoiceNow(deps, request.body.orderId),
      eInvoiceTexts.issueAsked[requestLocale(request)],
    ),
  );
  routes.add(endpoints.adminResendEInvoice, async (request) =>
    ok(
      await resendEInvoiceMail(deps, request.body.orderId),
      eInvoiceTexts.mailQueued[requestLocale(request)],
    ),
  );
  routes.add(endpoints.adminReplaceEInvoice, async (request) =>
    ok(
      await replaceEInvoice(deps, request.body),
      eInvoiceTexts.replacementAsked[requestLocale(request)],
    ),
  );
}
