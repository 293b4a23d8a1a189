/**
 * The order number a person reads or says (a receipt, a phone call to support, an e-mail
 * subject): the id's last 8 characters in upper case. The full id stays in links.
 */
export function shortOrderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-8).toUpperCase();
}
