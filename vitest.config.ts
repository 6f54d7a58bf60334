import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases';

const alias = [
  { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  ...preactAliases,
];
const shared = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  testTimeout: 30_000,
  // Libraries that import React are run through Vite, so that they take the aliases to Preact as the app does.
  server: {
    deps: {
      inline: [
        /preact/,
        /react-router/,
        /@tanstack\/react-query/,
        /radix-ui/,
        /@radix-ui/,
        /lucide-react/,
        /react-hook-form/,
        /sonner/,
        /react-easy-crop/,
      ],
    },
  },
  hookTimeout: 60_000,
};

/**
 * Libraries that ship both CommonJS and ES modules are taken as ES modules, whose `import 'react'` the aliases to
 * Preact reach (a `require` would load React itself).
 */
const ssr = { resolve: { conditions: ['module', 'node', 'development|production'] } };

/** API suites run on PGlite, and again on the local Postgres when TEST_DATABASE_URL is set. */
export default defineConfig({
  resolve: { alias },
  ssr,
  test: {
    // Vitest's default leaves a core idle (one file at a time on CI's two cores); the files mostly wait on their
    // databases, so one per core keeps both busy (decision record 50).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        ssr,
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
