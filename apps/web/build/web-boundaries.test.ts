import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The web's boundaries live in lint (eslint.config.js, webBoundaries; docs/web-structure.md):
 * these lint probe files that cross each boundary and check the rule fires, and that the
 * imports a boundary allows stay quiet, so the zones cannot be loosened by accident.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(webRoot, 'src');
const eslint = new ESLint({ cwd: path.resolve(webRoot, '../..') });

const FEATURES = ['careers', 'portal', 'auth', 'misc', 'employer', 'review'];
/** The template's areas: its folders but shared/, which serves them all. */
const TEMPLATE = readdirSync(path.join(src, 'template'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => e.name);

/** A real source file of a folder (the rule only judges imports that resolve). */
function fileIn(folder: string): string {
  const walk = (dir: string): string | undefined => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const file = entries.find((e) => e.isFile() && /^[^.]+\.tsx?$/.test(e.name));
    if (file) return path.join(dir, file.name);
    for (const e of entries.filter((d) => d.isDirectory())) {
      const found = walk(path.join(dir, e.name));
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(path.join(src, folder));
  if (!found) throw new Error(`no source file in ${folder}`);
  return found;
}

/** Lints `import` lines written in `at` (a folder under src) and returns the boundary messages. */
async function crossings(at: string, targets: string[], typeOnly = false): Promise<string[]> {
  const filePath = path.join(src, at, 'boundary-probe.ts');
  const code = targets
    .map((target, i) => {
      let spec = path.relative(path.dirname(filePath), target).split(path.sep).join('/');
      if (!spec.startsWith('.')) spec = `./${spec}`;
      return typeOnly
        ? `import type * as T${i} from '${spec}';\nexport type X${i} = typeof T${i};`
        : `import * as m${i} from '${spec}';\nexport const x${i} = m${i};`;
    })
    .join('\n');
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) =>
      ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'].includes(
        m.ruleId ?? '',
      ),
    )
    .map((m) => m.message);
}

const core = fileIn('core/ui');

describe('web boundaries in lint', () => {
  it('finds the areas it guards', () => {
    expect(TEMPLATE).toEqual(expect.arrayContaining(['apps', 'dashboards', 'pages']));
    expect(TEMPLATE.length).toBeGreaterThan(5);
  });

  it.each(FEATURES)(
    'features/%s imports itself and core, no other feature, no template',
    async (f) => {
      const others = FEATURES.filter((o) => o !== f).map((o) => fileIn(`features/${o}`));
      expect(await crossings(`features/${f}`, others)).toEqual(
        others.map(() => expect.stringContaining(`features/${f} may not import another feature`)),
      );
      expect(await crossings(`features/${f}`, [fileIn('template/pages')])).toEqual([
        expect.stringContaining('The product does not import the template demos'),
      ]);
      expect(await crossings(`features/${f}`, [fileIn(`features/${f}`), core])).toEqual([]);
    },
    60_000,
  );

  it.each(TEMPLATE)(
    'template/%s imports itself, template/shared and core, no other area, no product',
    async (a) => {
      const others = TEMPLATE.filter((o) => o !== a).map((o) => fileIn(`template/${o}`));
      expect(await crossings(`template/${a}`, others)).toEqual(
        others.map(() => expect.stringContaining(`template/${a} may not import another template`)),
      );
      expect(await crossings(`template/${a}`, [fileIn('features/careers')])).toEqual([
        expect.stringContaining('The template demos do not import the product'),
      ]);
      expect(
        await crossings(`template/${a}`, [
          fileIn(`template/${a}`),
          fileIn('template/shared'),
          core,
        ]),
      ).toEqual([]);
    },
    60_000,
  );

  it('keeps template/shared below every template area and away from the product', async () => {
    const areas = TEMPLATE.map((a) => fileIn(`template/${a}`));
    expect(await crossings('template/shared', areas)).toEqual(
      areas.map(() => expect.stringContaining('template/shared serves every template area')),
    );
    expect(await crossings('template/shared', [fileIn('features/auth')])).toEqual([
      expect.stringContaining('The template demos do not import the product'),
    ]);
    expect(await crossings('template/shared', [core])).toEqual([]);
  }, 60_000);

  it('keeps core below app, features and template', async () => {
    const above = [fileIn('app'), fileIn('features/portal'), fileIn('template/apps')];
    expect(await crossings('core/ui', above)).toEqual(
      above.map(() => expect.stringContaining('core/ is imported by app/')),
    );
    expect(await crossings('core/ui', [fileIn('core/i18n')])).toEqual([]);
    // app/ composes everything.
    expect(await crossings('app', [fileIn('features/careers'), fileIn('template/pages')])).toEqual(
      [],
    );
  }, 60_000);

  it('lets screens import the fake API as types only', async () => {
    const fakeApi = path.join(src, 'fake-api/index.ts');
    for (const at of ['app', 'features/careers', 'template/apps']) {
      expect(await crossings(at, [fakeApi])).toEqual([
        expect.stringContaining('screens import its types only'),
      ]);
      expect(await crossings(at, [fakeApi], true)).toEqual([]);
    }
  }, 60_000);
});
