import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves a core idle (one file at a time on CI's two cores); the files mostly wait on their
    // databases, so one per core keeps both busy (decision record 50).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'pglite',
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['src/server/test/pglite-snapshot.ts'],
        },
      },
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
