// What a test that calls vi.mock('./response-schemas') loads instead of the schemas: the error a
// browser rejects the import with when the chunk cannot be fetched (offline, before the service
// worker holds it). A module of its own, as vitest wraps what a vi.mock factory throws.
export {};

throw new TypeError('Failed to fetch dynamically imported module');
