// The Reviews section's own words (issue 48; the spec has none for it): one place for the screens
// and their tests.

export const REVIEW_TEXTS = {
  heading: 'Reviews',
  none: 'No reviews yet.',
  formTitle: 'Rate this product',
  editTitle: 'Your review',
  ratingLabel: 'Your rating',
  textLabel: 'Your review (optional)',
  submit: 'Submit review',
  update: 'Update review',
  delete: 'Delete review',
  posted: 'Thank you! Your review is posted.',
  updated: 'Your review is updated.',
  sendFailed: 'Your review could not be sent. Please try again.',
  deleteFailed: 'Your review could not be deleted. Please try again.',
  loadFailed: 'The reviews could not be loaded.',
  showMore: 'Show more reviews',
  signInToReview: 'Sign in to review a product you received.',
  onlyReceived:
    'You can review this product once an order of it has been delivered to you: reviews come only from shoppers who received it.',
  hiddenTitle: 'Your review is hidden',
  hidden:
    'The shop has hidden your review, so other shoppers do not see it and it does not count in the rating. It stays hidden if you update it.',
} as const;

/** "4.3 out of 5". */
export const outOfFive = (mean: number) => `${mean.toFixed(1)} out of 5`;
