import { defineTexts } from '@shop/contract';

/** Which variant a cart line holds (issue 43): "Phân loại: 380V · 3kW". */
export const variantLabelTexts = defineTexts({
  vi: {
    variant: (label: string) => `Phân loại: ${label}`,
  },
  en: {
    variant: (label: string) => `Variant: ${label}`,
  },
});
