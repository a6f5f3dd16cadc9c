import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pageModules } from './page-modules';
import { precompress } from './precompress';

// In development the API runs beside Vite (npm run dev); /api, /images and the payment sandbox's
// hosted page (/sandbox, at PUBLIC_URL, which is this server) are proxied to it.
const apiTarget = `http://127.0.0.1:${process.env['API_PORT'] ?? '3001'}`;

const LUCIDE_ICON = fileURLToPath(new URL('src/lib/lucide-icon.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pageModules(), precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/images': apiTarget,
      '/healthz': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  // The server's render (src/entry-server.tsx, built into dist/server/ by `vite build --ssr`) holds
  // everything it needs, React's server renderer included (its pages' code in chunks beside it):
  // the API loads it from the web app's build wherever that is deployed, with no node_modules of
  // its own beside it. The public files are the browser build's alone.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      // lucide-react's icons drawn by the shop's own small createLucideIcon (decision 049), in the
      // browser and the server's render alike, so both draw the same markup.
      { find: /^\.\.\/createLucideIcon\.mjs$/, replacement: LUCIDE_ICON },
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', sourcemap: false }
    : {
        outDir: 'dist',
        sourcemap: false,
        // The API reads it to name a storefront page's chunks in its HTML (decision 011).
        manifest: true,
        // Only Safari before 17 lacks modulepreload; there the hints are ignored and chunks come as
        // their imports are met. The polyfill would cost every other phone 0.2 kB (decision 011).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What the entry runs before the app (decision 035), with what the app shares of
                  // it: without React, so a page the server drew runs no React until it is used.
                  // Left to the default splitting, it joined the storefront's file, and with it
                  // React was run on every page's load.
                  name: 'boot',
                  test: /src[\\/](app[\\/]app-start|lib[\\/](idle-after-load|ui-settings)|features[\\/]search[\\/](typed-placeholder|search-placeholder))\.ts$/,
                },
                {
                  // What every page needs, in one long-cached file: left to the default splitting, the
                  // same code came as half a dozen tiny shared chunks, each a request and gzip overhead.
                  // Changes (useMutation and its observer) are left out: only forms and the cart
                  // control make them, and those come after the first paint.
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+)[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
                },
                {
                  // What the storefront pages (home, listing, product, search) share, in one file
                  // beside the page's own: left apart, it came as eight small files, and on a phone's
                  // first visit each is a request waiting for a free connection before the page draws.
                  // Their tab titles (use-page-title) too: a file of its own cost each page 0.1 kB.
                  name: 'storefront',
                  test: /src[\\/](components[\\/]ui[\\/](no-data|product-card(-skeleton)?|product-image|skeleton|spinner)|features[\\/]catalog[\\/]catalog-not-found|lib[\\/]use-page-title)\.tsx?$|lucide-react[\\/].*[\\/](shield-check|truck|chevron-left|chevron-right|clock|loader-circle|phone|ruler)\.m?js$/,
                },
                {
                  // The api client and what it needs, with the query keys and the cached queries
                  // the app and every page read: every page asks for data through them. Left to
                  // the default splitting, they came as three files, each a request of its own
                  // (the first page waited for the keys; a drawn page fetches each ahead).
                  name: 'api-client',
                  test: /src[\\/](lib[\\/](api-client|first-answers|session-storage|browser-state|query-keys|cached-query|category-lists-query)|first-answers|storefront-calls|endpoints[\\/]catalogue)\.ts$/,
                },
                {
                  // Form validation: zod, its react-hook-form resolver and the contract's schemas the
                  // forms check with. Every form needs all of them; apart they were four files.
                  name: 'validation',
                  test: /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|packages[\\/]contract[\\/]src[\\/](ids|users)\.ts$/,
                },
                {
                  // The pieces of the account and admin forms (fields, submit button, the account
                  // pages' card, field settings and calls): apart they were seven small files, and
                  // every file's name is listed in the first download.
                  name: 'forms',
                  test: /src[\\/](components[\\/]ui[\\/](form-field|text-field|submit-button)|features[\\/]account[\\/](account-fields|auth-card|recovery-state|account-requests))\.tsx?$/,
                },
                {
                  // The icons only the cart, account and admin pages draw, in one file: apart, each
                  // came as a file of its own, and every file name is listed in the first download.
                  // Not the cross (x): the listing's and search's chosen-filter chips draw it, and
                  // with it came these four (0.3 kB more on those pages; decision 049's addendum).
                  name: 'icons',
                  test: /lucide-react[\\/].*[\\/](map-pin|pencil|plus|trash)\.m?js$/,
                },
                {
                  // The contract's order modules (schemas, lifecycle table, labels, endpoint rows):
                  // checkout, My Orders and the admin's order pages share them. Left to the default
                  // splitting they came as five files, each named in the first download's preload table.
                  name: 'order-contract',
                  test: /packages[\\/]contract[\\/]src[\\/](addresses|orders|order-statuses|order-lifecycle|admin-orders|endpoints[\\/]orders)\.ts$/,
                },
                {
                  // The growing grid of the listing and search pages, with its scroll listener: one file
                  // the two pages share, which home and product pages do not download.
                  name: 'product-grid',
                  test: /src[\\/](components[\\/]ui[\\/]infinite-product-grid|lib[\\/](use-load-more-on-scroll|throttle))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
}));
