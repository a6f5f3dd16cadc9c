import { defineTexts } from '@shop/contract';

/** How the product page's specification table says yes and no (issue 42). */
export const productSpecRowsTexts = defineTexts({
  vi: { yes: 'Có', no: 'Không' },
  en: { yes: 'Yes', no: 'No' },
});
