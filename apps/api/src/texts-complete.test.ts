import { describe, expect, it } from 'vitest';
import { answerTexts } from './http/answer-texts';
import { orderMailTexts } from './modules/mail/order-mail-texts';
import { otpMailTexts } from './modules/mail/otp-mail-texts';
import { accountMailTexts } from './modules/users/account-mail-texts';
import { orderMoneyTexts } from './modules/orders/order-money-texts';

// Every part of the API's message catalogue (decision 047): the same keys in both locales, each a
// non-empty text or a function of as many values, and the two sides never the same sentence.
const parts = { answerTexts, orderMailTexts, otpMailTexts, accountMailTexts, orderMoneyTexts };

describe.each(Object.entries(parts))('%s', (_name, part) => {
  const vi = part.vi as Record<string, unknown>;
  const en = part.en as Record<string, unknown>;

  it('has the same keys in vi and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('has a text or a function of as many values for each key in both', () => {
    for (const key of Object.keys(vi)) {
      const [v, e] = [vi[key], en[key]];
      expect(typeof e, key).toBe(typeof v);
      if (typeof v === 'string') {
        expect(v.length, key).toBeGreaterThan(0);
        expect((e as string).length, key).toBeGreaterThan(0);
      } else {
        expect((e as (...a: unknown[]) => string).length, key).toBe(
          (v as (...a: unknown[]) => string).length,
        );
      }
    }
  });
});
