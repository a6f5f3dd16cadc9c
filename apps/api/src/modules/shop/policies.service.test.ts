import { describe, expect, it } from 'vitest';
import { LOCALES, POLICY_PAGES, policyTitle } from '@shop/contract';
import type { ShopDetails } from '@shop/contract';
import { readPolicy } from './policies.service';

const SHOP: ShopDetails = {
  name: 'Công ty TNHH Nhiệt Thử',
  address: 'Số 1 Đường Thử, TP. Hồ Chí Minh',
  phone: '0281234567',
  email: 'banhang@nhiet-thu.vn',
  taxCode: '0100109106',
};

describe('readPolicy', () => {
  it.each(POLICY_PAGES.flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    'has %o in %s, titled as its page, with the shop details filled in',
    async (page, locale) => {
      const policy = await readPolicy({ shop: () => SHOP }, page.slug, locale);
      expect(policy.title).toBe(policyTitle(page, locale));
      expect(policy.blocks.length).toBeGreaterThan(1);
      const text = JSON.stringify(policy.blocks);
      expect(text).not.toContain('{{');
    },
  );

  it('reads Vietnamese where no locale is named (the page as published before issue 41)', async () => {
    expect((await readPolicy({ shop: () => SHOP }, 'bao-mat')).title).toBe(
      'Chính sách bảo mật thông tin',
    );
  });

  it('writes the English version in English: no Vietnamese letters outside the shop details', async () => {
    for (const page of POLICY_PAGES) {
      const policy = await readPolicy({ shop: () => SHOP }, page.slug, 'en');
      const text = JSON.stringify(policy).replaceAll(SHOP.name, '').replaceAll(SHOP.address, '');
      expect(text, page.slug).not.toMatch(
        /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i,
      );
    }
  });
});
