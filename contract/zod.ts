import { z } from 'zod';

// Every schema of the contract is built from this `z`, configured before any schema exists
// (zod reads the setting when a schema is created). Jitless: zod otherwise probes for
// `new Function`, which the app's Content-Security-Policy forbids; browsers report the probe as
// a CSP violation even though zod catches it, and cannot use the compiled parsers anyway. One
// setting for every host (browser, mock API, Vitest, Node) keeps them parsing alike.
z.config({ jitless: true });

export { z };
