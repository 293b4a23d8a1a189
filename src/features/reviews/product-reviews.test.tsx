import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentResponseSchema } from '../../../contract/schemas/order';
import { ProductListResponseSchema, type Product } from '../../../contract/schemas/product';
import { ReviewListResponseSchema } from '../../../contract/schemas/review';
import { api } from '../../api/client';
import { appStore } from '../../state/app-store';
import { authAtom, signInAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { login } from '../../api/auth';
import { RATE_YOUR_ORDER } from './rate-your-order';
import { REVIEW_TEXTS } from './review-texts';

withMockApi();
// The real API over PGlite, with other files in parallel: slower than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

const ADMIN_CREDENTIALS = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };
const SHOPPER_CREDENTIALS = { identifier: 'sisi@email.com', password: 'password' };

/** Signs a demo account in through the mock API, as the login page would. */
async function signInAs(credentials: { identifier: string; password: string }) {
  appStore.set(authAtom, RESET);
  const result = await login(credentials);
  if (!result.ok) throw new Error(`demo login failed: ${result.error ?? ''}`);
  appStore.set(signInAtom, result.response);
}

let reviewed: Product;
let marked: Product;
let orderId: string;

/** The demo shopper buys two products and the admin marks the order Delivered. */
beforeAll(async () => {
  const body = await api.get('product/all', { searchParams: { limit: 100 } }).json();
  const products = ProductListResponseSchema.parse(body).products.filter(
    (p) => p.isAvailable && p.quantity >= 2 && (p.reviewCount ?? 0) === 0,
  );
  const [a, b] = products;
  if (!a || !b) throw new Error('seed lacks unreviewed products in stock');
  [reviewed, marked] = [a, b];
  await signInAs(SHOPPER_CREDENTIALS);
  const placed = await api
    .post('product/payment', {
      json: {
        paymentRef: true,
        paymentMethod: 'on_delivery',
        cartItems: [a, b].map((p) => ({ ...p, isAdded: true, addedQty: 1 })),
      },
    })
    .json();
  orderId = PaymentResponseSchema.parse(placed).order._id;
  await signInAs(ADMIN_CREDENTIALS);
  await api.put(`orders/status/${orderId}`, { json: { status: 'Delivered' } });
  // A review whose text looks like HTML, posted by the buyer.
  await signInAs(SHOPPER_CREDENTIALS);
  await api.post(`product/${marked._id}/reviews`, { json: { rating: 2, text: '<b>x</b>' } });
  appStore.set(authAtom, RESET);
}, 60_000);

const reviewsSection = () => screen.findByRole('region', { name: REVIEW_TEXTS.heading });

/** A pointer's click on the star drawn for `count` (its label). */
async function pickStars(section: HTMLElement, count: number) {
  const radio = within(section).getByRole('radio', { name: `${count} stars` });
  const star = section.querySelector(`label[for="${radio.id}"]`);
  if (!star) throw new Error('no star to click');
  await userEvent.click(star);
}

async function openDetail(product: Product) {
  const view = renderRoute(`/detail/${product._id}`);
  await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 15_000 });
  return view;
}

describe('product page reviews', () => {
  it('shows no form to a signed-out visitor, but a way to sign in', async () => {
    await openDetail(reviewed);
    const section = await reviewsSection();
    expect(await within(section).findByText(REVIEW_TEXTS.none)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: REVIEW_TEXTS.submit })).toBeNull();
    expect(within(section).getByRole('link', { name: REVIEW_TEXTS.signInToReview })).toBeVisible();
  });

  it('lets the buyer post a review: the mean and the real count update on the page', async () => {
    await signInAs(SHOPPER_CREDENTIALS);
    await openDetail(reviewed);
    expect(screen.getByText('No rating')).toBeInTheDocument();
    const section = await reviewsSection();
    const submit = await within(section).findByRole('button', { name: REVIEW_TEXTS.submit });

    // No stars chosen: the rule's words, and nothing sent.
    await userEvent.click(submit);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Choose a rating from 1 to 5 stars',
    );

    const stars = within(section).getByRole('radiogroup', { name: REVIEW_TEXTS.ratingLabel });
    // By keyboard: the star's radio focused, Space chooses it.
    within(stars).getByRole('radio', { name: '4 stars' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.type(
      within(section).getByRole('textbox', { name: REVIEW_TEXTS.textLabel }),
      'Lasts all day',
    );
    expect(within(section).getByText('13 / 2000')).toBeInTheDocument();
    await userEvent.click(submit);

    expect(await within(section).findByRole('status')).toHaveTextContent(REVIEW_TEXTS.posted);
    // The product's own line (the main card) and the section both say so.
    expect(await screen.findByText('4.0 · 1 Review')).toBeInTheDocument();
    expect(await within(section).findByText('Lasts all day')).toBeInTheDocument();
    // The section draws each answer as a deferred (sliced) render: the recount may land a
    // moment after the review's text.
    expect(await within(section).findByText('4.0 out of 5 · 1 Review')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: REVIEW_TEXTS.update })).toBeVisible();
    expect(within(section).getByRole('button', { name: REVIEW_TEXTS.delete })).toBeVisible();
    const answer = ReviewListResponseSchema.parse(
      await api.get(`product/${reviewed._id}/reviews`).json(),
    );
    expect(answer).toMatchObject({ avgRating: 4, reviewCount: 1, canReview: true });
    expect(answer.myReview?.text).toBe('Lasts all day');
  });

  it('prefills the buyer’s review, edits it, and deletes it', async () => {
    await signInAs(SHOPPER_CREDENTIALS);
    await openDetail(reviewed);
    const section = await reviewsSection();
    const update = await within(section).findByRole('button', { name: REVIEW_TEXTS.update });
    expect(within(section).getByRole('textbox', { name: REVIEW_TEXTS.textLabel })).toHaveValue(
      'Lasts all day',
    );
    await pickStars(section, 2);
    await userEvent.click(update);
    expect(await screen.findByText('2.0 · 1 Review')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: REVIEW_TEXTS.delete }));
    expect(await within(section).findByText(REVIEW_TEXTS.none)).toBeInTheDocument();
    expect(await screen.findByText('No rating')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: REVIEW_TEXTS.submit })).toBeVisible();
  });

  it('shows a review’s text as text, never as HTML', async () => {
    appStore.set(authAtom, RESET);
    await openDetail(marked);
    const section = await reviewsSection();
    const review = await within(section).findByTestId('review');
    expect(within(review).getByText('<b>x</b>')).toBeInTheDocument();
    expect(review.querySelector('b')).toBeNull();
  });

  it('offers "Rate your order" on the delivered order, linking each product’s review form', async () => {
    await signInAs(SHOPPER_CREDENTIALS);
    renderRoute(`/dashboard/user/orders/${orderId}`);
    const prompt = await screen.findByRole('region', { name: RATE_YOUR_ORDER });
    for (const product of [reviewed, marked]) {
      expect(within(prompt).getByRole('link', { name: `Rate ${product.name}` })).toHaveAttribute(
        'href',
        `/detail/${product._id}#review`,
      );
    }
  });
});

describe('/dashboard/admin/reviews', () => {
  it('hides a review with its switch: it then counts nowhere', async () => {
    await signInAs(ADMIN_CREDENTIALS);
    renderRoute('/dashboard/admin/reviews');
    const row = (await screen.findAllByTestId('admin-review')).find((tr) =>
      within(tr).queryByText(marked.name),
    );
    if (!row) throw new Error('the review is not listed');
    const author = within(row).getAllByRole('cell')[1]?.textContent ?? '';
    expect(within(row).getByText('<b>x</b>')).toBeInTheDocument();
    expect(within(row).getByText('Shown')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: `Hide the review by ${author} of ${marked.name}` }),
    );
    await waitFor(() => expect(within(row).getByText('Hidden')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: /^Show the review/ })).toBeVisible();
    await waitFor(async () => {
      const answer = ReviewListResponseSchema.parse(
        await api.get(`product/${marked._id}/reviews`).json(),
      );
      expect(answer.reviewCount).toBe(0);
    });
  });

  it('tells the author their review is hidden, on the product page', async () => {
    await signInAs(SHOPPER_CREDENTIALS);
    await openDetail(marked);
    const section = await reviewsSection();
    const notice = await within(section).findByTestId('review-hidden');
    expect(notice).toHaveTextContent(REVIEW_TEXTS.hiddenTitle);
    expect(notice).toHaveTextContent(REVIEW_TEXTS.hidden);
    expect(within(section).getByRole('button', { name: REVIEW_TEXTS.update })).toBeVisible();
  });
});

describe('a signed-in shopper who did not receive the product', () => {
  it('is told why there is no review form', async () => {
    await signInAs(ADMIN_CREDENTIALS);
    await openDetail(reviewed);
    const section = await reviewsSection();
    expect(await within(section).findByTestId('review-not-allowed')).toHaveTextContent(
      REVIEW_TEXTS.onlyReceived,
    );
    expect(within(section).queryByRole('button', { name: REVIEW_TEXTS.submit })).toBeNull();
    expect(within(section).queryByRole('link', { name: REVIEW_TEXTS.signInToReview })).toBeNull();
  });
});
