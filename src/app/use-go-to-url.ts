import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Goes to a URL a server handed out: a payment page, or the shop's page to come back to.
 * Paystack's page is another site, so the browser loads it. A page of this app (the built-in test
 * gateway's, or the order page it sends the shopper back to) opens in the router instead: in mock
 * mode the API, and the test gateway's payments with it, live in this page's memory, which a full
 * page load would wipe; it is also quicker on a phone.
 */
export function useGoToUrl() {
  const router = useRouter();
  return useCallback(
    async (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin !== window.location.origin) {
        window.location.assign(target.href);
        return;
      }
      await router.navigate({ href: `${target.pathname}${target.search}${target.hash}` });
    },
    [router],
  );
}
