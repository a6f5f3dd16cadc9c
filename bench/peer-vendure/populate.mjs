// The peer's own import tool: `populate` from @vendure/core/cli (what `npx @vendure/create` runs to
// fill a new shop), given initial data (zone, country, tax, shipping, payment, collections) and a
// products CSV in Vendure's import format; then the jobs the import leaves, run in this process,
// so the shop is whole when the bench starts it: the collections' contents, then the search index.
// Usage: node populate.mjs initial-data.json products.csv
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  bootstrap,
  JobQueueService,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} from '@vendure/core';
import { populate } from '@vendure/core/cli/index.js';
import { peerConfig } from './vendure-config.mjs';

const [initialDataPath, productsCsvPath] = process.argv.slice(2);
if (!initialDataPath || !productsCsvPath)
  throw new Error('usage: node populate.mjs initial-data.json products.csv');
const initialData = JSON.parse(readFileSync(initialDataPath, 'utf8'));
// The search index's updates are buffered (Vendure's option for large catalogues): the import
// made one a product, for its stock, all of them superseded by the reindex below.
const app = await populate(
  () => bootstrap(peerConfig({ synchronize: true, bufferSearchUpdates: true })),
  initialData,
  productsCsvPath,
);
const database = app.get(TransactionalConnection).rawConnection;
const jobs = app.get(JobQueueService);

/** Waits until the job queue has nothing pending or running; throws on a failed job. */
async function jobsDone() {
  for (;;) {
    const [{ open, failed }] = await database.query(
      `SELECT count(*) FILTER (WHERE state IN ('PENDING', 'RUNNING', 'RETRYING'))::int AS open,
              count(*) FILTER (WHERE state = 'FAILED')::int AS failed FROM job_record`,
    );
    if (failed > 0) throw new Error(`peer: ${failed} import jobs failed`);
    if (open === 0) return;
    await sleep(250);
  }
}

// `populate` queued a reindex before the collections had their products (their filters were
// buffered with the index's updates): the collections first, then one reindex that sees them.
await database.query(
  `DELETE FROM job_record WHERE "queueName" = 'update-search-index' AND state = 'PENDING'`,
);
await database.query(
  `DELETE FROM job_record_buffer WHERE "bufferId" = 'search-plugin-update-search-index'`,
);
await jobs.start();
await jobs.flush('search-plugin-apply-collection-filters');
await jobsDone();
await database.query(
  `DELETE FROM job_record_buffer WHERE "bufferId" = 'search-plugin-update-search-index'`,
);
const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
await app.get(SearchService).reindex(ctx);
await jobsDone();
await app.close();
process.exit(0);
