/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin (empty: same origin). */
  readonly VITE_API_URL?: string;
  /** The shop's hotline, used for the call and Zalo links. */
  readonly VITE_SHOP_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
