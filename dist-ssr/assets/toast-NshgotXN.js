import { n as notifications } from "./notifications.store-CqF2vKlG.js";
// src/features/admin/toast.ts
function toastError(message) {
	notifications.show({
		color: "red",
		message
	});
}
function toastSuccess(message) {
	notifications.show({
		color: "green",
		message
	});
}
export { toastSuccess as n, toastError as t };

//# sourceMappingURL=toast-NshgotXN.js.map