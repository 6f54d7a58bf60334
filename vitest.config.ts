import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
const shared = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * API suites run on PGlite, and again on the local Postgres when TEST_DATABASE_URL is set. Two files at a time at
 * least (Vitest's default is cores − 1, one on the 2-core CI machine): each file has a database of its own, and
 * most of a file's time is spent waiting on its database or its server (decision record 50).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
