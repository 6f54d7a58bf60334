import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
const shared = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** API suites run on PGlite, and again on the local Postgres when TEST_DATABASE_URL is set. */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { ...shared, name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...shared,
                include: ['src/server/**/*.test.ts'],
                name: 'postgres',
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
