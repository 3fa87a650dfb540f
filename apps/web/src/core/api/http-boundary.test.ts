import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The data layer's boundary lives in lint (eslint.config.js, webLayers): screens never import the
 * http client, so every load goes through core/api. These check the rule catches what it should.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const usesHttp = (depth: string) =>
  `import { http } from '${depth}core/http/http.ts';\nexport const x = http;\n`;

describe('the http client in lint', () => {
  it('keeps features and template screens off the http client', async () => {
    expect(
      await restrictedImports('features/careers/vacancies/new-screen.tsx', usesHttp('../../../')),
    ).toEqual([expect.stringContaining('through core/api')]);
    expect(
      await restrictedImports('template/apps/new-app/new-page.tsx', usesHttp('../../../')),
    ).toEqual([expect.stringContaining('through core/api')]);
    const lean = `import { loadHttp } from '../../core/http/api-error.ts';\nexport const x = loadHttp;\n`;
    expect(await restrictedImports('features/auth/new-page.tsx', lean)).toHaveLength(1);
  }, 60_000);

  it('lets core/api, the session code and tests use it', async () => {
    expect(await restrictedImports('core/api/new-resource.ts', usesHttp('../'))).toEqual([]);
    expect(await restrictedImports('core/auth/new-session.ts', usesHttp('../'))).toEqual([]);
    expect(
      await restrictedImports('features/portal/new-page.test.tsx', usesHttp('../../')),
    ).toEqual([]);
  }, 60_000);
});
