// The web app's build-time settings (read by env.ts, declared in vite-env.d.ts), each described
// once: the type below makes a VITE_ setting of ImportMetaEnv without a description, or a
// description without a setting, a type error. `npm run docs:config` writes docs/configuration.md's
// table of them from here, and env-docs.test.ts fails when the document disagrees. Never imported
// by the app itself: this is documentation, not part of any page's download.

/** The VITE_ names ImportMetaEnv declares (the index signature Vite adds left out). */
type BuildSettingName = keyof {
  [
    Name in keyof ImportMetaEnv as string extends Name
      ? never
      : Name extends `VITE_${string}`
        ? Name
        : never
  ]: true;
};

interface BuildSettingDoc {
  /** What the setting is when it is not set. */
  unsetMeans: string;
  /** What it does, in Markdown (links relative to docs/). */
  meaning: string;
}

export const BUILD_SETTINGS: { readonly [Name in BuildSettingName]-?: BuildSettingDoc } = {
  VITE_API_URL: {
    unsetMeans: "the page's own origin",
    meaning:
      'origin of the API (e.g. `https://api.example.com`, no path) when it is not served from the same origin as the web app; the API must then list the web app in `CORS_ORIGINS`',
  },
  VITE_SHOP_PHONE: {
    unsetMeans: '`0900000000`',
    meaning:
      'the shop’s hotline, the number of the storefront’s floating call and Zalo links (8–12 digits, a leading `+` allowed; spaces and dots are dropped). The phone printed on orders is `SHOP_PHONE`',
  },
};

/** The rows of docs/configuration.md's table of build-time settings. */
export function buildSettingRows(): string[][] {
  return (Object.keys(BUILD_SETTINGS) as BuildSettingName[]).map((name) => [
    `\`${name}\``,
    BUILD_SETTINGS[name].unsetMeans,
    BUILD_SETTINGS[name].meaning,
  ]);
}
