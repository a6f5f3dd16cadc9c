import { describe, expect, it } from 'vitest';
import { orderNumbersIn, readSepayTransfer, sepayKeyMatches } from './sepay';
import { sepayTransfer } from './sepay-standin';

// SePay's documented notification (developer.sepay.vn, "Integrate webhook"): its field names and
// the JSON type of each. Our parsing, and the stand-in's bodies, are held to it.
const DOCUMENTED = {
  id: 92704,
  gateway: 'Vietcombank',
  transactionDate: '2023-03-25 14:02:37',
  accountNumber: '0123499999',
  code: null,
  content: 'chuyen tien mua iphone',
  transferType: 'in',
  transferAmount: 2277000,
  accumulated: 19077000,
  subAccount: null,
  referenceCode: 'MBVCB.3278907687',
  description: '',
};

const typeOf = (value: unknown) => (value === null ? 'null' : typeof value);

describe('SePay notifications', () => {
  it('reads SePay’s documented example as it is', () => {
    expect(readSepayTransfer(DOCUMENTED)).toEqual(DOCUMENTED);
  });

  it('makes stand-in bodies with exactly the documented fields and types', () => {
    const body = sepayTransfer({ amount: 450_000, orderNumber: 'ORD-20261128-7KX2QM' });
    expect(Object.keys(body).sort()).toEqual(Object.keys(DOCUMENTED).sort());
    for (const [key, value] of Object.entries(DOCUMENTED)) {
      const made = (body as Record<string, unknown>)[key];
      // code and subAccount are text or null in SePay's bodies.
      if (value === null) expect(['null', 'string'], key).toContain(typeOf(made));
      else expect(typeOf(made), key).toBe(typeOf(value));
    }
    expect(body.content).toContain('ORD202611287KX2QM');
    expect(body.transactionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(readSepayTransfer(body)).toEqual(body);
  });

  it('keeps fields SePay may add, and needs the ones an order is paid by', () => {
    expect(readSepayTransfer({ ...DOCUMENTED, va: 'VA123' })).toMatchObject({ va: 'VA123' });
    for (const key of [
      'id',
      'gateway',
      'transactionDate',
      'content',
      'transferType',
      'transferAmount',
    ]) {
      const body = Object.fromEntries(Object.entries(DOCUMENTED).filter(([name]) => name !== key));
      expect(readSepayTransfer(body), key).toBeUndefined();
    }
    expect(readSepayTransfer({ ...DOCUMENTED, id: '92704' })).toBeUndefined();
    expect(readSepayTransfer({ ...DOCUMENTED, transferAmount: '2277000' })).toBeUndefined();
    expect(readSepayTransfer({ ...DOCUMENTED, transferType: 'IN' })).toBeUndefined();
    expect(readSepayTransfer(null)).toBeUndefined();
  });

  it('accepts only `Apikey <the key>`, as SePay sends it', () => {
    const key = 'k'.repeat(32);
    expect(sepayKeyMatches(`Apikey ${key}`, key)).toBe(true);
    for (const header of [undefined, '', key, `Bearer ${key}`, `apikey ${key}`, `Apikey ${key} `])
      expect(sepayKeyMatches(header, key), String(header)).toBe(false);
    expect(sepayKeyMatches([`Apikey ${key}`], key)).toBe(false);
    expect(sepayKeyMatches('Apikey ', '')).toBe(false);
  });

  it('finds order numbers however the bank wrote them', () => {
    expect(orderNumbersIn('CK ORD202611287KX2QM FT123')).toEqual(['ORD-20261128-7KX2QM']);
    expect(orderNumbersIn('ord-20261128-7kx2qm')).toEqual(['ORD-20261128-7KX2QM']);
    expect(orderNumbersIn('ORD 20261128 7KX2QM thanh toan')).toEqual(['ORD-20261128-7KX2QM']);
    expect(orderNumbersIn(null, 'ORD202611287KX2QM', 'ORD-20261128-7KX2QM')).toEqual([
      'ORD-20261128-7KX2QM',
    ]);
    // 0, 1, I and O are never in an order number's last part.
    expect(orderNumbersIn('ORD2026112870KX2Q')).toEqual([]);
    expect(orderNumbersIn('chuyen tien hang')).toEqual([]);
  });
});
