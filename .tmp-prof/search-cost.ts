import { openDatabase } from '../apps/api/src/db/client';
import { PostgresSearchIndex } from '../apps/api/src/modules/search/postgres-search-index';
import { selectFilteredPage, selectFilterContext } from '../apps/api/src/modules/catalog/product-filters.repo';

const handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5499/prof', poolSize: 4 } as never);
const db = handle.db;
const index = new PostgresSearchIndex(db);
const { attributes } = await selectFilterContext(db, undefined);
const facetIds = attributes.filter((a) => a.filterable && a.kind !== 'text').map((a) => a.id);
const time = async (name: string, n: number, f: () => Promise<unknown>) => {
  await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(name, ((performance.now() - t) / n).toFixed(2), 'ms');
};
for (const q of ['dien tro', 'quat hut', 'bo dieu khien nhiet do']) {
  await time(`search20 ${q}`, 30, () => index.search(q, { offset: 0, limit: 20 }));
  await time(`search1000 ${q}`, 30, () => index.search(q, { offset: 0, limit: 1000 }));
  const hits = await index.search(q, { offset: 0, limit: 1000 });
  console.log('hits', hits.ids.length, hits.total);
  const base = { source: { kind: 'hits' as const, ids: hits.ids }, specs: [], inStock: true, price: undefined, sort: undefined, offset: 0, limit: 20 };
  await time(`filter no facets`, 30, () => selectFilteredPage(db, { ...base, facetAttributeIds: undefined }));
  await time(`filter facets`, 30, () => selectFilteredPage(db, { ...base, facetAttributeIds: facetIds }));
}
await handle.close?.();
process.exit(0);
