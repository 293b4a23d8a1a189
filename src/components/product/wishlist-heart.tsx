import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { useStore } from 'jotai';
import { memo } from 'react';
import { afterStoredStateRestored } from '../../state/restored-storage';
import { useProductFlag } from '../../state/use-browser-atom-value';
import { inWishlistAtom } from '../../state/wishlist-atoms';
import { HeartIcon } from '../layout/icons';

type WishlistHeartProps = { id: string; name: string } & ActionIconProps;

/**
 * The wishlist toggle of a product (cards, the product page). A button type="button", so a tap
 * before the page hydrates is kept and repeated (public/early-taps.js). What a tap changes loads
 * with the first tap (state/wishlist-changes.ts): the first load carries only the heart.
 */
export function WishlistHeart(props: WishlistHeartProps) {
  const saved = useProductFlag(inWishlistAtom, props.id);
  return <HeartButton saved={saved} {...props} />;
}

/** Memoized as CartButtonView is: the redraw after hydration stops above an unchanged heart. */
const HeartButton = memo(function HeartButton({
  id,
  name,
  saved,
  ...props
}: WishlistHeartProps & { saved: boolean }) {
  const store = useStore();
  return (
    <ActionIcon
      type="button"
      variant="default"
      radius="xl"
      size="lg"
      c="red.8"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      onClick={() =>
        void import('../../state/wishlist-changes').then((changes) =>
          afterStoredStateRestored(() => store.set(changes.toggleWishlistAtom, id)),
        )
      }
      {...props}
    >
      <HeartIcon fill={saved ? 'currentColor' : 'none'} size={20} />
    </ActionIcon>
  );
});
