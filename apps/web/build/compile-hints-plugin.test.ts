import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  firstLoadChunks,
  shiftMapOneLine,
  withCompileHint,
} from './compile-hints-plugin.ts';
import { CHUNKS } from './test-chunks.ts';

describe('the compile hint', () => {
  it('goes on the entry, the frame, the data layer, the sign-in page and the areas, with what they import', () => {
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
      'lib',
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
