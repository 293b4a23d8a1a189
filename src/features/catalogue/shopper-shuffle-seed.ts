import { randomShuffleIndex, SHUFFLE_SEEDS } from '../../../contract/rules/shopper-shuffle';
import { shuffleCookie, shuffleIndexFromCookies } from '../../app/shuffle-cookie';

/** This page's order should the browser keep no cookie (cookies blocked). */
let chosenHere: number | undefined;

/**
 * The seed of this shopper's listing order: the one their `shuffle` cookie names (set by the
 * server with its first listing page, or here for a shopper whose first listing the app drew),
 * so the app shows the order the server's pages showed and will show.
 */
export function shopperShuffleSeed(): number {
  chosenHere = shuffleIndexFromCookies(document.cookie) ?? chosenHere;
  if (chosenHere === undefined) {
    chosenHere = randomShuffleIndex();
    document.cookie = shuffleCookie(chosenHere);
  }
  return SHUFFLE_SEEDS[chosenHere] as number;
}
