import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  COMPILE_HINT,
  firstLoadChunks,
  shiftMapOneLine,
  withCompileHint,
} from './compile-hints-plugin.ts';

const chunk = (name: string, imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}.js`,
    imports,
    isEntry,
  }) as Rolldown.OutputChunk;

const CHUNKS = [
  chunk('index', ['assets/runtime.js', 'assets/web.js'], true),
  chunk('runtime'),
  chunk('web', ['assets/runtime.js']),
  chunk('contracts', ['assets/runtime.js']),
  chunk('data', ['assets/contracts.js', 'assets/web.js']),
  chunk('frame', ['assets/data.js', 'assets/sign-in.js']),
  chunk('sign-in', ['assets/web.js']),
  chunk('careers', ['assets/frame.js']),
  chunk('portal', ['assets/frame.js']),
  chunk('dashboard-page', ['assets/careers.js', 'assets/chart.js']),
  chunk('chart'),
  chunk('core.esm'),
];

describe('the compile hint', () => {
  it('goes on the entry, the frame, the data layer, the sign-in page and the areas, with their imports', () => {
    expect(
      firstLoadChunks(CHUNKS)
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      'careers',
      'contracts',
      'data',
      'frame',
      'index',
      'portal',
      'runtime',
      'sign-in',
      'web',
    ]);
  });

  it('leaves a screen’s own chunk and the libraries loaded by need compiling lazily', () => {
    const names = firstLoadChunks(CHUNKS).map((c) => c.name);
    for (const name of ['dashboard-page', 'chart', 'core.esm']) expect(names).not.toContain(name);
  });

  it('is the first line of the code, once', () => {
    const code = withCompileHint('const a=1;');
    expect(code).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(withCompileHint(code)).toBe(code);
  });

  it('moves a source map one line down with the code', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(shiftMapOneLine(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA;AACA',
    });
  });
});
