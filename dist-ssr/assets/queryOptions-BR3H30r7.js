// node_modules/@tanstack/react-query/build/modern/queryOptions.js
function queryOptions(options) {
	return options;
}
export { queryOptions as t };

//# sourceMappingURL=queryOptions-BR3H30r7.js.map