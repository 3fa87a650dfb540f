import { describe, expect, it } from 'vitest';
import * as hints from './compile-hints-plugin.ts';
import type { Rolldown } from 'vite';
import { CHUNKS } from './test-chunks.ts';

describe('the compile hint', () => {
  it('goes on the entry, the frame, the data layer, the sign-in page and the areas, with what they import', () => {
    expect(
      hints
        .firstLoadChunks(CHUNKS)
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
    const names = hints.firstLoadChunks(CHUNKS).map((c) => c.name);
    for (const name of ['dashboard-page', 'chart', 'core.esm']) expect(names).not.toContain(name);
  });

  it('goes on every other chunk up to its size limit, and on a first load’s chunk whatever its size', () => {
    const sized = (c: Rolldown.OutputChunk, bytes: number) => ({ ...c, code: 'x'.repeat(bytes) });
    const limit = hints.EAGER_COMPILE_MAX_BYTES;
    const chunks = CHUNKS.map((c) =>
      sized(c, c.name === 'core.esm' ? limit + 1 : c.name === 'web' ? 2 * limit : 1000),
    );
    const names = hints.eagerChunks(chunks).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['web', 'dashboard-page', 'chart', 'frame']));
    expect(names).not.toContain('core.esm');
    expect(names).toHaveLength(CHUNKS.length - 1);
  });

  it('is the first line of the code, once', () => {
    const code = hints.withCompileHint('const a=1;');
    expect(code).toBe(`${hints.COMPILE_HINT}\nconst a=1;`);
    expect(hints.withCompileHint(code)).toBe(code);
  });

  it('moves a source map one line down with the code', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(hints.shiftMapOneLine(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA;AACA',
    });
  });
});
