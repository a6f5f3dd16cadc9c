/** Placeholder until the admin issue builds this page; the route and its guard are final. */
export function CategoryPage() {
  return <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">Category</h1>;
}
