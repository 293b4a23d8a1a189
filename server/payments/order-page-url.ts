/** The shop's order page, where a shopper lands after paying (the app's `/order?id=` route). */
export function orderPageUrl(origin: string, orderId: string): string {
  return `${origin}/order?id=${encodeURIComponent(orderId)}`;
}

/** The shopper's page of one order: its history and delivery window (status e-mails link here). */
export function shopperOrderPageUrl(origin: string, orderId: string): string {
  return `${origin}/dashboard/user/orders/${encodeURIComponent(orderId)}`;
}

/** The order's printable receipt (linked from the order e-mail and the order page). */
export function receiptPageUrl(origin: string, orderId: string): string {
  return `${origin}/receipt/${encodeURIComponent(orderId)}`;
}
