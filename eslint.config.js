// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const web = 'apps/web/src';
const productFeatures = ['careers', 'portal', 'employer', 'review', 'auth', 'misc'];
const templateAreas = [
  'access-control',
  'apps',
  'dashboards',
  'forms-demo',
  'pages',
  'tables-charts',
  'ui-components',
  'ui-elements',
  'ui-extensions',
];
const toCore = 'Shared code lives in core/: move the file there (docs/web-structure.md).';
const toTemplateShared =
  'Demo code two template areas need lives in template/shared/ (docs/web-structure.md).';

/**
 * The web's boundaries (docs/web-structure.md; web-boundaries.test.ts checks each zone catches a
 * crossing): a product feature imports only itself and core/; a template area imports only
 * itself, template/shared/ and core/; template/shared/ imports only core/; core imports
 * neither app/, features/ nor template/; the fake API is imported as types only.
 */
export const webBoundaries = {
  zones: {
    basePath: repoRoot,
    zones: [
      ...productFeatures.map((feature) => ({
        target: `${web}/features/${feature}`,
        from: `${web}/features`,
        except: [`./${feature}`],
        message: `features/${feature} may not import another feature. ${toCore}`,
      })),
      {
        target: `${web}/features`,
        from: `${web}/template`,
        message: 'The product does not import the template demos.',
      },
      ...templateAreas.map((area) => ({
        target: `${web}/template/${area}`,
        from: `${web}/template`,
        except: [`./${area}`, './shared'],
        message: `template/${area} may not import another template area. ${toTemplateShared}`,
      })),
      {
        target: `${web}/template/shared`,
        from: `${web}/template`,
        except: ['./shared'],
        message: 'template/shared serves every template area and imports none of them.',
      },
      {
        target: `${web}/template`,
        from: `${web}/features`,
        message: 'The template demos do not import the product.',
      },
      {
        target: `${web}/core`,
        from: [`${web}/app`, `${web}/features`, `${web}/template`],
        message: 'core/ is imported by app/, features/ and template/, never the other way.',
      },
    ],
  },
  fakeApiTypesOnly: {
    patterns: [
      {
        group: ['**/fake-api', '**/fake-api/**'],
        message: 'The fake API is loaded by URL prefix (core/http); screens import its types only.',
        allowTypeImports: true,
      },
    ],
  },
};

/**
 * Large packages a server start does not need load by need (`await import(…)`), so `npm start` is
 * ready sooner (docs/operations.md); their types may be imported as usual.
 */
export const serverStart = {
  byNeed: {
    paths: [
      ['nodemailer', 'the SMTP transport is made when the first message leaves'],
      ['ioredis', 'only a server with REDIS_URL connects to Redis'],
      ['write-excel-file/node', 'only an xlsx export writes a spreadsheet'],
      ['pg', 'only a server with DATABASE_URL connects to PostgreSQL (db/postgres.ts)'],
      ['@electric-sql/pglite', 'only a server without DATABASE_URL opens PGlite (db/pglite.ts)'],
      ['marked', 'the first email rendered needs Markdown'],
      ['sanitize-html', 'the first email rendered needs the sanitiser'],
    ].map(([name, why]) => ({
      name,
      message: `Load ${name} by need with await import(): ${why}.`,
      allowTypeImports: true,
    })),
  },
};

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
  // One `t` for every component (core/i18n/use-translation.ts): react-i18next's hook builds one,
  // with a copy of the instance and a subscription, in each component that asks.
  sharedTexts: {
    paths: [
      {
        name: 'react-i18next',
        importNames: ['useTranslation'],
        message:
          'Use useTranslation from core/i18n/use-translation.ts: one t shared by the screen.',
      },
    ],
  },
  noHttp: {
    patterns: [
      {
        group: ['**/core/http/*'],
        message:
          'Screens load and change data through core/api (RTK Query endpoints); sign-in pages use core/api/lean.ts.',
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
      'import-x/no-restricted-paths': ['error', webBoundaries.zones],
      'no-restricted-imports': ['error', webLayers.sharedTexts],
    },
  },
  {
    // Screens reach the fake API through http, never by importing its handlers (tests may read
    // its data, e.g. to check the search covers every route).
    files: [`${web}/app/**`, `${web}/features/**`, `${web}/template/**`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', webBoundaries.fakeApiTypesOnly],
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
    // What a server start does not need is loaded when first needed.
    files: ['apps/server/src/**/*.ts'],
    // The drivers' files are themselves what openDatabase() loads by need (PGlite's thread too).
    ignores: [
      '**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/db/pglite.ts',
      'apps/server/src/db/pglite-worker.ts',
      'apps/server/src/db/postgres.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', serverStart.byNeed] },
  },
  {
    // Routes call services, never a repository (their own or another module's).
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', serverLayers.routes] },
  },
  {
    // Features and template screens never reach the http client (tests may, to fake the network).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/template/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { ...webLayers.noHttp, ...webLayers.sharedTexts }],
    },
  },
  {
    // An Intl format costs far more to build than to use: screens take the kept ones of
    // core/format (numberFormat, dateTimeFormat), never one per row or per render.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/core/format/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message:
            'Use numberFormat() or dateTimeFormat() from core/format: they build each format once.',
        },
      ],
    },
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
