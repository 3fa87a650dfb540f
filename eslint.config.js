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
