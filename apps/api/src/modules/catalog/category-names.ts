import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** A category or sub-category as a product's answer shows it. */
export interface CategoryRow {
  id: string;
  name: string;
  /** '' when it has none. */
  nameEn: string;
  image: string;
}

/** Every category and sub-category by id, as they stood at `version`. */
export interface CategoryNamesAt {
  version: number;
  categories: ReadonlyMap<string, CategoryRow>;
  subCategories: ReadonlyMap<string, CategoryRow>;
}

/** The names' version as a statement reads it beside other columns (migration 0014). */
export const CATEGORY_NAMES_VERSION = sql<string>`(SELECT version::text FROM category_names_version)`;

/** Every category and sub-category and the names' version, in one statement: one snapshot. */
async function selectCategoryNames(db: Database): Promise<CategoryNamesAt> {
  const [row] = await queryRows<{
    version: string;
    categories: CategoryRow[];
    sub_categories: CategoryRow[];
  }>(
    db,
    sql`SELECT ${CATEGORY_NAMES_VERSION} AS version,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'nameEn', name_en,
         'image', image)), '[]')
       FROM categories) AS categories,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'nameEn', name_en,
         'image', image)), '[]')
       FROM subcategories) AS sub_categories`,
  );
  if (!row) throw new Error('category_names_version has no row');
  return {
    version: Number(row.version),
    categories: new Map(row.categories.map((category) => [category.id, category])),
    subCategories: new Map(row.sub_categories.map((category) => [category.id, category])),
  };
}

/**
 * The names and pictures of every category and sub-category, kept by the process for the product
 * answers that show them (decision 029). A product read answers its link ids and the names'
 * version of its snapshot; names kept from an older version are read again (once, however many
 * ask meanwhile) before they are used, so an answer never shows a name older than its product.
 */
export class CategoryNames {
  private kept: CategoryNamesAt | undefined;
  private loading: Promise<CategoryNamesAt> | undefined;

  constructor(private readonly db: Database) {}

  /** The names as they stood at `version` or later. */
  async at(version: number): Promise<CategoryNamesAt> {
    if (this.kept && this.kept.version >= version) return this.kept;
    let loaded = await this.load();
    // A read already under way may have begun before the change this caller saw: read once more.
    if (loaded.version < version) loaded = await this.load();
    return loaded;
  }

  private load(): Promise<CategoryNamesAt> {
    this.loading ??= selectCategoryNames(this.db)
      .then((names) => {
        if (!this.kept || names.version >= this.kept.version) this.kept = names;
        return names;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}

const keptNames = new WeakMap<Database, CategoryNames>();

/** The names kept for a database (one per process and database). */
export function categoryNamesOf(db: Database): CategoryNames {
  let names = keptNames.get(db);
  if (!names) {
    names = new CategoryNames(db);
    keptNames.set(db, names);
  }
  return names;
}
