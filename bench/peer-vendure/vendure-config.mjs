// The peer's configuration, as Vendure 3's new-project template writes it (`npx @vendure/create`):
// its default plugins for the database job queue, the scheduler, the database search index (with stock status),
// the database cache (DefaultCachePlugin, enabled in new projects since 3.1) and the asset server.
// Left out: the admin dashboard and the e-mail plugin, which the Shop API does not use. Copied by
// the bench into the temporary folder it installs Vendure into (bench/lib/peer-vendure.mjs) and
// run from there; nothing of Vendure is kept in this repository.
import { join } from 'node:path';
import {
  DefaultCachePlugin,
  DefaultJobQueuePlugin,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  dummyPaymentHandler,
} from '@vendure/core';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';

const env = (/** @type {string} */ name) => {
  const value = process.env[name];
  if (!value) throw new Error(`peer: ${name} is not set`);
  return value;
};

/**
 * @param {{ synchronize?: boolean, bufferSearchUpdates?: boolean }} [options] the import sets both:
 *   it makes the schema, and it buffers the search index's updates (Vendure's option for large
 *   catalogues) instead of queueing one a product, since it queues a full reindex at its end
 */
export function peerConfig({ synchronize = false, bufferSearchUpdates = false } = {}) {
  const database = new URL(env('PEER_DATABASE_URL'));
  const folder = env('PEER_DIR');
  return {
    apiOptions: {
      hostname: '127.0.0.1',
      port: Number(env('PEER_PORT')),
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
    },
    authOptions: {
      tokenMethod: ['bearer', 'cookie'],
      // Made afresh for each run by the bench (Vendure refuses to start in production with its
      // default password).
      superadminCredentials: {
        identifier: 'bench-admin',
        password: env('PEER_SUPERADMIN_PASSWORD'),
      },
      cookieOptions: { secret: env('PEER_COOKIE_SECRET') },
    },
    dbConnectionOptions: {
      type: 'postgres',
      // The schema is made once, by the import (a new project runs its first migration instead).
      synchronize,
      logging: false,
      host: database.hostname,
      port: Number(database.port),
      username: decodeURIComponent(database.username),
      password: decodeURIComponent(database.password),
      database: database.pathname.slice(1),
    },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    importExportOptions: { importAssetsDir: env('PEER_IMPORT_ASSETS_DIR') },
    customFields: {},
    plugins: [
      AssetServerPlugin.init({
        route: 'assets',
        assetUploadDir: join(folder, 'static/assets'),
        assetUrlPrefix: `http://127.0.0.1:${env('PEER_PORT')}/assets/`,
      }),
      DefaultCachePlugin.init({}),
      DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
      DefaultSchedulerPlugin.init(),
      DefaultSearchPlugin.init({ bufferUpdates: bufferSearchUpdates, indexStockStatus: true }),
    ],
  };
}
