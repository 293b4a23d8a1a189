/** Where `npm run dev:mock` serves the seeded demo database's dump (scripts/vite/mock-demo-database.ts). */
export const MOCK_DEMO_DATABASE_PATH = '/__mock/demo-database.tgz';
/** Where it serves the storefront's first reads over that store (mocks/seeded-answers.ts). */
export const MOCK_SEEDED_ANSWERS_PATH = '/__mock/seeded-answers.json';
