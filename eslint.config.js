// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The server's layering rules (eslint-rules.test.ts checks they catch what they should). */
export const serverLayers = {
  noSql: {
    paths: [
      {
        name: 'drizzle-orm',
        message: 'SQL lives in repositories: add a function to a *.repository.ts and call it.',
        allowTypeImports: true,
      },
    ],
    patterns: [
      {
        group: ['drizzle-orm/*'],
        message: 'SQL lives in repositories: add a function to a *.repository.ts and call it.',
        allowTypeImports: true,
      },
    ],
  },
  routes: {
    paths: [
      {
        name: 'drizzle-orm',
        message: 'Routes call services; SQL lives in repositories.',
        allowTypeImports: true,
      },
    ],
    patterns: [
      {
        group: ['**/*.repository.ts', 'drizzle-orm/*'],
        message: 'Routes call services, not repositories: go through the service of the module.',
        allowTypeImports: true,
      },
    ],
  },
};

/**
 * The web's data layer: screens load and change data through core/api's endpoints (RTK Query);
 * only core/api and the session code in core/auth use the http client.
 */
export const webLayers = {
  noHttp: {
    patterns: [
      {
        group: ['**/core/http/*'],
        message:
          'Screens load and change data through core/api (RTK Query endpoints); sign-in pages use core/api/lean.ts.',
      },
    ],
  },
  /** Files that still call the http client themselves, until they move to core/api (issue 16). */
  pendingHttp: [
    'apps/web/src/template/apps/calendar/calendar.slice.ts',
    'apps/web/src/template/apps/calendar/guest-picker.tsx',
    'apps/web/src/template/apps/chat/chat.slice.ts',
    'apps/web/src/template/apps/ecommerce/shop-api.ts',
    'apps/web/src/template/apps/email/email.slice.ts',
    'apps/web/src/template/apps/invoice/invoice-api.ts',
    'apps/web/src/template/apps/permissions/permissions-api.ts',
    'apps/web/src/template/apps/roles/roles-api.ts',
    'apps/web/src/template/apps/todo/todo.slice.ts',
    'apps/web/src/template/apps/user/users-api.ts',
    'apps/web/src/template/dashboards/use-card.ts',
    'apps/web/src/template/pages/profile/profile-page.tsx',
    'apps/web/src/template/pages/shared/use-api.ts',
    'apps/web/src/template/tables-charts/datatables/load-employees.ts',
    'apps/web/src/template/tables-charts/shared/use-fetch.ts',
    'apps/web/src/template/ui-components/pages/auto-complete-page.tsx',
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'tsconfig.tools.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Server layers: SQL (drizzle's operators and builders) lives only in repositories and the
    // database and SQL helpers; services hold the rules, routes stay thin.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverLayers.noSql] },
  },
  {
    // Routes call services, never a repository (their own or another module's).
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', serverLayers.routes] },
  },
  {
    // Features and template screens never reach the http client (tests may, to fake the network).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/template/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', ...webLayers.pendingHttp],
    rules: { 'no-restricted-imports': ['error', webLayers.noHttp] },
  },
  {
    // Tools, benchmarks and scripts print their figures on purpose.
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      'apps/server/src/db/seed-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
