// contract/rules/currency.ts
/**
* '12,500.00' for an amount already rounded to kobo. Plain string work rather than
* Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, about 50 ms of
* main thread measured on a listing's first visit (more on a phone), right before the first prices
* are drawn. Naira amounts group by thousands with a dot for kobo, which is all en-NG does here.
*/
function groupThousands(rounded) {
	if (rounded >= 1e21) return rounded.toLocaleString("en-NG", {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	});
	const [whole = "0", kobo = "00"] = rounded.toFixed(2).split(".");
	return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${kobo}`;
}
/**
* '₦12,500.00'. Negative amounts put the sign before the symbol
* ('-₦500.00'); amounts that round to zero never show '-₦0.00'; a
* non-finite amount renders as '₦0.00' so a bad value never shows 'NaN'.
*/
function formatNaira(amount) {
	if (!Number.isFinite(amount)) return `₦0.00`;
	const rounded = Math.round(Math.abs(amount) * 100) / 100;
	return `${amount < 0 && rounded !== 0 ? "-" : ""}₦${groupThousands(rounded)}`;
}
export { formatNaira as t };

//# sourceMappingURL=currency-7dqU9yeh.js.map