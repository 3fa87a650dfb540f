import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';

/*
 * The server's layering lives in lint (eslint.config.js, serverLayers): these check the rules
 * catch what they should, so they cannot be loosened by accident.
 */
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(
  file: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repoRoot, 'apps/server/src', file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const usesDrizzle = `import { eq } from 'drizzle-orm';\nexport const x = eq;\n`;
const usesRepository = `import { findVacancy } from '../vacancies/vacancies.repository.ts';\nexport const x = findVacancy;\n`;

describe('server layers in lint', () => {
  it('keeps SQL out of services and routes, and lets repositories have it', async () => {
    expect(await restrictedImports('modules/stats/stats.service.ts', usesDrizzle)).toEqual([
      expect.stringContaining('SQL lives in repositories'),
    ]);
    expect(await restrictedImports('modules/stats/stats.routes.ts', usesDrizzle)).toHaveLength(1);
    expect(await restrictedImports('modules/stats/stats.repository.ts', usesDrizzle)).toEqual([]);
    // Types are not SQL.
    const typeOnly = `import type { SQL } from 'drizzle-orm';\nexport type X = SQL;\n`;
    expect(await restrictedImports('modules/stats/stats.service.ts', typeOnly)).toEqual([]);
  }, 60_000);

  it('keeps routes off repositories; services may use them', async () => {
    expect(await restrictedImports('modules/stats/stats.routes.ts', usesRepository)).toEqual([
      expect.stringContaining('Routes call services'),
    ]);
    expect(await restrictedImports('modules/stats/stats.service.ts', usesRepository)).toEqual([]);
  }, 60_000);

  it('keeps large packages a start does not need out of static imports (types are fine)', async () => {
    const rule = '@typescript-eslint/no-restricted-imports';
    for (const name of [
      'nodemailer',
      'ioredis',
      'write-excel-file/node',
      'pg',
      '@electric-sql/pglite',
    ]) {
      const value = `import x from '${name}';\nexport const y = x;\n`;
      expect(await restrictedImports('modules/mail/mailer.ts', value, rule)).toEqual([
        expect.stringContaining('by need'),
      ]);
      const typeOnly = `import type x from '${name}';\nexport type Y = typeof x;\n`;
      expect(await restrictedImports('modules/mail/mailer.ts', typeOnly, rule)).toEqual([]);
      const byNeed = `export const load = () => import('${name}');\n`;
      expect(await restrictedImports('modules/mail/mailer.ts', byNeed, rule)).toEqual([]);
    }
    // Each database driver's own file is what openDatabase() loads by need.
    const driver = `import pg from 'pg';\nexport const y = pg;\n`;
    expect(await restrictedImports('db/postgres.ts', driver, rule)).toEqual([]);
    const embedded = `import { PGlite } from '@electric-sql/pglite';\nexport const y = PGlite;\n`;
    expect(await restrictedImports('db/pglite-worker.ts', embedded, rule)).toEqual([]);
    expect(await restrictedImports('db/pglite-thread.ts', embedded, rule)).toEqual([
      expect.stringContaining('by need'),
    ]);
    expect(await restrictedImports('db/client.ts', driver, rule)).toEqual([
      expect.stringContaining('by need'),
    ]);
  }, 60_000);
});
