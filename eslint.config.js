import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import directions from './scripts/eslint-import-directions.js';
import { zodDomainModules } from './scripts/zod-domain-modules.js';

/**
 * The import directions of DESIGN.md. eslint-plugin-import-x is not used (its resolver's native binaries are
 * missing from our registry mirror), so a small local rule resolves `~/` and relative imports and checks zones.
 */
const zones = [
  {
    target: 'src/domain',
    from: ['src/server', 'src/web'],
    message: 'domain imports nothing of ours (zod only)',
  },
  { target: 'src/web', from: ['src/server'], message: 'web never imports server' },
  { target: 'src/server', from: ['src/web'], message: 'server never imports web' },
  {
    target: 'src/web/features/*',
    from: ['src/web/features/*', 'src/web/app'],
    message: 'features never import each other or the app: compose them in src/web/app',
  },
  {
    target: 'src/web/components',
    from: ['src/web/features', 'src/web/app'],
    message: 'shared components never import features or the app',
  },
  {
    target: 'src/web/lib',
    from: ['src/web/features', 'src/web/app'],
    message: 'lib never imports features or the app',
  },
  {
    target: 'src/server/features/*',
    from: ['src/server/features/*'],
    message: 'server features never import each other: go through an exported service composed in app.ts',
  },
  {
    target: 'src/server/platform',
    from: ['src/server/features'],
    message: 'platform never imports features',
  },
  ...[
    'src/server/features/*/service.ts',
    'src/server/features/*/*/service.ts',
    'src/server/features/*/repository.ts',
    'src/server/features/*/*/repository.ts',
    'src/server/platform',
    'src/server/access',
  ].map((target) => ({
    target,
    from: ['src/server/http/error-response'],
    message:
      'services, repositories and platform throw AppError (src/server/errors.ts); only the HTTP layer answers it',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.e2e-data*',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: directions },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/import-directions': ['error', { zones }],
      // French texts hold no-break spaces (decision record 44, scripts/french-typography.ts): allowed in texts
      // (strings, templates, JSX), still refused in code and comments.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // zod (23 KB of brotli) comes with a form when it is used, not with every page (decision record 53).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...zodDomainModules(), 'zod', '@hookform/resolvers/zod'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'this loads zod with the page: take texts from the zod-free modules (*-texts, limits) and schemas with import() through ~/web/lib/lazy-validation',
          })),
        },
      ],
    },
  },
  {
    // The first Intl call on a page costs a phone tens of milliseconds (decision record 57): numbers, prices and
    // dates go through french-numbers, prices and french-date, which call it only where they must.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/lib/french-date.ts', 'src/web/lib/time-zone.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message:
            'Intl while a page loads costs tens of milliseconds: use ~/domain/french-numbers or ~/web/lib/french-date',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'toLocaleString starts Intl: use ~/domain/french-numbers or ~/web/lib/french-date',
        },
      ],
    },
  },
);
