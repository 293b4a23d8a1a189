/**
 * What the API and the hosts log through: pino's call shape (fields, then message), so the Node
 * host passes its pino logger as it is, and the page (mock mode) and tests pass the console's.
 * Fields never carry bodies, tokens, passwords, hashes or e-mail addresses.
 */
export interface Log {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** The console, for hosts without a logger of their own. */
export const consoleLog: Log = {
  info: (fields, message) => console.info(message, fields),
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};
