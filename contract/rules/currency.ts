import { CURRENCY_SYMBOL } from '../constants';

/**
 * '12,500.00' for an amount already rounded to kobo. Plain string work rather than
 * Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, about 50 ms of
 * main thread measured on a listing's first visit (more on a phone), right before the first prices
 * are drawn. Naira amounts group by thousands with a dot for kobo, which is all en-NG does here.
 */
function groupThousands(rounded: number): string {
  // toFixed switches to exponent notation from 1e21: no price comes near, but never show one.
  if (rounded >= 1e21) {
    return rounded.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  const [whole = '0', kobo = '00'] = rounded.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${kobo}`;
}

/**
 * '₦12,500.00'. Negative amounts put the sign before the symbol
 * ('-₦500.00'); amounts that round to zero never show '-₦0.00'; a
 * non-finite amount renders as '₦0.00' so a bad value never shows 'NaN'.
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) return `${CURRENCY_SYMBOL}0.00`;
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(rounded)}`;
}
