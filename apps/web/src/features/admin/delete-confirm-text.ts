/** The confirmation before a category or sub-category is deleted. */
export const DELETE_CONFIRM_TITLE = 'Permanent Delete';
export const DELETE_CONFIRM_TEXT = 'Are you sure permanent delete ?';

/** The product list words its confirmation differently. */
export const PRODUCT_DELETE_CONFIRM_TEXT = 'Are you sure want to delete permanent ?';
