import * as fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The directions of DESIGN.md: domain imports nothing of ours; web and server never import each other;
 * features never import each other (they are composed in web/app or through an exported service).
 */
function restrict(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const featureNames = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

const webFeatures = featureNames('src/web/features');
const serverFeatures = featureNames('src/server/features');

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.e2e-data-*',
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  restrict(
    ['src/domain/**'],
    [
      {
        group: ['~/server/*', '~/web/*', '**/server/**', '**/web/**'],
        message: 'domain imports nothing of ours',
      },
    ],
  ),
  restrict(['src/web/**'], [{ group: ['~/server/*', '**/server/**'], message: 'web never imports server' }]),
  restrict(['src/server/**'], [{ group: ['~/web/*', '**/web/**'], message: 'server never imports web' }]),
  ...webFeatures.map((name) =>
    restrict(
      [`src/web/features/${name}/**`],
      [
        {
          group: [
            '~/web/features/*',
            '!~/web/features/' + name,
            '!~/web/features/' + name + '/**',
            '~/web/app/*',
          ],
          message: 'features never import each other or the app: compose them in src/web/app',
        },
        { group: ['~/server/*'], message: 'web never imports server' },
      ],
    ),
  ),
  ...serverFeatures.map((name) =>
    restrict(
      [`src/server/features/${name}/**`],
      [
        {
          group: ['../*/**', '!../../**', `!../${name}/**`],
          message:
            'server features never import each other: go through an exported service composed in app.ts',
        },
        { group: ['~/web/*'], message: 'server never imports web' },
      ],
    ),
  ),
);
