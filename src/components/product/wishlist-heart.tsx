import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { useStore } from 'jotai';
import { afterStoredStateRestored } from '../../state/restored-storage';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { wishlistIdsAtom } from '../../state/wishlist-atoms';
import { HeartIcon } from '../layout/icons';

const NONE: readonly string[] = [];

/**
 * The wishlist toggle of a product (cards, the product page). A button type="button", so a tap
 * before the page hydrates is kept and repeated (public/early-taps.js). What a tap changes loads
 * with the first tap (state/wishlist-changes.ts): the first load carries only the heart.
 */
export function WishlistHeart({
  id,
  name,
  ...props
}: { id: string; name: string } & ActionIconProps) {
  const saved = useBrowserAtomValue(wishlistIdsAtom, NONE).includes(id);
  const store = useStore();
  return (
    <ActionIcon
      type="button"
      variant="default"
      radius="xl"
      size="lg"
      c={saved ? 'red.7' : 'dark'}
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove' : 'Add'} ${name} ${saved ? 'from' : 'to'} wishlist`}
      onClick={() =>
        void import('../../state/wishlist-changes').then(({ toggleWishlistAtom }) =>
          afterStoredStateRestored(() => store.set(toggleWishlistAtom, id)),
        )
      }
      {...props}
    >
      <HeartIcon filled={saved} size={20} />
    </ActionIcon>
  );
}
