import { f as pendingUpdateAtom } from "../entry-server.js";
// ../../@vite-plugin-pwa/virtual:pwa-register
function registerSW(_options = {}) {
	return async (_reloadPage = true) => {};
}
// src/features/pwa/register-service-worker.ts
/**
* Registers the Workbox worker in 'prompt' mode: a waiting update is offered to the shopper and
* never applied on its own, so a checkout in progress is not reloaded away.
*/
function registerServiceWorker(store) {
	if (!("serviceWorker" in navigator)) return;
	const updateSW = registerSW({
		onNeedRefresh() {
			store.set(pendingUpdateAtom, () => async () => {
				navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
				await updateSW(true);
			});
		},
		onRegisteredSW(_url, registration) {
			if (registration) setInterval(() => void registration.update(), 36e5);
		}
	});
}
export { registerServiceWorker };

//# sourceMappingURL=register-service-worker-DBw_ugbg.js.map