/**
 * URL slugs of the storefront's routes: spaces, commas and ampersands become hyphens. The id is appended as the
 * last dash-separated segment, so it can be read back whatever the name contains.
 */
export function slugify(name: string): string {
  return name.replace(/[\s,&]/g, '-');
}

export function slugWithId(name: string, id: string): string {
  return `${slugify(name)}-${id}`;
}

/** The id of a slug is its last dash-separated segment. */
export function idFromSlug(slug: string): string {
  const dash = slug.lastIndexOf('-');
  return dash === -1 ? slug : slug.slice(dash + 1);
}

export function productPath(product: { _id: string; name: string }): string {
  return `/product/${encodeURIComponent(slugWithId(product.name, product._id))}`;
}

export function listingPath(
  category: { _id: string; name: string },
  subCategory: { _id: string; name: string },
): string {
  return `/${encodeURIComponent(slugWithId(category.name, category._id))}/${encodeURIComponent(
    slugWithId(subCategory.name, subCategory._id),
  )}`;
}
