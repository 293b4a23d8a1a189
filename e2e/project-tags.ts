/**
 * Which journeys the mock and postgres projects run besides the server project, which runs them
 * all (playwright.config.ts). A journey's tag says what only that host can show about it.
 *
 * - MOCK: mock mode's own machinery on the way: the API, its database and the test gateway in
 *   the page, images stored by the page, the wishlist's offline changes sent through the worker.
 * - POSTGRES: money and stock on a real PostgreSQL server (row locks, concurrent writes), which
 *   the embedded database serialises away.
 */
export const MOCK = '@mock';
export const POSTGRES = '@postgres';
