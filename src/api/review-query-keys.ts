// The keys of the reviews' reads (issue 48). Each holds the viewer's id: a product's list answers
// whether this visitor may review it and with their own review, so it is private
// (privateRoots.reviews: never on disk, dropped when the session changes hands).
import { privateRoots } from './query-keys';

const { reviews: REVIEWS, admin: ADMIN } = privateRoots;

/** The signed-out visitor's key part. */
export const SIGNED_OUT = 'signed-out';

export const reviewKeys = {
  all: [REVIEWS] as const,
  ofProduct: (productId: string) => [REVIEWS, 'product', productId] as const,
  list: (productId: string, viewerId: string) => [REVIEWS, 'product', productId, viewerId] as const,
  /** The admin's Reviews screen, one page of it. */
  admin: () => [ADMIN, 'reviews'] as const,
  adminPage: (userId: string, page: number) => [ADMIN, 'reviews', userId, page] as const,
};
