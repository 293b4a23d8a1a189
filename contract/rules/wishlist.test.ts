import { describe, expect, it } from 'vitest';
import {
  addToWishlist,
  applyWishlistOp,
  mergeOnSignIn,
  queueWishlistOp,
  removeFromWishlist,
} from './wishlist';

describe('wishlist rules', () => {
  it('keeps ids newest first, each once', () => {
    expect(addToWishlist(['a'], 'b')).toEqual(['b', 'a']);
    expect(addToWishlist(['b', 'a'], 'a')).toEqual(['b', 'a']);
    expect(removeFromWishlist(['b', 'a'], 'b')).toEqual(['a']);
  });

  it('sends only the last change of a product made offline', () => {
    let queue = queueWishlistOp([], { id: 'a', op: 'put' });
    queue = queueWishlistOp(queue, { id: 'b', op: 'put' });
    queue = queueWishlistOp(queue, { id: 'a', op: 'delete' });
    expect(queue).toEqual([
      { id: 'b', op: 'put' },
      { id: 'a', op: 'delete' },
    ]);
    expect(queue.reduce(applyWishlistOp, ['a', 'c'])).toEqual(['b', 'c']);
  });

  it('merges a signed-out list on sign-in so it stays newest first on top', () => {
    const ops = mergeOnSignIn(['new', 'old']);
    expect(ops.map((o) => o.id)).toEqual(['old', 'new']);
    expect(ops.reduce(applyWishlistOp, ['server'])).toEqual(['new', 'old', 'server']);
  });
});
