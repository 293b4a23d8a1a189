/** The id of the product page's review form: "Rate your order" links to /detail/<id>#review. */
export const REVIEW_FORM_ANCHOR = 'review';
