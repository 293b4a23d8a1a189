/** The product page's offer on a sold-out product (issue 48). */
export const NOTIFY_ME = "Notify me when it's back";
