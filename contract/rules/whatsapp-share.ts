import { formatNaira } from './currency';

/** What a shared product says: its name, the price a shopper pays now and its page. */
export interface SharedProduct {
  readonly name: string;
  /** Naira, as charged now (the sale price while a Flash Sale runs). */
  readonly price: number;
  /** The product page's absolute URL. */
  readonly url: string;
}

/**
 * The `https://wa.me/?text=` link that opens WhatsApp with the message written, for the shopper to
 * pick a chat: a plain link, so it works without the app's script and opens the installed
 * WhatsApp on a phone. Its preview comes from the page's Open Graph tags.
 */
export function whatsAppShareUrl({ name, price, url }: SharedProduct): string {
  const text = `${name}, ${formatNaira(price)} at FragranceHub: ${url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
