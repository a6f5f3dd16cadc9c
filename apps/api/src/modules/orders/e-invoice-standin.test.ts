import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vatIncluded } from '@shop/contract';
import type { EInvoiceRequest } from './e-invoice-issuer';
import { renderStandInLookup, SInvoiceStandIn } from './e-invoice-standin';
import { ViettelSInvoiceIssuer, type ViettelSettings } from './e-invoice-viettel';

/*
 * The stand-in of Viettel S-Invoice keeps its invoices in a file of the shop's data directory, so
 * a restarted demo still shows the invoices it issued and numbers the next one after them.
 */

const settings: ViettelSettings = {
  baseUrl: 'http://localhost:3000/dev/sinvoice',
  username: 'standin',
  password: 'standin',
  supplierTaxCode: '0312345673',
  templateCode: '1/001',
  invoiceSeries: 'C26TAA',
  seller: {
    legalName: 'Công ty TNHH Nhiệt Công Nghiệp',
    address: 'Số 68 Đường số 7, KCN Tân Tạo, TP. Hồ Chí Minh',
    phone: '0283456789',
    email: 'lienhe@nhietcongnghiep.vn',
  },
  timeoutMs: 1000,
};

const order = (transactionUuid: string): EInvoiceRequest => ({
  orderId: 'a'.repeat(24),
  orderNumber: 'ORD-20261129-7KX2QM',
  transactionUuid,
  buyer: {
    buyerKind: 'company',
    buyerName: 'Công ty Cổ phần Cơ khí Bình Dương',
    taxCode: '0312345673',
    address: 'Lô A2, KCN Sóng Thần, Bình Dương',
    email: 'ketoan@cokhibd.vn',
  },
  paymentMethod: 'bank_transfer',
  lines: [
    {
      name: 'Điện trở chữ U 380V 3kW',
      code: 'U-380-3K',
      unit: 'cái',
      quantity: 2,
      unitPrice: 185_000,
      lineTotal: 370_000,
      vatRate: '8',
      vatAmt: vatIncluded(370_000, '8'),
    },
  ],
  totalAmt: 370_000,
});

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sinvoice-'));
  file = join(dir, 'data', 'sinvoice-standin.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const issue = (standIn: SInvoiceStandIn, key: string) =>
  new ViettelSInvoiceIssuer(settings, standIn.fetch).issue(order(key));

describe('the S-Invoice stand-in across a restart', () => {
  it('still shows, finds and counts the invoices it made before', async () => {
    const before = new SInvoiceStandIn(file);
    const first = await issue(before, 'key-1');
    expect(first.invoiceNumber).toBe('C26TAA1');

    const after = new SInvoiceStandIn(file);
    // The lookup page by the code the buyer was sent.
    const kept = after.findByCode(first.lookupCode);
    expect(kept?.invoiceNo).toBe('C26TAA1');
    expect(renderStandInLookup(kept)).toContain('Công ty Cổ phần Cơ khí Bình Dương');
    // Asked again under the same key (a retry after the restart): the same invoice, no second.
    expect(await issue(after, 'key-1')).toEqual(first);
    expect(after.invoices()).toHaveLength(1);
    // The next invoice follows the last number; none is given twice.
    expect((await issue(after, 'key-2')).invoiceNumber).toBe('C26TAA2');
    expect(new SInvoiceStandIn(file).invoices().map((invoice) => invoice.invoiceNo)).toEqual([
      'C26TAA1',
      'C26TAA2',
    ]);
  });

  it('forgets nothing it answered: the file holds each invoice before its answer', async () => {
    const standIn = new SInvoiceStandIn(file);
    const issued = await issue(standIn, 'key-3');
    const written = JSON.parse(await readFile(file, 'utf8')) as {
      invoices: { invoiceNo: string; reservationCode: string }[];
    };
    expect(written.invoices).toEqual([
      expect.objectContaining({
        invoiceNo: issued.invoiceNumber,
        reservationCode: issued.lookupCode,
      }),
    ]);
  });

  it('keeps nothing without a file (the tests’ stand-in)', async () => {
    const standIn = new SInvoiceStandIn();
    await issue(standIn, 'key-4');
    expect(new SInvoiceStandIn().invoices()).toEqual([]);
  });

  it('refuses a file it did not write, naming it, rather than starting from a wrong count', async () => {
    await writeFile(join(dir, 'broken.json'), JSON.stringify({ invoices: [{ invoiceNo: 1 }] }));
    expect(() => new SInvoiceStandIn(join(dir, 'broken.json'))).toThrow(/broken\.json/);
  });
});
