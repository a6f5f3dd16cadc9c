// The carrier's settings (issue 48, decision 053), spread into config.ts's EnvSchema and read
// there once: GHTK's token, the shop's partner code, the webhook's secret, the pickup address.
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const place = z.string().trim().max(200);

export const CarrierEnvSchema = {
  GHTK_API_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, { error: 'must be the API token GHTK gave the shop' })
    .optional(),
  GHTK_CLIENT_SOURCE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'must be the shop’s GHTK partner code (shop id)' })
    .optional(),
  GHTK_WEBHOOK_HASH: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, {
      error: 'must be 16 to 128 letters, digits, - or _ (the secret in the callback URL)',
    })
    .optional(),
  GHTK_API_URL: z.url().default('https://services.giaohangtietkiem.vn'),
  GHTK_STANDIN: booleanFromEnv.default(false),
  GHTK_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  GHTK_PICKUP_NAME: place.default(''),
  GHTK_PICKUP_ADDRESS: place.default('Số 68 Đường số 7, KCN Tân Tạo'),
  GHTK_PICKUP_PROVINCE: place.default('TP. Hồ Chí Minh'),
  GHTK_PICKUP_DISTRICT: place.default('Quận Bình Tân'),
  GHTK_PICKUP_WARD: place.default('Phường Tân Tạo A'),
  GHTK_PICKUP_TEL: place.default(''),
};

type CarrierEnv = z.infer<z.ZodObject<typeof CarrierEnvSchema>>;

/** The stand-in's token and secret: it is never reachable by others, they guard nothing real. */
export const GHTK_STANDIN_TOKEN = 'ghtk-standin-token';
export const GHTK_STANDIN_HASH = 'ghtk-standin-webhook-hash';

export interface CarrierConfig {
  ghtk: {
    baseUrl: string;
    token: string;
    clientSource: string;
    webhookHash: string;
    pickup: {
      name: string;
      address: string;
      province: string;
      district: string;
      ward: string;
      tel: string;
    };
    /** Serves the offline stand-in of GHTK's API (GHTK_STANDIN=true): no network, no contract. */
    standIn: boolean;
    /** How often parcels still travelling are asked after (0: never; the webhook alone). */
    pollMs: number;
  };
}

/**
 * GHTK's settings, or undefined (no carrier: the staff type the carrier and code by hand as before)
 * unless its token, partner code and webhook secret are all set, or the stand-in is asked for.
 */
export function carrierConfig(
  e: CarrierEnv & { SHOP_NAME: string; SHOP_PHONE: string },
  publicUrl: string,
): CarrierConfig['ghtk'] | undefined {
  const live = e.GHTK_API_TOKEN && e.GHTK_CLIENT_SOURCE && e.GHTK_WEBHOOK_HASH;
  if (!live && !e.GHTK_STANDIN) return undefined;
  const pickup = {
    name: e.GHTK_PICKUP_NAME || e.SHOP_NAME,
    address: e.GHTK_PICKUP_ADDRESS,
    province: e.GHTK_PICKUP_PROVINCE,
    district: e.GHTK_PICKUP_DISTRICT,
    ward: e.GHTK_PICKUP_WARD,
    tel: e.GHTK_PICKUP_TEL || e.SHOP_PHONE,
  };
  if (e.GHTK_STANDIN) {
    return {
      baseUrl: `${publicUrl}/dev/ghtk`,
      token: GHTK_STANDIN_TOKEN,
      clientSource: 'STANDIN',
      webhookHash: e.GHTK_WEBHOOK_HASH ?? GHTK_STANDIN_HASH,
      pickup,
      standIn: true,
      pollMs: e.GHTK_POLL_SECONDS * 1000,
    };
  }
  return {
    baseUrl: e.GHTK_API_URL.replace(/\/+$/, ''),
    token: e.GHTK_API_TOKEN ?? '',
    clientSource: e.GHTK_CLIENT_SOURCE ?? '',
    webhookHash: e.GHTK_WEBHOOK_HASH ?? '',
    pickup,
    standIn: false,
    pollMs: e.GHTK_POLL_SECONDS * 1000,
  };
}
