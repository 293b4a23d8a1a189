// node_modules/@mantine/core/esm/core/utils/create-event-handler/create-event-handler.mjs
function createEventHandler(parentEventHandler, eventHandler) {
	return (event) => {
		parentEventHandler?.(event);
		eventHandler?.(event);
	};
}
export { createEventHandler as t };

//# sourceMappingURL=create-event-handler-CS6DelLA.js.map