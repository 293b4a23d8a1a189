/** The shop's order page, where a shopper lands after paying (the app's `/order?id=` route). */
export function orderPageUrl(origin: string, orderId: string): string {
  return `${origin}/order?id=${encodeURIComponent(orderId)}`;
}
