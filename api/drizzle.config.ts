import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new SQL migration into drizzle/ after a change to the schema.
// Commit the SQL: the API applies it at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
