import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite of this app loads: the migrations create pg_trgm (trigram indexes
 * for the admin searches), and a data dir holding such an index cannot be opened without it. Pass
 * this to every PGlite.create, in Node, in tests and in the page (mock mode).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
