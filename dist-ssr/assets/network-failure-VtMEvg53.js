import { c as HTTPError, s as TimeoutError } from "./client-C7a1WBi8.js";
// src/api/network-failure.ts
/**
* True when no answer came back (no connection, or one too slow to finish), as opposed to a
* refusal. A timed-out order may have been created, which is safe: it is re-sent with its key.
*/
function isNetworkFailure(error) {
	if (error instanceof HTTPError) return false;
	return error instanceof TypeError || error instanceof TimeoutError || !navigator.onLine;
}
export { isNetworkFailure as t };

//# sourceMappingURL=network-failure-VtMEvg53.js.map