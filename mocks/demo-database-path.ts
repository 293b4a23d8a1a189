/** Where `npm run dev:mock` serves the seeded demo database's dump (scripts/vite/mock-demo-database.ts). */
export const MOCK_DEMO_DATABASE_PATH = '/__mock/demo-database.tgz';
