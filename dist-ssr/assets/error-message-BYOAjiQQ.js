import { c as HTTPError } from "./client-C7a1WBi8.js";
import { L as apiErrorMessage } from "./auth-atoms-DYCAUkaS.js";
// src/api/error-message.ts
/**
* The text a failed call should show: the server's `{error}` (or plain-string) body when it sent
* one, else null so the caller picks the spec's fallback text.
*/
async function serverErrorText(error) {
	if (!(error instanceof HTTPError)) return null;
	const body = await error.response.clone().json().catch(() => null);
	return apiErrorMessage(body);
}
export { serverErrorText as t };

//# sourceMappingURL=error-message-BYOAjiQQ.js.map