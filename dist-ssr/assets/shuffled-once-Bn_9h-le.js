// contract/rules/shuffle.ts
/**
* Fisher–Yates shuffle into a new array. `random` must return values in
* [0, 1) like Math.random; inject a seeded one for deterministic tests.
*/
function shuffle(items, random = Math.random) {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.min(i, Math.floor(random() * (i + 1)));
		const a = out[i];
		out[i] = out[j];
		out[j] = a;
	}
	return out;
}
// src/features/catalogue/shuffled-once.ts
var shuffledByLoad = /* @__PURE__ */ new WeakMap();
function shuffledOnce(items) {
	let shuffled = shuffledByLoad.get(items);
	if (!shuffled) {
		shuffled = shuffle(items);
		shuffledByLoad.set(items, shuffled);
	}
	return shuffled;
}
export { shuffledOnce as t };

//# sourceMappingURL=shuffled-once-Bn_9h-le.js.map