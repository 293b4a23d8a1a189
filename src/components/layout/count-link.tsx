import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A header icon link with its count (the cart's, the wishlist's): "Cart, 1 item". */
export function CountLink({
  to,
  label,
  count,
  children,
}: {
  to: '/cart' | '/wishlist';
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0} color="plum.8">
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        {children}
      </ActionIcon>
    </Indicator>
  );
}
