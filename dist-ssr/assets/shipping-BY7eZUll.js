import { m as SHIPPING_FEE, o as FREE_SHIPPING_THRESHOLD } from "./constants-DgaztBQd.js";
// contract/rules/shipping.ts
function roundMoney(amount) {
	return Math.round(amount * 100) / 100;
}
/** 2000 for a non-empty cart under 300000; free at exactly 300000 and above. */
function shippingFee(subtotal, itemCount) {
	if (itemCount <= 0) return 0;
	return subtotal >= 3e5 ? 0 : SHIPPING_FEE;
}
function cartSubtotal(items) {
	return roundMoney(items.reduce((sum, item) => sum + item.price * item.addedQty, 0));
}
function cartTotals(items) {
	if (items.length === 0) return {
		subtotal: 0,
		shipping: 0,
		total: 0,
		amountToFreeShipping: 0
	};
	const subtotal = cartSubtotal(items);
	const shipping = shippingFee(subtotal, items.length);
	return {
		subtotal,
		shipping,
		total: roundMoney(subtotal + shipping),
		amountToFreeShipping: roundMoney(Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal))
	};
}
export { cartTotals as t };

//# sourceMappingURL=shipping-BY7eZUll.js.map