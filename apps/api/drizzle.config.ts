import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w apps/api` compares src/db/schema.ts with the last snapshot in migrations/meta and
// writes the next versioned SQL migration. No database connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
})
