import { defineTexts } from '@shop/contract';

/** The call and Zalo shortcuts' words (decision 047); the phone number is written as given. */
export const contactLinksTexts = defineTexts({
  vi: {
    contactShop: 'Liên hệ cửa hàng',
    zalo: 'Zalo',
    messageOnZalo: (phone: string) => `Nhắn Zalo ${phone}`,
    call: (phone: string) => `Gọi ${phone}`,
  },
  en: {
    contactShop: 'Contact the shop',
    zalo: 'Zalo',
    messageOnZalo: (phone: string) => `Message on Zalo ${phone}`,
    call: (phone: string) => `Call ${phone}`,
  },
});
