import { showToast } from '../../app/toast';
import { MAX_LINES_PER_ORDER } from '../../../contract/constants';

export const CART_FULL_MESSAGE = `Your cart already holds ${MAX_LINES_PER_ORDER} different products, the most one order can take. Check out or remove a product to add another.`;

/** Told when an add was refused because one order can take no further product. */
export function toastCartFull() {
  showToast({ color: 'red', message: CART_FULL_MESSAGE });
}
