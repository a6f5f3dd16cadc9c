import { defineTexts } from '@shop/contract';
import type { HeaterRequestStatus } from '@shop/contract';

/** A made-to-order request's statuses, as the staff's inbox and the buyer's account name them. */
export const heaterStatusTexts = defineTexts({
  vi: {
    status: (status: HeaterRequestStatus) =>
      ({
        new: 'Mới',
        quoting: 'Đang báo giá',
        quoted: 'Đã báo giá',
        accepted: 'Đã chốt',
        declined: 'Từ chối',
        expired: 'Hết hạn',
      })[status],
  },
  en: {
    status: (status: HeaterRequestStatus) =>
      ({
        new: 'New',
        quoting: 'Quoting',
        quoted: 'Quoted',
        accepted: 'Accepted',
        declined: 'Declined',
        expired: 'Expired',
      })[status],
  },
});
