// State sits below the API client (which reads the session's token from state), so it may not
// import the client or anything built on it: that made a loop, client → state → api/auth →
// client. What a sign-out asks of the server is registered here by the app instead
// (src/app/server-sign-out.ts).

let endOnServer: ((token: string) => void) | undefined;

/** Registers what ends a session on the server (once, as the app starts). */
export function setServerSignOut(handler: (token: string) => void): void {
  endOnServer = handler;
}

/** Asks the server to end the session `token` opened, when the app has said how. */
export function signOutOnServer(token: string) {
  endOnServer?.(token);
}
