import { Anchor, Button } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { chargedPrice, type SaleablePrice } from '../../../contract/rules/sale-price';
import { whatsAppShareUrl } from '../../../contract/rules/whatsapp-share';

interface ShareOnWhatsAppProps {
  product: SaleablePrice & { _id: string; name: string };
  /** A full button (the product page) or a small link under a card (the wishlist). */
  variant?: 'button' | 'link';
}

/**
 * "Share on WhatsApp": how perfume is sold here, a bottle sent to a friend before buying. A plain
 * link (no script, works from the server's HTML) opened in a new tab, or by WhatsApp itself.
 */
export function ShareOnWhatsApp({ product, variant = 'button' }: ShareOnWhatsAppProps) {
  const origin = useRouteContext({ from: '__root__', select: (context) => context.origin });
  const href = whatsAppShareUrl({
    name: product.name,
    price: chargedPrice(product, new Date()),
    url: new URL(`/detail/${encodeURIComponent(product._id)}`, origin).href,
  });
  const link = { href, target: '_blank', rel: 'noopener noreferrer' } as const;
  if (variant === 'link')
    return (
      <Anchor {...link} size="sm" ta="center" aria-label={`Share ${product.name} on WhatsApp`}>
        Share on WhatsApp
      </Anchor>
    );
  return (
    <Button component="a" {...link} size="md" variant="light" color="green">
      Share on WhatsApp
    </Button>
  );
}
