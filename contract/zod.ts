import { z } from 'zod/mini';
import { en } from 'zod/locales';

// Every schema of the contract is built from this `z`, configured before any schema exists
// (zod reads the setting when a schema is created).
//
// zod/mini rather than zod's classic API: the same parser with functions instead of methods, so a
// bundle keeps only the checks it uses (the classic API brought 16 KB gzipped into the
// storefront's first load, its JSON Schema code included).
//
// Jitless: zod otherwise probes for `new Function`, which the app's Content-Security-Policy
// forbids; browsers report the probe as a CSP violation even though zod catches it, and cannot
// use the compiled parsers anyway. English messages: mini loads none (every issue would read
// "Invalid input"), and the API answers a check's message where the contract sets none. One
// setting for every host (browser, mock API, Vitest, Node) keeps them parsing alike.
z.config({ jitless: true });
z.config(en());

export { z };

/** A schema of this contract: what parses to `Output` from `Input`. */
export type Schema<Output = unknown, Input = unknown> = z.ZodMiniType<Output, Input>;

/** Runs `prepare` on the raw value, then parses its result with `schema` (classic `preprocess`). */
export function preprocess<S extends z.ZodMiniType>(
  prepare: (value: unknown) => unknown,
  schema: S,
) {
  return z.pipe(z.transform(prepare), schema);
}

/** `schema`'s result, passed through `convert` (classic `.transform`). */
export function transformed<S extends z.ZodMiniType, O>(
  schema: S,
  convert: (value: z.output<S>) => O,
) {
  return z.pipe(schema, z.transform(convert));
}
