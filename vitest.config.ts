import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases';

const moduleFile = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));
const alias = [
  { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  ...preactAliases,
  // Their `node` condition leads to CommonJS, whose `require('react')` no alias reaches: their ES modules.
  { find: /^react-router$/, replacement: moduleFile('react-router/dist/development/index.mjs') },
  { find: /^lucide-react$/, replacement: moduleFile('lucide-react/dist/esm/lucide-react.mjs') },
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
 * The server's suites: a worker keeps the modules it imported from one file to the next, as importing the app's
 * graph took 3 to 4 s per file (decision record 60). Every file opens its own database and app. The browser's
 * modules and the drawn pages stay isolated: the server's page renderer points the browser's API client at the
 * app in-process when it is imported, which a browser module's test must not inherit.
 */
const server = { include: ['src/server/**/*.test.ts'], isolate: false };

/**
 * The browser's modules, the domain and the drawn pages once; the API suites on PGlite, and again on the local
 * Postgres when TEST_DATABASE_URL is set.
 */
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
          name: 'browser',
          exclude: ['src/server/**', 'node_modules/**'],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['src/server/test/pglite-snapshot.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          ...server,
          name: 'pglite',
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['src/server/test/pglite-snapshot.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: { ...shared, ...server, name: 'postgres', env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
