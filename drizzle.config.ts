import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL here, then scripts/embed-migrations.mjs turns it into a module,
// because the API also runs in the browser and cannot read migration files at run time.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
