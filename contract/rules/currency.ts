import { CURRENCY_SYMBOL } from '../constants';

const NAIRA_NUMBER = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '₦12,500.00'. Negative amounts put the sign before the symbol
 * ('-₦500.00'); amounts that round to zero never show '-₦0.00'; a
 * non-finite amount renders as '₦0.00' so a bad value never shows 'NaN'.
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) return `${CURRENCY_SYMBOL}0.00`;
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${NAIRA_NUMBER.format(rounded)}`;
}
