/** A US fluid ounce, in millilitres. */
const ML_PER_OZ = 29.5735;

/**
 * A bottle's size as Nigerian shoppers read it, in millilitres first with the ounces the product
 * keeps (the contract's sizes are ounces): '3.4' → '100 ml (3.4 oz)'. Millilitres round to the
 * nearest 5, as bottles are labelled; a size that is not a number is shown as it is.
 */
export function bottleSize(oz: string): string {
  const ounces = Number(oz);
  if (!oz.trim() || !Number.isFinite(ounces) || ounces <= 0) return oz;
  const ml = Math.round((ounces * ML_PER_OZ) / 5) * 5;
  return `${ml} ml (${oz} oz)`;
}
