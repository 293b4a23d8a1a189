// contract/rules/truncate.ts
/**
* Cuts a text to `max` characters and marks the cut with '…' (checkout names: 20, order
* description previews: 50). Counts code points so an emoji is never split in half.
*/
function truncateText(text, max) {
	const chars = Array.from(text);
	if (chars.length <= max) return text;
	return `${chars.slice(0, max).join("").trimEnd()}…`;
}
export { truncateText as t };

//# sourceMappingURL=truncate-DsfckIa8.js.map