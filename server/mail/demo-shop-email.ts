/** The shop's inbox outside production when SHOP_EMAIL is unset: its e-mails stay readable. */
export const DEMO_SHOP_EMAIL = 'orders@fragrancehub.ng';
