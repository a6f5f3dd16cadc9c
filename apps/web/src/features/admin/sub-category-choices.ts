import type { Category, SubCategory, SubCategoryRef } from '@shop/contract';

/** The sub-categories the product form offers, and what it says about the chosen ones. */
export interface SubCategoryChoices {
  /** Those filed under a chosen category first; every other one after them only on request. */
  options: SubCategory[];
  /** How many sub-categories are held back (filed under no chosen category). */
  hidden: number;
  /** Chosen sub-categories filed under none of the chosen categories (a product filed wrongly). */
  outside: SubCategoryRef[];
}

/**
 * A product belongs in the sub-categories of its own categories: only those are offered, unless
 * the admin asks for every one (`showAll`), and then they still come first. A chosen sub-category
 * under none of the chosen categories is named, so a wrong filing shows before it is saved. One
 * the list does not know (deleted meanwhile) is not named: nothing is known of its categories.
 */
export function subCategoryChoices(
  all: readonly SubCategory[],
  chosenCategories: readonly Category[],
  chosenSubCategories: readonly SubCategoryRef[],
  showAll: boolean,
): SubCategoryChoices {
  const categoryIds = new Set(chosenCategories.map((category) => category._id));
  const underChosen = (subCategory: SubCategory) =>
    subCategory.category.some((category) => categoryIds.has(category._id));
  const matching = all.filter(underChosen);
  const others = all.filter((subCategory) => !underChosen(subCategory));
  const byId = new Map(all.map((subCategory) => [subCategory._id, subCategory]));
  const outside = chosenSubCategories.filter((chosen) => {
    const known = byId.get(chosen._id);
    return known !== undefined && !underChosen(known);
  });
  return {
    options: showAll ? [...matching, ...others] : matching,
    hidden: showAll ? 0 : others.length,
    outside: outside.filter(
      (chosen, index) => outside.findIndex((each) => each._id === chosen._id) === index,
    ),
  };
}
