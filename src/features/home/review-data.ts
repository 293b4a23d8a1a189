export interface Review {
  quote: string;
  name: string;
  photo: string;
}

const r = (quote: string, name: string, n: number): Review => ({
  quote,
  name,
  photo: `/images/avatar-${n}.webp`,
});

/** The two desktop sets the arrows toggle between. */
export const REVIEW_SETS: readonly [readonly Review[], readonly Review[]] = [
  [
    r(
      'My Dior arrived sealed and smelled exactly like the store tester. Delivery was quick.',
      'Adaeze O.',
      1,
    ),
    r(
      'Great prices in naira and the oud lasts all day. I have already ordered again.',
      'Tunde A.',
      2,
    ),
    r('Customer support helped me pick a gift for my wife. She loves it!', 'Chinedu E.', 3),
    r('Authentic perfumes at last, without travelling abroad. Highly recommended.', 'Funke B.', 4),
  ],
  [
    r('The Lattafa collection is amazing value. Packaging was neat and secure.', 'Ibrahim K.', 2),
    r('Paid online without stress and got my order in two days in Lagos.', 'Ngozi U.', 1),
    r('Found a discontinued scent I had been hunting for years. Thank you!', 'Segun F.', 4),
    r('Lovely fresh fragrances for the heat. The filters made choosing easy.', 'Amaka N.', 3),
  ],
];

/** Shown on small screens instead of the two desktop sets. */
export const MOBILE_REVIEWS: readonly Review[] = [
  r('Fast delivery and genuine products. My go-to perfume shop now.', 'Bola T.', 3),
  r('I love the flash sales: got a designer scent for much less.', 'Emeka J.', 2),
  r('Every bottle I have bought has been authentic and long-lasting.', 'Halima S.', 1),
  r('Friendly support team and easy returns. Five stars from me.', 'Kunle D.', 4),
];
